import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// Cards and grids judged by what they are, not by an MDC class name: a plain
/// `UICollectionViewCell` grid of products is judged as the MDC one is, and a
/// settings list, a photo grid and a chat transcript stay quiet.
final class CardsByContentTests: XCTestCase {
    /// A two-column grid of product tiles, plain `UICollectionViewCell` subclasses
    /// whose parts are separate elements: an image, a name, a price and a button.
    static func productGrid(cellClass: String = "ProductTile", inherits: String = "UICollectionViewCell UIView")
        -> String
    {
        var cells = ""
        let products = [("shoes", "Trail shoes", "$89"), ("jacket", "Rain jacket", "$120")]
        for (n, (id, name, price)) in products.enumerated() {
            let x = n == 0 ? 16 : 203
            cells += """
                <element id="tile-\(id)" class="\(cellClass)" inherits="\(inherits)" frame="\(x) 110 171 260">
                  <element id="\(id)-photo" class="UIImageView" frame="\(x) 110 171 120" image="\(id)"
                           isAccessibilityElement="true" accessibilityLabel="\(name) photo"/>
                  <element id="\(id)-name" class="UILabel" frame="\(x + 8) 238 155 20" text="\(name)" fontSize="17"
                           adjustsFontForContentSizeCategory="true"/>
                  <element id="\(id)-price" class="UILabel" frame="\(x + 8) 262 80 20" text="\(price)" fontSize="17"
                           adjustsFontForContentSizeCategory="true"/>
                  <element id="\(id)-add" class="UIButton" frame="\(x + 8) 300 155 44" accessibilityLabel="Add \(name) to cart"/>
                </element>
                """
        }
        return screen(
            """
            <element id="title" class="UILabel" frame="16 56 358 34" text="Trail gear" accessibilityTraits="header"
                     fontSize="28" adjustsFontForContentSizeCategory="true"/>
            <element id="products" class="UICollectionView" frame="0 100 390 744">
            \(cells)
            </element>
            """)
    }

    func testAPlainCellGridOfProductsFailsAsAnMDCGridDoes() {
        let findings = allFindings(Self.productGrid())
        XCTAssertTrue(findings.contains("#tile-shoes reading-order-interleaved error"), "\(findings)")
        XCTAssertTrue(findings.contains { $0.hasPrefix("#tile-shoes card-aggregated-label") }, "\(findings)")
        XCTAssertTrue(findings.contains { $0.hasPrefix("#tile-jacket card-aggregated-label") }, "\(findings)")
        // The plain grid is judged as the same grid of MDC cards is.
        let mdc = allFindings(
            Self.productGrid(cellClass: "MDCCardCollectionCell", inherits: "UICollectionViewCell UIView"))
        XCTAssertEqual(findings, mdc)
    }

    func testTheTilesAreCardsAndTheInterleavingMessageSaysSo() throws {
        let result = Importer.importBytes(Array(Self.productGrid().utf8), file: "t.xml")
        let audited = Auditor().audit(try XCTUnwrap(result.hierarchy))
        XCTAssertEqual(audited.hierarchy.element(id: "tile-shoes")?.roles, [.card, .cell])
        let interleaving = try XCTUnwrap(audited.findings.first { $0.ruleID == "reading-order-interleaved" })
        XCTAssertTrue(interleaving.message.hasSuffix("which part belongs to which card."), interleaving.message)
    }

    func testCellsSideBySideInterleaveEvenWhenTheyAreNoCards() throws {
        // Tiles with a name and a price only: no card by what they hold, but two
        // columns of them still mix in the VoiceOver order.
        var xml = Self.productGrid()
        for id in ["shoes", "jacket"] {
            xml = xml.replacingOccurrences(of: "id=\"\(id)-add\"", with: "id=\"\(id)-add\" isHidden=\"true\"")
        }
        let findings = auditAll(xml)
        let interleaving = try XCTUnwrap(findings.first { $0.ruleID == "reading-order-interleaved" })
        XCTAssertEqual(interleaving.element.id, "tile-shoes")
        XCTAssertTrue(interleaving.message.hasSuffix("which part belongs to which cell."), interleaving.message)
        XCTAssertFalse(findings.contains { $0.ruleID == "card-aggregated-label" }, "\(findings.map(\.ruleID))")
    }

    func testAOneColumnListOfTheSameTilesDoesNotInterleave() {
        var xml = Self.productGrid()
        // The second tile under the first, not beside it.
        xml = xml.replacingOccurrences(of: "203 110 171 260", with: "16 400 171 260")
        for (from, to) in [
            ("203 110 171 120", "16 400 171 120"), ("211 238", "24 528"), ("211 262", "24 552"),
            ("211 300", "24 590"),
        ] {
            xml = xml.replacingOccurrences(of: from, with: to)
        }
        let findings = allFindings(xml)
        XCTAssertFalse(findings.contains { $0.contains("reading-order-interleaved") }, "\(findings)")
        // Still cards: each is read as separate parts.
        XCTAssertTrue(findings.contains { $0.hasPrefix("#tile-shoes card-aggregated-label") }, "\(findings)")
    }

    func testASettingsListInACollectionViewStaysQuiet() {
        // iOS 14's list layout: UICollectionViewListCell rows with an icon, a title,
        // a detail text and a switch, each row one element as UIKit makes it.
        var rows = ""
        for (n, (name, detail)) in [("Wi-Fi", "Home network"), ("Bluetooth", "On")].enumerated() {
            let y = 120 + n * 60
            rows += """
                <element id="row-\(n)" class="UICollectionViewListCell" inherits="UICollectionViewCell UIView"
                         frame="0 \(y) 390 60" isAccessibilityElement="true" accessibilityLabel="\(name), \(detail)"
                         accessibilityValue="on" accessibilityTraits="button">
                  <element class="UIImageView" frame="16 \(y + 14) 32 32" image="icon_\(n)"/>
                  <element class="UILabel" frame="60 \(y + 8) 200 22" text="\(name)" fontSize="17" adjustsFontForContentSizeCategory="true"/>
                  <element class="UILabel" frame="60 \(y + 32) 200 18" text="\(detail)" fontSize="15" adjustsFontForContentSizeCategory="true"/>
                  <element class="UISwitch" frame="323 \(y + 14) 51 31" accessibilityLabel="\(name)" accessibilityValue="1"/>
                </element>
                """
        }
        let xml = screen(
            """
            <element id="title" class="UILabel" frame="16 56 358 34" text="Settings" accessibilityTraits="header"
                     fontSize="28" adjustsFontForContentSizeCategory="true"/>
            <element class="UICollectionView" frame="0 100 390 744">\(rows)</element>
            """)
        XCTAssertFalse(
            allFindings(xml).contains { $0.contains("card") || $0.contains("interleaved") }, "\(allFindings(xml))")
    }

    func testAPhotoGridStaysQuiet() {
        var cells = ""
        for n in 0..<6 {
            let x = 2 + (n % 3) * 129, y = 100 + (n / 3) * 129
            cells += """
                <element id="photo-\(n)" class="PhotoCell" inherits="UICollectionViewCell UIView" frame="\(x) \(y) 127 127">
                  <element class="UIImageView" frame="\(x) \(y) 127 127" image="IMG_\(n)" isAccessibilityElement="true"
                           accessibilityLabel="Beach at sunset, \(n + 1) June" accessibilityTraits="image"/>
                </element>
                """
        }
        let xml = screen(
            """
            <element id="title" class="UILabel" frame="16 56 358 34" text="Photos" accessibilityTraits="header"
                     fontSize="28" adjustsFontForContentSizeCategory="true"/>
            <element class="UICollectionView" frame="0 100 390 744">\(cells)</element>
            """)
        XCTAssertEqual(allFindings(xml), [])
    }

    func testAChatTranscriptStaysQuiet() {
        var bubbles = ""
        for (n, (who, text)) in [("Ana", "Are we still on for the hike?"), ("Ben", "Yes, 8 am at the trailhead")]
            .enumerated()
        {
            let y = 110 + n * 90
            bubbles += """
                <element id="message-\(n)" class="MessageCell" inherits="UICollectionViewCell UIView" frame="0 \(y) 390 84"
                         isAccessibilityElement="true" accessibilityLabel="\(who): \(text), 9:4\(n)">
                  <element class="UIImageView" frame="12 \(y + 4) 36 36" image="avatar_\(who)"/>
                  <element class="UILabel" frame="56 \(y + 4) 200 18" text="\(who)" fontSize="13" adjustsFontForContentSizeCategory="true"/>
                  <element class="UILabel" frame="56 \(y + 24) 300 40" text="\(text)" fontSize="17" adjustsFontForContentSizeCategory="true"/>
                  <element class="UILabel" frame="56 \(y + 66) 60 14" text="9:4\(n)" fontSize="11" adjustsFontForContentSizeCategory="true"/>
                </element>
                """
        }
        let xml = screen(
            """
            <element id="title" class="UILabel" frame="16 56 358 34" text="Hiking group" accessibilityTraits="header"
                     fontSize="28" adjustsFontForContentSizeCategory="true"/>
            <element class="UICollectionView" frame="0 100 390 744">\(bubbles)</element>
            """)
        XCTAssertEqual(allFindings(xml), [])
    }

    func testTheRowTestNeedsTwoCellsSideBySide() {
        let r = { (x: Double, y: Double) in Rect(x: x, y: y, width: 100, height: 100) }
        XCTAssertTrue(AuditContext.sharesARow([r(0, 0), r(110, 10)]))
        XCTAssertFalse(AuditContext.sharesARow([r(0, 0), r(0, 110), r(0, 220)]))
        // Overlapping frames (a stack of cards fanned out) are not a row of columns.
        XCTAssertFalse(AuditContext.sharesARow([r(0, 0), r(50, 0)]))
        XCTAssertFalse(AuditContext.sharesARow([r(0, 0), r(110, 60)]))
        XCTAssertFalse(AuditContext.sharesARow([]))
    }
}
