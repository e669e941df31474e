import XCTest
@testable import AXAudit
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
}
