import AXAuditModel
import AXAuditEngine
/// A report of a whole run, written piece by piece to `output`: to a file as
/// it goes (the text of 100,000 findings is never one string in memory), or to
/// a String with `render`. Every format writes finding by finding: the
/// document formats (JSON, JUnit, SARIF, HTML) hand on what they have written
/// after each finding, and work out their totals before, from the run.
public protocol Reporter {
    func write(_ run: AuditRun, to output: inout some TextOutputStream)
}

extension Reporter {
    public func render(_ run: AuditRun) -> String {
        var text = ""
        write(run, to: &text)
        return text
    }
}

/// Settings that some reporters honour.
public struct ReportOptions: Sendable {
    /// Text: only what affects the exit status, no fixes, no summary.
    public var quiet = false
    /// Text: list suppressed findings too (they are always counted).
    public var showSuppressed = false
    /// How many threads may write the findings' text, and draw screens (HTML):
    /// the run's `--jobs`.
    public var jobs = 1
    public init(quiet: Bool = false, showSuppressed: Bool = false, jobs: Int = 1) {
        self.quiet = quiet
        self.showSuppressed = showSuppressed
        self.jobs = max(1, jobs)
    }
}

/// What a report, or a baseline, needs kept of a run.
public struct ReportNeeds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every finding, not only those that fail the run.
    public static let allFindings = ReportNeeds(rawValue: 1)
    /// Each file's hierarchy and VoiceOver order (to draw the screens).
    public static let hierarchies = ReportNeeds(rawValue: 2)
}

/// Every report format. Adding one is a file with its reporter and a case here;
/// the switch is exhaustive, so a format without a reporter does not compile.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case junit
    case sarif
    case github
    case html
    case codequality

    public func reporter(_ options: ReportOptions = ReportOptions()) -> any Reporter {
        switch self {
        case .text: TextReporter(quiet: options.quiet, showSuppressed: options.showSuppressed, jobs: options.jobs)
        case .json: JSONReporter(jobs: options.jobs)
        case .junit: JUnitReporter(jobs: options.jobs)
        case .sarif: SARIFReporter(jobs: options.jobs)
        case .github: GitHubReporter(jobs: options.jobs)
        case .html: HTMLReporter(jobs: options.jobs)
        case .codequality: CodeQualityReporter(jobs: options.jobs)
        }
    }

    /// What a report in this format reads from a run besides the text of the
    /// findings it shows: the runner keeps no more (`AuditRunner.keep(_:fileCount:)`).
    public func needs(_ options: ReportOptions) -> ReportNeeds {
        switch self {
        // The quiet text report shows only the findings that fail the run.
        case .text: options.quiet ? [] : [.allFindings]
        case .json, .junit, .sarif, .github, .codequality: [.allFindings]
        case .html: [.allFindings, .hierarchies]
        }
    }

    /// The extension of the sample reports in `Reports/` (`examples.<ext>`).
    public var sampleFileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .junit: "junit.xml"
        case .sarif: "sarif"
        case .github: "github.txt"
        case .html: "html"
        case .codequality: "codequality.json"
        }
    }
}
