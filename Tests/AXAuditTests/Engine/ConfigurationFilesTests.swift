import XCTest
@testable import AXAuditEngine
@testable import AXAuditKit

/// Finding the configuration file (the nearest, not above the repository or
/// home, not one others could have written) and loading it.
final class ConfigurationFilesTests: XCTestCase {
    /// A file anyone else could have written is passed over, and said to be.
    func testDiscoveryDistrustsFilesOthersCouldHaveWritten() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shared = root + "/shared", project = root + "/shared/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try write(#"{"exclude": ["**"]}"#, to: shared + "/.axaudit.json")
        XCTAssertEqual(chmod(shared, 0o777), 0)
        XCTAssertEqual(
            ConfigurationFile.discover(from: project, home: nil),
            .init(path: nil, distrusted: [shared + "/.axaudit.json: its directory is writable by every user"]))
        // The sticky bit (as /tmp has) keeps others from replacing someone's file.
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        XCTAssertEqual(ConfigurationFile.discover(from: project, home: nil), .init(path: shared + "/.axaudit.json"))

        guard chown(shared + "/.axaudit.json", 65534, 65534) == 0 else {
            throw XCTSkip("cannot give the file to another user (not root)")
        }
        XCTAssertEqual(
            ConfigurationFile.discover(from: project, home: nil),
            .init(path: nil, distrusted: [shared + "/.axaudit.json: it is owned by another user (uid 65534)"]))
    }

    func testLoadAndDiscover() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let nested = root + "/app/Screens/Home"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        try write(#"{"thresholds": {"minimumTouchTarget": 40}}"#, to: root + "/.axaudit.json")

        XCTAssertEqual(ConfigurationFile.discover(from: nested, home: nil).path, root + "/.axaudit.json")
        XCTAssertEqual(ConfigurationFile.discover(from: root, home: nil).path, root + "/.axaudit.json")
        XCTAssertEqual(ConfigurationFile.discover(from: nested + "/../..", home: nil).path, root + "/.axaudit.json")
        // The nearest file wins.
        try write("{}", to: root + "/app/.axaudit.json")
        XCTAssertEqual(ConfigurationFile.discover(from: nested, home: nil).path, root + "/app/.axaudit.json")
        XCTAssertEqual(ConfigurationFile.discover(from: root, home: nil).path, root + "/.axaudit.json")

        // Not above the repository's root or the home directory.
        try FileManager.default.createDirectory(atPath: root + "/app/.git", withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: root + "/app/.axaudit.json")
        XCTAssertEqual(ConfigurationFile.discover(from: nested, home: nil), .init(path: nil))
        try FileManager.default.removeItem(atPath: root + "/app/.git")
        XCTAssertEqual(ConfigurationFile.discover(from: nested, home: root + "/app"), .init(path: nil))
        XCTAssertEqual(ConfigurationFile.discover(from: nested, home: root).path, root + "/.axaudit.json")

        let loaded = try ConfigurationFile.load(path: root + "/.axaudit.json")
        XCTAssertEqual(loaded.thresholds[.minimumTouchTarget], 40)
        XCTAssertEqual(loaded.sourcePath, root + "/.axaudit.json")

        do throws(ConfigurationError) {
            _ = try ConfigurationFile.load(path: root + "/missing.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(
                error,
                ConfigurationError(
                    file: root + "/missing.json", keyPath: "",
                    message: "cannot read the configuration file: no such file"))
            XCTAssertEqual(
                error.description, root + "/missing.json: error: cannot read the configuration file: no such file")
        }
        try write(#"{"thresholds": {"minimumTouchTarget": "big"}}"#, to: root + "/bad.json")
        do throws(ConfigurationError) {
            _ = try ConfigurationFile.load(path: root + "/bad.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(
                error.description,
                root + "/bad.json:1:17: error: thresholds.minimumTouchTarget: must be a number of points above 0")
        }
    }

    /// A configuration larger than `ConfigurationFile.sizeLimit` (4 MB) is refused
    /// before it is parsed; one just under it loads.
    func testAConfigurationOverTheSizeLimitIsRefused() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let filler = #"{"$comment": ""# + String(repeating: "x", count: ConfigurationFile.sizeLimit - 20) + #""}"#
        XCTAssertLessThanOrEqual(filler.utf8.count, ConfigurationFile.sizeLimit)
        try write(filler, to: root + "/fits.json")
        XCTAssertEqual(try ConfigurationFile.load(path: root + "/fits.json").sourcePath, root + "/fits.json")
        try write(
            "[" + String(repeating: "[],", count: ConfigurationFile.sizeLimit / 3) + "[]]", to: root + "/big.json")
        do throws(ConfigurationError) {
            _ = try ConfigurationFile.load(path: root + "/big.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(
                error.description,
                root + "/big.json: error: cannot read the configuration file: is larger than axaudit's limit of 4 MB")
        }
    }
}
