import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class RatingLabelAndValueRuleTests: XCTestCase {
    func result(value: String, label: String = "Average customer rating, out of 5 stars", maximum: String = "5")
        -> [String]
    {
        let max = maximum.isEmpty ? "" : "maximumValue=\"\(maximum)\""
        let xml = screen(
            """
            <element id="r" class="MDCProductRating" inherits="UIControl UIView" frame="0 0 100 16" \(max)
                     isAccessibilityElement="true" accessibilityLabel="\(label)" accessibilityValue="\(value)"/>
            """)
        return summary(runRule(RatingLabelAndValueRule.self, xml))
    }

    func testValues() {
        XCTAssertEqual(result(value: "4"), [])
        XCTAssertEqual(result(value: "4.5"), [])
        XCTAssertEqual(result(value: "4 of 5"), [])
        XCTAssertEqual(result(value: "4 stars"), [])
        XCTAssertEqual(result(value: "0"), [])
        XCTAssertEqual(result(value: "5"), [])
        XCTAssertEqual(result(value: "great"), ["#r warning"])
        XCTAssertEqual(result(value: "-1"), ["#r error"])
        XCTAssertEqual(result(value: "6"), ["#r error"])
        XCTAssertEqual(result(value: "-1", maximum: ""), ["#r error"])
        XCTAssertEqual(result(value: "6", label: "Rating", maximum: ""), [])
    }

    func testScaleInTheLabel() {
        XCTAssertEqual(result(value: "4", label: "Rating"), ["#r warning"])
        XCTAssertEqual(result(value: "4", label: "Rated out of five stars"), [])
        XCTAssertEqual(result(value: "4", label: "Rating (of 5)"), [])
        XCTAssertEqual(result(value: "4", label: "Rating, out of 10 stars"), ["#r warning"])
    }

    func testTheFixCarriesTheScaleAndTheValue() {
        let xml = screen(
            """
            <element id="r" class="StarRatingView" frame="0 0 100 16" maximumValue="5"
                     isAccessibilityElement="true" accessibilityLabel="Customer rating" accessibilityValue="4 stars"/>
            """)
        let findings = runRule(RatingLabelAndValueRule.self, xml)
        XCTAssertEqual(summary(findings), ["#r warning"])
        XCTAssertEqual(
            findings.first?.fix,
            "ratingView.accessibilityLabel = \"Customer rating, out of 5 stars\"; ratingView.accessibilityValue = \"4\""
        )
    }

    func testRatingInsideAnElementCardIsTheCardsBusiness() {
        let xml = screen(
            """
            <element class="UICollectionView" frame="0 0 390 844">
              <element id="card" class="MDCCardCollectionCell" frame="0 0 190 200" isAccessibilityElement="true" accessibilityLabel="Shoes, 4 out of 5 stars">
                <element id="r" class="StarRatingView" frame="0 0 100 16"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(RatingLabelAndValueRule.self, xml)), [])
    }
}
