import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ElementLabelRuleTests: XCTestCase {
    let rule = ElementLabelRule.self

    func testDoesNotDoubleReportImagesRatingsAndCards() {
        let xml = screen(
            """
            <element id="image" class="UIImageView" frame="0 0 80 80" image="hero" isAccessibilityElement="true"/>
            <element id="rating" class="MDCProductRating" inherits="UIControl UIView" frame="0 100 100 16" maximumValue="5"
                     isAccessibilityElement="true" accessibilityValue="4"/>
            <element class="UICollectionView" frame="0 200 390 300">
              <element id="card" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                       frame="16 200 171 240" isAccessibilityElement="true" accessibilityLabel="">
                <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
              </element>
            </element>
            """)
        XCTAssertEqual(
            allFindings(xml),
            [
                "#card card-aggregated-label error", "#image image-label error", "#rating rating-label-and-value error",
            ])
    }

    func testWhatCountsAsSayingSomething() {
        let xml = screen(
            """
            <element id="titled" class="UIButton" inherits="UIControl UIView" frame="0 0 80 44" text="Buy"/>
            <element id="valued-view" class="GaugeView" frame="0 100 80 44" isAccessibilityElement="true" accessibilityValue="75%"/>
            <element id="valued-slider" class="UISlider" inherits="UIControl UIView" frame="0 150 200 44" accessibilityValue="50%"/>
            <element id="blank" class="UIButton" inherits="UIControl UIView" frame="0 200 80 44" text="  " accessibilityLabel=" "/>
            <element id="empty-cell" class="UITableViewCell" frame="0 250 390 60" isAccessibilityElement="true"/>
            <element id="hidden" class="UIButton" inherits="UIControl UIView" frame="0 320 80 44" isHidden="true"/>
            <element id="not-element" class="UIView" frame="0 370 80 44"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#blank error", "#empty-cell error", "#valued-slider error"])
        let slider = findings.first { $0.element.id == "valued-slider" }!
        XCTAssertTrue(slider.message.contains("only the value \"50%\""), slider.message)
    }

    /// The page source's stops; a text field's placeholder is what VoiceOver says.
    func testXCUITestPageSourceStops() {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" accessible="false" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="closeButton" accessible="true" x="0" y="0" width="44" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="buy" label="Buy" accessible="true" x="0" y="50" width="80" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="search" placeholderValue="Search" accessible="true" x="0" y="100" width="300" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let findings = runRule(rule, xml)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.fix?.contains("closeButton") == true, findings.first?.fix ?? "")
    }
}
