import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// `accessibilityFrame`, `activationPoint`, `accessibilityContainerType`, `accessibilityLanguage`,
/// `accessibilityRespondsToUserInteraction` and `containerPosition`: read, checked, and used
/// where VoiceOver uses them (the order sorts by the accessibility frame; touch targets keep the frame).
final class AccessibilityGeometryImportTests: XCTestCase {
    func testTheAttributesAreReadAndTyped() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="list" frame="0 0 390 600" accessibilityContainerType="list">
                    <element id="close" class="UIButton" frame="350 20 20 20" accessibilityFrame="338, 8, 44, 44"
                             activationPoint="360 30" accessibilityLanguage="fr-FR"
                             accessibilityRespondsToUserInteraction="NO" containerPosition="series 2 of 3"/>
                    <element id="plain" class="UIButton" frame="16 100 200 44" accessibilityContainerType="none"/>
                  </element>
                """))
        let list = try XCTUnwrap(h.elements.first { $0.id == "list" })
        let close = try XCTUnwrap(h.elements.first { $0.id == "close" })
        let plain = try XCTUnwrap(h.elements.first { $0.id == "plain" })
        XCTAssertEqual(list.containerType, .list)
        XCTAssertEqual(close.accessibilityFrame, Rect(x: 338, y: 8, width: 44, height: 44))
        XCTAssertEqual(close.frame, Rect(x: 350, y: 20, width: 20, height: 20))
        XCTAssertEqual(close.activationPoint, Point(x: 360, y: 30))
        XCTAssertEqual(close.accessibilityLanguage, "fr-FR")
        XCTAssertEqual(close.respondsToUserInteraction, false)
        XCTAssertEqual(close.containerPosition, ContainerPosition(.series, index: 2, count: 3))
        XCTAssertEqual(close.sortFrame, close.accessibilityFrame)
        XCTAssertEqual(close.effectiveActivationPoint, Point(x: 360, y: 30))
        XCTAssertNil(plain.accessibilityFrame)
        XCTAssertNil(plain.containerType)
        XCTAssertNil(plain.activationPoint)
        XCTAssertEqual(plain.effectiveActivationPoint, Point(x: 116, y: 122), "the middle of the frame")
        XCTAssertEqual(close.unknownAttributes.count, 0)
    }

    func testBadValuesAreErrorsAndTheElementIsKept() throws {
        let result = FT.importXML(
            FT.doc(
                """
                  <element id="a" frame="0 0 10 10" accessibilityFrame="1 2 3"/>
                  <element id="b" frame="0 0 10 10" activationPoint="1"/>
                  <element id="c" frame="0 0 10 10" activationPoint="nan 2"/>
                  <element id="d" frame="0 0 10 10" accessibilityContainerType="table"/>
                  <element id="e" frame="0 0 10 10" containerPosition="series 4 of 3"/>
                  <element id="f" frame="0 0 10 10" containerPosition="page 1 of 3"/>
                  <element id="g" frame="0 0 10 10" accessibilityRespondsToUserInteraction="maybe"/>
                """))
        let messages = result.errors.map(\.message)
        XCTAssertEqual(messages.count, 7, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("accessibilityFrame '1 2 3' is not 'x y width height'"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("activationPoint '1' is not 'x y'"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("activationPoint 'nan 2' is not 'x y'"), messages[2])
        XCTAssertEqual(
            messages[3], "accessibilityContainerType 'table' is not none, dataTable, list, landmark or semanticGroup")
        XCTAssertTrue(messages[4].hasPrefix("containerPosition 'series 4 of 3' is not"), messages[4])
        XCTAssertTrue(messages[5].hasPrefix("containerPosition 'page 1 of 3' is not"), messages[5])
        XCTAssertTrue(messages[6].hasPrefix("accessibilityRespondsToUserInteraction 'maybe'"), messages[6])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elementsBelowRoot, 7)
        XCTAssertTrue(h.elements.dropFirst().allSatisfy { $0.accessibilityFrame == nil && $0.activationPoint == nil })
    }

    /// The order sorts by the accessibility frame: a view placed at the top whose
    /// accessibility frame is at the bottom is read last.
    func testTheOrderSortsByTheAccessibilityFrame() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="screen" frame="0 0 390 844">
                    <element id="moved" class="UILabel" frame="16 10 200 20" accessibilityFrame="16 700 200 20" text="Footer"/>
                    <element id="title" class="UILabel" frame="16 60 200 20" text="Title"/>
                  </element>
                """))
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.stops.map { h[$0].id }, ["title", "moved"])
        let plain = try FT.hierarchy(
            FT.doc(
                """
                  <element id="screen" frame="0 0 390 844">
                    <element id="moved" class="UILabel" frame="16 10 200 20" text="Footer"/>
                    <element id="title" class="UILabel" frame="16 60 200 20" text="Title"/>
                  </element>
                """))
        XCTAssertEqual(VoiceOverOrder(plain).stops.map { plain[$0].id }, ["moved", "title"])
    }

    /// A touch target is the view: a 20-point button is too small even when its
    /// accessibility frame (what VoiceOver outlines) is 44 points.
    func testTouchTargetsKeepTheViewsFrame() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="screen" frame="0 0 390 844">
                    <element id="close" class="UIButton" frame="350 20 20 20" accessibilityFrame="338 8 44 44"
                             accessibilityLabel="Close"/>
                  </element>
                """))
        let findings = Auditor().audit(h).findings
        XCTAssertEqual(findings.filter { $0.ruleID == "touch-target-size" }.map(\.element.id), ["close"])
    }
}

extension AccessibilityGeometryImportTests {
    /// overlapping-controls' fix, "move the activation point", clears its finding.
    func testAMovedActivationPointClearsAnOverlap() throws {
        func findings(_ point: String) throws -> [String?] {
            let h = try FT.hierarchy(
                FT.doc(
                    """
                      <element id="screen" frame="0 0 390 844">
                        <element id="card" class="UIButton" frame="16 100 358 120" accessibilityLabel="Trail shoes" \(point)/>
                        <element id="buy" class="UIButton" frame="16 100 358 100" accessibilityLabel="Buy"/>
                      </element>
                    """))
            return Auditor().audit(h).findings.filter { $0.ruleID == "overlapping-controls" }.map(\.element.id)
        }
        XCTAssertEqual(try findings(""), ["buy"])
        XCTAssertEqual(try findings(#"activationPoint="195 150""#), ["buy"], "still under the button")
        XCTAssertEqual(try findings(#"activationPoint="195 210""#), [], "moved to the card's strip below the button")
    }
}
