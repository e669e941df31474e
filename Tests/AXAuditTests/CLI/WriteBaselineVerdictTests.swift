import XCTest

@testable import AXAuditKit
@testable import AXAuditCommands

/// `--write-baseline` records the findings and exits 0: the summary must not
/// say "failed" while the exit status says the run passed.
final class WriteBaselineVerdictTests: XCTestCase {
    func testWritingABaselineSaysTheFindingsAreRecordedAndExitsZero() throws {
        let directory = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let screen = directory + "/s.xml"
        try FT.write(
            #"<hierarchy version="1" screen="S"><element id="i" class="UIImageView" frame="0 0 50 50" isAccessibilityElement="true"/></hierarchy>"#,
            to: screen)
        let written = try InProcessCommand.run([screen, "--write-baseline", directory + "/baseline.json"])
        XCTAssertEqual(written.status, 0)
        XCTAssertTrue(
            written.stdout.hasSuffix(": recorded in the baseline (--write-baseline fails on no finding)\n"),
            written.stdout)
        XCTAssertFalse(written.stdout.contains("failed"), written.stdout)
        // Without it, the same finding fails the run and says so.
        let checked = try InProcessCommand.run([screen])
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.stdout.hasSuffix(": failed (findings at or above --fail-on error)\n"), checked.stdout)
        // An input error still fails a run that writes a baseline.
        try FT.write("<hierarchy", to: directory + "/broken.xml")
        let broken = try InProcessCommand.run([
            screen, directory + "/broken.xml", "--write-baseline", directory + "/baseline2.json",
        ])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stdout.hasSuffix(": failed (input errors)\n"), broken.stdout)
    }
}
