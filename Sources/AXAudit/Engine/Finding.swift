public enum Severity: String, Sendable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// The element a finding is about, as reports name it.
public struct ElementReference: Sendable, Equatable {
    public var index: Element.Index
    public var id: String?
    public var className: String
    public var role: String
    public var path: String
    public var accessibilityIdentifier: String?

    init(index: Element.Index, id: String?, className: String, role: String, path: String,
         accessibilityIdentifier: String?) {
        self.index = index; self.id = id; self.className = className; self.role = role; self.path = path
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public init(_ index: Element.Index, in hierarchy: Hierarchy) {
        let element = hierarchy[index]
        self.index = index
        self.id = element.id
        self.className = element.className
        self.role = element.roles.description
        self.path = hierarchy.path(of: index)
        self.accessibilityIdentifier = element.accessibilityIdentifier
    }
}

/// One problem a rule found: data, so every reporter shows the same thing.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var suggestion: String?
    public var element: ElementReference
    public var file: String
    public var location: SourceLocation

    public init(ruleID: String, severity: Severity, message: String, suggestion: String?,
                element: ElementReference, file: String, location: SourceLocation) {
        self.ruleID = ruleID; self.severity = severity; self.message = message
        self.suggestion = suggestion; self.element = element; self.file = file; self.location = location
    }

    /// Reports list findings by file, line, column, then rule id (then message).
    /// `sortForReport` sorts by this order without calling it, by integer keys.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// Puts `findings` in `reportOrder`; equal ones keep their order.
    ///
    /// Findings are compared by ranks of their files and rule ids (a screen's
    /// findings share one file and a dozen ids), so that strings are compared
    /// only to rank them, and to order two findings of one rule at one place
    /// by message. The keys are sorted, and the findings then moved into
    /// place, never copied: a copy retains and releases each of a finding's
    /// nine strings, and swapping them one pair at a time took ten times as long.
    public static func sortForReport(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        var keys: [SortKey] = []
        keys.reserveCapacity(findings.count)
        var files = Ranking(), rules = Ranking()
        // Through a buffer pointer, each finding is read in place, not copied.
        findings.withUnsafeBufferPointer { f in
            for i in f.indices {
                keys.append(SortKey(file: files.code(f[i].file), rule: rules.code(f[i].ruleID),
                                    line: f[i].location.line, column: f[i].location.column, index: i))
            }
            let fileRank = files.ranks(), ruleRank = rules.ranks()
            for k in keys.indices {
                keys[k].file = fileRank[Int(keys[k].file)]
                keys[k].rule = ruleRank[Int(keys[k].rule)]
            }
            keys.sort { a, b in
                if a.file != b.file { return a.file < b.file }
                if a.line != b.line { return a.line < b.line }
                if a.column != b.column { return a.column < b.column }
                if a.rule != b.rule { return a.rule < b.rule }
                if f[a.index].message != f[b.index].message { return f[a.index].message < f[b.index].message }
                return a.index < b.index
            }
        }
        // Follow each cycle of the permutation: position k takes the finding at keys[k].index.
        findings.withUnsafeMutableBufferPointer { f in
            guard let base = f.baseAddress else { return }
            for start in keys.indices where keys[start].index != start {
                let first = (base + start).move()
                var k = start
                while keys[k].index != start {
                    let next = keys[k].index
                    (base + k).moveInitialize(from: base + next, count: 1)
                    keys[k].index = k
                    k = next
                }
                (base + k).initialize(to: first)
                keys[k].index = k
            }
        }
    }

    /// The findings of `lists` in report order, as if the lists were joined and
    /// sorted (equal ones in list order); `lists` is left empty. Findings are
    /// moved out of each list, which is then let go, so they are never all
    /// held twice and never copied.
    public static func mergedForReport(_ lists: inout [[Finding]]) -> [Finding] {
        let total = lists.reduce(0) { $0 + $1.count }
        // Empty arrays are one object shared by all threads, which these two calls
        // write even when there is nothing to move (TSan reports the race): skipped.
        guard total > 0 else {
            lists = []
            return []
        }
        var all = [Finding](unsafeUninitializedCapacity: total) { all, count in
            for l in lists.indices where !lists[l].isEmpty {
                lists[l].withUnsafeMutableBufferPointer { list in
                    guard let from = list.baseAddress, let to = all.baseAddress else { return }
                    (to + count).moveInitialize(from: from, count: list.count)
                    // The list still counts its findings: it gets placeholders in their place.
                    from.initialize(repeating: placeholder, count: list.count)
                    count += list.count
                }
                lists[l] = []
            }
        }
        lists = []
        sortForReport(&all)
        return all
    }

    private struct SortKey {
        var file: Int32
        var rule: Int32
        var line: Int
        var column: Int
        var index: Int
    }

    /// Codes for the distinct strings of a sort, in order of appearance, and
    /// then their ranks in string order.
    private struct Ranking {
        private var values: [String] = []
        private var codes: [String: Int32] = [:]
        private var last: (value: String, code: Int32)?

        mutating func code(_ value: String) -> Int32 {
            // Findings come in runs of one file and one rule.
            if let last, last.value == value { return last.code }
            let code: Int32
            if let known = codes[value] {
                code = known
            } else {
                code = Int32(values.count)
                values.append(value)
                codes[value] = code
            }
            last = (value, code)
            return code
        }

        func ranks() -> [Int32] {
            var ranks = [Int32](repeating: 0, count: values.count)
            for (rank, code) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
                ranks[code] = Int32(rank)
            }
            return ranks
        }
    }

    /// What moved-out slots hold: its strings are empty, so copies of it retain nothing.
    private static let placeholder = Finding(
        ruleID: "", severity: .info, message: "", suggestion: nil,
        element: ElementReference(index: 0, id: nil, className: "", role: "", path: "", accessibilityIdentifier: nil),
        file: "", location: SourceLocation(line: 0, column: 0))
}
