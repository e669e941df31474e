import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class XCUITestImportTests: XCTestCase {
    // MARK: - Helpers

    func importXML(_ xml: String, file: String = "page.xml", as option: InputFormatOption = .auto)
        -> ImportResult
    {
        Importer.importBytes(Array(xml.utf8), file: file, as: option)
    }

    /// Imports and requires a hierarchy without input errors.
    func hierarchy(
        _ xml: String, file: String = "page.xml", warnings: Int = 0,
        line: UInt = #line
    ) throws -> Hierarchy {
        let result = importXML(xml, file: file)
        XCTAssertEqual(result.errors, [], line: line)
        XCTAssertEqual(result.warnings.count, warnings, "\(result.warnings)", line: line)
        XCTAssertEqual(result.format, .xcuitest, line: line)
        return try XCTUnwrap(result.hierarchy, line: line)
    }

    /// The first element of that class, after the root.
    func first(_ className: String, in h: Hierarchy, line: UInt = #line) throws -> Element {
        try XCTUnwrap(h.elements.first { $0.className == className }, "no \(className)", line: line)
    }

    func unknown(_ e: Element) -> [String] {
        e.unknownAttributes.map { "\($0.name)=\($0.value)" }
    }

    static let app =
        #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">"#

    // MARK: - Mapping

    func testMapsEveryTypeToItsRoleAndKeepsTheTypeAsClass() throws {
        let types: [(String, Roles)] = [
            ("Cell", .cell), ("Image", .image), ("StaticText", .text), ("TextView", .text),
            ("TextField", .text), ("SecureTextField", .text), ("Button", .control), ("Switch", .control),
            ("Slider", .control), ("Link", .control), ("Stepper", .control), ("SegmentedControl", .control),
            ("Table", .container), ("CollectionView", .container), ("Other", .container),
            ("NavigationBar", .container), ("ScrollView", .container),
        ]
        var xml = "<AppiumAUT>" + Self.app + "\n"
        for (type, _) in types {
            xml +=
                #"<XCUIElementType\#(type) type="XCUIElementType\#(type)" accessible="false" x="0" y="0" width="1" height="1"/>"#
                + "\n"
        }
        xml += "</XCUIElementTypeApplication></AppiumAUT>"
        let h = try hierarchy(xml)
        XCTAssertEqual(h.elementsBelowRoot, 1 + types.count)
        for (offset, (type, roles)) in types.enumerated() {
            let e = h[Element.Index(2 + offset)]
            XCTAssertEqual(e.className, "XCUIElementType" + type)
            XCTAssertEqual(e.tagName, "XCUIElementType" + type)
            XCTAssertEqual(e.roles, roles, type)
            XCTAssertNil(e.id)
        }
        XCTAssertTrue(h[3].displayName.hasPrefix("XCUIElementTypeImage"))
    }

    func testTypeAttributeWinsOverTagAndTraitsMakeOtherAControl() throws {
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeOther type="XCUIElementTypeButton" accessible="true" label="Go" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" traits="Button" accessible="true" label="Go" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeOther accessible="true" label="Go" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(h[2].className, "XCUIElementTypeButton")
        XCTAssertEqual(h[2].roles, .control)
        XCTAssertEqual(h[3].roles, .control)
        XCTAssertEqual(h[3].traits, .button)
        XCTAssertEqual(h[4].className, "XCUIElementTypeOther")
        XCTAssertEqual(h[4].roles, .container)
    }

    func testMapsAttributes() throws {
        let h = try hierarchy(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              \(Self.app)
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="buyButton" label="Buy" enabled="false" visible="true" accessible="true" x="10.5" y="20" width="44" height="30" index="3" traits="Button, Selected" rect="x"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="alice" name="username" label="User" placeholderValue="Your name" enabled="true" visible="true" accessible="true" x="0" y="100" width="300" height="40" index="4"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        let b = h[2]
        XCTAssertEqual(b.accessibilityLabel, "Buy")
        XCTAssertEqual(b.accessibilityValue, "1")
        XCTAssertEqual(b.accessibilityIdentifier, "buyButton")
        XCTAssertEqual(b.isEnabled, false)
        XCTAssertFalse(b.isHidden)
        XCTAssertEqual(b.isAccessibilityElementAttribute, true)
        XCTAssertTrue(b.isAccessibilityElement)
        XCTAssertEqual(b.frame, Rect(x: 10.5, y: 20, width: 44, height: 30))
        XCTAssertEqual(b.traits, [.button, .selected])
        XCTAssertEqual(unknown(b), ["index=3", "rect=x"])
        XCTAssertNil(b.text)
        XCTAssertEqual(b.displayName, "XCUIElementTypeButton 'buyButton' \"Buy\"")
        let t = h[3]
        XCTAssertEqual(t.placeholderValue, "Your name")
        XCTAssertEqual(t.text, "alice")
        XCTAssertEqual(t.isEnabled, true)
        XCTAssertEqual(t.roles, .text)
        XCTAssertEqual(h.screen, "Shop")
        XCTAssertEqual(h.screenSize?.width, 390)
        XCTAssertEqual(h.screenSize?.height, 844)
        XCTAssertEqual(h.format, .xcuitest)
        XCTAssertFalse(h.documentOrderIsReadingOrder)
        XCTAssertEqual(h.indexByID, [:])
    }

    func testStaticTextTextComesFromValueElseLabel() throws {
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="$12.99" label="Price: $12.99" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Fresh basil" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="" label="Empty value" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" accessible="false" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(h[2].text, "$12.99")
        XCTAssertEqual(h[2].accessibilityLabel, "Price: $12.99")
        XCTAssertEqual(h[3].text, "Fresh basil")
        XCTAssertEqual(h[4].text, "Empty value")
        XCTAssertNil(h[5].text)
        XCTAssertNil(h[5].spokenLabel)
    }

    func testEmptyLabelIsNotAMissingLabel() throws {
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="hero" label="" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="hero" accessible="true" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(h[2].accessibilityLabel, "")
        XCTAssertNil(h[3].accessibilityLabel)
        XCTAssertEqual(h[2].accessibilityIdentifier, "hero")
        XCTAssertNil(h[3].accessibilityValue)
    }

    func testEntitiesInNamesAreDecoded() throws {
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="SafariWindow?View=Narrow&amp;UUID=2E&amp;X=1" label="Salt &amp; Pepper" value="a &lt; b &#38; c" accessible="false" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(h[2].accessibilityIdentifier, "SafariWindow?View=Narrow&UUID=2E&X=1")
        XCTAssertEqual(h[2].accessibilityLabel, "Salt & Pepper")
        XCTAssertEqual(h[2].accessibilityValue, "a < b & c")
    }

    func testEnabledAndVisibleValues() throws {
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="k" label="" enabled="" visible="" accessible="false" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="k" label="" enabled="NO" visible="0" accessible="false" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertNil(h[2].isEnabled)
        XCTAssertFalse(h[2].isHidden)
        XCTAssertEqual(h[3].isEnabled, false)
        XCTAssertTrue(h[3].isHidden)
    }

    // MARK: - Root design, screen

    func testAppiumAUTIsTheRootAndTheApplicationIsIndexOne() throws {
        let h = try hierarchy("<AppiumAUT>" + Self.app + "</XCUIElementTypeApplication></AppiumAUT>")
        XCTAssertEqual(h.elements.count, 2)
        XCTAssertEqual(h.root.className, "AppiumAUT")
        XCTAssertEqual(h.root.roles, .container)
        XCTAssertFalse(h.root.isAccessibilityElement)
        XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(h[1].className, "XCUIElementTypeApplication")
        XCTAssertEqual(h[1].parent, 0)
        XCTAssertEqual(h.positionalPath(of: 1), "AppiumAUT/XCUIElementTypeApplication[1]")
    }

    func testABareApplicationIsTheRoot() throws {
        let h = try hierarchy(
            Self.app
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" accessible="true" x="0" y="0" width="50" height="50"/></XCUIElementTypeApplication>"#
        )
        XCTAssertEqual(h.elements.count, 2)
        XCTAssertEqual(h.root.className, "XCUIElementTypeApplication")
        XCTAssertEqual(h[1].parent, 0)
        XCTAssertEqual(h.screen, "Shop")
        XCTAssertEqual(h.positionalPath(of: 1), "XCUIElementTypeApplication/XCUIElementTypeButton[1]")
        XCTAssertEqual(VoiceOverOrder(h).stops, [1])
    }

    func testScreenFallsBackToLabelThenFileName() throws {
        let byLabel = try hierarchy(
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="" label="Label Name" accessible="false" x="0" y="0" width="320" height="480"/></AppiumAUT>"#
        )
        XCTAssertEqual(byLabel.screen, "Label Name")
        let byFile = try hierarchy(
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" accessible="false"/></AppiumAUT>"#,
            file: "dir/login_screen.xml")
        XCTAssertEqual(byFile.screen, "login_screen")
        XCTAssertNil(byFile.screenSize)
        XCTAssertNil(byFile.root.frame)
    }

    // MARK: - accessible

    func testMissingAccessibleGivesOneWarningAndLabelledElementsAreAccessible() throws {
        let xml = """
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TheApp" label="TheApp" x="0" y="0" width="414" height="896">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" label="Window" x="0" y="0" width="414" height="896">
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Login username" x="0" y="0" width="414" height="896">
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="username" x="0" y="10" width="300" height="40"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="" x="0" y="60" width="300" height="40"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="60" width="300" height="40"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Leaf" x="0" y="110" width="300" height="40"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Log in" x="0" y="160" width="300" height="40">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Log in" x="0" y="160" width="300" height="40"/>
            </XCUIElementTypeButton>
            </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let result = importXML(xml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertEqual(result.warnings.first?.location, SourceLocation(line: 2, column: 1))
        XCTAssertTrue(result.warnings.first?.message.contains("no 'accessible' attribute") == true)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements.map(\.isAccessibilityElementAttribute), Array(repeating: nil, count: 10))
        // AUT, application, window, labelled container with children: not elements.
        XCTAssertEqual(
            h.elements.map(\.isAccessibilityElement),
            [false, false, false, false, true, false, false, true, true, true])
        // The button is one stop; its static text is inside it.
        XCTAssertEqual(VoiceOverOrder(h).stops, [4, 7, 8])
    }

    func testAccessibleAttributeIsTakenAsIs() throws {
        let result = importXML(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Card" accessible="true" x="0" y="0" width="1" height="1"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="A" accessible="true"/></XCUIElementTypeOther>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="B" accessible="false" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="C" accessible="maybe" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "accessible 'maybe' is not a boolean (true/false, YES/NO, 1/0)",
                    at: SourceLocation(line: 4, column: 1))
            ])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements.map(\.isAccessibilityElement), [false, false, true, true, false, true])
        XCTAssertEqual(h[5].isAccessibilityElementAttribute, nil)
        // The bad value counts as missing: the label decides, and one warning says so.
        XCTAssertEqual(result.warnings.count, 1)
    }

    // MARK: - Traits, frames

    func testUnknownTraitsWarnOncePerName() throws {
        let result = importXML(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="A" accessible="true" traits="Button, SupportsZoom" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" accessible="true" traits="SupportsZoom,Header,Sparkly" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(
            result.warnings.map(\.message),
            [
                "unknown accessibility trait 'SupportsZoom' (ignored; reported once per file)",
                "unknown accessibility trait 'Sparkly' (ignored; reported once per file)",
            ])
        XCTAssertEqual(
            result.warnings.map(\.location), [SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 1)])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h[2].traits, .button)
        XCTAssertEqual(h[3].traits, .header)
    }

    func testBadFrameNumbersAreErrorsAndTheElementIsKept() throws {
        let result = importXML(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="A" accessible="true" x="abc" y="0" width="10" height="10"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" accessible="true" x="0" y="0" width="-1" height="10"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="C" accessible="true" x="0" y="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="D" accessible="true" x="1e400" y=" 2 " width="3" height="4"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="E" accessible="true" x=" 1 " y="2" width="3" height="4"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "x 'abc' is not a number; the element's frame is unknown", at: SourceLocation(line: 2, column: 1)),
                InputError(
                    "width '-1' is not a number of zero or more; the element's frame is unknown",
                    at: SourceLocation(line: 3, column: 3)),
                InputError(
                    "has x, y but no width, height; the element's frame is unknown",
                    at: SourceLocation(line: 4, column: 1)),
                InputError(
                    "x '1e400' is not a number; the element's frame is unknown", at: SourceLocation(line: 5, column: 1)),
            ])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elementsBelowRoot, 6)
        XCTAssertEqual(h.elements[2...5].map(\.frame), [nil, nil, nil, nil])
        XCTAssertEqual(h[6].frame, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(VoiceOverOrder(h).stops, [2, 3, 4, 5, 6])
    }
}
