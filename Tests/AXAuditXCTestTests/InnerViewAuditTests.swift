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

/// A cell that is one accessibility element, holding the app's own labels: the
/// exporter writes the labels (the card rules read their texts), and VoiceOver
/// never stops on them, so no finding is theirs. What still fails a sighted reader
/// (a fixed-size or low-contrast text) is reported once, on the cell.
final class InnerViewAuditTests: XCTestCase {
    @MainActor private func orderRow(titleFont: UIFont, titleScales: Bool, statusColor: UIColor) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .white
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 100, width: 390, height: 64))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Order 1042, shipped"
        let title = UILabel(frame: CGRect(x: 16, y: 8, width: 300, height: 22))
        title.text = "Order 1042"
        title.font = titleFont
        title.adjustsFontForContentSizeCategory = titleScales
        title.accessibilityIdentifier = "order-title"
        let status = UILabel(frame: CGRect(x: 16, y: 34, width: 300, height: 20))
        status.text = "Shipped"
        status.font = UIFont.preferredFont(forTextStyle: .body)
        status.adjustsFontForContentSizeCategory = true
        status.textColor = statusColor
        status.accessibilityIdentifier = "order-status"
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(status)
        root.addSubview(cell)
        return root
    }

    /// Both ways into the audit: in memory, and written by the exporter then read by the importer.
    @MainActor private func findings(_ root: UIView) throws -> [[Finding]] {
        let inMemory = AXAuditInMemory.audit(AXInMemoryScreen(root, screen: "Orders")).findings
        let node = try XCTUnwrap(AXAuditExport.node(of: root))
        let imported = importedExport([node], screen: "Orders", file: "orders.xml")
        let hierarchy = try XCTUnwrap(imported.hierarchy, "\(imported.errors)")
        XCTAssertTrue(
            hierarchy.elements.contains { $0.accessibilityIdentifier == "order-title" },
            "the label inside the cell is exported")
        return [inMemory, Auditor().audit(hierarchy).findings]
    }

    @MainActor func testAFixedSizeLabelInsideAnElementCellIsReportedOnTheCell() async throws {
        let root = orderRow(
            titleFont: UIFont.systemFont(ofSize: 17), titleScales: false, statusColor: .black)
        for findings in try findings(root) {
            let identifiers = findings.map { $0.element.accessibilityIdentifier ?? $0.element.className }
            XCTAssertFalse(identifiers.contains("order-title"), "\(findings.map(\.message))")
            XCTAssertFalse(identifiers.contains("order-status"), "\(findings.map(\.message))")
            let dynamicType = findings.filter { $0.ruleID == "dynamic-type" }
            XCTAssertEqual(dynamicType.map(\.element.className), ["UITableViewCell"])
            let message = try XCTUnwrap(dynamicType.first?.message)
            XCTAssertTrue(message.contains("UILabel \"Order 1042\" does not scale"), message)
            XCTAssertFalse(message.contains("Shipped"), "the scaling status label is not named: \(message)")
        }
    }

    @MainActor func testALowContrastLabelInsideAnElementCellIsReportedOnTheCell() async throws {
        let root = orderRow(
            titleFont: UIFont.preferredFont(forTextStyle: .body), titleScales: true,
            statusColor: UIColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1))
        for findings in try findings(root) {
            XCTAssertEqual(findings.filter { $0.ruleID == "dynamic-type" }.count, 0)
            let contrast = findings.filter { $0.ruleID == "text-contrast" }
            XCTAssertEqual(contrast.map(\.element.className), ["UITableViewCell"])
            let message = try XCTUnwrap(contrast.first?.message)
            XCTAssertTrue(message.contains("UILabel \"Shipped\" (#BFBFBF on #FFFFFF"), message)
        }
    }

    /// The control: the same label outside the cell is a stop, and reported as itself.
    @MainActor func testTheSameLabelOutsideACellIsReportedAsItself() async throws {
        let root = orderRow(
            titleFont: UIFont.systemFont(ofSize: 17), titleScales: false, statusColor: .black)
        let cell = try XCTUnwrap(root.subviews.first as? UITableViewCell)
        cell.isAccessibilityElement = false
        for findings in try findings(root) {
            let dynamicType = findings.filter { $0.ruleID == "dynamic-type" }
            XCTAssertEqual(dynamicType.map(\.element.accessibilityIdentifier), ["order-title"])
        }
    }
}
#endif
