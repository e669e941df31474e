import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditReports

/// `--format codequality` against the fields GitLab's documentation
/// (docs.gitlab.com/ci/testing/code_quality, "Code Quality report format") asks of
/// each issue in the report's one JSON array: `description`, `check_name`,
/// `fingerprint`, `severity` (info, minor, major, critical, blocker),
/// `location.path` (relative to the repository, no `./`) and `location.lines.begin`.
final class CodeQualityReporterTests: TemporaryDirectoryTestCase {
    static let gitLabSeverities: Set<String> = ["info", "minor", "major", "critical", "blocker"]

    /// The issues, each checked against GitLab's documented fields.
    func issues(_ run: AuditRun, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let text = CodeQualityReporter(workingDirectory: directory).render(run)
        XCTAssertFalse(text.hasPrefix("\u{FEFF}"), file: file, line: line)
        let issues = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]],
            "a report is one JSON array", file: file, line: line)
        for issue in issues {
            XCTAssertEqual(
                Set(issue.keys), ["description", "check_name", "fingerprint", "severity", "location"], file: file,
                line: line)
            XCTAssertFalse((issue["description"] as? String ?? "").isEmpty, file: file, line: line)
            XCTAssertFalse((issue["check_name"] as? String ?? "").isEmpty, file: file, line: line)
            XCTAssertFalse((issue["fingerprint"] as? String ?? "").isEmpty, file: file, line: line)
            XCTAssertTrue(Self.gitLabSeverities.contains(issue["severity"] as? String ?? ""), file: file, line: line)
            let location = try XCTUnwrap(issue["location"] as? [String: Any], file: file, line: line)
            let path = try XCTUnwrap(location["path"] as? String, file: file, line: line)
            XCTAssertFalse(path.hasPrefix("./") || path.hasPrefix("/"), path, file: file, line: line)
            let begin = try XCTUnwrap(
                (location["lines"] as? [String: Any])?["begin"] as? Int, file: file, line: line)
            XCTAssertGreaterThanOrEqual(begin, 1, file: file, line: line)
        }
        XCTAssertEqual(
            Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count, "fingerprints are unique",
            file: file, line: line)
        return issues
    }

    func run(_ screens: [String: String]) throws -> AuditRun {
        for (name, xml) in screens { try write(xml, to: directory + "/Screens/" + name) }
        var runner = AuditRunner(auditor: Auditor())
        runner.jobs = 1
        return runner.run(paths: screens.keys.sorted().map { directory + "/Screens/" + $0 }, failOn: .error)
    }

    func testFindingsAreIssuesWithGitLabsFieldsAndTheSARIFFingerprints() throws {
        let run = try run(["Tracked.xml": TrackingTests.screen(padding: 1)])
        let issues = try issues(run)
        let findings = run.files[0].findings
        XCTAssertEqual(issues.count, findings.count)
        XCTAssertGreaterThanOrEqual(issues.count, 3)
        XCTAssertEqual(issues.compactMap { $0["check_name"] as? String }, findings.map(\.ruleID))
        XCTAssertEqual(
            issues.compactMap { $0["severity"] as? String }, findings.map { CodeQualityReporter.severity($0.severity) })
        XCTAssertEqual(
            issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String },
            Array(repeating: "Screens/Tracked.xml", count: findings.count))
        XCTAssertEqual(
            issues.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int },
            findings.map(\.location.line))
        XCTAssertEqual(
            issues.compactMap { $0["fingerprint"] as? String }, FindingFingerprint.fingerprints(of: run.files[0]))
        // The same as SARIF's.
        let sarif = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter(workingDirectory: directory).render(run).utf8))
                as? [String: Any])
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.compactMap { ($0["partialFingerprints"] as? [String: String])?[FindingFingerprint.sarifKey] },
            issues.compactMap { $0["fingerprint"] as? String })
    }

    func testSeveritiesMapOntoGitLabsScale() {
        XCTAssertEqual(Severity.allCases.map(CodeQualityReporter.severity), ["info", "minor", "major"])
        XCTAssertTrue(Severity.allCases.map(CodeQualityReporter.severity).allSatisfy(Self.gitLabSeverities.contains))
    }

    func testInputErrorsAreCriticalIssuesAndHostileTextStaysInItsString() throws {
        let hostile = "<hierarchy version=\"1\" screen=\"Bad\"><element id=\"a\" class=\"\\\"],[{\" frame=\"x\"/>"
        let run = try run(["Bad.xml": hostile, "Missing-close.xml": "<hierarchy version=\"1\"><element"])
        XCTAssertTrue(run.files.allSatisfy(\.hasInputError))
        let issues = try issues(run)
        let errors = issues.filter { $0["check_name"] as? String == AuditRun.inputErrorID }
        XCTAssertEqual(errors.count, run.files.reduce(0) { $0 + $1.inputErrors.count })
        XCTAssertTrue(errors.allSatisfy { $0["severity"] as? String == "critical" })
        XCTAssertEqual(
            Set(errors.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }),
            ["Screens/Bad.xml", "Screens/Missing-close.xml"])
    }

    func testStaleBaselineEntriesAreInfoIssuesOnTheirScreen() throws {
        var run = try run(["Tracked.xml": TrackingTests.screen(padding: 0)])
        let stale = BaselineEntry(screen: "Tracked", rule: "image-label", element: "#gone", message: "")
        Baseline(entries: [stale, stale]).apply(to: &run)
        let issues = try issues(run).filter { $0["check_name"] as? String == "stale-baseline-entry" }
        XCTAssertEqual(issues.count, 2)
        XCTAssertTrue(issues.allSatisfy { $0["severity"] as? String == "info" })
        XCTAssertTrue(issues.allSatisfy { ($0["description"] as? String ?? "").contains("#gone") })
    }

    func testAnEmptyRunIsAnEmptyArray() throws {
        XCTAssertEqual(
            CodeQualityReporter().render(AuditRun(files: [], rules: [], failOn: .error, seconds: 0)), "[]\n")
    }
}
