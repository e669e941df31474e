import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports

/// A changed VoiceOver order in every report format: the JUnit "VoiceOver order"
/// testcase, the diff in JSON, SARIF, text and GitHub, and both paths in HTML.
final class OrderChangeReportTests: TemporaryDirectoryTestCase {
    private func product(buyFirst: Bool, label: String = "Buy") -> String {
        FT.doc(
            """
            <element id="title" class="UILabel" frame="16 60 358 30" text="Trail shoes" accessibilityTraits="header"/>
            <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 \(buyFirst ? 100 : 300) 358 44" accessibilityLabel="\(label)" accessibilityTraits="button"/>
            <element id="body" class="UILabel" frame="16 200 358 80" text="Light trail shoes."/>
            """, root: #"version="1" screen="Product" width="390" height="844""#)
    }

    /// A run of a changed screen and an unchanged one, checked against their recordings.
    private func changedRun(label: String = "Buy", failOn: Severity? = .warning) throws -> AuditRun {
        try FT.write(product(buyFirst: true, label: label), to: directory + "/a.xml")
        try FT.write(
            product(buyFirst: true).replacingOccurrences(of: "screen=\"Product\"", with: "screen=\"Same\""),
            to: directory + "/b.xml")
        var runner = AuditRunner()
        runner.jobs = 1
        runner.orderSnapshots = OrderSnapshotOptions(directory: directory + "/snaps", record: true)
        _ = OrderSnapshotFiles.record(runner.run(paths: [directory], failOn: failOn), in: directory + "/snaps")
        try FT.write(product(buyFirst: false, label: label), to: directory + "/a.xml")
        runner.orderSnapshots?.record = false
        return runner.run(paths: [directory], failOn: failOn)
    }

    private func render(_ format: ReportFormat, _ run: AuditRun) -> String {
        var out = ""
        format.reporter(ReportOptions(quiet: false, showSuppressed: false, jobs: 1)).write(run, to: &out)
        return out
    }

    func testJUnitHasAVoiceOverOrderCaseThatFailsOnlyWhenTheOrderChanged() throws {
        let run = try changedRun()
        let root = try XCTUnwrap(XNode.parse(render(.junit, run)))
        let suites = root.elements("testsuite")
        XCTAssertEqual(suites.map { $0.attribute("name") }, ["Product", "Same"])
        let cases = suites.map { $0.elements("testcase").filter { $0.attribute("name") == "VoiceOver order" } }
        XCTAssertEqual(cases.map(\.count), [1, 1], "one VoiceOver order case per screen")
        let failure = try XCTUnwrap(cases[0][0].first("failure"))
        XCTAssertEqual(failure.attribute("type"), "warning")
        XCTAssertTrue(failure.text.contains("\"Buy\" moved from 2nd to 3rd"), failure.text)
        XCTAssertTrue(failure.text.contains("      -\"Buy\", button  [id \"buy\"]\n"), failure.text)
        XCTAssertNil(cases[1][0].first("failure"))
        XCTAssertFalse(
            suites[0].elements("testcase").contains { $0.attribute("name") == "reading-order-changed" },
            "the case is named for what it tests")
    }

    func testJUnitHasNoOrderCaseWithoutSnapshots() throws {
        try FT.write(product(buyFirst: true), to: directory + "/a.xml")
        let run = AuditRunner().run(paths: [directory + "/a.xml"], failOn: .error)
        let root = try XCTUnwrap(XNode.parse(render(.junit, run)))
        XCTAssertFalse(
            root.elements("testsuite")[0].elements("testcase").contains { $0.attribute("name") == "VoiceOver order" })
    }

    func testJSONAndSARIFCarryTheChangesAndTheDiff() throws {
        let run = try changedRun(label: "Buy &quot;now&quot;&#10;&#x202E;")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(render(.json, run).utf8)) as? [String: Any])
        let findings = ((json["files"] as? [[String: Any]])?[0]["findings"] as? [[String: Any]]) ?? []
        let order = try XCTUnwrap(findings.first { $0["rule"] as? String == "reading-order-changed" })
        let change = try XCTUnwrap(order["orderChange"] as? [String: Any])
        XCTAssertEqual(change["snapshot"] as? String, directory + "/snaps/Product.order")
        let changes = try XCTUnwrap(change["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes[0]["change"] as? String, "moved")
        XCTAssertEqual(changes[0]["from"] as? Int, 2)
        XCTAssertEqual(changes[0]["to"] as? Int, 3)
        XCTAssertEqual(changes[0]["stop"] as? String, #""Buy \"now\"\n\u{202E}", button  [id "buy"]"#)
        let diff = try XCTUnwrap(change["diff"] as? String)
        XCTAssertTrue(diff.hasPrefix("--- \(directory)/snaps/Product.order (recorded)\n+++ Product (current)\n@@ "))
        XCTAssertTrue(diff.contains("\n+\"Buy \\\"now\\\"\\n\\u{202E}\", button  [id \"buy\"]\n"), diff)

        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(render(.sarif, run).utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]]) ?? []
        let result = try XCTUnwrap(results.first { $0["ruleId"] as? String == "reading-order-changed" })
        let properties = try XCTUnwrap(result["properties"] as? [String: Any])
        XCTAssertEqual((properties["orderChange"] as? [String: Any])?["diff"] as? String, diff)
        XCTAssertTrue(
            ((result["message"] as? [String: Any])?["text"] as? String)?.hasSuffix(diff) == true,
            "the message shows the diff too")
    }

    func testTextAndGitHubShowTheDiff() throws {
        let run = try changedRun()
        let text = render(.text, run)
        XCTAssertTrue(text.contains("    diff:\n      --- "), text)
        XCTAssertTrue(text.contains("      +\"Buy\", button  [id \"buy\"]\n"), text)
        let github = render(.github, run).split(separator: "\n").filter { $0.contains("reading-order-changed") }
        XCTAssertEqual(github.count, 1, "one annotation, the diff on its following lines")
        XCTAssertTrue(github[0].contains("%0A+\"Buy\", button  [id \"buy\"]%0AFix: "), String(github[0]))
    }

    func testHTMLDrawsTheRecordedAndTheCurrentPathWithTheMovedStopRinged() throws {
        let run = try changedRun()
        let html = render(.html, run)
        // The changed screen: both paths, in two styles, the recorded one under the current one.
        let recorded = try XCTUnwrap(html.range(of: "<polyline class=\"path recorded\""))
        let current = try XCTUnwrap(html.range(of: "<polyline class=\"path current\""))
        XCTAssertLessThan(recorded.lowerBound, current.lowerBound)
        let points = { (from: Range<String.Index>) -> String in
            let rest = html[from.upperBound...]
            let start = rest.range(of: "points=\"")!.upperBound
            return String(rest[start..<rest[start...].firstIndex(of: "\"")!])
        }
        // Both through the elements where they are now: recorded title, Buy, body;
        // now title, body, Buy.
        XCTAssertEqual(points(recorded), "195,75 195,322 195,240")
        XCTAssertEqual(points(current), "195,75 195,240 195,322")
        XCTAssertTrue(html.contains("stroke-dasharray=\""))
        XCTAssertEqual(html.components(separatedBy: "<g class=\"badge moved\"").count - 1, 1)
        XCTAssertTrue(html.contains("<g class=\"badge moved\" data-element=\"2\" data-stop=\"3\">"))
        XCTAssertTrue(html.contains(">was 2</text>"))
        XCTAssertTrue(html.contains("<span class=\"lg-recorded\">recorded order</span>"))
        XCTAssertTrue(html.contains("<pre class=\"order-diff\">"))
        // The unchanged screen: one path, as always.
        XCTAssertEqual(html.components(separatedBy: "<polyline class=\"path\"").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "<polyline class=\"path recorded\"").count - 1, 1)
    }
}
