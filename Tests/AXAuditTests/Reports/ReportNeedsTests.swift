import XCTest

@testable import AXAuditKit
@testable import AXAuditReports

/// Each format says what it reads of a run; the runner keeps that and no more.
final class ReportNeedsTests: XCTestCase {
    func testEachFormatSaysWhatItNeeds() {
        let quiet = ReportOptions(quiet: true), plain = ReportOptions()
        XCTAssertEqual(ReportFormat.text.needs(quiet), [])
        XCTAssertEqual(ReportFormat.text.needs(plain), [.allFindings])
        XCTAssertEqual(ReportFormat.html.needs(quiet), [.allFindings, .hierarchies])
        for format in ReportFormat.allCases where format != .text {
            XCTAssertTrue(format.needs(quiet).contains(.allFindings), format.rawValue)
            XCTAssertEqual(format.needs(quiet), format.needs(plain), format.rawValue)
        }
        XCTAssertEqual(Baseline.needs, [.allFindings, .hierarchies])
    }

    func testTheRunnerKeepsWhatIsNeeded() {
        var runner = AuditRunner()
        runner.keep([], fileCount: 2)
        XCTAssertFalse(runner.keepsHierarchies)
        XCTAssertTrue(runner.keepsOnlyFailingFindings)
        runner.keep([.allFindings], fileCount: 2)
        XCTAssertFalse(runner.keepsHierarchies)
        XCTAssertFalse(runner.keepsOnlyFailingFindings)
        runner.keep([.allFindings, .hierarchies], fileCount: 2)
        XCTAssertTrue(runner.keepsHierarchies)
        // One file's hierarchy is kept whatever the reports need (let go at exit).
        runner.keep([], fileCount: 1)
        XCTAssertTrue(runner.keepsHierarchies)
        XCTAssertTrue(runner.keepsOnlyFailingFindings)
    }
}
