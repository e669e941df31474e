import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The built `axaudit` binary with a configuration, a baseline and exclusions
/// (skipped when `.build/debug/axaudit` has not been built).
final class CLIConfigurationTests: XCTestCase {
    private var directory = ""
    private var binary = ""

    override func setUpWithError() throws {
        binary = try BuiltCommand().binary
        directory = try temporaryDirectory()
    }

    override func tearDownWithError() throws {
        if !directory.isEmpty { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// A configuration that turns every registered rule off, so only the input
    /// warnings these tests plant are findings, before and after the rules are integrated.
    private func rulesOff(_ extra: String = "") -> String {
        let rules = RuleRegistry.all.map { "\"\($0.description.id)\": false" }.joined(separator: ", ")
        return "{\"rules\": {\(rules)}\(extra)}"
    }

    private func axaudit(_ arguments: [String]) throws -> BuiltCommand.Result {
        try BuiltCommand().run(arguments, in: directory)
    }

    func testConfigurationErrorExitsTwoWithTheKeyPath() throws {
        try write(screenXML(#"  <element class="UILabel" frame="0 0 10 10" text="x"/>"#), to: directory + "/s.xml")
        try write(#"{"roles": [{"class": "A", "role": "tile"}]}"#, to: directory + "/bad.json")
        let result = try axaudit(["s.xml", "--config", "bad.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "bad.json:1:27: error: roles[0].role: 'tile' is not cell, card, image, rating, text, control, container (or card+cell)\n"
        )
    }

    func testInitWritesAStarterTheAuditAccepts() throws {
        try write(screenXML(#"  <element class="UILabel" frame="0 0 10 10" text="x"/>"#), to: directory + "/s.xml")
        var result = try axaudit(["init", "cfg.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "wrote cfg.json\n")
        XCTAssertEqual(
            try String(contentsOfFile: directory + "/cfg.json", encoding: .utf8), ConfigurationFile.starter())
        result = try axaudit(["init", "cfg.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "axaudit: error: cfg.json exists; use --force to overwrite it\n")
        result = try axaudit(["s.xml", "--config", "cfg.json"])
        XCTAssertEqual(result.stderr, "")
        // Whatever the registered rules find, the starter configuration itself is accepted.
        XCTAssertTrue([0, 1].contains(result.status), result.stdout)
        XCTAssertTrue(result.stdout.split(separator: "\n").last?.hasPrefix("1 file audited; ") == true, result.stdout)
    }

    func testExcludeFromADiscoveredConfiguration() throws {
        let label = screenXML(#"  <element class="UILabel" frame="0 0 10 10" text="x" accessibilityTraits="sparkly"/>"#)
        try write(label, to: directory + "/Screens/Home.xml")
        try write(label, to: directory + "/Screens/Generated/A.xml")
        try write(label, to: directory + "/Screens/Generated/B.xml")
        try write(
            rulesOff(#", "$comment": "found in the working directory", "exclude": ["Screens/Generated/**"]"#),
            to: directory + "/.axaudit.json")
        // `./` is dropped before matching, so the globs are relative to where axaudit runs.
        let result = try axaudit([".", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            ./Screens/Home.xml:3:3: warning: unknown accessibility trait 'sparkly' (ignored) [input]
            1 file audited; 0 errors, 1 warning, 0 info; 2 excluded by configuration; configuration .axaudit.json: passed

            """)
    }

    func testWriteBaselineThenBaseline() throws {
        // With no rules registered on this branch, an input warning (an unknown trait) is the finding.
        try write(
            screenXML(#"  <element id="a" class="UILabel" frame="0 0 10 10" text="x" accessibilityTraits="sparkly"/>"#),
            to: directory + "/s.xml")
        var result = try axaudit([
            "s.xml", "--fail-on", "warning", "--write-baseline", "b.json", "--config", "none.json",
        ])
        XCTAssertEqual(result.status, 2, "a missing --config file is an error")
        try write(rulesOff(), to: directory + "/rules-off.json")
        result = try axaudit([
            "s.xml", "--fail-on", "warning", "--write-baseline", "b.json", "--config", "rules-off.json",
        ])
        XCTAssertEqual(result.status, 0, "writing a baseline succeeds, findings or not")
        XCTAssertEqual(result.stderr, "axaudit: wrote 1 findings to the baseline b.json\n")
        let baseline = try Baseline.load(path: directory + "/b.json")
        XCTAssertEqual(baseline.entries.map { "\($0.screen) \($0.rule) \($0.element)" }, ["S input #a"])

        result = try axaudit(["s.xml", "--fail-on", "warning", "--baseline", "b.json", "--config", "rules-off.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            "1 file audited; 0 errors, 0 warnings, 0 info; 1 in the baseline; configuration rules-off.json: passed\n")

        // Fixed: the entry is stale.
        try write(
            screenXML(#"  <element id="a" class="UILabel" frame="0 0 10 10" text="x"/>"#), to: directory + "/s.xml")
        result = try axaudit(["s.xml", "--baseline", "b.json", "--config", "rules-off.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            baseline: stale entry, no longer found: S: input on #a
            1 file audited; 0 errors, 0 warnings, 0 info; 1 stale baseline entry (fixed: rewrite the baseline); configuration rules-off.json: passed

            """)

        try write("[1, 2]", to: directory + "/bad-baseline.json")
        result = try axaudit(["s.xml", "--baseline", "bad-baseline.json", "--config", "rules-off.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            #"bad-baseline.json:1:1: error: not an axaudit baseline (expected {"findings": [...]}, written by --write-baseline)"#
                + "\n")
    }

    /// A run whose one report is `--quiet` text keeps only the findings that fail
    /// it; the lines it prints are those of the full report that fail, and a
    /// second report beside it still gets every finding.
    func testQuietShowsWhatFailsAndOtherReportsKeepEverything() throws {
        for i in 0..<3 {
            try write(
                screenXML(
                    """
                      <element class="UICollectionView" frame="0 0 390 400">
                        <element id="buy-a\(i)" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Buy"/>
                        <element id="buy-b\(i)" class="UIButton" inherits="UIControl UIView" frame="0 50 100 44" text="Buy"/>
                      </element>
                      <element id="photo\(i)" class="UIImageView" frame="0 100 40 40" isAccessibilityElement="true"/>
                      <element id="share\(i)" class="UIButton" inherits="UIControl UIView" frame="0 200 120 44" text="Share button"/>
                      <element id="author\(i)" class="UIImageView" frame="0 300 40 40" isAccessibilityElement="true" accessibilityLabel="Photo of the author"/>
                    """), to: directory + "/s\(i).xml")
        }
        let full = try axaudit([".", "--fail-on", "never"])
        XCTAssertEqual(full.status, 0, full.stderr)
        let lines = full.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        func findingLines(_ severities: [String]) -> [Substring] {
            lines.filter { line in severities.contains { line.contains(": \($0): ") } }
        }
        for severity in ["error", "warning", "info"] {
            XCTAssertFalse(findingLines([severity]).isEmpty, "the screens have \(severity) findings")
        }
        for (failOn, failing, status) in [
            ("error", ["error"], Int32(1)), ("warning", ["error", "warning"], 1),
            ("info", ["error", "warning", "info"], 1), ("never", [], 0),
        ] {
            let quiet = try axaudit([".", "--quiet", "--fail-on", failOn])
            XCTAssertEqual(quiet.status, status, failOn)
            XCTAssertEqual(quiet.stdout, findingLines(failing).map { $0 + "\n" }.joined(), failOn)
        }
        let both = try axaudit([".", "--quiet", "--fail-on", "error", "--format", "text", "--report", "json:all.json"])
        XCTAssertEqual(both.stdout, findingLines(["error"]).map { $0 + "\n" }.joined())
        // The findings, not the groups that follow them.
        let json = try XCTUnwrap(
            try String(contentsOfFile: directory + "/all.json", encoding: .utf8).components(separatedBy: "\"groups\":")
                .first)
        XCTAssertEqual(
            json.components(separatedBy: "\"severity\":\"warning\"").count - 1, findingLines(["warning"]).count)
        XCTAssertEqual(json.components(separatedBy: "\"severity\":\"info\"").count - 1, findingLines(["info"]).count)
    }

    func testJobsGiveIdenticalReports() throws {
        for i in 0..<30 {
            let labels = (0..<(i % 4)).map {
                #"  <element class="UILabel" frame="0 \#($0 * 20) 10 10" text="x" accessibilityTraits="odd\#(i)"/>"#
            }
            try write(screenXML(labels.joined(separator: "\n")), to: directory + "/d\(i % 3)/screen\(i).xml")
        }
        try write(rulesOff(), to: directory + "/rules-off.json")
        let one = try axaudit([
            ".", "--jobs", "1", "--config", "rules-off.json", "--format", "json", "--report", "text:one.txt",
        ])
        let four = try axaudit([
            ".", "-j", "4", "--config", "rules-off.json", "--format", "json", "--report", "text:four.txt",
        ])
        XCTAssertEqual(one.status, 0)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(
            try String(contentsOfFile: directory + "/one.txt", encoding: .utf8),
            try String(contentsOfFile: directory + "/four.txt", encoding: .utf8))
        XCTAssertTrue(
            try String(contentsOfFile: directory + "/one.txt", encoding: .utf8)
                .hasSuffix("30 files audited; 0 errors, 43 warnings, 0 info; configuration rules-off.json: passed\n"))
        let zero = try axaudit([".", "--jobs", "0"])
        XCTAssertEqual(zero.status, 2)
        XCTAssertEqual(
            zero.stderr,
            "axaudit: error: --jobs '0' is not a whole number of 1 or more; run 'axaudit --help' for usage\n")
    }
}
