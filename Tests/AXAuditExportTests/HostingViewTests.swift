#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// SwiftUI's elements: what a hosting view vends instead of subviews.
final class AccessibilityNode: UIAccessibilityElement {}

/// A SwiftUI-like hosting view: its subviews draw, its `accessibilityElements` are non-view elements.
final class HostingView: UIView {}

#if canImport(UIKit)
typealias PlainAccessibilityBase = NSObject
#else
typealias PlainAccessibilityBase = UIResponder  // the stub's home of the informal protocol
#endif
/// Like SwiftUI's `AccessibilityNode`: neither a view nor a UIAccessibilityElement.
final class PlainAccessibilityObject: PlainAccessibilityBase {}

/// A chart that vends one element per bar through the container methods.
final class BarChartView: UIView {
    var bars: [UIAccessibilityElement] = []
    override func accessibilityElementCount() -> Int { bars.count }
    override func accessibilityElement(at index: Int) -> Any? { bars.indices.contains(index) ? bars[index] : nil }
}

final class HostingViewTests: XCTestCase {
    /// A window placed 20 points down the screen: element frames (screen coordinates) are moved into the window's.
    @MainActor func testNonViewElementsAreExportedWithClassAndFrame() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 20, width: 390, height: 824))
        let hosting = HostingView(frame: window.bounds)
        window.addSubview(hosting)
        let drawing = UIView(frame: hosting.bounds)  // SwiftUI's rendering view: no accessibility
        hosting.addSubview(drawing)
        let title = AccessibilityNode(accessibilityContainer: hosting)
        title.accessibilityLabel = "Trail shoes"
        title.accessibilityTraits = [.staticText, .header]
        title.accessibilityFrame = CGRect(x: 16, y: 120, width: 200, height: 24)  // screen
        title.isAccessibilityElement = true
        let buy = AccessibilityNode(accessibilityContainer: hosting)
        buy.accessibilityLabel = "Buy"
        buy.accessibilityTraits = .button
        buy.accessibilityFrameInContainerSpace = CGRect(x: 16, y: 200, width: 80, height: 44)
        buy.isAccessibilityElement = true
        buy.accessibilityIdentifier = "buy"
        buy.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Add to wishlist") { _ in true }]
        hosting.accessibilityElements = [buy, title]  // reading order: buy first

        let doc = try exported(hosting, screen: "Shoe")
        let h = try XCTUnwrap(doc.elementChildren.first)
        XCTAssertEqual(h.attributes["class"], "HostingView")
        XCTAssertEqual(h.attributes["accessibilityElements"], "buy ax.0.2")
        XCTAssertEqual(
            h.elementChildren.map { $0.attributes["class"] }, ["UIView", "AccessibilityNode", "AccessibilityNode"])
        let t = try XCTUnwrap(doc.element("ax.0.2"))
        XCTAssertEqual(t.attributes["inherits"], "UIAccessibilityElement")
        XCTAssertEqual(t.attributes["frame"], "16 100 200 24")
        XCTAssertEqual(t.attributes["accessibilityTraits"], "staticText header")
        XCTAssertEqual(t.attributes["isAccessibilityElement"], "true")
        let b = try XCTUnwrap(doc.element("buy"))
        XCTAssertEqual(b.attributes["frame"], "16 200 80 44")
        XCTAssertEqual(b.attributes["accessibilityLabel"], "Buy")
        XCTAssertEqual(b.customActions, ["Add to wishlist"])
    }

    @MainActor func testContainerMethodsAreReadWhenNoArrayIsSet() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chart = BarChartView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        root.addSubview(chart)
        chart.bars = (0..<3).map { i in
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = "Day \(i + 1)"
            bar.accessibilityValue = "\(i * 10) steps"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * 100, y: 0, width: 90, height: 200)
            bar.isAccessibilityElement = true
            return bar
        }
        let doc = try exported(root)
        let c = try XCTUnwrap(doc.element("BarChartView"))
        XCTAssertEqual(c.attributes["accessibilityElements"], "ax.0.0.0 ax.0.0.1 ax.0.0.2")
        XCTAssertEqual(
            c.elementChildren.map { $0.attributes["frame"] }, ["0 100 90 200", "100 100 90 200", "200 100 90 200"])
        XCTAssertEqual(
            c.elementChildren.map { $0.attributes["class"] }, Array(repeating: "UIAccessibilityElement", count: 3))
        XCTAssertEqual(c.elementChildren.last?.attributes["accessibilityValue"], "20 steps")
    }

    /// `accessibilityElements` that reorders subviews refers to them where they are;
    /// a view vended twice or an ancestor vended by its descendant is written once.
    @MainActor func testReorderedSubviewsAndCyclesAreWrittenOnce() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 171, height: 240))
        root.addSubview(card)
        let title = UILabel(frame: CGRect(x: 8, y: 128, width: 155, height: 20))
        title.text = "Trail shoes"
        title.accessibilityIdentifier = "title"
        let price = UILabel(frame: CGRect(x: 8, y: 152, width: 80, height: 20))
        price.text = "$89"
        price.accessibilityIdentifier = "price"
        card.addSubview(price)
        card.addSubview(title)
        let loop = UIAccessibilityElement(accessibilityContainer: card)
        loop.accessibilityElements = [root, card, loop, "not an element"]
        card.accessibilityElements = [title, price, title, loop, root]
        let doc = try exported(root)
        let c = try XCTUnwrap(doc.element("ax.0.0"))
        XCTAssertEqual(c.elementChildren.map { $0.attributes["id"] }, ["price", "title", "ax.0.0.2"])
        XCTAssertEqual(c.attributes["accessibilityElements"], "title price title ax.0.0.2 ax.0")
        XCTAssertEqual(doc.allElements.count, 5)
        XCTAssertEqual(doc.element("ax.0.0.2")?.attributes["accessibilityElements"], "ax.0 ax.0.0 ax.0.0.2")
    }

    /// Objects of the informal protocol that are not UIAccessibilityElements (SwiftUI's
    /// nodes) count when they are elements or vend some; other things in the array do not.
    @MainActor func testOnlyAccessibilityItemsOfAnArrayAreExported() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let node = PlainAccessibilityObject()
        node.isAccessibilityElement = true
        node.accessibilityLabel = "Swift UI text"
        let group = PlainAccessibilityObject()
        let inner = PlainAccessibilityObject()
        inner.isAccessibilityElement = true
        group.accessibilityElements = [inner]
        let decoration = PlainAccessibilityObject()
        container.accessibilityElements = [node, decoration, group, "text", 42]
        let c = try XCTUnwrap(try exported(container).elementChildren.first)
        XCTAssertEqual(
            c.elementChildren.map { $0.attributes["class"] }, ["PlainAccessibilityObject", "PlainAccessibilityObject"])
        XCTAssertEqual(c.attributes["accessibilityElements"], "ax.0.0 ax.0.1")
        XCTAssertEqual(c.elementChildren.last?.elementChildren.count, 1)
    }

    @MainActor func testAnEmptyElementListHidesTheContainersContent() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20)))
        container.accessibilityElements = []
        let c = try XCTUnwrap(try exported(container).elementChildren.first)
        XCTAssertEqual(c.attributes["accessibilityElements"], "")
        XCTAssertEqual(c.elementChildren.count, 1)
    }
}
#endif
