import XCTest

@testable import AXAuditEngine
@testable import AXAuditReports

/// The version is written once, `AuditRun.toolVersion`; everything that ships
/// names it: the command, SARIF's driver, the Homebrew formula's tag, the action's
/// cache key (ActionScriptTests), the README's examples and the changelog.
final class VersionTests: XCTestCase {
    static func file(_ path: String) throws -> String {
        try String(contentsOf: TestPaths.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheVersionIsSemantic() {
        let parts = AuditRun.toolVersion.split(separator: ".", omittingEmptySubsequences: false)
        XCTAssertEqual(parts.count, 3, AuditRun.toolVersion)
        XCTAssertTrue(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    func testTheCommandAndSARIFSayTheVersion() throws {
        let command = try BuiltCommand()
        let result = try command.run(["--version"], in: TestPaths.repository.path)
        XCTAssertEqual(result.stdout, "axaudit \(AuditRun.toolVersion)\n")
        let sarif = SARIFReporter().render(AuditRun(files: [], rules: [], failOn: .error, seconds: 0))
        XCTAssertTrue(
            sarif.contains(#""version":"\#(AuditRun.toolVersion)","semanticVersion":"\#(AuditRun.toolVersion)""#))
    }

    func testTheFormulaBuildsTheVersionsTag() throws {
        let formula = try Self.file("Formula/axaudit.rb")
        XCTAssertTrue(formula.contains(#"url "\#(AuditRun.repositoryURL).git", tag: "v\#(AuditRun.toolVersion)""#))
        XCTAssertTrue(formula.contains(#"version "\#(AuditRun.toolVersion)""#))
        XCTAssertTrue(formula.contains(#"homepage "\#(AuditRun.repositoryURL)""#))
        XCTAssertTrue(formula.contains(#""swift", "build", "--disable-sandbox", "-c", "release""#))
        XCTAssertTrue(formula.contains("test do"))
    }

    /// `ruby -c`, when Ruby is installed (.ci/run does not install it).
    func testTheFormulaIsValidRuby() throws {
        let ruby = ["/usr/bin/ruby", "/usr/local/bin/ruby", "/opt/homebrew/bin/ruby"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let ruby else { throw XCTSkip("Ruby is not installed (apt-get install ruby)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ruby)
        process.arguments = ["-c", TestPaths.repository.appendingPathComponent("Formula/axaudit.rb").path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text, "Syntax OK\n")
    }

    func testTheChangelogStartsAtTheVersionAndTheREADMEInstallsIt() throws {
        let changelog = try Self.file("CHANGELOG.md")
        let versions = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        XCTAssertEqual(versions.first.map(String.init), "## [\(AuditRun.toolVersion)]")
        let readme = try Self.file("README.md")
        XCTAssertTrue(readme.contains("mint install axaudit/axaudit@v\(AuditRun.toolVersion)"))
        XCTAssertTrue(readme.contains("brew install axaudit"))
        let ci = try Self.file("docs/ci.md")
        XCTAssertTrue(ci.contains("axaudit/axaudit@v\(AuditRun.toolVersion)"))
    }
}
