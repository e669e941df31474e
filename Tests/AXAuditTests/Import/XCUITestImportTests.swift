import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class XCUITestImportTests: XCTestCase {
    // MARK: - Helpers

    private func importXML(_ xml: String, file: String = "page.xml", as option: InputFormatOption = .auto)
        -> ImportResult
    {
        Importer.importBytes(Array(xml.utf8), file: file, as: option)
    }

    /// Imports and requires a hierarchy without input errors.
    private func hierarchy(
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
    private func first(_ className: String, in h: Hierarchy, line: UInt = #line) throws -> Element {
        try XCTUnwrap(h.elements.first { $0.className == className }, "no \(className)", line: line)
    }

    private func unknown(_ e: Element) -> [String] {
        e.unknownAttributes.map { "\($0.name)=\($0.value)" }
    }

    private static let app =
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

    // MARK: - Structure

    func testNonXCUIElementsAreKeptAsContainersWithUnknownAttributes() throws {
        let result = importXML(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TheApp" label="TheApp" enabled="true" visible="true" x="0" y="0" width="414" height="896" index="0">
                <SomeRandoElement type="blah" oddAttribute="odd" />
                <SomeRandoElement type="blah" label="Not read" accessible="true"><XCUIElementTypeButton type="XCUIElementTypeButton" label="Inner" x="0" y="0" width="50" height="50"/></SomeRandoElement>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.count, 1)  // no accessible attributes
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elementsBelowRoot, 4)
        let rando = h[2]
        XCTAssertEqual(rando.className, "SomeRandoElement")
        XCTAssertEqual(rando.tagName, "SomeRandoElement")
        XCTAssertEqual(rando.roles, .container)
        XCTAssertFalse(rando.isAccessibilityElement)
        XCTAssertNil(rando.accessibilityLabel)
        XCTAssertEqual(unknown(rando), ["type=blah", "oddAttribute=odd"])
        XCTAssertEqual(unknown(h[3]), ["type=blah", "label=Not read", "accessible=true"])
        XCTAssertFalse(h[3].isAccessibilityElement)
        XCTAssertEqual(h[4].parent, 3)
        XCTAssertEqual(h[2].location, SourceLocation(line: 4, column: 5))
        XCTAssertEqual(VoiceOverOrder(h).stops, [4])
    }

    func testATableOfCells() throws {
        // As WebDriverAgent writes them: nothing inside an accessible cell is accessible.
        var xml = "<AppiumAUT>" + Self.app + "\n"
        xml +=
            #"<XCUIElementTypeTable type="XCUIElementTypeTable" accessible="false" x="0" y="100" width="390" height="600">"#
            + "\n"
        for i in 0..<4 {
            let y = 100 + i * 60
            xml +=
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" accessible="\#(i % 2 == 0)" label="\#(i % 2 == 0 ? "Row \(i)" : "")" x="0" y="\#(y)" width="390" height="60" index="\#(i)">"#
            xml +=
                #"<XCUIElementTypeImage type="XCUIElementTypeImage" name="thumb\#(i)" accessible="\#(i % 2 == 1)" label="Thumb \#(i)" x="8" y="\#(y + 8)" width="44" height="44"/>"#
            xml +=
                #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Title \#(i)" label="Title \#(i)" accessible="\#(i % 2 == 1)" x="60" y="\#(y + 8)" width="300" height="20"/>"#
            xml += "</XCUIElementTypeCell>\n"
        }
        xml += "</XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>"
        let h = try hierarchy(xml)
        XCTAssertEqual(h.elementsBelowRoot, 1 + 1 + 4 * 3)
        let table = h[2]
        XCTAssertEqual(table.roles, .container)
        XCTAssertEqual(h.children(of: 2), [3, 6, 9, 12])
        XCTAssertEqual(h.children(of: 2).map { h[$0].roles }, [.cell, .cell, .cell, .cell])
        XCTAssertEqual(h.children(of: 2).map { h[$0].isAccessibilityElement }, [true, false, true, false])
        XCTAssertEqual(h.children(of: 2).map { h[$0].siblingPosition }, [1, 2, 3, 4])
        XCTAssertEqual(h.children(of: 6).map { h[$0].roles }, [.image, .text])
        XCTAssertEqual(h[3].location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(h[12].location, SourceLocation(line: 6, column: 1))
        // Accessible cells are one stop; the parts of the others are read one by one.
        XCTAssertEqual(VoiceOverOrder(h).stops, [3, 7, 8, 9, 13, 14])
    }

    func testVisibleIsJudgedPerElement() throws {
        // WebDriverAgent's `visible` is the element's own: a container marked not
        // visible (as iOS 26 marks scroll views) still shows what it holds.
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" accessible="false" x="0" y="0" width="1" height="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Shown inside" visible="true" accessible="true" x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="logo" visible="false" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Shown" visible="true" accessible="true" x="0" y="0" width="1" height="1"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" accessible="false" x="0" y="900" width="1" height="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Off screen" visible="false" accessible="true" x="0" y="900" width="1" height="1"/>
            </XCUIElementTypeOther>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(h.elements.map(\.isHidden), [false, false, false, false, true, false, true, true])
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.hidden, [false, false, false, false, true, false, true, true])
        XCTAssertEqual(order.stops, [3, 5])
    }

    func testDeepNestingOf1500Others() throws {
        let depth = 1_500
        var xml = "<AppiumAUT>" + Self.app + "\n"
        for i in 0..<depth {
            xml +=
                #"<XCUIElementTypeOther type="XCUIElementTypeOther" accessible="false" x="0" y="0" width="10" height="10" index="\#(i)">"#
                + "\n"
        }
        xml +=
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Deep" accessible="true" x="0" y="0" width="44" height="44"/>"#
            + "\n"
        xml += String(repeating: "</XCUIElementTypeOther>\n", count: depth)
        xml += "</XCUIElementTypeApplication></AppiumAUT>"
        let h = try hierarchy(xml)
        XCTAssertEqual(h.elements.count, 2 + depth + 1)
        let deepest = h[Element.Index(2 + depth)]
        XCTAssertEqual(deepest.className, "XCUIElementTypeButton")
        XCTAssertEqual(h.depth(of: Element.Index(2 + depth)), depth + 2)
        XCTAssertEqual(deepest.location, SourceLocation(line: depth + 2, column: 1))
        XCTAssertEqual(h[2].subtreeEnd, Element.Index(h.elements.count))
        XCTAssertEqual(VoiceOverOrder(h).stops, [Element.Index(2 + depth)])
    }

    func testExactLocationsAndCRLF() throws {
        let lf = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Ünïcode" accessible="false" x="0" y="0" width="10" height="10">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="é" accessible="true"/>  <XCUIElementTypeButton
                    type="XCUIElementTypeButton" label="Wrapped
            over lines" accessible="true"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        for (variant, xml) in [("LF", lf), ("CRLF", lf.replacingOccurrences(of: "\n", with: "\r\n"))] {
            let h = try hierarchy(xml)
            XCTAssertEqual(
                h.elements.map(\.location),
                [
                    SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 3),
                    SourceLocation(line: 4, column: 5), SourceLocation(line: 4, column: 96),
                ], variant)
            XCTAssertEqual(h.screen, "Ünïcode", variant)
            // End-of-line handling then attribute value normalization: a line break
            // in a value (LF or CRLF) becomes one space.
            XCTAssertEqual(h[3].accessibilityLabel, "Wrapped over lines", variant)
        }
    }

    func testVoiceOverOrderSortsAccessibleElementsByFrame() throws {
        // As in the axaudit format: C (top) before B before A, whatever the document order.
        let h = try hierarchy(
            """
            <AppiumAUT>\(Self.app)
            <XCUIElementTypeOther type="XCUIElementTypeOther" accessible="false" x="0" y="0" width="390" height="844">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="A" accessible="true" x="0" y="500" width="100" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="not accessible" accessible="false" x="0" y="0" width="100" height="20"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" accessible="true" x="0" y="10" width="100" height="20">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="B" accessible="true" x="0" y="10" width="100" height="20"/>
            </XCUIElementTypeButton>
            </XCUIElementTypeOther>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="C" accessible="true" x="0" y="0" width="100" height="20"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.stops, [7, 5, 3])
        XCTAssertEqual(order.stops.map { h[$0].accessibilityLabel }, ["C", "B", "A"])
        XCTAssertTrue(order.insideElement[6])
    }

    // MARK: - Detection

    private func assertSingleError(
        _ xml: String, as option: InputFormatOption = .auto, at location: SourceLocation,
        contains fragments: [String], line: UInt = #line
    ) {
        let result = importXML(xml, as: option)
        XCTAssertNil(result.hierarchy, line: line)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", line: line)
        guard let error = result.errors.first else { return }
        XCTAssertEqual(error.location, location, line: line)
        for fragment in fragments {
            XCTAssertTrue(error.message.contains(fragment), "'\(error.message)' lacks '\(fragment)'", line: line)
        }
    }

    func testDetectionErrors() {
        let supported = Importer.supportedFormatsDescription
        assertSingleError(
            "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\"><node index=\"0\" class=\"android.widget.FrameLayout\"/></hierarchy>",
            at: SourceLocation(line: 2, column: 1), contains: ["Android uiautomator dump", supported])
        assertSingleError(
            "<html lang=\"en\"><head><title>x</title></head><body></body></html>",
            at: SourceLocation(line: 1, column: 1), contains: ["web page (HTML)", supported])
        assertSingleError(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n    <UIAApplication name=\"一账通\" x=\"0\"><UIAWindow/></UIAApplication>\n</AppiumAUT>",
            at: SourceLocation(line: 3, column: 5),
            contains: ["legacy UIAutomation", "before 1.6", "not read", supported])
        assertSingleError(
            "<UIAApplication name=\"x\"/>",
            at: SourceLocation(line: 1, column: 1), contains: ["legacy UIAutomation", supported])
        assertSingleError(
            "\n\n  <UI><App/></UI>",
            at: SourceLocation(line: 3, column: 3), contains: ["universal-xml-plugin", "not read", supported])
        assertSingleError(
            "<?xml version=\"1.0\"?>\n<ViewHierarchy>\n <UIWindow height=\"<number>\"/></ViewHierarchy>",
            at: SourceLocation(line: 2, column: 1), contains: ["Detox view hierarchy", supported])
        assertSingleError(
            "<Screen><XCUIElementTypeApplication/></Screen>",
            at: SourceLocation(line: 1, column: 1),
            contains: ["the root element <Screen> is not a supported format", supported])
        // Forced XCUITest on something else.
        assertSingleError(
            "<hierarchy version=\"1\"/>", as: .xcuitest,
            at: SourceLocation(line: 1, column: 1), contains: ["<hierarchy>", "not an XCUITest page source", supported])
        assertSingleError(
            "<UIAApplication/>", as: .xcuitest,
            at: SourceLocation(line: 1, column: 1), contains: ["legacy UIAutomation"])
        // Malformed page sources get libxml2's located error.
        assertSingleError(
            "<AppiumAUT>\n<XCUIElementTypeApplication label=\"a\">\n</AppiumAUT>",
            at: SourceLocation(line: 3, column: 13), contains: ["malformed XML"])
    }

    func testLegacyDetectionKeepsNoPartialHierarchy() {
        let result = importXML("<AppiumAUT><UIAApplication/></AppiumAUT>")
        XCTAssertEqual(result.format, .xcuitest)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors, [InputError(XCUITestHierarchyBuilder.legacyMessage, at: SourceLocation(line: 1, column: 12))]
        )
    }

    func testForcedFormatReadsAPageSource() throws {
        let result = importXML("<AppiumAUT>" + Self.app + "</XCUIElementTypeApplication></AppiumAUT>", as: .xcuitest)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.hierarchy?.elementsBelowRoot, 1)
        let native = importXML("<AppiumAUT/>", as: .axaudit)
        XCTAssertEqual(native.errors.count, 1)
        XCTAssertEqual(native.format, .axaudit)
    }

    // MARK: - Corpus

    func testSharedCorpus() throws {
        let root = TestPaths.shared.appendingPathComponent("corpus").path
        var isDirectory: ObjCBool = false
        // A clone has no corpus beside it and skips, saying so; .ci/run sets
        // AXAUDIT_REQUIRE_SHARED_CORPUS=1, so a corpus missing there fails instead of passing unseen.
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            let missing = "the shared corpus is not at \(root) (../shared beside the repository)"
            if TestPaths.sharedCorpusIsRequired {
                return XCTFail(missing + ", and AXAUDIT_REQUIRE_SHARED_CORPUS is set")
            }
            throw XCTSkip(missing + "; set AXAUDIT_REQUIRE_SHARED_CORPUS=1 to make this a failure")
        }
        // file → (elements without the root, VoiceOver stops, warnings)
        let pageSources: [String: (elements: Int, stops: Int, warnings: Int)] = [
            "Neverlow512__iOS-Appium-Path-Extractor__page_1.xml": (48, 8, 0),
            "alumnium-hq__alumnium__duplicated_xcuitest_accessibility_tree.xml": (58, 4, 0),
            "alumnium-hq__alumnium__simple_xcuitest_accessibility_tree.xml": (76, 3, 0),
            "appium__appium__ios-edge.xml": (10, 1, 1),
            "appium__appium__ios.xml": (30, 5, 1),
            "daneelOlivaw76__headspin_certification__page_source.xml": (26, 10, 0),
            "lana-20__web-testing-appium__page_source.xml": (74, 17, 0),
        ]
        let messageStarts: [String: String] = [
            "ShareingToEveryone__AutoTraveler__ios.xml": "this is a legacy UIAutomation page source",
            "appium__appium__ios-transformed.xml": "this looks like Appium universal-xml-plugin output",
            "tmdqja75__proppa__page_source.xml": "this is a web page (HTML)",
            "web-infra-dev__midscene__ios-setting.xml": "malformed XML: ",
            "wix__Detox__view-hierarchy-web-view.76.ios.txt": "this looks like a Detox view hierarchy",
            "wix__Detox__view-hierarchy-with-test-id-injection.76.ios.new-arch.txt":
                "this looks like a Detox view hierarchy",
            "BradleyPelton__AppiumInstagram__pagesource.xml": "malformed XML: ",
        ]
        var checked = 0
        for directory in ["xcuitest", "other", "uiautomator"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/" + directory).sorted()
            for name in files {
                let path = "\(root)/\(directory)/\(name)"
                let result = Importer.importFile(atPath: path)
                checked += 1
                if directory == "xcuitest" {
                    XCTAssertEqual(result.errors, [], path)
                    XCTAssertEqual(result.format, .xcuitest, path)
                    let h = try XCTUnwrap(result.hierarchy, path)
                    XCTAssertGreaterThan(h.elementsBelowRoot, 5, path)
                    XCTAssertNotNil(h.screenSize, path)
                    let stops = VoiceOverOrder(h).stops
                    let expected = try XCTUnwrap(pageSources[name], "new corpus file \(name)")
                    XCTAssertEqual(h.elementsBelowRoot, expected.elements, path)
                    XCTAssertEqual(stops.count, expected.stops, path)
                    XCTAssertEqual(result.warnings.count, expected.warnings, path)
                    print(
                        "corpus \(directory)/\(name): \(h.elementsBelowRoot) elements, screen '\(h.screen)', \(stops.count) stops, warnings: \(result.warnings.map { "\($0.location.line):\($0.location.column) \($0.message)" })"
                    )
                } else {
                    XCTAssertNil(result.hierarchy, path)
                    XCTAssertEqual(result.errors.count, 1, "\(path): \(result.errors)")
                    if let error = result.errors.first {
                        let start =
                            messageStarts[name]
                            ?? (directory == "uiautomator" ? "this is an Android uiautomator dump" : "?")
                        XCTAssertTrue(error.message.hasPrefix(start), "\(path): \(error.message)")
                        XCTAssertGreaterThanOrEqual(error.location.line, 1, path)
                        XCTAssertGreaterThanOrEqual(error.location.column, 1, path)
                        print(
                            "corpus \(directory)/\(name): \(error.location.line):\(error.location.column) \(error.message)"
                        )
                    }
                }
            }
        }
        XCTAssertEqual(checked, 25)
    }
}
