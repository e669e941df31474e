import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The order by geometry: rows, right to left, groups, grids of cards and page sources.
extension VoiceOverOrderTests {
    // MARK: 4. Geometry

    func testRowsTopToBottomLeadingToTrailing() throws {
        // Document order is scrambled; frames decide.
        let stops = try order(
            """
              \(label("r2right", "200 100 100 40"))
              \(label("r1right", "200 0 100 40"))
              \(label("r2left", "0 105 100 40"))
              \(label("r1left", "0 5 100 40"))
              \(label("r3", "0 200 100 40"))
            """)
        XCTAssertEqual(stops, ["r1left", "r1right", "r2left", "r2right", "r3"])
    }

    func testSameRowIsTopsLessThanTheToleranceApart() throws {
        // Tops 7 points apart (phone tolerance 8): one row, read by x.
        XCTAssertEqual(
            try order(
                """
                  \(label("a", "200 0 100 40"))
                  \(label("b", "0 7 100 20"))
                """), ["b", "a"])
        // Exactly 8 apart: not one row, whatever the heights' overlap.
        XCTAssertEqual(
            try order(
                """
                  \(label("a", "200 0 100 40"))
                  \(label("b", "0 8 100 20"))
                """), ["a", "b"])
        // A small element inside a tall one's height, but lower: the tall one first.
        XCTAssertEqual(
            try order(
                """
                  \(label("tall", "200 0 100 100"))
                  \(label("small", "0 40 100 20"))
                """), ["tall", "small"])
    }

    func testFramelessContainersAreFlattened() throws {
        let stops = try order(
            """
              <element id="left">
                \(label("l1", "0 0 100 20"))
                \(label("l2", "0 100 100 20"))
              </element>
              <element id="right">
                \(label("r1", "200 0 100 20"))
                \(label("r2", "200 100 100 20"))
              </element>
            """)
        XCTAssertEqual(stops, ["l1", "r1", "l2", "r2"])
    }

    // MARK: 4b. Right to left

    private func twoColumnGrid(_ extra: String = "") -> String {
        """
          <element id="grid" frame="0 0 390 200" \(extra)>
            \(label("a", "0 0 190 90"))
            \(label("b", "200 0 190 90"))
            \(label("c", "0 100 190 90"))
            \(label("d", "200 100 190 90"))
          </element>
        """
    }

    func testLeftToRightGrid() throws {
        XCTAssertEqual(try order(twoColumnGrid()), ["a", "b", "c", "d"])
    }

    func testRightToLeftLayoutDirection() throws {
        XCTAssertEqual(
            try order(twoColumnGrid(), root: #"version="1" layoutDirection="rightToLeft""#),
            ["b", "a", "d", "c"])
    }

    func testForceRightToLeftSemanticContentAttribute() throws {
        XCTAssertEqual(
            try order(twoColumnGrid(#"semanticContentAttribute="forceRightToLeft""#)),
            ["b", "a", "d", "c"])
    }

    func testRightToLeftContainerAmongLeftToRightSiblings() throws {
        XCTAssertEqual(
            try order(
                """
                  \(label("below", "0 300 100 20"))
                  \(twoColumnGrid(#"semanticContentAttribute="forceRightToLeft""#))
                  \(label("aboveRight", "300 -40 80 20"))
                  \(label("aboveLeft", "0 -40 80 20"))
                """), ["aboveLeft", "aboveRight", "b", "a", "d", "c", "below"])
    }

    func testForceLeftToRightInARightToLeftScreen() throws {
        XCTAssertEqual(
            try order(
                twoColumnGrid(#"semanticContentAttribute="forceLeftToRight""#),
                root: #"version="1" layoutDirection="rightToLeft""#),
            ["a", "b", "c", "d"])
    }

    /// One element's direction, from its ancestors, is what the pass over the screen gives it.
    func testOneElementsDirectionAgreesWithTheScreensDirections() throws {
        let body = """
              \(label("plain", "0 300 100 20"))
              \(twoColumnGrid(#"semanticContentAttribute="forceRightToLeft""#))
              <element id="ltr" frame="0 400 390 100" semanticContentAttribute="forceLeftToRight">
                <element id="inner" frame="0 400 390 100">\(label("deep", "0 400 100 20"))</element>
              </element>
              <element id="unspecified" frame="0 500 390 100" semanticContentAttribute="unspecified">
                \(label("under", "0 500 100 20"))
              </element>
            """
        var rightToLeftOnes = 0
        for root in [#"version="1""#, #"version="1" layoutDirection="rightToLeft""#] {
            let h = try FT.hierarchy(FT.doc(body, root: root))
            let directions = VoiceOverOrder.directions(h)
            for i in h.elements.indices {
                XCTAssertEqual(
                    VoiceOverOrder.isRightToLeft(Element.Index(i), in: h), directions[i],
                    "\(h[Element.Index(i)].id ?? "?")")
                if directions[i] { rightToLeftOnes += 1 }
            }
        }
        // Both directions were asked about, forced and inherited.
        XCTAssertGreaterThan(rightToLeftOnes, 8)
        XCTAssertLessThan(rightToLeftOnes, 24)
    }

    func testRightToLeftComparesLeftEdgesAsAccessibilitySnapshotDoes() throws {
        // Right to left, AccessibilitySnapshot compares frames' origins (x descending):
        // of two overlapping frames in a row, the one starting further right leads.
        XCTAssertEqual(
            try order(
                """
                  \(label("wide", "0 0 300 40"))
                  \(label("narrow", "250 0 40 40"))
                """, root: #"version="1" layoutDirection="rightToLeft""#), ["narrow", "wide"])
    }

    // MARK: 4c. Groups

    func testGroupIsReadThroughBeforeTheNext() throws {
        let body = """
              <element id="cardA" shouldGroupAccessibilityChildren="true" frame="0 0 190 200">
                \(label("aTitle", "0 0 190 20"))
                \(label("aPrice", "0 100 190 20"))
              </element>
              <element id="cardB" shouldGroupAccessibilityChildren="true" frame="200 0 190 200">
                \(label("bTitle", "200 0 190 20"))
                \(label("bPrice", "200 100 190 20"))
              </element>
            """
        XCTAssertEqual(try order(body), ["aTitle", "aPrice", "bTitle", "bPrice"])
    }

    func testFramelessGroupIsPlacedByItsFirstPart() throws {
        let stops = try order(
            """
              \(label("top", "0 0 100 20"))
              <element id="group" shouldGroupAccessibilityChildren="true">
                \(label("g1", "0 200 100 20"))
                \(label("g2", "0 100 100 20"))
              </element>
              \(label("middle", "0 150 100 20"))
            """)
        // The group reads g2 (y 100) first, so it is placed at y 100: before "middle".
        XCTAssertEqual(stops, ["top", "g2", "g1", "middle"])
    }

    // MARK: 5. A grid of cards whose parts are separate elements

    func testGridOfCardsInterleavesRowWise() throws {
        func card(_ name: String, x: Int, y: Int) -> String {
            """
              <element id="card\(name)" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="\(x) \(y) 171 240">
                <element id="\(name)image" class="UIImageView" frame="\(x) \(y) 171 120"/>
                \(label("\(name)title", "\(x + 8) \(y + 128) 155 20"))
                \(label("\(name)price", "\(x + 8) \(y + 152) 155 20"))
                <element id="\(name)buy" class="UIButton" inherits="UIControl UIView" text="Buy" frame="\(x + 8) \(y + 186) 80 44"/>
              </element>
            """
        }
        let stops = try order(
            """
              <element class="UICollectionView" frame="0 0 390 844">
              \(card("A", x: 16, y: 100))
              \(card("B", x: 203, y: 100))
              \(card("C", x: 16, y: 356))
              \(card("D", x: 203, y: 356))
              </element>
            """)
        XCTAssertEqual(
            stops,
            [
                "Atitle", "Btitle", "Aprice", "Bprice", "Abuy", "Bbuy",
                "Ctitle", "Dtitle", "Cprice", "Dprice", "Cbuy", "Dbuy",
            ])
    }

    // MARK: Page sources

    func testDocumentOrderIsReadingOrderWhenTheFormatSaysSo() throws {
        var h = try FT.hierarchy(
            FT.doc(
                """
                  \(label("low", "0 500 100 20"))
                  \(label("high", "0 0 100 20"))
                  <element id="hid" class="UILabel" isHidden="true"/>
                """))
        XCTAssertEqual(VoiceOverOrder(h).stops, [2, 1])
        h.documentOrderIsReadingOrder = true
        XCTAssertEqual(VoiceOverOrder(h).stops, [1, 2])
    }
}
