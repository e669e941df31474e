import XCTest

@testable import AXAuditEngine

/// The unified diff of a snapshot: its hunks found in one walk down the edit
/// script, and worked out once per comparison.
final class UnifiedDiffTests: XCTestCase {
    /// Every 10th of `n` lines changed: a hunk each.
    private func manyHunks(_ n: Int) -> (old: [String], new: [String]) {
        let old = (0..<n).map { "line \($0)" }
        var new = old
        for k in stride(from: 5, to: n, by: 10) { new[k] = "changed \(k)" }
        return (old, new)
    }

    /// The lines of `old` and `new` before each hunk, counted from the top for
    /// each one (what the walk must agree with).
    private func recount(_ script: [UnifiedDiff.Line], before index: Int) -> (Int, Int) {
        var o = 0, n = 0
        for line in script[..<index] {
            switch line {
            case .same: (o, n) = (o + 1, n + 1)
            case .removed: o += 1
            case .added: n += 1
            }
        }
        return (o, n)
    }

    func testHunksAreFoundInOneWalkDownTheScript() {
        let (old, new) = manyHunks(20_000)
        let script = UnifiedDiff.edits(old, new)
        var walked = 0
        let hunks = UnifiedDiff.hunks(of: script, linesWalked: &walked)
        XCTAssertEqual(hunks.count, 2_000)
        // Each line is looked at once to find the hunks and once more for their counts.
        XCTAssertLessThanOrEqual(walked, 2 * script.count)
        for hunk in hunks.prefix(50) + hunks.suffix(50) {
            let (o, n) = recount(script, before: hunk.range.lowerBound)
            XCTAssertEqual(hunk.oldStart, o)
            XCTAssertEqual(hunk.newStart, n)
            XCTAssertEqual(hunk.oldCount, 7)
            XCTAssertEqual(hunk.newCount, 7)
        }
    }

    func testHunkHeadersCountLinesAsAUnifiedDiffDoes() {
        let old = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"]
        var new = old
        new.remove(at: 1)
        new.insert("X", at: 10)
        new.append("Z")
        XCTAssertEqual(
            UnifiedDiff.render(old: old, new: new, oldName: "old", newName: "new"),
            """
            --- old
            +++ new
            @@ -1,5 +1,4 @@
             a
            -b
             c
             d
             e
            @@ -9,6 +8,8 @@
             i
             j
             k
            +X
             l
             m
             n
            +Z

            """)
        XCTAssertEqual(
            UnifiedDiff.render(old: [], new: ["a"], oldName: "old", newName: "new"),
            "--- old\n+++ new\n@@ -0,0 +1,1 @@\n+a\n")
        XCTAssertEqual(UnifiedDiff.render(old: ["a"], new: ["a"], oldName: "old", newName: "new"), "")
    }

    /// A comparison holds its diff, with a screen name's line breaks shown: each
    /// report that shows it takes it as it is.
    func testTheDiffIsWorkedOutWithTheComparisonAndNamesStayOnTheirLine() {
        let current = OrderSnapshot(
            screen: "Home\n::error::x",
            stops: [OrderSnapshot.Stop(label: "Buy", value: nil, traits: [], actions: [], identity: .id("buy"))])
        let comparison = OrderComparison(
            recordedText: "# axaudit VoiceOver order, format 1, screen \"Home\"\n", snapshotPath: "s/Home.order",
            current: current, currentElements: [1])
        let lines = comparison.unifiedDiff.split(separator: "\n")
        XCTAssertEqual(lines[1], "+++ Home\\u{000A}::error::x (current)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("::") }, [])
    }

    func testALongLineIsCutOnACharacterWithTheBytesLeftOut() {
        let limit = OrderSnapshot.shownLineLimit
        let fits = String(repeating: "a", count: limit)
        XCTAssertEqual(OrderSnapshot.shown(fits), fits)
        XCTAssertEqual(OrderSnapshot.shown(fits + "bc"), fits + "… (2 more bytes)")
        // A two-byte character across the limit is left out whole.
        let shifted = "a" + String(repeating: "é", count: limit)
        XCTAssertEqual(
            OrderSnapshot.shown(shifted),
            "a" + String(repeating: "é", count: (limit - 1) / 2) + "… (\(shifted.utf8.count - limit + 1) more bytes)")
        let diff = UnifiedDiff.render(old: ["same", fits + fits], new: ["same"], oldName: "a", newName: "b")
        XCTAssertEqual(diff, "--- a\n+++ b\n@@ -1,2 +1,1 @@\n same\n-\(fits)… (\(limit) more bytes)\n")
    }
}
