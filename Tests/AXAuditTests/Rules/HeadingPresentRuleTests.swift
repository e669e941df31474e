import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class HeadingPresentRuleTests: XCTestCase {
    let rule = HeadingPresentRule.self

    /// `count` buttons under a text, the first stop; `titleTraits` on the text.
    func page(stops count: Int, titleTraits: String = "", hiddenHeader: Bool = false) -> String {
        var body =
            "<element id=\"title\" class=\"UILabel\" frame=\"0 0 300 30\" text=\"Title\" accessibilityTraits=\"\(titleTraits)\"/>\n"
        for i in 1..<count {
            body +=
                "<element id=\"b\(i)\" class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"0 \(i * 50) 300 44\" text=\"Button \(i)\"/>\n"
        }
        if hiddenHeader {
            body +=
                "<element id=\"gone\" class=\"UILabel\" frame=\"0 900 300 30\" text=\"Old\" accessibilityTraits=\"header\" isHidden=\"true\"/>\n"
        }
        return screen(body)
    }

    func testTheThresholdIsTheSmallestScreenJudged() {
        XCTAssertEqual(summary(runRule(rule, page(stops: 9))), [])
        XCTAssertEqual(summary(runRule(rule, page(stops: 10))), ["#title info"])
        XCTAssertEqual(summary(runRule(rule, page(stops: 10, titleTraits: "header"))), [])
        // A heading VoiceOver does not reach does not help the rotor.
        XCTAssertEqual(summary(runRule(rule, page(stops: 10, hiddenHeader: true))), ["#title info"])
    }

    func testTheThresholdComesFromTheConfiguration() throws {
        var thresholds = Thresholds()
        thresholds[.headingMinimumStops] = 3
        let findings = runRule(rule, page(stops: 3), thresholds: thresholds)
        XCTAssertEqual(summary(findings), ["#title info"])
        XCTAssertTrue(findings[0].message.contains("3 VoiceOver stops (3 or more need one)"), findings[0].message)
        thresholds[.headingMinimumStops] = 4
        XCTAssertEqual(summary(runRule(rule, page(stops: 3), thresholds: thresholds)), [])

        let configuration = try ConfigurationFile.parse(
            Data(#"{"thresholds": {"headingMinimumStops": 25}}"#.utf8), file: "c.json",
            availableRules: RuleRegistry.all)
        XCTAssertEqual(configuration.thresholds[.headingMinimumStops], 25)
        for bad in ["0", "2.5", "\"ten\"", "-1"] {
            XCTAssertThrowsError(
                try ConfigurationFile.parse(
                    Data(#"{"thresholds": {"headingMinimumStops": \#(bad)}}"#.utf8), file: "c.json",
                    availableRules: RuleRegistry.all), bad
            ) { error in
                XCTAssertTrue(
                    "\(error)".contains("thresholds.headingMinimumStops: must be a whole number of 1 or more"),
                    "\(error)")
            }
        }
    }

    /// Nothing but controls (a menu of commands, a keypad, iOS's context menu) has no
    /// title or section text to mark; a text among them is where the finding goes.
    func testTheFindingIsOnTheFirstTextAndScreensOfOnlyControlsAreNotJudged() {
        var body = ""
        for i in 0..<10 {
            body +=
                "<element id=\"b\(i)\" class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"0 \(i * 50) 300 44\" text=\"Button \(i)\"/>\n"
        }
        XCTAssertEqual(summary(runRule(rule, screen(body))), [])
        let withText = body + "<element id=\"note\" class=\"UILabel\" frame=\"0 600 300 30\" text=\"Recent\"/>\n"
        XCTAssertEqual(summary(runRule(rule, screen(withText))), ["#note info"])
        // A form's fields hold what was typed, not a title.
        var form = ""
        for i in 0..<10 {
            form +=
                "<element id=\"f\(i)\" class=\"UITextField\" frame=\"0 \(i * 50) 300 44\" accessibilityLabel=\"Field \(i)\" text=\"x\"/>\n"
        }
        XCTAssertEqual(summary(runRule(rule, screen(form))), [])
        // A player's counter and elapsed time are readings, not titles.
        let readings =
            body + """
                <element id="chapter" class="UILabel" frame="0 600 100 20" text="1 of 4"/>
                <element id="elapsed" class="UILabel" frame="0 630 100 20" text="4s"/>
                """
        XCTAssertEqual(summary(runRule(rule, screen(readings))), [])
        let titled = runRule(
            rule, screen(readings + "<element id=\"t\" class=\"UILabel\" frame=\"0 660 300 30\" text=\"Chapter 1\"/>"))
        XCTAssertEqual(summary(titled), ["#t info"])
        XCTAssertTrue(
            titled.first?.message.contains(
                "\"Chapter 1\" is the first text VoiceOver reads that is not a number or a time") == true,
            titled.first?.message ?? "")
    }

    /// A page source without traits cannot show a heading; one with traits is judged.
    func testPageSourcesWithoutTraitsAreNotJudged() {
        func source(traits: String) -> String {
            var body = ""
            for i in 0..<12 {
                body +=
                    "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"b\(i)\" label=\"Button \(i)\" accessible=\"true\" x=\"0\" y=\"\(i * 50)\" width=\"300\" height=\"44\" \(traits)/>\n"
            }
            return """
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="title" label="Shop" accessible="true" x="0" y="600" width="300" height="30"/>
                \(body)</XCUIElementTypeApplication></AppiumAUT>
                """
        }
        XCTAssertEqual(runRule(rule, source(traits: "")).count, 0)
        let findings = runRule(rule, source(traits: "traits=\"Button\""))
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.element.accessibilityIdentifier, "title")
    }

    /// A section header WebDriverAgent marks not visible (off screen, or under a
    /// bar) is still a heading the rotor reaches (Pocket Casts, iOS 26); one on
    /// the page behind a presented alert is not.
    func testAPageSourceHeadingOutOfSightCountsUnlessAPresentationHidesIt() {
        func source(header: String, alert: Bool) -> String {
            var body = ""
            for i in 0..<12 {
                body +=
                    "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"b\(i)\" label=\"Button \(i)\" visible=\"true\" accessible=\"true\" x=\"0\" y=\"\(i * 50)\" width=\"300\" height=\"44\" traits=\"Button\"/>\n"
            }
            let page = """
                <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Shop" visible="true" accessible="true" x="0" y="600" width="300" height="30"/>
                \(body)<XCUIElementTypeOther type="XCUIElementTypeOther" name="Episodes" label="Episodes" visible="false" accessible="true" x="0" y="900" width="390" height="30" traits="\(header)"/>
                </XCUIElementTypeTable>
                """
            let presented = """
                <XCUIElementTypeAlert type="XCUIElementTypeAlert" label="Delete?" visible="true" accessible="false" x="60" y="300" width="270" height="150">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Delete?" visible="true" accessible="true" x="60" y="300" width="270" height="20"/>
                \(body)</XCUIElementTypeAlert>
                """
            return """
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                \(page)\(alert ? presented : "")
                </XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
                """
        }
        XCTAssertEqual(runRule(rule, source(header: "Header", alert: false)).count, 0)
        XCTAssertEqual(runRule(rule, source(header: "StaticText", alert: false)).count, 1)
        XCTAssertEqual(runRule(rule, source(header: "Header", alert: true)).count, 1)
    }
}
