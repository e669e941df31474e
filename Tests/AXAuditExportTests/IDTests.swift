import XCTest
@testable import AXAuditExport

final class IDTests: XCTestCase {
    /// A card grid where every cell reuses one identifier, and some parts have unique ones.
    static func grid() -> AXExportNode {
        func card(_ n: Int) -> AXExportNode {
            var cell = AXExportNode(className: "ProductCardCell")
            cell.accessibilityIdentifier = "productCell"  // reused: never an id
            var title = AXExportNode(className: "UILabel")
            title.accessibilityIdentifier = "title-\(n)"
            cell.children = [AXExportNode(className: "UIImageView"), title, AXExportNode(className: "UIButton")]
            return cell
        }
        var grid = AXExportNode(className: "UICollectionView", children: (0..<3).map(card))
        grid.accessibilityIdentifier = "products"
        return AXExportNode(className: "UIView", children: [grid])
    }

    func ids(_ node: AXExportNode) throws -> [String] {
        try XMLTree.parse(AXAuditExport.xml(of: node, screen: "s")).get().allElements.map {
            $0.attributes["id"] ?? "(none)"
        }
    }

    func testIDsAreStableAcrossExports() throws {
        XCTAssertEqual(AXAuditExport.xml(of: Self.grid(), screen: "s"), AXAuditExport.xml(of: Self.grid(), screen: "s"))
        XCTAssertEqual(
            try ids(Self.grid()),
            [
                "ax.0", "products",
                "products.0", "products.0.0", "title-0", "products.0.2",
                "products.1", "products.1.0", "title-1", "products.1.2",
                "products.2", "products.2.0", "title-2", "products.2.2",
            ])
    }

    func testIDsAreUnique() throws {
        var tree = Self.grid()
        // App identifiers that look like generated ids, and one with a space.
        tree.children[0].children[0].children[0].accessibilityIdentifier = "products.1"
        tree.children[0].children[1].children[2].accessibilityIdentifier = "Buy button"
        let all = try ids(tree)
        XCTAssertEqual(Set(all).count, all.count, "\(all)")
        XCTAssertEqual(all[3], "products.1")  // the app's identifier keeps its id…
        XCTAssertEqual(all[6], "products.1~2")  // …the cell that would have had it does not
        XCTAssertEqual([all[7], all[8], all[9]], ["products.1~2.0", "title-1", "products.1~2.2"], "anchored on it")
        XCTAssertFalse(all.contains("Buy button"))
    }

    func testAChangeInOneSubtreeLeavesOtherAnchorsAlone() throws {
        var changed = Self.grid()
        changed.children[0].children[0].children.insert(AXExportNode(className: "UILabel"), at: 0)
        let before = try ids(Self.grid()), after = try ids(changed)
        XCTAssertTrue(after.contains("title-0") && after.contains("title-2") && after.contains("products.2.2"))
        XCTAssertEqual(Array(before.suffix(8)), Array(after.suffix(8)))
    }

    func testDeepPathsRestartSoIDsStayShort() throws {
        var node = AXExportNode(className: "Leaf")
        for _ in 0..<100 { node = AXExportNode(className: "UIView", children: [node]) }
        let all = try ids(node)
        XCTAssertEqual(all.count, 101)
        XCTAssertEqual(Set(all).count, 101)
        XCTAssertLessThanOrEqual(all.map(\.count).max() ?? 0, 48, "\(all.max { $0.count < $1.count } ?? "")")
        XCTAssertEqual(all, try ids(node))
        XCTAssertEqual(all[11], "ax" + String(repeating: ".0", count: 12))
        XCTAssertEqual([all[12], all[13], all[25], all[26]], ["ax-n12", "ax-n12.0", "ax-n25", "ax-n25.0"])
    }
}
