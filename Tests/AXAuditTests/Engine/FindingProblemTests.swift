import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Reports every label longer than the threshold it is given: the problem holds
/// what only the check knew (the threshold), the explanation reads the rest
/// from the screen.
private struct LongLabelRule: Rule {
    static let description = testDescription("test-long-label", .warning)
    let limit = 5

    struct Problem: Equatable {
        var limit: Int
    }

    func check(_ context: AuditContext) -> [Finding] {
        context.reachedElements.compactMap { index in
            guard let label = context.hierarchy[index].accessibilityLabel, label.count > limit else { return nil }
            return context.finding(
                Self.self, at: index, severity: label.count > 10 ? .error : nil, Problem(limit: limit))
        }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation("\(h[index].accessibilityLabel!) is longer than \(problem.limit)", fix: "shorten it")
    }
}

/// Counts how often its findings are rendered.
private struct CountingRule: Rule {
    static let description = testDescription("test-counting", .warning)
    static let renderings = Locked(0)
    struct Problem: Equatable { var n: Int }
    func check(_ context: AuditContext) -> [Finding] { [] }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        renderings.withLock { $0 += 1 }
        return FindingExplanation("problem \(problem.n)", fix: nil)
    }
}

/// A finding keeps its rule's problem and is explained when asked.
final class FindingProblemTests: XCTestCase {
    private func findings() throws -> [Finding] {
        let h = try FT.hierarchy(
            FT.doc(
                """
                <element id="short" class="UIView" isAccessibilityElement="true" accessibilityLabel="Buy"/>
                <element id="long" class="UIView" isAccessibilityElement="true" accessibilityLabel="Buy now"/>
                <element id="longer" class="UIView" isAccessibilityElement="true" accessibilityLabel="Buy it right now"/>
                """))
        return LongLabelRule().check(AuditContext(hierarchy: h, order: VoiceOverOrder(h)))
    }

    func testAFindingIsExplainedFromItsProblemWhenAsked() throws {
        let found = try findings()
        XCTAssertEqual(found.map(\.element.id), ["long", "longer"])
        XCTAssertTrue(found.allSatisfy(\.isDeferred))
        XCTAssertEqual(found.map(\.ruleID), ["test-long-label", "test-long-label"])
        XCTAssertEqual(found.map(\.severity), [.warning, .error], "the rule's severity unless the finding gives one")
        XCTAssertEqual(found.map(\.message), ["Buy now is longer than 5", "Buy it right now is longer than 5"])
        XCTAssertEqual(found.map(\.fix), ["shorten it", "shorten it"])
        XCTAssertEqual(found.map(\.file), ["Screen.xml", "Screen.xml"])
        XCTAssertEqual(found.map(\.elementIndex), found.map(\.element.index))

        let written = found.map { $0.written() }
        XCTAssertFalse(written.contains(where: \.isDeferred))
        XCTAssertEqual(written, found)
        XCTAssertEqual(written.map { $0.rendered() }, found.map { $0.rendered() })
    }

    /// Findings still to be rendered compare their rules, places and problems:
    /// rendering is the one call `rendered()`, never a side effect of `==`.
    func testComparingFindingsRendersOnlyWhenOneIsWritten() throws {
        let h = try FT.hierarchy(FT.doc(#"<element id="a" class="UIView" isAccessibilityElement="true"/>"#))
        let context = AuditContext(hierarchy: h, order: VoiceOverOrder(h))
        let a = context.finding(CountingRule.self, at: 1, .init(n: 1))
        let same = context.finding(CountingRule.self, at: 1, .init(n: 1))
        let other = context.finding(CountingRule.self, at: 1, .init(n: 2))
        let milder = context.finding(CountingRule.self, at: 1, severity: .info, .init(n: 1))
        CountingRule.renderings.withLock { $0 = 0 }
        XCTAssertEqual(a, same)
        XCTAssertNotEqual(a, other)
        XCTAssertNotEqual(a, milder)
        XCTAssertEqual(CountingRule.renderings.withLock { $0 }, 0)
        XCTAssertEqual(a.rendered().message, "problem 1")
        XCTAssertEqual(CountingRule.renderings.withLock { $0 }, 1)
        // A written finding has only its text: the other is rendered to compare.
        let written = other.written()
        XCTAssertEqual(written, other)
        XCTAssertNotEqual(written, a)
        XCTAssertEqual(CountingRule.renderings.withLock { $0 }, 4)
    }

    /// Each rule's findings on its examples say what its explanation says, and
    /// written out they say the same.
    func testEveryRulesFindingsAreWrittenAsExplained() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples where !example.isPassing {
                let findings = runRule(rule, example.xml, recordedOrder: example.recordedOrder)
                XCTAssertFalse(findings.isEmpty, rule.description.id)
                XCTAssertTrue(findings.allSatisfy(\.isDeferred), rule.description.id)
                XCTAssertEqual(
                    findings.map { $0.written().rendered() }, findings.map { $0.rendered() }, rule.description.id)
            }
        }
    }

    /// Words compare as the sets of their strings.
    func testWordsContainAllOfAnotherTextsWordsAsSetsOfWords() {
        let pieces = [
            "Trail", "shoes", "$89.00", "89", "1,299", "1299", "4.5", "of", "5", " ", ", ", "é", "Crème", "-",
        ]
        var generator = SeededRandom(21)
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        var hashed = 0
        for round in 0..<3_000 {
            // Every third label is long enough for a WordSet to hash its words.
            let label = (0..<(round % 3 == 0 ? 10 : 1)).map { _ in text() }.joined(separator: " ")
            let shown = text()
            for spoken in [false, true] {
                let labelWords = Words(label, spoken: spoken), shownWords = Words(shown, spoken: spoken)
                let expected = Set(shownWords.strings).isSubset(of: Set(labelWords.strings))
                XCTAssertEqual(labelWords.contains(allOf: shownWords), expected, "\(label) / \(shown)")
                XCTAssertEqual(WordSet(labelWords).contains(allOf: shownWords), expected, "\(label) / \(shown)")
                XCTAssertEqual(labelWords.count, labelWords.strings.count)
                if labelWords.count > 16 { hashed += 1 }
                for word in shownWords.strings {
                    XCTAssertEqual(labelWords.contains(word), labelWords.strings.contains(word), "\(label) / \(word)")
                }
            }
        }
        XCTAssertGreaterThan(hashed, 100)
    }
}
