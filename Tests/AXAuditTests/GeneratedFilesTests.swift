import Foundation
import XCTest
@testable import AXAudit

/// `Rules/` and `Reports/` are generated (`Scripts/regenerate.sh`); these tests
/// fail when a rule, an example or a reporter changed and they were not regenerated.
final class GeneratedFilesTests: XCTestCase {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    func testRulesDirectoryIsUpToDate() throws {
        let directory = Self.packageRoot + "/Rules"
        let expected = RuleDocumentation.markdownFiles(RuleRegistry.all.map { $0.description })
        for file in expected {
            let actual = try? String(contentsOfFile: directory + "/" + file.name, encoding: .utf8)
            XCTAssertEqual(actual, file.contents, "Rules/\(file.name) is stale: run Scripts/regenerate.sh")
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
        let run = runner.run(paths: ["Examples"], failOn: .error)
        XCTAssertFalse(run.files.isEmpty)
        for format in ReportFormat.allCases {
            let name = "Reports/examples." + format.sampleFileExtension
            let actual = try? String(contentsOfFile: name, encoding: .utf8)
            XCTAssertNotNil(actual, "\(name) is missing: run Scripts/regenerate.sh")
            let rendered = format.reporter().render(run)
            XCTAssertEqual(actual.map(Self.normalized), Self.normalized(rendered), "\(name) is stale: run Scripts/regenerate.sh")
        }
    }

    /// Timings and the absolute working directory differ from run to run.
    static func normalized(_ report: String) -> String {
        var s = report
        for pattern in [#"time="[0-9.]+""#, #"timestamp="[^"]*""#, #""uri":"file://[^"]*""#] {
            s = s.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return s
    }
}
