import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// XCUITest's `debugDescription` text: the current format, Xcode 9's with
/// numeric traits, Xcode 7 and 8's `Type 0x…:` lines, and text that is broken.
final class DebugDescriptionImportTests: XCTestCase {
    private func read(_ text: String, as option: InputFormatOption = .auto) -> ImportResult {
        Importer.importBytes(Array(text.utf8), file: "app.txt", as: option)
    }

    private func hierarchy(_ text: String, line: UInt = #line) throws -> Hierarchy {
        let result = read(text)
        XCTAssertEqual(result.errors, [], line: line)
        XCTAssertEqual(result.format, .xcuitest, line: line)
        return try XCTUnwrap(result.hierarchy, line: line)
    }

    private func element(_ h: Hierarchy, labelled label: String, line: UInt = #line) throws -> Element {
        try XCTUnwrap(h.elements.first { $0.accessibilityLabel == label }, "no element labelled \(label)", line: line)
    }

    // MARK: - Current format

    static let current = """
        Attributes: Application, 0x600000c0c1c0, pid: 12345, label: 'Shop'
        Element subtree:
         →Application, 0x600000c0c1c0, pid: 12345, label: 'Shop'
            Window (Main), 0x600000c0c2a0, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000c0c380, {{0.0, 0.0}, {390.0, 844.0}}
                NavigationBar, 0x600000c0c460, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Cart'
                  Button, 0x600000c0c540, {{8.0, 47.0}, {44.0, 44.0}}, identifier: 'BackButton', label: 'Back'
                TextField, 0x600000c0c620, {{16.0, 100.0}, {358.0, 44.0}}, identifier: 'promo', placeholderValue: 'Promo code', value: SPRING, 24
                Slider, 0x600000c0c700, {{16.0, 160.0}, {358.0, 44.0}}, label: 'Volume', value: 50%
                Button, 0x600000c0c7e0, {{16.0, 220.0}, {358.0, 50.0}}, label: 'Pay', Disabled
                Button, 0x600000c0c8c0, {{16.0, 280.0}, {100.0, 50.0}}, label: 'Gift', Selected
        Path to element:
         →Application, 0x600000c0c1c0, pid: 12345, label: 'Shop'
        Query chain:
         →Find: Target Application 'com.example.shop'
          Output: {
            Application, 0x600000c0c9a0, pid: 12345, label: 'Shop'
          }
        """

    func testReadsTypesFramesIdentifiersLabelsValuesAndFlags() throws {
        let h = try hierarchy(Self.current)
        XCTAssertEqual(h.format, .xcuitest)
        XCTAssertEqual(h.screen, "Shop")
        XCTAssertEqual(
            h.elements.map(\.className).prefix(4),
            [
                "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeOther",
                "XCUIElementTypeNavigationBar",
            ])
        // The tail (`Path to element:`, `Query chain:`) adds no element.
        XCTAssertEqual(h.elements.count, 9)
        // The application has no frame of its own in the text: its window's is the screen's.
        XCTAssertEqual(h.screenSize?.width, 390)
        XCTAssertEqual(h.elements[0].frame, Rect(x: 0, y: 0, width: 390, height: 844))
        let back = try element(h, labelled: "Back")
        XCTAssertEqual(back.accessibilityIdentifier, "BackButton")
        XCTAssertEqual(back.frame, Rect(x: 8, y: 47, width: 44, height: 44))
        XCTAssertEqual(back.roles, .control)
        XCTAssertTrue(back.isAccessibilityElement)
        XCTAssertEqual(back.location, SourceLocation(line: 7, column: 11))
        let field = try XCTUnwrap(h.elements.first { $0.className == "XCUIElementTypeTextField" })
        XCTAssertEqual(field.placeholderValue, "Promo code")
        // A value is not quoted: it runs to the end of the line, `, ` included.
        XCTAssertEqual(field.accessibilityValue, "SPRING, 24")
        XCTAssertEqual(field.accessibilityIdentifier, "promo")
        XCTAssertEqual(try element(h, labelled: "Volume").accessibilityValue, "50%")
        XCTAssertEqual(try element(h, labelled: "Pay").isEnabled, false)
        XCTAssertEqual(try element(h, labelled: "Gift").isEnabled, true)
        XCTAssertTrue(try element(h, labelled: "Gift").unknownAttributes.contains { $0 == ("selected", "true") })
        // A label without an identifier is WebDriverAgent's `name`, as in the XML.
        XCTAssertEqual(try element(h, labelled: "Volume").accessibilityIdentifier, "Volume")
    }

    func testQuotesCommasAndLineBreaksInsideLabels() throws {
        let h = try hierarchy(
            """
            Attributes: Application, 0x1, pid: 1, label: 'It's'
            Element subtree:
             →Application, 0x1, pid: 1, label: 'It's'
                Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x3, {{0.0, 100.0}, {390.0, 20.0}}, label: 'Rock 'n' roll, live'
                  StaticText, 0x4, {{0.0, 130.0}, {390.0, 20.0}}, label: 'Buy 2, Selected items', Selected
                  StaticText, 0x5, {{0.0, 160.0}, {390.0, 40.0}}, label: 'First line
            second line, 'quoted''
                  Button, 0x6, {{0.0, 220.0}, {390.0, 44.0}}, identifier: 'a', label: '', value: 
            """)
        XCTAssertEqual(h.screen, "It's")
        XCTAssertEqual(
            h.elements.compactMap(\.text),
            ["Rock 'n' roll, live", "Buy 2, Selected items", "First line\nsecond line, 'quoted'"])
        XCTAssertEqual(h.elements[5].accessibilityLabel, "")
        XCTAssertEqual(h.elements[5].accessibilityValue, "")
        XCTAssertEqual(h.elements[5].location, SourceLocation(line: 9, column: 7))
    }

    func testCarriageReturnsAndAnArrowlessRootAreRead() throws {
        let text =
            "Element subtree:\r\nApplication, 0x1, pid: 1, label: 'A'\r\n    Window, 0x2, {{0.0, 0.0}, {320.0, 480.0}}\r\n      Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Two\r\nlines'\r\n"
        let h = try hierarchy(text)
        XCTAssertEqual(h.elements.count, 3)
        XCTAssertEqual(h.elements[2].accessibilityLabel, "Two\nlines")
        XCTAssertEqual(h.elements[2].parent, 1)
    }

    // MARK: - Numeric traits

    /// Xcode 9 and 10: `traits: N` after the address, N a `UIAccessibilityTraits`
    /// (button 1, selected 8, header 1 << 16, plus XCTest's private 1 << 33).
    func testXcode9NumericTraits() throws {
        let h = try hierarchy(
            """
            Attributes: Application, 0x60400019f1b0, pid: 3210, label: 'Notes'
            Element subtree:
             →Application, 0x60400019f1b0, pid: 3210, label: 'Notes'
                Window, 0x60400019f280, {{0.0, 0.0}, {375.0, 667.0}}
                  Other, 0x60400019f350, traits: 8589934592, {{0.0, 0.0}, {375.0, 667.0}}
                    StaticText, 0x60400019f420, traits: 8590000192, {{16.0, 70.0}, {200.0, 40.0}}, label: 'Notes'
                    Button, 0x60400019f4f0, traits: 8858370057, {{77.0, 619.0}, {71.0, 48.0}}, identifier: 'profileTab', label: 'Profile'
                    Image, 0x60400019f5c0, traits: 8589934596, {{16.0, 120.0}, {40.0, 40.0}}
            """)
        XCTAssertEqual(h.elements[2].traits, [])
        XCTAssertEqual(h.elements[3].traits, [.staticText, .header])
        XCTAssertEqual(h.elements[4].traits, [.button, .selected])
        XCTAssertEqual(h.elements[5].traits, [.image])
    }

    /// Xcode 7 and 8: `Type 0x…: traits: N, {{…}}, …`, the window `Main Window`.
    func testXcode7LinesWithAColonAfterTheAddress() throws {
        let h = try hierarchy(
            """
            Attributes: Application 0x7f8a1bc04f70: {{0.0, 0.0}, {414.0, 736.0}}, label: 'TestXC'
            Element subtree:
             →Application 0x7f8a1bc04f70: {{0.0, 0.0}, {414.0, 736.0}}, label: 'TestXC'
                Window 0x7f8a1bc05080: Main Window, {{0.0, 0.0}, {414.0, 736.0}}
                  Other 0x7f8a1bc05190: traits: 8589934592, {{0.0, 0.0}, {414.0, 736.0}}
                    Button 0x60000016ccc0: traits: 8589934593, {{19.0, 71.0}, {46.0, 30.0}}, identifier: 'signIn', label: 'Sign in'
            """)
        XCTAssertEqual(h.elements.count, 4)
        XCTAssertEqual(h.elements[0].frame, Rect(x: 0, y: 0, width: 414, height: 736))
        let button = h.elements[3]
        XCTAssertEqual(button.className, "XCUIElementTypeButton")
        XCTAssertEqual(button.traits, [.button])
        XCTAssertEqual(button.accessibilityIdentifier, "signIn")
        XCTAssertEqual(button.frame, Rect(x: 19, y: 71, width: 46, height: 30))
        XCTAssertEqual(button.parent, 2)
    }

    func testTraitBitsAreUIKitsDocumentedOnes() {
        XCTAssertEqual(DebugDescriptionReader.traitNames(1), ["button"])
        XCTAssertEqual(DebugDescriptionReader.traitNames(1 << 16 | 1 << 6), ["staticText", "header"])
        XCTAssertEqual(
            DebugDescriptionReader.traitNames(1 << 15 | 1 << 12 | 1 << 8), ["notEnabled", "adjustable", "tabBar"])
        XCTAssertEqual(DebugDescriptionReader.traitNames(1 << 33 | 1 << 17 | 1 << 40), [])
        // Every name is one the model's trait parser knows.
        for (_, name) in DebugDescriptionReader.traitBits {
            XCTAssertEqual(AccessibilityTraits.parse(name).unknown, [], name)
        }
    }

    // MARK: - Broken text

    func testBrokenPartsAreLocatedAndTheRestIsRead() throws {
        let result = read(
            """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{1.0, 2.0}, {3.0}}, label: 'Bad frame'
                  Button, 0x4, {{x, 2.0}, {3.0, 4.0}}, label: 'Not a number'
                  Button, 0x5, {{1.0, 2.0}, {-3.0, 4.0}}, label: 'Negative'
                  Other, 0x6, traits: many, {{0.0, 0.0}, {1.0, 1.0}}
                  StaticText, 0x7, {{0.0, 0.0}, {1.0, 1.0}}, label: 'never closed
            """)
        XCTAssertNotNil(result.hierarchy)
        XCTAssertEqual(result.hierarchy?.elements.count, 7)
        let messages = result.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(messages.count, 5, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("4:20 a frame that is not {{x, y}, {width, height}}"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("5:7 x 'x' is not a number"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("6:7 width '-3.0' is not a number of zero or more"), messages[2])
        XCTAssertTrue(messages[3].hasPrefix("7:19 traits 'many' is not a number"), messages[3])
        XCTAssertTrue(messages[4].hasPrefix("8:50 the label has no closing quote"), messages[4])
        XCTAssertEqual(result.hierarchy?.elements.last?.accessibilityLabel, "never closed")
    }

    func testAStrayLineBeforeTheFirstElementIsLocated() {
        let result = read("Element subtree:\n  hello there\n →Application, 0x1, pid: 1\n")
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 2, column: 3)])
        XCTAssertTrue(result.errors[0].message.hasPrefix("expected an element line"), result.errors[0].message)
    }

    func testADescriptionOfAnotherElementThanTheApplicationIsRefused() {
        let result = read(
            "Attributes: Window, 0x1, {{0.0, 0.0}, {393.0, 852.0}}\nElement subtree:\n →Window, 0x1, {{0.0, 0.0}, {393.0, 852.0}}\n    Other, 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"
        )
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 3, column: 3)])
        XCTAssertTrue(
            result.errors[0].message.contains("is of a Window, not of the application"), result.errors[0].message)
    }

    func testNoElementLinesIsAnError() {
        // What XCUITest prints when it could not take a snapshot.
        let result = read("Query chain:\n →Find: Target Application 'com.example'\n")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].message.contains("has no element lines"), result.errors[0].message)
    }

    func testElementsIndentedLikeTheRootBecomeItsChildrenWithAnError() throws {
        let result = read(" →Application, 0x1, pid: 1, label: 'A'\n →Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\n")
        XCTAssertEqual(result.hierarchy?.elements[1].parent, 0)
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 2, column: 3)])
    }

    func testNestingDeeperThanTheLimitStops() {
        var limits = ImportLimits()
        limits.maxDepth = 3
        var text = "Element subtree:\n →Application, 0x1, pid: 1\n"
        for depth in 1...5 {
            text += String(repeating: "  ", count: depth + 1) + "Other, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\n"
        }
        let result = Importer.importBytes(Array(text.utf8), file: "deep.txt", limits: limits)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 5, column: 9)])
    }

    /// Any text taken as a debugDescription: no crash, and every error located in the text.
    func testArbitraryTextNeverCrashes() {
        var random = SeededRandom(40)
        let pieces = [
            "Element subtree:\n", " →", "Application", ", 0x1", ", 0x", " 0x2:", "{{", "}}", "{{1, 2}, {3, 4}}", ", ",
            "label: '", "'", "value: ", "traits: 99", "\n", "  ", "Selected", "Disabled", "é", "\r\n", "Window (Main)",
            "Path to element:\n",
        ]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<40, using: &random) {
                text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let result = read(text, as: .debugDescription)
            let lines = text.utf8.filter { $0 == 0x0A }.count + 1
            for error in result.errors {
                XCTAssertTrue(
                    error.location.line >= 1 && error.location.line <= lines, "\(error) in \(text.debugDescription)")
            }
        }
    }
}

extension DebugDescriptionImportTests {
    /// A note someone put into a pasted dump (a line that is no element line,
    /// after a quoted label that ends its line) is an error at that line, and
    /// the elements around it are read.
    func testANoteBetweenElementLinesIsLocated() throws {
        let result = Importer.importBytes(
            Array(
                """
                 →Application, 0x1, pid: 1, label: 'A'
                    Window (Main), 0x2, {{0.0, 0.0}, {375.0, 667.0}}
                      Button, 0x3, {{0.0, 0.0}, {74.0, 34.0}}, label: 'Buy'
                      ...more rows left out, all the same
                      Button, 0x4, {{0.0, 100.0}, {74.0, 34.0}}, label: 'Sell'
                """.utf8), file: "note.txt")
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 4, column: 7)])
        XCTAssertTrue(result.errors[0].message.hasPrefix("this line is not an element line"), result.errors[0].message)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements.compactMap(\.accessibilityLabel), ["A", "Buy", "Sell"])
    }
}
