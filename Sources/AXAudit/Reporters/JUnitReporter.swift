/// JUnit XML for CI test dashboards (validated against Jenkins xUnit's junit-10.xsd).
///
/// - `<testsuites>`: the run, with totals.
/// - one `<testsuite>` per audited file, named after the screen, with properties
///   `file`, `format`, `elements`, `suppressed`.
/// - one `<testcase name="RULE-ID" classname="axaudit.SCREEN">` per rule applied
///   to the file (and per other rule id that has findings there).
///   Findings at or above `--fail-on` make one `<failure>` whose `type` is the
///   highest severity among them, `message` a one-line count, and body one line
///   per failing finding (`path:line:col: severity: message`, then the element
///   and the fix). Findings below `--fail-on` go to the testcase's `<system-out>`:
///   every finding appears exactly once.
/// - `<testcase name="input">` when the file has input errors (one `<error
///   type="input-error">` listing all of them) or input warnings (findings of
///   the pseudo-rule `input`, treated as the findings of a rule; with an input
///   error present, failing input warnings are listed in the error's body).
///
/// Nothing is ever skipped, so `skipped` is 0; `<testsuites>` carries no
/// `skipped` attribute because junit-10.xsd does not allow one there.
/// No per-rule time is measured: each testcase gets an equal share of its
/// file's time. No timestamp, so two runs over the same input differ only in times.
public struct JUnitReporter: Reporter {
    public init() {}

    public static let inputTestName = "input"

    struct Case {
        var name: String
        var failure: (type: String, message: String, body: String)?
        var error: (type: String, message: String, body: String)?
        var systemOut: String
    }

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        output.write(document(run))
    }

    func document(_ run: AuditRun) -> String {
        let suites = run.files.map { cases(for: $0, in: run) }
        let xml = XMLWriter()
        let tests = suites.reduce(0) { $0 + $1.count }
        let failures = suites.reduce(0) { $0 + $1.filter { $0.failure != nil && $0.error == nil }.count }
        let errors = suites.reduce(0) { $0 + $1.filter { $0.error != nil }.count }
        let totals: [(String, String)] = [
            ("name", AuditRun.toolName), ("tests", String(tests)), ("failures", String(failures)),
            ("errors", String(errors)), ("time", ReportPaths.seconds(run.seconds)),
        ]
        if run.files.isEmpty {
            xml.empty("testsuites", totals)
            return xml.output
        }
        xml.start("testsuites", totals)
        for (file, cases) in zip(run.files, suites) {
            let suiteFailures = cases.filter { $0.failure != nil && $0.error == nil }.count
            let suiteErrors = cases.filter { $0.error != nil }.count
            xml.start("testsuite", [
                ("name", file.screen), ("tests", String(cases.count)), ("failures", String(suiteFailures)),
                ("errors", String(suiteErrors)), ("time", ReportPaths.seconds(file.seconds)), ("skipped", "0"),
            ])
            xml.start("properties")
            xml.empty("property", [("name", "file"), ("value", file.path)])
            xml.empty("property", [("name", "format"), ("value", file.format?.rawValue ?? "unknown")])
            xml.empty("property", [("name", "elements"), ("value", String(file.elementCount))])
            xml.empty("property", [("name", "suppressed"), ("value", String(file.suppressed.count))])
            xml.end()
            let caseTime = ReportPaths.seconds(cases.isEmpty ? 0 : file.seconds / Double(cases.count))
            for testCase in cases {
                let attributes = [("name", testCase.name), ("classname", "\(AuditRun.toolName).\(file.screen)"),
                                  ("time", caseTime)]
                if testCase.error == nil && testCase.failure == nil && testCase.systemOut.isEmpty {
                    xml.empty("testcase", attributes)
                    continue
                }
                xml.start("testcase", attributes)
                if let error = testCase.error {
                    xml.leaf("error", [("type", error.type), ("message", error.message)], text: error.body)
                } else if let failure = testCase.failure {
                    xml.leaf("failure", [("type", failure.type), ("message", failure.message)], text: failure.body)
                }
                if !testCase.systemOut.isEmpty { xml.leaf("system-out", text: testCase.systemOut) }
                xml.end()
            }
            xml.end()
        }
        xml.end()
        return xml.output
    }

    /// The testcases of one file, in report order: `input` first, then the rules
    /// as applied, then any other rule id with findings, in order of appearance.
    func cases(for file: FileReport, in run: AuditRun) -> [Case] {
        var findingsByRule: [String: [Finding]] = [:]
        var extraRules: [String] = []
        for finding in file.findings {
            if findingsByRule[finding.ruleID] == nil, finding.ruleID != JUnitReporter.inputTestName,
               !file.rulesApplied.contains(finding.ruleID) {
                extraRules.append(finding.ruleID)
            }
            findingsByRule[finding.ruleID, default: []].append(finding)
        }
        var cases: [Case] = []
        let inputWarnings = findingsByRule[JUnitReporter.inputTestName] ?? []
        if file.hasInputError || !inputWarnings.isEmpty {
            var inputCase = ruleCase(JUnitReporter.inputTestName, inputWarnings, run)
            if let first = file.inputErrors.first {
                var message = TextReporter.oneLine(first.message)
                if file.inputErrors.count > 1 {
                    message += " (and \(Self.count(file.inputErrors.count - 1, "more input error")))"
                }
                var body = file.inputErrors.map {
                    "\(file.path):\($0.location.line):\($0.location.column): error: \(TextReporter.oneLine($0.message))\n"
                }.joined()
                if let failure = inputCase.failure { body += "\ninput warnings (\(failure.message)):\n" + failure.body }
                inputCase.error = (type: "input-error", message: message, body: body)
                inputCase.failure = nil
            }
            cases.append(inputCase)
        }
        for rule in file.rulesApplied where rule != JUnitReporter.inputTestName {
            cases.append(ruleCase(rule, findingsByRule[rule] ?? [], run))
        }
        for rule in extraRules {
            cases.append(ruleCase(rule, findingsByRule[rule] ?? [], run))
        }
        return cases
    }

    func ruleCase(_ name: String, _ findings: [Finding], _ run: AuditRun) -> Case {
        let failing = findings.filter { run.fails($0.severity) }
        let passing = findings.filter { !run.fails($0.severity) }
        var testCase = Case(name: name, failure: nil, error: nil, systemOut: passing.map(Self.entry).joined())
        if let highest = failing.map(\.severity).max() {
            testCase.failure = (type: highest.rawValue, message: Self.summary(failing), body: failing.map(Self.entry).joined())
        }
        return testCase
    }

    /// `3 findings: 2 errors, 1 warning`
    static func summary(_ findings: [Finding]) -> String {
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let n = findings.filter { $0.severity == severity }.count
            if n > 0 { parts.append(severity == .info ? "\(n) info" : count(n, severity.rawValue)) }
        }
        return count(findings.count, "finding") + ": " + parts.joined(separator: ", ")
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// One finding as failure or system-out text: the text report's line, the
    /// element, and the fix.
    static func entry(_ finding: Finding) -> String {
        var s = "\(finding.file):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(TextReporter.oneLine(finding.message))\n"
        s += "    element: \(finding.element.path)\n"
        if let suggestion = finding.suggestion { s += "    fix: \(TextReporter.oneLine(suggestion))\n" }
        return s
    }
}
