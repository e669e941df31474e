import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class CellAccessibilityElementRuleTests: XCTestCase {
    let rule = CellAccessibilityElementRule.self

    func testCellWithNoAccessibleContentIsExempt() {
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 844">
              <element id="spacer" class="UITableViewCell" frame="0 0 390 8">
                <element class="UIImageView" frame="0 0 390 8" image="divider"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    /// A row whose only stop is one label reads once anyway; a second stop makes it a finding.
    func testCellWithASingleStopIsExemptAndTwoStopsAreNot() {
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 844">
              <element id="single" class="UITableViewCell" frame="0 0 390 44">
                <element class="UIImageView" frame="0 0 44 44" image="avatar"/>
                <element class="UILabel" frame="56 12 200 20" text="One"/>
              </element>
              <element id="double" class="UITableViewCell" frame="0 44 390 44">
                <element class="UILabel" frame="16 56 200 20" text="Two"/>
                <element class="UISwitch" inherits="UIControl UIView" frame="325 50 51 31" accessibilityLabel="Two"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#double warning"])
    }

    func testHiddenCellsAndCellsBehindAModalAreNotReported() {
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 844">
              <element id="hidden" class="UITableViewCell" frame="0 0 390 44" isHidden="true">
                <element class="UILabel" frame="16 12 200 20" text="One"/>
              </element>
              <element id="behind" class="UITableViewCell" frame="0 44 390 44">
                <element class="UILabel" frame="16 56 200 20" text="Two"/>
              </element>
            </element>
            <element id="sheet" class="UIView" frame="0 400 390 444" accessibilityViewIsModal="true">
              <element id="shown" class="UITableViewCell" frame="0 400 390 44">
                <element class="UILabel" frame="16 412 200 20" text="Three"/>
                <element class="UILabel" frame="16 432 200 10" text="Details"/>
              </element>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#shown warning"])
        XCTAssertTrue(findings[0].message.contains("\"Three\" and \"Details\""), findings[0].message)
        XCTAssertEqual(
            findings[0].fix, "cell.isAccessibilityElement = true; cell.accessibilityLabel = \"Three, Details\"")
    }

    func testCellInsideAnElementIsNotJudged() {
        let xml = screen(
            """
            <element id="outer" class="UIView" frame="0 0 390 100" isAccessibilityElement="true" accessibilityLabel="Summary">
              <element id="inner" class="UITableViewCell" frame="0 0 390 44">
                <element class="UILabel" frame="16 12 200 20" text="One"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    func testTheMessageNamesEveryStopItCounts() throws {
        // Four stops: an unlabelled icon, two texts and a switch.
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 844">
              <element id="wifi" class="UITableViewCell" frame="0 100 390 60">
                <element class="UIImageView" frame="16 114 32 32" image="ic_wifi" isAccessibilityElement="true"/>
                <element class="UILabel" frame="60 108 200 22" text="Wi-Fi"/>
                <element class="UILabel" frame="60 132 200 18" text="Home network"/>
                <element id="wifi-switch" class="UISwitch" frame="323 114 51 31"/>
              </element>
            </element>
            """)
        let finding = try XCTUnwrap(runRule(rule, xml).first)
        XCTAssertTrue(
            finding.message.contains(
                #"stops on its 4 subviews one by one (UIImageView, "Wi-Fi", "Home network" and UISwitch #wifi-switch)"#),
            finding.message)
    }

    func testAManyStopCellNamesSixAndCountsTheRest() throws {
        var labels = ""
        for n in 0..<9 { labels += #"<element class="UILabel" frame="16 \#(100 + n * 20) 200 18" text="Line \#(n)"/>"# }
        let xml = screen(
            #"<element class="UITableView" frame="0 0 390 844"><element id="c" class="UITableViewCell" frame="0 100 390 200">\#(labels)</element></element>"#
        )
        let finding = try XCTUnwrap(runRule(rule, xml).first)
        XCTAssertTrue(
            finding.message.contains(
                #"its 9 subviews one by one ("Line 0", "Line 1", "Line 2", "Line 3", "Line 4", "Line 5" and 3 more)"#),
            finding.message)
    }
}
