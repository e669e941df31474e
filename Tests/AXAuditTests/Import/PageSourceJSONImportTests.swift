import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// WebDriverAgent's JSON page source, alone or in WebDriverAgent's reply, and
/// JSON that is not one.
final class PageSourceJSONImportTests: XCTestCase {
    private func read(_ text: String, as option: InputFormatOption = .auto) -> ImportResult {
        Importer.importBytes(Array(text.utf8), file: "source.json", as: option)
    }

    static let source = """
        {
          "isEnabled" : "1",
          "isVisible" : "1",
          "isAccessible" : "0",
          "frame" : "{{0, 0}, {390, 844}}",
          "children" : [
            {
              "type" : "Window",
              "rect" : {"x" : 0, "y" : 0, "width" : 390, "height" : 844},
              "isVisible" : "1", "isAccessible" : "0", "isEnabled" : "1",
              "children" : [
                {
                  "type" : "Button", "name" : "BackButton", "label" : "Back", "value" : null,
                  "rawIdentifier" : "BackButton", "placeholderValue" : null,
                  "rect" : {"x" : 8, "y" : 47, "width" : 44.5, "height" : 44},
                  "isEnabled" : "0", "isVisible" : "1", "isAccessible" : "1", "isFocused" : "0"
                },
                {
                  "type" : "XCUIElementTypeStaticText", "label" : "Hidden", "isVisible" : false,
                  "isAccessible" : true, "frame" : "{{0, 900}, {100, 20}}"
                }
              ]
            }
          ],
          "rect" : {"x" : 0, "y" : 0, "width" : 390, "height" : 844},
          "type" : "Application",
          "name" : "Shop",
          "label" : "Shop"
        }
        """

    func testReadsElementsAsTheXMLPageSourceDoes() throws {
        let result = read(Self.source)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.format, .xcuitest)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.screen, "Shop")
        XCTAssertEqual(
            h.elements.map(\.className),
            [
                "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeButton",
                "XCUIElementTypeStaticText",
            ])
        let back = h.elements[2]
        XCTAssertEqual(back.accessibilityIdentifier, "BackButton")
        XCTAssertEqual(back.accessibilityLabel, "Back")
        XCTAssertNil(back.accessibilityValue)
        XCTAssertEqual(back.frame, Rect(x: 8, y: 47, width: 44.5, height: 44))
        XCTAssertEqual(back.isEnabled, false)
        XCTAssertTrue(back.isAccessibilityElement)
        XCTAssertEqual(back.parent, 1)
        // Each element is located at its `{`, whatever the order of the members around it.
        XCTAssertEqual(h.elements[0].location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(h.elements[1].location, SourceLocation(line: 7, column: 5))
        XCTAssertEqual(back.location, SourceLocation(line: 12, column: 9))
        XCTAssertEqual(h.elements[3].location, SourceLocation(line: 18, column: 9))
        // Booleans as JSON values, and a frame given only as a string.
        XCTAssertTrue(h.elements[3].isHidden)
        XCTAssertEqual(h.elements[3].frame, Rect(x: 0, y: 900, width: 100, height: 20))
        XCTAssertTrue(back.unknownAttributes.contains { $0 == ("rawIdentifier", "BackButton") })
    }

    func testReadsTheSourceInsideWebDriverAgentsReply() throws {
        let reply = "{\"sessionId\": {\"id\": \"A\"}, \"value\": " + Self.source + ", \"extra\": [{\"type\": 1}]}"
        let result = read(reply)
        XCTAssertEqual(result.errors, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements.count, 4)
        // The object before the source (`sessionId`) is counted, so locations stay right.
        XCTAssertEqual(h.elements[2].location, SourceLocation(line: 12, column: 9))
    }

    func testSyntaxErrorsAreLocated() {
        let result = read(
            "{\"type\": \"Application\",\n  \"children\": [\n    {\"type\": \"Button\",}\n    {\"type\": 1}]}")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertEqual(result.errors[0].location, SourceLocation(line: 4, column: 5))
        XCTAssertTrue(
            result.errors[0].message.hasPrefix("not a JSON page source: unexpected '{'"), result.errors[0].message)
    }

    func testJSONThatIsNoPageSourceIsNamed() {
        for text in [
            "{\"findings\": []}", "[1, 2]", "{\"value\": {\"error\": \"no such element\"}}", "{\"type\": \"Button\"}",
        ] {
            let result = read(text)
            XCTAssertNil(result.hierarchy, text)
            XCTAssertEqual(result.errors.count, 1, text)
            XCTAssertTrue(
                result.errors.first?.message.hasPrefix("this JSON is not a WebDriverAgent page source") == true,
                "\(text): \(result.errors)")
        }
    }

    func testChildrenThatAreNotElementsAreReportedAndSkipped() throws {
        let result = read(
            """
            {"type": "Application", "rect": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
              {"label": "no type", "children": [{"type": "Button"}]},
              "text",
              {"type": "Other", "children": {"type": "Button"}},
              {"type": "Button", "label": "Kept", "rect": {"x": 1, "y": 1, "width": 2, "height": 2}}
            ]}
            """)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(
            h.elements.map(\.className),
            [
                "XCUIElementTypeApplication", "XCUIElementTypeOther", "XCUIElementTypeButton",
            ])
        XCTAssertEqual(h.elements[2].accessibilityLabel, "Kept")
        XCTAssertEqual(h.elements[2].location, SourceLocation(line: 5, column: 3))
        XCTAssertEqual(
            result.errors.map(\.location),
            [
                SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1),
                SourceLocation(line: 4, column: 3),
            ])
    }

    func testBadFramesGetTheXMLSourcesMessages() throws {
        let result = read(
            "{\"type\": \"Application\", \"rect\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}, \"children\": [{\"type\": \"Button\", \"rect\": {\"x\": 0, \"y\": 0, \"width\": -4, \"height\": 2}}]}"
        )
        XCTAssertNotNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(
            result.errors[0].message.hasPrefix("width '-4' is not a number of zero or more"), result.errors[0].message)
    }

    func testNestingDeeperThanTheJSONReaderTakesIsAnError() {
        let depth = JSONValue.maximumDepth
        let text =
            String(repeating: "{\"type\": \"Other\", \"children\": [", count: depth)
            + String(repeating: "]}", count: depth)
        let result = read(text)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].message.contains("nested more than"), result.errors[0].message)
    }

    func testForcingTheFormat() {
        XCTAssertNotNil(read(Self.source, as: .xcuitestJSON).hierarchy)
        let asXML = read(Self.source, as: .xcuitest)
        XCTAssertNil(asXML.hierarchy)
        XCTAssertTrue(asXML.errors[0].message.hasPrefix("--input-format xcuitest reads XML, and this is not XML"))
        let jsonOfXML = read("<AppiumAUT/>", as: .xcuitestJSON)
        XCTAssertNil(jsonOfXML.hierarchy)
        XCTAssertTrue(jsonOfXML.errors[0].message.hasPrefix("not a JSON page source"), "\(jsonOfXML.errors)")
    }
}
