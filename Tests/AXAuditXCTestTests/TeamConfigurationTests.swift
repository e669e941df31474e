import XCTest
import Foundation
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// `AuditConfiguration.discovered(from:)` finds the team's `.axaudit.json` as the command does.
final class TeamConfigurationTests: XCTestCase {
    private var repository: URL!

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory
            .appendingPathComponent("axaudit-team-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("AppTests/Screens"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repository)
    }

    private var testFile: String { repository.appendingPathComponent("AppTests/Screens/CheckoutTests.swift").path }

    /// A screen with one unlabelled button: `element-label` reports it unless turned off.
    private func unlabelledButton() -> AXExportNode {
        var button = AXExportNode(className: "UIButton", frame: .init(x: 16, y: 100, width: 200, height: 50))
        button.inherits = ["UIControl", "UIView"]
        button.accessibilityTraits = ["button"]
        return AXExportNode(className: "UIView", frame: .init(x: 0, y: 0, width: 390, height: 844), children: [button])
    }

    func testTheNearestFileAboveTheTestIsUsed() throws {
        try #"{"rules": {"element-label": "off"}}"#.write(
            to: repository.appendingPathComponent(".axaudit.json"), atomically: true, encoding: .utf8)
        let configuration = try AuditConfiguration.discovered(from: testFile)
        let findings = AXAuditInMemory.findings(
            of: unlabelledButton(), screen: "Checkout", configuration: configuration)
        XCTAssertFalse(findings.contains { $0.ruleID == "element-label" })
        let defaults = AXAuditInMemory.findings(of: unlabelledButton(), screen: "Checkout")
        XCTAssertTrue(defaults.contains { $0.ruleID == "element-label" })
        let direct = try AuditConfiguration.configuration(
            atPath: repository.appendingPathComponent(".axaudit.json").path)
        XCTAssertFalse(direct.ruleDescriptions.contains { $0.id == "element-label" })
        XCTAssertEqual(direct.sourcePath, repository.appendingPathComponent(".axaudit.json").path)
    }

    func testWithoutAFileEveryRuleRuns() throws {
        let configuration = try AuditConfiguration.discovered(from: testFile)
        let findings = AXAuditInMemory.findings(
            of: unlabelledButton(), screen: "Checkout", configuration: configuration)
        XCTAssertTrue(findings.contains { $0.ruleID == "element-label" })
    }

    func testATypoIsAnErrorNamingTheFile() throws {
        let path = repository.appendingPathComponent(".axaudit.json").path
        try #"{"rules": {"element-lable": "off"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AuditConfiguration.discovered(from: testFile)) { error in
            let description = String(describing: error)
            XCTAssertTrue(description.hasPrefix(path), description)
            XCTAssertTrue(description.contains("element-lable"), description)
        }
    }
}
