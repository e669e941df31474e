import XCTest
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// The in-memory conversion gives the screen axaudit's importer reads from the
/// exporter's XML: every attribute of every element (and its line and column in
/// that file), the ids, the input errors and warnings, the VoiceOver order and
/// the findings.
final class RoundTripTests: FailureRecordingTestCase {
    /// In memory and through the file, for the same nodes.
    func bothWays(
        _ nodes: [AXExportNode], screen: String = "Round trip",
        screenSize: (width: Double, height: Double)? = (390, 844),
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (AXInMemoryScreen, ImportResult) {
        let inMemory = AXInMemoryScreen(
            nodes, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection,
            file: "screen.xml")
        let imported = importedExport(
            nodes, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection,
            file: "screen.xml")
        _ = try XCTUnwrap(imported.hierarchy, "the export did not import: \(imported.errors)", file: file, line: line)
        return (inMemory, imported)
    }

    func assertRoundTrip(
        _ nodes: [AXExportNode], screen: String = "Round trip",
        screenSize: (width: Double, height: Double)? = (390, 844),
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (inMemory, imported) = try bothWays(
            nodes, screen: screen, screenSize: screenSize,
            layoutDirection: layoutDirection, file: file, line: line)
        let fromFile = try XCTUnwrap(imported.hierarchy)
        assertSameScreen(inMemory.hierarchy, fromFile, file: file, line: line)
        XCTAssertEqual(inMemory.errors, imported.errors, "input errors", file: file, line: line)
        XCTAssertEqual(inMemory.warnings, imported.warnings, "input warnings", file: file, line: line)
        // Same screen, same findings: rule, severity, file, line, column, message, fix and element.
        let auditor = Auditor()
        let a = auditor.audit(inMemory.hierarchy), b = auditor.audit(fromFile)
        XCTAssertEqual(a.findings, b.findings, "findings", file: file, line: line)
        XCTAssertEqual(a.suppressed, b.suppressed, "suppressed findings", file: file, line: line)
    }

    // MARK: - Every attribute

    /// A screen whose nodes between them set every property of `AXExportNode`,
    /// each where it changes something: roles from classes, traits and the
    /// `role` attribute; element-ness by default and explicit; lists, numbers,
    /// colours, custom actions, ignored rules, modal, hidden and grouped containers.
    static func everyAttribute() -> [AXExportNode] {
        func node(_ className: String, _ frame: AXExportNode.Rect?, _ change: (inout AXExportNode) -> Void = { _ in })
            -> AXExportNode
        {
            var n = AXExportNode(className: className, frame: frame)
            change(&n)
            return n
        }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> AXExportNode.Rect {
            AXExportNode.Rect(x: x, y: y, width: w, height: h)
        }
        let title = node("UILabel", rect(16, 56, 358, 34.5)) {
            $0.inherits = ["UIView"]
            $0.accessibilityIdentifier = "title"
            $0.accessibilityTraits = ["header"]
            $0.text = "Trail gear"
            $0.textColor = AXExportNode.Color(red: 0.2, green: 0.4, blue: 0.6)
            $0.backgroundColor = AXExportNode.Color(red: 1, green: 1, blue: 1, alpha: 0.5)
            $0.fontSize = 28
            $0.adjustsFontForContentSizeCategory = false
        }
        let rating = node("StarRatingView", rect(24, 286, 100, 16)) {
            $0.inherits = ["UIControl", "UIView"]
            $0.reference = .init(name: "rating")
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Rating"
            $0.accessibilityValue = "4.5"
            $0.accessibilityHint = "Double-tap to rate"
            $0.accessibilityTraits = ["adjustable", "updatesFrequently"]
            $0.maximumValue = 5
            $0.accessibilityFrame = rect(20, 280, 110, 30)
            $0.activationPoint = AXExportNode.Point(x: 30, y: 294.5)
            $0.accessibilityLanguage = "de-DE"
            $0.respondsToUserInteraction = false
        }
        let image = node("UIImageView", rect(16, 110, 171, 120)) {
            $0.inherits = ["UIView"]
            $0.reference = .init(name: "image")
            $0.image = "shoe_01"
            $0.isAccessibilityElement = true
            $0.accessibilityTraits = ["image"]
        }
        let buy = node("UIButton", rect(24, 306, 80, 44)) {
            $0.inherits = ["UIControl", "UIView"]
            $0.id = "buy-shoes"
            $0.reference = .init(name: "buy")
            $0.text = "Buy"
            $0.accessibilityTraits = ["button", "notEnabled"]
            $0.isEnabled = false
            $0.customActions = ["Add to wishlist", "Share"]
            $0.userInputLabels = ["Buy", "Buy shoes"]
            $0.customRotors = [.init(name: "Sizes"), .init(name: "", systemType: "headingLevel2")]
            $0.containerPosition = .init(.series, index: 2, count: 3)
        }
        let card = node("ProductCardCell", rect(16, 110, 171, 240)) {
            $0.inherits = ["MDCCardCollectionCell", "UICollectionViewCell", "UICollectionReusableView", "UIView"]
            $0.accessibilityIdentifier = "card-shoes"
            $0.shouldGroupAccessibilityChildren = true
            $0.containerType = .list
            $0.accessibilityElements = [
                .init(name: "image"), .init(name: "buy"), .init(name: "rating"),
                .init(name: "not exported"),
            ]
            $0.children = [image, rating, buy]
        }
        let custom = node("PromoBanner", rect(0, 360, 390, 60)) {
            $0.role = "card"
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Free shipping"
            $0.ignoredRules = ["touch-target-size", "duplicate-label"]
            $0.semanticContentAttribute = .forceRightToLeft
            $0.isUserInteractionEnabled = false
            $0.customActions = ["Dismiss"]  // actions without children: `<element …>` with only `<customAction>`s
        }
        let hidden = node("UIView", rect(0, 430, 390, 40)) {
            $0.isHidden = true
            $0.children = [
                node("UILabel", rect(16, 430, 200, 20)) {
                    $0.inherits = ["UIView"]
                    $0.text = "Hidden"
                }
            ]
        }
        let faded = node("UIView", rect(0, 470, 390, 40)) {
            $0.alpha = 0
            $0.children = [
                node("UILabel", rect(16, 470, 200, 20)) {
                    $0.inherits = ["UIView"]
                    $0.text = "Faded"
                }
            ]
        }
        let translucent = node("UIView", rect(0, 510, 390, 40)) {
            $0.alpha = 0.35
            $0.accessibilityElementsHidden = true
            $0.semanticContentAttribute = .forceLeftToRight
            $0.children = [node("UISwitch", rect(320, 515, 51, 31)) { $0.inherits = ["UIControl", "UIView"] }]
        }
        let empty = node("EmptyContainer", rect(0, 550, 390, 40)) {
            $0.accessibilityElements = []  // VoiceOver reads nothing inside
            $0.semanticContentAttribute = .unspecified
            $0.children = [
                node("UILabel", rect(16, 550, 200, 20)) {
                    $0.inherits = ["UIView"]
                    $0.text = "Unread"
                }
            ]
        }
        let slider = node("UISlider", rect(16, 600, 300, 30)) {
            $0.inherits = ["UIControl", "UIView"]
            $0.accessibilityValue = "50%"
            $0.maximumValue = 100
            $0.isUserInteractionEnabled = true
        }
        let field = node("UITextField", rect(16, 640, 300, 30)) {
            $0.inherits = ["UIControl", "UIView"]
            $0.text = "jane@example.com"
            $0.accessibilityLabel = "Email"
            $0.fontSize = 17
            $0.adjustsFontForContentSizeCategory = true
            $0.textColor = AXExportNode.Color(red: 0.6, green: 0.6, blue: 0.6)
            $0.backgroundColor = AXExportNode.Color(red: 1, green: 1, blue: 1)
        }
        let alert = node("AlertView", rect(40, 300, 310, 200)) {
            $0.children = [
                node("UILabel", rect(56, 316, 278, 20)) {
                    $0.inherits = ["UIView"]
                    $0.text = "Saved"
                }
            ]
        }
        let screen = node("UIView", rect(0, 0, 390, 844)) {
            $0.isAccessibilityElement = false
            $0.children = [title, card, custom, hidden, faded, translucent, empty, slider, field]
        }
        let overlay = node("", rect(0, 0, 390, 844)) {  // no class: a UIView
            $0.accessibilityViewIsModal = true  // hides its sibling, the screen
            $0.children = [alert]
        }
        return [screen, overlay]
    }

    /// The properties of `AXExportNode` no node of `nodes` sets (non-nil, non-empty).
    static func unsetProperties(_ nodes: [AXExportNode]) -> Set<String> {
        var unset = Set(Mirror(reflecting: AXExportNode(className: "")).children.compactMap(\.label))
        AXExportIDs.preorder(nodes) { node, _ in
            for child in Mirror(reflecting: node).children {
                let m = Mirror(reflecting: child.value)
                let isSet: Bool
                switch m.displayStyle {
                case .optional: isSet = !m.children.isEmpty
                case .collection: isSet = !m.children.isEmpty
                default: isSet = !((child.value as? String)?.isEmpty ?? false)
                }
                if isSet, let label = child.label { unset.remove(label) }
            }
        }
        return unset
    }

    func testTheScreensSetEveryExportedProperty() async throws {
        XCTAssertGreaterThanOrEqual(Mirror(reflecting: AXExportNode(className: "")).children.count, 31)
        XCTAssertEqual(Self.unsetProperties(Self.everyAttribute()), [], "properties no node of the screen sets")
        #if canImport(UIKit) || os(Linux)
        let kitchenSink = try await MainActor.run {
            try XCTUnwrap(AXAuditExport.node(of: KitchenSink.screen(), options: KitchenSink.options))
        }
        XCTAssertEqual(Self.unsetProperties([kitchenSink]), [], "properties no node of the UIKit screen sets")
        #endif
        XCTAssertEqual(
            Self.unsetProperties([AXExportNode(className: "UIView")]).count,
            Mirror(reflecting: AXExportNode(className: "")).children.count - 1, "the check sees unset properties")
    }

    func testEveryAttributeRoundTrips() throws {
        try assertRoundTrip(Self.everyAttribute(), screen: "Every attribute")
        try assertRoundTrip(
            Self.everyAttribute(), screen: "Right to left", screenSize: nil, layoutDirection: .rightToLeft)
        // The conversion is not vacuous: it has the screen's elements, roles and order.
        let inMemory = AXInMemoryScreen(Self.everyAttribute(), screen: "Every attribute", screenSize: (390, 844))
        let h = inMemory.hierarchy
        XCTAssertEqual(h.elementsBelowRoot, 20)
        XCTAssertEqual(h.element(id: "card-shoes")?.roles, [.card, .cell])
        XCTAssertEqual(
            h.element(id: "card-shoes")?.accessibilityElements, ["card-shoes.0", "buy-shoes", "card-shoes.1"])
        XCTAssertEqual(h.element(id: "ax.0.2")?.roles, .card)  // the role attribute
        XCTAssertEqual(h.element(id: "ax.0.2")?.ignoredRules, ["touch-target-size", "duplicate-label"])
        XCTAssertEqual(h.element(id: "ax.1")?.className, "UIView")
        XCTAssertEqual(h.element(id: "title")?.isAccessibilityElement, true)  // a label, by default
        XCTAssertEqual(
            h.element(id: "title")?.textColor, RGBAColor(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255))
        XCTAssertEqual(h.element(id: "ax.0.5")?.alpha, 0.35)
        XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(h.element(id: "buy-shoes")?.location, SourceLocation(line: 8, column: 7))
        XCTAssertEqual(
            h.element(id: "buy-shoes")?.customRotors,
            [CustomRotor(name: "Sizes"), CustomRotor(name: "", systemType: "headingLevel2")])
        XCTAssertEqual(h.element(id: "buy-shoes")?.userInputLabels, ["Buy", "Buy shoes"])
        // The modal alert hides the screen: VoiceOver reads only the alert's label.
        XCTAssertEqual(VoiceOverOrder(h).stops.map { h[$0].text }, ["Saved"])
    }

    // MARK: - UIKit stub screens

    #if canImport(UIKit) || os(Linux)
    @MainActor func testStubScreensRoundTrip() async throws {
        let size = CGSize(width: 390, height: 844)
        // A view controller laid out in a window, and a hosting view vending non-view elements.
        let grid = AXInMemoryScreen(ProductGridViewController(), size: size, screen: "Products")
        let gridFile = Importer.importBytes(
            Array(AXAuditExport.xml(of: ProductGridViewController(), screen: "Products", size: size).utf8),
            file: "Products")
        assertSameScreen(grid.hierarchy, try XCTUnwrap(gridFile.hierarchy))
        XCTAssertEqual(
            Auditor().audit(grid.hierarchy).findings, Auditor().audit(try XCTUnwrap(gridFile.hierarchy)).findings)

        // Every attribute UIKit has, from stub views, and the hook's.
        let sink = KitchenSink.screen()
        let sinkInMemory = AXInMemoryScreen(sink, screen: "Kitchen sink", options: KitchenSink.options)
        let sinkFile = Importer.importBytes(
            Array(AXAuditExport.xml(of: sink, screen: "Kitchen sink", options: KitchenSink.options).utf8),
            file: "Kitchen sink")
        assertSameScreen(sinkInMemory.hierarchy, try XCTUnwrap(sinkFile.hierarchy))
        XCTAssertEqual(sinkInMemory.hierarchy.element(id: "promo-banner")?.ignoredRules, ["touch-target-size"])
        XCTAssertEqual(
            Auditor().audit(sinkInMemory.hierarchy).findings,
            Auditor().audit(try XCTUnwrap(sinkFile.hierarchy)).findings)

        let page = HostingScreens.productPage()
        let pageInMemory = AXInMemoryScreen(page, screen: "Product page")
        let pageFile = Importer.importBytes(
            Array(AXAuditExport.xml(of: page, screen: "Product page").utf8), file: "Product page")
        assertSameScreen(pageInMemory.hierarchy, try XCTUnwrap(pageFile.hierarchy))
    }
    #endif

    // MARK: - The comparison can fail

    /// One attribute changed in one element, and an element's line: the
    /// comparison reports exactly those.
    func testTheComparisonSeesOneChangedAttribute() throws {
        let (inMemory, imported) = try bothWays(Self.everyAttribute())
        var changed = try XCTUnwrap(imported.hierarchy)
        let i = Int(try XCTUnwrap(changed.indexByID["title"]))
        changed.elements[i].alpha = 0.5
        changed.elements[i + 1].location.line += 1
        let recorded = failures { assertSameScreen(inMemory.hierarchy, changed) }
        XCTAssertEqual(recorded.count, 2, "\(recorded)")
        XCTAssertTrue(recorded.contains { $0.description.contains(") line ") }, "\(recorded)")
        XCTAssertTrue(recorded.contains { $0.description.contains("alpha") }, "\(recorded)")
        // And a changed VoiceOver order is seen too.
        var hidden = try XCTUnwrap(imported.hierarchy)
        hidden.elements[try XCTUnwrap(hidden.elements.firstIndex { $0.text == "Saved" })].isHidden = true
        let orderFailures = failures { assertSameScreen(inMemory.hierarchy, hidden) }
        XCTAssertTrue(orderFailures.contains { $0.description.contains("VoiceOver stops") }, "\(orderFailures)")
    }
}
