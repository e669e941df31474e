import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Baseline entries no finding matched any more appear in every format, not only text.
final class StaleBaselineEntriesTests: TemporaryDirectoryTestCase {
    static let notice =
        "::notice title=baseline::stale baseline entry, no longer found (fixed: rewrite the baseline): Home: image-label on UIImageView[Gone <b>]\n"

    private func auditWithStaleEntries() throws -> AuditRun {
        let path = directory + "/s.xml"
        try FT.write(screenXML(#"  <element class="UILabel" frame="0 0 100 20" text="x"/>"#, screen: "Home"), to: path)
        var run = AuditRunner(auditor: Auditor()).run(paths: [path], failOn: .error)
        let stale = [
            BaselineEntry(screen: "Home", rule: "image-label", element: "UIImageView[Gone <b>]", message: "m"),
            BaselineEntry(screen: "Elsewhere", rule: "image-label", element: "#other", message: ""),
        ]
        Baseline(entries: stale).apply(to: &run)
        XCTAssertEqual(run.staleBaselineEntries.map(\.element), ["UIImageView[Gone <b>]"])
        return run
    }

    func testEveryFormatShowsStaleEntries() throws {
        let run = try auditWithStaleEntries()
        for format in ReportFormat.allCases {
            let report = format.reporter().render(run)
            let element = format == .html || format == .junit ? "UIImageView[Gone &lt;b&gt;]" : "UIImageView[Gone <b>]"
            XCTAssertTrue(report.contains(element), "\(format): \(report)")
            XCTAssertFalse(report.contains("#other"), "\(format): only the audited screens' entries")
        }
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(JSONReporter().render(run).utf8)) as? [String: Any])
        let entries = try XCTUnwrap(json["staleBaselineEntries"] as? [[String: String]])
        let expected: [[String: String]] = [
            ["screen": "Home", "rule": "image-label", "element": "UIImageView[Gone <b>]", "message": "m"]
        ]
        XCTAssertEqual(entries, expected)
        XCTAssertEqual((json["summary"] as? [String: Any])?["staleBaselineEntries"] as? Int, 1)
        XCTAssertTrue(GitHubReporter().render(run).hasSuffix(Self.notice))
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(SARIFReporter().render(run).utf8)) as? [String: Any])
        let invocation = ((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        let notes = try XCTUnwrap(invocation?["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notes.map { $0["level"] as? String }, ["note"])
        XCTAssertEqual(invocation?["executionSuccessful"] as? Bool, true)
    }
}
