import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// `Rules/` and `Reports/` are generated (`Scripts/regenerate.sh`); these tests
/// fail when a rule, an example or a reporter changed and they were not regenerated.
final class GeneratedFilesTests: XCTestCase {
    static let packageRoot: String = {
        TestPaths.repository.path
    }()

    func testRulesDirectoryIsUpToDate() throws {
        let directory = Self.packageRoot + "/Rules"
        let expected = RuleDocumentation.markdownFiles(RuleRegistry.all.map { $0.description })
        for file in expected {
            let actual = try? String(contentsOfFile: directory + "/" + file.name, encoding: .utf8)
            if let difference = Self.firstDifference(actual, file.contents) {
                XCTFail("Rules/\(file.name) is stale (\(difference)): run Scripts/regenerate.sh")
            }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(Set(present), Set(expected.map(\.name)), "Rules/ has pages of no rule, or misses some")
    }

    func testReportsDirectoryIsUpToDate() throws {
        let fm = FileManager.default
        let previous = fm.currentDirectoryPath
        XCTAssertTrue(fm.changeCurrentDirectoryPath(Self.packageRoot))
        defer { _ = fm.changeCurrentDirectoryPath(previous) }
        var runner = AuditRunner()
        runner.jobs = 1
        runner.orderSnapshots = OrderSnapshotOptions(directory: "Examples/order-snapshots")
        let run = runner.run(paths: ["Examples"], failOn: .error)
        XCTAssertFalse(run.files.isEmpty)
        for format in ReportFormat.allCases {
            let name = "Reports/examples." + format.sampleFileExtension
            let actual = try? String(contentsOfFile: name, encoding: .utf8)
            let rendered = format.reporter().render(run)
            // The committed sample is compared as it is: it must be the same on every machine.
            if let difference = Self.firstDifference(actual, Self.reproducible(rendered)) {
                XCTFail("\(name) is stale (\(difference)): run Scripts/regenerate.sh")
            }
        }
    }

    /// Examples/order-snapshots holds every example's order, but the second
    /// version of the product page, which shows a regression against the first's.
    func testExampleOrderSnapshotsAreUpToDate() throws {
        let fm = FileManager.default
        let previous = fm.currentDirectoryPath
        XCTAssertTrue(fm.changeCurrentDirectoryPath(Self.packageRoot))
        defer { _ = fm.changeCurrentDirectoryPath(previous) }
        var runner = AuditRunner()
        runner.jobs = 1
        runner.orderSnapshots = OrderSnapshotOptions(directory: "Examples/order-snapshots", record: true)
        let recording = runner.run(paths: ["Examples"], failOn: .error)
        XCTAssertEqual(
            recording.files.filter { $0.orderSnapshot?.status != .unchanged }.map(\.path),
            ["Examples/product-detail-v2.xml"], "record them: see docs/order-snapshots.md")
        let present = try fm.contentsOfDirectory(atPath: "Examples/order-snapshots").sorted()
        XCTAssertEqual(
            present,
            Set(recording.files.compactMap { $0.orderSnapshot?.path.split(separator: "/").last.map(String.init) })
                .sorted())
        runner.orderSnapshots?.record = false
        let check = runner.run(paths: ["Examples"], failOn: .error)
        let orderFindings = check.files.flatMap { file in
            file.findings.filter { $0.ruleID == OrderSnapshot.checkRuleID }.map { (file.path, $0) }
        }
        XCTAssertEqual(orderFindings.map(\.0), ["Examples/product-detail-v2.xml"])
        XCTAssertEqual(
            orderFindings.first?.1.message,
            "The VoiceOver order differs from the recorded Examples/order-snapshots/Product-detail.order: \"Buy\" moved from 3rd to 7th, after the 180-character text \"Light trail shoes with …\"."
        )
        XCTAssertEqual(check.files.first { $0.path == "Examples/clean-store.xml" }?.findings.count, 0)
    }

    /// nil when equal, else where the committed file first differs from the generated text.
    static func firstDifference(_ committed: String?, _ generated: String) -> String? {
        guard let committed else { return "missing" }
        guard committed != generated else { return nil }
        let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let b = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
            let have = i < a.count ? String(a[i].prefix(160)) : "<end of file>"
            let want = i < b.count ? String(b[i].prefix(160)) : "<end of file>"
            return "line \(i + 1): committed \"\(have)\", generated \"\(want)\""
        }
        return "differs"
    }

    /// A report as `Scripts/regenerate.sh` leaves it: timings differ from run to
    /// run and the working directory from machine to machine, so the samples hold
    /// neither (times are zero, SARIF's SRCROOT is left to the consumer).
    static func reproducible(_ report: String) -> String {
        report.replacingOccurrences(
            of: #" time="[0-9]+\.[0-9]+""#, with: #" time="0.000""#, options: .regularExpression
        )
        .replacingOccurrences(
            of: #""originalUriBaseIds":\{"SRCROOT":\{"uri":"file:[^"]*"\}\},"#, with: "", options: .regularExpression)
    }

    func testSamplesHoldNoTimingsOrPathsOfThisMachine() throws {
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: Self.packageRoot + "/Reports") {
            let text = try String(contentsOfFile: Self.packageRoot + "/Reports/" + name, encoding: .utf8)
            XCTAssertFalse(text.contains("file://"), name)
            XCTAssertFalse(text.contains(Self.packageRoot), name)
            XCTAssertNil(text.range(of: #"time="(?!0\.000")"#, options: .regularExpression), name)
        }
    }
}
