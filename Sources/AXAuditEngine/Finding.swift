import AXAuditModel
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
    /// What groups the element's findings across screens (`AuditRun.problemGroups`).
    public var component: ProblemGroup.Component

    init(
        index: Element.Index, id: String?, className: String, role: String, path: String,
        accessibilityIdentifier: String?
    ) {
        self.index = index
        self.id = id
        self.className = className
        self.role = role
        self.path = path
        self.accessibilityIdentifier = accessibilityIdentifier
        component = ProblemGroup.Component(className: className, accessibilityIdentifier: accessibilityIdentifier)
    }

    public init(_ index: Element.Index, in hierarchy: Hierarchy) {
        let element = hierarchy[index]
        self.index = index
        self.id = element.id
        self.className = element.className
        self.role = element.roles.description
        self.path = hierarchy.path(of: index)
        self.accessibilityIdentifier = element.accessibilityIdentifier
        component = ProblemGroup.Component(element, format: hierarchy.format)
    }
}

/// What a finding says, and about which element: everything a report shows but
/// the rule, severity and place. `Finding.rendered()` makes it.
public struct FindingText: Sendable, Equatable {
    public var message: String
    public var fix: String?
    public var element: ElementReference
    /// What a report may show besides the message and the fix.
    public var attachments: [FindingAttachment] = []
}

/// Data a finding carries besides its message and fix, for the reports that
/// show it; most findings have none.
public enum FindingAttachment: Sendable, Equatable {
    /// `reading-order-changed`: the order against its recording (the diff and both paths).
    case orderChange(OrderComparison)

    /// The comparison, when this is an order change.
    public var orderChange: OrderComparison? {
        switch self {
        case .orderChange(let change): change
        }
    }
}

/// The screen whose findings write their text when a report asks: one per
/// audit, shared by them all.
@usableFromInline package final class FindingSource: Sendable {
    @usableFromInline let hierarchy: Hierarchy
    init(_ hierarchy: Hierarchy) { self.hierarchy = hierarchy }
}

/// A rule's problem, with the rule's type, so that a finding can have it
/// explained without knowing the rule.
@usableFromInline protocol ExplainableProblem: AnyObject, Sendable {
    func explanation(at index: Element.Index, in hierarchy: Hierarchy) -> FindingExplanation
    /// The same rule's same problem.
    func isEqual(to other: any ExplainableProblem) -> Bool
}

@usableFromInline final class ProblemOf<R: Rule>: ExplainableProblem {
    let problem: R.Problem
    @usableFromInline init(_ problem: R.Problem) { self.problem = problem }

    @usableFromInline func explanation(at index: Element.Index, in hierarchy: Hierarchy) -> FindingExplanation {
        let explanation = R.explanation(of: problem, at: index, in: hierarchy)
        guard hierarchy.isSwiftUI(index) else { return explanation }
        return explanation.inSwiftUI(snippet: R.description.fix.swiftUI, element: hierarchy[index].displayName)
    }

    @usableFromInline func isEqual(to other: any ExplainableProblem) -> Bool {
        (other as? ProblemOf<R>)?.problem == problem
    }
}

/// One problem a rule found: data, so every reporter shows the same thing.
///
/// A rule's finding keeps the screen and the rule's `Problem`. Its message, fix
/// and element path are text made by one call, `rendered()` (the rule's
/// `explanation(of:at:in:)`), which a report makes once per finding. A run of
/// many files has each file's findings rendered as the file is done
/// (`written()`), so that its screen can go.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var location: SourceLocation
    public var severity: Severity
    @usableFromInline var content: Content

    @usableFromInline enum Content: Sendable {
        case written(Written)
        case deferred(FindingSource, Element.Index, any ExplainableProblem)
    }

    /// Boxed, so that a finding still to be written is not the size of a written one.
    @usableFromInline final class Written: Sendable {
        let text: FindingText
        let file: String
        /// `Baseline.identity` of the element, taken while the screen was there.
        let elementIdentity: String?
        init(_ text: FindingText, file: String, elementIdentity: String?) {
            self.text = text
            self.file = file
            self.elementIdentity = elementIdentity
        }
    }

    /// A finding made without a rule; `elementIdentity` is the element's
    /// `Baseline.identity`, when the screen is at hand.
    public init(
        ruleID: String, severity: Severity, message: String, fix: String?,
        element: ElementReference, file: String, location: SourceLocation, elementIdentity: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        content = .written(
            Written(
                FindingText(message: message, fix: fix, element: element), file: file,
                elementIdentity: elementIdentity))
    }

    /// A finding of `rule` on `index` of `source`'s screen, explained when asked.
    @inlinable init<R: Rule>(
        _ rule: R.Type, severity: Severity?, at index: Element.Index, of source: FindingSource,
        _ problem: R.Problem
    ) {
        let description = R.description
        ruleID = description.id
        self.severity = severity ?? description.severity
        location = source.hierarchy[index].location
        content = .deferred(source, index, ProblemOf<R>(problem))
    }

    /// The message, fix and element as text: made now, from the screen and the
    /// problem, unless the finding was already written. Each call renders again,
    /// so a report calls it once per finding.
    public func rendered() -> FindingText {
        switch content {
        case .written(let written):
            return written.text
        case .deferred(let source, let index, let problem):
            let explanation = problem.explanation(at: index, in: source.hierarchy)
            return FindingText(
                message: explanation.message, fix: explanation.fix,
                element: ElementReference(index, in: source.hierarchy), attachments: explanation.attachments)
        }
    }

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

    /// The element's class and accessibility identifier (in a page source, its label pattern), without writing anything:
    /// what groups the same problem across screens (`AuditRun.problemGroups`).
    public var component: ProblemGroup.Component {
        switch content {
        case .written(let written):
            written.text.element.component
        case .deferred(let source, let index, _):
            ProblemGroup.Component(source.hierarchy[index], format: source.hierarchy.format)
        }
    }

    /// The element's identity as baselines key it (`Baseline.identity`): what
    /// fingerprints are made of. A written finding keeps it from its screen; one
    /// made without a screen has its element path.
    public var elementIdentity: String {
        switch content {
        case .written(let written): written.elementIdentity ?? written.text.element.path
        case .deferred(let source, let index, _): Baseline.identity(of: index, in: source.hierarchy)
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
        copy.content = .written(Written(rendered(), file: file, elementIdentity: elementIdentity))
        return copy
    }

    /// The same rule's same problem at the same element and place. Two findings
    /// still to be rendered compare their problems, rendering nothing; a written
    /// finding has only its text, so against it the other is rendered.
    public static func == (a: Finding, b: Finding) -> Bool {
        guard a.ruleID == b.ruleID && a.severity == b.severity && a.location == b.location && a.file == b.file
        else { return false }
        switch (a.content, b.content) {
        case (.deferred(_, let i, let p), .deferred(_, let j, let q)): return i == j && p.isEqual(to: q)
        case (.written(let x), .written(let y)): return x.text == y.text
        default: return a.rendered() == b.rendered()
        }
    }

    /// Reports list findings by file, line, column, then rule id (then message).
    /// `sortForReport` sorts by this order without calling it, by integer keys.
    package static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.rendered().message < b.rendered().message
    }

    /// Puts `findings` in `reportOrder`; equal ones keep their order.
    ///
    /// The file, place and rule of each finding are read once; messages are
    /// rendered only to order two findings of one rule at one place.
    public static func sortForReport(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        struct Key {
            var file: String
            var location: SourceLocation
            var ruleID: String
        }
        let keys = findings.map { Key(file: $0.file, location: $0.location, ruleID: $0.ruleID) }
        let order = keys.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.file != y.file { return x.file < y.file }
            if x.location != y.location { return x.location < y.location }
            if x.ruleID != y.ruleID { return x.ruleID < y.ruleID }
            let (messageA, messageB) = (findings[a].rendered().message, findings[b].rendered().message)
            if messageA != messageB { return messageA < messageB }
            return a < b
        }
        findings = order.map { findings[$0] }
    }

    /// The findings of `lists` in report order, as if the lists were joined and
    /// sorted (equal ones in list order); `lists` is left empty.
    package static func mergedForReport(_ lists: inout [[Finding]]) -> [Finding] {
        var all = lists.flatMap { $0 }
        lists = []
        sortForReport(&all)
        return all
    }
}
