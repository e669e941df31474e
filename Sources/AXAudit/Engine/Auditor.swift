/// Which rules run, at which severity.
public struct AuditConfiguration: Sendable {
    public var rules: [any Rule]
    public var severityOverrides: [String: Severity] = [:]
    public var thresholds = Thresholds()

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }) {
        self.rules = rules
    }

    public var ruleDescriptions: [RuleDescription] { rules.map { type(of: $0).description } }
}

/// Runs the rules over one hierarchy.
public struct Auditor: Sendable {
    public var configuration: AuditConfiguration

    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    public struct Result: Sendable {
        public var order: VoiceOverOrder
        /// Sorted by line, column, rule id.
        public var findings: [Finding]
        /// Findings an `axaudit-ignore` attribute silenced; counted, never dropped.
        public var suppressed: [Finding]
    }

    public func audit(_ hierarchy: Hierarchy) -> Result {
        let order = VoiceOverOrder(hierarchy)
        let context = AuditContext(hierarchy: hierarchy, order: order, thresholds: configuration.thresholds)
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        for rule in configuration.rules {
            for var finding in rule.check(context) {
                if let severity = configuration.severityOverrides[finding.ruleID] { finding.severity = severity }
                if Auditor.isIgnored(finding, in: hierarchy) {
                    suppressed.append(finding)
                } else {
                    findings.append(finding)
                }
            }
        }
        findings.sort(by: Finding.reportOrder)
        suppressed.sort(by: Finding.reportOrder)
        return Result(order: order, findings: findings, suppressed: suppressed)
    }

    /// `axaudit-ignore` on the element or an ancestor names the rule, or `all`.
    static func isIgnored(_ finding: Finding, in hierarchy: Hierarchy) -> Bool {
        var current: Element.Index? = finding.element.index
        while let i = current {
            let ignored = hierarchy[i].ignoredRules
            if ignored.contains("all") || ignored.contains(finding.ruleID) { return true }
            current = hierarchy[i].parent
        }
        return false
    }
}
