import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class OverlappingControlsRuleTests: XCTestCase {
    let rule = OverlappingControlsRule.self

    func button(_ id: String, _ frame: String, extra: String = "") -> String {
        "<element id=\"\(id)\" class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"\(frame)\" accessibilityLabel=\"\(id)\" \(extra)/>"
    }

    /// Short of the centre of the control underneath is allowed; from its centre on
    /// (UIKit counts a rectangle's minimum edge in) it is not.
    func testTheCentreOfTheControlUnderneath() throws {
        let short = screen(button("a", "0 0 100 44") + button("b", "51 0 100 44"))
        XCTAssertEqual(summary(runRule(rule, short)), [])
        let edge = screen(button("a", "0 0 100 44") + button("b", "50 0 100 44"))
        XCTAssertEqual(summary(runRule(rule, edge)), ["#b warning"])
        let over = screen(button("a", "0 0 100 44") + button("b", "49 0 100 44"))
        let overFindings = runRule(rule, over)
        XCTAssertEqual(summary(overFindings), ["#b warning"])
        XCTAssertTrue(overFindings[0].message.contains("covers the centre of UIButton #a"), overFindings[0].message)
        XCTAssertTrue(
            overFindings[0].message.contains("double-tapping it activates this one instead"), overFindings[0].message)
        // A small button on a large one, away from its centre: each takes its own taps.
        let corner = screen(button("big", "0 0 300 300") + button("small", "10 10 44 44"))
        XCTAssertEqual(summary(runRule(rule, corner)), [])
        // On its centre, it takes the larger one's double tap.
        let centre = screen(button("big", "0 0 300 300") + button("small", "130 130 44 44"))
        XCTAssertEqual(summary(runRule(rule, centre)), ["#small warning"])
        // A large one drawn over a small one covers all of it.
        let under = screen(button("small", "10 10 44 44") + button("big", "0 0 300 300"))
        XCTAssertEqual(summary(runRule(rule, under)), ["#big warning"])
        // Just short of the centre, though nearly half of the one underneath.
        let bar = screen(button("a", "0 0 100 100") + button("bar", "0 0 100 49.9"))
        XCTAssertEqual(summary(runRule(rule, bar)), [])
        let identical = try XCTUnwrap(
            runRule(rule, screen(button("a", "0 0 100 44") + button("b", "0 0 100 44"))).first)
        XCTAssertTrue(
            identical.message.hasSuffix(
                "covers exactly the frame of UIButton #a \"a\": double-tapping it activates this one instead, and a touch there finds this one."
            ), identical.message)
    }

    func testIdenticalFramesAndSeveralCoveredOnes() throws {
        let xml = screen(
            button("a", "0 0 100 44") + button("b", "0 100 100 44")
                + button("overlay", "0 0 100 144") + button("twin", "0 0 100 144"))
        let findings = runRule(rule, xml)
        // overlay covers a and b; twin has overlay's frame and covers all three.
        XCTAssertEqual(summary(findings), ["#overlay warning", "#twin warning"])
        let twin = try XCTUnwrap(findings.first { $0.element.id == "twin" })
        XCTAssertTrue(twin.message.contains("covers the centres of UIButton #a"), twin.message)
        let overlayOnly = runRule(rule, screen(button("a", "0 0 100 44") + button("b", "0 0 100 44")))
        XCTAssertTrue(overlayOnly[0].message.contains("exactly the frame of UIButton #a"), overlayOnly[0].message)
    }

    /// One control exposed twice with one label, the one within the other's frame
    /// (iOS 11's back button and its chevron), is one item: duplicate-label's, not this rule's.
    func testOneControlExposedTwiceIsNotAnOverlap() {
        let twice = screen(
            button("back", "9 31 68 36", extra: "accessibilityIdentifier=\"x\"")
                .replacingOccurrences(of: "accessibilityLabel=\"back\"", with: "accessibilityLabel=\"Back\"")
                + button("chevron", "9 37 25 26")
                .replacingOccurrences(of: "accessibilityLabel=\"chevron\"", with: "accessibilityLabel=\"Back\""))
        XCTAssertEqual(summary(runRule(rule, twice)), [])
        // Another label, or the same label on frames that only overlap, still collide.
        let other = screen(button("back", "9 31 68 36") + button("chevron", "9 37 45 26"))
        XCTAssertEqual(summary(runRule(rule, other)), ["#chevron warning"])
        let partly = screen(
            button("a", "0 0 100 44").replacingOccurrences(
                of: "accessibilityLabel=\"a\"", with: "accessibilityLabel=\"Go\"")
                + button("b", "30 0 100 44").replacingOccurrences(
                    of: "accessibilityLabel=\"b\"", with: "accessibilityLabel=\"Go\""))
        XCTAssertEqual(summary(runRule(rule, partly)), ["#b warning"])
    }

    /// Only interactive elements VoiceOver reaches, with a frame that has an area.
    func testOnlyInteractiveStopsWithAnArea() {
        let xml = screen(
            button("a", "0 0 100 44")
                + """
                <element id="text" class="UILabel" frame="0 0 100 44" text="Caption"/>
                <element id="image" class="UIImageView" frame="0 0 100 44" isAccessibilityElement="true" accessibilityLabel="Logo"/>
                <element id="flat" class="UIButton" inherits="UIControl UIView" frame="0 0 100 0" accessibilityLabel="Flat"/>
                <element id="unknown" class="UIButton" inherits="UIControl UIView" accessibilityLabel="Unknown"/>
                <element id="hidden" class="UIButton" inherits="UIControl UIView" frame="0 0 100 44" accessibilityLabel="Hidden" isHidden="true"/>
                <element id="row" class="UITableViewCell" frame="0 100 390 60" isAccessibilityElement="true" accessibilityLabel="Row">
                  <element id="inside" class="UIButton" inherits="UIControl UIView" frame="0 100 390 60" accessibilityLabel="Inside"/>
                </element>
                """)
        XCTAssertEqual(summary(runRule(rule, xml)), [])
    }

    /// A row scrolled under a button bar is cut off where its list ends.
    func testScrollViewsClipWhatTheyShow() {
        let xml = screen(
            """
            <element id="table" class="UITableView" frame="0 0 390 100">
              <element id="row" class="UITableViewCell" frame="0 80 390 60" isAccessibilityElement="true" accessibilityLabel="Row"/>
            </element>
            """ + button("bar", "0 100 390 44"))
        XCTAssertEqual(summary(runRule(rule, xml)), [])
        // Without the list's clipping, the row lies under most of the button.
        let unclipped = screen(
            """
            <element id="plain" class="UIView" frame="0 0 390 100">
              <element id="row" class="UITableViewCell" frame="0 80 390 60" isAccessibilityElement="true" accessibilityLabel="Row"/>
            </element>
            """ + button("bar", "0 100 390 44"))
        XCTAssertEqual(summary(runRule(rule, unclipped)), ["#bar warning"])
    }

    /// Only controls that scroll together are compared: a card scrolling under a
    /// tab bar (Kiwix's catalog, iOS 26) is no overlap, two fixed controls are.
    func testContentScrollingUnderABarIsNotComparedWithIt() {
        func source(tabBarItemY: Int, cardInScrollView: Bool) -> String {
            let card = """
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Basketball by Wikipedia" visible="true" accessible="true" x="20" y="728" width="362" height="137" traits="Button"/>
                """
            return """
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" visible="true" accessible="false" x="0" y="0" width="402" height="874">
                  <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" visible="true" accessible="false" x="0" y="62" width="402" height="812">
                    \(cardInScrollView ? card : "")
                  </XCUIElementTypeScrollView>
                  \(cardInScrollView ? "" : card)
                  <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" visible="true" accessible="false" x="0" y="791" width="402" height="83">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" label="Categories" visible="true" accessible="true" x="160" y="\(tabBarItemY)" width="86" height="54" traits="Button"/>
                  </XCUIElementTypeTabBar>
                </XCUIElementTypeApplication></AppiumAUT>
                """
        }
        XCTAssertEqual(runRule(rule, source(tabBarItemY: 795, cardInScrollView: true)).count, 0)
        XCTAssertEqual(runRule(rule, source(tabBarItemY: 795, cardInScrollView: false)).count, 1)
    }

    func testManyControlsInRowsGiveNoFindings() {
        // A grid of 40x40 buttons 44 points apart: neighbours never overlap.
        var body = ""
        for row in 0..<30 {
            for column in 0..<8 {
                body += button("b\(row)-\(column)", "\(column * 44) \(row * 44) 44 44")
            }
        }
        XCTAssertEqual(runRule(rule, screen(body)).count, 0)
    }

    /// A page source lists elements in the accessibility order, not the drawing order:
    /// of two nested frames, the smaller is on top, whichever comes first.
    func testInAPageSourceTheSmallerOfTwoNestedFramesIsOnTop() {
        func source(heartFirst: Bool, heartX: Int, heartY: Int) -> String {
            let heart =
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="heart" label="Favorite" visible="true" accessible="true" x="\#(heartX)" y="\#(heartY)" width="44" height="44" traits="Button"/>"#
            let card =
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="card" label="Lisbon, 3 nights" visible="true" accessible="true" x="16" y="100" width="358" height="200" traits="Button"/>"#
            return """
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                \(heartFirst ? heart + card : card + heart)
                </XCUIElementTypeApplication></AppiumAUT>
                """
        }
        // In the card's corner: no finding, in either order.
        XCTAssertEqual(runRule(rule, source(heartFirst: true, heartX: 16, heartY: 100)).count, 0)
        XCTAssertEqual(runRule(rule, source(heartFirst: false, heartX: 16, heartY: 100)).count, 0)
        // On the card's centre: the heart takes the card's double tap, in either order.
        for heartFirst in [true, false] {
            let findings = runRule(rule, source(heartFirst: heartFirst, heartX: 173, heartY: 178))
            XCTAssertEqual(findings.map { $0.element.accessibilityIdentifier }, ["heart"], "\(heartFirst)")
        }
        // In the axaudit format, the document order is the drawing order: the card drawn
        // over the heart covers all of it.
        let drawn = screen(
            button("heart", "16 100 44 44")
                + #"<element id="card" class="CardView" frame="16 100 358 200" isAccessibilityElement="true" accessibilityLabel="Lisbon" accessibilityTraits="button"/>"#
        )
        XCTAssertEqual(summary(runRule(rule, drawn)), ["#card warning"])
    }

    /// Controls stacked by the thousand: each names the few nearest beneath it
    /// and says there are others, instead of every one (the square of their number).
    func testAStackOfControlsNamesAFewCoveredOnesEach() throws {
        let count = 2_000
        let body = (0..<count).map { button("b\($0)", "0 0 100 44") }.joined()
        let findings = runRule(rule, screen(body))
        XCTAssertEqual(findings.count, count - 1)
        let top = try XCTUnwrap(findings.first { $0.element.id == "b\(count - 1)" })
        let named = (count - 1 - OverlappingControlsRule.coveredShown)..<(count - 1)
        for k in named { XCTAssertTrue(top.message.contains("#b\(k) "), "b\(k): \(top.message)") }
        XCTAssertFalse(top.message.contains("#b\(named.lowerBound - 1) "), top.message)
        XCTAssertTrue(top.message.contains("and other controls"), top.message)
        XCTAssertLessThan(top.message.utf8.count, 600, top.message)
        // Just as many beneath: all named, no others.
        let ninth = try XCTUnwrap(findings.first { $0.element.id == "b\(OverlappingControlsRule.coveredShown)" })
        XCTAssertFalse(ninth.message.contains("other controls"), ninth.message)
        XCTAssertTrue(ninth.message.contains("#b0 "), ninth.message)
    }

    /// In a stack, one control exposed several times (one label) is skipped a run at a time.
    func testAStackSkipsTheControlsThatShareTheLabelOnTop() throws {
        func labelled(_ id: String, _ label: String) -> String {
            button(id, "0 0 100 44").replacingOccurrences(
                of: "accessibilityLabel=\"\(id)\"", with: "accessibilityLabel=\"\(label)\"")
        }
        let same = (0..<500).map { labelled("s\($0)", "Buy") }.joined()
        XCTAssertEqual(runRule(rule, screen(same)).count, 0)
        // Runs of "Buy" between the others: the last "Buy" covers the others only.
        let runs = (0..<60).map { labelled("r\($0)", $0 % 20 == 0 ? "Other \($0)" : "Buy") }.joined()
        let findings = runRule(rule, screen(runs))
        let last = try XCTUnwrap(findings.first { $0.element.id == "r59" })
        XCTAssertTrue(last.message.contains("the centres of UIButton #r0 \"Other 0\", UIButton #r20"), last.message)
        XCTAssertFalse(last.message.contains("other controls"), last.message)
    }

    /// Tall controls side by side overlap from top to bottom, not from left to
    /// right: the sweep goes across and compares no pair (down, it compared every pair).
    func testTheSweepFollowsTheAxisWhereFewerFramesOverlap() {
        let columns = (0..<2_000).map { Rect(x: Double($0 * 2), y: 0, width: 1, height: 800) }
        let rows = (0..<2_000).map { Rect(x: 0, y: Double($0 * 2), width: 800, height: 1) }
        for frames in [columns, rows] {
            let sweep = FrameSweep(frames)
            var pairs = 0
            sweep.forEachPair { _, _ in
                pairs += 1
                return true
            }
            XCTAssertEqual(pairs, 0)
            XCTAssertEqual(sweep.acrossX, frames == columns)
        }
        // Pairs that overlap on both axes are all visited, the earlier in the sweep first.
        let stacked = (0..<10).map { Rect(x: Double($0), y: Double($0), width: 20, height: 20) }
        var seen: [[Int]] = []
        FrameSweep(stacked).forEachPair { a, b in
            seen.append([a, b])
            return true
        }
        XCTAssertEqual(seen.count, 45)
        XCTAssertTrue(seen.allSatisfy { $0[0] < $0[1] })
        let body = (0..<500).map { button("c\($0)", "\($0 * 2) 0 1 800") }.joined()
        XCTAssertEqual(runRule(rule, screen(body)).count, 0)
    }

    /// Controls piled within one control's width (the frames a hundredth of a
    /// point apart): each asks for the centres in its frame and stops at the
    /// seventh beneath it, so the centres looked at grow with the controls, not
    /// with their square (a sweep over frames compared every overlapping pair).
    func testEachControlAsksForTheCentresInItsFrameAndStops() {
        for count in [8_000, 32_000] {
            let frames = (0..<count).map { Rect(x: Double($0) / 100, y: 0, width: 100, height: 44) }
            let centres = CentreIndex(frames.map { Point(x: $0.midX, y: $0.midY) }, askedBy: frames)
            XCTAssertTrue(centres.acrossX)
            var looked = 0
            var covering = [Int](repeating: 0, count: count)
            for t in frames.indices {
                centres.forEachPoint(in: frames[t]) { u in
                    looked += 1
                    XCTAssertTrue(
                        frames[t].contains(x: frames[u].midX, y: frames[u].midY) || frames[u].midX == frames[t].maxX)
                    if u < t { covering[t] += 1 }
                    return covering[t] < 7
                }
            }
            XCTAssertLessThanOrEqual(looked, 16 * count)
            XCTAssertTrue(covering.indices.allSatisfy { covering[$0] == min($0, 7) })
        }
        // Down the screen every centre lies in every frame: the index goes across.
        let frames = (0..<100).map { Rect(x: Double($0), y: 0, width: 100, height: 44) }
        let centres = (0..<100).map { Point(x: frames[$0].midX, y: frames[$0].midY) }
        XCTAssertEqual(CentreIndex.pointsInside(frames, centres, x: false), 100 * 100)
        XCTAssertLessThan(CentreIndex.pointsInside(frames, centres, x: true), 100 * 100)
        // The rule on such buttons: each names six and says there are others.
        let body = (0..<1_000).map { button("s\($0)", "\(Double($0) / 100) 0 100 44") }.joined()
        let findings = runRule(rule, screen(body))
        XCTAssertEqual(findings.count, 999)
        XCTAssertEqual(findings.filter { $0.message.contains("other controls") }.count, 999 - 6)
    }
}
