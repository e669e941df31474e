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

    /// Reports list findings by file, line, column, then rule id.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// Puts `findings` in report order; equal ones keep their order. The positions
    /// are sorted and the findings then swapped into place: sorting the findings
    /// themselves copied each of their nine strings at every step of the merge.
    public static func sortForReport(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        var positions = Array(findings.indices)
        findings.withUnsafeBufferPointer { f in
            positions.sort { i, j in
                if reportOrder(f[i], f[j]) { return true }
                if reportOrder(f[j], f[i]) { return false }
                return i < j
            }
        }
        // Follow each cycle of the permutation: position k takes the finding at positions[k].
        for start in positions.indices where positions[start] != start {
            var k = start
            while positions[k] != start {
                let next = positions[k]
                findings.swapAt(k, next)
                positions[k] = k
                k = next
            }
            positions[k] = k
        }
    }
}
