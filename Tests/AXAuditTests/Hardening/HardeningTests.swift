import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Hostile inputs in a whole run, and report files that cannot be written.
final class HardeningTests: XCTestCase {
    func testQuadraticBlowupIsRejectedAtTheDoctype() {
        // One 100 KB entity referenced 10,000 times would expand to 1 GB.
        var xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy [\n<!ENTITY a \"" + String(repeating: "a", count: 100_000)
            + "\">\n]>\n"
        xml +=
            "<hierarchy version=\"1\"><element accessibilityLabel=\"" + String(repeating: "&a;", count: 10_000)
            + "\"/></hierarchy>\n"
        let start = Date()
        let result = FT.importXML(xml)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "must fail fast, before any expansion")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertEqual(result.errors.first?.location, SourceLocation(line: 2, column: 1))
        XCTAssertTrue(result.errors.first?.message.contains("DOCTYPE is not allowed") == true, "\(result.errors)")
    }

    /// Every hostile input of the issue in one run: each gets a located error,
    /// the good file is still audited, and the run exits 2.
    func testHostileInputsInOneRunLeaveTheGoodFileReported() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try FT.write(FT.doc(#"<element id="ok" class="UIButton" frame="0 0 44 44" text="OK"/>"#), to: dir + "/good.xml")
        try FT.write(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE h [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<hierarchy version=\"1\">&x;</hierarchy>",
            to: dir + "/xxe.xml")
        try FT.write("", to: dir + "/empty.xml")
        try FT.write("<hierarchy version=\"1\"><element class=\"UILabel\"", to: dir + "/truncated.xml")
        try Data([0x3C, 0x68, 0xFF, 0xFE, 0x3E]).write(to: URL(fileURLWithPath: dir + "/invalid-utf8.xml"))
        try fm.createDirectory(atPath: dir + "/x.xml", withIntermediateDirectories: false)
        try fm.createSymbolicLink(atPath: dir + "/loop-a.xml", withDestinationPath: dir + "/loop-b.xml")
        try fm.createSymbolicLink(atPath: dir + "/loop-b.xml", withDestinationPath: dir + "/loop-a.xml")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(
            FT.doc(#"<element id="u" class="UILabel" frame="0 0 10 10" text="שלום"/>"#).data(using: .utf16LittleEndian)!
        )
        try utf16.write(to: URL(fileURLWithPath: dir + "/utf16.xml"))

        var runner = AuditRunner()
        runner.jobs = 2
        let run = runner.run(paths: [dir], failOn: .error)
        XCTAssertEqual(run.exitStatus, 2)
        let byName = Dictionary(
            uniqueKeysWithValues: run.files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0) })
        XCTAssertEqual(
            Set(byName.keys),
            [
                "good.xml", "xxe.xml", "empty.xml", "truncated.xml", "invalid-utf8.xml",
                "x.xml", "loop-a.xml", "loop-b.xml", "utf16.xml",
            ])
        XCTAssertEqual(byName["good.xml"]?.inputErrors, [])
        XCTAssertEqual(byName["good.xml"]?.elementCount, 1)
        XCTAssertEqual(byName["utf16.xml"]?.inputErrors, [], "UTF-16 with a BOM is read")
        for name in ["xxe.xml", "empty.xml", "truncated.xml", "invalid-utf8.xml", "x.xml", "loop-a.xml", "loop-b.xml"] {
            let report = try XCTUnwrap(byName[name])
            XCTAssertEqual(report.inputErrors.count, 1, name)
            // A file that cannot be opened has no place in it to name.
            let opened = !["x.xml", "loop-a.xml", "loop-b.xml"].contains(name)
            XCTAssertEqual(report.inputErrors.first?.location.isWholeFile, !opened, name)
        }
        XCTAssertTrue(byName["x.xml"]?.inputErrors.first?.message.contains("directory") == true)
        let text = TextReporter().render(run)
        XCTAssertFalse(text.contains("root:x:0"), "an external entity must never be read")
    }

    // MARK: Report files

    func testAtomicWriteReplacesTheFileWhole() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/report.json"
        try FT.write("old", to: path)
        try AtomicFile.write("new report", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new report")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir), ["report.json"], "no temporary file left")
    }

    func testAtomicWriteFailuresAreReportedAndLeaveNothingBehind() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FT.write("a file", to: dir + "/not-a-directory")
        // A missing folder is made (OutputDirectoriesTests); one under a file cannot be.
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir + "/not-a-directory/more/report.xml"))
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir + "/not-a-directory/report.xml"))
        // Renaming onto a directory fails after the temporary file was written: it must be removed.
        try FileManager.default.createDirectory(atPath: dir + "/taken.xml", withIntermediateDirectories: false)
        try FT.write("keep", to: dir + "/taken.xml/inside")
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir + "/taken.xml"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["not-a-directory", "taken.xml"])
    }

    func testAFullDiskIsReportedAndADeviceIsNeverReplaced() throws {
        // /dev/full fails every write with ENOSPC. A device cannot be swapped by a rename,
        // and must not be: it is written in place and stays a device.
        var info = stat()
        guard stat("/dev/full", &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else {
            throw XCTSkip("no /dev/full device")
        }
        XCTAssertThrowsError(try AtomicFile.write(String(repeating: "x", count: 100_000), to: "/dev/full")) { error in
            XCTAssertTrue("\(error)".contains("No space left on device"), "\(error)")
        }
        XCTAssertEqual(stat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full must still be a device")
        // /dev/null takes a report (as `--output /dev/stdout` would).
        XCTAssertNoThrow(try AtomicFile.write("report", to: "/dev/null"))
    }

    /// Reports stream in blocks: a report many blocks long arrives whole and in
    /// order, and a write that fails part way is reported, leaving no file.
    func testStreamedReportsArriveWholeOrNotAtAll() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var expected = ""
        try AtomicFile.write(to: dir + "/big.txt") { output in
            for i in 0..<40_000 {
                let line = "line \(i): \(String(repeating: "é🎉x", count: i % 13))\n"
                output.write(line)
                expected += line
            }
        }
        XCTAssertGreaterThan(expected.utf8.count, 1_000_000)
        XCTAssertEqual(try String(contentsOfFile: dir + "/big.txt", encoding: .utf8), expected)

        var info = stat()
        guard stat("/dev/full", &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else {
            throw XCTSkip("no /dev/full device")
        }
        XCTAssertThrowsError(
            try AtomicFile.write(to: "/dev/full") { output in
                for _ in 0..<10_000 { output.write(String(repeating: "y", count: 100)) }
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("No space left on device"), "\(error)")
        }
    }

    /// The package's root and its debug `axaudit` (the test is skipped when it is not built).
    private func builtCommand() throws -> (root: URL, binary: String) {
        (TestPaths.repository, try BuiltCommand().binary)
    }

    /// The CLI: standard output that cannot be written is said, and exits 2.
    func testCLIExitsTwoWhenStandardOutputIsFull() throws {
        let (root, binary) = try builtCommand()
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full device") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [root.appendingPathComponent("Examples").path]
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(
            stderr.contains("cannot write the text report to 'standard output': No space left on device"), stderr)
    }

    /// The CLI: a report that cannot be written is said and exits 2; the others are still written.
    func testCLIExitsTwoWhenAReportCannotBeWritten() throws {
        let binary = try builtCommand().binary
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FT.write(FT.doc(#"<element id="ok" class="UIButton" frame="0 0 44 44" text="OK"/>"#), to: dir + "/good.xml")
        // A folder cannot be made under a file.
        try FT.write("a file", to: dir + "/not-a-directory")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            dir + "/good.xml", "--report", "json:" + dir + "/not-a-directory/report.json",
            "--report", "junit:" + dir + "/report.xml", "--format", "text",
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(stderr.contains("cannot write the json report to '\(dir)/not-a-directory/report.json'"), stderr)
        XCTAssertTrue(stdout.contains("1 file audited"), stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/report.xml"))
        XCTAssertEqual(try String(contentsOfFile: dir + "/not-a-directory", encoding: .utf8), "a file")
    }

    /// The command uses FoundationEssentials, not Foundation, which brings ICU's
    /// 40 MB library into every run. (Linking the Swift runtime in is a build
    /// option, `--static-swift-stdlib`, not something the package forces.)
    func testTheCommandDoesNotLoadFoundation() throws {
        #if os(Linux)
        let binary = try builtCommand().binary
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let libraries = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(libraries.contains("libxml2.so"), libraries)
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            XCTAssertFalse(libraries.contains(library), library)
        }
        #else
        throw XCTSkip("Linux only: Apple systems have Foundation in the OS, and no /usr/bin/ldd")
        #endif
    }
}
