import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// GitHub Actions workflow commands: one annotation per finding and per input
/// error, `::error file=PATH,line=L,col=C,title=RULE-ID::MESSAGE` (warnings
/// `::warning`, info `::notice`). Paths are relative to the working directory
/// when under it, as annotations are matched against the checkout. The fix
/// follows the message on a second line of the annotation (after an order
/// change's diff). Stale baseline entries are notices without a file.
public struct GitHubReporter: Reporter {
    /// The directory paths are made relative to; `nil` is the process's working directory.
    public var workingDirectory: String?
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(workingDirectory: String? = nil, jobs: Int = 1) {
        self.workingDirectory = workingDirectory
        self.jobs = jobs
    }

    public func write(_ run: AuditRun, to out: inout some TextOutputStream) {
        let cwd = ReportPaths.normalized(workingDirectory ?? ReportPaths.currentDirectory())
        for file in run.files {
            let path = ReportPaths.relative(file.path, to: cwd) ?? file.path
            for error in file.inputErrors {
                Self.writeCommand(
                    "error", file: path, location: error.location, title: AuditRun.inputRuleID, message: error.message,
                    to: &out)
            }
            for (finding, text) in FindingsWithText(file.findings, jobs: jobs) {
                let findingPath =
                    finding.file == file.path ? path : (ReportPaths.relative(finding.file, to: cwd) ?? finding.file)
                // An order change carries its diff on the annotation's next lines.
                let diff = text.attachments.compactMap(\.orderChange).map { "\n" + $0.unifiedDiff.dropLast() }.joined()
                Self.writeCommand(
                    Self.command(for: finding.severity), file: findingPath, location: finding.location,
                    title: finding.ruleID, message: text.message + diff, fix: text.fix, to: &out)
            }
        }
        // A stale entry has no place in a file: a notice of the run.
        for entry in run.staleBaselineEntries {
            out.write("::notice title=baseline::")
            out.write(
                Self.escapeData(
                    "stale baseline entry, no longer found (fixed: rewrite the baseline): \(entry.screen): \(entry.rule) on \(entry.element)"
                ))
            out.write("\n")
        }
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// `::NAME file=…,line=…,col=…,title=…::MESSAGE`, and `%0AFix: FIX` after the
    /// message when there is a fix, written piece by piece rather than built as
    /// one string first, which the report's own stream would only copy.
    static func writeCommand(
        _ name: String, file: String, location: SourceLocation, title: String, message: String,
        fix: String? = nil, to out: inout some TextOutputStream
    ) {
        out.write("::")
        out.write(name)
        out.write(" file=")
        out.write(escapeProperty(file))
        if !location.isWholeFile {
            out.write(",line=")
            out.write(String(location.line))
            out.write(",col=")
            out.write(String(location.column))
        }
        out.write(",title=")
        out.write(escapeProperty(title))
        out.write("::")
        out.write(escapeData(message))
        if let fix {
            out.write("%0AFix: ")
            out.write(escapeData(fix))
        }
        out.write("\n")
    }

    /// A command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`, and other
    /// controls and `##[` shown rather than obeyed (see `LogText`).
    package static func escapeData(_ s: String) -> String {
        escape(LogText.visible(s, keepingLineBreaks: true), property: false)
    }

    /// A command's property value: as data, and `:` → `%3A`, `,` → `%2C`.
    package static func escapeProperty(_ s: String) -> String {
        escape(LogText.visible(s, keepingLineBreaks: true), property: true)
    }

    private static func escape(_ s: String, property: Bool) -> String {
        let mayBeReplaced = { (byte: UInt8) in
            byte == 0x25 || byte == 0x0D || byte == 0x0A || (property && (byte == 0x3A || byte == 0x2C))
        }
        guard s.containsUTF8Byte(where: mayBeReplaced) else { return s }
        var out: [UInt8] = []
        out.appendUTF8(
            s,
            replacing: { scalar in
                switch scalar {
                case "%": "%25"
                case "\r": "%0D"
                case "\n": "%0A"
                case ":" where property: "%3A"
                case "," where property: "%2C"
                default: nil
                }
            }, screenedBy: mayBeReplaced)
        return String(decoding: out, as: UTF8.self)
    }
}
