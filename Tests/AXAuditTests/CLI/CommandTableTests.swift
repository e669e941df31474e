import XCTest

@testable import AXAuditKit
@testable import AXAuditCommands

/// The command table, run in process: dispatch, each command's own `--help`,
/// "did you mean" for commands, options and rules, and statuses returned, not exited.
final class CommandTableTests: TemporaryDirectoryTestCase {
    private let screen = FT.doc(
        #"<element id="photo" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true"/>"#,
        root: #"version="1" screen="S""#)

    func testEachCommandHasItsOwnHelp() throws {
        for command in Commands.all {
            let result = try InProcessCommand.run([command.name, "--help"])
            XCTAssertEqual(result.status, 0, command.name)
            XCTAssertEqual(result.stderr, "", command.name)
            XCTAssertTrue(result.stdout.hasPrefix("usage: axaudit \(command.name) "), result.stdout)
            XCTAssertTrue(result.stdout.contains(command.summary), result.stdout)
            for name in command.optionNames {
                XCTAssertTrue(result.stdout.contains(name), "\(command.name) --help lacks \(name)")
            }
        }
        // Not the audit usage, as before the table.
        let order = try InProcessCommand.run(["order", "--help"])
        XCTAssertFalse(order.stdout.contains("--fail-on"), order.stdout)
        XCTAssertTrue(order.stdout.contains("--snapshot"), order.stdout)
    }

    func testTheOverallHelpListsEveryCommandAndTheAuditOptions() throws {
        let result = try InProcessCommand.run(["--help"])
        XCTAssertEqual(result.status, 0)
        for command in Commands.all {
            XCTAssertTrue(result.stdout.contains("axaudit \(command.name) \(command.synopsis)"), command.name)
        }
        // Scripts/regenerate.sh reads the formats from this line.
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: "|")
        XCTAssertTrue(result.stdout.contains("\n  --format, -f \(formats) "), result.stdout)
        XCTAssertEqual(try InProcessCommand.run(["help"]).stdout, result.stdout)
    }

    func testTheTableNamesEachCommandOnce() {
        let names = Commands.all.map { $0.name }
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        for name in names { XCTAssertEqual(Commands.named(name)?.name, name) }
        XCTAssertNil(Commands.named("audits"))
    }

    func testAMisspeltCommandIsNamed() throws {
        for (typed, meant) in [("ordr", "order"), ("rulse", "rules"), ("explian", "explain"), ("int", "init")] {
            let result = try InProcessCommand.run([typed, "x"])
            XCTAssertEqual(result.status, 2, typed)
            XCTAssertEqual(
                result.stderr,
                "axaudit: error: unknown command '\(typed)' (did you mean '\(meant)'?); run 'axaudit --help' for usage\n"
            )
            XCTAssertEqual(result.stdout, "")
        }
        // Far from every command: a path to audit, which does not exist.
        let missing = try InProcessCommand.run(["screens", "--fail-on", "never"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stdout.hasPrefix("screens: error: no such file or directory"), missing.stdout)
        XCTAssertNil(Commands.nearMissedCommand("order.xml"))
        XCTAssertNil(Commands.nearMissedCommand("screens/ordr"))
        XCTAssertNil(Commands.nearMissedCommand("-ordr"))
    }

    func testMisspeltOptionsAndRulesAreNamed() throws {
        var result = try InProcessCommand.run(["order", "--snapshto", "s.xml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: unknown option '--snapshto' (did you mean '--snapshot'?); run 'axaudit order --help' for usage\n"
        )
        result = try InProcessCommand.run(["explain", "image-labl"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix("axaudit: error: unknown rule 'image-labl' (did you mean 'image-label'?); known"),
            result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("; run 'axaudit explain --help' for usage\n"), result.stderr)
    }

    /// An audit returns its status (1: findings) instead of ending the process,
    /// and writes its report to the context's output.
    func testAnAuditReturnsItsStatus() throws {
        let path = directory + "/s.xml"
        try FT.write(screen, to: path)
        var result = try InProcessCommand.run([path, "--jobs", "1", "--config", writeEmptyConfiguration()])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("s.xml:3:1: error: "), result.stdout)
        XCTAssertEqual(result.stderr, "")
        result = try InProcessCommand.run(
            ["audit", path, "--fail-on", "never", "-f", "json", "--config", writeEmptyConfiguration()])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertNotNil(json?["files"], result.stdout)
    }

    func testUsageErrorsReturnTwo() throws {
        for arguments in [
            ["audit"], ["order"], ["explain"], ["rules", "extra"], ["init", "a", "b"], ["s.xml", "-j0"],
        ] {
            let result = try InProcessCommand.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("axaudit: error: "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix(" for usage\n"), "\(arguments): \(result.stderr)")
        }
    }

    func testOutputThatCannotBeWrittenGivesTwo() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full device") }
        defer { close(full) }
        for arguments in [["rules"], ["explain", "image-label"], ["--help"], ["order", "--help"], ["--version"]] {
            let result = try InProcessCommand.run(arguments, output: full)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(
                result.stderr.hasSuffix("to standard output: No space left on device\n"),
                "\(arguments): \(result.stderr)")
        }
    }

    func testVersion() throws {
        let result = try InProcessCommand.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "\(AuditRun.toolName) \(AuditRun.toolVersion)\n")
    }

    private func writeEmptyConfiguration() throws -> String {
        let path = directory + "/config.json"
        try FT.write("{}", to: path)
        return path
    }
}
