import XCTest
@testable import AXAudit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Runs one rule over an XML screen; the import must succeed without errors.
func runRule(_ rule: any Rule.Type, _ xml: String, thresholds: Thresholds = Thresholds(),
             file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    let result = Importer.importBytes(Array(xml.utf8), file: "example.xml")
    XCTAssertEqual(result.errors.map(\.message), [], "import errors", file: file, line: line)
    guard let hierarchy = result.hierarchy else {
        XCTFail("no hierarchy", file: file, line: line)
        return []
    }
    let context = AuditContext(hierarchy: hierarchy, order: VoiceOverOrder(hierarchy), thresholds: thresholds)
    return rule.init().check(context)
}

/// `#id severity` per finding, sorted, for exact comparison.
func summary(_ findings: [Finding]) -> [String] {
    findings.map { "#\($0.element.id ?? "?") \($0.severity.rawValue)" }.sorted()
}

final class RuleExamplesTests: XCTestCase {
    func testRegistryListsTheGuidanceRulesThenTheOtherAuditorsRulesInSpecOrder() {
        XCTAssertEqual(RuleRegistry.all.map { $0.description.id }, [
            "cell-accessibility-element", "card-aggregated-label", "image-label", "rating-label-and-value",
            "reading-order-interleaved", "reading-order-container", "reading-order-primary-last", "cell-hidden-control",
            "element-label", "label-redundant-trait", "touch-target-size", "duplicate-label", "text-contrast", "dynamic-type",
        ])
        XCTAssertEqual(RuleRegistry.all.map { $0.description.severity },
                       [.warning, .error, .error, .error, .error, .error, .warning, .error,
                        .error, .warning, .warning, .warning, .error, .warning])
    }

    func testRuleIDsAreUniqueAndDescriptionsComplete() {
        let ids = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(Set(ids).count, ids.count)
        for rule in RuleRegistry.all {
            let d = rule.description
            for (name, value) in [("id", d.id), ("title", d.title), ("rationale", d.rationale),
                                  ("voiceOverImpact", d.voiceOverImpact), ("fix", d.fix), ("fixCode", d.fixCode)] {
                XCTAssertFalse(value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(d.id).\(name) is empty")
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
                let findings = runRule(rule, example.xml)
                XCTAssertTrue(findings.allSatisfy { $0.ruleID == d.id }, "\(d.id) / \(example.title): foreign rule id")
                let expected = example.expected.map { "#\($0.elementID) \($0.severity.rawValue)" }.sorted()
                XCTAssertEqual(summary(findings), expected, "\(d.id) / \(example.title)")
                for finding in findings {
                    XCTAssertFalse(finding.message.isEmpty, "\(d.id): empty message")
                    XCTAssertNotNil(finding.suggestion, "\(d.id) / \(example.title): no suggestion")
                }
            }
        }
    }

    func testRulesAreDeterministic() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples {
                let a = runRule(rule, example.xml), b = runRule(rule, example.xml)
                XCTAssertEqual(a, b, rule.description.id)
            }
        }
    }
}
