import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// What real page sources show (issue 24), continued: the roles a source
/// carries, frames, traits, sliders and disabled controls of iOS 26 captures.
final class PageSourceFramesAndTraitsTests: XCTestCase, PageSourceScreens {
    // MARK: - Roles a page source carries

    func testTablesAndCollectionViewsAreListsForDuplicateLabels() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="700" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="60" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="More" label="More" enabled="true" visible="true" accessible="true" x="330" y="108" width="44" height="44" index="0"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="160" width="390" height="60" index="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="More" label="More" enabled="true" visible="true" accessible="true" x="330" y="168" width="44" height="44" index="0"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """)
        XCTAssertEqual(Self.findings(xml), ["8 duplicate-label"])
    }

    // MARK: - iOS 26 captures: frames, traits, sliders, disabled controls

    func testCGRectNullIsNoFrameAndNoError() throws {
        // WebDriverAgent writes CGRectNull, the frame of an element that has none, so.
        let null = #"x="9.223372036854776e+18" y="9.223372036854776e+18" width="0" height="0""#
        let xml = Self.pageSource(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" \(null) index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="true" accessible="true" \(null) index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" enabled="true" visible="false" accessible="true" x="inf" y="-Infinity" width="0" height="0" index="2"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Next" label="Next" enabled="true" visible="true" accessible="true" x="16" y="100" width="120" height="44" index="3"/>
            """)
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements[2...4].map(\.frame), [nil, nil, nil])
        // Not on screen: no stops, and nothing judged about them.
        XCTAssertEqual(VoiceOverOrder(h).stops, [5])
        XCTAssertEqual(Self.findings(xml), [])
    }

    func testWrongFrameNumbersStayErrors() throws {
        func errors(_ frame: String) -> [String] {
            let xml = Self.pageSource(
                """
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="false" accessible="true" \(frame) index="0"/>
                """)
            return Importer.importBytes(Array(xml.utf8), file: "page.xml").errors.map(\.message)
        }
        let huge = "9.223372036854776e+18"
        let tooBig = " is not a number, at most 1000000000 in size; the element's frame is unknown"
        // CGRectNull is both coordinates with no size; anything else is a wrong number.
        XCTAssertEqual(
            errors(#"x="\#(huge)" y="\#(huge)" width="10" height="10""#),
            ["x '\(huge)'" + tooBig, "y '\(huge)'" + tooBig])
        XCTAssertEqual(errors(#"x="\#(huge)" y="100" width="0" height="0""#), ["x '\(huge)'" + tooBig])
        XCTAssertEqual(
            errors(#"x="0" y="0" width="\#(huge)" height="0""#),
            [
                "width '\(huge)' is not a number of zero or more, at most 1000000000 in size; the element's frame is unknown"
            ])
        XCTAssertEqual(errors(#"x="2e9" y="2e9" width="0" height="0""#), ["x '2e9'" + tooBig, "y '2e9'" + tooBig])
        XCTAssertEqual(
            errors(#"x="abc" y="\#(huge)" width="0" height="0""#),
            [
                "x 'abc' is not a number; the element's frame is unknown", "y '\(huge)'" + tooBig,
            ])
        // The axaudit format says "no frame" by leaving `frame` out: the number there is an error.
        let native = """
            <hierarchy version="1" screen="S">
              <element id="a" class="UIButton" frame="\(huge) \(huge) 0 0" accessibilityLabel="Play"/>
            </hierarchy>
            """
        XCTAssertEqual(Importer.importBytes(Array(native.utf8), file: "s.xml").errors.count, 1)
    }

    func testToggleButtonIsAKnownTrait() throws {
        // Every iOS 26 switch carries ToggleButton with Button: one kind of thing, no conflict.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="REDUCE_MOTION" label="Reduce Motion" enabled="true" visible="true" accessible="true" x="36" y="146" width="330" height="29" traits="ToggleButton, StaticText, Button" index="0"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Favourite" label="Favourite" enabled="true" visible="true" accessible="true" x="36" y="200" width="24" height="24" traits="ToggleButton" index="1"/>
            """)
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.warnings, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h[2].traits.description, "button staticText toggleButton")
        // A toggle button of its own (a custom toggle style) is a control, judged for its size.
        XCTAssertEqual(h[3].roles, .control)
        XCTAssertEqual(Self.findings(xml), ["4 touch-target-size"])
    }

    func testSystemSlidersAreNotJudgedForTheirHeight() {
        // UIKit draws a slider 31 points high; a custom adjustable view is the app's.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeSlider type="XCUIElementTypeSlider" value="100%" label="Font Scaling" enabled="true" visible="true" accessible="true" x="32" y="603" width="338" height="31" traits="Adjustable" index="0"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" value="3 of 5" label="Rating" enabled="true" visible="true" accessible="true" x="32" y="700" width="338" height="31" traits="Adjustable" index="1"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["4 touch-target-size"])
    }

    func testDisabledControlsAreNotJudgedForTheirSize() {
        // Disabled by `enabled`, by the trait, or both: nobody can activate them now.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="purple" label="Tint Color" enabled="false" visible="true" accessible="true" x="32" y="233" width="338" height="28" traits="NotEnabled, Button" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Send" enabled="false" visible="true" accessible="true" x="32" y="300" width="60" height="28" index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Undo" visible="true" accessible="true" x="32" y="350" width="60" height="28" traits="NotEnabled, Button" index="2"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Redo" enabled="true" visible="true" accessible="true" x="32" y="400" width="60" height="28" traits="Button" index="3"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 touch-target-size"])
    }

    func testATraitWordInANameShownOnScreenIsNotRedundant() {
        // Settings' "Action Button" row shows its name in a text of its own: the word names
        // the iPhone's button. A label that says more than the text shown is still told.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="actionButton" label="Action Button" enabled="true" visible="true" accessible="true" x="16" y="397" width="370" height="53" index="0" traits="StaticText, Button">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Action Button" name="Action Button" label="Action Button" enabled="true" visible="true" accessible="false" x="29" y="409" width="147" height="29" index="0" traits="StaticText"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Buy button" enabled="true" visible="true" accessible="true" x="16" y="460" width="370" height="53" index="1" traits="Button">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Buy" name="Buy" label="Buy" enabled="true" visible="true" accessible="false" x="29" y="470" width="147" height="29" index="0" traits="StaticText"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Save button" enabled="true" visible="true" accessible="true" x="16" y="520" width="370" height="53" index="2" traits="Button"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 label-redundant-trait", "9 label-redundant-trait"])
    }

    func testASmallControlOnTheEdgeOfALargerOneLeavesItsCentre() {
        // A control drawn over the leading quarter of a wider one leaves it its centre, where
        // VoiceOver's double tap lands; one over its centre takes that tap.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="edgeTarget" label="Edge covered" enabled="true" visible="true" accessible="true" x="16" y="422" width="370" height="48" index="0" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="edgeCover" label="edge cover" enabled="true" visible="true" accessible="true" x="16" y="422" width="93" height="48" index="1" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="halfTarget" label="Center covered" enabled="true" visible="true" accessible="true" x="16" y="500" width="370" height="48" index="2" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="halfCover" label="half cover" enabled="true" visible="true" accessible="true" x="16" y="500" width="222" height="48" index="3" traits="Button"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 overlapping-controls"])
    }
}
