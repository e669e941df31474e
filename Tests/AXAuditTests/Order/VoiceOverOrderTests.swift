import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The simulated VoiceOver order (rules.md, "The simulated VoiceOver order").
final class VoiceOverOrderTests: XCTestCase {
    /// The ids of the stops, in order.
    func order(
        _ body: String, root: String = #"version="1""#,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let h = try FT.hierarchy(FT.doc(body, root: root), callerFile: file, line: line)
        return VoiceOverOrder(h).stops.map { h[$0].id ?? "?\($0)" }
    }

    func label(_ id: String, _ frame: String, _ extra: String = "") -> String {
        "<element id=\"\(id)\" class=\"UILabel\" text=\"\(id)\" frame=\"\(frame)\" \(extra)/>"
    }

    /// The stops are worked out when first asked for, by whichever thread asks
    /// first (the rules of one screen run on several): many threads asking at once
    /// all get the stops one thread gets alone.
    func testStopsAskedByManyThreadsAtOnceAreTheSame() throws {
        var body = ""
        // Rows laid out bottom to top, so the order is simulated, not document order.
        for row in 0..<300 {
            body += "<element class=\"UIView\" frame=\"0 \(3000 - row * 10) 390 10\">"
            body +=
                label("r\(row)b", "200 \(3000 - row * 10) 100 10") + label("r\(row)a", "0 \(3000 - row * 10) 100 10")
            body += "</element>\n"
        }
        let h = try FT.hierarchy(FT.doc(body))
        let alone = VoiceOverOrder(h)
        XCTAssertEqual(alone.stops.count, 600)
        XCTAssertEqual(alone.stops.prefix(2).map { h[$0].id }, ["r299a", "r299b"])
        for _ in 0..<20 {
            let order = VoiceOverOrder(h)
            var stops = [[Element.Index]](repeating: [], count: 8)
            var positions = [[Int32]](repeating: [], count: 8)
            stops.withUnsafeMutableBufferPointer { stopSlots in
                positions.withUnsafeMutableBufferPointer { positionSlots in
                    // Each slot is written by one thread.
                    nonisolated(unsafe) let (stopSlots, positionSlots) = (stopSlots, positionSlots)
                    DispatchQueue.concurrentPerform(iterations: 8) { k in
                        if k % 2 == 0 { stopSlots[k] = order.stops } else { positionSlots[k] = order.positions }
                    }
                }
            }
            for k in 0..<8 {
                if k % 2 == 0 {
                    XCTAssertEqual(stops[k], alone.stops)
                } else {
                    XCTAssertEqual(positions[k], alone.positions)
                }
            }
        }
    }

    // MARK: 1. Hidden

    func testHiddenSkipsTheSubtree() throws {
        let stops = try order(
            """
              \(label("a", "0 0 100 20"))
              <element id="hidden" isHidden="true" frame="0 30 100 100">
                \(label("h1", "0 30 100 20"))
              </element>
              <element id="transparent" alpha="0" frame="0 60 100 100">
                \(label("h2", "0 60 100 20"))
              </element>
              <element id="axHidden" accessibilityElementsHidden="YES" frame="0 90 100 100">
                <element class="UIView" frame="0 90 100 40">\(label("h3", "0 90 100 20"))</element>
              </element>
              \(label("h4", "0 120 100 20", "isHidden=\"1\""))
              <element id="faint" alpha="0.01" frame="0 150 100 100">\(label("b", "0 150 100 20"))</element>
              \(label("c", "0 180 100 20"))
            """)
        XCTAssertEqual(stops, ["a", "b", "c"])
    }

    func testHiddenFlags() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="p" isHidden="true"><element id="child" class="UILabel"/></element>
                  <element id="q" class="UILabel"/>
                """))
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.hidden, [false, true, true, false])
        XCTAssertFalse(order.isReached(2))
        XCTAssertNil(order.position(of: 2))
        XCTAssertEqual(order.position(of: 3), 0)
    }

    /// Elements taken out of the order (the system's own UI, for the rules) are
    /// hidden with what they hold; the other stops keep their order.
    func testExcludingElementsKeepsTheOtherStopsInOrder() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  \(label("b", "0 100 100 20"))
                  <element id="keys" frame="0 0 390 50">\(label("k", "0 0 100 20"))</element>
                  \(label("a", "0 50 100 20"))
                """))
        let full = VoiceOverOrder(h)
        XCTAssertEqual(full.stops.map { h[$0].id }, ["k", "a", "b"])
        let judged = full.excluding([false, false, true, true, false])
        XCTAssertEqual(judged.stops.map { h[$0].id }, ["a", "b"])
        XCTAssertEqual(judged.positions, [-1, 1, -1, -1, 0])
        XCTAssertEqual(judged.hidden, [false, false, true, true, false])
        XCTAssertFalse(judged.isReached(3))
        XCTAssertEqual(full.stops.count, 3)
    }

    // MARK: 1b. Modal

    func testModalSheetHidesItsSiblings() throws {
        let body = """
              <element id="screen" frame="0 0 390 844">
                \(label("title", "16 60 300 30"))
                \(label("price", "16 100 300 30"))
              </element>
              <element id="dimming" frame="0 0 390 844" isAccessibilityElement="true" accessibilityLabel="Dismiss"/>
              <element id="sheet" accessibilityViewIsModal="true" frame="0 500 390 344">
                \(label("sheetTitle", "16 510 300 30"))
                <element id="confirm" class="UIButton" text="Confirm" frame="16 560 300 44"/>
              </element>
            """
        XCTAssertEqual(try order(body), ["sheetTitle", "confirm"])
        let h = try FT.hierarchy(FT.doc(body))
        let vo = VoiceOverOrder(h)
        XCTAssertTrue(vo.hidden[Int(h.indexByID["title"]!)])
        XCTAssertTrue(vo.hidden[Int(h.indexByID["dimming"]!)])
        XCTAssertFalse(vo.hidden[Int(h.indexByID["confirm"]!)])
    }

    func testHiddenModalDoesNotHideItsSiblings() throws {
        let stops = try order(
            """
              \(label("a", "0 0 100 20"))
              <element id="sheet" accessibilityViewIsModal="true" isHidden="true" frame="0 500 390 344">
                \(label("s", "0 510 100 20"))
              </element>
            """)
        XCTAssertEqual(stops, ["a"])
    }

    func testLastOfTwoModalSiblingsWinsAndModalsNestInTheirOwnParent() throws {
        let stops = try order(
            """
              \(label("a", "0 0 100 20"))
              <element id="first" accessibilityViewIsModal="true" frame="0 100 390 100">
                \(label("f", "0 110 100 20"))
              </element>
              <element id="second" accessibilityViewIsModal="true" frame="0 300 390 300">
                \(label("s", "0 310 100 20"))
                <element id="inner" accessibilityViewIsModal="true" frame="0 400 390 100">
                  \(label("i", "0 410 100 20"))
                </element>
                \(label("t", "0 520 100 20"))
              </element>
              <element id="hiddenModal" accessibilityViewIsModal="true" isHidden="true" frame="0 700 390 100">
                \(label("h", "0 710 100 20"))
              </element>
            """)
        // `second` hides `a` and `first`; inside it, `inner` hides `s` and `t`.
        XCTAssertEqual(stops, ["i"])
    }

    // MARK: 2. One stop per accessibility element

    func testAccessibilityElementIsOneStopAndNotEntered() throws {
        let stops = try order(
            """
              <element id="cell" class="UITableViewCell" isAccessibilityElement="true" accessibilityLabel="Row" frame="0 0 390 60">
                \(label("inner1", "16 10 100 20"))
                <element id="innerButton" class="UIButton" text="Buy" frame="300 10 60 40"/>
              </element>
              \(label("after", "0 70 100 20"))
            """)
        XCTAssertEqual(stops, ["cell", "after"])
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="cell" isAccessibilityElement="true" accessibilityLabel="Row" frame="0 0 390 60">
                    \(label("inner1", "16 10 100 20"))
                  </element>
                """))
        let vo = VoiceOverOrder(h)
        XCTAssertEqual(vo.insideElement, [false, false, true])
        XCTAssertFalse(vo.isReached(2))
        XCTAssertTrue(vo.isReached(1))
    }

    func testLabelsAndButtonsAreStopsByDefaultViewsAndImagesAreNot() throws {
        let stops = try order(
            """
              <element id="view" class="UIView" frame="0 0 50 50"/>
              <element id="image" class="UIImageView" frame="60 0 50 50"/>
              \(label("label", "120 0 50 50"))
              <element id="button" class="UIButton" inherits="UIControl UIView" frame="180 0 50 50"/>
              <element id="imageElement" class="UIImageView" isAccessibilityElement="true" frame="240 0 50 50"/>
            """)
        XCTAssertEqual(stops, ["label", "button", "imageElement"])
    }

    // MARK: 3. Explicit accessibilityElements

    func testExplicitOrderOverridesGeometry() throws {
        let stops = try order(
            """
              <element id="list" accessibilityElements="c a missing h b" frame="0 0 390 300">
                \(label("a", "0 0 100 20"))
                \(label("b", "0 30 100 20"))
                \(label("c", "0 60 100 20"))
                \(label("h", "0 90 100 20", "isHidden=\"true\""))
                \(label("notListed", "0 120 100 20"))
              </element>
              \(label("after", "0 400 100 20"))
            """)
        XCTAssertEqual(stops, ["c", "a", "b", "after"])
    }

    func testExplicitOrderWithNestedContainers() throws {
        let stops = try order(
            """
              <element id="outer" accessibilityElements="second first" frame="0 0 390 400">
                <element id="first" frame="0 0 390 100">
                  \(label("f1", "0 0 100 20"))
                  \(label("f2", "200 0 100 20"))
                </element>
                <element id="second" accessibilityElements="s2 s1" frame="0 200 390 100">
                  \(label("s1", "0 200 100 20"))
                  \(label("s2", "0 230 100 20"))
                </element>
              </element>
            """)
        XCTAssertEqual(stops, ["s2", "s1", "f1", "f2"])
    }

    func testExplicitOrderIgnoresIDsOutsideTheContainer() throws {
        let stops = try order(
            """
              <element id="list" accessibilityElements="outside a" frame="0 100 390 300">
                \(label("a", "0 100 100 20"))
              </element>
              \(label("outside", "0 0 100 20"))
            """)
        XCTAssertEqual(stops, ["outside", "a"])
    }
}
