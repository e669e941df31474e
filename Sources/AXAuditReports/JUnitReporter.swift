import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// JUnit XML for CI test dashboards (validated against Jenkins xUnit's junit-10.xsd).
///
/// - `<testsuites>`: the run, with totals.
/// - one `<testsuite>` per audited file, named after the screen, with properties
///   `file`, `format`, `elements`, `suppressed`, and a `staleBaselineEntry`
///   (`RULE on ELEMENT`) per baseline entry of the screen no finding matched.
/// - one `<testcase name="RULE-ID" classname="axaudit.SCREEN">` per rule applied
///   to the file (and per other rule id that has findings there).
///   Findings at or above `--fail-on` make one `<failure>` whose `type` is the
///   highest severity among them, `message` a one-line count, and body one line
///   per failing finding (`path:line:col: severity: message`, then the element
///   and the fix). Findings below `--fail-on` go to the testcase's `<system-out>`:
///   every finding appears exactly once.
/// - `<testcase name="VoiceOver order">` for `reading-order-changed`, when the
///   run checks order snapshots: it fails when the screen's order changed.
/// - `<testcase name="input">` when the file has input errors (one `<error
///   type="input-error">` listing all of them) or input warnings (findings of
///   the pseudo-rule `input`, treated as the findings of a rule; with an input
///   error present, failing input warnings are listed in the error's body).
///
/// Nothing is ever skipped, so `skipped` is 0; `<testsuites>` carries no
/// `skipped` attribute because junit-10.xsd does not allow one there.
/// No per-rule time is taken: each testcase gets an equal share of its
/// file's time. No timestamp, so two runs over the same input differ only in times.
public struct JUnitReporter: Reporter {
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(jobs: Int = 1) { self.jobs = jobs }

    /// A testcase, with its findings as positions in the file's findings: the
    /// failure and system-out texts are written finding by finding, not built.
    struct Case {
        var name: String
        /// At or above `--fail-on`.
        var failing: [Int] = []
        var passing: [Int] = []
        /// The `input` testcase of a file with input errors: one `<error>`.
        var isInputError = false

        var hasFailure: Bool { !failing.isEmpty && !isInputError }
    }

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        let suites = run.files.map { cases(for: $0, in: run) }
        let xml = XMLWriter()
        let tests = suites.reduce(0) { $0 + $1.count }
        let failures = suites.reduce(0) { $0 + $1.filter(\.hasFailure).count }
        let errors = suites.reduce(0) { $0 + $1.filter(\.isInputError).count }
        let totals: [(String, String)] = [
            ("name", AuditRun.toolName), ("tests", String(tests)), ("failures", String(failures)),
            ("errors", String(errors)), ("time", ReportPaths.seconds(run.seconds)),
        ]
        if run.files.isEmpty {
            xml.empty("testsuites", totals)
            xml.flush(into: &output)
            return
        }
        xml.start("testsuites", totals)
        // Each under the first suite of its screen.
        var staleEntries = Dictionary(grouping: run.staleBaselineEntries, by: \.screen)
        let suiteNames = Self.suiteNames(run.files)
        for ((file, cases), suiteName) in zip(zip(run.files, suites), suiteNames) {
            xml.start(
                "testsuite",
                [
                    ("name", suiteName), ("tests", String(cases.count)),
                    ("failures", String(cases.filter(\.hasFailure).count)),
                    ("errors", String(cases.filter(\.isInputError).count)),
                    ("time", ReportPaths.seconds(file.seconds)), ("skipped", "0"),
                ])
            xml.start("properties")
            xml.empty("property", [("name", "file"), ("value", file.path)])
            xml.empty("property", [("name", "format"), ("value", file.format?.rawValue ?? "unknown")])
            xml.empty("property", [("name", "elements"), ("value", String(file.elementCount))])
            xml.empty("property", [("name", "suppressed"), ("value", String(file.suppressed.count))])
            if let configuration = run.configuration {
                xml.empty("property", [("name", "configuration"), ("value", configuration)])
            }
            for entry in staleEntries[file.screen] ?? [] {
                xml.empty("property", [("name", "staleBaselineEntry"), ("value", "\(entry.rule) on \(entry.element)")])
            }
            staleEntries[file.screen] = nil
            xml.end()
            let caseTime = ReportPaths.seconds(cases.isEmpty ? 0 : file.seconds / Double(cases.count))
            var entryStart = EntryStart()
            var entry = XMLCharacterData()
            /// One entry per finding, each handed on to `output` as it is written.
            func entries(_ positions: [Int]) {
                for (finding, text) in FindingsWithText(positions.map { file.findings[$0] }, jobs: jobs) {
                    entry.removeAll()
                    Self.writeEntry(finding, text, start: entryStart.of(finding), to: &entry)
                    xml.text(entry)
                    xml.flush(into: &output)
                }
            }
            let classname = "\(AuditRun.toolName).\(suiteName)"
            for testCase in cases {
                let attributes = [("name", testCase.name), ("classname", classname), ("time", caseTime)]
                if !testCase.isInputError && testCase.failing.isEmpty && testCase.passing.isEmpty {
                    xml.empty("testcase", attributes)
                    continue
                }
                xml.start("testcase", attributes)
                if testCase.isInputError, let first = file.inputErrors.first {
                    var message = TextReporter.oneLine(first.message)
                    if file.inputErrorCount > 1 {
                        message += " (and \(counted(file.inputErrorCount - 1, "more input error")))"
                    }
                    xml.leaf("error", [("type", AuditRun.inputErrorID), ("message", message)]) {
                        for error in file.inputErrors {
                            xml.text(
                                "\(error.place(in: file.path)): error: \(TextReporter.oneLine(error.message))\n"
                            )
                        }
                        // Failing input warnings, which would otherwise be the case's failure.
                        if !testCase.failing.isEmpty {
                            xml.text("\ninput warnings (\(Self.summary(testCase.failing, in: file))):\n")
                            entries(testCase.failing)
                        }
                    }
                } else if let highest = testCase.failing.lazy.map({ file.findings[$0].severity }).max() {
                    xml.leaf(
                        "failure", [("type", highest.rawValue), ("message", Self.summary(testCase.failing, in: file))]
                    ) {
                        entries(testCase.failing)
                    }
                }
                if !testCase.passing.isEmpty { xml.leaf("system-out") { entries(testCase.passing) } }
                xml.end()
            }
            xml.end()
            xml.flush(into: &output)
        }
        xml.end()
        xml.flush(into: &output)
    }

    /// The testcases of one file, in report order: `input` first, then the rules
    /// as applied, then any other rule id with findings, in order of appearance.
    func cases(for file: FileReport, in run: AuditRun) -> [Case] {
        // Room for the rules applied, the input case and a few other rule ids.
        var caseOfRule: [String: Int] = [:]
        caseOfRule.reserveCapacity(file.rulesApplied.count + 4)
        var cases: [Case] = []
        cases.reserveCapacity(file.rulesApplied.count + 4)
        func addCase(_ rule: String) {
            caseOfRule[rule] = cases.count
            // The order check reads as what it tests, once per screen.
            cases.append(Case(name: rule == OrderSnapshot.checkRuleID ? OrderChangeFields.junitCaseName : rule))
        }
        let hasInputCase = file.hasInputError || file.findings.contains { $0.ruleID == AuditRun.inputRuleID }
        if hasInputCase {
            addCase(AuditRun.inputRuleID)
            cases[0].isInputError = file.hasInputError
        }
        for rule in file.rulesApplied where rule != AuditRun.inputRuleID { addCase(rule) }
        for (position, finding) in file.findings.enumerated() {
            if caseOfRule[finding.ruleID] == nil { addCase(finding.ruleID) }
            let c = caseOfRule[finding.ruleID]!
            if run.fails(finding.severity) {
                cases[c].failing.append(position)
            } else {
                cases[c].passing.append(position)
            }
        }
        return cases
    }

    /// `3 findings: 2 errors, 1 warning`
    static func summary(_ positions: [Int], in file: FileReport) -> String {
        var bySeverity: [Severity: Int] = [:]
        for position in positions { bySeverity[file.findings[position].severity, default: 0] += 1 }
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            guard let n = bySeverity[severity] else { continue }
            parts.append(severity == .info ? "\(n) info" : counted(n, severity.rawValue))
        }
        return counted(positions.count, "finding") + ": " + parts.joined(separator: ", ")
    }

    /// The start of an entry's line, `path:`, as character data: the file made
    /// visible (`LogText.lineStart`) and escaped once for a run of entries of one
    /// file, not once an entry.
    struct EntryStart {
        private var file = ""
        private var escaped = ":"

        mutating func of(_ finding: Finding) -> String {
            let file = finding.file
            if file != self.file { (self.file, escaped) = (file, XMLEscaping.text(LogText.lineStart(file)) + ":") }
            return escaped
        }
    }

    /// One finding as failure or system-out text: the text report's line
    /// (without the rule id, which the testcase names), the element, and the
    /// fix. Written piece by piece into the entry: the message and the fix on
    /// one line (`TextReporter.oneLine`, which `LogText` makes visible) and
    /// escaped (`XMLEscaping`), the writer's own separators and numbers as they
    /// are. `start` is `EntryStart.of(finding)`.
    static func writeEntry(
        _ finding: Finding, _ findingText: FindingText, start: String, to entry: inout XMLCharacterData
    ) {
        entry.writeMarkupFree(start)
        entry.write(finding.location.line)
        entry.writeMarkupFree(":")
        entry.write(finding.location.column)
        entry.writeMarkupFree(": ")
        entry.writeMarkupFree(finding.severity.rawValue)
        entry.writeMarkupFree(": ")
        entry.write(TextReporter.oneLine(findingText.message))
        entry.writeMarkupFree("\n    element: ")
        entry.write(findingText.element.path)
        entry.writeMarkupFree("\n")
        if let fix = findingText.fix {
            entry.writeMarkupFree("    fix: ")
            entry.write(TextReporter.oneLine(fix))
            entry.writeMarkupFree("\n")
        }
        for case .orderChange(let change) in findingText.attachments { OrderChangeFields.writeDiff(change, to: &entry) }
    }
}

extension JUnitReporter {
    /// Each file's suite name: its screen's name, and where two files have the
    /// same screen name (two `Products` screens in different folders), the
    /// screen's name with the file's path, so that no two suites share a name
    /// (a test view merges or drops suites of the same name).
    static func suiteNames(_ files: [FileReport]) -> [String] {
        var counts: [String: Int] = [:]
        for file in files { counts[file.screen, default: 0] += 1 }
        return files.map { counts[$0.screen]! > 1 ? "\($0.screen) (\($0.path))" : $0.screen }
    }
}
