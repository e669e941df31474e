import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// `axaudit order`'s lines: a page source's stops are placed by type, identifier
/// and line, not by a path of hundreds of characters.
final class OrderListingTests: XCTestCase {
    /// Two buttons under 30 nested `XCUIElementTypeOther`s, as real page sources nest them.
    static func deepPageSource(depth: Int = 30) -> String {
        var xml = "<AppiumAUT>\n"
        xml +=
            #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">"#
        xml += "\n"
        for _ in 0..<depth {
            xml +=
                #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">"#
            xml += "\n"
        }
        xml +=
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Pay" label="Pay" enabled="true" visible="true" accessible="true" x="16" y="100" width="120" height="44"/>"#
        xml += "\n"
        xml +=
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="cancel-button" label="Cancel" enabled="true" visible="true" accessible="true" x="16" y="200" width="120" height="44"/>"#
        xml += "\n"
        xml += String(repeating: "</XCUIElementTypeOther>\n", count: depth)
        return xml + "</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }

    func testDeepPageSourceStopsArePlacedByTypeIdentifierAndLine() throws {
        let hierarchy = try FT.hierarchy(Self.deepPageSource(), file: "page.xml")
        XCTAssertEqual(hierarchy.format, .xcuitest)
        let listing = OrderListing.render(hierarchy, VoiceOverOrder(hierarchy))
        let lines = listing.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines,
            [
                #"1  control  "Pay"  XCUIElementTypeButton line 33:1"#,
                #"2  control  "Cancel"  XCUIElementTypeButton "cancel-button" line 34:1"#,
            ])
        // The path it replaces: over 300 characters.
        let pay = try XCTUnwrap(hierarchy.elements.indices.first { hierarchy.elements[$0].accessibilityLabel == "Pay" })
        XCTAssertGreaterThan(hierarchy.path(of: Element.Index(pay)).count, 300)
    }

    /// A long identifier is cut as finding messages cut titles.
    func testLongIdentifierIsAbbreviated() throws {
        let long = String(repeating: "x", count: 200)
        let xml = Self.deepPageSource(depth: 2).replacingOccurrences(of: "cancel-button", with: long)
        let hierarchy = try FT.hierarchy(xml, file: "page.xml")
        let listing = OrderListing.render(hierarchy, VoiceOverOrder(hierarchy))
        XCTAssertTrue(listing.contains("\"" + String(repeating: "x", count: 39) + "…\" line 6:1"), listing)
        XCTAssertFalse(listing.contains(long))
    }

    /// The native format keeps its paths: ids, or positional paths.
    func testNativePathsAreUnchanged() throws {
        let hierarchy = try FT.hierarchy(
            FT.doc(
                """
                <element id="pay" class="UIButton" inherits="UIControl UIView" frame="16 100 120 44" accessibilityLabel="Pay"/>
                <element class="UIButton" inherits="UIControl UIView" frame="16 200 120 44" accessibilityLabel="Cancel"/>
                """))
        let listing = OrderListing.render(hierarchy, VoiceOverOrder(hierarchy))
        XCTAssertEqual(
            listing,
            """
            1  control  "Pay"  #pay
            2  control  "Cancel"  hierarchy/element[2]

            """)
    }
}
