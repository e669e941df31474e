import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which configuration and baseline a run trusts, and that it says which it used.
final class ConfigurationTrustTests: TemporaryDirectoryTestCase {
    private let screen = FT.doc(
        #"<element id="photo" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true"/>"#,
        root: #"version="1" screen="S""#)
    private let excludeEverything = #"{"exclude": ["**"]}"#

    /// A configuration anyone could have written, above the project, is passed
    /// over and said to be; one above the repository's root is not even looked at.
    func testDiscoveryIgnoresFilesOthersCouldHaveWrittenAndStopsAtTheRepository() throws {
        let command = try BuiltCommand()
        let project = directory + "/shared/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        // Nothing above this test's directory is looked at.
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FT.write(screen, to: project + "/s.xml")
        try FT.write(excludeEverything, to: directory + "/shared/.axaudit.json")
        XCTAssertEqual(chmod(directory + "/shared", 0o777), 0)
        var result = try command.run(["s.xml"], in: project)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "axaudit: warning: ignoring the configuration \(directory)/shared/.axaudit.json: its directory is writable by every user; give it with --config to use it\n"
        )
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "1 file audited; 1 error, 0 warnings, 0 info: failed (findings at or above --fail-on error)\n"),
            result.stdout)

        XCTAssertEqual(chmod(directory + "/shared", 0o755), 0)
        try FileManager.default.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
        result = try command.run(["s.xml"], in: project)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }

    func testTheConfigurationUsedIsNamedInEveryReport() throws {
        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FT.write(screen, to: directory + "/s.xml")
        try FT.write(#"{"rules": {"image-label": "warning"}}"#, to: directory + "/.axaudit.json")
        let result = try command.run(
            [
                "s.xml", "--report", "json:r.json", "--report", "sarif:r.sarif", "--report", "junit:r.junit.xml",
                "--report", "html:r.html", "--format", "text",
            ], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "1 file audited; 0 errors, 1 warning, 0 info; configuration .axaudit.json: passed\n"),
            result.stdout)
        func read(_ name: String) throws -> String {
            try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
        }
        let json = try read("r.json")
        XCTAssertTrue(json.hasPrefix(#"{"tool":{"name":"axaudit","version":"#), json)
        XCTAssertTrue(json.contains(#""configuration":".axaudit.json"}"#), json)
        XCTAssertTrue(try read("r.sarif").contains(#""properties":{"configuration":".axaudit.json"}"#))
        XCTAssertTrue(try read("r.junit.xml").contains(#"<property name="configuration" value=".axaudit.json"/>"#))
        XCTAssertTrue(try read("r.html").contains("<li>configuration <code>.axaudit.json</code></li>"))

        // The defaults: JSON says null, the others say nothing.
        let defaults = try command.run(["s.xml", "--config", "/dev/null", "-f", "json"], in: directory)
        XCTAssertEqual(defaults.status, 2, "an empty file is not a configuration")
        try FileManager.default.removeItem(atPath: directory + "/.axaudit.json")
        let plain = try command.run(["s.xml", "-f", "json"], in: directory)
        XCTAssertTrue(plain.stdout.contains(#""configuration":null}"#), plain.stdout)
    }

    func testAConfigurationThatExcludesEveryInputIsAnError() throws {
        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/Screens", withIntermediateDirectories: true)
        try FT.write(screen, to: directory + "/Screens/a.xml")
        try FT.write(screen, to: directory + "/Screens/b.xml")
        try FT.write(excludeEverything, to: directory + "/.axaudit.json")
        let result = try command.run(["Screens"], in: directory)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(
            result.stdout.hasPrefix(
                ".axaudit.json: error: exclude leaves nothing to audit: all 2 input files are excluded [input]\n"),
            result.stdout)
    }

    func testABaselineFromElsewhereIsRefused() throws {
        let command = try BuiltCommand()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FT.write(screen, to: directory + "/s.xml")
        try FT.write(
            ##"{"tool": "axaudit", "baselineVersion": 1, "findings": [{"screen": "S", "rule": "imagelabel", "element": "#photo"}]}"##,
            to: directory + "/b.json")
        var result = try command.run(["s.xml", "--baseline", "b.json"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr,
            "b.json:1:72: error: findings[0].rule: unknown rule id 'imagelabel' (did you mean 'image-label'?)\n")
        XCTAssertEqual(result.stdout, "")
        try FT.write(#"{"tool": "axaudit", "baselineVersion": 99, "findings": []}"#, to: directory + "/b.json")
        result = try command.run(["s.xml", "--baseline", "b.json"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("b.json:1:21: error: baselineVersion: must be 1"), result.stderr)
    }
}
