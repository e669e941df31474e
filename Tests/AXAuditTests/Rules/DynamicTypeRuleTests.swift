import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class DynamicTypeRuleTests: XCTestCase {
    let rule = DynamicTypeRule.self

    func testOptOutAndSmallSizeInOneFinding() {
        let xml = screen(
            """
            <element id="both" class="UILabel" frame="0 0 200 12" text="Fine print" fontSize="10.9" adjustsFontForContentSizeCategory="false"/>
            <element id="eleven" class="UILabel" frame="0 20 200 14" text="Caption" fontSize="11"/>
            <element id="scaling" class="UILabel" frame="0 40 200 20" text="Body" adjustsFontForContentSizeCategory="true"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#both warning"])
        XCTAssertTrue(findings[0].message.contains("adjustsFontForContentSizeCategory is false"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("10.9 points, below the 11-point minimum"), findings[0].message)
    }

    func testVisibleTextInsideAnElementIsJudgedHiddenTextIsNot() {
        let xml = screen(
            """
            <element id="row" class="UITableViewCell" frame="0 0 390 60" isAccessibilityElement="true" accessibilityLabel="Wi-Fi">
              <element id="inside" class="UILabel" frame="16 10 200 20" text="Wi-Fi" adjustsFontForContentSizeCategory="false"/>
            </element>
            <element id="gone" class="UILabel" frame="16 80 200 20" text="Old" adjustsFontForContentSizeCategory="false" alpha="0"/>
            <element id="button" class="UIButton" inherits="UIControl UIView" frame="16 110 80 44" text="Buy" fontSize="8"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#row warning"], "the cell VoiceOver stops at, not the label inside it")
        XCTAssertTrue(
            findings[0].message.contains(
                "it is one VoiceOver stop, and text inside it stays small for users who ask for larger text: "
                    + "UILabel \"Wi-Fi\" does not scale."), findings[0].message)
        XCTAssertTrue(findings[0].fix?.hasSuffix("for each of those labels") == true, findings[0].fix ?? "")
    }

    /// Texts in elements nested in elements belong to the outermost one, VoiceOver's stop:
    /// one finding, naming each text (a long list shortened), after what is wrong with the stop itself.
    func testTextsInsideNestedElementsAreReportedOnceAtTheOutermost() throws {
        let many = (1...8).map {
            #"<element class="UILabel" frame="16 \#(100 + $0 * 20) 200 20" text="Line \#($0)" fontSize="9"/>"#
        }.joined(separator: "\n")
        let xml = screen(
            """
            <element id="card" class="UILabel" frame="0 0 390 400" isAccessibilityElement="true" text="Card"
                     accessibilityLabel="Card" adjustsFontForContentSizeCategory="false">
              <element id="inner-card" class="UIView" frame="0 0 390 60" isAccessibilityElement="true" accessibilityLabel="Inner">
                <element id="deep" class="UILabel" frame="16 10 200 20" text="Deep" adjustsFontForContentSizeCategory="false"/>
              </element>
              \(many)
            </element>
            <element id="after" class="UILabel" frame="0 500 200 20" text="After" fontSize="9"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#after warning", "#card warning"])
        let card = try XCTUnwrap(findings.first { $0.element.id == "card" })
        XCTAssertTrue(
            card.message.hasPrefix("UILabel #card \"Card\": its adjustsFontForContentSizeCategory is false"),
            card.message)
        XCTAssertTrue(
            card.message.contains("UILabel \"Deep\" does not scale, UILabel \"Line 1\" is 9 points"), card.message)
        XCTAssertTrue(card.message.contains("UILabel \"Line 5\" is 9 points and 3 more."), card.message)
        XCTAssertFalse(card.message.contains("Line 6"), card.message)
        XCTAssertTrue(card.fix?.contains("at least 11 points") == true, card.fix ?? "")
    }
}
