import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Every rule together: clean screens stay clean, ignores and modals apply, cost stays linear.
final class AllRulesTests: XCTestCase {
    /// Every component done right: zero findings from every rule.
    func testCleanScreenHasNoFindings() {
        let xml = screen(
            """
            <element id="hero-card" class="MDCCard" inherits="UIControl UIView" frame="16 60 358 300" accessibilityElements="open hero-image hero-title hero-body">
              <element id="hero-image" class="UIImageView" frame="16 60 358 150" image="hero@2x" isAccessibilityElement="true"
                       accessibilityLabel="Hikers on a ridge at sunrise"/>
              <element id="hero-title" class="UILabel" frame="24 220 340 20" text="Weekend hikes"/>
              <element id="hero-body" class="UILabel" frame="24 244 340 60"
                       text="Five trails within an hour of the city, from an easy lakeside loop to a full-day ridge walk with views of the coast."/>
              <element id="open" class="UIButton" inherits="UIControl UIView" frame="24 310 80 44" text="Open"/>
            </element>
            <element class="UICollectionView" frame="0 380 390 300">
              <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 380 171 280"
                       isAccessibilityElement="true" accessibilityLabel="Trail shoes, $89, 4.5 out of 5 stars" accessibilityTraits="button">
                <element class="UIImageView" frame="16 380 171 120" image="shoe_01"/>
                <element class="UILabel" frame="24 508 155 20" text="Trail shoes"/>
                <element class="UILabel" frame="24 530 155 20" text="$89"/>
                <element class="MDCProductRating" inherits="UIControl UIView" frame="24 552 100 16" maximumValue="5"
                         isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
                <element class="UIButton" inherits="UIControl UIView" frame="24 600 80 44" text="Buy"/>
                <customAction name="Buy"/>
              </element>
              <element id="card-2" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="203 380 171 280"
                       isAccessibilityElement="true" accessibilityLabel="Rain jacket, $120, 4 out of 5 stars">
                <element class="UIImageView" frame="203 380 171 120" image="jacket_01"/>
                <element class="UILabel" frame="211 508 155 20" text="Rain jacket"/>
                <element class="UILabel" frame="211 530 155 20" text="$120"/>
                <element class="MDCProductRating" inherits="UIControl UIView" frame="211 552 100 16" maximumValue="5"
                         isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4"/>
                <element class="UIButton" inherits="UIControl UIView" frame="211 600 80 44" text="Buy"/>
                <customAction name="Buy"/>
              </element>
            </element>
            <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 680 390 200">
              <element id="row-1" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 680 390 64"
                       isAccessibilityElement="true" accessibilityLabel="Notifications, Daily summary" accessibilityTraits="button" accessibilityValue="On">
                <element class="UIImageView" frame="16 692 24 24" image="icon_bell"/>
                <element class="UILabel" frame="56 688 250 20" text="Notifications"/>
                <element class="UILabel" frame="56 710 250 16" text="Daily summary"/>
                <element class="UISwitch" inherits="UIControl UIView" frame="320 696 51 31" accessibilityValue="1"/>
              </element>
              <element id="row-2" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 744 390 64"
                       isAccessibilityElement="true" accessibilityLabel="Volume" accessibilityTraits="adjustable" accessibilityValue="40%">
                <element class="UILabel" frame="56 752 100 20" text="Volume"/>
                <element class="UISlider" inherits="UIControl UIView" frame="160 752 200 30"/>
              </element>
            </element>
            """)
        let findings = auditAll(xml)
        XCTAssertEqual(findings.map { "\($0.ruleID) #\($0.element.id ?? "?")" }, [])
    }

    /// The example of `hierarchy-format.md` is a card done right.
    func testFormatSpecExampleIsClean() {
        let xml = screen(
            """
            <element class="UICollectionView" frame="0 0 390 844">
              <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                       frame="16 100 171 240" isAccessibilityElement="true"
                       accessibilityLabel="Trail shoes, 89 dollars, rated 4.5 out of 5" accessibilityTraits="button">
                <element class="UIImageView" frame="16 100 171 120" image="shoe_01"/>
                <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
                <element class="MDCProductRating" inherits="UIControl UIView" frame="24 252 100 16"
                         maximumValue="5" isAccessibilityElement="true"
                         accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
                <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Buy">
                  <customAction name="Add to cart"/>
                </element>
              </element>
            </element>
            """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    func testNothingOutsideAShownModalIsReported() {
        let xml = screen(
            """
            <element class="UICollectionView" frame="0 0 390 844">
              <element id="bad" class="MDCCardCollectionCell" frame="16 100 171 200">
                <element class="UILabel" frame="24 110 155 20" text="A"/>
                <element class="UIImageView" frame="24 140 40 40" isAccessibilityElement="true"/>
                <element class="StarRatingView" frame="24 190 100 16"/>
              </element>
            </element>
            <element id="alert" class="UIView" frame="40 300 310 200" accessibilityViewIsModal="true">
              <element class="UILabel" frame="50 310 290 20" text="Are you sure?"/>
              <element class="UIButton" inherits="UIControl UIView" frame="50 400 100 44" text="OK"/>
            </element>
            """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    func testAxauditIgnoreSilencesARule() {
        let xml = screen(
            """
            <element id="img" class="UIImageView" frame="0 0 40 40" isAccessibilityElement="true" axaudit-ignore="image-label"/>
            """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    /// A card with 10,000 texts and nesting 5,000 levels deep: all rules finish quickly and without recursion.
    func testLargeAndDeepHierarchiesStayLinear() {
        var body =
            #"<element class="UICollectionView" frame="0 0 390 844"><element id="card" class="MDCCardCollectionCell" frame="0 0 390 844" isAccessibilityElement="true" accessibilityLabel="Nothing">"#
        for k in 0..<10_000 { body += "<element class=\"UILabel\" frame=\"0 \(k) 100 1\" text=\"Text \(k)\"/>" }
        body += "</element></element>"
        let depth = 5_000
        body += String(repeating: #"<element class="MDCCard" frame="0 0 10 10">"#, count: depth)
        body += #"<element id="deep" class="UIButton" inherits="UIControl UIView" frame="0 0 10 10" text="Go"/>"#
        body += String(repeating: "</element>", count: depth)
        let start = Date()
        let findings = auditAll(screen(body))
        XCTAssertEqual(
            findings.filter { $0.ruleID == CardAggregatedLabelRule.description.id }.map(\.severity), [.warning])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
