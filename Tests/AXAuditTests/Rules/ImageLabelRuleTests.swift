import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ImageLabelRuleTests: XCTestCase {
    func severity(of label: String, asset: String = "shoe01") -> [String] {
        let xml = screen(
            """
            <element id="img" class="UIImageView" frame="0 0 100 100" image="\(asset)" isAccessibilityElement="true" accessibilityLabel="\(label)"/>
            """)
        return summary(runRule(ImageLabelRule.self, xml))
    }

    func testFileNameLikeLabelsAreWarnings() {
        for label in [
            "IMG_2041.jpg", "icon_star", "hero@2x", "hero-image@2x", "photo.PNG", "shoe01", "SHOE01", "ic-star-24",
        ] {
            XCTAssertEqual(severity(of: label), ["#img warning"], label)
        }
    }

    func testLabelsRepeatingTheTraitAreInfo() {
        for label in ["Image of a dog", "Profile picture", "Photo of the author"] {
            XCTAssertEqual(severity(of: label), ["#img info"], label)
        }
    }

    /// The trait word a label repeats is its first word that is one, in any case and script.
    func testRepeatedTraitWordIsTheLabelsFirstTraitWord() {
        let cases: [(String, String?)] = [
            ("Image of a dog", "image"), ("Profile PICTURE", "picture"), ("photo", "photo"),
            ("A dog, photographed", nil), ("Pics", nil), ("pic: Photos", "pic"), ("Crème brûlée image", "image"),
            ("", nil), ("imagery", nil), ("Photograph — 1999", "photograph"), ("Fotos", nil),
        ]
        for (label, word) in cases {
            XCTAssertEqual(ImageLabelRule.repeatsTrait(label), word, label)
            XCTAssertEqual(
                ImageLabelRule.repeatsTrait(label), Text.words(label).first { ImageLabelRule.traitWords.contains($0) },
                label)
        }
    }

    func testGoodLabelsPass() {
        for label in [
            "Portrait of the author", "Hikers on a ridge at sunrise", "Wi-Fi", "iPhone 15 in blue",
            "Photographer at work",
        ] {
            XCTAssertEqual(severity(of: label), [], label)
        }
    }

    func testImagesVoiceOverDoesNotReachAreNotJudged() {
        let xml = screen(
            """
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
