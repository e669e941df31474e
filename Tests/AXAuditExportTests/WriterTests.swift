import XCTest
@testable import AXAuditExport

/// The platform-independent path: `AXExportNode`s in, the format out.
final class WriterTests: XCTestCase {
    func testDocumentRootCarriesScreenSizeAndDirection() throws {
        let xml = AXAuditExport.xml(
            of: AXExportNode(className: "UIView"), screen: "Checkout",
            screenSize: (390, 844), layoutDirection: .rightToLeft)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let root = try XMLTree.parse(xml).get()
        XCTAssertEqual(root.name, "hierarchy")
        XCTAssertEqual(
            root.attributes,
            [
                "version": "1", "screen": "Checkout", "layoutDirection": "rightToLeft",
                "width": "390", "height": "844",
            ])
        XCTAssertEqual(root.elementChildren.count, 1)
    }

    func testEveryAttributeIsWrittenWithTheFormatsSpelling() throws {
        var node = AXExportNode(
            className: "MDCProductRating",
            frame: .init(x: 24, y: 286.5, width: 100, height: 16))
        node.inherits = ["UIControl", "UIView"]
        node.role = "rating"
        node.isAccessibilityElement = true
        node.accessibilityLabel = "Rating"
        node.accessibilityValue = "4.5"
        node.accessibilityHint = "Swipe up or down"
        node.accessibilityIdentifier = "rating-1"
        node.accessibilityTraits = ["adjustable", "notEnabled"]
        node.shouldGroupAccessibilityChildren = true
        node.accessibilityElementsHidden = false
        node.isHidden = false
        node.alpha = 0.5
        node.accessibilityViewIsModal = true
        node.text = "4.5"
        node.image = "stars"
        node.maximumValue = 5
        node.textColor = .init(red: 1, green: 0, blue: 0)
        node.backgroundColor = .init(red: 0, green: 0, blue: 0, alpha: 0.5)
        node.fontSize = 13
        node.adjustsFontForContentSizeCategory = false
        node.semanticContentAttribute = .forceRightToLeft
        node.isEnabled = false
        node.isUserInteractionEnabled = false
        node.customActions = ["Rate 5 stars", "Clear"]
        node.ignoredRules = ["duplicate-label"]
        let e = try XCTUnwrap(XMLTree.parse(AXAuditExport.xml(of: node, screen: "s")).get().elementChildren.first)
        XCTAssertEqual(
            e.attributes,
            [
                "id": "rating-1", "class": "MDCProductRating", "inherits": "UIControl UIView", "role": "rating",
                "frame": "24 286.5 100 16", "isAccessibilityElement": "true", "accessibilityLabel": "Rating",
                "accessibilityValue": "4.5", "accessibilityHint": "Swipe up or down",
                "accessibilityIdentifier": "rating-1",
                "accessibilityTraits": "adjustable notEnabled", "shouldGroupAccessibilityChildren": "true",
                "accessibilityElementsHidden": "false", "isHidden": "false", "alpha": "0.5",
                "accessibilityViewIsModal": "true", "text": "4.5", "image": "stars", "maximumValue": "5",
                "textColor": "#FF0000", "backgroundColor": "#00000080", "fontSize": "13",
                "adjustsFontForContentSizeCategory": "false", "semanticContentAttribute": "forceRightToLeft",
                "isEnabled": "false", "isUserInteractionEnabled": "false", "axaudit-ignore": "duplicate-label",
            ])
        XCTAssertEqual(e.customActions, ["Rate 5 stars", "Clear"])
    }

    func testUnsetValuesAreNotWritten() throws {
        let e = try XCTUnwrap(
            XMLTree.parse(AXAuditExport.xml(of: AXExportNode(className: "UIView"), screen: "s")).get().elementChildren
                .first)
        XCTAssertEqual(Set(e.attributes.keys), ["id", "class"])
    }

    func testAccessibilityElementsBecomeIDsOfExportedNodes() throws {
        var first = AXExportNode(className: "UIAccessibilityElement")
        first.reference = .init(name: "a")
        var second = AXExportNode(className: "UIAccessibilityElement")
        second.reference = .init(name: "b")
        second.accessibilityIdentifier = "price"
        var container = AXExportNode(className: "HostingView", children: [first, second])
        // Reading order differs from child order; a reference to nothing exported is dropped.
        container.accessibilityElements = [.init(name: "b"), .init(name: "missing"), .init(name: "a")]
        let e = try XCTUnwrap(XMLTree.parse(AXAuditExport.xml(of: container, screen: "s")).get().elementChildren.first)
        XCTAssertEqual(e.attributes["accessibilityElements"], "price ax.0.0")
        XCTAssertEqual(e.elementChildren.map { $0.attributes["id"] }, ["ax.0.0", "price"])
    }

    func testAnEmptyReadingOrderIsWrittenEmpty() throws {
        var node = AXExportNode(className: "UIView", children: [AXExportNode(className: "UILabel")])
        node.accessibilityElements = []
        let e = try XCTUnwrap(XMLTree.parse(AXAuditExport.xml(of: node, screen: "s")).get().elementChildren.first)
        XCTAssertEqual(e.attributes["accessibilityElements"], "")
    }

    func testNumbersFramesAndColors() {
        XCTAssertEqual(AXExportXMLWriter.number(16), "16")
        XCTAssertEqual(AXExportXMLWriter.number(-0.0), "0")
        XCTAssertEqual(AXExportXMLWriter.number(16.5), "16.5")
        XCTAssertEqual(AXExportXMLWriter.number(1.0 / 3), "0.3333333333333333")
        XCTAssertNil(AXExportXMLWriter.number(.nan))
        XCTAssertNil(AXExportXMLWriter.number(-.infinity))
        XCTAssertEqual(AXExportXMLWriter.frame(.init(x: 10, y: 10, width: -4, height: 2)), "6 10 4 2")
        XCTAssertNil(AXExportXMLWriter.frame(.init(x: .nan, y: 0, width: 1, height: 1)))
        XCTAssertEqual(AXExportXMLWriter.color(.init(red: 0.2, green: 0.4, blue: 0.6)), "#336699")
        XCTAssertEqual(AXExportXMLWriter.color(.init(red: 1.2, green: -0.1, blue: 0, alpha: 1)), "#FF0000")
        XCTAssertEqual(AXExportXMLWriter.color(.init(red: 0, green: 0, blue: 0, alpha: 0)), "#00000000")
        XCTAssertNil(AXExportXMLWriter.color(.init(red: .nan, green: 0, blue: 0)))
    }

    func testListAttributesCannotBeSplitByTheNamesInThem() throws {
        var node = AXExportNode(className: "Box<A, B>")
        node.inherits = ["Base<A, B>", "", "UIView"]
        node.accessibilityTraits = ["button", "not a trait"]
        let e = try XCTUnwrap(XMLTree.parse(AXAuditExport.xml(of: node, screen: "s")).get().elementChildren.first)
        XCTAssertEqual(e.attributes["class"], "Box<A, B>")
        XCTAssertEqual(e.attributes["inherits"], "Base<AB> UIView")
        XCTAssertEqual(e.attributes["accessibilityTraits"], "button notatrait")
    }

    func testSeveralTopLevelNodes() throws {
        let root = try XMLTree.parse(
            AXAuditExport.xml(
                of: [AXExportNode(className: "UILabel"), AXExportNode(className: "UIButton")],
                screen: "s")
        ).get()
        XCTAssertEqual(root.elementChildren.map { $0.attributes["class"] }, ["UILabel", "UIButton"])
        XCTAssertEqual(root.elementChildren.map { $0.attributes["id"] }, ["ax.0", "ax.1"])
    }
}
