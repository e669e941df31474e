import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ReadingOrderPrimaryLastRuleTests: XCTestCase {
    func card(text: String, attrs: String = "", buttonFirst: Bool = false) -> String {
        let buttonY = buttonFirst ? 110 : 260
        return screen(
            """
            <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 300" \(attrs)>
              <element id="body" class="UILabel" frame="24 140 340 100" text="\(text)"/>
              <element id="read" class="UIButton" inherits="UIControl UIView" frame="24 \(buttonY) 80 20" text="Read"/>
            </element>
            """)
    }

    func testThreshold() {
        let long = String(repeating: "a", count: 80), short = String(repeating: "a", count: 79)
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long))), ["#card warning"])
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: short))), [])
        var lower = Thresholds()
        lower[.primaryLastTextLength] = 50
        XCTAssertEqual(
            summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: short), thresholds: lower)), ["#card warning"])
    }

    func testExemptions() {
        let long = String(repeating: "a", count: 120)
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long, buttonFirst: true))), [])
        XCTAssertEqual(
            summary(
                runRule(
                    ReadingOrderPrimaryLastRule.self,
                    card(text: long, attrs: #"isAccessibilityElement="true" accessibilityLabel="x""#))), [])
        XCTAssertEqual(
            summary(
                runRule(
                    ReadingOrderPrimaryLastRule.self, card(text: long, attrs: #"accessibilityElements="body read""#))),
            [])
        XCTAssertEqual(
            summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long, attrs: #"isHidden="true""#))), [])
    }
}
