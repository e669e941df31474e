import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class SmokeTests: XCTestCase {
    func testImportsAMinimalHierarchy() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy version="1" screen="S">
              <element id="a" class="UILabel" frame="0 0 10 10" text="Hi"/>
            </hierarchy>
            """
        let result = Importer.importBytes(Array(xml.utf8), file: "s.xml")
        XCTAssertEqual(result.errors, [])
        let hierarchy = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(hierarchy.elementsBelowRoot, 1)
        XCTAssertEqual(hierarchy[1].location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(VoiceOverOrder(hierarchy).stops, [1])
    }
}
