import XCTest

@testable import AXAuditCommands

/// The README opens with the two commands a newcomer runs on a fresh clone. The
/// first audits the examples, whose mistakes are on purpose: it must succeed and
/// print what the README shows it printing.
final class ReadmeCommandsTests: XCTestCase {
    func testTheReadmesFirstCommandAuditsTheExamplesAndSucceeds() throws {
        let root = GeneratedFilesTests.packageRoot
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try XCTUnwrap(lines.prefix(10).first { $0.hasPrefix("swift run axaudit ") })
        let words = command.prefix { $0 != "#" }.split(separator: " ").map(String.init)
        let arguments = Array(words.dropFirst(3))  // swift run axaudit
        XCTAssertEqual(arguments.first, "Examples", command)

        let fm = FileManager.default
        let previous = fm.currentDirectoryPath
        XCTAssertTrue(fm.changeCurrentDirectoryPath(root))
        defer { _ = fm.changeCurrentDirectoryPath(previous) }
        let result = try InProcessCommand.run(arguments)

        XCTAssertEqual(result.status, 0, "the README's first command fails: \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("files audited"), result.stdout)
        // Each finding the README quotes is one the command prints, as quoted.
        let quoted = lines.filter {
            $0.hasPrefix("Examples/") && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        XCTAssertFalse(quoted.isEmpty, "the README quotes no finding of the examples")
        for line in quoted {
            XCTAssertTrue(result.stdout.contains(line), "the README quotes what the command does not print: \(line)")
        }
    }
}
