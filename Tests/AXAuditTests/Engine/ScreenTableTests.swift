import Dispatch
import XCTest

@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditPlatform

/// What the tables below saw, by screen name: how often each was worked out,
/// and which instance each rule got.
private let computations = Locked<[String: Int]>([:])
private let innerComputations = Locked<[String: Int]>([:])
private let seenTokens = Locked<[String: Set<Int>]>([:])
private let tokensMade = Locked(0)

/// Unique to each table worked out (an object's address may be reused once it is freed).
private struct Token: Sendable {
    let serial = tokensMade.withLock { n in
        n += 1
        return n
    }
}

/// Counts its computations; slow enough that rules on other workers ask while it is worked out.
private struct CountedTable: ScreenTable {
    let token = Token()
    let labels: Int
    let inner: InnerTable

    init(_ context: AuditContext) {
        computations.withLock { $0[context.hierarchy.screen, default: 0] += 1 }
        // A table that asks for another one: the slots' lock is not held meanwhile.
        inner = context.table(InnerTable.self)
        usleep(20_000)
        labels = context.hierarchy.elements.count { $0.accessibilityLabel != nil }
    }
}

private struct InnerTable: ScreenTable {
    let token = Token()

    init(_ context: AuditContext) {
        innerComputations.withLock { $0[context.hierarchy.screen, default: 0] += 1 }
    }
}

/// Reads the counted table and reports the root once per labelled element it counts.
private struct TableReadingRule<Tag>: Rule {
    static var description: RuleDescription { testDescription("test-table-\(Tag.self)", .warning) }
    struct Problem: Equatable {}

    func check(_ context: AuditContext) -> [Finding] {
        let table = context.table(CountedTable.self)
        seenTokens.withLock {
            $0[context.hierarchy.screen, default: []].formUnion([
                table.token.serial, table.inner.token.serial,
            ])
        }
        return (0..<table.labels).map { _ in context.finding(Self.self, at: 0, Problem()) }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation("counted", fix: nil)
    }
}

private enum A {}
private enum B {}
private enum C {}
private enum D {}

final class ScreenTableTests: XCTestCase {
    private func screen(_ name: String) throws -> Hierarchy {
        try FT.hierarchy(
            FT.doc(
                """
                <element id="a" class="UIView" isAccessibilityElement="true" accessibilityLabel="One"/>
                <element id="b" class="UIView" isAccessibilityElement="true" accessibilityLabel="Two"/>
                """, root: #"version="1" screen="\#(name)""#))
    }

    private let rules: [any Rule] = [
        TableReadingRule<A>(), TableReadingRule<B>(), TableReadingRule<C>(), TableReadingRule<D>(),
    ]

    /// Four rules on four workers ask at once: one computation, one value for all.
    func testATableIsWorkedOutOncePerScreenForRulesOnSeveralWorkers() throws {
        var auditor = Auditor(configuration: AuditConfiguration(rules: rules))
        auditor.ruleWorkers = 4
        let result = auditor.audit(try screen("Shared"))
        XCTAssertEqual(result.findings.count, 4 * 2, "every rule read the table")
        XCTAssertEqual(computations.withLock { $0["Shared"] }, 1)
        XCTAssertEqual(innerComputations.withLock { $0["Shared"] }, 1)
        XCTAssertEqual(seenTokens.withLock { $0["Shared"]?.count }, 2, "one table and its inner table, for every rule")
    }

    /// Each screen gets its own tables: the second audit works them out again.
    func testEachScreenWorksOutItsOwnTables() throws {
        let auditor = Auditor(configuration: AuditConfiguration(rules: rules))
        _ = auditor.audit(try screen("First"))
        _ = auditor.audit(try screen("Second"))
        _ = auditor.audit(try screen("Second"))
        XCTAssertEqual(computations.withLock { $0["First"] }, 1)
        XCTAssertEqual(computations.withLock { $0["Second"] }, 2)
        XCTAssertEqual(seenTokens.withLock { $0["Second"]?.count }, 4, "two audits, two tables each")
    }

    /// A context and its copies share their tables, asked from many threads.
    func testCopiesOfAContextShareTheirTables() throws {
        let h = try screen("Copies")
        let context = AuditContext(hierarchy: h, order: VoiceOverOrder(h))
        let copies = [AuditContext](repeating: context, count: 8)
        DispatchQueue.concurrentPerform(iterations: copies.count) { i in
            _ = TableReadingRule<A>().check(copies[i])
        }
        XCTAssertEqual(computations.withLock { $0["Copies"] }, 1)
        XCTAssertEqual(seenTokens.withLock { $0["Copies"]?.count }, 2)
    }
}
