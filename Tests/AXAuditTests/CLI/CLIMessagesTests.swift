import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// What the built `axaudit` binary tells on stderr: usage errors, the summary
/// when every report goes to a file, and hostile input shown, not obeyed.
final class CLIMessagesTests: TemporaryDirectoryTestCase {
    private func axaudit(_ arguments: [String]) throws -> BuiltCommand.Result {
        try BuiltCommand().run(arguments, in: directory)
    }

    private let label = screenXML(#"  <element class="UILabel" frame="0 0 100 20" text="x"/>"#)

    func testHostileConfigurationKeysAndInputErrorsOnStderrAreShownNotObeyed() throws {
        try FT.write(#"{"\u001b[2J\n::add-mask::x ##[command]": 1}"#, to: directory + "/c.json")
        try FT.write(label, to: directory + "/s.xml")
        var result = try axaudit(["s.xml", "--config", "c.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\\u{001B}[2J\\u{000A}::add-mask::x #\\u{0023}[command]"), result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)

        // Input errors echoed beside a JSON report: the file name starts with `::`.
        let name = "::error file=x::pwned\u{1B}[2J.xml"
        try FT.write(
            screenXML(#"  <element class="UILabel" frame="0 0 100 20" text="x" fontSize="&#x9B;big"/>"#),
            to: directory + "/" + name)
        result = try axaudit([name, "-f", "json", "-o", "r.json"])
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\\u{003A}:error file=x::pwned\\u{001B}[2J.xml:3:3: error: fontSize '\\u{009B}big'")
            }, result.stderr)
        XCTAssertFalse(lines.contains { $0.hasPrefix("::") }, result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
    }

    func testReportsOnlyToFilesPrintTheSummaryOnStderrUnlessQuiet() throws {
        try FT.write(label, to: directory + "/s.xml")
        var result = try axaudit(["s.xml", "--report", "json:r.json"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("1 file audited; "), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        result = try axaudit(["s.xml", "-f", "sarif", "-o", "r.sarif", "--quiet"])
        XCTAssertEqual(result.stderr, "")
        // A report on stdout carries its own summary (or is a document): nothing on stderr.
        result = try axaudit(["s.xml", "-f", "json"])
        XCTAssertEqual(result.stderr, "")
    }

    func testUsageErrorIsOneLineWithASuggestionAndAHint() throws {
        try FT.write(label, to: directory + "/s.xml")
        var result = try axaudit(["s.xml", "--formt", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: unknown option '--formt' (did you mean '--format'?); run 'axaudit --help' for usage\n")
        result = try axaudit(["order", "s.xml", "--input-fromat", "auto"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: unknown option '--input-fromat' (did you mean '--input-format'?); run 'axaudit order --help' for usage\n"
        )
        result = try axaudit(["s.xml", "--jobs", "many"])
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: --jobs 'many' is not a whole number of 1 or more; run 'axaudit --help' for usage\n")
    }

    func testEverySubcommandAcceptsHelp() throws {
        for arguments in [
            ["--help"], ["-h"], ["audit", "--help"], ["s.xml", "--help"], ["order", "--help"], ["rules", "--help"],
            ["explain", "--help"], ["init", "--help"], ["init", "-h"],
        ] {
            let result = try axaudit(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.hasPrefix("usage: axaudit"), "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory + "/.axaudit.json"), "init --help writes nothing")
    }

    func testShortOptionsTakeAnAttachedValue() throws {
        try FT.write(label, to: directory + "/s.xml")
        let attached = try axaudit(["s.xml", "-j4", "-fjson", "-or.json"])
        let separate = try axaudit(["s.xml", "-j", "4", "-f", "json", "-o", "s.json"])
        XCTAssertEqual(attached.status, separate.status, attached.stderr)
        XCTAssertEqual(
            try String(contentsOfFile: directory + "/r.json", encoding: .utf8),
            try String(contentsOfFile: directory + "/s.json", encoding: .utf8))
        let result = try axaudit(["s.xml", "-qx"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "axaudit: error: option '-q' takes no value; run 'axaudit --help' for usage\n")
    }
}
