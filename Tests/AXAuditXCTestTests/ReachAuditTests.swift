#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// Findings are about what VoiceOver reaches: nothing is reported on a control's own
/// parts, and a zero-size view is no stop.
final class ReachAuditTests: XCTestCase {
    /// A button whose title label (UIKit's subview) keeps a fixed 9-point font, beside the
    /// same text in a plain label: only the label, which VoiceOver reaches on its own, is
    /// reported by dynamic-type.
    @MainActor func testNoFindingOnAViewInsideAnElement() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
        button.setTitle("Add to bag", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 9)
        let label = UILabel(frame: CGRect(x: 16, y: 200, width: 200, height: 20))
        label.text = "Add to bag"
        label.font = UIFont.systemFont(ofSize: 9)
        root.addSubview(button)
        root.addSubview(label)
        root.layoutIfNeeded()
        XCTAssertTrue(button.subviews.contains { $0 === button.titleLabel })
        let screen = AXInMemoryScreen(root, screen: "Bag")
        let findings = AXAuditInMemory.audit(screen).findings
        let classes = Set(findings.map { $0.element.className })
        XCTAssertFalse(classes.contains("UIButtonLabel"), "\(findings.map(\.ruleID))")
        let dynamicType = findings.filter { $0.ruleID == "dynamic-type" }
        XCTAssertEqual(dynamicType.map { $0.element.className }, ["UILabel"])
    }

    /// An empty zero-size label (an element of no size) is pruned, so element-label has nothing to say.
    @MainActor func testAZeroSizeLabelIsNotAStop() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UILabel(frame: CGRect(x: 16, y: 60, width: 300, height: 30))
        title.text = "Orders"
        title.adjustsFontForContentSizeCategory = true
        title.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        root.addSubview(title)
        root.addSubview(UILabel(frame: .zero))
        let screen = AXInMemoryScreen(root, screen: "Orders")
        XCTAssertEqual(screen.hierarchy.elements.count - 1, 2, "the root and the title")
        XCTAssertEqual(AXAuditInMemory.audit(screen).findings.filter { $0.ruleID == "element-label" }.count, 0)
        // The same label with a size is a stop, and an empty one: reported.
        root.addSubview(UILabel(frame: CGRect(x: 16, y: 120, width: 100, height: 20)))
        let sized = AXAuditInMemory.audit(AXInMemoryScreen(root, screen: "Orders")).findings
        XCTAssertEqual(sized.filter { $0.ruleID == "element-label" }.count, 1)
    }
}
#endif
