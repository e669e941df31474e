import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command never loses a file: not the user's files beside generated
/// pages, not an input under a report, not a link, not a device, not the
/// permissions of a report, and no temporary file when a signal stops it.
final class FileSafetyTests: TemporaryDirectoryTestCase {
    private let screenWithFindings = FT.doc(
        #"<element id="photo" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true"/>"#,
        root: #"version="1" screen="S""#)

    private func contents(_ name: String) -> String? {
        try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    private func names() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory))
    }

    // MARK: - rules --markdown

    func testRulesMarkdownKeepsFilesItDidNotWrite() throws {
        let command = try BuiltCommand()
        try FT.write("# Contributing\n", to: directory + "/CONTRIBUTING.md")
        try FT.write("# Changes\n", to: directory + "/CHANGELOG.md")
        var result = try command.run(["rules", "--markdown", "."], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(contents("CONTRIBUTING.md"), "# Contributing\n")
        XCTAssertEqual(contents("CHANGELOG.md"), "# Changes\n")
        let pages = RuleDocumentation.markdownFiles(RuleRegistry.all.map { $0.description })
        for page in pages { XCTAssertEqual(contents(page.name), page.contents, page.name) }

        // A page of a rule that no longer exists goes; the user's files stay.
        try FT.write(RuleDocumentation.markdownMarker + "\n# `retired-rule`\n", to: directory + "/retired-rule.md")
        result = try command.run(["rules", "--markdown", "."], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNil(contents("retired-rule.md"))
        XCTAssertEqual(try names(), Set(pages.map(\.name) + ["CONTRIBUTING.md", "CHANGELOG.md"]))
    }

    func testRulesMarkdownRefusesToReplaceAFileItDidNotWrite() throws {
        let command = try BuiltCommand()
        try FT.write("# My project\n", to: directory + "/README.md")
        let result = try command.run(["rules", "--markdown", "."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: './README.md' was not written by axaudit rules --markdown; nothing was written (move it, or choose another directory)\n"
        )
        XCTAssertEqual(contents("README.md"), "# My project\n")
        XCTAssertEqual(try names(), ["README.md"])
    }

    func testRulesMarkdownIntoAFileIsAPlainError() throws {
        let command = try BuiltCommand()
        try FT.write("x", to: directory + "/file")
        let result = try command.run(["rules", "--markdown", "file"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "axaudit: error: 'file' is not a directory\n")
        XCTAssertEqual(contents("file"), "x")
    }

    // MARK: - outputs that are inputs, or each other

    func testAnOutputThatIsAnInputIsRefusedAndNothingIsWritten() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        XCTAssertEqual(symlink("in.xml", directory + "/link.xml"), 0)
        try FT.write(#"{"exclude": ["nothing/**"]}"#, to: directory + "/config.json")
        let cases: [(arguments: [String], message: String)] = [
            (
                ["in.xml", "-f", "json", "-o", "in.xml"],
                "the json report would overwrite the input 'in.xml' ('in.xml')"
            ),
            (
                ["in.xml", "--write-baseline", "in.xml"],
                "the baseline written would overwrite the input 'in.xml' ('in.xml')"
            ),
            (
                ["in.xml", "--report", "sarif:link.xml"],
                "the sarif report would overwrite the input 'in.xml' ('link.xml')"
            ),
            (
                ["./in.xml", "--report", "text:in.xml"],
                "the text report would overwrite the input './in.xml' ('in.xml')"
            ),
            (
                ["in.xml", "--config", "config.json", "--report", "json:config.json"],
                "the json report would overwrite the configuration 'config.json' ('config.json')"
            ),
            (
                ["in.xml", "--report", "json:out.json", "--report", "sarif:./out.json"],
                "the sarif report and the json report would both be written to './out.json'"
            ),
            (
                ["in.xml", "--report", "json:out.json", "--write-baseline", "out.json"],
                "the baseline written and the json report would both be written to 'out.json'"
            ),
        ]
        for (arguments, message) in cases {
            let result = try command.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "axaudit: error: \(message); nothing was written\n", "\(arguments)")
            XCTAssertEqual(contents("in.xml"), screenWithFindings)
            XCTAssertEqual(try names(), ["in.xml", "link.xml", "config.json"], "\(arguments)")
        }
    }

    func testABaselineReadIsNotOverwrittenByTheBaselineWritten() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        XCTAssertEqual(try command.run(["in.xml", "--write-baseline", "b.json"], in: directory).status, 0)
        let baseline = contents("b.json")
        let result = try command.run(["in.xml", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "axaudit: error: the baseline written would overwrite the baseline 'b.json' ('b.json'); nothing was written\n"
        )
        XCTAssertEqual(contents("b.json"), baseline)
    }

    // MARK: - links, devices, permissions, names

    func testALinkIsWrittenThroughAndStaysALink() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        try FileManager.default.createDirectory(atPath: directory + "/reports", withIntermediateDirectories: true)
        try FT.write("stale", to: directory + "/reports/target.json")
        XCTAssertEqual(symlink("reports/target.json", directory + "/link.json"), 0)
        // A link to a file not made yet makes it.
        XCTAssertEqual(symlink("reports/new.json", directory + "/dangling.json"), 0)
        let result = try command.run(
            ["in.xml", "--report", "json:link.json", "--report", "sarif:dangling.json"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json"), "reports/target.json")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/dangling.json"), "reports/new.json")
        XCTAssertTrue(contents("reports/target.json")?.hasPrefix(#"{"tool":"#) == true)
        XCTAssertTrue(contents("reports/new.json")?.contains(#""version":"2.1.0""#) == true)
        XCTAssertEqual(try names(), ["in.xml", "reports", "link.json", "dangling.json"])
        XCTAssertEqual(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory + "/reports")),
            ["target.json", "new.json"])
    }

    /// `-o /dev/stdout > out.json` writes into out.json, whoever runs it: the
    /// rename replaced the link itself, and as root /dev/stdout. The test uses
    /// `/dev/fd/1` and a link of its own to `/proc/self/fd/1` (as /dev/stdout is
    /// on Linux), so that a build with the bug cannot replace this machine's
    /// /dev/stdout. /dev/null stays a device.
    func testStandardOutputAndDevicesAreWrittenInPlace() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        var targets = ["/dev/fd/1"]
        if FileManager.default.fileExists(atPath: "/proc/self/fd/1") {
            XCTAssertEqual(symlink("/proc/self/fd/1", directory + "/stdout"), 0)
            targets.append("stdout")
        }
        for target in targets {
            // `>> out.json`: the report goes where the shell's descriptor is, after what is there.
            FileManager.default.createFile(atPath: directory + "/out.json", contents: Data("previous\n".utf8))
            let out = try XCTUnwrap(FileHandle(forWritingAtPath: directory + "/out.json"))
            try out.seekToEnd()
            let result = try command.run(["in.xml", "-f", "json", "-o", target], in: directory, stdout: out)
            try out.close()
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(
                contents("out.json")?.hasPrefix("previous\n" + #"{"tool":"#) == true,
                "\(target): \(contents("out.json") ?? "")")
        }
        if targets.count == 2 {
            XCTAssertEqual(
                try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/stdout"), "/proc/self/fd/1")
        }

        let result = try command.run(["in.xml", "--report", "html:/dev/null"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
        XCTAssertEqual(try names(), Set(["in.xml", "out.json"] + (targets.count == 2 ? ["stdout"] : [])))
    }

    func testAReportKeepsItsPermissions() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        try FT.write("old", to: directory + "/report.json")
        XCTAssertEqual(chmod(directory + "/report.json", 0o600), 0)
        let result = try command.run(["in.xml", "--report", "json:report.json"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        var info = stat()
        XCTAssertEqual(stat(directory + "/report.json", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertTrue(contents("report.json")?.hasPrefix(#"{"tool":"#) == true)
    }

    func testAnOutputNameNearTheLimitIsWritten() throws {
        let command = try BuiltCommand()
        try FT.write(screenWithFindings, to: directory + "/in.xml")
        let name = String(repeating: "r", count: 250) + ".json"
        let result = try command.run(["in.xml", "--report", "json:" + name], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try names(), ["in.xml", name])
    }

    /// A file name that is not UTF-8, given as an argument and found in a directory.
    func testANameThatIsNotUTF8IsRead() throws {
        #if !canImport(Darwin)
        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/d", withIntermediateDirectories: true)
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".xml".utf8)
        for folder in ["/", "/d/"] {
            let path = Array((directory + folder).utf8) + name + [0]
            let fd = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
            }
            XCTAssertGreaterThanOrEqual(fd, 0)
            _ = screenWithFindings.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count - 1) }
            close(fd)
        }
        let run = AuditRunner().run(paths: [directory + "/d"], failOn: .error)
        XCTAssertEqual(run.files.count, 1)
        XCTAssertEqual(run.files.first?.inputErrors, [])
        XCTAssertEqual(run.files.first?.elementCount, 1)
        XCTAssertEqual(PathName.bytes(run.files[0].path), Array((directory + "/d/").utf8) + name)

        // The shell passes the name's bytes as the argument.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" "$(printf 'caf\351.xml')" --fail-on never"#, command.binary]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stdout)
        XCTAssertTrue(stdout.hasSuffix("1 file audited; 1 error, 0 warnings, 0 info: passed\n"), stdout)
        #else
        throw XCTSkip("APFS and HFS+ refuse file names that are not UTF-8")
        #endif
    }

    func testPathNamesKeepTheirBytes() {
        for bytes: [UInt8] in [
            Array("plain.xml".utf8), Array("café.xml".utf8), [0x61, 0xE9, 0x62], [0xFF, 0xFE], [0xC3],
            [0xF4, 0x90, 0x80, 0x80],
        ] {
            XCTAssertEqual(PathName.bytes(PathName.string(fromBytes: bytes)), bytes, "\(bytes)")
        }
        XCTAssertEqual(PathName.string(fromBytes: Array("café.xml".utf8)), "café.xml")
    }

    func testTheSameInputGivenTwiceIsAuditedOnce() throws {
        try FT.write(screenWithFindings, to: directory + "/a.xml")
        try FT.write(screenWithFindings, to: directory + "/b.xml")
        XCTAssertEqual(symlink("a.xml", directory + "/link.xml"), 0)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let run = AuditRunner().run(paths: ["a.xml", "./a.xml", "link.xml", ".", directory + "/b.xml"], failOn: .error)
        XCTAssertEqual(run.files.map(\.path), ["a.xml", "./b.xml"])
    }

    func testStandardInputIsTheInputDash() throws {
        let command = try BuiltCommand()
        let result = try command.run(["-", "-", "--fail-on", "never"], in: directory, stdin: screenWithFindings)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("-:3:1: error: "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("1 file audited; 1 error, 0 warnings, 0 info: passed\n"), result.stdout)
    }

    // MARK: - signals

    /// A large report is being written when the signal comes: its temporary file
    /// is removed, the old report stays, and the status is 128 + the signal.
    func testSignalsRemoveTemporaryFiles() throws {
        let command = try BuiltCommand()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"Big\">\n"
        for i in 0..<10_000 {
            xml += "  <element class=\"UIImageView\" frame=\"0 \(i * 10) 10 10\" isAccessibilityElement=\"true\"/>\n"
        }
        xml += "</hierarchy>\n"
        try FT.write(xml, to: directory + "/big.xml")
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGQUIT] {
            try FT.write("previous report", to: directory + "/report.html")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: command.binary)
            process.arguments = ["big.xml", "--report", "html:report.html", "--report", "json:report.json"]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Waits for the report's temporary file (the process ends only if something is wrong).
            var temporary: String?
            while process.isRunning && temporary == nil {
                temporary = try names().first { $0.hasPrefix(".") && $0.contains("axaudit-") && $0.hasSuffix(".tmp") }
                if temporary == nil { usleep(2_000) }
            }
            XCTAssertNotNil(temporary, "the report was written before the signal; make the input larger")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 128 + signal)
            XCTAssertEqual(try names(), ["big.xml", "report.html"], "signal \(signal)")
            XCTAssertEqual(contents("report.html"), "previous report")
        }
    }
}
