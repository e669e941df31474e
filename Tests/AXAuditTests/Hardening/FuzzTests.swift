import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules
@testable import axaudit_fuzz

/// Replays `Tests/AXAuditTests/Fuzz/*.xml`, `*.json` and `*.txt` through the whole pipeline.
final class FuzzTests: XCTestCase {
    func testEveryFuzzInputRunsThroughThePipeline() throws {
        let directory = TestPaths.repository.appendingPathComponent("Tests/AXAuditTests/Fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".xml") || $0.hasSuffix(".json") || $0.hasSuffix(".txt")
        }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        // The configuration seed is a valid configuration, so that the fuzzer starts inside it.
        XCTAssertNoThrow(
            try ConfigurationFile.load(path: directory.appendingPathComponent("configuration-seed.json").path))
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            FuzzHarness.run(bytes)
            // The native importer either reads it or says where it fails.
            let imported = Importer.importBytes(bytes, file: name)
            XCTAssertTrue(imported.hierarchy != nil || !imported.errors.isEmpty, name)
        }
    }

    /// The fuzz target's check of JUnit reports can fail: it tells malformed XML.
    func testXMLCheckTellsMalformedFromWellFormed() {
        XCTAssertNil(FuzzHarness.xmlError("<?xml version=\"1.0\"?>\n<a x=\"&amp;&#10;\"><b/>t &lt; u</a>\n"))
        XCTAssertNil(FuzzHarness.xmlError(XMLWriterProbe.document))
        for bad in [
            "<a>", "<a></b>", "<a x=\"1\" x=\"2\"/>", "<a>&bogus;</a>", "<a>\u{1}</a>", "<a/><b/>", "", "<a x=\"<\"/>",
        ] {
            XCTAssertNotNil(FuzzHarness.xmlError(bad), bad.debugDescription)
        }
    }
}

/// A document written by the JUnit reporter's XML writer, with hostile text.
enum XMLWriterProbe {
    static var document: String {
        let xml = XMLWriter()
        xml.start("r", [("a", "\"<&>\t\n\r\u{1}\u{FFFE}")])
        xml.leaf("t") { xml.text("]]> <&> \r\n\u{0}\u{7F} e\u{301} 🎉") }
        xml.end()
        return xml.output
    }
}
