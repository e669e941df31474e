import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ReadingOrderInterleavedRuleTests: XCTestCase {
    static func grid(_ attrs: String = "") -> String {
        var body = #"<element class="UICollectionView" frame="0 0 390 844">"#
        for (n, (x, y)) in [(16, 100), (203, 100), (16, 400), (203, 400)].enumerated() {
            body += """
                <element id="card-\(n)" class="MDCCardCollectionCell" frame="\(x) \(y) 171 200" \(attrs)>
                  <element class="UILabel" frame="\(x + 8) \(y + 10) 155 20" text="Title \(n)"/>
                  <element class="UILabel" frame="\(x + 8) \(y + 40) 155 20" text="Price \(n)"/>
                </element>
                """
        }
        return screen(body + "</element>")
    }

    func testGridOfCardsWithSeparatePartsInterleavesRowByRow() {
        let findings = runRule(ReadingOrderInterleavedRule.self, Self.grid())
        XCTAssertEqual(summary(findings), ["#card-0 error", "#card-2 error"])
        let message = findings.first { $0.element.id == "card-0" }!.message
        XCTAssertTrue(message.contains(#""Title 0" (A), "Title 1" (B), "Price 0" (A)"#), message)
    }

    func testGroupedOrElementCardsDoNotInterleave() {
        XCTAssertEqual(
            summary(runRule(ReadingOrderInterleavedRule.self, Self.grid(#"shouldGroupAccessibilityChildren="true""#))),
            [])
        XCTAssertEqual(
            summary(
                runRule(
                    ReadingOrderInterleavedRule.self,
                    Self.grid(#"isAccessibilityElement="true" accessibilityLabel="Card""#))), [])
    }

    func testRightToLeftGridNamesTheTrailingCardFirst() {
        let xml = Self.grid().replacingOccurrences(
            of: "layoutDirection=\"leftToRight\"", with: "layoutDirection=\"rightToLeft\"")
        let findings = runRule(ReadingOrderInterleavedRule.self, xml)
        XCTAssertEqual(summary(findings), ["#card-1 error", "#card-3 error"])
        let message = findings.first { $0.element.id == "card-1" }!.message
        XCTAssertTrue(message.contains(#""Title 1" (A), "Title 0" (B), "Price 1" (A)"#), message)
    }

    func testHiddenCardIsIgnored() {
        let xml = Self.grid().replacingOccurrences(of: #"id="card-1""#, with: #"id="card-1" isHidden="true""#)
            .replacingOccurrences(of: #"id="card-3""#, with: #"id="card-3" accessibilityElementsHidden="true""#)
        XCTAssertEqual(summary(runRule(ReadingOrderInterleavedRule.self, xml)), [])
    }
}
