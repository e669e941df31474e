import XCTest
@testable import AXAuditExport

/// Hostile labels: the output stays well-formed XML 1.0 and every value reads
/// back as written, except the characters XML cannot carry, which become visible escapes.
final class EscapingTests: XCTestCase {
    static let hostile: [String] = [
        "Say \"hi\" & <b>bye</b>",
        "it's 'quoted' > less",
        "]]> <![CDATA[ x ]]>",
        "<!-- not a comment -->",
        "&amp; is already an entity; &#x41; too",
        "line one\nline two\r\nthree\ttabbed",
        "  leading and trailing spaces  ",
        "emoji 👍🏽 and ZWJ 👩‍👩‍👧, RTL العربية, combining é",
        "\u{7F}\u{80}\u{9F} C1 controls are allowed",
        "\u{FFFD} replacement char, \u{E000} private use, \u{10FFFF} last",
    ]

    func testHostileLabelsRoundTripThroughAnXMLParser() throws {
        for (i, label) in Self.hostile.enumerated() {
            var node = AXExportNode(className: "UILabel<\(i)> & \"x\"")
            node.accessibilityLabel = label
            node.accessibilityValue = label
            node.text = label
            node.customActions = [label]
            let xml = AXAuditExport.xml(of: node, screen: label)
            let root: XMLTree
            switch XMLTree.parse(xml) {
            case .success(let r): root = r
            case .failure(let f):
                XCTFail("label \(i) made a document that is not well-formed: \(f)\n\(xml)")
                continue
            }
            XCTAssertEqual(root.attributes["screen"], label, "label \(i)")
            let e = try XCTUnwrap(root.elementChildren.first)
            XCTAssertEqual(e.attributes["class"], "UILabel<\(i)> & \"x\"")
            XCTAssertEqual(e.attributes["accessibilityLabel"], label, "label \(i)")
            XCTAssertEqual(e.attributes["accessibilityValue"], label, "label \(i)")
            XCTAssertEqual(e.attributes["text"], label, "label \(i)")
            XCTAssertEqual(e.customActions, [label], "label \(i)")
        }
    }

    func testCharactersXMLCannotCarryBecomeVisibleEscapes() throws {
        let label = "a\u{0}b\u{1}c\u{8}d\u{B}e\u{C}f\u{1F}g\u{FFFE}h\u{FFFF}i"
        var node = AXExportNode(className: "UILabel")
        node.accessibilityLabel = label
        let xml = AXAuditExport.xml(of: node, screen: "s")
        let e = try XCTUnwrap(XMLTree.parse(xml).get().elementChildren.first)
        XCTAssertEqual(
            e.attributes["accessibilityLabel"],
            #"a\u{0000}b\u{0001}c\u{0008}d\u{000B}e\u{000C}f\u{001F}g\u{FFFE}h\u{FFFF}i"#)
        // Nothing of them is left in the bytes, not even as a character reference.
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        XCTAssertFalse(xml.contains("&#0;") || xml.contains("&#1;") || xml.contains("&#x"))
    }

    func testMarkupIsEscapedInTheBytes() {
        XCTAssertEqual(AXExportXMLEscaping.attribute("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c'")
        XCTAssertEqual(AXExportXMLEscaping.attribute("\t\n\r"), "&#9;&#10;&#13;")
        XCTAssertEqual(AXExportXMLEscaping.attribute("plain"), "plain")
        // U+FEFF and other characters whose UTF-8 starts with 0xEF pass unchanged.
        XCTAssertEqual(AXExportXMLEscaping.attribute("\u{FEFF}\u{FFFD}"), "\u{FEFF}\u{FFFD}")
    }

    /// Every printable-ASCII character and each C0 control, in random labels: always parseable.
    func testRandomLabelsAlwaysParse() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] =
            (0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{FFFE}", "\u{FFFF}", "é", "👍", "\u{202E}"]
        for _ in 0..<200 {
            var label = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                label.append(alphabet.randomElement(using: &generator)!)
            }
            var node = AXExportNode(className: "UILabel")
            node.accessibilityLabel = String(label)
            if case .failure(let f) = XMLTree.parse(AXAuditExport.xml(of: node, screen: String(label))) {
                XCTFail("\(f) for \(Array(String(label).unicodeScalars.map(\.value)))")
            }
        }
    }
}
