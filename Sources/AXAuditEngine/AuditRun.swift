import AXAuditPlatform
import AXAuditModel

/// The outcome of auditing one input file.
public struct FileReport: Sendable {
    /// The path as given on the command line (or found under a given directory).
    public var path: String
    public var screen: String
    public var format: InputFormat?
    public var elementCount: Int
    /// Input errors: the file could not be read, or an attribute is wrong. Any makes the run exit 2.
    public var inputErrors: [InputError]
    /// Sorted by line, column, rule id. Input warnings appear as findings of rule `input`.
    /// Only the failing ones in a run of many files that `keepsOnlyFailingFindings`.
    public var findings: [Finding]
    public var suppressed: [Finding]
    /// Findings a `--baseline` file already knows: not reported, counted.
    public var baselined: [Finding] = []
    /// Rules that ran on this file (none when it could not be read).
    public var rulesApplied: [String]
    /// Kept for reports that draw the screen.
    public var hierarchy: Hierarchy?
    public var order: VoiceOverOrder?
    /// Wall time of reading, importing and auditing the file.
    public var seconds: Double
    /// With `--record-order-snapshots`: the snapshot to write for this screen.
    public var orderSnapshot: OrderSnapshotRecord? = nil
    /// The file was read into a screen and its rules ran (a file refused as
    /// input, with errors, was not; one with errors in attributes was).
    public var wasAudited = false
    /// With `--order-snapshots`: the snapshot file this screen's check or recording read.
    public var orderSnapshotPath: String? = nil

    public init(
        path: String, screen: String, format: InputFormat?, elementCount: Int, inputErrors: [InputError],
        findings: [Finding], suppressed: [Finding], baselined: [Finding] = [], rulesApplied: [String],
        hierarchy: Hierarchy?, order: VoiceOverOrder?, seconds: Double
    ) {
        self.path = path
        self.screen = screen
        self.format = format
        self.elementCount = elementCount
        self.inputErrors = inputErrors
        self.findings = findings
        self.suppressed = suppressed
        self.baselined = baselined
        self.rulesApplied = rulesApplied
        self.hierarchy = hierarchy
        self.order = order
        self.seconds = seconds
    }

    public var hasInputError: Bool { !inputErrors.isEmpty }

    /// Input errors found, those not listed (beyond a file's first 100) included.
    public var inputErrorCount: Int { inputErrors.reduce(0) { $0 + $1.standsFor } }
}

/// The outcome of a whole run, what every reporter renders.
public struct AuditRun: Sendable {
    public static let toolName = "axaudit"
    /// The one place the version is written: `axaudit --version`, the reports, the
    /// SARIF driver; `VersionTests` holds the formula, the action and the changelog to it.
    public static let toolVersion = "0.1.0"
    /// Where the project lives: rule pages (`helpUri`) link into it at the version's tag.
    public static let repositoryURL = "https://github.com/axaudit/axaudit"
    /// The pseudo-rule `input`: what a finding, a JUnit test case or an
    /// annotation about the input itself (an input warning or error), not
    /// about a rule, gives as its rule.
    public static let inputRuleID = "input"
    /// What names an input error where a report gives each problem a kind: the
    /// SARIF notification's descriptor, the JUnit error's type, the Code Quality
    /// check, the rule of the error's fingerprint.
    public static let inputErrorID = "input-error"

    public var files: [FileReport]
    public var rules: [RuleDescription]
    /// Findings at or above this severity make the run fail; `nil` is `--fail-on never`.
    public var failOn: Severity?
    public var seconds: Double
    /// Input paths the configuration's `exclude` skipped.
    public var excluded: [String] = []
    /// The configuration file the run used, as the reports name it; nil for the defaults.
    public var configuration: String?
    /// Baseline entries of audited screens that no finding matched: fixed, so the baseline can shrink.
    public var staleBaselineEntries: [BaselineEntry] = []
    /// The run writes a baseline (`--write-baseline`): its findings are
    /// recorded, not failed on.
    public var writesBaseline = false

    public init(files: [FileReport], rules: [RuleDescription], failOn: Severity?, seconds: Double) {
        self.files = files
        self.rules = rules
        self.failOn = failOn
        self.seconds = seconds
    }

    public struct Summary: Sendable, Equatable {
        /// Files audited.
        public var files = 0
        /// Files refused as input (each has an input error).
        public var notAudited = 0
        public var errors = 0
        public var warnings = 0
        public var infos = 0
        public var inputErrors = 0
        public var filesWithInputErrors = 0
        public var suppressed = 0
        public var baselined = 0
        public var staleBaselineEntries = 0
        public var excluded = 0
        public var findings: Int { errors + warnings + infos }
    }

    public var summary: Summary {
        var summary = Summary()
        // A file refused as input was not audited: counted apart.
        summary.files = files.filter(\.wasAudited).count
        summary.notAudited = files.count - summary.files
        summary.staleBaselineEntries = staleBaselineEntries.count
        summary.excluded = excluded.count
        for file in files {
            summary.inputErrors += file.inputErrorCount
            if file.hasInputError { summary.filesWithInputErrors += 1 }
            summary.suppressed += file.suppressed.count
            summary.baselined += file.baselined.count
            for finding in file.findings {
                switch finding.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .info: summary.infos += 1
                }
            }
        }
        return summary
    }

    public func fails(_ severity: Severity) -> Bool {
        AuditRun.fails(severity, failOn: failOn)
    }

    /// Whether a finding of `severity` fails a run with this `failOn`.
    public static func fails(_ severity: Severity, failOn: Severity?) -> Bool {
        failOn.map { severity >= $0 } ?? false
    }

    /// 2: an input could not be read; 1: a finding at or above `failOn`, unless
    /// the run writes a baseline; else 0.
    public var exitStatus: Int32 {
        if files.contains(where: \.hasInputError) { return 2 }
        if !writesBaseline && hasFailingFindings { return 1 }
        return 0
    }

    /// A finding at or above `failOn`.
    public var hasFailingFindings: Bool {
        files.contains(where: { $0.findings.contains { fails($0.severity) } })
    }
}
