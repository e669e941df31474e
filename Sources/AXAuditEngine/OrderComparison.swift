import AXAuditModel

/// A screen's VoiceOver order compared with its recorded snapshot: which stops
/// moved, were added or removed, or say something else. Data, so that every
/// report shows the same change: the message, the diff, and the two paths the
/// HTML report draws.
///
/// Stops are matched first as they are: the most unchanged stops that kept
/// their relative order (a longest common subsequence of the two lists); then
/// the others by identity, the n-th of an identity left in the recording with
/// the n-th left in the current order (a stop that says something else). Of
/// all the matched stops, the longest run in order stays; the others moved. So
/// one button moved past four stops is one move, not four, and a moved stop
/// whose identity other stops share (a class path, an identifier reused in
/// every row) is one move too, not a shift of every such stop in between.
public struct OrderComparison: Sendable, Equatable {
    /// The recorded file, as the run found it (`DIR/Screen.order`).
    public var snapshotPath: String
    /// The screen the header names, or `nil` when the header is not one this version reads.
    public var recordedScreen: String?
    public var recorded: [OrderSnapshot.Stop]
    public var current: OrderSnapshot
    /// The element of each current stop.
    public var currentElements: [Element.Index]
    /// For each recorded stop, the current stop it is (an index into `current.stops`), if any.
    public var matches: [Int?]
    /// In the order a reader meets them going down the current order.
    public var changes: [Change]
    /// The full difference, as a unified diff of the snapshot file's lines
    /// (three lines of context), each line ending with a line break; worked out
    /// once with the comparison, as every report shows it.
    public let unifiedDiff: String

    public enum Change: Sendable, Equatable {
        /// A stop that is read at another place relative to the others.
        case moved(recorded: Int, current: Int)
        case added(current: Int)
        case removed(recorded: Int)
        /// A stop that says something else: the parts that differ.
        case changed(recorded: Int, current: Int, parts: [Part])
        /// The header names another screen (or is not one this version reads).
        case screenRenamed
    }

    public enum Part: String, Sendable, Equatable {
        case label, value, traits, actions
    }

    public var isUnchanged: Bool { changes.isEmpty }

    public init(
        recordedText: String, snapshotPath: String, current: OrderSnapshot, currentElements: [Element.Index]
    ) {
        let parsed = OrderSnapshot.parse(recordedText)
        self.snapshotPath = snapshotPath
        recordedScreen = parsed.screen
        recorded = parsed.stops
        self.current = current
        self.currentElements = currentElements
        let matching = OrderComparison.match(parsed.stops, current.stops)
        matches = matching.matches
        changes = OrderComparison.changes(
            recorded: parsed.stops, current: current.stops, matches: matching.matches, staying: matching.staying,
            renamed: parsed.screen != current.screen)
        unifiedDiff = OrderComparison.unifiedDiff(
            recordedScreen: parsed.screen, recorded: parsed.stops, current: current, snapshotPath: snapshotPath)
    }

    /// Above this many pairs of equal stops (one in each list), the longest
    /// common subsequence is not worked out: equal stops are matched in turn.
    static let pairLimit = 1_000_000

    /// For each recorded stop, the current stop it is, if any; and whether it
    /// stayed (kept its order relative to the others that stayed).
    static func match(_ recorded: [OrderSnapshot.Stop], _ current: [OrderSnapshot.Stop]) -> (
        matches: [Int?], staying: [Bool]
    ) {
        var matches = [Int?](repeating: nil, count: recorded.count)
        var taken = [Bool](repeating: false, count: current.count)
        var positions: [OrderSnapshot.Stop: [Int]] = [:]
        for (j, stop) in current.enumerated() { positions[stop, default: []].append(j) }
        var pairCount = 0
        for stop in recorded { pairCount += positions[stop]?.count ?? 0 }
        if pairCount <= pairLimit {
            // Hunt and Szymanski: every pair of equal stops, recorded ascending and
            // current descending; a longest strictly increasing run of the current
            // positions is a longest common subsequence.
            var pairRecorded: [Int] = []
            var pairCurrent: [Int] = []
            pairRecorded.reserveCapacity(pairCount)
            pairCurrent.reserveCapacity(pairCount)
            for (r, stop) in recorded.enumerated() {
                for j in (positions[stop] ?? []).reversed() {
                    pairRecorded.append(r)
                    pairCurrent.append(j)
                }
            }
            for k in longestIncreasingRun(pairCurrent) {
                matches[pairRecorded[k]] = pairCurrent[k]
                taken[pairCurrent[k]] = true
            }
        }
        // The others in turn: equal stops, then stops of one identity.
        for sameIdentity in [false, true] {
            var waiting: [OrderSnapshot.Stop: [Int]] = [:]
            for (j, stop) in current.enumerated().reversed() where !taken[j] {
                waiting[sameIdentity ? Self.identityOnly(stop) : stop, default: []].append(j)
            }
            for (r, stop) in recorded.enumerated() where matches[r] == nil {
                if case .unreadable = stop.identity { continue }
                guard let j = waiting[sameIdentity ? Self.identityOnly(stop) : stop]?.popLast() else { continue }
                matches[r] = j
                taken[j] = true
            }
        }
        var staying = [Bool](repeating: false, count: recorded.count)
        let pairs = matches.enumerated().compactMap { r, c in c.map { (recorded: r, current: $0) } }
        for k in longestIncreasingRun(pairs.map(\.current)) { staying[pairs[k].recorded] = true }
        return (matches, staying)
    }

    /// A stop keyed by its identity alone.
    private static func identityOnly(_ stop: OrderSnapshot.Stop) -> OrderSnapshot.Stop {
        OrderSnapshot.Stop(label: nil, value: nil, traits: [], actions: [], identity: stop.identity)
    }

    static func changes(
        recorded: [OrderSnapshot.Stop], current: [OrderSnapshot.Stop], matches: [Int?], staying: [Bool],
        renamed: Bool
    ) -> [Change] {
        var matchedCurrent = [Bool](repeating: false, count: current.count)
        for case let c? in matches { matchedCurrent[c] = true }
        // Each change sorts by where a reader meets it in the current order; a
        // removed stop where it would have been, after the stop recorded before it.
        var keyed: [(key: Int, rank: Int, change: Change)] = []
        if renamed { keyed.append((-1, 0, .screenRenamed)) }
        var previousCurrent = -1
        for (r, match) in matches.enumerated() {
            guard let c = match else {
                keyed.append((previousCurrent + 1, 0, .removed(recorded: r)))
                continue
            }
            if staying[r] { previousCurrent = c }
            if !staying[r] { keyed.append((c, 1, .moved(recorded: r, current: c))) }
            let parts = differingParts(recorded[r], current[c])
            if !parts.isEmpty { keyed.append((c, 2, .changed(recorded: r, current: c, parts: parts))) }
        }
        for c in current.indices where !matchedCurrent[c] { keyed.append((c, 1, .added(current: c))) }
        return keyed.enumerated().sorted { a, b in
            (a.element.key, a.element.rank, a.offset) < (b.element.key, b.element.rank, b.offset)
        }.map(\.element.change)
    }

    static func differingParts(_ a: OrderSnapshot.Stop, _ b: OrderSnapshot.Stop) -> [Part] {
        var parts: [Part] = []
        if a.label != b.label { parts.append(.label) }
        if a.value != b.value { parts.append(.value) }
        if a.traits != b.traits { parts.append(.traits) }
        if a.actions != b.actions { parts.append(.actions) }
        return parts
    }

    /// Positions in `values` of a longest strictly increasing subsequence; of
    /// several, the one patience sorting finds, so the result is deterministic.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // positions in `values`: the last of the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            run.append(k)
            k = previous[k]
        }
        return run.reversed()
    }

    // MARK: What reports show

    /// The element the finding is at: the first changed stop's, or where the
    /// first removed stop was, or the screen's root when no stop is left.
    public var firstChangedElement: Element.Index {
        for change in changes {
            switch change {
            case .moved(_, let c), .added(let c), .changed(_, let c, _):
                return currentElements[c]
            case .removed(let r):
                let after = matches[..<r].compactMap { $0 }.last.map { $0 + 1 } ?? 0
                if !currentElements.isEmpty { return currentElements[min(after, currentElements.count - 1)] }
            case .screenRenamed:
                continue
            }
        }
        return currentElements.first ?? 0
    }

    /// The recorded order drawn on the current screen: the elements of the
    /// recorded stops that are still there, in the recorded order.
    public var recordedPath: [Element.Index] {
        matches.compactMap { $0.map { currentElements[$0] } }
    }

    /// Elements whose stop moved.
    public var movedElements: [Element.Index] {
        changes.compactMap { if case .moved(_, let c) = $0 { currentElements[c] } else { nil } }
    }

    /// Elements whose stop is new.
    public var addedElements: [Element.Index] {
        changes.compactMap { if case .added(let c) = $0 { currentElements[c] } else { nil } }
    }

    /// At most this many changes are told in the message; the diff has them all.
    public static let changesInMessage = 3

    /// One sentence: what moved, appeared, disappeared or says something else.
    public var message: String {
        var told = changes.prefix(OrderComparison.changesInMessage).map(describe)
        let more = changes.count - told.count
        if more > 0 { told.append("and \(counted(more, "more change"))") }
        return "The VoiceOver order differs from the recorded " + snapshotPath + ": " + told.joined(separator: "; ")
    }

    func describe(_ change: Change) -> String {
        switch change {
        case .moved(let r, let c):
            return OrderComparison.name(current.stops[c]) + " moved from " + ordinal(r) + " to " + ordinal(c)
                + neighbour(of: c, in: current.stops)
        case .added(let c):
            return OrderComparison.name(current.stops[c]) + " was added as the " + ordinal(c) + " stop"
                + neighbour(of: c, in: current.stops)
        case .removed(let r):
            var text = OrderComparison.name(recorded[r]) + " was removed (it was the " + ordinal(r) + " stop"
            if r > 0 { text += ", after " + OrderComparison.name(recorded[r - 1]) }
            return text + ")"
        case .changed(let r, let c, let parts):
            let was = recorded[r], now = current.stops[c]
            return parts.map { part -> String in
                switch part {
                case .label:
                    return "the " + ordinal(c) + " stop's label changed from " + OrderComparison.name(was) + " to "
                        + OrderComparison.name(now)
                case .value:
                    return "the value of " + OrderComparison.name(now) + " (" + ordinal(c) + " stop) changed from "
                        + (was.value.map(OrderSnapshot.quoted) ?? "none") + " to "
                        + (now.value.map(OrderSnapshot.quoted) ?? "none")
                case .traits:
                    return "the traits of " + OrderComparison.name(now) + " (" + ordinal(c) + " stop) changed from ["
                        + was.traits.joined(separator: ", ") + "] to [" + now.traits.joined(separator: ", ") + "]"
                case .actions:
                    return "the actions of " + OrderComparison.name(now) + " (" + ordinal(c)
                        + " stop) changed from [" + was.actions.map(OrderSnapshot.quoted).joined(separator: ", ")
                        + "] to [" + now.actions.map(OrderSnapshot.quoted).joined(separator: ", ") + "]"
                }
            }.joined(separator: "; ")
        case .screenRenamed:
            return "it was recorded for "
                + (recordedScreen.map { "the screen " + OrderSnapshot.quoted($0) }
                    ?? "another format or screen (its header is not \(OrderSnapshot.header(screen: current.screen)))")
        }
    }

    /// ", after X" (or ", before X" for the first stop of several).
    private func neighbour(of c: Int, in stops: [OrderSnapshot.Stop]) -> String {
        if c > 0 { return ", after " + OrderComparison.name(stops[c - 1]) }
        if stops.count > 1 { return ", before " + OrderComparison.name(stops[1]) }
        return ""
    }

    /// Labels longer than this are named by their length and beginning.
    static let longLabel = 40

    /// How a message names a stop: its label, or for a long one its length and
    /// beginning ("the 180-character text \"Handmade…\""), or for an unlabeled
    /// one its trait and identity.
    public static func name(_ stop: OrderSnapshot.Stop) -> String {
        if case .unreadable(let line) = stop.identity {
            return "the line " + OrderSnapshot.quoted(Element.abbreviate(line, to: longLabel))
        }
        guard let label = stop.label, !label.isEmpty else {
            return "the unlabeled " + (stop.traits.first ?? "stop") + " [" + stop.identity.written + "]"
        }
        let length = label.count
        if length > longLabel {
            return "the \(length)-character text " + OrderSnapshot.quoted(Element.abbreviate(label, to: 24))
        }
        return OrderSnapshot.quoted(label)
    }

    /// The full difference, as a unified diff of the snapshot file's lines
    /// (three lines of context), each line ending with a line break. Its file
    /// names show their control characters (`LogText.visible`): a line break
    /// in a screen's name would start a line of its own.
    static func unifiedDiff(
        recordedScreen: String?, recorded: [OrderSnapshot.Stop], current: OrderSnapshot, snapshotPath: String
    ) -> String {
        let old = [recordedScreen.map(OrderSnapshot.header(screen:)) ?? "(unreadable header)"] + recorded.map(\.line)
        let new = current.lines
        return UnifiedDiff.render(
            old: old, new: new, oldName: LogText.visible(snapshotPath) + " (recorded)",
            newName: LogText.visible(current.screen) + " (current)")
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `21st` of a 0-based position.
func ordinal(_ position: Int) -> String {
    let n = position + 1
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)" + suffix
}
