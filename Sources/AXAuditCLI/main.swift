import AXAudit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CMalloc)
import CMalloc
#endif

/// A usage problem: one line naming it and pointing to `--help`, exit 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// `--help` (or `-h`) among a command's arguments: the usage, exit 0.
struct HelpRequest: Error {}

/// An option of a command: its names, the value it takes (if any) and what it does.
struct OptionSpec<Options> {
    var names: [String]
    var valueName: String?
    var help: String
    var apply: (inout Options, String) throws -> Void
}

/// Table-driven parsing: `--name value`, `--name=value`, `-n value`, `-nvalue`,
/// `--` ends options, `--help` anywhere before it asks for the usage.
func parse<Options>(
    _ arguments: ArraySlice<String>, into options: inout Options,
    specs: [OptionSpec<Options>], positional: (inout Options, String) throws -> Void
) throws {
    var rest = arguments
    var onlyPositional = false
    while let argument = rest.popFirst() {
        if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
            try positional(&options, argument)
            continue
        }
        if argument == "--" {
            onlyPositional = true
            continue
        }
        if argument == "--help" || argument == "-h" { throw HelpRequest() }
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else if !argument.hasPrefix("--"), argument.count > 2 {
            // `-j4`, `-fjson`: a short option with its value attached.
            name = String(argument.prefix(2))
            inlineValue = String(argument.dropFirst(2))
        }
        guard let spec = specs.first(where: { $0.names.contains(name) }) else {
            let known = specs.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
            throw UsageError(
                "unknown option '\(name)'\(ConfigurationFile.suggestion(for: name, among: known))")
        }
        if let valueName = spec.valueName {
            guard let value = inlineValue ?? rest.popFirst() else {
                throw UsageError("option '\(name)' needs a value (\(valueName))")
            }
            try spec.apply(&options, value)
        } else {
            if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
            try spec.apply(&options, "")
        }
    }
}

func optionHelp<Options>(_ specs: [OptionSpec<Options>]) -> String {
    let rows = specs.map { spec -> (String, String) in
        (spec.names.joined(separator: ", ") + (spec.valueName.map { " " + $0 } ?? ""), spec.help)
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0.padded(to: width) + "  " + $0.1 }
        .joined(separator: "\n")
}

// MARK: - audit

struct AuditOptions {
    struct ReportRequest {
        var format: ReportFormat
        var output: String?
    }
    var paths: [String] = []
    var reports: [ReportRequest] = []
    var pendingOutput: String?
    var failOn: Severity? = .error
    var quiet = false
    var inputFormat = InputFormatOption.auto
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var configPath: String?
    var showSuppressed = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var orderSnapshotsDirectory: String?
    var recordOrderSnapshots = false
}

let auditSpecs: [OptionSpec<AuditOptions>] = [
    OptionSpec(
        names: ["--format", "-f"], valueName: ReportFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: "report format (default text); repeat for several reports"
    ) { options, value in
        guard let format = ReportFormat(rawValue: value) else {
            throw UsageError(
                "unknown format '\(value)' (expected \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
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
                "--report needs FORMAT:FILE with a format of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(value)'"
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
        help: "files (and, with fewer files than jobs, their rules) audited in parallel (default: the number of cores)"
    ) { options, value in
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError("--jobs '\(value)' is not a whole number of 1 or more")
        }
        options.jobs = jobs
    },
    OptionSpec(
        names: ["--config"], valueName: "FILE",
        help: "configuration file (default: .axaudit.json in this directory or a parent)"
    ) { options, value in
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

@MainActor func runAudit(_ arguments: ArraySlice<String>) throws -> Int32 {
    var options = AuditOptions()
    try parse(arguments, into: &options, specs: auditSpecs) { options, path in options.paths.append(path) }
    if let pending = options.pendingOutput { options.reports.append(.init(format: .text, output: pending)) }
    if options.reports.isEmpty { options.reports = [.init(format: .text, output: nil)] }
    guard !options.paths.isEmpty else { throw UsageError("no input: give hierarchy files or directories to audit") }
    if options.reports.filter({ $0.output == nil }).count > 1 {
        throw UsageError("only one report can go to standard output; give the others --output FILE")
    }
    if options.recordOrderSnapshots && options.orderSnapshotsDirectory == nil {
        throw UsageError("--record-order-snapshots needs --order-snapshots DIR (where to write them)")
    }
    guard let configuration = loadConfiguration(options.configPath) else { return 2 }
    var baseline: Baseline?
    if let path = options.baselinePath {
        do {
            baseline = try Baseline.load(
                path: path, ruleIDs: RuleRegistry.all.map { $0.description.id } + [AuditRun.inputWarningRuleID])
        } catch {
            printError(error.description)
            return 2
        }
    }
    let inputs = InputCollector.collect(options.paths)
    let conflicts = OutputConflicts.find(
        outputs: options.reports.compactMap { request in
            request.output.map { .init(what: "the \(request.format.rawValue) report", path: $0) }
        } + (options.writeBaselinePath.map { [.init(what: "the baseline written", path: $0)] } ?? []),
        inputs: inputs, configuration: configuration.sourcePath, baseline: options.baselinePath)
    if !conflicts.isEmpty {
        for conflict in conflicts { printError("axaudit: error: \(conflict); nothing was written") }
        return 2
    }
    var runner = AuditRunner(auditor: Auditor(configuration: configuration))
    runner.inputFormat = options.inputFormat
    runner.jobs = options.jobs
    runner.progress = ProgressLine.makeIfTerminal()
    runner.orderSnapshots = options.orderSnapshotsDirectory.map {
        OrderSnapshotOptions(directory: $0, record: options.recordOrderSnapshots)
    }
    // A single file's hierarchy is kept too: it is let go by the exit below, which
    // costs nothing, rather than element by element, which takes a while for a
    // large file. Many files' hierarchies are let go as each is audited.
    let singleFile = inputs.count == 1
    runner.keepsHierarchies =
        options.reports.contains { $0.format == .html }
        || options.baselinePath != nil || options.writeBaselinePath != nil || singleFile
    // The quiet text report shows only what fails the run: nothing else is kept.
    runner.keepsOnlyFailingFindings =
        options.quiet && options.reports.allSatisfy { $0.format == .text }
        && options.baselinePath == nil && options.writeBaselinePath == nil
    var run = runner.run(inputs: inputs, failOn: options.failOn)
    ProgressLine.clear()
    if let path = options.writeBaselinePath {
        do {
            let baseline = Baseline(run: run)
            try AtomicFile.write(to: path) { baseline.write(to: &$0) }
            printError("axaudit: wrote \(run.summary.findings) findings to the baseline \(path)")
        } catch {
            printError("axaudit: error: cannot write the baseline to '\(path)': \(error)")
            return 2
        }
    }
    // Recording never fails the run; a snapshot that cannot be written does (exit 2), after the reports.
    var snapshotWriteFailed = false
    if let directory = options.orderSnapshotsDirectory, options.recordOrderSnapshots {
        let recording = OrderSnapshotFiles.record(run, in: directory)
        for written in recording.written {
            printError("axaudit: wrote \(written.path) (\(written.status.rawValue))")
        }
        for conflict in recording.conflicts { printError("axaudit: warning: \(conflict)") }
        printError(
            "axaudit: recorded the VoiceOver order: \(recording.written.count) written, \(recording.unchanged) unchanged"
        )
        for error in recording.errors { printError("axaudit: error: cannot write the order snapshot \(error)") }
        snapshotWriteFailed = !recording.errors.isEmpty
    }
    baseline?.apply(to: &run)
    let reportOptions = ReportOptions(quiet: options.quiet, showSuppressed: options.showSuppressed, jobs: options.jobs)
    // Writing a baseline records the findings: they do not fail that run.
    var status = options.writeBaselinePath != nil && run.exitStatus == 1 ? 0 : run.exitStatus
    if snapshotWriteFailed { status = 2 }
    for request in options.reports {
        let reporter = request.format.reporter(reportOptions)
        do {
            if let output = request.output {
                try AtomicFile.write(to: output) { reporter.write(run, to: &$0) }
            } else {
                var standardOutput = FileOutputStream(fd: STDOUT_FILENO)
                reporter.write(run, to: &standardOutput)
                try standardOutput.finish()
            }
        } catch {
            printError(
                "axaudit: error: cannot write the \(request.format.rawValue) report to '\(request.output ?? "standard output")': \(error)"
            )
            status = 2
        }
    }
    // Input errors also go to stderr when the text report is not on the terminal's stdout.
    if !options.reports.contains(where: { $0.format == .text && $0.output == nil }) {
        for file in run.files {
            for error in file.inputErrors {
                printError("\(error.place(in: file.path)): error: \(error.message)")
            }
        }
    }
    // With every report in a file, the log would otherwise not say how the run went.
    if !options.quiet && !options.reports.contains(where: { $0.output == nil }) {
        printError(TextReporter.summaryLine(run))
    }
    // Everything is written: the process ends here, without freeing the findings
    // and hierarchies string by string first, which takes a while for a large file.
    withExtendedLifetime(run) { exit(status) }
}

// MARK: - order

struct OrderOptions {
    var file: String?
    var inputFormat = InputFormatOption.auto
    var snapshot = false
    var configPath: String?
}

/// The value of `--input-format`, for `audit` and `order` alike.
func inputFormat(_ value: String) throws -> InputFormatOption {
    guard let format = InputFormatOption(rawValue: value) else {
        throw UsageError(
            "--input-format '\(value)' is not one of \(InputFormatOption.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
    return format
}

let orderSpecs: [OptionSpec<OrderOptions>] = [
    OptionSpec(names: ["--input-format"], valueName: InputFormatOption.namesList, help: "how to read the file") {
        options, value in
        options.inputFormat = try inputFormat(value)
    },
    OptionSpec(
        names: ["--snapshot"], valueName: nil,
        help: "print the order snapshot, exactly as --record-order-snapshots writes it"
    ) { options, _ in
        options.snapshot = true
    },
    OptionSpec(
        names: ["--config"], valueName: "FILE",
        help: "configuration file (default: .axaudit.json in this directory or a parent)"
    ) { options, value in
        options.configPath = value
    },
]

/// The configuration given with `--config`, else the one discovery finds (with a
/// warning for each file it does not trust), else the defaults. Nil, after saying
/// why on stderr, when it cannot be read.
func loadConfiguration(_ explicitPath: String?) -> AuditConfiguration? {
    var path = explicitPath
    if path == nil {
        let discovery = ConfigurationFile.discover()
        for file in discovery.distrusted {
            printError("axaudit: warning: ignoring the configuration \(file); give it with --config to use it")
        }
        path = discovery.path.map { ReportPaths.display($0, relativeTo: ReportPaths.currentDirectory()) }
    }
    guard let path else { return AuditConfiguration() }
    do {
        return try ConfigurationFile.load(path: path)
    } catch {
        printError(error.description)
        return nil
    }
}

@MainActor func runOrder(_ arguments: ArraySlice<String>) throws -> Int32 {
    var options = OrderOptions()
    try parse(arguments, into: &options, specs: orderSpecs) { options, path in
        if options.file != nil { throw UsageError("order takes one file") }
        options.file = path
    }
    guard let file = options.file else { throw UsageError("order needs a FILE") }
    let imported = Importer.importFile(atPath: file, as: options.inputFormat)
    for error in imported.errors {
        printError("\(error.place(in: file)): error: \(error.message)")
    }
    guard var hierarchy = imported.hierarchy else { return 2 }
    // The configuration's roles and row tolerance, as an audit applies them, so
    // that the snapshot is the one a check compares with.
    guard let configuration = loadConfiguration(options.configPath) else { return 2 }
    RoleMapping.apply(configuration.roleMappings, to: &hierarchy)
    let order = VoiceOverOrder(hierarchy, rowTolerance: configuration.thresholds.readingOrderRowTolerance)
    let text = options.snapshot ? OrderSnapshot(hierarchy, order).rendered : OrderListing.render(hierarchy, order)
    guard writeStandardOutput(text, what: options.snapshot ? "the order snapshot" : "the order") else {
        return 2
    }
    return imported.errors.isEmpty ? 0 : 2
}

// MARK: - init

struct InitOptions {
    var path = ConfigurationFile.defaultName
    var force = false
}

let initSpecs: [OptionSpec<InitOptions>] = [
    OptionSpec(names: ["--force"], valueName: nil, help: "overwrite an existing file") { options, _ in
        options.force = true
    }
]

@MainActor func runInit(_ arguments: ArraySlice<String>) throws -> Int32 {
    var options = InitOptions()
    var gotPath = false
    try parse(arguments, into: &options, specs: initSpecs) { options, path in
        if gotPath { throw UsageError("init takes at most one FILE") }
        options.path = path
        gotPath = true
    }
    if FileManager.default.fileExists(atPath: options.path) && !options.force {
        printError("axaudit: error: \(options.path) exists; use --force to overwrite it")
        return 2
    }
    try AtomicFile.write(ConfigurationFile.starter(), to: options.path)
    print("wrote \(options.path)")
    return 0
}

/// A progress line on stderr, only when stderr is a terminal and the run lasts.
enum ProgressLine {
    static let shown = Locked(false)

    static func makeIfTerminal() -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(2) == 1 else { return nil }
        let start = Date()
        return { done, total in
            guard Date().timeIntervalSince(start) > 1 else { return }
            shown.withLock { $0 = true }
            writeStandardError("\raxaudit: \(done)/\(total) files")
        }
    }

    static func clear() {
        if shown.withLock({ $0 }) { writeStandardError("\r\u{1B}[K") }
    }
}

// MARK: - rules, explain

struct RulesOptions { var markdownDirectory: String? }

let rulesSpecs: [OptionSpec<RulesOptions>] = [
    OptionSpec(names: ["--markdown"], valueName: "DIR", help: "write one Markdown page per rule and README.md into DIR")
    { options, value in
        options.markdownDirectory = value
    }
]

@MainActor func runRules(_ arguments: ArraySlice<String>) throws -> Int32 {
    var options = RulesOptions()
    try parse(arguments, into: &options, specs: rulesSpecs) { _, argument in
        throw UsageError("rules takes no argument '\(argument)'")
    }
    let rules = RuleRegistry.all.map { $0.description }
    guard let directory = options.markdownDirectory else {
        return writeStandardOutput(RuleDocumentation.listing(rules), what: "the rules") ? 0 : 2
    }
    do {
        let count = try RulePages.write(rules, to: directory)
        print("wrote \(count) files to \(directory)")
        return 0
    } catch {
        printError("axaudit: error: \(error)")
        return 2
    }
}

@MainActor func runExplain(_ arguments: ArraySlice<String>) throws -> Int32 {
    var ids: [String] = []
    let none: [OptionSpec<[String]>] = []
    try parse(arguments, into: &ids, specs: none) { ids, id in ids.append(id) }
    guard ids.count == 1, let id = ids.first else {
        throw UsageError("explain needs one RULE id (see 'axaudit rules')")
    }
    guard let rule = RuleRegistry.rule(id: id) else {
        throw UsageError(
            "unknown rule '\(id)'; known rules: \(RuleRegistry.all.map { $0.description.id }.joined(separator: ", "))")
    }
    return writeStandardOutput(RuleDocumentation.explanation(rule.description), what: "the explanation") ? 0 : 2
}

// MARK: - main

let usage = """
    usage: axaudit [audit] PATH... [options]   audit hierarchy files (directories: every *.xml inside)
           axaudit order FILE [--snapshot]     print the simulated VoiceOver order (or its order snapshot)
           axaudit rules [--markdown DIR]      list the rules (or write their Markdown pages)
           axaudit explain RULE                print a rule's full description and examples
           axaudit init [FILE] [--force]       write a starter configuration (.axaudit.json)
           axaudit --help | --version

    audit options:
    \(optionHelp(auditSpecs))

    exit status: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage error or unreadable input
    """

/// Writes `text` to standard output; says so on stderr and returns false when it cannot
/// (a full disk, a closed pipe): a command whose output is lost must not exit 0.
func writeStandardOutput(_ text: String, what: String) -> Bool {
    var output = FileOutputStream(fd: STDOUT_FILENO)
    output.write(text)
    do {
        try output.finish()
        return true
    } catch {
        printError("axaudit: error: cannot write \(what) to standard output: \(error)")
        return false
    }
}

/// One line on stderr, with what came from the inputs shown rather than obeyed (see `LogText`).
func printError(_ message: String) {
    writeStandardError(LogText.lineStart(message) + "\n")
}

/// Written at once, unbuffered, as stderr is.
func writeStandardError(_ text: String) {
    // A failure to write to stderr has nowhere to be told.
    _ = FileOutputStream.writeAll(text, to: STDERR_FILENO)
}

@MainActor func main() -> Int32 {
    #if os(Linux) && canImport(CMalloc)
    // A block of 128 KiB or more gets its own mapping, returned to the system when
    // freed. glibc raises that threshold to the size of each such block freed, and
    // the rules' tables (arrays of one entry per element, freed rule after rule)
    // then stayed resident in the heap and raised the memory peak.
    _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    // Each file's hierarchy and findings are let go before the next file is read.
    // glibc gave the freed top of its heaps back to the system down to the last
    // default threshold after each file, and took it again, page fault by page
    // fault, for the next, which slowed runs of many small screens; a heap now keeps some spare.
    _ = mallopt(M_TOP_PAD, 1 << 20)
    #endif
    TemporaryFiles.removeOnSignals()
    var arguments = PathName.commandLineArguments.dropFirst()
    let command = arguments.first
    do {
        switch command {
        case "--help", "-h", "help":
            print(usage)
            return 0
        case "--version":
            print("\(AuditRun.toolName) \(AuditRun.toolVersion)")
            return 0
        case "order":
            arguments.removeFirst()
            return try runOrder(arguments)
        case "rules":
            arguments.removeFirst()
            return try runRules(arguments)
        case "explain":
            arguments.removeFirst()
            return try runExplain(arguments)
        case "init":
            arguments.removeFirst()
            return try runInit(arguments)
        case "audit":
            arguments.removeFirst()
            return try runAudit(arguments)
        default:
            return try runAudit(arguments)
        }
    } catch is HelpRequest {
        print(usage)
        return 0
    } catch let error as UsageError {
        let subcommand =
            command.flatMap { ["order", "rules", "explain", "init", "audit"].contains($0) ? " " + $0 : nil } ?? ""
        printError("axaudit: error: \(error.message); run 'axaudit\(subcommand) --help' for usage")
        return 2
    } catch {
        printError("axaudit: error: \(error)")
        return 2
    }
}

exit(main())
