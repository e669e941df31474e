import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the input files, audits them (in parallel, in a deterministic order).
public struct AuditRunner: Sendable {
    public var auditor: Auditor
    public var inputFormat: InputFormatOption = .auto
    public var limits = ImportLimits()
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Keep each file's hierarchy and order in its report, for the reports that
    /// draw screens and for baselines; without them a run of thousands of files
    /// holds only findings.
    public var keepsHierarchies = true
    /// For a run whose one report is the quiet text report, which shows only the
    /// findings at or above the run's `failOn` (none with `--fail-on never`): a
    /// run of many files, which writes each file's findings' text as the file is
    /// done, keeps only those and writes no other text: for thousands of screens
    /// the text of findings no one sees is a large share of the work. A run of
    /// one file writes text only when a report asks for it, and keeps every
    /// finding: letting them go one by one costs more than keeping them.
    public var keepsOnlyFailingFindings = false
    /// Write each file's findings' text when the file is done (see `run`).
    var writesFindingsPerFile = false
    /// The run's `failOn`, for `keepsOnlyFailingFindings`.
    private var failOn: Severity?
    /// Check each screen's VoiceOver order against its recorded snapshot, or record it.
    public var orderSnapshots: OrderSnapshotOptions?
    /// Called with (files done, total) from worker threads, one call at a time.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(auditor: Auditor = Auditor()) {
        self.auditor = auditor
    }

    /// Keeps what `needs` asks for (what the run's reports and baselines need,
    /// `ReportFormat.needs`) and no more. A run of one file keeps its hierarchy
    /// all the same: it is let go with the run, at the process's exit, which
    /// costs nothing, rather than element by element as the file is done, which
    /// takes a while for a large file.
    public mutating func keep(_ needs: ReportNeeds, fileCount: Int) {
        keepsHierarchies = needs.contains(.hierarchies) || fileCount == 1
        keepsOnlyFailingFindings = !needs.contains(.allFindings)
    }

    public func run(paths: [String], failOn: Severity?) -> AuditRun {
        run(inputs: InputCollector.collect(paths), failOn: failOn)
    }

    /// Audits inputs `InputCollector.collect` found.
    public func run(inputs collected: [InputCollector.Input], failOn: Severity?) -> AuditRun {
        let start = DispatchTime.now()
        var collected = collected
        var excluded: [String] = []
        if !auditor.configuration.exclude.isEmpty {
            collected.removeAll { input in
                guard auditor.configuration.excludes(input.path) else { return false }
                excluded.append(input.path)
                return true
            }
        }
        if collected.isEmpty && !excluded.isEmpty {
            // A run that audits nothing must not pass for a clean one.
            let path = auditor.configuration.sourcePath ?? ConfigurationFile.defaultName
            collected = [
                InputCollector.Input(
                    path: path,
                    error: InputError(
                        "exclude leaves nothing to audit: all \(excluded.count) input files are excluded",
                        at: .wholeFile))
            ]
        }
        let inputs = collected
        let workers = max(1, min(jobs, inputs.count))
        var spread = self
        spread.auditor.ruleWorkers = max(1, jobs / max(1, inputs.count))
        // A file's findings hold its screen until their text is written: with more
        // files to come, and no screens kept for the report, each file's text is
        // written as the file is done, so that its screen can go.
        spread.writesFindingsPerFile = !keepsHierarchies && inputs.count > 1
        spread.failOn = failOn
        let runner = spread
        let reports = ResultSlots<FileReport>(count: inputs.count)
        // Files done so far; the progress callback is called under its lock, one call at a time.
        let done = Locked(0)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for i in stride(from: worker, to: inputs.count, by: workers) {
                reports.set(i, runner.audit(inputs[i]))
                if let progress {
                    done.withLock { count in
                        count += 1
                        progress(count, inputs.count)
                    }
                }
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var run = AuditRun(
            files: reports.take().map { $0! }, rules: auditor.configuration.ruleDescriptions,
            failOn: failOn, seconds: seconds)
        run.excluded = excluded
        run.configuration = auditor.configuration.sourcePath
        return run
    }

    func audit(_ input: InputCollector.Input) -> FileReport {
        let start = DispatchTime.now()
        if input.error == nil && input.path == "-" {
            do {
                return audit(bytes: try InputFile.readStandardInput(), path: input.path)
            } catch {
                return report(
                    on: ImportResult(hierarchy: nil, format: nil, errors: [error]), path: input.path, since: start)
            }
        }
        // A link the repository holds may not lead out of it (`WorkingTree`).
        let refusal = input.error == nil ? WorkingTree.current().refusalToRead(input.path) : nil
        let imported =
            (input.error ?? refusal.map { InputError("cannot read the file: \($0)", at: .wholeFile) }).map {
                ImportResult(hierarchy: nil, format: nil, errors: [$0])
            }
            ?? Importer.importFile(atPath: input.path, as: inputFormat, limits: limits, workers: auditor.ruleWorkers)
        return report(on: imported, path: input.path, since: start)
    }

    /// Audits bytes already in memory as if they were the file `path`.
    public func audit(bytes: [UInt8], path: String) -> FileReport {
        let start = DispatchTime.now()
        return report(
            on: Importer.importBytes(bytes, file: path, as: inputFormat, limits: limits), path: path, since: start)
    }

    private func report(on imported: ImportResult, path: String, since start: DispatchTime) -> FileReport {
        var report = FileReport(
            path: path, screen: Importer.screenName(fromFile: path),
            format: imported.format, elementCount: 0, inputErrors: imported.errors, findings: [],
            suppressed: [], rulesApplied: [], hierarchy: nil, order: nil, seconds: 0)
        if let hierarchy = imported.hierarchy {
            let snapshotPath = orderSnapshots.map { $0.path(for: hierarchy, inputPath: path) }
            var recordedOrder: RecordedOrder?
            var existingSnapshot: String?
            if let snapshotPath {
                report.orderSnapshotPath = snapshotPath
                switch OrderSnapshotFiles.read(
                    snapshotPath, limit: OrderSnapshotFiles.sizeLimit(elements: hierarchy.elementsBelowRoot))
                {
                case .text(let text): existingSnapshot = text
                case .missing: break
                case .unreadable(let reason):
                    report.inputErrors.append(
                        InputError(
                            "cannot read the order snapshot \(snapshotPath): \(reason)",
                            at: SourceLocation(line: 1, column: 1)))
                }
                if orderSnapshots?.record == false {
                    recordedOrder = RecordedOrder(path: snapshotPath, text: existingSnapshot)
                }
            }
            let result = auditor.audit(hierarchy, recordedOrder: recordedOrder)
            report.wasAudited = true
            if let snapshotPath, orderSnapshots?.record == true {
                let text = OrderSnapshot(result.hierarchy, result.order).rendered
                report.orderSnapshot = OrderSnapshotRecord(
                    path: snapshotPath, text: text,
                    status: existingSnapshot == nil ? .new : existingSnapshot == text ? .unchanged : .changed)
            }
            report.screen = hierarchy.screen
            report.elementCount = hierarchy.elementsBelowRoot
            if imported.warnings.isEmpty {
                report.findings = result.findings
            } else {
                report.findings =
                    result.findings + imported.warnings.map { AuditRunner.inputWarning($0, in: hierarchy) }
                Finding.sortForReport(&report.findings)
            }
            report.suppressed = result.suppressed
            if writesFindingsPerFile {
                if keepsOnlyFailingFindings {
                    report.findings.removeAll { !AuditRun.fails($0.severity, failOn: failOn) }
                    report.suppressed = []
                }
                report.findings = report.findings.map { $0.written() }
                report.suppressed = report.suppressed.map { $0.written() }
            }
            report.rulesApplied = auditor.configuration.rules.map { type(of: $0).description.id }
            // The order check runs only against a recording.
            if recordedOrder == nil { report.rulesApplied.removeAll { $0 == AuditRunner.orderCheckRuleID } }
            if keepsHierarchies {
                report.hierarchy = result.hierarchy
                report.order = result.order
            }
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// The rule that compares a screen's order with its snapshot.
    package static let orderCheckRuleID = OrderSnapshot.checkRuleID

    static func inputWarning(_ warning: InputError, in hierarchy: Hierarchy) -> Finding {
        // Elements are in document order, so their locations are sorted.
        var low = 0, high = hierarchy.elements.count - 1
        var found: Element.Index = 0
        while low <= high {
            let mid = (low + high) / 2
            let location = hierarchy.elements[mid].location
            if location == warning.location {
                found = Element.Index(mid)
                break
            }
            if location < warning.location { low = mid + 1 } else { high = mid - 1 }
        }
        return Finding(
            ruleID: AuditRun.inputRuleID, severity: .warning, message: warning.message, fix: nil,
            element: ElementReference(found, in: hierarchy), file: hierarchy.file, location: warning.location,
            elementIdentity: Baseline.identity(of: found, in: hierarchy))
    }
}

extension Baseline {
    /// What reading or writing a baseline needs kept of a run: every finding,
    /// and the hierarchies.
    public static let needs: ReportNeeds = [.allFindings, .hierarchies]
}
