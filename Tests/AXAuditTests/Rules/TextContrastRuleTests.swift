import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ContrastMathTests: XCTestCase {
    let white = color("#FFFFFF"), black = color("#000000")

    func testPublishedWCAGPairs() {
        XCTAssertEqual(RGBAColor.contrastRatio(black, white), 21, accuracy: 1e-9)
        XCTAssertEqual(RGBAColor.contrastRatio(white, white), 1, accuracy: 1e-9)
        // #777777 on white is 4.48:1 (fails AA), #767676 is 4.54:1 (the lightest gray that passes).
        let gray77 = color("#777777").contrastRatio(over: white)
        let gray76 = color("#767676").contrastRatio(over: white)
        XCTAssertEqual(gray77, 4.48, accuracy: 0.005)
        XCTAssertLessThan(gray77, 4.5)
        XCTAssertEqual(gray76, 4.54, accuracy: 0.005)
        XCTAssertGreaterThanOrEqual(gray76, 4.5)
        // Order does not matter.
        XCTAssertEqual(RGBAColor.contrastRatio(white, color("#777777")), gray77, accuracy: 1e-12)
    }

    func testRelativeLuminanceUsesTheLowThreshold() {
        XCTAssertEqual(white.relativeLuminance, 1, accuracy: 1e-12)
        XCTAssertEqual(black.relativeLuminance, 0, accuracy: 1e-12)
        // 10/255 = 0.0392 is at or below 0.03928: linear part, c / 12.92.
        XCTAssertEqual(color("#0A0A0A").relativeLuminance, (10.0 / 255) / 12.92, accuracy: 1e-12)
        // Pure green weighs 0.7152.
        XCTAssertEqual(color("#00FF00").relativeLuminance, 0.7152, accuracy: 1e-12)
    }

    func testAlphaCompositing() {
        // Half-transparent black over white is mid gray (#7F7F7F), and opaque.
        let gray = color("#00000080").composited(over: white)
        XCTAssertEqual(gray.alpha, 1, accuracy: 1e-12)
        XCTAssertEqual(gray.description, "#7F7F7F")
        // White text on it: 4.00:1.
        XCTAssertEqual(white.contrastRatio(over: gray), 4.00, accuracy: 0.005)
        // An opaque color ignores what is below; a clear one shows it.
        XCTAssertEqual(color("#336699").composited(over: white), color("#336699"))
        XCTAssertEqual(color("#33669900").composited(over: white), white)
    }

    func testRatioFormattingNeverRoundsUpToTheThreshold() {
        XCTAssertEqual(TextContrastRule.formatRatio(4.4776, below: 4.5), "4.48:1")
        XCTAssertEqual(TextContrastRule.formatRatio(4.4999, below: 4.5), "4.49:1")
        XCTAssertEqual(TextContrastRule.formatRatio(2.999, below: 3), "2.99:1")
        XCTAssertEqual(TextContrastRule.formatRatio(4.0041, below: 4.5), "4.00:1")
        XCTAssertEqual(TextContrastRule.formatRatio(21, below: .infinity), "21.00:1")
    }
}

final class TextContrastRuleTests: XCTestCase {
    let rule = TextContrastRule.self

    func testMessageGivesTheRatioAndTheThreshold() {
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
              <element id="gray77" class="UILabel" frame="16 16 300 20" text="Caption" textColor="#777777" fontSize="13"/>
              <element id="gray76" class="UILabel" frame="16 40 300 20" text="Caption" textColor="#767676" fontSize="13"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#gray77 error"])
        XCTAssertTrue(
            findings[0].message.contains("#777777 on background #FFFFFF has a contrast of 4.48:1, needs 4.5:1"),
            findings[0].message)
        // The suggested color passes.
        let fix = findings[0].fix ?? ""
        XCTAssertTrue(fix.contains("label.textColor = .label"), fix)
        let hex = fix.split(separator: " ").first { $0.hasPrefix("#") && $0.count == 7 }.map(String.init)
        XCTAssertNotNil(hex, fix)
        if let hex { XCTAssertGreaterThanOrEqual(color(hex).contrastRatio(over: white), 4.5) }
    }
    let white = color("#FFFFFF")

    func testTranslucentBackgroundsCompositeOverOpaqueAncestors() {
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
              <element class="UIView" frame="0 0 390 100" backgroundColor="#00000080">
                <element id="white-on-gray" class="UILabel" frame="16 16 300 20" text="Sold out" textColor="#FFFFFF"/>
                <element id="black-on-gray" class="UILabel" frame="16 40 300 20" text="In stock" textColor="#000000"/>
              </element>
              <element id="half-black-text" class="UILabel" frame="16 120 300 20" text="Faded" textColor="#00000080"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#half-black-text error", "#white-on-gray error"])
        for finding in findings {
            XCTAssertTrue(finding.message.contains("4.00:1, needs 4.5:1"), finding.message)
        }
    }

    /// Texts inside a card that is one accessibility element are reported once, at the card,
    /// with each text's colors; a passing text inside is not named; the fix names the texts.
    func testTextsInsideAnElementAreReportedAtTheElement() throws {
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
              <element id="card" class="DealCard" frame="16 100 358 120" isAccessibilityElement="true" accessibilityLabel="Sale">
                <element id="title" class="UILabel" frame="32 116 300 24" text="Summer sale" textColor="#999999" fontSize="17"/>
                <element id="dark" class="UILabel" frame="32 140 300 24" text="Dark enough" textColor="#333333" fontSize="17"/>
                <element id="ends" class="UILabel" frame="32 150 300 16" text="Ends Sunday" textColor="#AAAAAA"/>
              </element>
              <element id="plain" class="UILabel" frame="16 300 300 20" text="Alone" textColor="#AAAAAA"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#card error", "#plain error"])
        let card = try XCTUnwrap(findings.first { $0.element.id == "card" })
        XCTAssertTrue(
            card.message.hasPrefix(
                "DealCard #card \"Sale\": it is one VoiceOver stop, and text inside it has too little contrast: "
                    + "UILabel \"Summer sale\" (#999999 on #FFFFFF, 2.85:1, needs 4.5:1) and "
                    + "UILabel \"Ends Sunday\" (#AAAAAA on #FFFFFF, 2.32:1, needs 4.5:1): low-vision users"),
            card.message)
        XCTAssertFalse(card.message.contains("Dark enough"), card.message)
        let fix = try XCTUnwrap(card.fix)
        XCTAssertTrue(fix.hasSuffix(#"for the labels showing "Summer sale" and "Ends Sunday""#), fix)
        let plain = try XCTUnwrap(findings.first { $0.element.id == "plain" })
        XCTAssertFalse(plain.message.contains("VoiceOver stop"), plain.message)
    }

    func testUnknownColorsGiveNoFinding() {
        let xml = screen(
            """
            <element id="no-background" class="UILabel" frame="16 16 300 20" text="A" textColor="#EEEEEE"/>
            <element class="UIView" frame="0 40 390 100" backgroundColor="#00000080">
              <element id="translucent-only" class="UILabel" frame="16 50 300 20" text="B" textColor="#EEEEEE"/>
            </element>
            <element class="UIView" frame="0 200 390 100" backgroundColor="#FFFFFF">
              <element id="no-text-color" class="UILabel" frame="16 210 300 20" text="C"/>
              <element id="no-text" class="UILabel" frame="16 240 300 20" textColor="#EEEEEE"/>
              <element id="not-text" class="UIButton" inherits="UIControl UIView" frame="16 270 100 44" text="D" textColor="#EEEEEE"/>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    func testLargeTextNeedsThreeToOneFromEighteenPoints() {
        // #949494 on white is 3.03:1.
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
              <element id="large" class="UILabel" frame="16 16 300 30" text="Sale" textColor="#949494" fontSize="18"/>
              <element id="almost-large" class="UILabel" frame="16 50 300 30" text="Sale" textColor="#949494" fontSize="17.9"/>
              <element id="unknown-size" class="UILabel" frame="16 90 300 30" text="Sale" textColor="#949494"/>
              <element id="too-light" class="UILabel" frame="16 130 300 30" text="Sale" textColor="#999999" fontSize="24"/>
            </element>
            """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#almost-large error", "#too-light error", "#unknown-size error"])
        let tooLight = findings.first { $0.element.id == "too-light" }!
        XCTAssertTrue(tooLight.message.contains("2.85:1, needs 3:1"), tooLight.message)
    }

    func testOwnBackgroundWinsAndHiddenTextIsSkipped() {
        let xml = screen(
            """
            <element class="UIView" frame="0 0 390 844" backgroundColor="#000000">
              <element id="own" class="UILabel" frame="16 16 300 20" text="A" textColor="#000000" backgroundColor="#FFFFFF"/>
              <element id="dark" class="UILabel" frame="16 40 300 20" text="B" textColor="#333333"/>
              <element class="UIView" frame="0 100 390 100" isHidden="true">
                <element id="hidden" class="UILabel" frame="16 110 300 20" text="C" textColor="#111111"/>
              </element>
            </element>
            """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#dark error"])
    }
}
