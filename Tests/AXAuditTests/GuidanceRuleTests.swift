import XCTest
@testable import AXAudit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

private func screen(_ body: String, direction: String = "leftToRight") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy version="1" screen="T" layoutDirection="\(direction)">
    \(body)
    </hierarchy>
    """
}

/// Every registered rule over one screen, through the Auditor (so `axaudit-ignore` applies).
private func auditAll(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    let result = Importer.importBytes(Array(xml.utf8), file: "t.xml")
    XCTAssertEqual(result.errors.map(\.message), [], file: file, line: line)
    guard let hierarchy = result.hierarchy else { return [] }
    return Auditor().audit(hierarchy).findings
}

final class CellAccessibilityElementRuleTests: XCTestCase {
    let rule = CellAccessibilityElementRule.self

    func testCellWithNoAccessibleContentIsExempt() {
        let xml = screen("""
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
        let xml = screen("""
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
        let xml = screen("""
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
        XCTAssertEqual(findings[0].suggestion, "cell.isAccessibilityElement = true; cell.accessibilityLabel = \"Three, Details\"")
    }

    func testCellInsideAnElementIsNotJudged() {
        let xml = screen("""
        <element id="outer" class="UIView" frame="0 0 390 100" isAccessibilityElement="true" accessibilityLabel="Summary">
          <element id="inner" class="UITableViewCell" frame="0 0 390 44">
            <element class="UILabel" frame="16 12 200 20" text="One"/>
          </element>
        </element>
        """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }
}

final class CardAggregatedLabelRuleTests: XCTestCase {
    let rule = CardAggregatedLabelRule.self

    static let productCard = """
    <element class="UICollectionView" frame="0 0 390 844">
      <element id="card" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240" %ATTRS%>
        <element class="UIImageView" frame="16 100 171 120" image="shoe_01"/>
        <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
        <element class="UILabel" frame="24 250 155 20" text="$89"/>
        <element class="MDCProductRating" inherits="UIControl UIView" frame="24 272 100 16" maximumValue="5"
                 isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
        <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Buy"/>
        <element class="UILabel" frame="24 350 80 20" text="Sold out" isHidden="true"/>
      </element>
    </element>
    """

    func testCardThatIsNotAnElementSuggestsTheAggregatedLabel() {
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: "")))
        XCTAssertEqual(summary(findings), ["#card error"])
        XCTAssertTrue(findings[0].message.contains("ProductCardCell #card"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("as 4 separate stops"), findings[0].message)
        let suggestion = findings[0].suggestion ?? ""
        XCTAssertTrue(suggestion.contains("card.isAccessibilityElement = true"), suggestion)
        XCTAssertTrue(suggestion.contains("accessibilityLabel = \"Trail shoes, $89, 4.5 out of 5 stars\""), suggestion)
        XCTAssertTrue(suggestion.contains("UIAccessibilityCustomAction(name: \"Buy\")"), suggestion)
    }

    func testLabelCoveringTextsInAnotherCaseAndPunctuationPasses() {
        let attrs = #"isAccessibilityElement="true" accessibilityLabel="TRAIL-SHOES: 89 ($89), rated 4.5 out of 5""#
        XCTAssertEqual(summary(runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))), [])
    }

    func testLabelLeavingOutAVisibleTextIsAWarningNamingIt() {
        let attrs = #"isAccessibilityElement="true" accessibilityLabel="Trail shoes, 4.5 stars, Buy""#
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))
        XCTAssertEqual(summary(findings), ["#card warning"])
        XCTAssertTrue(findings[0].message.contains("leaves out \"$89\""), findings[0].message)
        XCTAssertFalse(findings[0].message.contains("Sold out"), "hidden text is not required")
        XCTAssertEqual(findings[0].suggestion, "card.accessibilityLabel = \"Trail shoes, $89, 4.5 out of 5 stars\"")
    }

    func testCardInsideACollectionViewSubclassIsInACollection() {
        let xml = screen("""
        <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 0 390 844">
          <element class="UITableViewCell" frame="0 0 390 100" isAccessibilityElement="false">
            <element id="card" class="MDCCard" inherits="UIControl UIView" frame="8 8 374 84">
              <element class="UILabel" frame="16 16 300 20" text="Weekend hikes"/>
            </element>
          </element>
        </element>
        <element id="single" class="MDCCard" inherits="UIControl UIView" frame="8 200 374 84">
          <element class="UILabel" frame="16 216 300 20" text="Alone"/>
        </element>
        """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#card error"])
    }

    func testSuggestedLabelFollowsRightToLeftReadingOrder() {
        let xml = screen("""
        <element class="UICollectionView" frame="0 0 390 844">
          <element id="card" class="MDCCardCollectionCell" frame="0 0 390 100">
            <element class="UILabel" frame="10 10 100 20" text="left"/>
            <element class="UILabel" frame="200 10 100 20" text="right"/>
          </element>
        </element>
        """, direction: "rightToLeft")
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#card error"])
        XCTAssertTrue(findings[0].suggestion?.contains("\"right, left\"") == true, findings[0].suggestion ?? "")
    }

    func testEmptyLabelIsAnError() {
        let attrs = #"isAccessibilityElement="true""#
        let findings = runRule(rule, screen(Self.productCard.replacingOccurrences(of: "%ATTRS%", with: attrs)))
        XCTAssertEqual(summary(findings), ["#card error"])
    }
}

final class ImageLabelRuleTests: XCTestCase {
    func severity(of label: String, asset: String = "shoe01") -> [String] {
        let xml = screen("""
        <element id="img" class="UIImageView" frame="0 0 100 100" image="\(asset)" isAccessibilityElement="true" accessibilityLabel="\(label)"/>
        """)
        return summary(runRule(ImageLabelRule.self, xml))
    }

    func testFileNameLikeLabelsAreWarnings() {
        for label in ["IMG_2041.jpg", "icon_star", "hero@2x", "hero-image@2x", "photo.PNG", "shoe01", "SHOE01", "ic-star-24"] {
            XCTAssertEqual(severity(of: label), ["#img warning"], label)
        }
    }

    func testLabelsRepeatingTheTraitAreInfo() {
        for label in ["Image of a dog", "Profile picture", "Photo of the author"] {
            XCTAssertEqual(severity(of: label), ["#img info"], label)
        }
    }

    func testGoodLabelsPass() {
        for label in ["Portrait of the author", "Hikers on a ridge at sunrise", "Wi-Fi", "iPhone 15 in blue", "Photographer at work"] {
            XCTAssertEqual(severity(of: label), [], label)
        }
    }

    func testImagesVoiceOverDoesNotReachAreNotJudged() {
        let xml = screen("""
        <element id="decorative" class="UIImageView" frame="0 0 100 100" image="bg"/>
        <element id="hidden" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true" alpha="0"/>
        <element class="UITableViewCell" frame="0 100 390 60" isAccessibilityElement="true" accessibilityLabel="Row">
          <element id="inside" class="UIImageView" frame="0 100 40 40" isAccessibilityElement="true"/>
        </element>
        <element id="missing" class="UIImageView" frame="0 200 40 40" isAccessibilityElement="true" accessibilityLabel=""/>
        """)
        XCTAssertEqual(summary(runRule(ImageLabelRule.self, xml)), ["#missing error"])
    }
}

final class RatingLabelAndValueRuleTests: XCTestCase {
    func result(value: String, label: String = "Average customer rating, out of 5 stars", maximum: String = "5") -> [String] {
        let max = maximum.isEmpty ? "" : "maximumValue=\"\(maximum)\""
        let xml = screen("""
        <element id="r" class="MDCProductRating" inherits="UIControl UIView" frame="0 0 100 16" \(max)
                 isAccessibilityElement="true" accessibilityLabel="\(label)" accessibilityValue="\(value)"/>
        """)
        return summary(runRule(RatingLabelAndValueRule.self, xml))
    }

    func testValues() {
        XCTAssertEqual(result(value: "4"), [])
        XCTAssertEqual(result(value: "4.5"), [])
        XCTAssertEqual(result(value: "4 of 5"), [])
        XCTAssertEqual(result(value: "4 stars"), [])
        XCTAssertEqual(result(value: "0"), [])
        XCTAssertEqual(result(value: "5"), [])
        XCTAssertEqual(result(value: "great"), ["#r warning"])
        XCTAssertEqual(result(value: "-1"), ["#r error"])
        XCTAssertEqual(result(value: "6"), ["#r error"])
        XCTAssertEqual(result(value: "-1", maximum: ""), ["#r error"])
        XCTAssertEqual(result(value: "6", label: "Rating", maximum: ""), [])
    }

    func testScaleInTheLabel() {
        XCTAssertEqual(result(value: "4", label: "Rating"), ["#r warning"])
        XCTAssertEqual(result(value: "4", label: "Rated out of five stars"), [])
        XCTAssertEqual(result(value: "4", label: "Rating (of 5)"), [])
        XCTAssertEqual(result(value: "4", label: "Rating, out of 10 stars"), ["#r warning"])
    }

    func testSuggestionCarriesTheScaleAndTheValue() {
        let xml = screen("""
        <element id="r" class="StarRatingView" frame="0 0 100 16" maximumValue="5"
                 isAccessibilityElement="true" accessibilityLabel="Customer rating" accessibilityValue="4 stars"/>
        """)
        let findings = runRule(RatingLabelAndValueRule.self, xml)
        XCTAssertEqual(summary(findings), ["#r warning"])
        XCTAssertEqual(findings.first?.suggestion,
                       "ratingView.accessibilityLabel = \"Customer rating, out of 5 stars\"; ratingView.accessibilityValue = \"4\"")
    }

    func testRatingInsideAnElementCardIsTheCardsBusiness() {
        let xml = screen("""
        <element class="UICollectionView" frame="0 0 390 844">
          <element id="card" class="MDCCardCollectionCell" frame="0 0 190 200" isAccessibilityElement="true" accessibilityLabel="Shoes, 4 out of 5 stars">
            <element id="r" class="StarRatingView" frame="0 0 100 16"/>
          </element>
        </element>
        """)
        XCTAssertEqual(summary(runRule(RatingLabelAndValueRule.self, xml)), [])
    }
}

final class ReadingOrderInterleavedRuleTests: XCTestCase {
    static func grid(_ attrs: String = "") -> String {
        var body = #"<element class="UICollectionView" frame="0 0 390 844">"#
        for (n, (x, y)) in [(16, 100), (203, 100), (16, 400), (203, 400)].enumerated() {
            body += """
            <element id="card-\(n)" class="MDCCardCollectionCell" frame="\(x) \(y) 171 200" \(attrs)>
              <element class="UILabel" frame="\(x + 8) \(y + 10) 155 20" text="Title \(n)"/>
              <element class="UILabel" frame="\(x + 8) \(y + 40) 155 20" text="Price \(n)"/>
            </element>
            """
        }
        return screen(body + "</element>")
    }

    func testGridOfCardsWithSeparatePartsInterleavesRowByRow() {
        let findings = runRule(ReadingOrderInterleavedRule.self, Self.grid())
        XCTAssertEqual(summary(findings), ["#card-0 error", "#card-2 error"])
        let message = findings.first { $0.element.id == "card-0" }!.message
        XCTAssertTrue(message.contains(#""Title 0" (A), "Title 1" (B), "Price 0" (A)"#), message)
    }

    func testGroupedOrElementCardsDoNotInterleave() {
        XCTAssertEqual(summary(runRule(ReadingOrderInterleavedRule.self, Self.grid(#"shouldGroupAccessibilityChildren="true""#))), [])
        XCTAssertEqual(summary(runRule(ReadingOrderInterleavedRule.self,
                                       Self.grid(#"isAccessibilityElement="true" accessibilityLabel="Card""#))), [])
    }

    func testRightToLeftGridNamesTheTrailingCardFirst() {
        let xml = Self.grid().replacingOccurrences(of: "layoutDirection=\"leftToRight\"", with: "layoutDirection=\"rightToLeft\"")
        let findings = runRule(ReadingOrderInterleavedRule.self, xml)
        XCTAssertEqual(summary(findings), ["#card-1 error", "#card-3 error"])
        let message = findings.first { $0.element.id == "card-1" }!.message
        XCTAssertTrue(message.contains(#""Title 1" (A), "Title 0" (B), "Price 1" (A)"#), message)
    }

    func testHiddenCardIsIgnored() {
        let xml = Self.grid().replacingOccurrences(of: #"id="card-1""#, with: #"id="card-1" isHidden="true""#)
            .replacingOccurrences(of: #"id="card-3""#, with: #"id="card-3" accessibilityElementsHidden="true""#)
        XCTAssertEqual(summary(runRule(ReadingOrderInterleavedRule.self, xml)), [])
    }
}

final class ReadingOrderContainerRuleTests: XCTestCase {
    func testHiddenIDAndNestedContainers() {
        let xml = screen("""
        <element id="outer" class="UIView" frame="0 0 390 400" accessibilityElements="group inner">
          <element id="group" class="UIView" frame="0 0 390 100">
            <element id="a" class="UILabel" frame="0 0 100 20" text="A"/>
            <element id="b" class="UILabel" frame="0 30 100 20" text="B"/>
          </element>
          <element id="inner" class="UIView" frame="0 100 390 100" accessibilityElements="c ghost">
            <element id="c" class="UILabel" frame="0 100 100 20" text="C"/>
            <element id="d" class="UILabel" frame="0 130 100 20" text="D" isHidden="true"/>
          </element>
          <element id="lonely" class="UIView" frame="0 200 390 100" accessibilityElements="e d2">
            <element id="e" class="UILabel" frame="0 200 100 20" text="E"/>
            <element id="d2" class="UILabel" frame="0 230 100 20" text="D2" alpha="0"/>
          </element>
        </element>
        <element id="gone" class="UIView" frame="0 500 390 100" isHidden="true" accessibilityElements="nothing"/>
        """)
        let findings = runRule(ReadingOrderContainerRule.self, xml)
        XCTAssertEqual(summary(findings), ["#inner error", "#lonely error", "#outer error"])
        let outer = findings.first { $0.element.id == "outer" }!
        XCTAssertTrue(outer.message.contains("leaves out UIView #lonely"), outer.message)
        XCTAssertEqual(outer.suggestion, "container.accessibilityElements = [group, inner, lonely] (each part once, in reading order)")
        XCTAssertTrue(findings.first { $0.element.id == "lonely" }!.message.contains("hidden \"d2\""))
    }

    func testLargeContainerIsLinear() {
        let n = 100_000
        var body = "<element id=\"big\" class=\"UIView\" frame=\"0 0 390 844\" accessibilityElements=\""
        body += (0..<n).map { "e\($0)" }.joined(separator: " ") + " e7\">"
        for k in 0..<n { body += "<element id=\"e\(k)\" class=\"UILabel\" frame=\"0 \(k) 10 1\" text=\"x\"/>" }
        body += "<element id=\"extra\" class=\"UILabel\" frame=\"0 0 10 1\" text=\"y\"/></element>"
        let start = Date()
        let findings = runRule(ReadingOrderContainerRule.self, screen(body))
        XCTAssertEqual(summary(findings), ["#big error", "#big warning"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }
}

final class ReadingOrderPrimaryLastRuleTests: XCTestCase {
    func card(text: String, attrs: String = "", buttonFirst: Bool = false) -> String {
        let buttonY = buttonFirst ? 110 : 260
        return screen("""
        <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 300" \(attrs)>
          <element id="body" class="UILabel" frame="24 140 340 100" text="\(text)"/>
          <element id="read" class="UIButton" inherits="UIControl UIView" frame="24 \(buttonY) 80 20" text="Read"/>
        </element>
        """)
    }

    func testThreshold() {
        let long = String(repeating: "a", count: 80), short = String(repeating: "a", count: 79)
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long))), ["#card warning"])
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: short))), [])
        var lower = Thresholds()
        lower.primaryLastTextLength = 50
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: short), thresholds: lower)), ["#card warning"])
    }

    func testExemptions() {
        let long = String(repeating: "a", count: 120)
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long, buttonFirst: true))), [])
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self,
                                       card(text: long, attrs: #"isAccessibilityElement="true" accessibilityLabel="x""#))), [])
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long, attrs: #"accessibilityElements="body read""#))), [])
        XCTAssertEqual(summary(runRule(ReadingOrderPrimaryLastRule.self, card(text: long, attrs: #"isHidden="true""#))), [])
    }
}

final class CellHiddenControlRuleTests: XCTestCase {
    func row(_ attrs: String, controls: String) -> String {
        screen("""
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
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row("", controls: toggle))), ["#toggle error"])
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row(#"accessibilityTraits="button""#, controls: toggle))),
                       ["#toggle error"], "a button trait without a value does not say the switch's state")
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row(#"accessibilityTraits="adjustable" accessibilityValue="On""#, controls: toggle))), [])
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, row("", controls: toggle + #"<customAction name="Toggle Wi-Fi"/>"#))), [])
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
        XCTAssertEqual(summary(findings), ["#more error"])
        XCTAssertTrue(findings[0].message.contains("UIButton #more \"More\" is inside ListTableViewCell #row"), findings[0].message)
        XCTAssertTrue(findings[0].suggestion?.contains(#"UIAccessibilityCustomAction(name: "More")"#) == true)
    }

    func testCellThatIsNotAnElementLeavesControlsReachable() {
        let xml = row("", controls: toggle).replacingOccurrences(of: #"isAccessibilityElement="true""#, with: "")
        XCTAssertEqual(summary(runRule(CellHiddenControlRule.self, xml)), [])
    }
}

final class GuidanceRuleTests: XCTestCase {
    /// Every component done right: zero findings from every rule.
    func testCleanScreenHasNoFindings() {
        let xml = screen("""
        <element id="hero-card" class="MDCCard" inherits="UIControl UIView" frame="16 60 358 300" accessibilityElements="open hero-image hero-title hero-body">
          <element id="hero-image" class="UIImageView" frame="16 60 358 150" image="hero@2x" isAccessibilityElement="true"
                   accessibilityLabel="Hikers on a ridge at sunrise"/>
          <element id="hero-title" class="UILabel" frame="24 220 340 20" text="Weekend hikes"/>
          <element id="hero-body" class="UILabel" frame="24 244 340 60"
                   text="Five trails within an hour of the city, from an easy lakeside loop to a full-day ridge walk with views of the coast."/>
          <element id="open" class="UIButton" inherits="UIControl UIView" frame="24 310 80 44" text="Open"/>
        </element>
        <element class="UICollectionView" frame="0 380 390 300">
          <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 380 171 280"
                   isAccessibilityElement="true" accessibilityLabel="Trail shoes, $89, 4.5 out of 5 stars" accessibilityTraits="button">
            <element class="UIImageView" frame="16 380 171 120" image="shoe_01"/>
            <element class="UILabel" frame="24 508 155 20" text="Trail shoes"/>
            <element class="UILabel" frame="24 530 155 20" text="$89"/>
            <element class="MDCProductRating" inherits="UIControl UIView" frame="24 552 100 16" maximumValue="5"
                     isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
            <element class="UIButton" inherits="UIControl UIView" frame="24 600 80 44" text="Buy"/>
            <customAction name="Buy"/>
          </element>
          <element id="card-2" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="203 380 171 280"
                   isAccessibilityElement="true" accessibilityLabel="Rain jacket, $120, 4 out of 5 stars">
            <element class="UIImageView" frame="203 380 171 120" image="jacket_01"/>
            <element class="UILabel" frame="211 508 155 20" text="Rain jacket"/>
            <element class="UILabel" frame="211 530 155 20" text="$120"/>
            <element class="MDCProductRating" inherits="UIControl UIView" frame="211 552 100 16" maximumValue="5"
                     isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4"/>
            <element class="UIButton" inherits="UIControl UIView" frame="211 600 80 44" text="Buy"/>
            <customAction name="Buy"/>
          </element>
        </element>
        <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 680 390 200">
          <element id="row-1" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 680 390 64"
                   isAccessibilityElement="true" accessibilityLabel="Notifications, Daily summary" accessibilityTraits="button" accessibilityValue="On">
            <element class="UIImageView" frame="16 692 24 24" image="icon_bell"/>
            <element class="UILabel" frame="56 688 250 20" text="Notifications"/>
            <element class="UILabel" frame="56 710 250 16" text="Daily summary"/>
            <element class="UISwitch" inherits="UIControl UIView" frame="320 696 51 31" accessibilityValue="1"/>
          </element>
          <element id="row-2" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 744 390 64"
                   isAccessibilityElement="true" accessibilityLabel="Volume" accessibilityTraits="adjustable" accessibilityValue="40%">
            <element class="UILabel" frame="56 752 100 20" text="Volume"/>
            <element class="UISlider" inherits="UIControl UIView" frame="160 752 200 30"/>
          </element>
        </element>
        """)
        let findings = auditAll(xml)
        XCTAssertEqual(findings.map { "\($0.ruleID) #\($0.element.id ?? "?")" }, [])
    }

    /// The example of `hierarchy-format.md` is a card done right.
    func testFormatSpecExampleIsClean() {
        let xml = screen("""
        <element class="UICollectionView" frame="0 0 390 844">
          <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                   frame="16 100 171 240" isAccessibilityElement="true"
                   accessibilityLabel="Trail shoes, 89 dollars, rated 4.5 out of 5" accessibilityTraits="button">
            <element class="UIImageView" frame="16 100 171 120" image="shoe_01"/>
            <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
            <element class="MDCProductRating" inherits="UIControl UIView" frame="24 252 100 16"
                     maximumValue="5" isAccessibilityElement="true"
                     accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
            <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Buy">
              <customAction name="Add to cart"/>
            </element>
          </element>
        </element>
        """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    func testNothingOutsideAShownModalIsReported() {
        let xml = screen("""
        <element class="UICollectionView" frame="0 0 390 844">
          <element id="bad" class="MDCCardCollectionCell" frame="16 100 171 200">
            <element class="UILabel" frame="24 110 155 20" text="A"/>
            <element class="UIImageView" frame="24 140 40 40" isAccessibilityElement="true"/>
            <element class="StarRatingView" frame="24 190 100 16"/>
          </element>
        </element>
        <element id="alert" class="UIView" frame="40 300 310 200" accessibilityViewIsModal="true">
          <element class="UILabel" frame="50 310 290 20" text="Are you sure?"/>
          <element class="UIButton" inherits="UIControl UIView" frame="50 400 100 44" text="OK"/>
        </element>
        """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    func testAxauditIgnoreSilencesARule() {
        let xml = screen("""
        <element id="img" class="UIImageView" frame="0 0 40 40" isAccessibilityElement="true" axaudit-ignore="image-label"/>
        """)
        XCTAssertEqual(auditAll(xml).map(\.ruleID), [])
    }

    /// A card with 10,000 texts and nesting 5,000 levels deep: all rules finish quickly and without recursion.
    func testLargeAndDeepHierarchiesStayLinear() {
        var body = #"<element class="UICollectionView" frame="0 0 390 844"><element id="card" class="MDCCardCollectionCell" frame="0 0 390 844" isAccessibilityElement="true" accessibilityLabel="Nothing">"#
        for k in 0..<10_000 { body += "<element class=\"UILabel\" frame=\"0 \(k) 100 1\" text=\"Text \(k)\"/>" }
        body += "</element></element>"
        let depth = 5_000
        body += String(repeating: #"<element class="MDCCard" frame="0 0 10 10">"#, count: depth)
        body += #"<element id="deep" class="UIButton" inherits="UIControl UIView" frame="0 0 10 10" text="Go"/>"#
        body += String(repeating: "</element>", count: depth)
        let start = Date()
        let findings = auditAll(screen(body))
        XCTAssertEqual(findings.filter { $0.ruleID == CardAggregatedLabelRule.description.id }.map(\.severity), [.warning])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
