import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// How messages quote labels: one line, at most `limit` characters.
final class ElementNamingTests: XCTestCase {
    func testAbbreviateKeepsShortLabelsAndCutsLongOnesWithAnEllipsis() {
        XCTAssertEqual(Element.abbreviate("Buy", to: 5), "Buy")
        XCTAssertEqual(Element.abbreviate("12345", to: 5), "12345")
        XCTAssertEqual(Element.abbreviate("123456", to: 5), "1234…")
        XCTAssertEqual(Element.abbreviate(String(repeating: "x", count: 10_000), to: 5), "xxxx…")
    }

    func testAbbreviateJoinsLinesWithOneSpace() {
        XCTAssertEqual(Element.abbreviate("a\n\nb", to: 10), "a b")
        XCTAssertEqual(Element.abbreviate("\na\r\nb\n", to: 10), "a b")
        XCTAssertEqual(Element.abbreviate("ab\ncd\nef", to: 5), "ab c…")
    }

    func testAbbreviateCountsCharactersNotBytesAndNeverSplitsACombiningSequence() {
        XCTAssertEqual(Element.abbreviate("שלום עולם", to: 9), "שלום עולם")
        XCTAssertEqual(Element.abbreviate("שלום עולם", to: 6), "שלום …")
        // e + COMBINING ACUTE ACCENT stays whole on both sides of the cut.
        XCTAssertEqual(Element.abbreviate("cafe\u{301}s and more", to: 5), "cafe\u{301}…")
        XCTAssertEqual(Element.abbreviate("👍🏽👍🏽👍🏽", to: 2), "👍🏽…")
        XCTAssertEqual(Element.abbreviate("👍🏽👍🏽", to: 2), "👍🏽👍🏽")
    }

    /// The cut as an earlier `abbreviate` made it, with byte tests before a walk
    /// of the scalars: the plain one must agree with it on every text.
    private static func abbreviatedByScalars(_ s: String, to limit: Int) -> String {
        // The two byte tests before the walk, as `abbreviate` has them.
        let bytes = Array(s.utf8)
        if bytes.count <= limit && !bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return s }
        if limit > 0, !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0A || $0 == 0x0D }) {
            return String(decoding: bytes.prefix(limit - 1), as: UTF8.self) + "…"
        }
        let scalars = s.unicodeScalars
        var count = 0
        var i = scalars.startIndex
        var cut = i
        while i < scalars.endIndex {
            let scalar = scalars[i]
            if [0x0A, 0x0D, 0x2028, 0x2029, 0x85].contains(scalar.value) {
                let joined = s.split(whereSeparator: {
                    $0.unicodeScalars.contains { [0x0A, 0x0D, 0x2028, 0x2029, 0x85].contains($0.value) }
                })
                .joined(separator: " ")
                return Element.abbreviate(joined, to: limit)
            }
            let v = scalar.value
            let extends =
                v >= 0x300 && (scalar.properties.isGraphemeExtend || v == 0x200D || (v >= 0x1F3FB && v <= 0x1F3FF))
            if !extends {
                if count == limit { return String(scalars[..<cut]) + "…" }
                count += 1
            }
            i = scalars.index(after: i)
            if count <= limit - 1 { cut = i }
        }
        return s
    }

    func testAbbreviateFromBytesAgreesWithAWalkOfTheScalars() {
        let pieces = [
            "a", "Z", " ", "é", "ü", "ß", "ñ", "日本", "שלום", "مرحبا", "e\u{301}", "\u{300}", "\u{36F}", "\u{2FF}",
            "👍🏽", "👨\u{200D}👩", "\u{FE0F}", "€", "…", "“", "\u{10FFFF}", "\u{1F3FB}", "Ω", "\n", "\r\n", "\u{85}",
            "\u{2028}",
        ]
        var random = SeededRandom(17)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<60, using: &random) { text += pieces.randomElement(using: &random)! }
            for limit in [1, 5, 40] {
                XCTAssertEqual(
                    Element.abbreviate(text, to: limit), Self.abbreviatedByScalars(text, to: limit),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) }) to \(limit)")
            }
        }
    }
}
