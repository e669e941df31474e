import XCTest

@testable import AXAudit
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
        XCTAssertEqual(summary(runRule(rule, xml)), ["#inside warning"])
    }
}
