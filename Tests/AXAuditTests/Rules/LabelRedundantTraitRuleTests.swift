import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class LabelRedundantTraitRuleTests: XCTestCase {
    let rule = LabelRedundantTraitRule.self

    func testSuggestsTheTrimmedLabel() {
        let xml = screen(
            """
            <element id="a" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" accessibilityLabel="Buy button"/>
            <element id="b" class="UIButton" inherits="UIControl UIView" frame="0 50 100 44" accessibilityLabel="Button: Add to cart"/>
            <element id="c" class="UIButton" inherits="UIControl UIView" frame="0 100 100 44" accessibilityLabel="Buy BUTTON."/>
            <element id="d" class="UIButton" inherits="UIControl UIView" frame="0 150 100 44" accessibilityLabel="button"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#a warning", "#b warning", "#c warning", "#d warning"])
        let byID = Dictionary(uniqueKeysWithValues: findings.map { ($0.element.id!, $0.fix ?? "") })
        XCTAssertEqual(byID["a"], "view.accessibilityLabel = \"Buy\"")
        XCTAssertEqual(byID["b"], "view.accessibilityLabel = \"Add to cart\"")
        XCTAssertEqual(byID["c"], "view.accessibilityLabel = \"Buy\"")
        XCTAssertTrue(byID["d"]!.contains("only the trait's word"), byID["d"]!)
    }

    func testWholeEnglishWordsOnlyNoFalsePositivesInOtherWordsOrLanguages() {
        let xml = screen(
            """
            <element id="hole" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Buttonhole"/>
            <element id="imagery" class="ArtView" frame="0 50 100 44" isAccessibilityElement="true" accessibilityLabel="Imagery" accessibilityTraits="image"/>
            <element id="linking" class="UIButton" inherits="UIControl UIView" frame="0 100 100 44" accessibilityLabel="Linking" accessibilityTraits="link"/>
            <element id="ar" class="UIButton" inherits="UIControl UIView" frame="0 150 100 44" accessibilityLabel="زر"/>
            <element id="ar2" class="UIButton" inherits="UIControl UIView" frame="0 200 100 44" accessibilityLabel="زر الشراء"/>
            <element id="he" class="UIButton" inherits="UIControl UIView" frame="0 250 100 44" accessibilityLabel="כפתור קנייה"/>
            <element id="fr" class="UIButton" inherits="UIControl UIView" frame="0 300 100 44" accessibilityLabel="Bouton"/>
            <element id="de" class="UIButton" inherits="UIControl UIView" frame="0 350 100 44" accessibilityLabel="Knopf drücken"/>
            <element id="noun" class="UIButton" inherits="UIControl UIView" frame="0 400 100 44" accessibilityLabel="Button size guide"/>
            <element id="icon" class="UIButton" inherits="UIControl UIView" frame="0 450 100 44" accessibilityLabel="Settings icon"/>
            <element id="plain" class="UILabel" frame="0 500 100 20" text="Sew on a button"/>
            """, direction: "rightToLeft")
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    func testRightToLeftLabelWithATrailingTraitWordIsTrimmedInLogicalOrder() {
        let xml = screen(
            """
            <element id="ar" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" accessibilityLabel="شراء button"/>
            """, direction: "rightToLeft")
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#ar warning"])
        XCTAssertEqual(findings.first?.fix, "view.accessibilityLabel = \"شراء\"")
    }

    func testTraitWordsNeedTheMatchingTrait() {
        let xml = screen(
            """
            <element id="text-link" class="UILabel" frame="0 0 100 20" text="Terms link"/>
            <element id="link" class="UIButton" inherits="UIControl UIView" frame="0 30 100 44" accessibilityLabel="Terms link" accessibilityTraits="link"/>
            <element id="heading" class="UILabel" frame="0 80 100 20" text="Settings heading" accessibilityTraits="header"/>
            <element id="not-heading" class="UILabel" frame="0 110 100 20" text="Next heading"/>
            <element class="UITabBar" frame="0 780 390 64" accessibilityTraits="tabBar">
              <element id="tab" class="UITabBarButton" inherits="UIControl UIView" frame="0 780 130 64"
                       isAccessibilityElement="true" accessibilityLabel="Home tab button" accessibilityTraits="button"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#heading warning", "#link warning", "#tab warning"])
        XCTAssertEqual(findings.first { $0.element.id == "tab" }?.fix, "view.accessibilityLabel = \"Home\"")
        XCTAssertTrue(findings.first { $0.element.id == "tab" }!.message.contains("\"tab\" and \"button\""))
    }

    func testImagesAreSplitWithImageLabel() {
        // "image"/"photo" on an image is image-label's info; other traits' words on an image are this rule's.
        let xml = screen(
            """
            <element id="profile" class="UIImageView" frame="0 0 80 80" isAccessibilityElement="true" accessibilityLabel="Profile image"/>
            <element id="play" class="UIImageView" frame="0 100 80 80" isAccessibilityElement="true" accessibilityLabel="Play button"
                     accessibilityTraits="image button"/>
            <element id="custom" class="ChartView" frame="0 200 80 80" isAccessibilityElement="true" accessibilityLabel="Sales chart image"
                     accessibilityTraits="image"/>
            """)
        XCTAssertEqual(
            allFindings(xml),
            [
                "#custom label-redundant-trait warning", "#play label-redundant-trait warning",
                "#profile image-label info",
            ])
    }

    /// A name shown in a text of its own is left alone; a UIButton's own title, which an
    /// export writes with UIKit's title label as a subview, is still the label.
    func testANameShownBesideTheLabelButNotTheButtonsOwnTitle() {
        let xml = screen(
            """
            <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 16 200 44" text="Buy button">
              <element class="UIButtonLabel" inherits="UILabel UIView" frame="60 28 112 20" text="Buy button"/>
            </element>
            <element id="row" class="UITableViewCell" frame="16 80 358 53" isAccessibilityElement="true"
                     accessibilityLabel="Action Button" accessibilityTraits="button">
              <element class="UILabel" frame="29 89 147 29" text="Action Button"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#buy warning"])
    }
}
