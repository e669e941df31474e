import AXAuditKit

/// `axaudit [audit] PATH...`: audits hierarchy files and writes the reports.
package enum AuditCommand: Command {
    package static let name = "audit"
    package static let synopsis = "PATH... [options]"
    package static let summary = "audit hierarchy files (directories: every *.xml inside)"

    package static func run(_ options: AuditOptions, in context: CommandContext) throws -> Int32 {
        let options = try checked(options)
        guard let configuration = loadConfiguration(options.configPath, context: context) else { return 2 }
        var baseline: Baseline?
        if let path = options.baselinePath {
            do {
                baseline = try Baseline.load(
                    path: path, ruleIDs: RuleRegistry.all.map { $0.description.id } + [AuditRun.inputRuleID])
            } catch {
                context.printError(error.description)
                return 2
            }
        }
        let collected = InputCollector.collectNamingOthers(options.paths)
        let inputs = collected.inputs
        if !collected.passedOver.isEmpty && !options.quiet {
            context.printError(Self.passedOverNote(collected.passedOver))
        }
        // Once before the run, and once after it with the order snapshots the screens named.
        func conflicts(_ run: AuditRun?) -> Bool {
            let conflicts = OutputConflicts.find(
                outputs: options.reports.map { .init(what: "the \($0.format.rawValue) report", path: $0.output) }
                    + (options.writeBaselinePath.map { [.init(what: "the baseline written", path: $0)] } ?? []),
                inputs: inputs, configuration: configuration.sourcePath, baseline: options.baselinePath, run: run,
                standardOutput: context.output)
            for conflict in conflicts { context.printError("axaudit: error: \(conflict); nothing was written") }
            return !conflicts.isEmpty
        }
        if conflicts(nil) { return 2 }
        let reportOptions = ReportOptions(
            quiet: options.quiet, showSuppressed: options.showSuppressed, jobs: options.jobs)
        var runner = AuditRunner(auditor: Auditor(configuration: configuration))
        runner.inputFormat = options.inputFormat
        runner.jobs = options.jobs
        runner.progress = context.progressLine()
        runner.orderSnapshots = options.orderSnapshotsDirectory.map {
            OrderSnapshotOptions(directory: $0, record: options.recordOrderSnapshots)
        }
        var needs = options.reports.reduce(into: ReportNeeds()) { $0.formUnion($1.format.needs(reportOptions)) }
        if options.baselinePath != nil || options.writeBaselinePath != nil { needs.formUnion(Baseline.needs) }
        runner.keep(needs, fileCount: inputs.count)
        var run = runner.run(inputs: inputs, failOn: options.failOn)
        run.writesBaseline = options.writeBaselinePath != nil
        context.clearProgressLine()
        if options.orderSnapshotsDirectory != nil && conflicts(run) { return 2 }
        if let path = options.writeBaselinePath {
            do {
                let baseline = Baseline(run: run)
                try AtomicFile.write(to: path) { baseline.write(to: &$0) }
                context.printError("axaudit: wrote \(run.summary.findings) findings to the baseline \(path)")
            } catch {
                context.printError("axaudit: error: cannot write the baseline to '\(path)': \(error)")
                return 2
            }
        }
        // A changed order never fails a recording run (other findings still do); a snapshot that cannot be written does (exit 2), after the reports.
        var snapshotWriteFailed = false
        if let directory = options.orderSnapshotsDirectory, options.recordOrderSnapshots {
            snapshotWriteFailed = !recordOrderSnapshots(of: run, in: directory, context: context)
        }
        baseline?.apply(to: &run)
        context.keepUntilExit(run)
        // Writing a baseline records the findings: they do not fail that run (`AuditRun.exitStatus`).
        var status = run.exitStatus
        if snapshotWriteFailed { status = 2 }
        if !writeReports(of: run, options.reports, reportOptions, context: context) { status = 2 }
        // Input errors also go to stderr when the text report is not on the terminal's stdout.
        if !options.reports.contains(where: { $0.format == .text && $0.output == nil }) {
            for file in run.files {
                for error in file.inputErrors {
                    context.printError("\(error.place(in: file.path)): error: \(error.message)")
                }
            }
        }
        // With every report in a file, the log would otherwise not say how the run went.
        if !options.quiet && !options.reports.contains(where: { $0.output == nil }) {
            context.printError(TextReporter.summaryLine(run))
        }
        return status
    }

    /// Names the screens in another shape that a directory search passed over, up to five of them.
    static func passedOverNote(_ paths: [String]) -> String {
        let shown = paths.prefix(5).joined(separator: ", ")
        let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
        return "axaudit: note: not audited: \(shown)\(more): a directory means its *.xml files; "
            + "name a *.json page source or *.txt debugDescription to audit it"
    }

    /// Writes new and changed order snapshots and says what it wrote; false when one could not be written.
    private static func recordOrderSnapshots(of run: AuditRun, in directory: String, context: CommandContext) -> Bool {
        let recording = OrderSnapshotFiles.record(run, in: directory)
        for written in recording.written {
            context.printError("axaudit: wrote \(written.path) (\(written.status.rawValue))")
        }
        for conflict in recording.conflicts { context.printError("axaudit: warning: \(conflict)") }
        context.printError(
            "axaudit: recorded the VoiceOver order: \(recording.written.count) written, \(recording.unchanged) unchanged"
        )
        for error in recording.errors { context.printError("axaudit: error: cannot write the order snapshot \(error)") }
        return recording.errors.isEmpty
    }

    /// Writes every report asked for; false when one could not be written.
    private static func writeReports(
        of run: AuditRun, _ requests: [AuditOptions.ReportRequest], _ reportOptions: ReportOptions,
        context: CommandContext
    ) -> Bool {
        var allWritten = true
        for request in requests {
            let reporter = request.format.reporter(reportOptions)
            do {
                if let output = request.output {
                    try AtomicFile.write(to: output) { reporter.write(run, to: &$0) }
                } else {
                    var standardOutput = FileOutputStream(fd: context.output)
                    reporter.write(run, to: &standardOutput)
                    try standardOutput.finish()
                }
            } catch {
                context.printError(
                    "axaudit: error: cannot write the \(request.format.rawValue) report to '\(request.output ?? "standard output")': \(error)"
                )
                allWritten = false
            }
        }
        return allWritten
    }
}
