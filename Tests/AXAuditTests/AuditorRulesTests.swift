import XCTest
@testable import AXAudit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Edge tests of the rules from other auditors (issue 8).
private func page(_ body: String, direction: String = "leftToRight") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy version="1" screen="T" layoutDirection="\(direction)">
    \(body)
    </hierarchy>
    """
}

/// Every registered rule over one screen: `#id rule-id severity`, sorted.
private func allFindings(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let result = Importer.importBytes(Array(xml.utf8), file: "t.xml")
    XCTAssertEqual(result.errors.map(\.message), [], file: file, line: line)
    guard let hierarchy = result.hierarchy else { return [] }
    return Auditor().audit(hierarchy).findings.map { "#\($0.element.id ?? "?") \($0.ruleID) \($0.severity.rawValue)" }.sorted()
}

private func color(_ hex: String) -> RGBAColor { RGBAColor.parse(hex)! }

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
        let xml = page("""
        <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
          <element id="gray77" class="UILabel" frame="16 16 300 20" text="Caption" textColor="#777777" fontSize="13"/>
          <element id="gray76" class="UILabel" frame="16 40 300 20" text="Caption" textColor="#767676" fontSize="13"/>
        </element>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#gray77 error"])
        XCTAssertTrue(findings[0].message.contains("#777777 on background #FFFFFF has a contrast of 4.48:1, needs 4.5:1"),
                      findings[0].message)
        // The suggested color passes.
        let suggestion = findings[0].suggestion ?? ""
        XCTAssertTrue(suggestion.contains("label.textColor = .label"), suggestion)
        let hex = suggestion.split(separator: " ").first { $0.hasPrefix("#") && $0.count == 7 }.map(String.init)
        XCTAssertNotNil(hex, suggestion)
        if let hex { XCTAssertGreaterThanOrEqual(color(hex).contrastRatio(over: white), 4.5) }
    }
    let white = color("#FFFFFF")

    func testTranslucentBackgroundsCompositeOverOpaqueAncestors() {
        let xml = page("""
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

    func testUnknownColorsGiveNoFinding() {
        let xml = page("""
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
        let xml = page("""
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
        let xml = page("""
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

final class LabelRedundantTraitRuleTests: XCTestCase {
    let rule = LabelRedundantTraitRule.self

    func testSuggestsTheTrimmedLabel() {
        let xml = page("""
        <element id="a" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" accessibilityLabel="Buy button"/>
        <element id="b" class="UIButton" inherits="UIControl UIView" frame="0 50 100 44" accessibilityLabel="Button: Add to cart"/>
        <element id="c" class="UIButton" inherits="UIControl UIView" frame="0 100 100 44" accessibilityLabel="Buy BUTTON."/>
        <element id="d" class="UIButton" inherits="UIControl UIView" frame="0 150 100 44" accessibilityLabel="button"/>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#a warning", "#b warning", "#c warning", "#d warning"])
        let byID = Dictionary(uniqueKeysWithValues: findings.map { ($0.element.id!, $0.suggestion ?? "") })
        XCTAssertEqual(byID["a"], "view.accessibilityLabel = \"Buy\"")
        XCTAssertEqual(byID["b"], "view.accessibilityLabel = \"Add to cart\"")
        XCTAssertEqual(byID["c"], "view.accessibilityLabel = \"Buy\"")
        XCTAssertTrue(byID["d"]!.contains("only the trait's word"), byID["d"]!)
    }

    func testWholeEnglishWordsOnlyNoFalsePositivesInOtherWordsOrLanguages() {
        let xml = page("""
        <element id="hole" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" text="Buttonhole"/>
        <element id="imagery" class="ArtView" frame="0 50 100 44" isAccessibilityElement="true" accessibilityLabel="Imagery" accessibilityTraits="image"/>
        <element id="linking" class="UIButton" inherits="UIControl UIView" frame="0 100 100 44" accessibilityLabel="Linking" accessibilityTraits="link"/>
        <element id="ar" class="UIButton" inherits="UIControl UIView" frame="0 150 100 44" accessibilityLabel="زر"/>
        <element id="ar2" class="UIButton" inherits="UIControl UIView" frame="0 200 100 44" accessibilityLabel="زر الشراء"/>
        <element id="he" class="UIButton" inherits="UIControl UIView" frame="0 250 100 44" accessibilityLabel="כפתור קנייה"/>
        <element id="fr" class="UIButton" inherits="UIControl UIView" frame="0 300 100 44" accessibilityLabel="Bouton"/>
        <element id="de" class="UIButton" inherits="UIControl UIView" frame="0 350 100 44" accessibilityLabel="Knopf drücken"/>
        <element id="noun" class="UIButton" inherits="UIControl UIView" frame="0 400 100 44" accessibilityLabel="Button size guide"/>
        <element id="icon" class="UIButton" inherits="UIControl UIView" frame="0 450 100 44" accessibilityLabel="Settings icon"/>
        <element id="plain" class="UILabel" frame="0 500 100 20" text="Sew on a button"/>
        """, direction: "rightToLeft")
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    func testRightToLeftLabelWithATrailingTraitWordIsTrimmedInLogicalOrder() {
        let xml = page("""
        <element id="ar" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" accessibilityLabel="شراء button"/>
        """, direction: "rightToLeft")
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#ar warning"])
        XCTAssertEqual(findings.first?.suggestion, "view.accessibilityLabel = \"شراء\"")
    }

    func testTraitWordsNeedTheMatchingTrait() {
        let xml = page("""
        <element id="text-link" class="UILabel" frame="0 0 100 20" text="Terms link"/>
        <element id="link" class="UIButton" inherits="UIControl UIView" frame="0 30 100 44" accessibilityLabel="Terms link" accessibilityTraits="link"/>
        <element id="heading" class="UILabel" frame="0 80 100 20" text="Settings heading" accessibilityTraits="header"/>
        <element id="not-heading" class="UILabel" frame="0 110 100 20" text="Next heading"/>
        <element class="UITabBar" frame="0 780 390 64" accessibilityTraits="tabBar">
          <element id="tab" class="UITabBarButton" inherits="UIControl UIView" frame="0 780 130 64"
                   isAccessibilityElement="true" accessibilityLabel="Home tab button" accessibilityTraits="button"/>
        </element>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#heading warning", "#link warning", "#tab warning"])
        XCTAssertEqual(findings.first { $0.element.id == "tab" }?.suggestion, "view.accessibilityLabel = \"Home\"")
        XCTAssertTrue(findings.first { $0.element.id == "tab" }!.message.contains("\"tab\" and \"button\""))
    }

    func testImagesAreSplitWithImageLabel() {
        // "image"/"photo" on an image is image-label's info; other traits' words on an image are this rule's.
        let xml = page("""
        <element id="profile" class="UIImageView" frame="0 0 80 80" isAccessibilityElement="true" accessibilityLabel="Profile image"/>
        <element id="play" class="UIImageView" frame="0 100 80 80" isAccessibilityElement="true" accessibilityLabel="Play button"
                 accessibilityTraits="image button"/>
        <element id="custom" class="ChartView" frame="0 200 80 80" isAccessibilityElement="true" accessibilityLabel="Sales chart image"
                 accessibilityTraits="image"/>
        """)
        XCTAssertEqual(allFindings(xml), [
            "#custom label-redundant-trait warning", "#play label-redundant-trait warning", "#profile image-label info",
        ])
    }
}

final class TouchTargetSizeRuleTests: XCTestCase {
    let rule = TouchTargetSizeRule.self

    func testExactlyTheMinimumPassesJustBelowFails() {
        let xml = page("""
        <element id="exact" class="UIButton" inherits="UIControl UIView" frame="0 0 44 44" accessibilityLabel="A"/>
        <element id="short" class="UIButton" inherits="UIControl UIView" frame="0 50 100 43.9" accessibilityLabel="B"/>
        <element id="narrow" class="UIButton" inherits="UIControl UIView" frame="0 100 43.9 100" accessibilityLabel="C"/>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#narrow warning", "#short warning"])
        let short = findings.first { $0.element.id == "short" }!
        XCTAssertTrue(short.message.contains("100x43.9 points, smaller than the 44x44"), short.message)
        XCTAssertEqual(short.suggestion?.contains("heightAnchor"), true)
        XCTAssertEqual(short.suggestion?.contains("widthAnchor"), false)
    }

    func testTheThresholdComesFromTheConfiguration() {
        let xml = page("""
        <element id="b" class="UIButton" inherits="UIControl UIView" frame="0 0 44 44" accessibilityLabel="A"/>
        """)
        var thresholds = Thresholds()
        thresholds.minimumTouchTarget = 48
        let findings = runRule(rule, xml, thresholds: thresholds)
        XCTAssertEqual(summary(findings), ["#b warning"])
        XCTAssertTrue(findings[0].message.contains("48x48"), findings[0].message)
    }

    func testOnlyInteractiveElementsVoiceOverReachesWithAFrame() {
        let xml = page("""
        <element id="no-frame" class="UIButton" inherits="UIControl UIView" accessibilityLabel="A"/>
        <element id="hidden" class="UIButton" inherits="UIControl UIView" frame="0 0 20 20" accessibilityLabel="B" alpha="0"/>
        <element id="row" class="UITableViewCell" frame="0 50 390 60" isAccessibilityElement="true" accessibilityLabel="Row">
          <element id="inside" class="UIButton" inherits="UIControl UIView" frame="350 60 20 20" accessibilityLabel="C"/>
        </element>
        <element id="text" class="UILabel" frame="0 120 40 14" text="Small text"/>
        <element id="image" class="UIImageView" frame="0 140 20 20" isAccessibilityElement="true" accessibilityLabel="Star"/>
        <element id="not-element" class="UIButton" inherits="UIControl UIView" frame="0 170 20 20" isAccessibilityElement="false"/>
        <element id="switch" class="UISwitch" inherits="UIControl UIView" frame="0 200 51 31" accessibilityLabel="Wi-Fi"/>
        <element id="adjustable" class="RatingSlider" frame="0 240 200 20" isAccessibilityElement="true"
                 accessibilityLabel="Volume" accessibilityTraits="adjustable"/>
        <element id="small-cell" class="UICollectionViewCell" frame="0 270 30 30" isAccessibilityElement="true" accessibilityLabel="Tag"/>
        <element id="small-link" class="LinkView" frame="0 310 60 20" isAccessibilityElement="true" accessibilityLabel="More"
                 accessibilityTraits="link"/>
        """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#adjustable warning", "#small-cell warning", "#small-link warning"])
    }
}

final class DuplicateLabelRuleTests: XCTestCase {
    let rule = DuplicateLabelRule.self

    func testOneFindingPerDuplicateAfterTheFirstWithTheItemTitle() {
        let xml = page("""
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
        XCTAssertEqual(b2.suggestion, "button.accessibilityLabel = \"BUY Rain jacket\"")
        XCTAssertTrue(b2.message.contains("as do 2 other elements of the same UICollectionView"), b2.message)
        XCTAssertTrue(b2.message.contains("#b1"), b2.message)
        let b3 = findings.first { $0.element.id == "b3" }!
        XCTAssertTrue(b3.suggestion?.contains("<item name>") == true, b3.suggestion ?? "")
    }

    /// Labels are compared trimmed and lowered, whether their bytes are ASCII or
    /// not: white space of every kind at either end, any case, a no-break space
    /// and a Kelvin sign (lowered to an ASCII "k") make the same label.
    func testLabelsAreComparedTrimmedAndLoweredWhateverTheirBytes() {
        let labels = ["Keep", " keep", "KEEP\t", "\u{0B}Keep\u{0C}", "Keep\u{00A0}", "\u{212A}eep", "\u{3000}kEEp\r\n", "Keep it", "Kept"]
        let buttons = labels.enumerated().map { k, label in
            """
              <element id="b\(k)" class="UIButton" inherits="UIControl UIView" frame="0 \(k * 50) 80 44" accessibilityLabel="\(label
                .replacingOccurrences(of: "\t", with: "&#9;").replacingOccurrences(of: "\r", with: "&#13;")
                .replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\u{0B}", with: "")
                .replacingOccurrences(of: "\u{0C}", with: ""))"/>
            """
        }.joined(separator: "\n")
        let xml = page("<element class=\"Toolbar\" frame=\"0 0 390 500\">\n" + buttons + "\n</element>")
        XCTAssertEqual(summary(runRule(rule, xml)), ["#b1 warning", "#b2 warning", "#b3 warning", "#b4 warning", "#b5 warning", "#b6 warning"])
    }

    func testDifferentListsParentsAndRolesAreNotCompared() {
        let xml = page("""
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

    func testElementsVoiceOverDoesNotReachAreNotCompared() {
        let xml = page("""
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

final class ElementLabelRuleTests: XCTestCase {
    let rule = ElementLabelRule.self

    func testDoesNotDoubleReportImagesRatingsAndCards() {
        let xml = page("""
        <element id="image" class="UIImageView" frame="0 0 80 80" image="hero" isAccessibilityElement="true"/>
        <element id="rating" class="MDCProductRating" inherits="UIControl UIView" frame="0 100 100 16" maximumValue="5"
                 isAccessibilityElement="true" accessibilityValue="4"/>
        <element class="UICollectionView" frame="0 200 390 300">
          <element id="card" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                   frame="16 200 171 240" isAccessibilityElement="true" accessibilityLabel="">
            <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
          </element>
        </element>
        """)
        XCTAssertEqual(allFindings(xml), [
            "#card card-aggregated-label error", "#image image-label error", "#rating rating-label-and-value error",
        ])
    }

    func testWhatCountsAsSayingSomething() {
        let xml = page("""
        <element id="titled" class="UIButton" inherits="UIControl UIView" frame="0 0 80 44" text="Buy"/>
        <element id="valued-view" class="GaugeView" frame="0 100 80 44" isAccessibilityElement="true" accessibilityValue="75%"/>
        <element id="valued-slider" class="UISlider" inherits="UIControl UIView" frame="0 150 200 44" accessibilityValue="50%"/>
        <element id="blank" class="UIButton" inherits="UIControl UIView" frame="0 200 80 44" text="  " accessibilityLabel=" "/>
        <element id="empty-cell" class="UITableViewCell" frame="0 250 390 60" isAccessibilityElement="true"/>
        <element id="hidden" class="UIButton" inherits="UIControl UIView" frame="0 320 80 44" isHidden="true"/>
        <element id="not-element" class="UIView" frame="0 370 80 44"/>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#blank error", "#empty-cell error", "#valued-slider error"])
        let slider = findings.first { $0.element.id == "valued-slider" }!
        XCTAssertTrue(slider.message.contains("only the value \"50%\""), slider.message)
    }

    /// The page source's stops; a text field's placeholder is what VoiceOver says.
    func testXCUITestPageSourceStops() {
        let xml = """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="closeButton" accessible="true" x="0" y="0" width="44" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="buy" label="Buy" accessible="true" x="0" y="50" width="80" height="44"/>
          <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="search" placeholderValue="Search" accessible="true" x="0" y="100" width="300" height="44"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """
        let findings = runRule(rule, xml)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.suggestion?.contains("closeButton") == true, findings.first?.suggestion ?? "")
    }
}

final class DynamicTypeRuleTests: XCTestCase {
    let rule = DynamicTypeRule.self

    func testOptOutAndSmallSizeInOneFinding() {
        let xml = page("""
        <element id="both" class="UILabel" frame="0 0 200 12" text="Fine print" fontSize="10.9" adjustsFontForContentSizeCategory="false"/>
        <element id="eleven" class="UILabel" frame="0 20 200 14" text="Caption" fontSize="11"/>
        <element id="scaling" class="UILabel" frame="0 40 200 20" text="Body" adjustsFontForContentSizeCategory="true"/>
        """)
        let findings = runRule(rule, xml)
        XCTAssertEqual(summary(findings), ["#both warning"])
        XCTAssertTrue(findings[0].message.contains("adjustsFontForContentSizeCategory is false"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("10.9 points, below the 11-point minimum"), findings[0].message)
    }

    func testVisibleTextInsideAnElementIsJudgedHiddenTextIsNot() {
        let xml = page("""
        <element id="row" class="UITableViewCell" frame="0 0 390 60" isAccessibilityElement="true" accessibilityLabel="Wi-Fi">
          <element id="inside" class="UILabel" frame="16 10 200 20" text="Wi-Fi" adjustsFontForContentSizeCategory="false"/>
        </element>
        <element id="gone" class="UILabel" frame="16 80 200 20" text="Old" adjustsFontForContentSizeCategory="false" alpha="0"/>
        <element id="button" class="UIButton" inherits="UIControl UIView" frame="16 110 80 44" text="Buy" fontSize="8"/>
        """)
        XCTAssertEqual(summary(runRule(rule, xml)), ["#inside warning"])
    }
}
