#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport
import AXAuditXCTest

#if canImport(UIKit)
typealias PlainAccessibilityBase = NSObject
#else
typealias PlainAccessibilityBase = UIResponder  // the stub's home of the informal protocol
#endif
/// Like SwiftUI's `AccessibilityNode`: neither a view nor a UIAccessibilityElement.
final class SwiftUINode: PlainAccessibilityBase {}

/// A chart that vends one element per bar through the container methods.
final class StepsChartView: UIView {
    var bars: [UIAccessibilityElement] = []
    override func accessibilityElementCount() -> Int { bars.count }
    override func accessibilityElement(at index: Int) -> Any? { bars.indices.contains(index) ? bars[index] : nil }
}

/// Screens whose elements are not views (SwiftUI hosting views, custom
/// containers) are exported and audited as VoiceOver sees them.
final class HostingViewAuditTests: XCTestCase {
    /// The "Buy" button SwiftUI vends has no label: element-label reports it, on the vended element.
    @MainActor func testAFindingOnAVendedElement() async throws {
        let page = HostingScreens.productPage()
        let screen = AXInMemoryScreen(page, screen: "Product page")
        let result = AXAuditInMemory.audit(screen)
        let h = result.hierarchy
        // The hosting view's elements are exported, as children, in its reading order.
        let hosting = try XCTUnwrap(h.indexByID["ax.0"])
        XCTAssertEqual(h[hosting].className, "HostingView")
        XCTAssertEqual(h[hosting].accessibilityElements, ["title", "price", "buy"])
        XCTAssertEqual(result.order.stops.map { h[$0].id }, ["title", "price", "buy"])
        let buy = try XCTUnwrap(h.element(id: "buy"))
        XCTAssertEqual(buy.className, "AccessibilityNode")
        XCTAssertEqual(buy.inherits, ["UIAccessibilityElement"])
        XCTAssertEqual(buy.frame, Rect(x: 16, y: 200, width: 120, height: 44))
        XCTAssertEqual(buy.roles, .control, "a button by its trait")

        let onBuy = result.findings.filter { $0.element.id == "buy" }
        XCTAssertEqual(
            onBuy.map(\.ruleID), ["element-label"], "\(result.findings.map { "\($0.ruleID) \($0.message)" })")
        XCTAssertEqual(onBuy.first?.severity, .error)
        XCTAssertEqual(onBuy.first?.element.className, "AccessibilityNode")
        XCTAssertEqual(onBuy.first?.location, buy.location)
        // The same as auditing the exported file.
        let file = Importer.importBytes(
            Array(AXAuditExport.xml(of: page, screen: "Product page").utf8), file: "Product page")
        XCTAssertEqual(result.findings, Auditor().audit(try XCTUnwrap(file.hierarchy)).findings)
    }

    /// SwiftUI's own nodes (plain objects of the informal protocol) and elements
    /// vended by `accessibilityElementCount()`: a chart bar without a label and
    /// a plain node without one are reported; labelled ones are not.
    @MainActor func testPlainNodesAndCountedElementsAreAudited() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chart = StepsChartView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        root.addSubview(chart)
        chart.bars = (0..<3).map { i in
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = i == 1 ? nil : "Day \(i + 1)"
            bar.accessibilityValue = "\(i * 1000) steps"
            bar.accessibilityTraits = .button
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * 100, y: 0, width: 90, height: 200)
            bar.isAccessibilityElement = true
            return bar
        }
        let hosting = HostingView(frame: CGRect(x: 0, y: 320, width: 390, height: 100))
        root.addSubview(hosting)
        let share = SwiftUINode()
        share.isAccessibilityElement = true
        share.accessibilityTraits = .button
        share.accessibilityFrame = CGRect(x: 16, y: 330, width: 60, height: 60)
        let done = SwiftUINode()
        done.isAccessibilityElement = true
        done.accessibilityLabel = "Done"
        done.accessibilityTraits = .button
        done.accessibilityFrame = CGRect(x: 100, y: 330, width: 60, height: 60)
        hosting.accessibilityElements = [share, done]

        let result = AXAuditInMemory.audit(AXInMemoryScreen(root, screen: "Steps"))
        let h = result.hierarchy
        let unlabelled = result.findings.filter { $0.ruleID == "element-label" }
        XCTAssertEqual(
            unlabelled.map { h[$0.elementIndex].className }, ["UIAccessibilityElement", "SwiftUINode"],
            "\(result.findings.map { "\($0.ruleID) \($0.message)" })")
        XCTAssertEqual(unlabelled.map { h[$0.elementIndex].accessibilityValue }, ["1000 steps", nil])
        XCTAssertEqual(result.order.stops.compactMap { h[$0].accessibilityLabel }, ["Day 1", "Day 3", "Done"])
        XCTAssertEqual(result.order.stops.count, 5)
    }
}
#endif
