import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Helpers the rule tests share: a screen around some elements, and every
/// registered rule run over it.

/// A hierarchy file around `body`.
func screen(_ body: String, direction: String = "leftToRight") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy version="1" screen="T" layoutDirection="\(direction)">
    \(body)
    </hierarchy>
    """
}

/// Every registered rule over one screen, through the Auditor (so `axaudit-ignore` applies).
func auditAll(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    let result = Importer.importBytes(Array(xml.utf8), file: "t.xml")
    XCTAssertEqual(result.errors.map(\.message), [], file: file, line: line)
    guard let hierarchy = result.hierarchy else { return [] }
    return Auditor().audit(hierarchy).findings
}

/// Every registered rule over one screen: `#id rule-id severity`, sorted.
func allFindings(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    auditAll(xml, file: file, line: line).map { "#\($0.element.id ?? "?") \($0.ruleID) \($0.severity.rawValue)" }
        .sorted()
}

func color(_ hex: String) -> RGBAColor { RGBAColor.parse(hex)! }

/// `recordedOrder`: the screen's recorded order snapshot, as a run with
/// `--order-snapshots` gives it (at `example.order`).
func runRule(
    _ rule: any Rule.Type, _ xml: String, thresholds: Thresholds = Thresholds(), recordedOrder: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) -> [Finding] {
    let result = Importer.importBytes(Array(xml.utf8), file: "example.xml")
    XCTAssertEqual(result.errors.map(\.message), [], "import errors", file: file, line: line)
    guard let hierarchy = result.hierarchy else {
        XCTFail("no hierarchy", file: file, line: line)
        return []
    }
    let context = AuditContext(
        hierarchy: hierarchy, order: VoiceOverOrder(hierarchy), thresholds: thresholds,
        recordedOrder: recordedOrder.map { RecordedOrder(path: "example.order", text: $0) })
    return rule.init().check(context)
}

/// `#id severity` per finding, sorted, for exact comparison.
func summary(_ findings: [Finding]) -> [String] {
    findings.map { "#\($0.element.id ?? "?") \($0.severity.rawValue)" }.sorted()
}
