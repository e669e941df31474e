import XCTest

@testable import AXAuditModel

/// Which elements get SwiftUI fixes: those under a hosting view or of a SwiftUI
/// class, except a UIKit view a `UIViewRepresentable` puts back in UIKit.
final class SwiftUIOriginTests: XCTestCase {
    private func marks(_ body: String) throws -> [String: Bool] {
        let h = try FT.hierarchy(FT.doc(body))
        var out: [String: Bool] = [:]
        for index in h.elements.indices.dropFirst() {
            if let id = h.elements[index].id { out[id] = h.isSwiftUI(Element.Index(index)) }
        }
        return out
    }

    func testEverythingUnderAHostingViewIsSwiftUI() throws {
        let found = try marks(
            """
            <element id="window" class="UIWindow" frame="0 0 390 844">
              <element id="host" class="_UIHostingView&lt;ContentView&gt;" inherits="UIView" frame="0 0 390 844">
                <element id="title" class="AccessibilityNode" inherits="SwiftUI.AccessibilityNode" label="Trail shoes" frame="16 100 200 20"/>
                <element id="photo" class="UIView" frame="16 130 100 100"/>
              </element>
              <element id="tabs" class="UITabBar" frame="0 800 390 44"/>
            </element>
            """)
        XCTAssertEqual(found, ["window": false, "host": true, "title": true, "photo": true, "tabs": false])
    }

    func testAMangledOrQualifiedSwiftUIClassMarksItsSubtree() throws {
        let found = try marks(
            """
            <element id="a" class="_TtGC7SwiftUI14_UIHostingViewV4Shop11ContentView_" frame="0 0 390 844">
              <element id="a1" class="UILabel" label="Sale" frame="0 0 10 10"/>
            </element>
            <element id="b" class="SwiftUI.AccessibilityNode" label="Buy" frame="0 0 10 10"/>
            <element id="c" class="ShopHostView" inherits="UIHostingView UIView" frame="0 0 10 10"/>
            <element id="d" class="SwiftUIStyledLabel" inherits="UILabel UIView" label="Not SwiftUI's" frame="0 0 10 10"/>
            """)
        XCTAssertEqual(found, ["a": true, "a1": true, "b": true, "c": true, "d": false])
    }

    func testAUIKitViewInsideSwiftUIGetsUIKitFixes() throws {
        let found = try marks(
            """
            <element id="host" class="_UIHostingView&lt;MapScreen&gt;" frame="0 0 390 844">
              <element id="rep" class="PlatformViewHost&lt;PlatformViewRepresentableAdaptor&lt;MapView&gt;&gt;" frame="0 0 390 400">
                <element id="map" class="MKMapView" inherits="UIView" frame="0 0 390 400">
                  <element id="pin" class="MKMarkerAnnotationView" label="Cafe" frame="10 10 30 30"/>
                </element>
              </element>
              <element id="caption" class="SwiftUI.AccessibilityNode" label="Cafes near you" frame="0 410 390 20"/>
            </element>
            """)
        XCTAssertEqual(found, ["host": true, "rep": false, "map": false, "pin": false, "caption": true])
    }

    func testAScreenWithoutSwiftUIClassesIsUIKit() throws {
        let found = try marks(
            """
            <element id="list" class="UITableView" frame="0 0 390 844">
              <element id="cell" class="UITableViewCell" label="Wi-Fi" frame="0 0 390 44"/>
            </element>
            """)
        XCTAssertEqual(found, ["list": false, "cell": false])
    }

    /// The origin is told with the element's other known classes, per class name
    /// of the file: a class changed after import is told again, and a host among
    /// an element's own classes wins over a SwiftUI superclass.
    func testAClassChangedAfterImportIsToldAgain() throws {
        var h = try FT.hierarchy(
            FT.doc(
                """
                <element id="outer" class="UIView" frame="0 0 390 844">
                  <element id="inner" class="UILabel" label="Sale" frame="0 0 10 10"/>
                </element>
                <element id="both" class="PlatformViewHost&lt;X&gt;" inherits="SwiftUI.AccessibilityNode" frame="0 0 1 1"/>
                """))
        let outer = try XCTUnwrap(h.indexByID["outer"]), inner = try XCTUnwrap(h.indexByID["inner"])
        XCTAssertFalse(h.isSwiftUI(inner))
        XCTAssertFalse(h.isSwiftUI(try XCTUnwrap(h.indexByID["both"])))
        h.elements[Int(outer)].className = "UIHostingView<Shop>"
        XCTAssertTrue(h.isSwiftUI(inner))
        h.elements[Int(inner)].inherits = ["_UIKitPlatformViewHost<Y>"]
        XCTAssertFalse(h.isSwiftUI(inner))
        XCTAssertEqual(KnownClasses.of("SwiftUI.PlatformViewHost<Z>"), .representableHost)
        XCTAssertEqual(KnownClasses.of("_UIHostingView"), .swiftUI)
        XCTAssertEqual(KnownClasses.of("_UIHostingViewer"), [])
    }
}
