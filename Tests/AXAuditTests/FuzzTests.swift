import Foundation
import XCTest
@testable import AXAudit

/// Replays `Tests/AXAuditTests/Fuzz/*.xml` through the whole pipeline.
final class FuzzTests: XCTestCase {
    func testEveryFuzzInputRunsThroughThePipeline() throws {
        var directory = URL(fileURLWithPath: #filePath)
        directory.deleteLastPathComponent()
        directory.appendPathComponent("Fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            FuzzHarness.run(bytes)
            // The native importer either reads it or says where it fails.
            let imported = Importer.importBytes(bytes, file: name)
            XCTAssertTrue(imported.hierarchy != nil || !imported.errors.isEmpty, name)
        }
    }
}
