import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

extension XCUITestImportTests {
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
}
