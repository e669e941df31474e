import XCTest

@testable import AXAudit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// What real page sources show, pattern by pattern (issue 24): minimal sources
/// in the shape WebDriverAgent writes them, each audited by every rule.
final class PageSourcePatternTests: XCTestCase {
    /// A page source: `<AppiumAUT>`, the application (line 2), then `body`, one element a line from line 3.
    static func pageSource(_ body: String, accessible: Bool = true) -> String {
        let a = accessible ? #" accessible="false""# : ""
        return """
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true"\(a) x="0" y="0" width="390" height="844" index="0">
            \(body)
            </XCUIElementTypeApplication>
            </AppiumAUT>
            """
    }

    /// `line rule-id` per finding, sorted by line.
    static func findings(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.errors.map(\.message), [], file: file, line: line)
        guard let hierarchy = result.hierarchy else { return [] }
        return Auditor().audit(hierarchy).findings
            .sorted { ($0.location.line, $0.ruleID) < ($1.location.line, $1.ruleID) }
            .map { "\($0.location.line) \($0.ruleID)" }
    }

    // MARK: - Pattern 1: `visible` is per element

    func testRowsInsideAScrollViewMarkedNotVisibleAreAudited() {
        // iOS 26 marks the collection view not visible, and its rows visible.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="false" accessible="false" x="0" y="100" width="390" height="700" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Daily News" label="Daily News" enabled="true" visible="true" accessible="true" x="0" y="100" width="390" height="80" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="340" y="200" width="44" height="44" index="1"/>
            </XCUIElementTypeCollectionView>
            """)
        XCTAssertEqual(Self.findings(xml), ["5 element-label"])
        let h = try? XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(h.map { VoiceOverOrder($0).stops }, [3, 4])
    }

    func testAnElementOffScreenIsNotAStopAndItsSizeIsNotJudged() {
        // Scrolled below the screen: VoiceOver would scroll to it, but where it
        // will be is not in the capture.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Shown" label="Shown" enabled="true" visible="true" accessible="true" x="16" y="100" width="120" height="44" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="More" label="More" enabled="true" visible="false" accessible="true" x="16" y="1200" width="30" height="20" index="1"/>
            </XCUIElementTypeScrollView>
            """)
        XCTAssertEqual(Self.findings(xml), [])
    }

    // MARK: - Pattern 2: sources without `accessible`

    func testUnlabelledControlsOfOldSourcesAreElements() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Inbox" enabled="true" visible="true" x="0" y="20" width="390" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="8" y="27" width="52" height="30"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Compose" label="Compose" enabled="true" visible="true" x="330" y="20" width="52" height="44"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="divider" enabled="true" visible="true" x="0" y="64" width="390" height="1"/>
            """, accessible: false)
        XCTAssertEqual(Self.findings(xml), ["4 element-label", "4 touch-target-size"])
    }

    // MARK: - Pattern 8: macaca app-inspector's format

    static let macaca = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy>
        <node type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="667" index="0">
        <node type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="375" height="667" index="0">
        <node type="XCUIElementTypeButton" name="cart" label="Cart" enabled="true" visible="true" accessible="true" x="300" y="20" width="30" height="30" index="0"/>
        <node type="XCUIElementTypeStaticText" name="Trail shoes" label="Trail shoes" value="Trail shoes" enabled="true" visible="true" accessible="true" x="16" y="80" width="200" height="20" index="1"/>
        </node>
        </node>
        </hierarchy>
        """

    func testMacacaHierarchyIsReadAsAPageSource() throws {
        let result = Importer.importBytes(Array(Self.macaca.utf8), file: "macaca.xml")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.format, .xcuitest)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(
            h.elements.map(\.className),
            [
                "hierarchy", "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeButton",
                "XCUIElementTypeStaticText",
            ])
        XCTAssertEqual(h.screen, "Shop")
        XCTAssertEqual(h.screenSize?.width, 375)
        XCTAssertEqual(h[3].roles, .control)
        XCTAssertEqual(VoiceOverOrder(h).stops, [3, 4])
        XCTAssertEqual(Self.findings(Self.macaca), ["5 touch-target-size"])
    }

    func testHierarchyRootsThatAreNotMacacaAreStillTold() {
        // An Android dump, a native file without its version, an empty one.
        let android = Importer.importBytes(
            Array(
                #"<hierarchy><node index="0" class="android.widget.FrameLayout" bounds="[0,0][1,1]"/></hierarchy>"#.utf8
            ),
            file: "a.xml")
        XCTAssertNil(android.hierarchy)
        XCTAssertEqual(android.errors.map(\.location), [SourceLocation(line: 1, column: 1)])
        XCTAssertTrue(android.errors.first?.message.hasPrefix("this is an Android uiautomator dump") == true)
        let native = Importer.importBytes(Array(#"<hierarchy screen="S"><element/></hierarchy>"#.utf8), file: "n.xml")
        XCTAssertNil(native.hierarchy)
        XCTAssertEqual(native.format, .axaudit)
        XCTAssertTrue(native.errors.first?.message.contains("version") == true, "\(native.errors)")
        let empty = Importer.importBytes(Array("<hierarchy/>".utf8), file: "e.xml")
        XCTAssertNil(empty.hierarchy)
        XCTAssertEqual(empty.errors.count, 1, "\(empty.errors)")
        XCTAssertTrue(empty.errors.first?.message.contains("version") == true, "\(empty.errors)")
        let androidEmpty = Importer.importBytes(Array(#"<hierarchy rotation="0"/>"#.utf8), file: "r.xml")
        XCTAssertNil(androidEmpty.hierarchy)
        XCTAssertTrue(androidEmpty.errors.first?.message.hasPrefix("this is an Android") == true)
        let truncated = Importer.importBytes(
            Array("<hierarchy>\n<node type=\"XCUIElementTypeApplication\">\n<node".utf8), file: "t.xml")
        XCTAssertNil(truncated.hierarchy)
        XCTAssertEqual(truncated.format, .xcuitest)
        XCTAssertFalse(truncated.errors.isEmpty)
    }
}
