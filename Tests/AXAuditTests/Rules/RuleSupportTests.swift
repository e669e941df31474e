import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

// The text helpers every rule uses have byte-level fast paths; each must agree
// with the general, Character- or scalar-based path it short-cuts.

/// `Text.leadingNumber` as it was first written, Character by Character: the reference.
private func referenceLeadingNumber(_ trimmed: String) -> Double? {
    let chars = Array(trimmed)
    var i = 0
    var literal = ""
    if i < chars.count, chars[i] == "-" || chars[i] == "+" {
        literal.append(chars[i])
        i += 1
    }
    var digits = 0
    while i < chars.count, chars[i].isASCII, chars[i].isNumber {
        literal.append(chars[i])
        i += 1
        digits += 1
    }
    if digits > 0, i + 1 < chars.count, chars[i] == "." || chars[i] == ",", chars[i + 1].isASCII, chars[i + 1].isNumber
    {
        literal.append(".")
        i += 1
        while i < chars.count, chars[i].isASCII, chars[i].isNumber {
            literal.append(chars[i])
            i += 1
        }
    }
    guard digits > 0 else { return nil }
    if i < chars.count, chars[i].isLetter { return nil }
    return Double(literal)
}

final class RuleSupportTests: XCTestCase {
    func testLeadingNumber() {
        let expected: [(String, Double?)] = [
            ("4.5", 4.5), ("4,5", 4.5), (" 4 of 5", 4), ("4/5", 4), ("4 stars", 4), ("-1", -1), ("+3", 3),
            ("great", nil), ("4stars", nil), ("", nil), ("-", nil), ("4.", 4), ("4.x", 4), ("12.75 out of 15", 12.75),
            ("٣ من ٥", nil), ("4\u{301} stars", nil), ("4é", nil), ("4 é", 4), ("4.5\u{301}", 4), ("Ⅳ", nil),
        ]
        for (text, number) in expected {
            XCTAssertEqual(Text.leadingNumber(text), number, text)
        }
    }

    func testLeadingNumberFastPathAgreesWithCharacters() {
        let pieces = ["4", "5", ".", ",", "-", "+", " ", "a", "Z", "é", "\u{301}", "٣", "/", "of", "\u{2003}"]
        var generator = SeededRandom(1)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(Text.leadingNumber(text), referenceLeadingNumber(text.trimmingSpaces()), text)
        }
    }

    func testQuantities() {
        for quantity in ["10", "45", "1.3 MB", "50%", "-3", "2,5 km", " 7 "] {
            XCTAssertTrue(Text.isQuantity(quantity), quantity)
        }
        for title in [
            "3 Comments", "24/7 Support", "7-Eleven", "10:30", "-01:13", "Save", "", "1,299 reviews", "4stars",
        ] {
            XCTAssertFalse(Text.isQuantity(title), title)
        }
    }

    func testFigures() {
        for figure in [
            "4s", "1 of 4", "3/10", "-01:13", "1h 20m", "1.3 MB", "50%", "12", " 7 ", "٣ من ٤", "１/４", "4秒",
            "1 из 4", "1 von 4", "10:30 AM",
        ] {
            XCTAssertTrue(Text.isFigure(figure), figure)
        }
        for words in [
            "3 Comments", "Page 2", "Top 10", "Recent", "", "of 4", "24/7 Support", "7-Eleven", "2 Über", "3rd Age",
            "4G LTE", "v2.1", "iOS 26", "A1", "Mar 12",
        ] {
            XCTAssertFalse(Text.isFigure(words), words)
        }
    }

    func testSymbolNames() {
        XCTAssertTrue(AssetNames.isSymbolName("Arrow Down Circle", symbol: "arrow.down.circle"))
        // The dotted name itself is as likely a domain.
        XCTAssertFalse(AssetNames.isSymbolName("arrow.down.circle", symbol: "arrow.down.circle"))
        XCTAssertFalse(AssetNames.isSymbolName("npr.org", symbol: "npr.org"))
        XCTAssertTrue(AssetNames.isSymbolName("Square And Arrow Up", symbol: "square.and.arrow.up"))
        XCTAssertFalse(AssetNames.isSymbolName("Share", symbol: "square.and.arrow.up"))
        XCTAssertFalse(AssetNames.isSymbolName("Arrow Down", symbol: "arrow.down.circle"))
        XCTAssertFalse(AssetNames.isSymbolName("Arrow Down Circle Fill", symbol: "arrow.down.circle"))
        // Not symbol names: one word, capitals, other characters, empty parts.
        XCTAssertFalse(AssetNames.isSymbolName("Safari", symbol: "safari"))
        XCTAssertFalse(AssetNames.isSymbolName("Settings Close", symbol: "Settings.Close"))
        XCTAssertFalse(AssetNames.isSymbolName("com apple settings", symbol: "com.apple-settings"))
        XCTAssertFalse(AssetNames.isSymbolName("arrow", symbol: "arrow."))
        XCTAssertFalse(AssetNames.isSymbolName("", symbol: "arrow.down"))
        // Spaces around and between words are one separator.
        XCTAssertTrue(AssetNames.isSymbolName(" Arrow  Down Circle ", symbol: "arrow.down.circle"))
        // An identifier in dot.case is taken for a symbol only with a shape or style in it.
        XCTAssertTrue(AssetNames.hasSymbolPart("arrow.down.circle"))
        XCTAssertTrue(AssetNames.hasSymbolPart("trash.fill"))
        XCTAssertFalse(AssetNames.hasSymbolPart("sign.in"))
        XCTAssertFalse(AssetNames.hasSymbolPart("get.started"))
    }

    /// Whatever `AssetNames.isPlainWords` settles from the bytes, the Character
    /// path says too: a plain label is never an asset name.
    func testPlainWordsAreNeverAssetNames() {
        let pieces = [
            "ic", "nav", "cast", "off", "Buy", "a", "Z", " ", "\t", "_", "-", ".", "png", "@2x", "$", "9", "é", "!",
            "star", "normal", "icon",
        ]
        var generator = SeededRandom(7)
        var plain = 0
        for _ in 0..<10_000 {
            let label = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let asset: String? = Bool.random(using: &generator) ? nil : ""
            if AssetNames.isPlainWords(label, asset: asset) {
                plain += 1
                XCTAssertFalse(AssetNames.isAssetNameByCharacters(label, asset: asset), label)
            }
            XCTAssertEqual(
                AssetNames.isAssetName(label, asset: asset), AssetNames.isAssetNameByCharacters(label, asset: asset),
                label)
        }
        XCTAssertGreaterThan(plain, 1_000, "the byte path settles most labels")
        XCTAssertFalse(AssetNames.isPlainWords("Buy", asset: "Buy"), "an asset name to compare: the Character path")
        XCTAssertTrue(AssetNames.isPlainWords("Add to cart", asset: nil))
        XCTAssertFalse(AssetNames.isPlainWords("nav cast off", asset: nil))
    }

    func testTrimmingSpaces() {
        XCTAssertEqual("  Buy now \n".trimmingSpaces(), "Buy now")
        XCTAssertEqual("Buy now".trimmingSpaces(), "Buy now")
        XCTAssertEqual("\u{2003}Kaufen\u{00A0}".trimmingSpaces(), "Kaufen")
        XCTAssertEqual("x\u{2003}".trimmingSpaces(), "x")
        XCTAssertEqual("\u{3000}".trimmingSpaces(), "")
        XCTAssertEqual("é ".trimmingSpaces(), "é")
        XCTAssertEqual("a\u{301}".trimmingSpaces(), "a\u{301}")
    }

    func testSwiftLiteral() {
        XCTAssertEqual(Text.swiftLiteral("Buy Trail shoes"), "\"Buy Trail shoes\"")
        XCTAssertEqual(Text.swiftLiteral("Say \"hi\" \\ now"), "\"Say \\\"hi\\\" \\\\ now\"")
        XCTAssertEqual(Text.swiftLiteral("one\ntwo\r\nthree\rfour"), "\"one two three four\"")
        XCTAssertEqual(Text.swiftLiteral("שלום 🎉"), "\"שלום 🎉\"")
    }

    func testIsBlank() {
        XCTAssertTrue(Text.isBlank(nil))
        XCTAssertTrue(Text.isBlank(""))
        XCTAssertTrue(Text.isBlank(" \t\n\u{00A0}\u{2003}"))
        XCTAssertFalse(Text.isBlank("a"))
        XCTAssertFalse(Text.isBlank(" a"))
        XCTAssertFalse(Text.isBlank("\u{2003}é"))
        XCTAssertFalse(Text.isBlank("\u{7F}"))
        // Every ASCII scalar, alone and before spaces: blank just when Unicode calls it white space.
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            XCTAssertEqual(Text.isBlank(String(scalar)), scalar.properties.isWhitespace, "\(value)")
            XCTAssertEqual(Text.isBlank(String(scalar) + " \u{2003}"), scalar.properties.isWhitespace, "\(value)")
        }
    }
}
