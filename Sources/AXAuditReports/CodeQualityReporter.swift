import AXAuditModel
import AXAuditPlatform
import AXAuditEngine

/// GitLab Code Quality: a JSON array of issues, each with the fields GitLab's
/// documentation lists (`description`, `check_name`, `fingerprint`, `severity`,
/// `location.path`, `location.lines.begin`), for `artifacts:reports:codequality`.
/// GitLab shows the issues a merge request adds and fixes by comparing
/// fingerprints, which are the SARIF ones (`FindingFingerprint`): a screen
/// exported again keeps them.
///
/// Input errors are issues too (`check_name` `input-error`, `critical`: the file
/// was not audited as it should be), and so are stale baseline entries
/// (`stale-baseline-entry`, `info`, on the first line of their screen's file: the
/// baseline can shrink).
public struct CodeQualityReporter: Reporter {
    /// The directory paths are made relative to; `nil` is the process's working directory.
    public var workingDirectory: String?
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(workingDirectory: String? = nil, jobs: Int = 1) {
        self.workingDirectory = workingDirectory
        self.jobs = jobs
    }

    /// GitLab's severities are info, minor, major, critical and blocker: a finding
    /// that fails a run by default (`error`) is `major`, leaving `critical` for input
    /// that could not be audited and `blocker` unused.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        let cwd = ReportPaths.normalized(workingDirectory ?? ReportPaths.currentDirectory())
        let json = JSONWriter()
        func issue(description: String, check: String, fingerprint: String, severity: String, path: String, line: Int) {
            json.object {
                json.field("description", description)
                json.field("check_name", check)
                json.field("fingerprint", fingerprint)
                json.field("severity", severity)
                json.key("location") {
                    json.object {
                        json.field("path", ReportPaths.relative(path, to: cwd) ?? path)
                        json.key("lines") { json.object { json.field("begin", max(1, line)) } }
                    }
                }
            }
        }
        var staleByScreen = Dictionary(grouping: run.staleBaselineEntries, by: \.screen)
        json.array(run.files) { file in
            let errorFingerprints = FindingFingerprint.fingerprints(ofInputErrorsOf: file)
            for (error, fingerprint) in zip(file.inputErrors, errorFingerprints) {
                issue(
                    description: error.message, check: AuditRun.inputErrorID, fingerprint: fingerprint,
                    severity: "critical", path: file.path, line: error.location.line)
                json.flush(into: &output)
            }
            let findings = zip(FindingsWithText(file.findings, jobs: jobs), FindingFingerprint.fingerprints(of: file))
            for ((finding, text), fingerprint) in findings {
                issue(
                    description: text.message, check: finding.ruleID, fingerprint: fingerprint,
                    severity: Self.severity(finding.severity), path: finding.file, line: finding.location.line)
                json.flush(into: &output)
            }
            // On the first file of the screen only; entries recorded twice are told apart.
            var seen: [String: Int] = [:]
            for entry in staleByScreen.removeValue(forKey: file.screen) ?? [] {
                let key = "stale-baseline-entry\u{1F}" + entry.key
                seen[key, default: 0] += 1
                let fingerprint = FindingFingerprint.value(key: key, occurrence: seen[key]!)
                issue(
                    description:
                        "stale baseline entry, no longer found (fixed: rewrite the baseline): \(entry.rule) on \(entry.element)",
                    check: "stale-baseline-entry", fingerprint: fingerprint, severity: "info", path: file.path, line: 1)
            }
        }
        json.flush(into: &output)
        output.write("\n")
    }
}
