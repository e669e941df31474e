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

/// The properties that decide what VoiceOver reaches and in which order, from UIKit views
/// through the exporter's file and axaudit's importer to the simulated order: the stops
/// AccessibilitySnapshot's parser would find on a device (docs/xctest.md, "What the
/// exporter models"). Each test also reads the screen without the property, so that it
/// fails when the property is lost on the way.
final class VoiceOverOrderExportTests: XCTestCase {
    /// The stops' labels, read from the written file by libxml2; the in-memory screen must agree.
    @MainActor private func stops(
        _ view: UIView, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String] {
        let xml = AXAuditExport.xml(of: view, screen: "Order")
        let imported = Importer.importBytes(Array(xml.utf8), file: "order.xml")
        let h = try XCTUnwrap(imported.hierarchy, "\(imported.errors)", file: file, line: line)
        let fromFile = VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "?" }
        let memory = AXInMemoryScreen(view, screen: "Order").hierarchy
        let inMemory = VoiceOverOrder(memory).stops.map { memory[$0].accessibilityLabel ?? "?" }
        XCTAssertEqual(inMemory, fromFile, "in memory and through the file", file: file, line: line)
        return fromFile
    }

    @MainActor private func label(_ text: String, _ x: CGFloat, _ y: CGFloat, in parent: UIView) {
        let label = UILabel(frame: CGRect(x: x, y: y, width: 100, height: 20))
        label.text = text
        parent.addSubview(label)
    }

    /// UIAccessibility.h: "If YES, then elements outside this view will be ignored". VoiceOver
    /// (and AccessibilitySnapshot's parser) ignores the modal view's siblings; the last modal wins.
    @MainActor func testTheSiblingsOfAModalViewAreNotReached() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        label("Behind", 16, 60, in: root)
        let earlier = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        label("Earlier sheet", 16, 10, in: earlier)
        let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        label("Sheet title", 16, 20, in: sheet)
        let close = UIButton(frame: CGRect(x: 300, y: 10, width: 60, height: 44))
        close.setTitle("Close", for: .normal)
        sheet.addSubview(close)
        root.addSubview(earlier)
        root.addSubview(sheet)
        XCTAssertEqual(try stops(root), ["Behind", "Earlier sheet", "Close", "Sheet title"])
        earlier.accessibilityViewIsModal = true
        sheet.accessibilityViewIsModal = true
        XCTAssertEqual(try stops(root), ["Close", "Sheet title"])
    }

    /// UIAccessibility.h: accessibilityElementsHidden "Marks all the accessible elements contained within as hidden."
    @MainActor func testElementsInsideAHiddenContainerAreNotReached() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let badge = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        label("Decoration", 16, 10, in: badge)
        label("Title", 16, 300, in: root)
        root.addSubview(badge)
        XCTAssertEqual(try stops(root), ["Decoration", "Title"])
        badge.accessibilityElementsHidden = true
        XCTAssertEqual(try stops(root), ["Title"])
    }

    /// UIAccessibility.h: shouldGroupAccessibilityChildren "Forces children elements to be grouped
    /// together regardless of their position on screen": two columns are read one after the other.
    @MainActor func testGroupedColumnsAreReadOneAfterTheOther() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 195, height: 200))
        let right = UIView(frame: CGRect(x: 195, y: 100, width: 195, height: 200))
        // Frames in the columns' coordinates: the columns' tops are at 100.
        label("Left 1", 16, 0, in: left)
        label("Left 2", 16, 100, in: left)
        label("Right 1", 16, 0, in: right)
        label("Right 2", 16, 100, in: right)
        root.addSubview(left)
        root.addSubview(right)
        XCTAssertEqual(try stops(root), ["Left 1", "Right 1", "Left 2", "Right 2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        XCTAssertEqual(try stops(root), ["Left 1", "Left 2", "Right 1", "Right 2"])
    }

    /// AccessibilitySnapshot's parser: a row is read in the layout direction, so a right-to-left
    /// screen (here the trait collection a test gives) reads its rightmost element first.
    @MainActor func testARightToLeftScreenReadsEachRowFromTheRight() async throws {
        final class Row: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                for (text, x) in [("Start", 16.0), ("End", 260.0)] {
                    let label = UILabel(frame: CGRect(x: x, y: 100, width: 100, height: 20))
                    label.text = text
                    view.addSubview(label)
                }
            }
        }
        let size = CGSize(width: 390, height: 844)
        let ltr = AXAuditExport.withLaidOut(Row(), size: size, renderTime: nil) { view in Result { try stops(view) } }
        XCTAssertEqual(try ltr.get(), ["Start", "End"])
        let rtl = AXAuditExport.withLaidOut(
            Row(), size: size, traitCollection: UITraitCollection(layoutDirection: .rightToLeft), renderTime: nil
        ) { view in Result { try stops(view) } }
        XCTAssertEqual(try rtl.get(), ["End", "Start"])
    }

    /// AccessibilitySnapshot's parser: tops less than 8 points apart on a phone (13 on an iPad)
    /// are one row. A phone in landscape keeps the phone's 8: 10 points apart are two rows.
    @MainActor func testAPhoneInLandscapeReadsTenPointsApartAsTwoRows() async throws {
        for (size, expected) in [
            (CGSize(width: 844, height: 390), ["Title", "Price"]),
            (CGSize(width: 1194, height: 834), ["Price", "Title"]),
        ] {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            label("Price", 16, 100, in: root)
            label("Title", 400, 90, in: root)
            XCTAssertEqual(try stops(root), expected, "\(size)")
        }
    }
}
#endif
