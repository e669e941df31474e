import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ConflictingTraitsRuleTests: XCTestCase {
    let rule = ConflictingTraitsRule.self

    /// GTXiLib's two rules: any two of button, link, searchField and keyboardKey
    /// (but a key that is a button, as Apple's keyboard makes its shift and
    /// return keys); button with adjustable.
    func testEveryPairOfTheExclusiveKindsAndButtonWithAdjustable() {
        let kinds = ["button", "link", "searchField", "keyboardKey"]
        var body = ""
        var expected: [String] = []
        var y = 0
        for (i, a) in kinds.enumerated() {
            for b in kinds[(i + 1)...] where (a, b) != ("button", "keyboardKey") {
                body +=
                    "<element id=\"\(a)-\(b)\" class=\"V\" frame=\"0 \(y) 100 44\" isAccessibilityElement=\"true\" accessibilityLabel=\"X\" accessibilityTraits=\"\(a) \(b)\"/>\n"
                expected.append("#\(a)-\(b) error")
                y += 50
            }
        }
        body +=
            "<element id=\"slider\" class=\"V\" frame=\"0 \(y) 100 44\" isAccessibilityElement=\"true\" accessibilityLabel=\"X\" accessibilityTraits=\"adjustable button\"/>\n"
        expected.append("#slider error")
        XCTAssertEqual(summary(runRule(rule, screen(body))), expected.sorted())
    }

    /// Traits that may go together, the decided staticText case, and elements VoiceOver does not reach.
    func testTraitsThatMayGoTogetherAndElementsNotReached() {
        let xml = screen(
            """
            <element id="selected" class="V" frame="0 0 100 44" isAccessibilityElement="true" accessibilityLabel="A" accessibilityTraits="button selected"/>
            <element id="heading-link" class="V" frame="0 50 100 44" isAccessibilityElement="true" accessibilityLabel="B" accessibilityTraits="header link"/>
            <element id="text-button" class="UILabel" frame="0 100 100 44" text="C" accessibilityTraits="staticText button"/>
            <element id="text-link" class="UILabel" frame="0 150 100 44" text="D" accessibilityTraits="staticText link">
              <customAction name="Copy link"/>
            </element>
            <element id="slider" class="V" frame="0 200 100 44" isAccessibilityElement="true" accessibilityLabel="E" accessibilityTraits="adjustable notEnabled"/>
            <element id="hidden" class="V" frame="0 250 100 44" isAccessibilityElement="true" accessibilityLabel="F" accessibilityTraits="button link" alpha="0"/>
            <element id="cell" class="V" frame="0 300 100 44" isAccessibilityElement="true" accessibilityLabel="G">
              <element id="inside" class="V" frame="0 300 50 44" isAccessibilityElement="true" accessibilityLabel="H" accessibilityTraits="button link"/>
            </element>
            <element id="key" class="UIAccessibilityElementKBKey" frame="0 350 40 44" isAccessibilityElement="true" accessibilityLabel="a" accessibilityTraits="keyboardKey button"/>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    func testMessageNamesTheTraitsAndTheFixKeepsTheOthers() throws {
        let xml = screen(
            """
            <element id="volume" class="V" frame="0 0 100 44" isAccessibilityElement="true" accessibilityLabel="Volume"
                     accessibilityTraits="button adjustable selected"/>
            """)
        let finding = try XCTUnwrap(runRule(rule, xml).first)
        XCTAssertTrue(finding.message.contains("`button` and `adjustable`"), finding.message)
        XCTAssertEqual(
            finding.fix,
            "view.accessibilityTraits = [.adjustable, .selected] (keep the one trait that says what it does)")
    }

    func testConflictingTraitsTable() {
        XCTAssertEqual(rule.conflicting([.button]), [])
        XCTAssertEqual(rule.conflicting([.button, .header]), [])
        XCTAssertEqual(rule.conflicting([.link, .searchField]), [.link, .searchField])
        XCTAssertEqual(rule.conflicting([.button, .link, .adjustable]), [.button, .link, .adjustable])
        XCTAssertEqual(rule.conflicting([.staticText, .button]), [])
        XCTAssertEqual(rule.conflicting([.button, .keyboardKey, .playsSound]), [])
        XCTAssertEqual(rule.conflicting([.keyboardKey, .link]), [.keyboardKey, .link])
        XCTAssertEqual(rule.conflicting([.button, .keyboardKey, .link]), [.button, .keyboardKey, .link])
        // UIKit's own switches: a button that toggles.
        XCTAssertEqual(rule.conflicting([.toggleButton, .staticText, .button]), [])
    }

    /// A page source's key that is also a button, outside the system keyboard
    /// (an app's own keypad, as Apple's keys are): no conflict.
    func testAKeyThatIsAButtonIsNoConflict() {
        let xml = PageSourcePatternTests.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="7" label="7" enabled="true" visible="true" accessible="true" x="16" y="500" width="100" height="54" index="0" traits="PlaysSound, KeyboardKey, Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Help" label="Help" enabled="true" visible="true" accessible="true" x="16" y="600" width="100" height="54" index="1" traits="KeyboardKey, Link"/>
            """)
        XCTAssertEqual(PageSourcePatternTests.findings(xml), ["4 conflicting-traits"])
    }
}
