import AXAuditKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `axaudit audit`'s options, as its option table fills them.
package struct AuditOptions {
    package struct ReportRequest: Equatable {
        package var format: ReportFormat
        /// Nil: standard output.
        package var output: String?
    }
    package var paths: [String] = []
    package var reports: [ReportRequest] = []
    /// An `--output` given before any `--format`: the text report's.
    var pendingOutput: String?
    package var failOn: Severity? = .error
    package var quiet = false
    package var inputFormat = InputFormatOption.auto
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    package var configPath: String?
    package var showSuppressed = false
    package var baselinePath: String?
    package var writeBaselinePath: String?
    package var orderSnapshotsDirectory: String?
    package var recordOrderSnapshots = false
}

extension AuditCommand {
    private static let formatNames = ReportFormat.allCases.map(\.rawValue)

    package static let options: [OptionSpec<AuditOptions>] = [
        OptionSpec(
            names: ["--format", "-f"], valueName: formatNames.joined(separator: "|"),
            help: "report format (default text); repeat for several reports"
        ) { options, value in
            guard let format = ReportFormat(rawValue: value) else {
                throw UsageError("unknown format '\(value)' (expected \(formatNames.joined(separator: ", ")))")
            }
            options.reports.append(.init(format: format, output: options.pendingOutput))
            options.pendingOutput = nil
        },
        OptionSpec(
            names: ["--output", "-o"], valueName: "FILE",
            help: "write the preceding --format's report to FILE (atomically) instead of standard output"
        ) { options, value in
            if options.reports.isEmpty || options.reports[options.reports.count - 1].output != nil {
                if options.reports.isEmpty && options.pendingOutput == nil {
                    options.pendingOutput = value
                    return
                }
                throw UsageError("--output '\(value)' follows no --format of its own")
            }
            options.reports[options.reports.count - 1].output = value
        },
        OptionSpec(
            names: ["--report"], valueName: "FORMAT:FILE",
            help: "shorthand for --format FORMAT --output FILE"
        ) { options, value in
            guard let colon = value.firstIndex(of: ":"), let format = ReportFormat(rawValue: String(value[..<colon])),
                value.index(after: colon) < value.endIndex
            else {
                throw UsageError(
                    "--report needs FORMAT:FILE with a format of \(formatNames.joined(separator: ", ")), got '\(value)'"
                )
            }
            options.reports.append(.init(format: format, output: String(value[value.index(after: colon)...])))
        },
        OptionSpec(
            names: ["--fail-on"], valueName: "error|warning|info|never",
            help: "exit 1 when a finding is at or above this severity (default error)"
        ) { options, value in
            if value == "never" {
                options.failOn = nil
                return
            }
            guard let severity = Severity(rawValue: value) else {
                throw UsageError("--fail-on '\(value)' is not error, warning, info or never")
            }
            options.failOn = severity
        },
        OptionSpec(
            names: ["--input-format"], valueName: InputFormatOption.namesList,
            help: "how to read the inputs (default auto: XML by the root element, text by its first characters)"
        ) { options, value in
            options.inputFormat = try inputFormat(value)
        },
        OptionSpec(
            names: ["--jobs", "-j"], valueName: "N",
            help:
                "files (and, with fewer files than jobs, their rules) audited in parallel (default: the number of cores)"
        ) { options, value in
            guard let jobs = Int(value), jobs >= 1 else {
                throw UsageError("--jobs '\(value)' is not a whole number of 1 or more")
            }
            options.jobs = jobs
        },
        OptionSpec(names: ["--config"], valueName: "FILE", help: configHelp) { options, value in
            options.configPath = value
        },
        OptionSpec(
            names: ["--baseline"], valueName: "FILE",
            help: "report only findings not in this baseline, and its stale entries"
        ) { options, value in
            options.baselinePath = value
        },
        OptionSpec(
            names: ["--write-baseline"], valueName: "FILE",
            help: "record this run's findings as the baseline in FILE"
        ) { options, value in
            options.writeBaselinePath = value
        },
        OptionSpec(
            names: ["--order-snapshots"], valueName: "DIR",
            help: "compare each screen's VoiceOver order with DIR/<screen>.order (reading-order-changed)"
        ) { options, value in
            options.orderSnapshotsDirectory = value
        },
        OptionSpec(
            names: ["--record-order-snapshots"], valueName: nil,
            help: "write new and changed order snapshots to the --order-snapshots DIR instead of checking them"
        ) { options, _ in
            options.recordOrderSnapshots = true
        },
        OptionSpec(
            names: ["--show-suppressed"], valueName: nil,
            help: "text: list suppressed findings too (they are always counted)"
        ) { options, _ in
            options.showSuppressed = true
        },
        OptionSpec(
            names: ["--quiet", "-q"], valueName: nil,
            help: "text: print only input errors and findings that fail the run, no fixes or summary"
        ) { options, _ in
            options.quiet = true
        },
    ]

    package static func defaultOptions() -> AuditOptions { AuditOptions() }

    package static func addArgument(_ argument: String, to options: inout AuditOptions) throws {
        options.paths.append(argument)
    }

    /// The reports asked for, every check that needs all options at once done.
    static func checked(_ options: AuditOptions) throws -> AuditOptions {
        var options = options
        if let pending = options.pendingOutput { options.reports.append(.init(format: .text, output: pending)) }
        options.pendingOutput = nil
        if options.reports.isEmpty { options.reports = [.init(format: .text, output: nil)] }
        guard !options.paths.isEmpty else { throw UsageError("no input: give hierarchy files or directories to audit") }
        if options.reports.filter({ $0.output == nil }).count > 1 {
            throw UsageError("only one report can go to standard output; give the others --output FILE")
        }
        if options.recordOrderSnapshots && options.orderSnapshotsDirectory == nil {
            throw UsageError("--record-order-snapshots needs --order-snapshots DIR (where to write them)")
        }
        return options
    }
}
