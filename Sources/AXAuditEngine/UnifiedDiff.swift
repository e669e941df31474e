/// A unified diff of two lists of lines.
enum UnifiedDiff {
    static let context = 3

    enum Line: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    static func render(old: [String], new: [String], oldName: String, newName: String) -> String {
        let script = edits(old, new)
        var linesWalked = 0
        let found = hunks(of: script, linesWalked: &linesWalked)
        guard !found.isEmpty else { return "" }
        var out = "--- " + oldName + "\n+++ " + newName + "\n"
        for hunk in found {
            out +=
                "@@ -\(hunk.oldStart + (hunk.oldCount > 0 ? 1 : 0)),\(hunk.oldCount) +\(hunk.newStart + (hunk.newCount > 0 ? 1 : 0)),\(hunk.newCount) @@\n"
            for line in script[hunk.range] {
                switch line {
                case .same(let i, _): out += " " + OrderSnapshot.shown(old[i]) + "\n"
                case .removed(let i): out += "-" + OrderSnapshot.shown(old[i]) + "\n"
                case .added(let j): out += "+" + OrderSnapshot.shown(new[j]) + "\n"
                }
            }
        }
        return out
    }

    /// A part of the script shown together: its lines, and the lines of `old`
    /// and `new` before it and in it.
    struct Hunk: Equatable {
        var range: Range<Int>
        var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
    }

    /// The hunks of `script`: changed lines with up to `context` unchanged lines
    /// around them, joined where their context would meet. One walk down the
    /// script: the lines before each hunk are counted on the way, not again from
    /// the top for every hunk. `linesWalked` counts the script lines looked at.
    static func hunks(of script: [Line], linesWalked: inout Int) -> [Hunk] {
        var found: [Hunk] = []
        var oldLines = 0, newLines = 0
        for (k, line) in script.enumerated() {
            linesWalked += 1
            let changed: Bool
            switch line {
            case .same: changed = false
            case .removed: changed = true
            case .added: changed = true
            }
            if changed {
                let range = max(0, k - context)..<min(script.count, k + context + 1)
                if let last = found.last, last.range.upperBound >= range.lowerBound {
                    found[found.count - 1].range = last.range.lowerBound..<range.upperBound
                } else {
                    // The lines before this hunk: those before `k`, less its leading
                    // context, unchanged lines (a changed one would have joined the last hunk).
                    let leading = k - range.lowerBound
                    found.append(Hunk(range: range, oldStart: oldLines - leading, newStart: newLines - leading))
                }
            }
            switch line {
            case .same: (oldLines, newLines) = (oldLines + 1, newLines + 1)
            case .removed: oldLines += 1
            case .added: newLines += 1
            }
        }
        // Each hunk's counts: the lines of `old` and `new` from its start to its end.
        for k in found.indices {
            for line in script[found[k].range] {
                linesWalked += 1
                switch line {
                case .same: (found[k].oldCount, found[k].newCount) = (found[k].oldCount + 1, found[k].newCount + 1)
                case .removed: found[k].oldCount += 1
                case .added: found[k].newCount += 1
                }
            }
        }
        return found
    }

    static func edits(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var script = (0..<prefix).map { Line.same($0, $0) }
        let a = old[prefix..<(old.count - suffix)]
        let b = new[prefix..<(new.count - suffix)]
        // A longest common subsequence of the lines between (Hunt and Szymanski,
        // as `OrderComparison.match`), unless equal lines pair up too often.
        var positions: [String: [Int]] = [:]
        for j in b.indices { positions[b[j], default: []].append(j) }
        var pairCount = 0
        for line in a { pairCount += positions[line]?.count ?? 0 }
        var common: [(Int, Int)] = []
        if pairCount <= OrderComparison.pairLimit {
            var pairs: [(old: Int, new: Int)] = []
            pairs.reserveCapacity(pairCount)
            for i in a.indices {
                for j in (positions[a[i]] ?? []).reversed() { pairs.append((i, j)) }
            }
            common = OrderComparison.longestIncreasingRun(pairs.map(\.new)).map { (pairs[$0].old, pairs[$0].new) }
        }
        var i = a.startIndex, j = b.startIndex
        for (ci, cj) in common + [(a.endIndex, b.endIndex)] {
            while i < ci {
                script.append(.removed(i))
                i += 1
            }
            while j < cj {
                script.append(.added(j))
                j += 1
            }
            if ci < a.endIndex {
                script.append(.same(ci, cj))
                i += 1
                j += 1
            }
        }
        script += (0..<suffix).map { .same(old.count - suffix + $0, new.count - suffix + $0) }
        return script
    }
}

extension OrderSnapshot {
    /// The most bytes of a snapshot line a report shows: far more than a real
    /// stop line takes, so that only a hostile or broken file is cut.
    package static let shownLineLimit = 2000

    /// `line`, or for a longer one its first `shownLineLimit` bytes (whole
    /// characters) and how many bytes were left out: "… (N more bytes)".
    public static func shown(_ line: String) -> String {
        let bytes = line.utf8
        guard bytes.count > shownLineLimit else { return line }
        var end = bytes.index(bytes.startIndex, offsetBy: shownLineLimit)
        while end.samePosition(in: line.unicodeScalars) == nil { end = bytes.index(before: end) }
        let kept = String(line.unicodeScalars[..<end])
        return kept + "… (\(bytes.count - kept.utf8.count) more bytes)"
    }
}
