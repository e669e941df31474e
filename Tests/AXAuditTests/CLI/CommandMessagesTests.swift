import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// Messages and exit statuses that tell what happened: a starter configuration
/// that changes nothing, errors with their reason and no made-up place, and
/// output that could not be written.
final class CommandMessagesTests: TemporaryDirectoryTestCase {
    private let screen = FT.doc(
        #"<element id="photo" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true"/>"#,
        root: #"version="1" screen="S""#)

    /// `axaudit init` writes a file that changes no result: no rule's severity
    /// replaces its findings' own.
    func testInitWritesAConfigurationThatChangesNothing() throws {
        let starter = try ConfigurationFile.parse(Data(ConfigurationFile.starter().utf8), file: "starter.json")
        let defaults = AuditConfiguration()
        XCTAssertEqual(starter.severityOverrides, [:])
        XCTAssertTrue(starter.ignoreLists.isEmpty)
        XCTAssertTrue(starter.roleMappings.isEmpty)
        XCTAssertTrue(starter.exclude.isEmpty)
        XCTAssertEqual(
            starter.rules.map { type(of: $0).description.id }, defaults.rules.map { type(of: $0).description.id })
        XCTAssertEqual(
            starter.thresholds[.primaryLastTextLength],
            defaults.thresholds[.primaryLastTextLength])
        XCTAssertEqual(
            starter.thresholds[.minimumTouchTarget],
            defaults.thresholds[.minimumTouchTarget])
        XCTAssertNil(starter.thresholds.readingOrderRowTolerance)

        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        let examples = TestPaths.repository.appendingPathComponent("Examples").path
        let without = try command.run([examples, "--jobs", "1"], in: directory)
        XCTAssertEqual(try command.run(["init"], in: directory).status, 0)
        let with = try command.run([examples, "--jobs", "1"], in: directory)
        XCTAssertEqual(with.status, without.status)
        XCTAssertTrue(
            without.stdout.contains(": warning: "), "the examples have warnings a severity would turn into errors")
        let summary = without.stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertEqual(
            with.stdout,
            without.stdout.replacingOccurrences(
                of: summary,
                with: summary.replacingOccurrences(of: ": failed", with: "; configuration .axaudit.json: failed")))
    }

    func testAMissingFileHasNoPlaceAndIsNotCountedAsAudited() throws {
        let command = try BuiltCommand()
        try FT.write(screen, to: directory + "/good.xml")
        let result = try command.run(["missing.xml", "good.xml"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.hasPrefix("missing.xml: error: no such file or directory [input]\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "1 file audited, 1 not audited; 1 error, 0 warnings, 0 info; 1 input error in 1 file: failed (input errors)\n"
            ),
            result.stdout)
        let github = try command.run(["missing.xml", "-f", "github"], in: directory)
        XCTAssertEqual(github.stdout, "::error file=missing.xml,title=input::no such file or directory\n")
    }

    func testAMissingConfigurationSaysWhy() throws {
        let command = try BuiltCommand()
        try FT.write(screen, to: directory + "/s.xml")
        var result = try command.run(["s.xml", "--config", "missing.json"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "missing.json: error: cannot read the configuration file: no such file\n")
        result = try command.run(["s.xml", "--baseline", "."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, ".: error: cannot read the baseline file: is a directory\n")
    }

    /// `order` exits 2 when the file cannot be read, and when its output cannot be written.
    func testOrderExitsTwoAfterAnError() throws {
        let command = try BuiltCommand()
        try FT.write(screen, to: directory + "/s.xml")
        var result = try command.run(["order", "."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, ".: error: is a directory, not a hierarchy file\n")
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full device") }
        for arguments in [["order", "s.xml"], ["rules"], ["explain", "image-label"]] {
            result = try command.run(arguments, in: directory, stdout: full)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasSuffix("to standard output: No space left on device\n"), result.stderr)
        }
    }

    /// Entered through a link, the working directory is named by its real path:
    /// annotations of files given through the link are still relative.
    func testGitHubAnnotationsAreRelativeThroughALinkedWorkingDirectory() throws {
        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        try FT.write(screen, to: directory + "/real/s.xml")
        XCTAssertEqual(symlink(directory + "/real", directory + "/link"), 0)
        let result = try command.run([directory + "/link/s.xml", "-f", "github"], in: directory + "/link")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("::error file=s.xml,line=3,col=1,title=image-label::"), result.stdout)
        XCTAssertEqual(ReportPaths.relative(directory + "/link/s.xml", to: directory + "/real"), "s.xml")
        XCTAssertEqual(ReportPaths.relative(directory + "/real/s.xml", to: directory + "/link"), "s.xml")
        XCTAssertNil(ReportPaths.relative(directory + "/real/s.xml", to: directory + "/elsewhere"))
    }
}
