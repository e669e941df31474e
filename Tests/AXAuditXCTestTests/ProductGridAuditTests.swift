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

/// The stub grid of product cards, exported and audited in memory, gives the
/// findings axaudit reports on Examples/product-grid.xml.
final class ProductGridAuditTests: XCTestCase {
    static let example = repositoryRoot.appendingPathComponent("Examples/product-grid.xml").path

    func exampleFindings() throws -> [Finding] {
        let imported = Importer.importFile(atPath: Self.example)
        XCTAssertEqual(imported.errors, [])
        return Auditor().audit(try XCTUnwrap(imported.hierarchy, "\(imported.errors)")).findings
    }

    /// The example names its elements by `id` alone, where UIKit's views have an
    /// `accessibilityIdentifier` (which findings quote as `'card-shoes'` rather
    /// than `#card-shoes`): the exporter's hook writes each identifier as the id.
    @MainActor static let idsAsTheExampleHasThem = AXAuditExport.Options(customize: { _, node in
        if let identifier = node.accessibilityIdentifier {
            node.id = identifier
            node.accessibilityIdentifier = nil
        }
        return .export
    })

    @MainActor func testStubGridGivesTheExamplesFindings() async throws {
        let findings = AXAuditInMemory.findings(
            of: ProductGridViewController(), size: CGSize(width: 390, height: 844),
            screen: "Products", options: Self.idsAsTheExampleHasThem)
        let got = findings.map(FindingSummary.init)
        let want = try exampleFindings().map(FindingSummary.init)
        XCTAssertEqual(want.count, 9, "the example's findings: \(want)")
        XCTAssertEqual(got.count, want.count, "\(got)")
        for (g, w) in zip(got, want) { XCTAssertEqual(g, w) }
        for extra in got.dropFirst(want.count) { XCTFail("not in the example: \(extra)") }
        for missing in want.dropFirst(got.count) { XCTFail("missing: \(missing)") }
    }

    /// With UIKit's identifiers exported as they are, the same rules find the
    /// same problems on the same elements; only the names in the messages differ.
    @MainActor func testWithIdentifiersTheSameElementsAreFound() async throws {
        let findings = AXAuditInMemory.findings(of: ProductGridViewController(), size: CGSize(width: 390, height: 844))
        func key(_ f: Finding) -> String { "\(f.severity) \(f.ruleID) \(f.element.id ?? "-")" }
        XCTAssertEqual(findings.map(key), try exampleFindings().map(key))
        XCTAssertEqual(findings.first?.file, "ProductGridViewController", "the screen is named after the controller")
    }

    /// The comparison sees a change in the app: a sale badge that gets a label
    /// loses its image-label finding, and the card's finding names it by its label.
    @MainActor func testAFixedBadgeChangesTheFindings() async throws {
        let controller = ProductGridViewController()
        controller.loadViewIfNeeded()
        var views = [controller.view!]
        while let view = views.popLast() {
            if view.accessibilityIdentifier == "shoes-sale-badge" { view.accessibilityLabel = "On sale" }
            views += view.subviews
        }
        let got = AXAuditInMemory.findings(
            of: controller, size: CGSize(width: 390, height: 844), screen: "Products",
            options: Self.idsAsTheExampleHasThem
        ).map(FindingSummary.init)
        let want = try exampleFindings().map(FindingSummary.init)
        XCTAssertEqual(got.count, want.count - 1)
        XCTAssertFalse(got.contains { $0.ruleID == "image-label" })
        XCTAssertTrue(
            got.contains {
                $0.ruleID == "card-aggregated-label" && $0.message.contains("reads \"On sale\", \"Trail shoes\"")
            },
            "\(got)")
        XCTAssertNotEqual(got.filter { $0.ruleID != "image-label" }, want.filter { $0.ruleID != "image-label" })
    }
}
#endif
