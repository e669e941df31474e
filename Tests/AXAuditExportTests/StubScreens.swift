#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import AXAuditExport

/// Screens built from (stub) views, for the tests and for measuring the export.
/// Test-target only: the library holds no sample screens.
@MainActor
public enum StubScreens {
    /// A 390×844 screen of `viewCount` views (the window not counted): a root view,
    /// a scroll view, a list of cells, each with an icon, a title, a subtitle and a
    /// switch (5 views a cell), and footer labels to make up the count.
    /// For the export benchmark: `AXAuditExport.xml(of: StubScreens.manyViews(), screen: "bench")`.
    public static func manyViews(viewCount: Int = 2_000) -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let list = UIScrollView(frame: root.bounds)
        root.addSubview(list)
        var count = 2
        var row = 0
        while count + 5 <= viewCount {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 72, width: 390, height: 72))
            cell.accessibilityIdentifier = "row-\(row)"
            let icon = UIImageView(frame: CGRect(x: 16, y: 24, width: 24, height: 24))
            let title = UILabel(frame: CGRect(x: 56, y: 12, width: 250, height: 22))
            title.text = "Setting \(row)"
            title.font = UIFont.preferredFont(forTextStyle: .body)
            title.adjustsFontForContentSizeCategory = true
            let subtitle = UILabel(frame: CGRect(x: 56, y: 36, width: 250, height: 20))
            subtitle.text = "Details of setting \(row) & more"
            subtitle.font = UIFont.systemFont(ofSize: 13)
            let toggle = UISwitch(frame: CGRect(x: 325, y: 21, width: 51, height: 31))
            toggle.isOn = row % 2 == 0
            for v in [icon, title, subtitle, toggle] as [UIView] { cell.addSubview(v) }
            list.addSubview(cell)
            count += 5
            row += 1
        }
        while count < viewCount {
            let footer = UILabel(
                frame: CGRect(x: 16, y: CGFloat(row) * 72 + CGFloat(count % 5) * 20, width: 358, height: 20))
            footer.text = "Footer \(count)"
            list.addSubview(footer)
            count += 1
        }
        return root
    }

    /// A chain of `depth` nested views with a label at the bottom.
    public static func deepChain(depth: Int) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent = root
        for i in 0..<depth {
            let child = UIView(frame: CGRect(x: i % 2 == 0 ? 0 : 0.5, y: 0, width: 390, height: 844))
            parent.addSubview(child)
            parent = child
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "bottom"
        parent.addSubview(label)
        return root
    }

    /// One view with `width` labels side by side.
    public static func wideRow(width: Int) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for i in 0..<width {
            let label = UILabel(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39) * 16, width: 10, height: 16))
            label.text = "\(i)"
            root.addSubview(label)
        }
        return root
    }
}
#endif
