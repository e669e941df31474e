import Foundation
import XCTest

@testable import AXAuditCommands
@testable import AXAuditPlatform

/// `--report junit:out/x.xml` makes `out/`, as a CI step expects; never through a link.
final class OutputDirectoriesTests: XCTestCase {
    func testAReportsMissingFoldersAreMade() throws {
        let directory = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let screen = directory + "/s.xml"
        try FT.write(#"<hierarchy version="1" screen="S"/>"#, to: screen)
        let report = directory + "/out/reports/axaudit.junit.xml"
        let baseline = directory + "/baselines/today/b.json"
        let result = try InProcessCommand.run([
            screen, "--report", "junit:" + report, "--write-baseline", baseline, "-q",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report))
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline))
    }

    func testNoFolderIsMadeThroughALink() throws {
        let directory = try FT.temporaryDirectory()
        let outside = try FT.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: outside)
        }
        // A dangling link where the folder would go: mkdir does not follow it.
        try FileManager.default.createSymbolicLink(atPath: directory + "/out", withDestinationPath: outside + "/made")
        XCTAssertFalse(FileSystem.makeMissingDirectories(above: directory + "/out/x/report.xml"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/made"))
        // Folders that exist are left alone; missing ones are made, top down.
        XCTAssertTrue(FileSystem.makeMissingDirectories(above: directory + "/a/b/c/report.xml"))
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/a/b/c", isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue)
        XCTAssertTrue(FileSystem.makeMissingDirectories(above: "report.xml"))
    }
}
