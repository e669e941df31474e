import XCTest
@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

/// The byte-level text helpers the writers and rules share: each fast path
/// agrees with the scalar-by-scalar or byte-by-byte definition it shortens.
final class UTF8TextTests: XCTestCase {
    /// Pieces that sit on every branch: ASCII, markup, controls, two-, three-
    /// and four-byte scalars, noncharacters, combining marks.
    private static let pieces =
        [
            "a", "Buy", " ", "\"", "&", "<", ">", "'", "%", ":", ",", "\\", "\n", "\r", "\t", "\u{0}",
            "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "é", "e\u{301}", "\u{2028}", "\u{2029}",
            "\u{FFFD}", "日本", "🙂",
        ]
        // Noncharacters cannot be written as literals.
        + [0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF].map { String(Unicode.Scalar($0 as UInt32)!) }

    private static func randomStrings(seed: UInt64, count: Int) -> [String] {
        var generator = SeededRandom(seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
    }

    /// What `appendUTF8(_:replacing:screenedBy:)` is defined to do.
    private static func reference(_ s: String, _ replacement: (Unicode.Scalar) -> String?) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in s.unicodeScalars {
            out.append(contentsOf: (replacement(scalar) ?? String(scalar)).utf8)
        }
        return out
    }

    func testAppendWithReplacementsAgreesWithTheScalarDefinition() {
        // A replacement per case: scalars of every length, and a screen that
        // also passes bytes that start nothing replaced (continuation bytes among them).
        let cases: [(replacement: (Unicode.Scalar) -> String?, screen: (UInt8) -> Bool)] = [
            ({ $0 == "\"" ? "&quot;" : nil }, { $0 == 0x22 }),
            ({ $0.value < 0x20 ? "<\($0.value)>" : nil }, { $0 < 0x20 }),
            ({ $0 == "é" || $0 == "🙂" || $0 == "\u{2028}" ? "[\($0.value)]" : nil }, { $0 >= 0xC0 }),
            ({ $0 == "a" ? "" : nil }, { $0 == 0x61 }),
            ({ $0 == "\u{FFFE}" ? "?" : nil }, { $0 >= 0x80 }),
            ({ _ in nil }, { _ in true }),
        ]
        var strings = Self.randomStrings(seed: 21, count: 3_000)
        strings += [
            "", String(repeating: "x", count: 500), String(repeating: "x", count: 500) + "\"",
            "\"" + String(repeating: "é", count: 300), String("prefix: \"quoted\"".dropFirst(8)),
        ]
        for (replacement, screen) in cases {
            for s in strings {
                var out: [UInt8] = Array("kept".utf8)
                out.appendUTF8(s, replacing: replacement, screenedBy: screen)
                XCTAssertEqual(out, Array("kept".utf8) + Self.reference(s, replacement), s.debugDescription)
            }
        }
    }

    /// The format escapes through the shared walker, against their scalar tables.
    func testFormatEscapesAgreeWithTheirTables() {
        for s in Self.randomStrings(seed: 22, count: 3_000) {
            // Then `escapeLogCommands`, as `ReportStreamingTests` spells it.
            let logSafe = { (bytes: [UInt8], bracket: String, colon: String?) in
                Array(
                    ReportStreamingTests.referenceLogCommandEscapes(
                        String(decoding: bytes, as: UTF8.self), bracket: bracket, colon: colon
                    ).utf8)
            }
            XCTAssertEqual(
                Array(JSONWriter.quoted(s).utf8),
                Array("\"".utf8) + logSafe(Self.reference(s, JSONWriter.escape), "\\u005B", nil) + Array("\"".utf8),
                s.debugDescription)
            XCTAssertEqual(
                Array(HTMLEscaping.escape(s).utf8),
                logSafe(Self.reference(s, HTMLEscaping.replacement), "&#91;", "&#58;"),
                s.debugDescription)
            let github: (Unicode.Scalar) -> String? = { scalar in
                switch scalar {
                case "%": "%25"
                case "\r": "%0D"
                case "\n": "%0A"
                // Other controls and bidirectional formatting are shown, not obeyed.
                case _ where LogText.isInvisible(scalar): scalar.visibleEscape
                default: nil
                }
            }
            XCTAssertEqual(Array(GitHubReporter.escapeData(s).utf8), Self.reference(s, github), s.debugDescription)
            let property: (Unicode.Scalar) -> String? = { scalar in
                switch scalar {
                case ":": "%3A"
                case ",": "%2C"
                default: github(scalar)
                }
            }
            XCTAssertEqual(
                Array(GitHubReporter.escapeProperty(s).utf8), Self.reference(s, property), s.debugDescription)
        }
    }

    /// Text keeps quotes, attributes escape them; both agree elsewhere.
    func testXMLTextKeepsQuotesAndAttributesEscapeThem() {
        XCTAssertEqual(XMLEscaping.text("Button \"Buy\" <b> & \u{1}"), "Button \"Buy\" &lt;b&gt; &amp; \\u{0001}")
        XCTAssertEqual(
            XMLEscaping.attribute("Button \"Buy\" <b> & \u{1}"), "Button &quot;Buy&quot; &lt;b&gt; &amp; \\u{0001}")
        for s in Self.randomStrings(seed: 23, count: 2_000)
        where !s.contains("\"") && !s.contains("\n") && !s.contains("\t") && !s.contains("::") {
            XCTAssertEqual(XMLEscaping.text(s), XMLEscaping.attribute(s), s.debugDescription)
        }
    }

    /// The scan of the contiguous bytes finds what iterating `utf8` finds, in small and large,
    /// ASCII and other strings, for every byte value.
    func testContainsUTF8ByteAgreesWithTheUTF8View() {
        var strings = Self.randomStrings(seed: 24, count: 500)
        strings += [
            "", "short", String(repeating: "long ascii text ", count: 20),
            String(repeating: "é", count: 100), String("a substring's own storage".dropFirst(2)),
        ]
        for s in strings {
            for probe in UInt8.min...UInt8.max {
                XCTAssertEqual(
                    s.containsUTF8Byte { $0 == probe }, s.utf8.contains(probe), "\(s.debugDescription) \(probe)")
            }
            XCTAssertEqual(s.containsUTF8Byte { $0 >= 0x80 || $0 < 0x20 }, s.utf8.contains { $0 >= 0x80 || $0 < 0x20 })
            XCTAssertEqual(s.hasControlOrNonASCIIByte, s.utf8.contains { $0 < 0x20 || $0 >= 0x80 })
        }
    }

    /// Both byte readers give the bytes of `utf8` (the copy is what a string
    /// without contiguous storage takes), and `LogText.mayChange` is true exactly when
    /// `visible` (or a one-line report) writes the text differently.
    func testUTF8ByteReadersAndLogTextScreenAgreeWithTheSlowPaths() {
        var strings = Self.randomStrings(seed: 25, count: 500)
        strings += ["", "#id ##[x] #", "##", "a##[", String(repeating: "long ascii text ", count: 20)]
        for s in strings {
            let expected = Array(s.utf8)
            XCTAssertEqual(s.withUTF8Bytes { count, byte in (0..<count).map(byte) }, expected, s.debugDescription)
            XCTAssertEqual(s.withCopiedUTF8Bytes { count, byte in (0..<count).map(byte) }, expected, s.debugDescription)
            if !LogText.mayChange(s) {
                XCTAssertEqual(LogText.visible(s), s, s.debugDescription)
                XCTAssertEqual(TextReporter.oneLine(s), s, s.debugDescription)
            } else {
                XCTAssertTrue(
                    s.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
                        || s.contains("##["), s.debugDescription)
            }
        }
    }

    /// Each writer keeps its text and nesting in one value: nesting, commas and
    /// flushing come out as before.
    func testWritersNestAndFlush() {
        let json = JSONWriter()
        json.object {
            json.field("a", "x\"y")
            json.field("b", 2)
            json.key("c") {
                json.array([1, 2]) { n in
                    json.object { json.field("n", n == 1) }
                }
            }
            json.field("d", nil as String?)
            json.key("e") { json.null() }
        }
        XCTAssertEqual(json.output, #"{"a":"x\"y","b":2,"c":[{"n":true},{"n":false}],"d":null,"e":null}"#)
        var flushed = ""
        json.flush(into: &flushed)
        XCTAssertEqual(json.output, "")
        json.string("after")
        XCTAssertEqual(
            flushed + json.output, #"{"a":"x\"y","b":2,"c":[{"n":true},{"n":false}],"d":null,"e":null},"after""#)

        let xml = XMLWriter()
        xml.start("a", [("k", "v\"")])
        xml.empty("b")
        xml.leaf("c", [("x", "1")]) { xml.text("t<") }
        xml.end()
        XCTAssertEqual(
            xml.output,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <a k="v&quot;">
              <b/>
              <c x="1">t&lt;</c>
            </a>

            """)

        let html = HTMLWriter()
        html.write("<rect")
        html.attribute("x", 12.5)
        html.attribute("n", 1_000)
        html.escaped(" <\"'>")
        html.number(-0.25)
        html.integer(0)
        XCTAssertEqual(
            String(decoding: html.takeBytes(), as: UTF8.self), "<rect x=\"12.5\" n=\"1000\" &lt;&quot;&#39;&gt;-0.250")
    }
}
