#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// A container claiming more elements than it could ever have.
final class BottomlessView: UIView {
    override func accessibilityElementCount() -> Int { Int.max - 1 }
    override func accessibilityElement(at index: Int) -> Any? {
        let e = UIAccessibilityElement(accessibilityContainer: self)
        e.accessibilityLabel = "\(index)"
        return e
    }
}

/// Bad input is written as well as the format allows, without crashing.
final class RobustnessTests: XCTestCase {
    @MainActor func testNonFiniteFramesAreLeftOut() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let nan = UILabel(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        nan.text = "nan"
        let infinite = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        infinite.text = "inf"
        let element = UIAccessibilityElement(accessibilityContainer: root)
        element.accessibilityFrame = CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 1)
        root.addSubview(nan)
        root.addSubview(infinite)
        root.accessibilityElements = [nan, infinite, element]
        let doc = try exported(root)
        XCTAssertEqual(doc.allElements.count, 4)
        XCTAssertNil(doc.element("ax.0.0")?.attributes["frame"])
        XCTAssertNil(doc.element("ax.0.1")?.attributes["frame"])
        XCTAssertNil(doc.element("ax.0.2")?.attributes["frame"])
        XCTAssertEqual(doc.element("ax.0.1")?.attributes["text"], "inf")
        // Nor as a screen size, or a number anywhere else.
        var node = AXExportNode(className: "", frame: .init(x: 0, y: 0, width: .nan, height: 1))
        node.alpha = .nan
        node.fontSize = .infinity
        node.maximumValue = -.infinity
        let written = try XMLTree.parse(AXAuditExport.xml(of: node, screen: "s", screenSize: (.infinity, 844))).get()
        XCTAssertNil(written.attributes["width"])
        XCTAssertEqual(written.elementChildren.first?.attributes, ["id": "ax.0"])
    }

    func testEmptyAndStrangeNamesStillMakeAWellFormedFile() throws {
        var node = AXExportNode(className: "")
        node.inherits = ["", " ", "\n"]
        node.id = ""
        node.accessibilityIdentifier = ""
        node.customActions = [""]
        node.accessibilityTraits = [""]
        let e = try XCTUnwrap(XMLTree.parse(AXAuditExport.xml(of: node, screen: "")).get().elementChildren.first)
        XCTAssertEqual(e.attributes, ["id": "ax.0", "accessibilityIdentifier": ""])
        XCTAssertEqual(e.customActions, [""])
    }

    @MainActor func testATwoThousandDeepTree() async throws {
        let doc = try exported(StubScreens.deepChain(depth: 2_000))
        let all = doc.allElements
        XCTAssertEqual(all.count, 2_002)
        XCTAssertEqual(all.last?.attributes["text"], "bottom")
        // Every other level is half a point to the right: 1,000 × 0.5.
        XCTAssertEqual(all.last?.attributes["frame"], "500 0 100 20")
    }

    @MainActor func testATwoThousandWideTree() async throws {
        let doc = try exported(StubScreens.wideRow(width: 2_000))
        XCTAssertEqual(doc.elementChildren.first?.elementChildren.count, 2_000)
        let ids = doc.allElements.compactMap { $0.attributes["id"] }
        XCTAssertEqual(Set(ids).count, 2_001)
        XCTAssertEqual(doc.allElements.last?.attributes["text"], "1999")
    }

    @MainActor func testTheTwoThousandViewScreen() async throws {
        let screen = StubScreens.manyViews()
        let first = AXAuditExport.xml(of: screen, screen: "Settings")
        XCTAssertEqual(first, AXAuditExport.xml(of: screen, screen: "Settings"))
        let doc = try XMLTree.parse(first).get()
        XCTAssertEqual(doc.allElements.count, 2_000)
        XCTAssertEqual(doc.element("row-10")?.elementChildren.count, 4)
        XCTAssertEqual(doc.element("row-10")?.attributes["frame"], "0 720 390 72")
    }

    @MainActor func testLimitsStopRunawayContainers() async throws {
        let bottomless = BottomlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let doc = try exported(bottomless, options: .init(maximumVendedElementCount: 50))
        XCTAssertEqual(doc.allElements.count, 51)
        let capped = try exported(StubScreens.wideRow(width: 100), options: .init(maximumNodeCount: 10))
        XCTAssertEqual(capped.allElements.count, 10)
    }
}
#endif
