import XCTest

@testable import AXAuditImport
@testable import AXAuditModel

/// Messages for inputs that are nearly right say what to change.
final class InputMessagesTests: XCTestCase {
    private func messages(_ xml: String) -> [String] {
        let result = Importer.importBytes(Array(xml.utf8), file: "s.xml")
        return (result.errors + result.warnings).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    func testAHierarchyOfElementsWithoutVersionIsTheAxauditFormatMissingItsVersion() {
        let found = messages(#"<hierarchy screen="S">\#n  <element class="UILabel" text="Hi"/>\#n</hierarchy>"#)
        XCTAssertEqual(
            found, [#"1:1: <hierarchy> has no version attribute; this format is version 1 (<hierarchy version="1">)"#])
        // An Android dump is still named as one.
        let android = messages(
            #"<hierarchy rotation="0"><node class="android.widget.TextView" text="Hi"/></hierarchy>"#)
        XCTAssertEqual(android.count, 1)
        XCTAssertTrue(android[0].contains("Android uiautomator dump"), "\(android)")
    }

    func testSomethingBeforeTheXMLDeclarationIsNamed() throws {
        let found = messages("\n<?xml version=\"1.0\"?>\n<hierarchy version=\"1\" screen=\"S\"/>\n")
        XCTAssertEqual(found.count, 1)
        let message = try XCTUnwrap(found.first)
        XCTAssertTrue(message.hasPrefix("2:6: malformed XML: XML declaration allowed only at the start"), message)
        XCTAssertTrue(message.contains("often a blank line"), message)
    }

    func testAMisspeltTraitGetsTheNearestName() {
        let xml =
            #"<hierarchy version="1" screen="S"><element class="UIButton" accessibilityTraits="buton hedaer sparkly"/></hierarchy>"#
        XCTAssertEqual(
            messages(xml),
            [
                "1:35: unknown accessibility trait 'buton' (ignored) (did you mean 'button'?)",
                "1:35: unknown accessibility trait 'hedaer' (ignored) (did you mean 'header'?)",
                "1:35: unknown accessibility trait 'sparkly' (ignored)",
            ])
    }

    func testNearMissNeedsACloseCandidate() {
        XCTAssertEqual(NearMiss.closest(to: "buton", among: ["button", "link"]), "button")
        XCTAssertNil(NearMiss.closest(to: "bogus", among: ["button", "link"]))
        XCTAssertNil(NearMiss.closest(to: "x", among: []))
        XCTAssertEqual(NearMiss.editDistance("", "abc"), 3)
        XCTAssertEqual(NearMiss.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NearMiss.editDistance("abc", ""), 3)
        XCTAssertEqual(NearMiss.editDistance("flaw", "lawn"), 2)
        XCTAssertEqual(NearMiss.editDistance("sunday", "saturday"), 3)
        // Candidates whose length alone puts them past the limit are not compared:
        // a long word (a hostile key or trait name) finds nothing, and the limit
        // still admits what it did.
        XCTAssertNil(NearMiss.closest(to: String(repeating: "x", count: 200_000), among: ["button", "link"]))
        XCTAssertEqual(
            NearMiss.closest(to: "image-label-ru", among: ["image-label", "element-label"]), "image-label")
        XCTAssertNil(NearMiss.closest(to: "image-label-rules", among: ["image-label"]))
    }
}
