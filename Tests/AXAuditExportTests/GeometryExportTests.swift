#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// The accessibility geometry and the attributes beyond UIKit's basic ones.
final class GeometryExportTests: XCTestCase {
    @MainActor private func windowed() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        return (window, root)
    }

    @MainActor func testAnAccessibilityFrameThatIsNotTheFrame() async throws {
        let (window, root) = windowed()
        let close = UIButton(frame: CGRect(x: 350, y: 20, width: 20, height: 20))
        close.accessibilityLabel = "Close"
        close.accessibilityFrame = CGRect(x: 338, y: 8, width: 44, height: 44)
        let plain = UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
        plain.accessibilityLabel = "Pay"
        root.addSubview(close)
        root.addSubview(plain)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["frame"], "350 20 20 20")
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["accessibilityFrame"], "338 8 44 44")
        XCTAssertNil(doc.element("ax.0.1")?.attributes["accessibilityFrame"], "the same as the frame: not written")
        _ = window
    }

    @MainActor func testANodeWithOnlyAPathGetsItsPathsBounds() async throws {
        let (window, root) = windowed()
        let node = SwiftUILikeNode()
        node.isAccessibilityElement = true
        node.accessibilityLabel = "Chart"
        node.accessibilityFrame = .zero
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 20, y: 300))
        path.addLine(to: CGPoint(x: 370, y: 300))
        path.addLine(to: CGPoint(x: 200, y: 500))
        path.close()
        node.accessibilityPath = path
        root.accessibilityElements = [node]
        let doc = try exported(root)
        let chart = try XCTUnwrap(doc.allElements.first { $0.attributes["accessibilityLabel"] == "Chart" })
        XCTAssertEqual(chart.attributes["frame"], "20 300 350 200")
        XCTAssertNil(chart.attributes["activationPoint"], "the middle of the path's bounds is the default")
        _ = window
    }

    @MainActor func testActivationPointWhenNotTheDefault() async throws {
        let (window, root) = windowed()
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Wi-Fi"
        row.accessibilityActivationPoint = CGPoint(x: 350, y: 130)
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 60))
        other.isAccessibilityElement = true
        other.accessibilityLabel = "Bluetooth"
        other.accessibilityActivationPoint = CGPoint(x: 195.2, y: 230)
        root.addSubview(row)
        root.addSubview(other)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["activationPoint"], "350 130")
        XCTAssertNil(doc.element("ax.0.1")?.attributes["activationPoint"], "within half a point of the middle")
        _ = window
    }

    @MainActor func testContainerTypeLanguageInputLabelsAndInteraction() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        list.accessibilityContainerType = .list
        let word = UILabel(frame: CGRect(x: 16, y: 110, width: 200, height: 20))
        word.text = "Bonjour"
        word.accessibilityLanguage = "fr-FR"
        let buy = UIButton(frame: CGRect(x: 16, y: 150, width: 200, height: 44))
        buy.setTitle("Buy now, $89", for: .normal)
        buy.accessibilityUserInputLabels = ["Buy", "Buy now"]
        let decorative = UIButton(frame: CGRect(x: 16, y: 200, width: 200, height: 44))
        decorative.setTitle("Badge", for: .normal)
        decorative.accessibilityRespondsToUserInteraction = false
        for v in [word, buy, decorative] { list.addSubview(v) }
        root.addSubview(list)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["accessibilityContainerType"], "list")
        XCTAssertNil(doc.element("ax.0")?.attributes["accessibilityContainerType"])
        XCTAssertEqual(doc.element("ax.0.0.0")?.attributes["accessibilityLanguage"], "fr-FR")
        let b = try XCTUnwrap(doc.element("ax.0.0.1"))
        XCTAssertEqual(
            b.children.filter { $0.name == "userInputLabel" }.map { $0.attributes["name"] }, ["Buy", "Buy now"])
        XCTAssertNil(b.attributes["accessibilityRespondsToUserInteraction"], "a button responds, as its trait says")
        XCTAssertEqual(doc.element("ax.0.0.2")?.attributes["accessibilityRespondsToUserInteraction"], "false")
    }

    /// UIAccessibility.h: "an element with UIAccessibilityTraitNotEnabled returns NO", so a
    /// disabled button's NO is what its traits say and is not written; a YES that contradicts them is.
    @MainActor func testADisabledElementDoesNotRespondUnlessItSaysSo() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let dimmed = UIButton(frame: CGRect(x: 16, y: 100, width: 200, height: 44))
        dimmed.isEnabled = false
        let stillActive = UIButton(frame: CGRect(x: 16, y: 150, width: 200, height: 44))
        stillActive.isEnabled = false
        stillActive.accessibilityRespondsToUserInteraction = true
        root.addSubview(dimmed)
        root.addSubview(stillActive)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["accessibilityTraits"], "button notEnabled")
        XCTAssertNil(doc.element("ax.0.0")?.attributes["accessibilityRespondsToUserInteraction"])
        XCTAssertEqual(doc.element("ax.0.1")?.attributes["accessibilityRespondsToUserInteraction"], "true")
    }

    /// `accessibilityCustomRotors`, in order: a named rotor by its name, a system one by its
    /// type as Swift spells it; one with neither (an empty name) is not written, as the format
    /// would refuse it. Markup in a name is escaped.
    @MainActor func testCustomRotorsAreWrittenInOrder() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let article = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let none: UIAccessibilityCustomRotor.Search = { _ in nil }
        article.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(name: "Unread <new> & old", itemSearch: none),
            UIAccessibilityCustomRotor(systemType: .headingLevel2, itemSearch: none),
            UIAccessibilityCustomRotor(name: "", itemSearch: none),
            UIAccessibilityCustomRotor(systemType: .landmark, itemSearch: none),
        ]
        root.addSubview(article)
        root.addSubview(UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100)))
        let doc = try exported(root)
        let rotors = try XCTUnwrap(doc.element("ax.0.0")).children.filter { $0.name == "customRotor" }
        XCTAssertEqual(rotors.map { $0.attributes["name"] }, ["Unread <new> & old", nil, nil])
        XCTAssertEqual(rotors.map { $0.attributes["systemType"] }, [nil, "headingLevel2", "landmark"])
        XCTAssertEqual(doc.element("ax.0.1")?.children.count, 0, "no rotors: no children")
        XCTAssertNil(AXExportUIKitReader.systemRotorTypeName(.none))
        XCTAssertEqual(AXExportUIKitReader.systemRotorTypeName(.misspelledWord), "misspelledWord")
    }

    @MainActor func testSegmentsAndTabsKnowTheirPlace() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 16, y: 100, width: 358, height: 32)
        segmented.layoutIfNeeded()
        segmented.selectedSegmentIndex = 0
        let tabs = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        tabs.accessibilityTraits = .tabBar
        let tabButtons = ["Home", "Search"].enumerated().map { i, name in
            let b = UIButton(frame: CGRect(x: CGFloat(i) * 195, y: 0, width: 195, height: 64))
            b.setTitle(name, for: .normal)
            tabs.addSubview(b)
            return b
        }
        tabs.accessibilityElements = tabButtons
        root.addSubview(segmented)
        root.addSubview(tabs)
        let doc = try exported(root)
        let segments = try XCTUnwrap(doc.element("ax.0.0")).elementChildren
        XCTAssertEqual(segments.map { $0.attributes["accessibilityLabel"] }, ["Day", "Week", "Month"])
        XCTAssertEqual(
            segments.map { $0.attributes["containerPosition"] }, ["series 1 of 3", "series 2 of 3", "series 3 of 3"])
        XCTAssertEqual(segments.first?.attributes["accessibilityTraits"], "button selected")
        XCTAssertEqual(
            doc.element("ax.0.1")?.elementChildren.map { $0.attributes["containerPosition"] },
            ["tab 1 of 2", "tab 2 of 2"])
    }
}
#endif
