import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Runs one rule over an XML screen; the import must succeed without errors.
final class RuleExamplesTests: XCTestCase {
    /// Reports list rules in the registry's order: the guidance rules, then the
    /// other auditors' rules in the spec table's order, as `Rules/README.md` has them.
    func testRegistryListsTheGuidanceRulesThenTheOtherAuditorsRulesInSpecOrder() throws {
        let index = try String(contentsOfFile: GeneratedFilesTests.packageRoot + "/Rules/README.md", encoding: .utf8)
        // "| [`id`](id.md) | severity | title |"
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| [`") }.map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        XCTAssertEqual(
            RuleRegistry.all.map { $0.description.id }, rows.map { String($0[0].dropFirst(2).prefix { $0 != "`" }) })
        XCTAssertEqual(RuleRegistry.all.map { $0.description.severity }, rows.map { Severity(rawValue: $0[1]) })
    }

    func testRuleIDsAreUniqueAndDescriptionsComplete() {
        let ids = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for rule in RuleRegistry.all {
            let d = rule.description
            for (name, value) in [
                ("id", d.id), ("title", d.title), ("rationale", d.rationale),
                ("voiceOverImpact", d.voiceOverImpact), ("fix.summary", d.fix.summary), ("fix.uiKit", d.fix.uiKit),
                ("fix.swiftUI", d.fix.swiftUI),
            ] {
                XCTAssertFalse(
                    value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(d.id).\(name) is empty")
            }
            XCTAssertFalse(d.guidance.isEmpty, "\(d.id) cites no guidance")
            for citation in d.guidance {
                XCTAssertFalse(citation.source.isEmpty || citation.section.isEmpty || citation.quote.isEmpty, d.id)
            }
            XCTAssertTrue(d.examples.contains { !$0.isPassing }, "\(d.id) has no failing example")
            XCTAssertTrue(d.examples.contains { $0.isPassing }, "\(d.id) has no passing example")
            XCTAssertTrue(RuleRegistry.rule(id: d.id) == rule)
        }
    }

    func testEveryExampleYieldsExactlyItsExpectedFindings() {
        for rule in RuleRegistry.all {
            let d = rule.description
            for example in d.examples {
                let findings = runRule(rule, example.xml, recordedOrder: example.recordedOrder)
                XCTAssertTrue(findings.allSatisfy { $0.ruleID == d.id }, "\(d.id) / \(example.title): foreign rule id")
                let expected = example.expected.map { "#\($0.elementID) \($0.severity.rawValue)" }.sorted()
                XCTAssertEqual(summary(findings), expected, "\(d.id) / \(example.title)")
                for finding in findings {
                    XCTAssertFalse(finding.message.isEmpty, "\(d.id): empty message")
                    XCTAssertNotNil(finding.fix, "\(d.id) / \(example.title): no fix")
                }
            }
        }
    }

    func testRulesAreDeterministic() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples {
                let a = runRule(rule, example.xml, recordedOrder: example.recordedOrder)
                let b = runRule(rule, example.xml, recordedOrder: example.recordedOrder)
                XCTAssertEqual(a, b, rule.description.id)
            }
        }
    }
}
