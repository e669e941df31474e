import XCTest
@testable import AXAudit

/// The text helpers every rule uses have byte-level fast paths; each must agree
/// with the general, Character- or scalar-based path it short-cuts.
final class RuleSupportTests: XCTestCase {
    func testLeadingNumber() {
        let expected: [(String, Double?)] = [
            ("4.5", 4.5), ("4,5", 4.5), (" 4 of 5", 4), ("4/5", 4), ("4 stars", 4), ("-1", -1), ("+3", 3),
            ("great", nil), ("4stars", nil), ("", nil), ("-", nil), ("4.", 4), ("4.x", 4), ("12.75 out of 15", 12.75),
            ("٣ من ٥", nil), ("4\u{301} stars", nil), ("4é", nil), ("4 é", 4), ("4.5\u{301}", 4), ("Ⅳ", nil),
        ]
        for (text, number) in expected {
            XCTAssertEqual(RuleSupport.leadingNumber(text), number, text)
        }
    }

    func testLeadingNumberFastPathAgreesWithCharacters() {
        let pieces = ["4", "5", ".", ",", "-", "+", " ", "a", "Z", "é", "\u{301}", "٣", "/", "of", "\u{2003}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(RuleSupport.leadingNumber(text), RuleSupport.characterLeadingNumber(text.trimmingSpaces()), text)
        }
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
        XCTAssertEqual(RuleSupport.swiftLiteral("Buy Trail shoes"), "\"Buy Trail shoes\"")
        XCTAssertEqual(RuleSupport.swiftLiteral("Say \"hi\" \\ now"), "\"Say \\\"hi\\\" \\\\ now\"")
        XCTAssertEqual(RuleSupport.swiftLiteral("one\ntwo\r\nthree\rfour"), "\"one two three four\"")
        XCTAssertEqual(RuleSupport.swiftLiteral("שלום 🎉"), "\"שלום 🎉\"")
    }

    func testIsBlank() {
        XCTAssertTrue(RuleSupport.isBlank(nil))
        XCTAssertTrue(RuleSupport.isBlank(""))
        XCTAssertTrue(RuleSupport.isBlank(" \t\n\u{00A0}\u{2003}"))
        XCTAssertFalse(RuleSupport.isBlank("a"))
        XCTAssertFalse(RuleSupport.isBlank(" a"))
        XCTAssertFalse(RuleSupport.isBlank("\u{2003}é"))
        XCTAssertFalse(RuleSupport.isBlank("\u{7F}"))
    }
}
