import AXAuditModel
import AXAuditImport
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
        self.source = source; self.section = section; self.quote = quote
    }
}

/// A finding an example must produce: which element (by `id`) and how severe.
public struct ExpectedFinding: Sendable, Equatable, CustomStringConvertible {
    public var elementID: String
    public var severity: Severity
    public init(_ elementID: String, _ severity: Severity) {
        self.elementID = elementID; self.severity = severity
    }
    public var description: String { "#\(elementID) \(severity.rawValue)" }
}

/// An example screen in a rule's description. Failing examples list exactly the
/// findings the rule must produce; passing examples must produce none.
public struct RuleExample: Sendable {
    public var title: String
    public var xml: String
    public var expected: [ExpectedFinding]
    public var isPassing: Bool { expected.isEmpty }

    public static func failing(_ title: String, _ xml: String, expect: [ExpectedFinding]) -> RuleExample {
        RuleExample(title: title, xml: xml, expected: expect)
    }

    public static func passing(_ title: String, _ xml: String) -> RuleExample {
        RuleExample(title: title, xml: xml, expected: [])
    }
}

/// Everything a person needs to understand a rule; `Rules/*.md`, `axaudit explain`
/// and the reports' rule metadata are generated from it.
public struct RuleDescription: Sendable {
    public var id: String
    public var title: String
    public var severity: Severity
    /// Why the rule exists, in a paragraph.
    public var rationale: String
    public var guidance: [GuidanceCitation]
    /// What VoiceOver does wrong when the rule fires.
    public var voiceOverImpact: String
    /// How to fix it, in words.
    public var fix: String
    /// How to fix it, in Swift.
    public var fixCode: String
    public var examples: [RuleExample]

    public init(id: String, title: String, severity: Severity, rationale: String, guidance: [GuidanceCitation],
                voiceOverImpact: String, fix: String, fixCode: String, examples: [RuleExample]) {
        self.id = id; self.title = title; self.severity = severity; self.rationale = rationale
        self.guidance = guidance; self.voiceOverImpact = voiceOverImpact; self.fix = fix
        self.fixCode = fixCode; self.examples = examples
    }
}

/// A check over one screen. Rules are pure: the same hierarchy gives the same
/// findings, whatever else runs.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: AuditContext) -> [Finding]
}

/// What a rule sees: the hierarchy, its VoiceOver order, the thresholds.
public struct AuditContext: Sendable {
    public let hierarchy: Hierarchy
    public let order: VoiceOverOrder
    public let thresholds: Thresholds
    /// Per element: its nearest table or collection view ancestor, or -1. Several
    /// rules ask, so it is worked out once per screen.
    public let nearestCollection: [Int32]
    /// The screen as findings keep it, to write their text when a report asks.
    let source: FindingSource

    public init(hierarchy: Hierarchy, order: VoiceOverOrder, thresholds: Thresholds = Thresholds()) {
        self.init(hierarchy: hierarchy, order: order, nearestCollection: ScreenTables.nearestCollection(hierarchy),
                  thresholds: thresholds)
    }

    /// `nearestCollection` must be `ScreenTables.nearestCollection(hierarchy)`.
    init(hierarchy: Hierarchy, order: VoiceOverOrder, nearestCollection: [Int32], thresholds: Thresholds) {
        self.hierarchy = hierarchy; self.order = order; self.thresholds = thresholds
        self.nearestCollection = nearestCollection
        source = FindingSource(hierarchy)
    }

    /// A finding on `index`, with the rule's default severity unless given, whose
    /// message and fix `text` writes when a report asks for them, from the
    /// screen it is given. It keeps what it captures until then: capture indices
    /// and numbers, or a table shared by all of a rule's findings, not the
    /// context or an element (a copy each).
    public func finding(_ rule: RuleDescription, at index: Element.Index, severity: Severity? = nil,
                        text: @escaping @Sendable (Hierarchy) -> (message: String, suggestion: String?)) -> Finding {
        Finding(ruleID: rule.id, severity: severity ?? rule.severity, at: index, of: source, text: text)
    }

    /// Elements rules judge: visible and not inside an accessibility element (root excluded).
    public var reachedElements: [Element.Index] {
        (1..<Element.Index(hierarchy.elements.count)).filter { order.isReached($0) }
    }
}

/// Numbers the rules compare against; the configuration file can change them.
public struct Thresholds: Sendable, Equatable {
    /// `reading-order-primary-last`: text at least this long counts as long content.
    public var primaryLastTextLength = 80
    /// `touch-target-size`: the smallest side of an interactive element, in points.
    public var minimumTouchTarget = 44.0
    public init() {}
}
