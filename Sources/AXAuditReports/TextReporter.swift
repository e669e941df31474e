import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// For people and editors: `path:line:col: severity: message [rule-id]`, the fix
/// indented under it, and a summary line.
public struct TextReporter: Reporter {
    /// Only what affects the exit status (input errors, findings at or above
    /// `--fail-on`), without fixes or summary.
    public var quiet = false
    public var showSuppressed = false
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(quiet: Bool = false, showSuppressed: Bool = false, jobs: Int = 1) {
        self.quiet = quiet
        self.showSuppressed = showSuppressed
        self.jobs = jobs
    }

    public func write(_ run: AuditRun, to out: inout some TextOutputStream) {
        for file in run.files {
            for error in file.inputErrors {
                out.write(
                    "\(error.place(in: LogText.lineStart(file.path))): error: \(TextReporter.oneLine(error.message)) [\(AuditRun.inputRuleID)]\n"
                )
            }
            let shown = quiet ? file.findings.filter { run.fails($0.severity) } : file.findings
            var shownFile = ShownFile()
            for (finding, text) in FindingsWithText(shown, jobs: jobs) {
                TextReporter.writeLine(for: finding, message: text.message, shownFile: shownFile.of(finding), to: &out)
                if !quiet, let fix = text.fix {
                    out.write("    fix: ")
                    out.write(TextReporter.oneLine(fix))
                    out.write("\n")
                }
                if !quiet {
                    for case .orderChange(let change) in text.attachments {
                        OrderChangeFields.writeDiff(change, to: &out)
                    }
                }
            }
            if showSuppressed && !quiet {
                for (finding, text) in FindingsWithText(file.suppressed, jobs: jobs) {
                    TextReporter.writeLine(
                        for: finding, message: text.message, suppressed: true, shownFile: shownFile.of(finding),
                        to: &out)
                }
            }
        }
        if !quiet {
            for entry in run.staleBaselineEntries {
                out.write(TextReporter.staleEntryLine(entry) + "\n")
            }
        }
        if !quiet {
            TextReporter.writeProblemGroups(run, to: &out)
            out.write(TextReporter.summaryLine(run) + "\n")
        }
    }

    /// A finding's file as its line starts with it (`LogText.lineStart`), made
    /// visible again only when the file changes: the findings a reporter walks
    /// come file by file.
    struct ShownFile {
        private var file = ""
        private var shown = ""

        mutating func of(_ finding: Finding) -> String {
            let file = finding.file
            if file != self.file { (self.file, shown) = (file, LogText.lineStart(file)) }
            return shown
        }
    }

    public static func line(for finding: Finding) -> String {
        var line = ""
        writeLine(for: finding, message: finding.rendered().message, to: &line)
        return line
    }

    /// Writes the line piece by piece rather than building it by interpolation
    /// first: the report is written by one thread after all the others are
    /// done. JUnit entries start with the same line without the rule id (their
    /// test case names the rule), written on their own (`JUnitReporter.writeEntry`).
    /// `shownFile` is the finding's file as `LogText.lineStart` shows it, when
    /// the caller has it already (see `ShownFile`).
    static func writeLine(
        for finding: Finding, message: String, suppressed: Bool = false, shownFile: String? = nil,
        to out: inout some TextOutputStream
    ) {
        out.write(shownFile ?? LogText.lineStart(finding.file))
        out.write(":")
        out.write(String(finding.location.line))
        out.write(":")
        out.write(String(finding.location.column))
        out.write(": ")
        out.write(finding.severity.rawValue)
        out.write(": ")
        out.write(oneLine(message))
        out.write(" [")
        out.write(LogText.visible(finding.ruleID))
        out.write(suppressed ? ", suppressed]\n" : "]\n")
    }

    public static func summaryLine(_ run: AuditRun) -> String {
        let s = run.summary
        var parts = [
            "\(counted(s.files, "file")) audited" + (s.notAudited > 0 ? ", \(s.notAudited) not audited" : ""),
            "\(counted(s.errors, "error")), \(counted(s.warnings, "warning")), \(s.infos) info",
        ]
        if s.inputErrors > 0 {
            parts.append("\(counted(s.inputErrors, "input error")) in \(counted(s.filesWithInputErrors, "file"))")
        }
        if s.suppressed > 0 { parts.append("\(s.suppressed) suppressed") }
        if s.baselined > 0 { parts.append("\(s.baselined) in the baseline") }
        if s.staleBaselineEntries > 0 {
            parts.append(
                "\(counted(s.staleBaselineEntries, "stale baseline entry", plural: "stale baseline entries")) (fixed: rewrite the baseline)"
            )
        }
        if s.excluded > 0 { parts.append("\(s.excluded) excluded by configuration") }
        if let configuration = run.configuration { parts.append("configuration " + LogText.visible(configuration)) }
        let verdict: String
        switch run.exitStatus {
        case 0 where run.writesBaseline && run.hasFailingFindings:
            verdict = "recorded in the baseline (--write-baseline fails on no finding)"
        case 0: verdict = "passed"
        case 1: verdict = "failed (findings at or above --fail-on \(run.failOn?.rawValue ?? "never"))"
        default: verdict = "failed (input errors)"
        }
        return parts.joined(separator: "; ") + ": " + verdict
    }

    /// A stale baseline entry, as the text report and stderr show it; the
    /// entry's fields come from the baseline file.
    public static func staleEntryLine(_ entry: BaselineEntry) -> String {
        "baseline: stale entry, no longer found: " + LogText.visible(entry.screen) + ": "
            + LogText.visible(entry.rule) + " on " + LogText.visible(entry.element)
    }

    /// Messages come from labels: keep each report line one line, with any
    /// other control shown rather than obeyed (see `LogText`).
    static func oneLine(_ s: String) -> String {
        // Almost no message has a line break or anything else to show: one byte
        // scan rules both out (every line break is a scalar `LogText` shows)
        // without breaking the text into Characters, which is slow.
        guard LogText.mayChange(s) else { return s }
        guard hasLineBreak(s) else { return LogText.visible(s) }
        return LogText.visible(s.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// LF, VT, FF, CR, NEL (C2 85), LINE and PARAGRAPH SEPARATOR (E2 80 A8/A9):
    /// the scalars `Character.isNewline` accepts, found in the UTF-8 bytes.
    static func hasLineBreak(_ s: String) -> Bool {
        // Most messages are ASCII without a control character: a simple pass tells.
        guard s.hasControlOrNonASCIIByte else { return false }
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        return s.containsUTF8Byte { byte in
            defer {
                beforePrevious = previous
                previous = byte
            }
            return (byte >= 0x0A && byte <= 0x0D) || (byte == 0x85 && previous == 0xC2)
                || ((byte == 0xA8 || byte == 0xA9) && previous == 0x80 && beforePrevious == 0xE2)
        }
    }
}

extension String {
    /// Whether any UTF-8 byte is a control character (below 0x20) or not ASCII:
    /// text without one holds no line break of any kind.
    package var hasControlOrNonASCIIByte: Bool {
        containsUTF8Byte { $0 < 0x20 || $0 >= 0x80 }
    }
}
