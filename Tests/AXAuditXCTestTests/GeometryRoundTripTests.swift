#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// A plain accessibility object with a path and no frame, as SwiftUI's nodes are.
private final class PathOnlyNode: UIAccessibilityElement {}

/// What the exporter reads from UIKit views arrives in axaudit's model with its value, through
/// the file (written, then read by the importer) and in memory: the accessibility frame, the
/// activation point, the language, every container type, a segment's place, the user input
/// labels, the rotors, and a path's bounds. `RoundTripTests` shows both ways agree; this shows
/// what they agree on is what UIKit said.
final class GeometryRoundTripTests: XCTestCase {
    @MainActor private func screen() -> UIView {
        let root = KitchenSink.screen()
        for (i, type) in [UIAccessibilityContainerType.dataTable, .list, .landmark].enumerated() {
            let container = UIView(frame: CGRect(x: 0, y: 520 + CGFloat(i) * 20, width: 390, height: 20))
            container.accessibilityContainerType = type
            container.accessibilityIdentifier = "container-\(i)"
            root.addSubview(container)
        }
        let chart = PathOnlyNode(accessibilityContainer: root)
        chart.isAccessibilityElement = true
        chart.accessibilityLabel = "Chart"
        chart.accessibilityIdentifier = "chart"
        chart.accessibilityPath = UIBezierPath(rect: CGRect(x: 20, y: 700, width: 300, height: 90))
        root.accessibilityElements = root.subviews + [chart]
        return root
    }

    @MainActor private func bothWays() throws -> [Hierarchy] {
        let root = screen()
        let xml = AXAuditExport.xml(of: root, screen: "Geometry", options: KitchenSink.options)
        let imported = Importer.importBytes(Array(xml.utf8), file: "geometry.xml")
        XCTAssertEqual(imported.errors.map(\.message), [])
        let inMemory = AXInMemoryScreen(root, screen: "Geometry", options: KitchenSink.options)
        return [try XCTUnwrap(imported.hierarchy), inMemory.hierarchy]
    }

    @MainActor func testTheAccessibilityGeometryArrivesWithItsValues() async throws {
        for h in try bothWays() {
            let rating = try XCTUnwrap(h.elements.first { $0.className == "StarRatingView" })
            XCTAssertEqual(rating.frame, Rect(x: 72, y: 160, width: 100, height: 20))
            XCTAssertEqual(rating.accessibilityFrame, Rect(x: 60, y: 150, width: 120, height: 40))
            XCTAssertEqual(rating.sortFrame, rating.accessibilityFrame, "the order sorts by it")
            XCTAssertEqual(rating.activationPoint, Point(x: 80, y: 170))
            let volume = try XCTUnwrap(h.elements.first { $0.className == "UISlider" })
            XCTAssertEqual(volume.accessibilityLanguage, "en-GB")
            XCTAssertNil(volume.accessibilityFrame, "the same as its frame: not written")
            XCTAssertNil(volume.activationPoint, "the middle of its frame: not written")
            let card = try XCTUnwrap(h.elements.first { $0.customRotors.count == 2 })
            XCTAssertEqual(card.containerType, .semanticGroup)
            XCTAssertEqual(
                card.customRotors,
                [CustomRotor(name: "Settings with changes"), CustomRotor(name: "", systemType: "heading")])
            XCTAssertEqual(
                (0..<3).map { h.element(id: "container-\($0)")?.containerType }, [.dataTable, .list, .landmark])
            let save = try XCTUnwrap(h.elements.first { $0.text == "Save" })
            XCTAssertEqual(save.userInputLabels, ["Save", "Store"])
            XCTAssertEqual(save.respondsToUserInteraction, true)
            XCTAssertEqual(save.customActions, ["Save as draft"])
            let segments = h.elements.filter { $0.containerPosition != nil }
            XCTAssertEqual(segments.map(\.accessibilityLabel), ["Day", "Week"])
            XCTAssertEqual(
                segments.map(\.containerPosition),
                [ContainerPosition(.series, index: 1, count: 2), .init(.series, index: 2, count: 2)])
            let chart = try XCTUnwrap(h.element(id: "chart"))
            XCTAssertEqual(chart.frame, Rect(x: 20, y: 700, width: 300, height: 90), "the path's bounds")
            XCTAssertNil(chart.activationPoint)
        }
    }

    /// The rules use the geometry as VoiceOver does, from UIKit views: a card button under a
    /// "Buy" button is reported by overlapping-controls until its activation point moves to the
    /// strip the button does not cover (the rule's own fix); a 20-point close button whose
    /// accessibility frame is 44 points is still too small to touch, as touch targets are the
    /// view's frame.
    @MainActor func testTheRulesUseTheActivationPointAndTheViewsFrame() async throws {
        func findings(cardActivationPoint: CGPoint?) throws -> [[Finding]] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            let card = UIButton(frame: CGRect(x: 16, y: 100, width: 358, height: 120))
            card.accessibilityLabel = "Trail shoes"
            card.accessibilityIdentifier = "card"
            if let cardActivationPoint { card.accessibilityActivationPoint = cardActivationPoint }
            let buy = UIButton(frame: CGRect(x: 16, y: 100, width: 358, height: 100))
            buy.accessibilityLabel = "Buy"
            buy.accessibilityIdentifier = "buy"
            let close = UIButton(frame: CGRect(x: 350, y: 20, width: 20, height: 20))
            close.accessibilityLabel = "Close"
            close.accessibilityIdentifier = "close"
            close.accessibilityFrame = CGRect(x: 338, y: 8, width: 44, height: 44)
            for v in [card, buy, close] { root.addSubview(v) }
            let inMemory = AXAuditInMemory.findings(of: root, screen: "Overlap")
            let xml = AXAuditExport.xml(of: root, screen: "Overlap")
            let fromFile = Auditor().audit(
                try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "o.xml").hierarchy))
            return [inMemory, fromFile.findings]
        }
        for found in try findings(cardActivationPoint: nil) {
            XCTAssertEqual(
                found.filter { $0.ruleID == "overlapping-controls" }.map(\.element.accessibilityIdentifier), ["buy"])
            XCTAssertEqual(
                found.filter { $0.ruleID == "touch-target-size" }.map(\.element.accessibilityIdentifier), ["close"])
        }
        for found in try findings(cardActivationPoint: CGPoint(x: 195, y: 210)) {
            XCTAssertEqual(found.filter { $0.ruleID == "overlapping-controls" }.count, 0, "\(found.map(\.message))")
            XCTAssertEqual(
                found.filter { $0.ruleID == "touch-target-size" }.map(\.element.accessibilityIdentifier), ["close"])
        }
    }
}
#endif
