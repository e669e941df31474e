import XCTest

@testable import AXAuditModel

/// The byte-level string helpers against plain Unicode scalar walks.
final class StringScanningTests: XCTestCase {
    /// What `lowercasedByScalar` must give: each scalar's lowercase mapping, in order.
    private static func loweredScalarByScalar(_ s: String) -> String {
        var lowered = ""
        for scalar in s.unicodeScalars { lowered += scalar.properties.lowercaseMapping }
        return lowered
    }

    func testLowercasedByScalarMapsEveryScalarAsUnicodeDoes() {
        // Latin-1, which is lowered without a lookup, and the scripts around it.
        for value in UInt32(0x80)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "A" + String(scalar) + "z"
            XCTAssertEqual(
                text.lowercasedByScalar(), Self.loweredScalarByScalar(text), "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0xFFFD, 0x1E9E, 0x10400, 0x1F44D, 0x10FFFF] {
            let text = String(Unicode.Scalar(value)!) + "B"
            XCTAssertEqual(text.lowercasedByScalar(), Self.loweredScalarByScalar(text))
        }
    }

    func testLowercasedByScalarOnMixedTexts() {
        let pieces = ["A", "z", " ", "É", "é", "Ü", "ß", "×", "÷", "Þ", "ÿ", "İ", "Σ", "日本", "Ǆ", "e\u{301}", "👍🏽", "Ω"]
        var random = SeededRandom(5)
        for _ in 0..<1_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1..<30, using: &random) { text += pieces.randomElement(using: &random)! }
            XCTAssertEqual(text.lowercasedByScalar(), Self.loweredScalarByScalar(text), text)
        }
        XCTAssertEqual("Réglages AVANCÉS".lowercasedByScalar(), "réglages avancés")
        XCTAssertEqual("SAVE".lowercasedByScalar(), "save")
    }
}
