import AXAuditKit
import AXAuditExport

#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

/// `axaudit-bench export [--views N] [--repeat N]`: what exporting one screen of
/// N views costs an app's test: the XML written from a tree of exported nodes
/// and, where UIKit or the Linux stub is there, from a tree of views; then that
/// XML imported and audited, as a CI step would.
func exportBench(_ args: Arguments) throws(BenchError) {
    let views = try args.int("--views") ?? 2_000
    let repeats = try args.int("--repeat") ?? 5
    let root = productGridNodes(views: views)
    var nodeTimes: [Double] = []
    var xml = ""
    for _ in 0..<repeats {
        let t0 = Process.now()
        xml = AXAuditExport.xml(of: root, screen: "Export", screenSize: (width: 390, height: 844))
        nodeTimes.append(Process.now() - t0)
    }
    let t0 = Process.now()
    let imported = Importer.importBytes(Array(xml.utf8), file: "export.xml")
    guard let hierarchy = imported.hierarchy else { throw BenchError("the exported XML did not import") }
    let findings = Auditor().audit(hierarchy).findings
    let auditTime = Process.now() - t0
    print(
        "export of \(views) nodes: \(ms(nodeTimes.sorted()[nodeTimes.count / 2])) (median of \(repeats)), "
            + "\(formatBytes(xml.utf8.count)) of XML; import and audit \(ms(auditTime)), "
            + "\(hierarchy.elementsBelowRoot) elements, \(findings.count) findings")
    #if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
    let viewTimes = MainActor.assumeIsolated { () -> [Double] in
        let screen = productGridViews(views: views)
        return (0..<repeats).map { _ in
            let t0 = Process.now()
            _ = AXAuditExport.xml(of: screen, screen: "Export")
            return Process.now() - t0
        }
    }
    print("export of \(views) views through the UIKit adapter: \(ms(viewTimes.sorted()[viewTimes.count / 2]))")
    #endif
    print("peak RSS \(formatBytes(SystemCall.peakRSSOfThisProcess()))")
}

/// A grid of product cards (an image, a title, a price and a button each), five
/// nodes a card, `views` nodes in all.
private func productGridNodes(views: Int) -> AXExportNode {
    var cards: [AXExportNode] = []
    for k in 0..<max(1, views / 5) {
        let x = Double(k % 2) * 187 + 16, y = Double(k / 2) * 270
        var image = AXExportNode(className: "UIImageView", frame: .init(x: x, y: y, width: 171, height: 120))
        image.image = "product_\(k)"
        var title = AXExportNode(className: "UILabel", frame: .init(x: x + 8, y: y + 128, width: 155, height: 20))
        title.text = "Product \(k)"
        var price = AXExportNode(className: "UILabel", frame: .init(x: x + 8, y: y + 150, width: 155, height: 20))
        price.text = "$\(k % 90 + 10).00"
        var buy = AXExportNode(className: "UIButton", frame: .init(x: x + 8, y: y + 200, width: 80, height: 44))
        buy.text = "Buy"
        var card = AXExportNode(
            className: "ProductCardCell", frame: .init(x: x, y: y, width: 171, height: 260),
            children: [image, title, price, buy])
        card.inherits = ["MDCCardCollectionCell", "UICollectionViewCell", "UIView"]
        card.id = "card-\(k)"
        cards.append(card)
    }
    return AXExportNode(
        className: "UICollectionView", frame: .init(x: 0, y: 0, width: 390, height: 844), children: cards)
}

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
@MainActor private func productGridViews(views: Int) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    for k in 0..<max(1, views / 5) {
        let x = CGFloat(k % 2) * 187 + 16, y = CGFloat(k / 2) * 270
        let card = UIView(frame: CGRect(x: x, y: y, width: 171, height: 260))
        card.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 171, height: 120)))
        for (row, text) in ["Product \(k)", "$\(k % 90 + 10).00"].enumerated() {
            let label = UILabel(frame: CGRect(x: 8, y: 128 + CGFloat(row) * 22, width: 155, height: 20))
            label.text = text
            card.addSubview(label)
        }
        card.addSubview(UIButton(frame: CGRect(x: 8, y: 200, width: 80, height: 44)))
        screen.addSubview(card)
    }
    return screen
}
#endif
