import Foundation
import XCTest

@testable import AXAuditKit
@testable import AXAuditModel
@testable import AXAuditPlatform

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The smaller problems of issue 36 with files and names: each once broke a run.
final class SmallPathProblemsTests: TemporaryDirectoryTestCase {
    private func shell(_ script: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// A report past the file size limit (SIGXFSZ) fails with a message, and its temporary file goes.
    func testAReportPastTheFileSizeLimitLeavesNoTemporaryFile() throws {
        let command = try BuiltCommand()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"Big\">\n"
        for i in 0..<200 {
            xml += "  <element class=\"UIImageView\" frame=\"0 \(i * 10) 10 10\" isAccessibilityElement=\"true\"/>\n"
        }
        xml += "</hierarchy>\n"
        try FT.write(xml, to: directory + "/big.xml")
        // 8 blocks of 512 bytes: the input is read, the JSON report does not fit.
        let result = try shell(#"ulimit -f 8 && exec "$0" big.xml --report json:report.json"#, [command.binary])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write the json report to 'report.json'"), result.stderr)
        XCTAssertEqual(try names(), ["big.xml"])
    }

    func testSARIFKeepsTheBytesOfANameThatIsNotUTF8() throws {
        #if !canImport(Darwin)
        let command = try BuiltCommand()
        let screen = FT.doc(#"<element class="UIImageView" frame="0 0 10 10" isAccessibilityElement="true"/>"#)
        let path = Array((directory + "/a").utf8) + [0xFF] + Array(".xml\0".utf8)
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = screen.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count - 1) }
        close(fd)
        let result = try shell(
            #"exec "$0" "$(printf 'a\377.xml')" --format sarif --fail-on never > out.sarif"#, [command.binary])
        XCTAssertEqual(result.status, 0, result.stderr)
        let sarif = try String(contentsOfFile: directory + "/out.sarif", encoding: .utf8)
        XCTAssertTrue(sarif.contains(#""uri":"a%FF.xml""#), sarif)
        XCTAssertFalse(sarif.contains("%F4%8F%BF%BF"))
        #else
        throw XCTSkip("APFS and HFS+ refuse file names that are not UTF-8")
        #endif
    }

    func testAScreenWithALongNameIsRecordedAndChecked() throws {
        let command = try BuiltCommand()
        let name = String(repeating: "Settings", count: 40)
        try FT.write(
            FT.doc(
                #"<element id="t" class="UILabel" frame="16 60 358 30" text="Title" accessibilityTraits="header"/>"#,
                root: "version=\"1\" screen=\"\(name)\""), to: directory + "/long.xml")
        let record = try command.run(
            ["long.xml", "--order-snapshots", "snaps", "--record-order-snapshots"], in: directory)
        XCTAssertEqual(record.status, 0, record.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/snaps")
        XCTAssertEqual(files.count, 1)
        guard files.count == 1 else { return }
        XCTAssertLessThanOrEqual(files[0].utf8.count, 255)
        XCTAssertTrue(files[0].hasPrefix("SettingsSettings"), files[0])
        let check = try command.run(["long.xml", "--order-snapshots", "snaps", "--format", "json"], in: directory)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertFalse(check.stdout.contains("no snapshot"), check.stdout)
        // Two long names that share their start get two files.
        XCTAssertNotEqual(
            OrderSnapshot.fileName(screen: name + "A", path: "x.xml"),
            OrderSnapshot.fileName(screen: name + "B", path: "x.xml"))
    }

    func testStandardInputHasASizeLimit() throws {
        let command = try BuiltCommand()
        let result = try shell(#"exec "$0" - --report json:out.json < /dev/zero"#, [command.binary])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("-: error: standard input is larger than axaudit's limit of 256 MB"), result.stderr)
    }

    /// `--version`, `--help` and `init` tell when their output is lost.
    func testOutputLostToAClosedOrFullStandardOutputGivesTwo() throws {
        let command = try BuiltCommand()
        for redirect in [">&-", "> /dev/full"] {
            for arguments in ["--version", "--help", "init"] {
                try? FileManager.default.removeItem(atPath: directory + "/.axaudit.json")
                let result = try shell(#"exec "$0" "# + arguments + " " + redirect, [command.binary])
                XCTAssertEqual(result.status, 2, "\(arguments) \(redirect): \(result.stderr)")
                XCTAssertTrue(
                    result.stderr.contains("to standard output"), "\(arguments) \(redirect): \(result.stderr)")
            }
        }
    }
}
