import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class DuplicateLabelRuleTests: XCTestCase {
    let rule = DuplicateLabelRule.self

    func testOneFindingPerDuplicateAfterTheFirstWithTheItemTitle() {
        let xml = screen(
            """
            <element id="grid" class="UICollectionView" frame="0 0 390 844">
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 0 195 120">
                <element class="UILabel" frame="8 8 150 20" text="Trail shoes"/>
                <element id="b1" class="UIButton" inherits="UIControl UIView" frame="8 60 80 44" text="Buy"/>
              </element>
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="195 0 195 120">
                <element class="UILabel" frame="203 8 150 20" text="Buy"/>
                <element class="UILabel" frame="203 30 150 20" text="Rain jacket"/>
                <element id="b2" class="UIButton" inherits="UIControl UIView" frame="203 60 80 44" text="BUY "/>
              </element>
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 120 195 120">
                <element id="b3" class="UIButton" inherits="UIControl UIView" frame="8 180 80 44" accessibilityLabel="buy"/>
              </element>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#b2 warning", "#b3 warning"])
        let b2 = findings.first { $0.element.id == "b2" }!
        // The item's first text that is not the label itself.
        XCTAssertEqual(b2.fix, "button.accessibilityLabel = \"BUY Rain jacket\"")
        XCTAssertTrue(b2.message.contains("as do 2 other elements of the same UICollectionView"), b2.message)
        XCTAssertTrue(b2.message.contains("#b1"), b2.message)
        let b3 = findings.first { $0.element.id == "b3" }!
        XCTAssertTrue(b3.fix?.contains("<item name>") == true, b3.fix ?? "")
    }

    /// Labels are compared trimmed and lowered, whether their bytes are ASCII or
    /// not: white space of every kind at either end, any case, a no-break space
    /// and a Kelvin sign (lowered to an ASCII "k") make the same label.
    func testLabelsAreComparedTrimmedAndLoweredWhateverTheirBytes() {
        let labels = [
            "Keep", " keep", "KEEP\t", "\u{0B}Keep\u{0C}", "Keep\u{00A0}", "\u{212A}eep", "\u{3000}kEEp\r\n", "Keep it",
            "Kept",
        ]
        let buttons = labels.enumerated().map { k, label in
            """
              <element id="b\(k)" class="UIButton" inherits="UIControl UIView" frame="0 \(k * 50) 80 44" accessibilityLabel="\(label
                .replacingOccurrences(of: "\t", with: "&#9;").replacingOccurrences(of: "\r", with: "&#13;")
                .replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\u{0B}", with: "")
                .replacingOccurrences(of: "\u{0C}", with: ""))"/>
            """
        }.joined(separator: "\n")
        let xml = screen("<element class=\"Toolbar\" frame=\"0 0 390 500\">\n" + buttons + "\n</element>")
        XCTAssertEqual(
            summary(runRule(rule, xml)),
            ["#b1 warning", "#b2 warning", "#b3 warning", "#b4 warning", "#b5 warning", "#b6 warning"])
    }

    func testDifferentListsParentsAndRolesAreNotCompared() {
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 200">
              <element class="UITableViewCell" frame="0 0 390 60" isAccessibilityElement="true" accessibilityLabel="See all"/>
              <element class="UITableViewCell" frame="0 60 390 60" isAccessibilityElement="true" accessibilityLabel="Details"/>
            </element>
            <element class="UITableView" frame="0 200 390 200">
              <element class="UITableViewCell" frame="0 200 390 60" isAccessibilityElement="true" accessibilityLabel="See all"/>
              <element class="UITableViewCell" frame="0 260 390 60" isAccessibilityElement="true" accessibilityLabel="Details"/>
            </element>
            <element class="Toolbar" frame="0 400 390 44">
              <element class="UIButton" inherits="UIControl UIView" frame="0 400 80 44" text="Share"/>
            </element>
            <element class="Footer" frame="0 450 390 44">
              <element class="UIButton" inherits="UIControl UIView" frame="0 450 80 44" text="Share"/>
            </element>
            <element class="UICollectionView" frame="0 500 390 300">
              <element class="UICollectionViewCell" frame="0 500 195 100" isAccessibilityElement="true" accessibilityLabel="Sale"/>
              <element class="UIButton" inherits="UIControl UIView" frame="195 500 80 44" text="Sale"/>
              <element class="UILabel" frame="0 600 100 20" text="In stock"/>
              <element class="UILabel" frame="100 600 100 20" text="In stock"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    /// A list inside an item of another: each list's stops are compared among
    /// themselves, though VoiceOver reads the inner list between the outer one's
    /// items, and the findings come in VoiceOver order.
    func testNestedListsAreComparedEachOnItsOwnInVoiceOverOrder() {
        let xml = screen(
            """
            <element id="outer" class="UICollectionView" frame="0 0 390 844">
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 0 390 100">
                <element id="o1" class="UIButton" inherits="UIControl UIView" frame="8 8 80 44" text="Buy"/>
              </element>
              <element class="ShelfCell" inherits="UICollectionViewCell UIView" frame="0 100 390 300">
                <element id="inner" class="UICollectionView" frame="0 100 390 300">
                  <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 100 195 100">
                    <element id="i1" class="UIButton" inherits="UIControl UIView" frame="8 108 80 44" text="Buy"/>
                  </element>
                  <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="195 100 195 100">
                    <element id="i2" class="UIButton" inherits="UIControl UIView" frame="203 108 80 44" text="buy"/>
                  </element>
                  <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 200 195 100">
                    <element id="i3" class="UIButton" inherits="UIControl UIView" frame="8 208 80 44" text="Buy"/>
                  </element>
                </element>
              </element>
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 400 390 100">
                <element id="o2" class="UIButton" inherits="UIControl UIView" frame="8 408 80 44" text="Buy "/>
              </element>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(findings.map { $0.element.id }, ["i2", "i3", "o2"])
        for id in ["i2", "i3"] {
            let finding = findings.first { $0.element.id == id }!
            XCTAssertTrue(
                finding.message.contains("as do 2 other elements of the same UICollectionView"), finding.message)
            XCTAssertTrue(finding.message.contains("#i1"), finding.message)
        }
        let o2 = findings.first { $0.element.id == "o2" }!
        XCTAssertTrue(o2.message.contains("as does 1 other element of the same UICollectionView"), o2.message)
        XCTAssertTrue(o2.message.contains("#o1"), o2.message)
    }

    func testElementsVoiceOverDoesNotReachAreNotCompared() {
        let xml = screen(
            """
            <element class="UICollectionView" frame="0 0 390 844">
              <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="0 0 195 120" isAccessibilityElement="true" accessibilityLabel="Trail shoes">
                <element class="UIButton" inherits="UIControl UIView" frame="8 60 80 44" text="Buy"/>
              </element>
              <element class="UIButton" inherits="UIControl UIView" frame="203 60 80 44" text="Buy"/>
              <element class="UIButton" inherits="UIControl UIView" frame="203 160 80 44" text="Buy" isHidden="true"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }
}
