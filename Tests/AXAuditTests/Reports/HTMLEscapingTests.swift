import XCTest

@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

/// HTML escaping (`HTMLEscaping`) against its scalar definition, and numbers
/// as the report spells them.
extension HTMLReporterTests {
    func testEscapingHelper() {
        XCTAssertEqual(
            HTMLEscaping.escape(Self.hostile), "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; ]]&gt;")
        XCTAssertEqual(
            HTMLEscaping.escape("a'b\u{0}c\u{1B}d\u{7F}e\u{85}f\ng\th"),
            "a&#39;b\u{2400}c\u{241B}d\u{2421}e\u{FFFD}f\ng&#9;h")
        XCTAssertEqual(HTMLEscaping.escape("مرحبا 👩🏽‍💻 \u{202E}x"), "مرحبا 👩🏽‍💻 &#x202E;x")
        XCTAssertEqual(
            HTMLEscaping.escape(String(String.UnicodeScalarView([Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFDD0)!]))),
            "\u{FFFD}\u{FFFD}")
    }

    /// The definition `HTMLEscaping.escape` follows, one scalar at a time.
    static func scalarEscape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out.unicodeScalars.append(scalar)
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 {
                    out.unicodeScalars.append(Unicode.Scalar(0x2400 + v)!)
                } else if v == 0x7F {
                    out += "\u{2421}"
                } else if (0x80...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFE) == 0xFFFE {
                    out += "\u{FFFD}"
                } else if LogText.isInvisible(scalar) {
                    out += "&#x" + String(v, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return ReportStreamingTests.referenceLogCommandEscapes(out, bracket: "&#91;", colon: "&#58;")
    }

    /// Scalars on both sides of every boundary the byte-level escape checks.
    static let escapingEdges: [String] =
        [
            "a", " ", "~", "(", "=", "@", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\0", "\u{1}", "\u{1F}", "\u{7F}",
            "é", "e\u{301}", "👩🏽‍💻", "مرحبا", "日本",
        ]
        + [
            // (Noncharacters cannot be written as literals.)
            0x80, 0x85, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF, 0x100, 0x7FF, 0x800,
            0xD7FF, 0xE000, 0xEFFE, 0xEFFF, 0xFDCF, 0xFDD0, 0xFDE5, 0xFDEF, 0xFDF0,
            0xFE0F, 0xFFBF, 0xFFEF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x1FBFF,
            0x1FFBF, 0x1FFEF, 0x1FFFD, 0x1FFFE, 0x1FFFF, 0x2FFFE, 0x3FFFF, 0xEFFFE,
            0x10FFFD, 0x10FFFE, 0x10FFFF,
        ].map { String(Unicode.Scalar(UInt32($0))!) }

    private func assertEscapingAgrees(_ s: String, file: StaticString = #filePath, line: UInt = #line) {
        // Bytes, not String ==, which would equate canonically equivalent text.
        let expected = Array(Self.scalarEscape(s).utf8)
        XCTAssertEqual(Array(HTMLEscaping.escape(s).utf8), expected, s.debugDescription, file: file, line: line)
        // The report's writer escapes into its bytes, and must agree too.
        let writer = HTMLWriter()
        writer.write("<")
        writer.escaped(s)
        var flushed = ""
        writer.flush(into: &flushed)
        XCTAssertEqual(Array(flushed.utf8), [UInt8(ascii: "<")] + expected, s.debugDescription, file: file, line: line)
    }

    /// How the report spelled numbers before the writer wrote their digits itself.
    static func referenceNumber(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    func testNumbersAreSpelledAsTheRoundedDouble() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 1.005, 2.675, 0.1, 0.29, 10, 99.99, 99.995,
            -12.5, 1e-9, -1e-9, 1e12, 1e13 - 0.01, 1e13, 1e13 + 0.5, -1e13, 1e15, 1e16, 1e20, -1e20,
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 1_000, 100_000, 1e9, 1e12, 1e14][Int.random(in: 0..<7, using: &random)]
            values.append(Double.random(in: -scale...scale, using: &random))
            // Exactly on a half hundredth, where rounding could go either way.
            values.append(Double(Int.random(in: -2_000_000...2_000_000, using: &random)) / 200)
        }
        for v in values {
            let writer = HTMLWriter()
            writer.number(v)
            var text = ""
            writer.flush(into: &text)
            XCTAssertEqual(text, Self.referenceNumber(v), "\(v)")
        }
        for n in [0, 7, 9, 10, 99, 100, 12_345, 1_000_000, Int.max, -1, -250, Int.min] {
            let writer = HTMLWriter()
            writer.integer(n)
            var text = ""
            writer.flush(into: &text)
            XCTAssertEqual(text, String(n))
        }
    }

    func testEscapingAgreesWithTheScalarDefinitionOnEdgeStrings() {
        for edge in Self.escapingEdges {
            for s in [edge, "x" + edge, edge + "x", edge + edge, "ab" + edge + "cd" + edge + "ef"] {
                assertEscapingAgrees(s)
            }
        }
        assertEscapingAgrees("")
        assertEscapingAgrees(Self.escapingEdges.joined())
        assertEscapingAgrees(String(repeating: "plain text, nothing to escape ", count: 40))
        assertEscapingAgrees(String(repeating: "x", count: 1000) + "<")
        // Unchanged text comes back as it is.
        XCTAssertEqual(
            HTMLEscaping.escape("UILabel (text) hierarchy/element[2]"), "UILabel (text) hierarchy/element[2]")
    }

    func testEscapingAgreesWithTheScalarDefinitionOnEveryScalar() {
        // Scalars are escaped one by one, so runs of 256 consecutive scalars cover them all quickly.
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            scalars.append(scalar)
            if scalars.count == 256 || value == 0x10FFFF {
                assertEscapingAgrees(String(String.UnicodeScalarView(scalars)))
                scalars.removeAll(keepingCapacity: true)
            }
        }
    }

    func testEscapingAgreesWithTheScalarDefinitionOnRandomStrings() {
        var generator = SeededRandom(5)
        for _ in 0..<5_000 {
            let pieces = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> String in
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    // Any scalar, most often a small one.
                    let limit: UInt32 = [0x80, 0x800, 0x10000, 0x110000].randomElement(using: &generator)!
                    return Unicode.Scalar(UInt32.random(in: 0..<limit, using: &generator)).map { String($0) } ?? "?"
                }
                return Self.escapingEdges.randomElement(using: &generator)!
            }
            assertEscapingAgrees(pieces.joined())
        }
    }
}
