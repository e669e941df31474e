#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// A SwiftUI-like accessibility node: a plain object (not `UIAccessibilityIdentification`)
/// that answers its identifier through key-value coding, with a path and an empty frame.
final class SwiftUILikeNode: UIResponder {
    var identifier: String?
    override func value(forKey key: String) -> Any? {
        key == "accessibilityIdentifier" ? identifier : super.value(forKey: key)
    }
}

/// The exporter writes what VoiceOver reaches: elements, not their private parts;
/// no zero-size stops; identifiers and traits of non-UIKit elements.
final class VoiceOverReachTests: XCTestCase {
    @MainActor func testAButtonsTitleLabelIsNotWrittenAsAStop() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(frame: CGRect(x: 16, y: 16, width: 120, height: 44))
        button.setTitle("Add to bag", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 15)
        root.addSubview(button)
        root.layoutIfNeeded()
        // UIKit's button holds its title label as a subview …
        XCTAssertTrue(button.subviews.contains { $0 === button.titleLabel })
        let doc = try exported(root)
        // … but the export has the button alone, with the label's text and font.
        let b = try XCTUnwrap(doc.element("UIButton"))
        XCTAssertEqual(b.elementChildren.count, 0)
        XCTAssertEqual(b.attributes["text"], "Add to bag")
        XCTAssertEqual(b.attributes["fontSize"], "15")
        XCTAssertFalse(doc.allElements.contains { $0.attributes["class"] == "UIButtonLabel" })
    }

    @MainActor func testAppContentInsideAnElementIsStillWritten() async throws {
        // A cell that is one element keeps its labels: rules compare its label with them.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Trail shoes, $89"
        let title = UILabel(frame: CGRect(x: 16, y: 8, width: 200, height: 20))
        title.text = "Trail shoes"
        cell.addSubview(title)
        root.addSubview(cell)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.elementChildren.first?.attributes["text"], "Trail shoes")
    }

    @MainActor func testZeroSizeViewsAreNotStops() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let emptyLabel = UILabel(frame: .zero)  // an element of no size: pruned
        let clipping = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        clipping.clipsToBounds = true
        clipping.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20)))
        let container = UIView(frame: .zero)
        container.accessibilityElements = []
        // A scroll view clips by default (…/uiview/clipstobounds): of no size, it shows nothing.
        let collapsed = UIScrollView(frame: CGRect(x: 10, y: 50, width: 0, height: 0))
        collapsed.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20)))
        // A zero-size wrapper that does not clip shows its subviews: kept.
        let wrapper = UIView(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        let shown = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        shown.text = "Shown"
        wrapper.addSubview(shown)
        for v in [emptyLabel, clipping, container, collapsed, wrapper] { root.addSubview(v) }
        let doc = try exported(root)
        let top = try XCTUnwrap(doc.elementChildren.first)
        XCTAssertEqual(top.elementChildren.count, 1, "only the wrapper is written")
        XCTAssertEqual(top.elementChildren.first?.elementChildren.first?.attributes["text"], "Shown")
        // The root itself is written whatever its size.
        XCTAssertEqual(try exported(UILabel(frame: .zero)).elementChildren.count, 1)
    }

    @MainActor func testIdentifierThroughKeyValueCoding() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let node = SwiftUILikeNode()
        node.isAccessibilityElement = true
        node.accessibilityLabel = "Checkout"
        node.identifier = "checkout-button"
        node.accessibilityFrame = CGRect(x: 16, y: 700, width: 358, height: 50)
        let unnamed = SwiftUILikeNode()
        unnamed.isAccessibilityElement = true
        unnamed.accessibilityLabel = "Total"
        root.accessibilityElements = [node, unnamed]
        let doc = try exported(root)
        XCTAssertEqual(doc.element("checkout-button")?.attributes["accessibilityIdentifier"], "checkout-button")
        XCTAssertEqual(doc.element("SwiftUILikeNode")?.attributes["accessibilityIdentifier"], "checkout-button")
        let total = doc.allElements.first { $0.attributes["accessibilityLabel"] == "Total" }
        XCTAssertNotNil(total)
        XCTAssertNil(total?.attributes["accessibilityIdentifier"])
    }

    @MainActor func testSwitchesCarryTheToggleTrait() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toggle = UISwitch(frame: CGRect(x: 325, y: 20, width: 10, height: 10))
        toggle.isOn = true
        root.addSubview(toggle)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("UISwitch")?.attributes["accessibilityTraits"], "button toggleButton")
        XCTAssertEqual(doc.element("UISwitch")?.attributes["accessibilityValue"], "1")
        XCTAssertEqual(AXExportUIKitReader.traitNames([.button, .toggleButton]), ["button", "toggleButton"])
    }

    @MainActor func testElementsThatAreNotDescendantsAreWrittenInTheirContainer() async throws {
        // A container lists a view that lives outside the exported tree (a floating
        // button in the window): VoiceOver reads it inside the container.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = UIView(frame: window.bounds)
        let floating = UIButton(frame: CGRect(x: 300, y: 760, width: 56, height: 56))
        floating.accessibilityLabel = "Compose"
        window.addSubview(screen)
        window.addSubview(floating)
        let title = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        title.text = "Inbox"
        screen.addSubview(title)
        screen.accessibilityElements = [title, floating]
        let doc = try exported(screen)
        let top = try XCTUnwrap(doc.elementChildren.first)
        let compose = try XCTUnwrap(top.elementChildren.first { $0.attributes["accessibilityLabel"] == "Compose" })
        let titleID = try XCTUnwrap(top.elementChildren.first { $0.attributes["text"] == "Inbox" }?.attributes["id"])
        XCTAssertEqual(top.attributes["accessibilityElements"], "\(titleID) \(compose.attributes["id"] ?? "")")
        XCTAssertEqual(compose.attributes["frame"], "300 760 56 56")
        // A listed view that is elsewhere under the root is written once, where it is.
        let other = UIView(frame: window.bounds)
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let elsewhere = UILabel(frame: CGRect(x: 0, y: 500, width: 100, height: 20))
        elsewhere.text = "Elsewhere"
        other.addSubview(list)
        other.addSubview(elsewhere)
        list.accessibilityElements = [elsewhere]
        let second = try exported(other)
        XCTAssertEqual(second.allElements.filter { $0.attributes["text"] == "Elsewhere" }.count, 1)
    }
}
#endif
