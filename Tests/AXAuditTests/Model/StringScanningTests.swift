import Foundation
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

    /// `String(validatingUTF8:)` against the standard library's `String(validating:as:)`
    /// where the system has it (Linux, macOS 15, iOS 18), else against Foundation's decoding.
    func testValidatingUTF8AgreesWithTheStandardLibrary() {
        let alphabet: [UInt8] = [
            0x41, 0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F, 0xF4, 0x90,
            0xFF,
        ]
        var random = SeededRandom(11)
        var valid = 0
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0..<6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let ours = String(validatingUTF8: bytes)
            if #available(macOS 15, iOS 18, macCatalyst 18, *) {
                XCTAssertEqual(ours, String(validating: bytes, as: UTF8.self), "\(bytes)")
            } else {
                XCTAssertEqual(ours, String(data: Data(bytes), encoding: .utf8), "\(bytes)")
            }
            if let ours {
                valid += 1
                XCTAssertEqual(Array(ours.utf8), bytes)
            }
        }
        XCTAssertGreaterThan(valid, 2_000)
        XCTAssertLessThan(valid, 18_000)
    }

    func testReplacingUTF8AgreesWithFoundation() {
        let pieces = ["#", "##", "[", "##[", "a", "é", "\u{301}", "👍🏽", "\n"]
        var random = SeededRandom(12)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<12, using: &random) { text += pieces.randomElement(using: &random)! }
            XCTAssertEqual(
                Array(text.replacingUTF8("##[", with: "#\\u{0023}[").utf8),
                Array(text.replacingOccurrences(of: "##[", with: "#\\u{0023}[", options: .literal).utf8), text)
        }
        XCTAssertEqual("a##[b##[".replacingUTF8("##[", with: "-"), "a-b-")
        XCTAssertEqual("###[".replacingUTF8("##[", with: "-"), "#-")
        XCTAssertEqual("##".replacingUTF8("##[", with: "-"), "##")
    }

    func testSplitUTF8AgreesWithSplittingOnCharacters() {
        let pieces = ["}, {", "}", ", ", "{", "1", "é", "👍🏽", ""]
        var random = SeededRandom(13)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<10, using: &random) { text += pieces.randomElement(using: &random)! }
            let ours = text.splitUTF8(separator: "}, {").map(String.init)
            XCTAssertEqual(ours, text.components(separatedBy: "}, {"), text)
            XCTAssertEqual(ours.joined(separator: "}, {"), text)
        }
        XCTAssertEqual("1, 2}, {3, 4".splitUTF8(separator: "}, {"), ["1, 2", "3, 4"])
        XCTAssertEqual("}, {".splitUTF8(separator: "}, {"), ["", ""])
        XCTAssertEqual("".splitUTF8(separator: "}, {"), [""])
    }

    func testListNamesSplitAsCharactersDo() {
        // Each list attribute's separators; CR LF and a space before a combining mark are one Character.
        let pieces = ["UIView", "a.b", " ", ",", "\t", "\n", "\r", "\r\n", "\u{301}", "é", "Ünï", "x"]
        var generator = SeededRandom(5)
        var bytePath = 0
        for separators in [" ,\t\n", " ,\t"] {
            let characters = Set(separators.map { $0 })
            for _ in 0..<2_000 {
                let list = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
                let expected = list.split(whereSeparator: { characters.contains($0) }).map(String.init)
                XCTAssertEqual(list.listNames(separatedBy: Array(separators.utf8)), expected, list.debugDescription)
                if !list.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { bytePath += 1 }
            }
        }
        XCTAssertGreaterThan(bytePath, 400, "both paths ran")
        XCTAssertEqual("a \u{301}b,c".listNames(separatedBy: Array(" ,".utf8)), ["a \u{301}b", "c"])
        XCTAssertEqual("a\r\nb\nc".listNames(separatedBy: Array("\n".utf8)), ["a\r\nb", "c"])
    }
}
