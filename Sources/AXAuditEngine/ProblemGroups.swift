import AXAuditModel

/// The findings of one rule, at one severity, on one component across the
/// screens of a run: the same card failing on 40 screens is one group. Groups
/// summarize; every finding is still reported on its screen.
public struct ProblemGroup: Sendable, Equatable {
    /// What a component is: the element's class, and its accessibility identifier when it has one.
    /// In a page source, where every element's class is its XCUIElementType and its `name`
    /// is its label when it has no identifier, a component is the type, and the identifier
    /// when `name` is one, else whether the element has a label: 14 unlabelled buttons on
    /// 3 screens are one component, not 14.
    public struct Component: Sendable, Hashable {
        /// Whether a page-source element without an identifier has a label.
        public enum LabelPattern: String, Sendable, Hashable {
            case unlabelled = "no label"
            case labelled
        }

        public var className: String
        public var accessibilityIdentifier: String?
        /// Page sources only, for an element without an identifier.
        public var labelPattern: LabelPattern?

        public init(className: String, accessibilityIdentifier: String?, labelPattern: LabelPattern? = nil) {
            self.className = className
            self.accessibilityIdentifier = accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            self.labelPattern = self.accessibilityIdentifier == nil ? labelPattern : nil
        }

        /// The component of an element of a screen read in `format`.
        public init(_ element: Element, format: InputFormat) {
            switch format {
            case .axaudit:
                self.init(className: element.className, accessibilityIdentifier: element.accessibilityIdentifier)
            case .xcuitest:
                let label = element.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
                // WebDriverAgent writes the label as `name` when there is no identifier.
                let identifier = element.accessibilityIdentifier.flatMap { $0 == label ? nil : $0 }
                self.init(
                    className: element.className, accessibilityIdentifier: identifier,
                    labelPattern: label == nil ? .unlabelled : .labelled)
            }
        }

        /// `ProductCardCell`, `ProductCardCell 'product-card'`, or `XCUIElementTypeButton (no label)`.
        public var name: String {
            if let accessibilityIdentifier { return className + " '" + accessibilityIdentifier + "'" }
            if let labelPattern { return className + " (" + labelPattern.rawValue + ")" }
            return className
        }
    }

    public var ruleID: String
    public var severity: Severity
    public var component: Component
    /// The screens with such a finding: indices into the run's `files`, in their order.
    public var files: [Int]
    /// How many findings, on all those screens.
    public var findings: Int
    /// The first finding in report order: its file and place.
    public var firstFile: String
    public var firstLocation: SourceLocation

    /// How many screens have such a finding.
    public var screens: Int { files.count }
}

extension AuditRun {
    /// Every reported finding (not suppressed or in the baseline) in exactly one
    /// group, most severe first, then the groups on the most screens, the most
    /// findings, then in the run's rule order and by component, so that the
    /// order is the same for every run of the same findings.
    public var problemGroups: [ProblemGroup] {
        struct Key: Hashable {
            var ruleID: String
            var severity: Severity
            var component: ProblemGroup.Component
        }
        var position: [Key: Int] = [:]
        var groups: [ProblemGroup] = []
        for (fileIndex, file) in files.enumerated() {
            for finding in file.findings {
                let key = Key(ruleID: finding.ruleID, severity: finding.severity, component: finding.component)
                if let k = position[key] {
                    groups[k].findings += 1
                    if groups[k].files.last != fileIndex { groups[k].files.append(fileIndex) }
                } else {
                    position[key] = groups.count
                    groups.append(
                        ProblemGroup(
                            ruleID: key.ruleID, severity: key.severity, component: key.component, files: [fileIndex],
                            findings: 1, firstFile: finding.file, firstLocation: finding.location))
                }
            }
        }
        var ruleOrder: [String: Int] = [:]
        for (k, rule) in rules.enumerated() where ruleOrder[rule.id] == nil { ruleOrder[rule.id] = k }
        return groups.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.screens != b.screens { return a.screens > b.screens }
            if a.findings != b.findings { return a.findings > b.findings }
            let (ra, rb) = (ruleOrder[a.ruleID] ?? rules.count, ruleOrder[b.ruleID] ?? rules.count)
            if ra != rb { return ra < rb }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            if a.component.name != b.component.name { return a.component.name < b.component.name }
            return (a.firstFile, a.firstLocation.line, a.firstLocation.column)
                < (b.firstFile, b.firstLocation.line, b.firstLocation.column)
        }
    }

    /// Whether the run covers several screens, and so gets a list of its most common problems.
    public var coversSeveralScreens: Bool { files.count > 1 }
}
