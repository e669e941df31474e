import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The one problem of the test rules that report every text element.
enum TextElementProblem: Equatable, Sendable { case label }

extension AuditContext {
    /// A finding of `rule` on every element with the `text` role (a `UILabel`):
    /// the check of the test rules with ids of their own.
    func findingOnEveryText<R: Rule>(_ rule: R.Type) -> [Finding] where R.Problem == TextElementProblem {
        hierarchy.elements.indices.dropFirst().compactMap { i in
            let index = Element.Index(i)
            guard hierarchy[index].roles.contains(.text) else { return nil }
            return finding(R.self, at: index, .label)
        }
    }
}

/// Helpers shared by the foundation tests (import, locations, errors, order, runner).
enum FT {
    static func importXML(
        _ xml: String, file: String = "Screen.xml",
        limits: ImportLimits = ImportLimits()
    ) -> ImportResult {
        Importer.importBytes(Array(xml.utf8), file: file, limits: limits)
    }

    /// Imports and requires no errors.
    static func hierarchy(
        _ xml: String, file: String = "Screen.xml",
        callerFile: StaticString = #filePath, line: UInt = #line
    ) throws -> Hierarchy {
        let result = importXML(xml, file: file)
        XCTAssertEqual(result.errors, [], file: callerFile, line: line)
        return try XCTUnwrap(result.hierarchy, file: callerFile, line: line)
    }

    /// Wraps elements in a version 1 `<hierarchy>`.
    static func doc(_ body: String, root: String = #"version="1""#) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy \(root)>\n\(body)\n</hierarchy>\n"
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "axaudit-ft-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// A test case with a directory of its own, made before each test and removed after.
class TemporaryDirectoryTestCase: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = try FT.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// Where the tests find the repository's files (Examples/, Rules/, Reports/,
/// Sources/) and the shared corpus beside it, whatever folder a test file is in.
enum TestPaths {
    /// The package root: the nearest folder above this file holding Package.swift.
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/"
            && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// `../shared` beside the repository.
    static let shared = repository.appendingPathComponent("../shared").standardizedFileURL

    /// Whether tests that read `../shared` fail without it instead of skipping (`.ci/run` sets it).
    static var sharedCorpusIsRequired: Bool {
        ProcessInfo.processInfo.environment["AXAUDIT_REQUIRE_SHARED_CORPUS"] == "1"
    }
}

// Files for the configuration and command tests.

/// A new directory, its path with symbolic links resolved.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "axaudit-config-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

func screenXML(_ body: String, screen: String = "S") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"\(screen)\">\n\(body)\n</hierarchy>\n"
}
