import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class CellHiddenControlRuleTests: XCTestCase {
    func row(_ attrs: String, controls: String) -> String {
        screen(
            """
            <element class="UITableView" frame="0 0 390 844">
              <element id="row" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 0 390 64"
                       isAccessibilityElement="true" accessibilityLabel="Wi-Fi" \(attrs)>
                <element class="UILabel" frame="16 12 280 20" text="Wi-Fi"/>
                \(controls)
              </element>
            </element>
            """)
    }

    let toggle = #"<element id="toggle" class="UISwitch" inherits="UIControl UIView" frame="320 16 51 31"/>"#

    func testSwitchExposure() {
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row("", controls: toggle))), ["#row error"])
        XCTAssertEqual(
            summary(runRule(CellHiddenControlRule.self, row(#"accessibilityTraits="button""#, controls: toggle))),
            ["#row error"], "a button trait without a value does not say the switch's state")
        XCTAssertEqual(
            summary(
                runRule(
                    CellHiddenControlRule.self,
                    row(#"accessibilityTraits="adjustable" accessibilityValue="On""#, controls: toggle))), [])
        XCTAssertEqual(
            summary(
                runRule(CellHiddenControlRule.self, row("", controls: toggle + #"<customAction name="Toggle Wi-Fi"/>"#))
            ), [])
        let hiddenToggle = toggle.replacingOccurrences(of: "/>", with: #" isHidden="true"/>"#)
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row("", controls: hiddenToggle))), [])
    }

    func testActionsCoverNamedControlsThenTheRestInOrder() {
        let buttons = """
            <element id="share" class="UIButton" inherits="UIControl UIView" frame="200 16 40 40" text="Share"/>
            <element id="delete" class="UIButton" inherits="UIControl UIView" frame="250 16 40 40" text="Delete"/>
            <element id="more" class="UIButton" inherits="UIControl UIView" frame="300 16 40 40" text="More"/>
            <customAction name="Delete"/>
            """
        let findings = runRule(CellHiddenControlRule.self, row(#"accessibilityTraits="button""#, controls: buttons))
        XCTAssertEqual(summary(findings), ["#row error"], "at the cell, VoiceOver's stop")
        XCTAssertTrue(
            findings[0].message.contains("UIButton #more \"More\" is inside ListTableViewCell #row"),
            findings[0].message)
        XCTAssertTrue(findings[0].fix?.contains(#"UIAccessibilityCustomAction(name: "More")"#) == true)
    }

    /// Several hidden controls: one finding at the cell, naming each and an action for each.
    func testSeveralHiddenControlsAreOneFindingAtTheCell() throws {
        let buttons = (1...9).map {
            #"<element id="b\#($0)" class="UIButton" inherits="UIControl UIView" frame="\#(20 * $0) 16 20 20" text="Act \#($0)"/>"#
        }.joined()
        let findings = runRule(CellHiddenControlRule.self, row("", controls: toggle + buttons))
        XCTAssertEqual(summary(findings), ["#row error"])
        let message = findings[0].message, fix = try XCTUnwrap(findings[0].fix)
        XCTAssertTrue(
            message.hasPrefix(
                "ListTableViewCell #row \"Wi-Fi\" is one accessibility element, so VoiceOver never focuses the 10 controls inside it (UISwitch #toggle, UIButton #b1 \"Act 1\""
            ),
            message)
        XCTAssertTrue(message.contains("and 4 more)"), message)
        XCTAssertTrue(
            fix.hasPrefix(
                #"cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Toggle Wi-Fi") { _ in … }, UIAccessibilityCustomAction(name: "Act 1")"#
            ), fix)
        XCTAssertTrue(fix.hasSuffix(", … (4 more)]"), fix)
        XCTAssertFalse(fix.contains("Act 6"), fix)
    }

    func testCellThatIsNotAnElementLeavesControlsReachable() {
        let xml = row("", controls: toggle).replacingOccurrences(of: #"isAccessibilityElement="true""#, with: "")
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, xml)), [])
    }
}
