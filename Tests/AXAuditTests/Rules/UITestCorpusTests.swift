import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// Real `debugDescription` dumps with every finding judged by hand
/// (Tests/Corpus/ui-tests, its README says where they come from), checked as
/// `PageSourceCorpusTests` checks the page sources.
final class UITestCorpusTests: XCTestCase {
    static let folder = "Tests/Corpus/ui-tests"
    static let directory = TestPaths.repository.appendingPathComponent(folder)

    /// A dump whose author replaced the rows after the second with a note of
    /// their own: that line is an input error, and the rest is audited.
    static let editedDump = "SyKingW__XQUITestDemo__README-table.txt"

    func testEveryFileIsInTheManifestWithALicenceThatAllowsShippingIt() throws {
        let listed = try PageSourceCorpusTests.manifest(in: Self.directory)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".json") }
        XCTAssertEqual(Set(listed.map(\.file)), Set(onDisk))
        XCTAssertEqual(onDisk.count, 3)
        for (file, licence) in listed {
            XCTAssertTrue(["Apache-2.0", "MIT"].contains(licence), "\(file): licence \(licence)")
            let repository = file.components(separatedBy: "__").prefix(2).joined(separator: "__")
            let licenceFile = Self.directory.appendingPathComponent("LICENSES/\(repository).LICENSE.txt")
            XCTAssertTrue(FileManager.default.fileExists(atPath: licenceFile.path), "\(file): no licence file")
        }
    }

    func testEveryFileIsReadAsADebugDescription() throws {
        for (file, _) in try PageSourceCorpusTests.manifest(in: Self.directory) {
            let result = Importer.importFile(atPath: Self.directory.appendingPathComponent(file).path)
            if file == Self.editedDump {
                XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 28, column: 27)])
                XCTAssertTrue(result.errors.first?.message.hasPrefix("this line is not an element line") == true)
            } else {
                XCTAssertEqual(result.errors, [], file)
            }
            XCTAssertEqual(result.format, .xcuitest, file)
            XCTAssertNotNil(result.hierarchy, file)
        }
    }

    func testNoFindingJudgedFalseComesBackAndEveryFindingIsJudged() throws {
        try PageSourceCorpusTests.checkJudgements(
            folder: Self.folder, failedCaptures: [Self.editedDump], knownFalse: [:])
    }
}
