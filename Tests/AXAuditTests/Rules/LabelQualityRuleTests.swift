import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class LabelQualityRuleTests: XCTestCase {
    let rule = LabelQualityRule.self

    /// Good labels in scripts without case or with their own punctuation, and abbreviations.
    static let goodLabels = [
        "הוסף לעגלה", "שלח הזמנה", "أضف إلى السلة", "إرسال الطلب", "カートに追加", "注文を送信", "FAQ", "USB-C",
        "U.S.A.", "NASA TV", "BBC HD", "Contact Acme Inc.", "Made in the U.S.", "Vitamin C.", "Main St.", "iOS 18",
        "Loading...", "Next…", "Price, per kg.",
    ]

    func testEachConditionAloneIsReported() {
        func issues(_ label: String, control: Bool = true) -> [LabelQualityRule.Issue] {
            rule.issues(label: label, placeholderOnly: false, isControl: control)
        }
        XCTAssertEqual(issues("ADD TO CART"), [.allCapitals])
        XCTAssertEqual(issues("CONTINUE SHOPPING", control: false), [.allCapitals])
        XCTAssertEqual(issues("SIGN UP TODAY"), [.allCapitals])
        XCTAssertEqual(issues("Send."), [.trailingPeriod])
        XCTAssertEqual(issues("Sign in."), [.trailingPeriod])
        XCTAssertEqual(issues(String(repeating: "word ", count: 21)), [.tooLong(characters: 104)])
        XCTAssertEqual(issues(String(repeating: "a", count: 100)), [])
        XCTAssertEqual(issues(String(repeating: "a", count: 101)), [.tooLong(characters: 101)])
        // Texts may be sentences and long: only capitals are judged.
        XCTAssertEqual(issues("Orders ship in two days.", control: false), [])
        XCTAssertEqual(issues(String(repeating: "word ", count: 40), control: false), [])
        XCTAssertEqual(
            rule.issues(label: nil, placeholderOnly: true, isControl: false), [.placeholderOnly])
    }

    /// A long label that is the texts inside the control joined by commas (a
    /// SwiftUI card in Kiwix's catalog, iOS 26) is an aggregated card label, not
    /// too long; one with a part the control does not show still is.
    func testAnAggregatedCardLabelIsNotJudgedForLength() {
        func card(_ label: String) -> String {
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="Kiwix" visible="true" accessible="false" x="0" y="0" width="402" height="874">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="card" label="\(label)" visible="true" accessible="true" x="20" y="132" width="362" height="137" traits="Button">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Astronomy by Wikipedia" visible="true" accessible="false" x="36" y="148" width="193" height="21" traits="StaticText, Button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="A selection of Wikipedia articles on astronomy" visible="true" accessible="false" x="36" y="176" width="316" height="39" traits="StaticText, Button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="1.77 GB" visible="true" accessible="false" x="36" y="238" width="43" height="15" traits="StaticText, Button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="153K pages" visible="true" accessible="false" x="90" y="238" width="60" height="15" traits="StaticText, Button"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let joined = "Astronomy by Wikipedia, A selection of Wikipedia articles on astronomy, 1.77 GB, 153K pages"
        XCTAssertGreaterThan(joined.count, 90)
        XCTAssertEqual(runRule(rule, card(joined + ", 1.77 GB")).count, 0)
        XCTAssertEqual(runRule(rule, card(joined + ", ready to download on Wi-Fi")).count, 1)
    }

    func testGoodLabelsInOtherScriptsAndAbbreviationsAreNotReported() {
        for label in Self.goodLabels {
            XCTAssertEqual(rule.issues(label: label, placeholderOnly: false, isControl: true), [], label)
        }
        // Long in bytes, not in characters: 60 Japanese characters are 180 bytes.
        let japanese = String(repeating: "注文を送信", count: 12)
        XCTAssertEqual(rule.issues(label: japanese, placeholderOnly: false, isControl: true), [])
        let hebrew = String(repeating: "שלח ", count: 24)
        XCTAssertEqual(rule.issues(label: hebrew, placeholderOnly: false, isControl: true), [])
    }

    /// The same labels through the rule, on buttons and on texts.
    func testTheRuleOnAScreenOfGoodLabels() {
        var body = ""
        for (i, label) in Self.goodLabels.enumerated() {
            body +=
                "<element id=\"b\(i)\" class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"0 \(i * 50) 200 44\" text=\"\(label)\"/>\n"
                + "<element id=\"t\(i)\" class=\"UILabel\" frame=\"200 \(i * 50) 200 44\" text=\"\(label)\"/>\n"
        }
        XCTAssertEqual(summary(runRule(rule, screen(body, direction: "rightToLeft"))), [])
    }

    /// A placeholder is the only label (page sources record placeholders); a labelled
    /// field, and a field's typed text, are not judged by it.
    func testPlaceholderAsTheOnlyLabel() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" accessible="false" x="0" y="0" width="390" height="844">
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="email" label="" placeholderValue="Email address" accessible="true" x="0" y="0" width="300" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="zip" label="ZIP code" placeholderValue="12345" accessible="true" x="0" y="50" width="300" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="he" label="שם מלא" placeholderValue="ישראל ישראלי" accessible="true" x="0" y="100" width="300" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="ja" label="名前" placeholderValue="山田太郎" accessible="true" x="0" y="150" width="300" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="ar" label="الاسم" placeholderValue="محمد" accessible="true" x="0" y="200" width="300" height="44"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="typed" value="ALL CAPS TYPED IN." accessible="true" x="0" y="250" width="300" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let findings = runRule(rule, xml)
        XCTAssertEqual(findings.map { $0.element.accessibilityIdentifier }, ["email"])
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("placeholder \"Email address\""), finding.message)
        XCTAssertEqual(finding.fix, "view.accessibilityLabel = \"Email address\"")
    }

    func testSeveralIssuesAreOneFindingWithOneFix() throws {
        let xml = screen(
            #"<element id="b" class="UIButton" inherits="UIControl UIView" frame="0 0 200 44" text="PLACE YOUR ORDER."/>"#
        )
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#b warning"])
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("capitals") && finding.message.contains("period"), finding.message)
        XCTAssertEqual(finding.fix, "view.accessibilityLabel = \"Place your order\"")
    }

    /// A grouped table's section headers, which UIKit writes in capitals (as iOS
    /// Settings shows them), are not judged for capitals; the same capitals in a
    /// cell, in a control in the header, or outside the table are.
    func testSectionHeadersOfTablesAreNotJudgedForCapitals() {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" x="0" y="0" width="390" height="844">
              <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="10" width="390" height="39" name="ALL KEYBOARDS">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="10" width="390" height="39" name="ALL KEYBOARDS" label="ALL KEYBOARDS"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="300" y="10" width="80" height="44" name="edit" label="EDIT ALL KEYBOARDS"/>
                </XCUIElementTypeOther>
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="60" width="390" height="45" name="offer" label="FREE SHIPPING TODAY"/>
              </XCUIElementTypeTable>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="0" y="120" width="390" height="20" name="banner" label="FREE SHIPPING TODAY"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        XCTAssertEqual(
            runRule(rule, xml).compactMap { $0.element.accessibilityIdentifier }.sorted(), ["banner", "edit", "offer"])
        // The same in the axaudit format: a UITableViewHeaderFooterView's label.
        let native = screen(
            """
            <element class="UITableView" frame="0 0 390 400">
              <element class="UITableViewHeaderFooterView" frame="0 0 390 38">
                <element id="header" class="UILabel" frame="16 10 358 20" text="PHYSICAL AND MOTOR"/>
              </element>
              <element id="cell" class="UITableViewCell" frame="0 40 390 44" isAccessibilityElement="true" accessibilityLabel="PHYSICAL AND MOTOR"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, native)), ["#cell warning"])
    }
}
