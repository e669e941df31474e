import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// Rows by top difference and groups placed by their first item
/// (docs/reading-order.md): the device orders of issue 28, the tolerance on
/// phones and iPads in both directions, and the sweep against
/// AccessibilitySnapshot's comparator.
final class ReadingOrderRowsTests: XCTestCase {
    private func stops(
        _ body: String, width: Int = 390, direction: String = "leftToRight", tolerance: Double? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let root = #"version="1" width="\#(width)" height="900" layoutDirection="\#(direction)""#
        let h = try FT.hierarchy(FT.doc(body, root: root), callerFile: file, line: line)
        return VoiceOverOrder(h, rowTolerance: tolerance).stops.map { h[$0].id ?? "?\($0)" }
    }

    private func label(_ id: String, _ frame: String, _ extra: String = "") -> String {
        "<element id=\"\(id)\" class=\"UILabel\" text=\"\(id)\" frame=\"\(frame)\" \(extra)/>"
    }

    private func button(_ id: String, _ frame: String) -> String {
        "<element id=\"\(id)\" class=\"UIButton\" inherits=\"UIControl UIView\" text=\"\(id)\" frame=\"\(frame)\"/>"
    }

    // MARK: The minimal cases of issue 28, in the order devices read them

    func testBaselineAlignedLabelsReadTheHigherFirst() throws {
        XCTAssertEqual(
            try stops(label("small", "16 121 100 20") + label("big", "144 100 120 41")), ["big", "small"])
    }

    func testLabelBesideATallerButtonReadsTheButtonFirst() throws {
        XCTAssertEqual(
            try stops(label("label", "16 112 200 20") + button("button", "250 100 124 44")), ["button", "label"])
    }

    func testSettingsRow() throws {
        let body = """
            <element id="cell" class="UITableViewCell" frame="0 100 390 72">
              <element id="icon" class="UIImageView" image="ic_wifi" isAccessibilityElement="true" accessibilityLabel="Wi-Fi icon" frame="16 124 24 24"/>
              \(label("title", "56 112 250 22"))
              \(label("subtitle", "56 136 250 20"))
              <element id="switch" class="UISwitch" inherits="UIControl UIView" frame="325 121 51 31"/>
            </element>
            """
        XCTAssertEqual(try stops(body), ["title", "icon", "switch", "subtitle"])
    }

    func testShortCaptionsSixPointsApartShareARow() throws {
        XCTAssertEqual(try stops(label("right", "200 100 100 10") + label("left", "16 106 100 10")), ["left", "right"])
    }

    func testGroupedCardIsPlacedByItsFirstChild() throws {
        let body = """
            <element id="card" shouldGroupAccessibilityChildren="true" frame="16 100 171 120">
              \(label("cardTitle", "24 124 155 20"))
              \(label("cardPrice", "24 150 155 20"))
            </element>
            \(button("plain", "203 110 171 30"))
            """
        XCTAssertEqual(try stops(body), ["plain", "cardTitle", "cardPrice"])
    }

    // MARK: Groups

    func testExplicitlyOrderedContainerIsPlacedByItsFirstListedElement() throws {
        // The list starts with the lower label: the container is placed at y 140,
        // after "beside" (y 120), and read in its own order.
        let body = """
            <element id="box" accessibilityElements="lower upper" frame="16 100 171 100">
              \(label("upper", "24 100 155 20"))
              \(label("lower", "24 140 155 20"))
            </element>
            \(label("beside", "203 120 171 20"))
            """
        XCTAssertEqual(try stops(body), ["beside", "lower", "upper"])
    }

    func testNestedGroupsArePlacedByTheirFirstStop() throws {
        let body = """
            <element id="outer" shouldGroupAccessibilityChildren="true" frame="0 0 390 300">
              <element id="inner" shouldGroupAccessibilityChildren="true" frame="0 0 390 300">
                \(label("deep", "0 200 100 20"))
                \(label("deeper", "0 250 100 20"))
              </element>
            </element>
            \(label("between", "0 100 100 20"))
            """
        XCTAssertEqual(try stops(body), ["between", "deep", "deeper"])
    }

    func testModalAndHiddenAndElementSubtreesAreUnchanged() throws {
        let body = """
            \(label("behind", "0 0 100 20"))
            <element id="sheet" accessibilityViewIsModal="true" frame="0 100 390 200">
              \(label("s2", "200 103 100 20"))
              \(label("s1", "0 100 100 20"))
              \(label("gone", "0 150 100 20", #"isHidden="true""#))
              <element id="cell" isAccessibilityElement="true" accessibilityLabel="Cell" frame="0 200 390 44">
                \(label("inside", "0 200 100 20"))
              </element>
            </element>
            """
        XCTAssertEqual(try stops(body), ["s1", "s2", "cell"])
    }

    // MARK: The tolerance

    /// Two labels whose tops are `gap` apart, the lower one on the leading side.
    private func pair(gap: Int, direction: String) -> String {
        let rtl = direction == "rightToLeft"
        return label("upper", rtl ? "16 100 100 20" : "260 100 100 20")
            + label("lower", rtl ? "260 \(100 + gap) 100 20" : "16 \(100 + gap) 100 20")
    }

    func testToleranceByIdiomAndDirection() throws {
        for (width, tolerance) in [(390, 8), (599, 8), (600, 13), (820, 13)] {
            for direction in ["leftToRight", "rightToLeft"] {
                for gap in [5, 7, 8, 10, 15] {
                    let expected = gap < tolerance ? ["lower", "upper"] : ["upper", "lower"]
                    XCTAssertEqual(
                        try stops(pair(gap: gap, direction: direction), width: width, direction: direction), expected,
                        "width \(width), \(direction), tops \(gap) apart")
                }
            }
        }
    }

    func testToleranceOverride() throws {
        XCTAssertEqual(try stops(pair(gap: 10, direction: "leftToRight"), tolerance: 12), ["lower", "upper"])
        XCTAssertEqual(
            try stops(pair(gap: 10, direction: "leftToRight"), width: 820, tolerance: 8), ["upper", "lower"])
        // Without a screen size, the root's frame gives the width; without either, a phone.
        let h = try FT.hierarchy(FT.doc(label("a", "0 0 10 10")))
        XCTAssertEqual(VoiceOverOrder(h).rowTolerance, 8)
    }

    /// The idiom is the screen's shorter side's: a phone in landscape (844 by 390) keeps
    /// the phone's 8 points, an iPad in landscape (1194 by 834) has 13.
    func testAPhoneInLandscapeKeepsThePhonesTolerance() throws {
        func order(width: Int, height: Int) throws -> (Double, [String]) {
            let root = #"version="1" width="\#(width)" height="\#(height)" layoutDirection="leftToRight""#
            let h = try FT.hierarchy(FT.doc(pair(gap: 10, direction: "leftToRight"), root: root))
            let order = VoiceOverOrder(h)
            return (order.rowTolerance, order.stops.map { h[$0].id ?? "?" })
        }
        let phone = try order(width: 844, height: 390)
        XCTAssertEqual(phone.0, 8)
        XCTAssertEqual(phone.1, ["upper", "lower"])
        let pad = try order(width: 1194, height: 834)
        XCTAssertEqual(pad.0, 13)
        XCTAssertEqual(pad.1, ["lower", "upper"])
        XCTAssertEqual(try order(width: 834, height: 1194).0, 13)
        XCTAssertEqual(try order(width: 390, height: 844).0, 8)
    }

    func testConfigurationFileSetsTheTolerance() throws {
        let configuration = try ConfigurationFile.parse(
            Data(#"{"thresholds": {"readingOrderRowTolerance": 12}}"#.utf8), file: "cfg.json")
        XCTAssertEqual(configuration.thresholds.readingOrderRowTolerance, 12)
        XCTAssertNil(AuditConfiguration().thresholds.readingOrderRowTolerance)
        for bad in ["0", "-1", "\"8\""] {
            XCTAssertThrowsError(
                try ConfigurationFile.parse(
                    Data(#"{"thresholds": {"readingOrderRowTolerance": \#(bad)}}"#.utf8), file: "cfg.json"))
        }
        let xml = FT.doc(pair(gap: 10, direction: "leftToRight"), root: #"version="1" width="390" height="900""#)
        let hierarchy = try FT.hierarchy(xml)
        let result = Auditor(configuration: configuration).audit(hierarchy)
        XCTAssertEqual(result.order.rowTolerance, 12)
        XCTAssertEqual(result.order.stops.map { hierarchy[$0].id }, ["lower", "upper"])
    }

    // MARK: The sweep against AccessibilitySnapshot's comparator

    private struct Stop {
        var id: String
        var x: Int
        var y: Int
    }

    /// AccessibilitySnapshot's comparator (AccessibilityHierarchyParser.sortedElements).
    private func precedes(_ a: Stop, _ b: Stop, tolerance: Int, rtl: Bool) -> Bool {
        if a.y != b.y, abs(a.y - b.y) >= tolerance { return a.y < b.y }
        return rtl ? a.x > b.x : a.x < b.x
    }

    private func body(_ items: [Stop]) -> String {
        items.map { label($0.id, "\($0.x) \($0.y) 30 20") }.joined(separator: "\n")
    }

    /// Stops in distinct rows (every two tops either less than the tolerance
    /// apart, or at least that far across rows): any subview order gives one order,
    /// AccessibilitySnapshot's.
    func testOrderDoesNotDependOnSubviewOrderForStopsInDistinctRows() throws {
        var random = SeededRandom(28)
        for round in 0..<60 {
            let rtl = round % 2 == 1
            let (width, tolerance) = round % 4 < 2 ? (390, 8) : (820, 13)
            var items: [Stop] = []
            var rowTop = 0
            for row in 0..<Int.random(in: 1...5, using: &random) {
                let count = Int.random(in: 1...4, using: &random)
                // Distinct x within a row: the comparator then leaves no ties.
                let xs = Array(0..<12).shuffled(using: &random).prefix(count)
                for (k, x) in xs.enumerated() {
                    items.append(
                        Stop(id: "r\(row)s\(k)", x: x * 30, y: rowTop + Int.random(in: 0..<tolerance, using: &random)))
                }
                rowTop += 2 * tolerance + Int.random(in: 0...20, using: &random)
            }
            let expected = items.sorted { precedes($0, $1, tolerance: tolerance, rtl: rtl) }.map(\.id)
            let direction = rtl ? "rightToLeft" : "leftToRight"
            for _ in 0..<4 {
                XCTAssertEqual(
                    try stops(body(items.shuffled(using: &random)), width: width, direction: direction), expected,
                    "round \(round)")
            }
        }
    }

    /// Wherever AccessibilitySnapshot's comparator orders the stops without a
    /// cycle, the sweep gives that order, rows or no rows (tops 0, 5, 10).
    func testSweepAgreesWithAccessibilitySnapshotWheneverItsComparatorIsAnOrder() throws {
        var random = SeededRandom(2828)
        var acyclic = 0
        for round in 0..<400 {
            let rtl = round % 2 == 1
            let count = Int.random(in: 2...6, using: &random)
            let xs = Array(0..<12).shuffled(using: &random).prefix(count)
            let items = xs.enumerated().map { k, x in
                Stop(id: "s\(k)", x: x * 30, y: Int.random(in: 0...30, using: &random))
            }
            // The comparator is an order when it is transitive on these stops.
            var transitive = true
            for a in items {
                for b in items where precedes(a, b, tolerance: 8, rtl: rtl) {
                    for c in items where precedes(b, c, tolerance: 8, rtl: rtl) {
                        if !precedes(a, c, tolerance: 8, rtl: rtl) { transitive = false }
                    }
                }
            }
            guard transitive else { continue }
            acyclic += 1
            let expected = items.sorted { precedes($0, $1, tolerance: 8, rtl: rtl) }.map(\.id)
            XCTAssertEqual(
                try stops(body(items.shuffled(using: &random)), direction: rtl ? "rightToLeft" : "leftToRight"),
                expected, "round \(round)")
        }
        XCTAssertGreaterThan(acyclic, 100)
    }

    func testChainOfTopsIsReadDeterministically() throws {
        // Tops 0, 5 and 10 with x falling: AccessibilitySnapshot's comparator has
        // a cycle (c < b < a < c). The sweep: the window of a (tops below 8) is
        // a and b, b leads; then a; then c. Every subview order gives that.
        let items = [Stop(id: "a", x: 200, y: 0), Stop(id: "b", x: 100, y: 5), Stop(id: "c", x: 0, y: 10)]
        for permutation in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            XCTAssertEqual(try stops(body(permutation.map { items[$0] })), ["b", "a", "c"])
        }
    }

    func testLongRowStaysFast() throws {
        // 20,000 stops whose tops all lie within the tolerance: one heap pass.
        var body = ""
        for k in 0..<20_000 { body += label("s\(k)", "\(20_000 - k) \(k % 7) 1 1") + "\n" }
        let order = try stops(body)
        XCTAssertEqual(order.first, "s19999")
        XCTAssertEqual(order.last, "s0")
    }

    // MARK: Rules on the new order

    func testInterleavedFiresOnAGridOfMultiStopCardsAndNotOnASettingsRow() throws {
        var grid = #"<element class="UICollectionView" frame="0 0 390 844">"#
        for (n, (x, y)) in [(16, 100), (203, 100), (16, 400), (203, 400)].enumerated() {
            grid += """
                <element id="card-\(n)" class="MDCCardCollectionCell" frame="\(x) \(y) 171 200">
                  <element class="UIImageView" frame="\(x) \(y) 171 100"/>
                  <element class="UILabel" frame="\(x + 8) \(y + 110) 155 20" text="Title \(n)"/>
                  <element class="UILabel" frame="\(x + 8) \(y + 136) 155 20" text="Price \(n)"/>
                  <element class="UIButton" inherits="UIControl UIView" frame="\(x + 8) \(y + 160) 80 30" text="Buy"/>
                </element>
                """
        }
        XCTAssertEqual(
            summary(runRule(ReadingOrderInterleavedRule.self, screen(grid + "</element>"))),
            ["#card-0 error", "#card-2 error"])

        let settings = """
            <element class="UITableView" frame="0 100 390 744">
              <element id="cell-wifi" class="UITableViewCell" frame="0 100 390 72">
                <element class="UIImageView" image="ic_wifi" isAccessibilityElement="true" accessibilityLabel="Wi-Fi" frame="16 124 24 24"/>
                <element class="UILabel" frame="56 112 250 22" text="Wi-Fi"/>
                <element class="UILabel" frame="56 136 250 20" text="Home network"/>
                <element class="UISwitch" inherits="UIControl UIView" frame="325 121 51 31"/>
              </element>
              <element id="cell-vpn" class="UITableViewCell" frame="0 172 390 72">
                <element class="UIImageView" image="ic_vpn" isAccessibilityElement="true" accessibilityLabel="VPN" frame="16 196 24 24"/>
                <element class="UILabel" frame="56 184 250 22" text="VPN"/>
                <element class="UILabel" frame="56 208 250 20" text="Not connected"/>
                <element class="UISwitch" inherits="UIControl UIView" frame="325 193 51 31"/>
              </element>
            </element>
            """
        XCTAssertEqual(summary(runRule(ReadingOrderInterleavedRule.self, screen(settings))), [])
    }
}
