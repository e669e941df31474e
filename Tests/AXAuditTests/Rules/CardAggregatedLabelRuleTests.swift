import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class CardAggregatedLabelRuleTests: XCTestCase {
    let rule = CardAggregatedLabelRule.self

    static let productCard = """
        <element class="UICollectionView" frame="0 0 390 844">
          <element id="card" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240" %ATTRS%>
            <element class="UIImageView" frame="16 100 171 120" image="shoe_01"/>
            <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
            <element class="UILabel" frame="24 250 155 20" text="$89"/>
            <element class="MDCProductRating" inherits="UIControl UIView" frame="24 272 100 16" maximumValue="5"
                     isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
            <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Buy"/>
            <element class="UILabel" frame="24 350 80 20" text="Sold out" isHidden="true"/>
          </element>
        </element>
        """

    func testCardThatIsNotAnElementSuggestsTheAggregatedLabel() {
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: "")))
        XCTAssertEqual(summary(findings), ["#card error"])
        XCTAssertTrue(findings[0].message.contains("ProductCardCell #card"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("as 4 separate stops"), findings[0].message)
        let fix = findings[0].fix ?? ""
        XCTAssertTrue(fix.contains("card.isAccessibilityElement = true"), fix)
        XCTAssertTrue(fix.contains("accessibilityLabel = \"Trail shoes, $89, 4.5 out of 5 stars\""), fix)
        XCTAssertTrue(fix.contains("UIAccessibilityCustomAction(name: \"Buy\")"), fix)
    }

    func testLabelCoveringTextsInAnotherCaseAndPunctuationPasses() {
        let attrs = #"isAccessibilityElement="true" accessibilityLabel="TRAIL-SHOES: 89 ($89), rated 4.5 out of 5""#
        XCTAssertEqual(
            summary(runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))), [])
    }

    func testLabelLeavingOutAVisibleTextIsAWarningNamingIt() {
        let attrs = #"isAccessibilityElement="true" accessibilityLabel="Trail shoes, 4.5 stars, Buy""#
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))
        XCTAssertEqual(summary(findings), ["#card warning"])
        XCTAssertTrue(findings[0].message.contains("leaves out \"$89\""), findings[0].message)
        XCTAssertFalse(findings[0].message.contains("Sold out"), "hidden text is not required")
        XCTAssertEqual(findings[0].fix, "card.accessibilityLabel = \"Trail shoes, $89, 4.5 out of 5 stars\"")
    }

    func testCardInsideACollectionViewSubclassIsInACollection() {
        let xml = screen(
            """
            <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 0 390 844">
              <element class="UITableViewCell" frame="0 0 390 100" isAccessibilityElement="false">
                <element id="card" class="MDCCard" inherits="UIControl UIView" frame="8 8 374 84">
                  <element class="UILabel" frame="16 16 300 20" text="Weekend hikes"/>
                </element>
              </element>
            </element>
            <element id="single" class="MDCCard" inherits="UIControl UIView" frame="8 200 374 84">
              <element class="UILabel" frame="16 216 300 20" text="Alone"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#card error"])
    }

    func testSuggestedLabelFollowsRightToLeftReadingOrder() {
        let xml = screen(
            """
            <element class="UICollectionView" frame="0 0 390 844">
              <element id="card" class="MDCCardCollectionCell" frame="0 0 390 100">
                <element class="UILabel" frame="10 10 100 20" text="left"/>
                <element class="UILabel" frame="200 10 100 20" text="right"/>
              </element>
            </element>
            """, direction: "rightToLeft")
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#card error"])
        XCTAssertTrue(findings[0].fix?.contains("\"right, left\"") == true, findings[0].fix ?? "")
    }

    func testEmptyLabelIsAnError() {
        let attrs = #"isAccessibilityElement="true""#
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))
        XCTAssertEqual(summary(findings), ["#card error"])
    }
}
