import AXAuditModel
/// Where a rule's requirement comes from: a passage of the guidance in
/// `../shared/seeds/` (or a standard, for rules from other auditors).
public struct GuidanceCitation: Sendable {
    /// e.g. "Material Components iOS, Cards README"
    public var source: String
    /// e.g. "Accessibility for Cards in a Collection"
    public var section: String
    /// The passage, quoted.
    public var quote: String

    public init(source: String, section: String, quote: String) {
        self.source = source
        self.section = section
        self.quote = quote
    }
}

/// A finding an example must produce: which element (by `id`) and how severe.
public struct ExpectedFinding: Sendable, Equatable, CustomStringConvertible {
    public var elementID: String
    public var severity: Severity
    public init(_ elementID: String, _ severity: Severity) {
        self.elementID = elementID
        self.severity = severity
    }
    public var description: String { "#\(elementID) \(severity.rawValue)" }
}

/// An example screen in a rule's description. Failing examples list exactly the
/// findings the rule must produce; passing examples must produce none.
public struct RuleExample: Sendable {
    public var title: String
    public var xml: String
    public var expected: [ExpectedFinding]
    /// For a rule that compares the screen with its recorded VoiceOver order:
    /// the recorded snapshot's text.
    public var recordedOrder: String? = nil
    public var isPassing: Bool { expected.isEmpty }

    public static func failing(
        _ title: String, _ xml: String, recordedOrder: String? = nil, expect: [ExpectedFinding]
    ) -> RuleExample {
        RuleExample(title: title, xml: xml, expected: expect, recordedOrder: recordedOrder)
    }

    public static func passing(_ title: String, _ xml: String, recordedOrder: String? = nil) -> RuleExample {
        RuleExample(title: title, xml: xml, expected: [], recordedOrder: recordedOrder)
    }
}

/// How often a rule's findings are real problems, as its author judges from what
/// the rule can see: an exact check of exported attributes is `veryHigh`; one that
/// leans on the simulated VoiceOver order, on frames or colours, or on reading
/// words is lower. SARIF's `precision` (code scanning lists the most precise
/// results first) and the rule pages show it.
public enum Confidence: String, Sendable, CaseIterable {
    case veryHigh = "very-high"
    case high, medium, low
}

/// Everything a person needs to understand a rule; `Rules/*.md`, `axaudit explain`
/// and the reports' rule metadata are generated from it.
public struct RuleDescription: Sendable {
    public var id: String
    public var title: String
    public var severity: Severity
    /// How often its findings are real problems, and why (a sentence).
    public var confidence: Confidence
    public var confidenceReason: String
    /// Why the rule exists, in a paragraph.
    public var rationale: String
    public var guidance: [GuidanceCitation]
    /// What VoiceOver does wrong when the rule fires.
    public var voiceOverImpact: String
    /// How to fix it.
    public var fix: RuleFix
    public var examples: [RuleExample]

    public init(
        id: String, title: String, severity: Severity, confidence: Confidence, confidenceReason: String,
        rationale: String, guidance: [GuidanceCitation], voiceOverImpact: String, fix: RuleFix,
        examples: [RuleExample]
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.confidence = confidence
        self.confidenceReason = confidenceReason
        self.rationale = rationale
        self.guidance = guidance
        self.voiceOverImpact = voiceOverImpact
        self.fix = fix
        self.examples = examples
    }
}

/// How to fix what a rule finds, for every finding of the rule: in words and in
/// code. (A finding's own `fix` names the element and its values.)
public struct RuleFix: Sendable {
    /// In words.
    public var summary: String
    /// In UIKit code (Swift).
    public var uiKit: String
    /// In SwiftUI code: view modifiers that exist on iOS 15, the oldest platform
    /// the package declares (a newer API says so in a comment). Each rule's
    /// snippet is type-checked on Apple platforms by `SwiftUIFixSnippets.swift`
    /// in the tests, which a Linux test keeps in step with the descriptions.
    public var swiftUI: String

    public init(summary: String, uiKit: String, swiftUI: String) {
        self.summary = summary
        self.uiKit = uiKit
        self.swiftUI = swiftUI
    }
}

/// A check over one screen. Rules are pure: the same hierarchy gives the same
/// findings, whatever else runs.
///
/// A rule says what it found as data, and writes it in words in one place:
///
/// - `Problem` is what the rule found about an element, in plain values:
///   indices, counts, numbers, strings, or an enum of them for a rule that finds
///   several kinds of problem. What the screen still says at the element (its
///   label, its frame) need not be copied into it; what only the check knew (a
///   threshold, the words a label leaves out) must be.
/// - `check` returns `context.finding(Self.self, at: index, problem)`, with
///   `severity:` when it is not the rule's default.
/// - `explanation(of:at:in:)` writes the message and the fix from the problem
///   and the screen. Reports call it when they show the finding: a quiet run
///   never does, and a run of many files does it once a file is audited, so that
///   the file's screen can go. A finding holds its screen and its problem until
///   then, never text it may not need.
///
/// `Problem` is `Equatable`: it holds values, not an `Element` or a `Hierarchy`
/// (neither is), which the finding has no need to copy.
///
/// ```swift
/// struct SmallTextRule: Rule {
///     static let description = RuleDescription(id: "small-text", …)
///     struct Problem: Equatable { var minimum: Double }
///
///     func check(_ context: AuditContext) -> [Finding] {
///         let h = context.hierarchy
///         return h.elements.indices.dropFirst().compactMap { i in
///             guard let size = h.elements[i].fontSize, size < 11 else { return nil }
///             return context.finding(Self.self, at: Element.Index(i), Problem(minimum: 11))
///         }
///     }
///
///     static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
///         FindingExplanation("\(h[index].displayName) is smaller than \(problem.minimum) points",
///                            fix: "label.font = .preferredFont(forTextStyle: .body)")
///     }
/// }
/// ```
///
/// A new rule is its file and a line in `RuleRegistry.all`; the examples of its
/// description are run by the tests (`RuleExamplesTests`).
public protocol Rule: Sendable {
    associatedtype Problem: Sendable & Equatable
    static var description: RuleDescription { get }
    init()
    func check(_ context: AuditContext) -> [Finding]
    /// The message and fix of a finding of this rule on `index` of `hierarchy`.
    static func explanation(of problem: Problem, at index: Element.Index, in hierarchy: Hierarchy) -> FindingExplanation
    /// The configuration's `thresholds` keys this rule reads (`context.thresholds`).
    static var options: [ThresholdKey] { get }
    /// How early a worker takes the rule when a screen's rules are shared out
    /// among threads (`Auditor.ruleWorkers`): higher first, equal ones in
    /// configuration order. A costly rule taken last runs alone while the other
    /// workers wait; `axaudit-bench profile` shows what each rule costs.
    static var workerPriority: Int { get }
}

extension Rule {
    /// Most rules have no thresholds.
    public static var options: [ThresholdKey] { [] }
    /// Most rules cost little: taken in configuration order, after the costly ones.
    public static var workerPriority: Int { 0 }
}

/// What a finding says: what is wrong, and how to fix it.
public struct FindingExplanation: Sendable, Equatable {
    public var message: String
    /// How to fix it, for this element, in UIKit.
    public var fix: String?
    /// How to fix it in SwiftUI, for an element that comes from SwiftUI
    /// (`Hierarchy.isSwiftUI`): a finding shows it instead of `fix`. A rule that
    /// gives none gets its description's `fix.swiftUI` on one line, said of the element.
    public var swiftUIFix: String?
    /// What a report may show besides the message and the fix (an order change's diff).
    public var attachments: [FindingAttachment]

    public init(
        _ message: String, fix: String?, swiftUIFix: String? = nil, attachments: [FindingAttachment] = []
    ) {
        self.message = message
        self.fix = fix
        self.swiftUIFix = swiftUIFix
        self.attachments = attachments
    }

    /// The explanation as a SwiftUI element's finding shows it: its SwiftUI fix,
    /// or else the rule's SwiftUI snippet on one line, said of `element`.
    public func inSwiftUI(snippet: String, element: String) -> FindingExplanation {
        var out = self
        out.fix = swiftUIFix ?? "in SwiftUI, on \(element): " + Self.oneLine(snippet)
        out.swiftUIFix = nil
        return out
    }

    /// Code on one line: comments dropped, a modifier joined to its view,
    /// statements apart with "; ".
    static func oneLine(_ code: String) -> String {
        var out = ""
        for raw in code.split(separator: "\n") {
            var line = Array(raw)
            if let comment = line.indices.first(where: { $0 + 1 < line.count && line[$0] == "/" && line[$0 + 1] == "/" }
            ) {
                line = Array(line[..<comment])
            }
            let trimmed = String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if trimmed.isEmpty { continue }
            if out.isEmpty || trimmed.hasPrefix(".") {
                out += trimmed
            } else if out.hasSuffix("{") || out.hasSuffix(" in") || trimmed.hasPrefix("}") {
                out += " " + trimmed
            } else {
                out += "; " + trimmed
            }
        }
        return out
    }
}

/// What a rule sees: the hierarchy, its VoiceOver order, the thresholds.
public struct AuditContext: Sendable {
    public let hierarchy: Hierarchy
    /// The VoiceOver order rules judge: `screenOrder` without the system's own
    /// UI (`ScreenTables.systemUI`: a page source's keyboard, status bar, share
    /// sheet, home screen and Safari's bars), whose elements are hidden here and
    /// are no stops.
    public let order: VoiceOverOrder
    /// Every stop VoiceOver reaches, the system's UI included: what
    /// `axaudit order` lists and order snapshots record.
    public let screenOrder: VoiceOverOrder
    public let thresholds: Thresholds
    /// Per element: its nearest table or collection view ancestor. Several
    /// rules ask, so it is worked out once per screen.
    public let nearestCollection: ElementMap<Element.Index>
    /// The screen's recorded VoiceOver order, when the run checks order
    /// snapshots (`--order-snapshots`); `nil` otherwise.
    public let recordedOrder: RecordedOrder?
    /// The screen as findings keep it, to write their text when a report asks.
    @usableFromInline let source: FindingSource
    /// The `ScreenTable`s rules have asked for (`table(_:)`).
    let tables = ScreenTableSlots()

    public init(
        hierarchy: Hierarchy, order: VoiceOverOrder, thresholds: Thresholds = Thresholds(),
        recordedOrder: RecordedOrder? = nil
    ) {
        self.init(
            hierarchy: hierarchy, order: order, nearestCollection: ScreenTables.nearestCollection(hierarchy),
            thresholds: thresholds, recordedOrder: recordedOrder)
    }

    /// `nearestCollection` must be `ScreenTables.nearestCollection(hierarchy)`.
    init(
        hierarchy: Hierarchy, order: VoiceOverOrder, nearestCollection: ElementMap<Element.Index>,
        thresholds: Thresholds,
        recordedOrder: RecordedOrder? = nil
    ) {
        self.hierarchy = hierarchy
        self.screenOrder = order
        self.order = ScreenTables.systemUI(hierarchy).map { order.excluding($0) } ?? order
        self.thresholds = thresholds
        self.nearestCollection = nearestCollection
        self.recordedOrder = recordedOrder
        source = FindingSource(hierarchy)
    }

    /// A finding of `rule` on `index`, with the rule's default severity unless
    /// given; its text is `rule.explanation(of: problem, …)`, written when a
    /// report asks for it.
    // Inlinable, so that each rule's module makes its findings with its own
    // type known: generic, each finding looked its problem box's type up at
    // run time and copied the rule's whole description.
    @inlinable public func finding<R: Rule>(
        _ rule: R.Type, at index: Element.Index, severity: Severity? = nil,
        _ problem: R.Problem
    ) -> Finding {
        Finding(rule, severity: severity, at: index, of: source, problem)
    }

    /// `items` in the order VoiceOver reads them on the screen: rows top to
    /// bottom (tops less than the order's `rowTolerance` apart share a row), each
    /// row from its leading side (the right, when `rightToLeft`).
    package func inReadingOrder(_ items: [Element.Index], rightToLeft: Bool) -> [Element.Index] {
        VoiceOverOrder.sortGeometrically(
            items, hierarchy, hidden: order.hidden, rightToLeft: rightToLeft, tolerance: order.rowTolerance)
    }

    /// Elements rules judge: visible and not inside an accessibility element (root excluded).
    public var reachedElements: [Element.Index] {
        (1..<Element.Index(hierarchy.elements.count)).filter { order.isReached($0) }
    }
}
