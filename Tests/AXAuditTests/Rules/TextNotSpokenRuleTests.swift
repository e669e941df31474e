import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class TextNotSpokenRuleTests: XCTestCase {
    let rule = TextNotSpokenRule.self

    /// Texts VoiceOver never reaches: hidden from it, not elements, left out of an order.
    func testTextsVoiceOverNeverReaches() throws {
        let xml = screen(
            """
            <element id="banner" class="BannerView" frame="0 0 390 44" accessibilityElementsHidden="true">
              <element class="UIView" frame="0 0 390 44">
                <element id="deep" class="UILabel" frame="0 0 390 20" text="Sale ends Sunday"/>
              </element>
            </element>
            <element id="self-hidden" class="UILabel" frame="0 50 390 20" text="Beta" accessibilityElementsHidden="true"/>
            <element id="not-element" class="UILabel" frame="0 80 390 20" text="Prices include VAT" isAccessibilityElement="false"/>
            <element id="bar" class="BarView" frame="0 110 390 44" accessibilityElements="first">
              <element id="first" class="UIButton" inherits="UIControl UIView" frame="0 110 100 44" text="Share"/>
              <element id="left-out" class="UILabel" frame="100 110 100 44" text="12 comments"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(
            summary(findings), ["#deep warning", "#left-out warning", "#not-element warning", "#self-hidden warning"])
        let deep = try XCTUnwrap(findings.first { $0.element.id == "deep" })
        XCTAssertTrue(deep.message.contains("BannerView #banner has accessibilityElementsHidden"), deep.message)
        let own = try XCTUnwrap(findings.first { $0.element.id == "self-hidden" })
        XCTAssertTrue(own.message.contains("(it has accessibilityElementsHidden)"), own.message)
        let plain = try XCTUnwrap(findings.first { $0.element.id == "not-element" })
        XCTAssertTrue(plain.message.contains("not an accessibility element"), plain.message)
    }

    /// Not judged: hidden on screen, empty frames, behind a modal view, said by another
    /// stop, inside a card in a collection, blank.
    func testTextsThatAreNotJudgedOrAreSpokenElsewhere() {
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 44" isHidden="true">
              <element class="UILabel" frame="0 0 390 20" text="Hidden on screen" accessibilityElementsHidden="true"/>
            </element>
            <element class="UILabel" frame="0 50 390 20" text="Transparent" alpha="0" isAccessibilityElement="false"/>
            <element class="UILabel" frame="0 80 0 0" text="Empty frame" isAccessibilityElement="false"/>
            <element class="UILabel" frame="0 100 390 20" text="  " isAccessibilityElement="false"/>
            <element class="UILabel" frame="0 130 390 20" text="$1,299.00!" accessibilityElementsHidden="true"/>
            <element id="price" class="PriceView" frame="0 130 390 20" isAccessibilityElement="true" accessibilityLabel="Price" accessibilityValue="1299 dollars"/>
            <element class="UICollectionView" frame="0 200 390 300">
              <element class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="0 200 195 240"
                       isAccessibilityElement="true" accessibilityLabel="Shoes">
                <element class="UILabel" frame="0 300 195 20" text="Free returns"/>
              </element>
              <element class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="195 200 195 240">
                <element class="UILabel" frame="195 300 195 20" text="Only online" isAccessibilityElement="false"/>
              </element>
            </element>
            <element class="SheetHost" frame="0 500 390 344">
              <element class="UILabel" frame="0 500 390 20" text="Behind the sheet"/>
              <element class="SheetView" frame="0 600 390 244" accessibilityViewIsModal="true">
                <element class="UIButton" inherits="UIControl UIView" frame="0 600 390 44" text="Close"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    /// An element's label and value must say the texts inside it, as spoken; controls'
    /// titles inside it are actions, and a field's typed text is its value.
    func testTextsInsideAnElement() throws {
        let xml = screen(
            """
            <element class="UITableView" frame="0 0 390 400">
              <element id="covered" class="UITableViewCell" frame="0 0 390 72" isAccessibilityElement="true"
                       accessibilityLabel="Storage, 23 GB of 64 GB used" accessibilityValue="almost full">
                <element class="UILabel" frame="16 10 300 22" text="STORAGE:"/>
                <element class="UILabel" frame="16 36 300 20" text="23 GB of 64 GB used"/>
                <element class="UILabel" frame="200 36 100 20" text="Almost full"/>
                <element class="UIButton" inherits="UIControl UIView" frame="320 10 60 44" text="Manage"/>
                <element class="UITextField" frame="16 60 100 10" accessibilityLabel="Note" text="typed by the user"/>
              </element>
              <element id="short" class="UITableViewCell" frame="0 72 390 72" isAccessibilityElement="true" accessibilityLabel="Wi-Fi">
                <element class="UILabel" frame="16 82 300 22" text="Wi-Fi"/>
                <element class="UILabel" frame="16 106 300 20" text="Home network"/>
                <element class="UILabel" frame="16 126 300 20" text="Connected"/>
              </element>
              <element id="unlabelled" class="UITableViewCell" frame="0 144 390 72" isAccessibilityElement="true">
                <element class="UILabel" frame="16 154 300 22" text="Left to element-label"/>
              </element>
              <element id="arabic" class="UITableViewCell" frame="0 216 390 72" isAccessibilityElement="true"
                       accessibilityLabel="حذاء رياضي، ٨٩ دولار">
                <element class="UILabel" frame="16 226 300 22" text="حذاء رياضي"/>
                <element class="UILabel" frame="16 250 300 20" text="٨٩ دولار"/>
              </element>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#short warning"])
        let short = try XCTUnwrap(findings.first)
        XCTAssertTrue(short.message.contains("leaves out \"Home network\" and \"Connected\""), short.message)
        XCTAssertEqual(short.fix, "view.accessibilityLabel = \"Wi-Fi, Home network, Connected\"")
    }

    /// A control's title its label leaves out is label-in-name's, not this rule's: one
    /// text, one finding (LabelInNameRuleTests has the messages).
    func testAControlsTitleIsLabelInNamesNotThisRules() {
        let xml = screen(
            """
            <element id="send" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Go" accessibilityLabel="Search">
              <element class="UIButtonLabel" inherits="UILabel UIView" frame="30 10 40 20" text="Go"/>
            </element>
            <element id="field" class="UITextField" frame="0 50 300 44" accessibilityLabel="Email">
              <element class="UITextFieldLabel" inherits="UILabel UIView" frame="8 60 200 20" text="name@example.com"/>
            </element>
            <element id="price" class="UILabel" frame="0 100 100 20" text="$89.00" accessibilityLabel="89 dollars"/>
            <element id="renamed" class="UILabel" frame="0 130 100 20" text="Sold out" accessibilityLabel="Unavailable"/>
            <element id="mixed" class="UIButton" inherits="UIControl UIView" frame="200 0 60 60" accessibilityLabel="Download">
              <element class="UILabel" frame="200 20 60 20" text="Save"/>
              <element class="UILabel" frame="200 40 60 20" text="1.3 MB"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#renamed warning"])
        XCTAssertEqual(summary(runRule(LabelInNameRule.self, xml)), ["#mixed warning", "#send warning"])
    }

    /// A number a control shows is a detail its label leaves out: the fix adds it to the
    /// label (Pocket Casts' skip buttons, "10" and "45" drawn in the glyph).
    func testANumberAControlShowsIsADetailOfItsLabel() throws {
        let xml = screen(
            """
            <element id="skip" class="UIButton" inherits="UIControl UIView" frame="0 0 60 60" accessibilityLabel="Skip Back">
              <element class="UILabel" frame="20 20 20 20" text="10"/>
            </element>
            <element id="download" class="UIButton" inherits="UIControl UIView" frame="100 0 60 60" accessibilityLabel="Download">
              <element class="UILabel" frame="100 40 60 20" text="1.3 MB"/>
            </element>
            <element id="mixed" class="UIButton" inherits="UIControl UIView" frame="200 0 60 60" accessibilityLabel="Download">
              <element class="UILabel" frame="200 20 60 20" text="Save"/>
              <element class="UILabel" frame="200 40 60 20" text="1.3 MB"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#download warning", "#skip warning"])
        let skip = try XCTUnwrap(findings.first { $0.element.id == "skip" })
        XCTAssertTrue(skip.message.contains("leaves out \"10\""), skip.message)
        XCTAssertEqual(
            skip.fix,
            "view.accessibilityLabel = \"Skip Back, 10\" (or view.accessibilityValue = \"10\", which VoiceOver reads after the label)"
        )
        let download = try XCTUnwrap(findings.first { $0.element.id == "download" })
        XCTAssertTrue(
            download.fix!.hasPrefix(
                "view.accessibilityLabel = \"Download, 1.3 MB\" (or view.accessibilityValue"),
            download.fix!)
        // A title among them makes the whole label-in-name's.
        XCTAssertFalse(findings.contains { $0.element.id == "mixed" })
    }
}
