import AXAuditModel
import AXAuditImport
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

/// What a finding says, and about which element: everything a report shows but
/// the rule, severity and place.
public struct FindingText: Sendable, Equatable {
    public var message: String
    public var suggestion: String?
    public var element: ElementReference
}

/// The screen whose findings write their text when a report asks: one per
/// audit, shared by them all.
package final class FindingSource: Sendable {
    let hierarchy: Hierarchy
    init(_ hierarchy: Hierarchy) { self.hierarchy = hierarchy }
}

/// A rule's problem, with the rule's type, so that a finding can have it
/// explained without knowing the rule.
private protocol ExplainableProblem: AnyObject, Sendable {
    func explanation(at index: Element.Index, in hierarchy: Hierarchy) -> FindingExplanation
}

private final class ProblemOf<R: Rule>: ExplainableProblem {
    let problem: R.Problem
    init(_ problem: R.Problem) { self.problem = problem }

    func explanation(at index: Element.Index, in hierarchy: Hierarchy) -> FindingExplanation {
        R.explanation(of: problem, at: index, in: hierarchy)
    }
}

/// One problem a rule found: data, so every reporter shows the same thing.
///
/// A rule's finding keeps the screen and the rule's `Problem`, and writes its
/// message, fix and element path when asked (`Rule.explanation(of:at:in:)`).
/// A run of many files has each file's findings written out as the file is done
/// (`written()`), so that its screen can go.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var location: SourceLocation
    public var severity: Severity
    private var content: Content

    private enum Content: Sendable {
        case written(Written)
        case deferred(FindingSource, Element.Index, any ExplainableProblem)
    }

    /// Boxed, so that a finding still to be written is not the size of a written one.
    private final class Written: Sendable {
        let text: FindingText
        let file: String
        init(_ text: FindingText, file: String) { self.text = text; self.file = file }
    }

    public init(ruleID: String, severity: Severity, message: String, suggestion: String?,
                element: ElementReference, file: String, location: SourceLocation) {
        self.ruleID = ruleID; self.severity = severity; self.location = location
        content = .written(Written(FindingText(message: message, suggestion: suggestion, element: element), file: file))
    }

    /// A finding of `rule` on `index` of `source`'s screen, explained when asked.
    init<R: Rule>(_ rule: R.Type, severity: Severity?, at index: Element.Index, of source: FindingSource,
                  _ problem: R.Problem) {
        let description = R.description
        ruleID = description.id
        self.severity = severity ?? description.severity
        location = source.hierarchy[index].location
        content = .deferred(source, index, ProblemOf<R>(problem))
    }

    /// The message, fix and element, written now if the rule left them for later:
    /// a report that shows several of them asks for this once.
    public var text: FindingText {
        switch content {
        case .written(let written):
            return written.text
        case .deferred(let source, let index, let problem):
            let explanation = problem.explanation(at: index, in: source.hierarchy)
            return FindingText(message: explanation.message, suggestion: explanation.suggestion,
                               element: ElementReference(index, in: source.hierarchy))
        }
    }

    public var message: String { text.message }
    public var suggestion: String? { text.suggestion }
    public var element: ElementReference { text.element }

    /// The element's index, without writing anything.
    public var elementIndex: Element.Index {
        switch content {
        case .written(let written): written.text.element.index
        case .deferred(_, let index, _): index
        }
    }

    /// The input file, without writing anything.
    public var file: String {
        switch content {
        case .written(let written): written.file
        case .deferred(let source, _, _): source.hierarchy.file
        }
    }

    /// Whether the text is still to be written (and the finding holds its screen).
    public var isDeferred: Bool {
        if case .deferred = content { return true }
        return false
    }

    /// The same finding with its text written out, holding no screen.
    public func written() -> Finding {
        guard isDeferred else { return self }
        var copy = self
        copy.content = .written(Written(text, file: file))
        return copy
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.ruleID == b.ruleID && a.severity == b.severity && a.location == b.location && a.file == b.file
            && a.text == b.text
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
                // A message is written each time it is asked for: once per side here.
                let (messageA, messageB) = (f[a.index].message, f[b.index].message)
                if messageA != messageB { return messageA < messageB }
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
