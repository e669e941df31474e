import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class LabelInNameRuleTests: XCTestCase {
    let rule = LabelInNameRule.self

    /// A text element with its own label is text-not-spoken's; a control's title is this rule's (WCAG 2.5.3).
    func testControlTitles() throws {
        let xml = screen(
            """
            <element id="price" class="UILabel" frame="0 0 100 20" text="$89.00" accessibilityLabel="89 dollars"/>
            <element id="renamed" class="UILabel" frame="0 60 100 20" text="Sold out" accessibilityLabel="Unavailable"/>
            <element id="send" class="UIButton" inherits="UIControl UIView" frame="0 90 100 44" text="Send" accessibilityLabel="Send message"/>
            <element id="go" class="UIButton" inherits="UIControl UIView" frame="0 140 100 44" text="Go" accessibilityLabel="Search"/>
            <element id="icon" class="UIButton" inherits="UIControl UIView" frame="0 190 44 44" image="ic_close" accessibilityLabel="Close"/>
            <element id="custom" class="FollowControl" inherits="UIControl UIView" frame="0 240 100 44" isAccessibilityElement="true" accessibilityLabel="Subscribe">
              <element class="UILabel" frame="0 240 100 44" text="Follow"/>
            </element>
            <element id="skip" class="UIButton" inherits="UIControl UIView" frame="0 300 60 60" accessibilityLabel="Skip Back">
              <element class="UILabel" frame="20 320 20 20" text="10"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#custom warning", "#go warning"])
        let go = try XCTUnwrap(findings.first { $0.element.id == "go" })
        XCTAssertEqual(findings.first?.ruleID, "label-in-name")
        XCTAssertTrue(go.message.contains("does not contain the visible title \"Go\""), go.message)
        XCTAssertTrue(go.message.contains("WCAG 2.5.3 Label in Name"), go.message)
        XCTAssertEqual(
            go.fix,
            "view.accessibilityLabel = \"Go\" (the visible title, with any detail after it), "
                + "or add the title to view.accessibilityUserInputLabels so Voice Control matches it")
    }

    /// Voice Control matches a command against the user input labels: a title found in
    /// one of them (word by word, as the label is compared) is accepted; a title in none
    /// is still reported, and only the titles none of them hold are named.
    func testUserInputLabelsThatHoldTheTitle() throws {
        let xml = screen(
            """
            <element id="held" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Go!" accessibilityLabel="Search">
              <userInputLabel name="Search"/><userInputLabel name="go"/>
            </element>
            <element id="in-longer" class="UIButton" inherits="UIControl UIView" frame="0 60 100 44" text="Pay" accessibilityLabel="Checkout">
              <userInputLabel name="Pay now"/>
            </element>
            <element id="elsewhere" class="UIButton" inherits="UIControl UIView" frame="0 120 100 44" text="Send" accessibilityLabel="Share">
              <userInputLabel name="Share"/><userInputLabel name="Post"/>
            </element>
            <element id="part" class="FollowControl" inherits="UIControl UIView" frame="0 180 200 44" isAccessibilityElement="true" accessibilityLabel="Subscribe">
              <userInputLabel name="Follow"/>
              <element class="UILabel" frame="0 180 100 44" text="Follow"/>
              <element class="UILabel" frame="100 180 100 44" text="Creator"/>
            </element>
            <element id="split" class="UIButton" inherits="UIControl UIView" frame="0 240 100 44" text="Buy now" accessibilityLabel="Purchase">
              <userInputLabel name="Buy"/><userInputLabel name="now"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#elsewhere warning", "#part warning", "#split warning"])
        let part = try XCTUnwrap(findings.first { $0.element.id == "part" })
        XCTAssertTrue(part.message.contains("visible title \"Creator\":"), part.message)
        XCTAssertFalse(part.message.contains("\"Follow\""), part.message)
    }

    /// A title told once though the button and its title label both show it; a detail
    /// shown beside a missing title goes after it in the fix.
    func testTitleOnceAndDetailsAfterIt() throws {
        let xml = screen(
            """
            <element id="send" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Go" accessibilityLabel="Search">
              <element class="UIButtonLabel" inherits="UILabel UIView" frame="30 10 40 20" text="Go"/>
            </element>
            <element id="mixed" class="UIButton" inherits="UIControl UIView" frame="200 0 60 60" accessibilityLabel="Download">
              <element class="UILabel" frame="200 20 60 20" text="Save"/>
              <element class="UILabel" frame="200 40 60 20" text="1.3 MB"/>
            </element>
            <element id="comments" class="UIButton" inherits="UIControl UIView" frame="0 100 60 60" accessibilityLabel="Comments">
              <element class="UILabel" frame="20 120 20 20" text="3 Comments"/>
            </element>
            <element id="key" class="UIButton" inherits="UIControl UIView" frame="200 100 60 60" text="7" accessibilityLabel="Clear"/>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#comments warning", "#key warning", "#mixed warning", "#send warning"])
        let send = try XCTUnwrap(findings.first { $0.element.id == "send" })
        XCTAssertTrue(send.message.contains("does not contain the visible title \"Go\":"), send.message)
        let mixed = try XCTUnwrap(findings.first { $0.element.id == "mixed" })
        XCTAssertTrue(mixed.message.contains("does not contain the visible title \"Save\": "), mixed.message)
        XCTAssertEqual(
            mixed.fix,
            "view.accessibilityLabel = \"Save, 1.3 MB\" (the visible title, with any detail after it), "
                + "or add the title to view.accessibilityUserInputLabels so Voice Control matches it")
        // The same screen gives text-not-spoken nothing: each text is reported once.
        XCTAssertEqual(summary(runRule(TextNotSpokenRule.self, xml)), [])
    }

    /// The checkout example's "Place order" button labelled "Submit".
    func testCheckoutExample() throws {
        let xml = screen(
            """
            <element id="place-order" class="UIButton" inherits="UIControl UIView" frame="16 700 358 50"
                     text="Place order" accessibilityLabel="Submit"/>
            """)
        let finding = try XCTUnwrap(runRule(rule, xml).first)
        XCTAssertTrue(finding.message.contains("\"Submit\" does not contain the visible title \"Place order\""))
        XCTAssertEqual(runRule(TextNotSpokenRule.self, xml).count, 0)
    }

    /// A configuration written before the split still loads; each rule is set by its own id.
    func testConfigurationsThatSetTextNotSpokenStillLoad() throws {
        let configuration = try ConfigurationFile.parse(
            Data(#"{"rules": {"text-not-spoken": "error", "label-in-name": "off"}}"#.utf8), file: "c.json",
            availableRules: RuleRegistry.all)
        XCTAssertEqual(configuration.severityOverrides["text-not-spoken"], .error)
        XCTAssertNil(configuration.severityOverrides["label-in-name"])
        let ids = configuration.rules.map { type(of: $0).description.id }
        XCTAssertTrue(ids.contains("text-not-spoken"))
        XCTAssertFalse(ids.contains("label-in-name"))
        XCTAssertThrowsError(
            try ConfigurationFile.parse(
                Data(#"{"rules": {"label-in-nam": "error"}}"#.utf8), file: "c.json", availableRules: RuleRegistry.all)
        ) { error in
            XCTAssertTrue("\(error)".contains("label-in-name"), "\(error)")
        }
    }
    /// A control with thousands of titles and thousands of user input labels: each
    /// title is looked up by its words, not compared with every label, so the
    /// work grows with the words, not with titles times labels (a hostile screen
    /// of 4,000 of each took 42 seconds when every pair was compared).
    func testManyTitlesAndInputLabelsAreNotComparedPairwise() {
        let count = 3000
        var index = InputLabelIndex((0..<count).map { "Share \($0) post" } + ["Order now please"])
        for i in 0..<count {
            XCTAssertFalse(index.holds("Send \(i)"))
            XCTAssertFalse(index.holds("Share post missing\(i)"))
        }
        XCTAssertTrue(index.holds("Share 2999"))
        XCTAssertTrue(index.holds("ORDER NOW!"))
        XCTAssertTrue(index.holds("post"))
        XCTAssertFalse(index.holds("order later"))
        XCTAssertLessThanOrEqual(index.comparisons, 2 * count + 16, "titles were compared with every label")
    }

    /// The same at the rule: the titles no input label holds are the finding's.
    func testManyTitlesAndInputLabels() throws {
        let count = 500
        let labels = (0..<count).map { #"<userInputLabel name="Share \#($0)"/>"# }.joined(separator: "\n")
        let titles = (0..<count).map { #"<element class="UILabel" frame="0 0 10 10" text="Share \#($0 * 2)"/>"# }
            .joined(separator: "\n")
        let xml = screen(
            """
            <element id="send" class="SendControl" inherits="UIControl UIView" frame="0 0 300 44" isAccessibilityElement="true" accessibilityLabel="Post">
            \(labels)
            \(titles)
            </element>
            """)
        let finding = try XCTUnwrap(runRule(rule, xml).first)
        XCTAssertTrue(finding.message.contains("Share 500"), finding.message)
        XCTAssertFalse(finding.message.contains("Share 498\""), finding.message)
    }
}
