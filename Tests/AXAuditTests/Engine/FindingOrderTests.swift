import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class FindingOrderTests: XCTestCase {
    func testSortedForReportOrdersByFileLocationRuleAndMessageAndKeepsTiesInOrder() throws {
        let h = try FT.hierarchy(
            FT.doc(#"<element id="a" class="UILabel" text="A"/><element id="b" class="UILabel" text="B"/>"#))
        func finding(_ file: String, _ line: Int, _ column: Int, _ rule: String, _ message: String, fix: String)
            -> Finding
        {
            Finding(
                ruleID: rule, severity: .warning, message: message, fix: fix,
                element: ElementReference(1, in: h), file: file, location: SourceLocation(line: line, column: column))
        }
        let input = [
            finding("b.xml", 1, 1, "r", "m", fix: "1"),
            finding("a.xml", 9, 1, "r", "m", fix: "2"),
            finding("a.xml", 2, 5, "z-rule", "m", fix: "3"),
            finding("a.xml", 2, 5, "a-rule", "n", fix: "4"),
            finding("a.xml", 2, 5, "a-rule", "m", fix: "5"),
            finding("a.xml", 2, 1, "r", "m", fix: "6"),
            finding("a.xml", 2, 5, "a-rule", "m", fix: "7"),
        ]
        var sorted = input
        Finding.sortForReport(&sorted)
        XCTAssertEqual(sorted.map { $0.fix! }, ["6", "5", "7", "4", "3", "2", "1"])
        XCTAssertEqual(
            sorted,
            input.enumerated().sorted {
                Finding.reportOrder($0.element, $1.element)
                    || (!Finding.reportOrder($1.element, $0.element) && $0.offset < $1.offset)
            }.map(\.element))
        var again = sorted
        Finding.sortForReport(&again)
        XCTAssertEqual(again, sorted)
        var none: [Finding] = []
        Finding.sortForReport(&none)
        XCTAssertEqual(none, [])
        // Every permutation of a few distinct findings comes out the same.
        var generator = SeededRandom(2)
        for _ in 0..<200 {
            var shuffled = input.shuffled(using: &generator)
            Finding.sortForReport(&shuffled)
            XCTAssertEqual(shuffled.map { $0.location }, sorted.map { $0.location })
            XCTAssertEqual(
                shuffled.map { $0.ruleID + $0.message + $0.file }, sorted.map { $0.ruleID + $0.message + $0.file })
        }
    }

    /// Many findings, few distinct values, so that every key ties often: the sort
    /// and the merge of rule lists must give what a stable sort by `reportOrder`
    /// of the joined lists gives. Fixes are unique, so each finding is told apart.
    func testSortAndMergeAgreeWithReportOrderOnRandomFindings() throws {
        let h = try FT.hierarchy(FT.doc(#"<element id="a" class="UILabel" text="A"/>"#))
        var generator = SeededRandom(7)
        // Equal strings are built separately, so they do not share storage.
        func pick(_ values: [String]) -> String { String(values.randomElement(using: &generator)!.unicodeScalars) }
        var serial = 0
        func randomFinding(files: [String]) -> Finding {
            serial += 1
            return Finding(
                ruleID: pick(["b-rule", "a-rule", "c", "a-rule-2", "é-rule"]), severity: .warning,
                message: pick(["m", "n", "M", "m2", ""]), fix: "\(serial)",
                element: ElementReference(1, in: h), file: pick(files),
                location: SourceLocation(
                    line: Int.random(in: 1...4, using: &generator),
                    column: Int.random(in: 1...3, using: &generator)))
        }
        func reference(_ findings: [Finding]) -> [Finding] {
            findings.enumerated().sorted {
                Finding.reportOrder($0.element, $1.element)
                    || (!Finding.reportOrder($1.element, $0.element) && $0.offset < $1.offset)
            }.map(\.element)
        }
        let manyFiles = (0..<300).map { "dir/f\($0 % 97).xml" }
        for round in 0..<60 {
            let files = round % 3 == 0 ? manyFiles : ["b.xml", "a.xml", "a.xml/x.xml"]
            var findings = (0..<Int.random(in: 0...400, using: &generator)).map { _ in randomFinding(files: files) }
            let expected = reference(findings)
            Finding.sortForReport(&findings)
            XCTAssertEqual(findings.map { $0.fix }, expected.map { $0.fix }, "round \(round)")

            var lists = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                (0..<Int.random(in: 0...80, using: &generator)).map { _ in randomFinding(files: files) }
            }
            let joined = reference(lists.flatMap { $0 })
            let merged = Finding.mergedForReport(&lists)
            XCTAssertEqual(merged, joined, "round \(round)")
            XCTAssertTrue(lists.isEmpty)
        }
    }
}
