import AXAuditModel
import AXAuditPlatform
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which rules run, at which severity, and what the configuration file adds.
public struct AuditConfiguration: Sendable {
    public var rules: [any Rule]
    public var severityOverrides: [String: Severity] = [:]
    public var thresholds = Thresholds()
    /// Per rule id: elements not to report (suppressed, counted).
    public var ignoreLists: [String: RuleIgnoreList] = [:]
    public var roleMappings: [RoleMapping] = []
    /// Input paths not to audit (counted in the summary).
    public var exclude: [Glob] = []
    /// The configuration file this came from, if any.
    public var sourcePath: String?

    /// Every rule a configuration file may name (its ids are checked against them).
    public var availableRules: [any Rule.Type]

    /// Exactly these rules; a configuration file may name only them.
    public init(rules: [any Rule]) {
        self.availableRules = rules.map { type(of: $0) }
        self.rules = rules
    }

    /// All of `availableRules`, each at its default severity.
    public init(availableRules: [any Rule.Type]) {
        self.availableRules = availableRules
        self.rules = availableRules.map { $0.init() }
    }

    public var ruleDescriptions: [RuleDescription] { rules.map { type(of: $0).description } }

    /// `exclude` globs match the path as given (without a leading `./`), or the
    /// path relative to the configuration file's directory, so `Generated/**`
    /// works however the inputs were named on the command line.
    public func excludes(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        var candidates = [path.hasPrefix("./") ? String(path.dropFirst(2)) : path]
        if let sourcePath {
            let base = URL(fileURLWithPath: sourcePath).standardizedFileURL.deletingLastPathComponent().path
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if absolute.hasPrefix(prefix) { candidates.append(String(absolute.dropFirst(prefix.count))) }
        }
        return exclude.contains { glob in candidates.contains { glob.matches($0) } }
    }
}

/// Runs the rules over one hierarchy.
public struct Auditor: Sendable {
    public var configuration: AuditConfiguration
    /// Threads the rules of one screen are spread over. The runner gives spare
    /// workers to a screen when there are fewer screens than jobs: a single large
    /// file would otherwise run its rules on one core of two.
    public var ruleWorkers = 1

    public init(configuration: AuditConfiguration) {
        self.configuration = configuration
    }

    public struct Result: Sendable {
        /// The hierarchy the rules saw: the input with the configuration's role mappings applied.
        public var hierarchy: Hierarchy
        public var order: VoiceOverOrder
        /// Sorted by line, column, rule id.
        public var findings: [Finding]
        /// Findings an `axaudit-ignore` attribute or the configuration's ignore
        /// lists silenced; counted, never dropped.
        public var suppressed: [Finding]
    }

    /// `recordedOrder`: the screen's recorded VoiceOver order, when the run
    /// checks order snapshots.
    public func audit(_ input: Hierarchy, recordedOrder: RecordedOrder? = nil) -> Result {
        var hierarchy = input
        RoleMapping.apply(configuration.roleMappings, to: &hierarchy)
        let (order, nearestCollection, ignores) = prepare(hierarchy)
        let context = AuditContext(
            hierarchy: hierarchy, order: order, nearestCollection: nearestCollection,
            thresholds: configuration.thresholds, recordedOrder: recordedOrder)
        var findings: [Finding] = []
        var suppressed: [Finding] = []
        var perRule = check(context)
        if ignores == nil && configuration.severityOverrides.isEmpty && configuration.ignoreLists.isEmpty {
            // Nothing to override or suppress: the common case, without a lookup per finding.
            findings = Finding.mergedForReport(&perRule)
        } else {
            for ruleFindings in perRule {
                for var finding in ruleFindings {
                    if let severity = configuration.severityOverrides[finding.ruleID] { finding.severity = severity }
                    if ignores?.ignores(finding.ruleID, at: finding.elementIndex, in: hierarchy) == true
                        || configuration.ignoreLists[finding.ruleID]?.matches(hierarchy[finding.elementIndex]) == true
                    {
                        suppressed.append(finding)
                    } else {
                        findings.append(finding)
                    }
                }
            }
            Finding.sortForReport(&findings)
        }
        Finding.sortForReport(&suppressed)
        return Result(hierarchy: hierarchy, order: order, findings: findings, suppressed: suppressed)
    }

    /// What every rule needs of a screen: the VoiceOver order (its stops come
    /// later, when a rule asks), each element's nearest list, and where
    /// `axaudit-ignore` applies. With a second worker, the last two are worked out
    /// beside the order, which takes longest.
    private func prepare(_ hierarchy: Hierarchy) -> (VoiceOverOrder, ElementMap<Element.Index>, IgnoreIndex?) {
        guard ruleWorkers > 1 && hierarchy.elements.count >= Self.concurrentPreparationMinimum else {
            return (
                VoiceOverOrder(hierarchy, rowTolerance: configuration.thresholds.readingOrderRowTolerance),
                ScreenTables.nearestCollection(hierarchy), IgnoreIndex(hierarchy)
            )
        }
        let order = Locked<VoiceOverOrder?>(nil)
        let tables = Locked<(nearestCollection: ElementMap<Element.Index>, ignores: IgnoreIndex?)>(
            (ElementMap(count: 0), nil))
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                let computed = VoiceOverOrder(
                    hierarchy, rowTolerance: configuration.thresholds.readingOrderRowTolerance)
                order.withLock { $0 = computed }
            } else {
                let computed = (ScreenTables.nearestCollection(hierarchy), IgnoreIndex(hierarchy))
                tables.withLock { $0 = computed }
            }
        }
        let (nearestCollection, ignores) = tables.withLock { $0 }
        return (order.withLock { $0! }, nearestCollection, ignores)
    }

    /// Below this many elements, a screen's preparation takes less than a
    /// millisecond: not worth waking a second thread.
    static let concurrentPreparationMinimum = 20_000

    /// Each rule's findings, in the configuration's rule order whatever the
    /// number of workers, so reports do not depend on `ruleWorkers`.
    private func check(_ context: AuditContext) -> [[Finding]] {
        let rules = configuration.rules
        let workers = min(ruleWorkers, rules.count)
        guard workers > 1 else { return rules.map { $0.check(context) } }
        let results = ResultSlots<[Finding]>(count: rules.count)
        // Rules are handed out one at a time: they differ widely in cost, so a
        // fixed split would leave one worker idle.
        let next = Locked(0)
        let priority = rules.map { type(of: $0).workerPriority }
        let takingOrder = rules.indices.sorted { (-priority[$0], $0) < (-priority[$1], $1) }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let k = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard k < rules.count else { break }
                let i = takingOrder[k]
                results.set(i, rules[i].check(context))
            }
        }
        return results.take().map { $0 ?? [] }
    }
}

/// Where `axaudit-ignore` applies: for each element, the nearest element at or
/// above it that carries the attribute. Built once per screen, and only for
/// screens that use the attribute, so a finding is checked without walking
/// every ancestor.
package struct IgnoreIndex: Sendable {
    private let nearest: ElementMap<Element.Index>

    init?(_ hierarchy: Hierarchy) {
        guard hierarchy.elements.contains(where: { $0.hasIgnoredRules }) else { return nil }
        nearest = ElementMap.nearest(in: hierarchy, orSelf: true) { hierarchy.elements[Int($0)].hasIgnoredRules }
    }

    /// `axaudit-ignore` on the element or an ancestor names the rule, or `all`.
    func ignores(_ ruleID: String, at index: Element.Index, in hierarchy: Hierarchy) -> Bool {
        var current = nearest[index]
        while let carrier = current {
            let rules = hierarchy[carrier].ignoredRules
            if rules.contains("all") || rules.contains(ruleID) { return true }
            guard let parent = hierarchy[carrier].parent else { break }
            current = nearest[parent]
        }
        return false
    }
}
