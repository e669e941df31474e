import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// The page sources these suites audit, and what every rule finds in them:
/// `Self.pageSource` and `Self.findings` in each page-source pattern suite.
protocol PageSourceScreens {}

extension PageSourceScreens {
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
}

/// What real page sources show, pattern by pattern (issue 24): minimal sources
/// in the shape WebDriverAgent writes them, each audited by every rule.
final class PageSourcePatternTests: XCTestCase, PageSourceScreens {
    // MARK: - Pattern 3: cards inferred from what a collection cell holds

    /// Each element's roles as the rules see them (cards are inferred when a screen is audited).
    static func auditedRoles(_ xml: String) throws -> [Roles] {
        let hierarchy = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        return Auditor().audit(hierarchy).hierarchy.elements.map(\.roles)
    }

    static func productCell(y: Int, accessible: Bool, label: String = "") -> String {
        let a = accessible ? "true" : "false"
        return """
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="\(label)" label="\(label)" enabled="true" visible="true" accessible="\(a)" x="16" y="\(y)" width="171" height="240">
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="shoes" enabled="true" visible="true" accessible="false" x="16" y="\(y)" width="171" height="120"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Trail shoes" name="Trail shoes" label="Trail shoes" enabled="true" visible="true" accessible="\(accessible ? "false" : "true")" x="24" y="\(y + 130)" width="150" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="$89" name="$89" label="$89" enabled="true" visible="true" accessible="\(accessible ? "false" : "true")" x="24" y="\(y + 155)" width="60" height="20"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Buy" label="Buy" enabled="true" visible="true" accessible="\(accessible ? "false" : "true")" x="24" y="\(y + 190)" width="80" height="44"/>
            </XCUIElementTypeCell>
            """
    }

    func testACollectionCellWithAnImageTextsAndAButtonIsACard() throws {
        func screen(_ cells: String, in type: String = "CollectionView") -> String {
            Self.pageSource(
                """
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementType\(type) type="XCUIElementType\(type)" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="700">
                \(cells)
                </XCUIElementType\(type)>
                </XCUIElementTypeOther>
                """)
        }
        // Split into stops: one card-aggregated-label finding, not a cell finding too.
        let split = screen(Self.productCell(y: 100, accessible: false))
        XCTAssertEqual(try Self.auditedRoles(split)[4], [.card, .cell])
        XCTAssertEqual(Self.findings(split), ["5 card-aggregated-label"])
        // One element whose label says all the card shows: the card is fine, but its Buy
        // button is buried (a page source shows no custom actions): reported at the card, the stop.
        XCTAssertEqual(
            Self.findings(screen(Self.productCell(y: 100, accessible: true, label: "Trail shoes, $89"))),
            ["5 cell-hidden-control"])
        // One element whose label leaves out the price: the card rule's warning too.
        XCTAssertEqual(
            Self.findings(screen(Self.productCell(y: 100, accessible: true, label: "Trail shoes"))),
            ["5 card-aggregated-label", "5 cell-hidden-control"])
        // A table's row is a list row, whatever it holds; a collection cell with less is no card.
        XCTAssertEqual(
            try Self.auditedRoles(screen(Self.productCell(y: 100, accessible: false), in: "Table"))[4], .cell)
        let photo = screen(
            """
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="16" y="100" width="100" height="100">
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="Photo" label="Photo" enabled="true" visible="true" accessible="true" x="16" y="100" width="100" height="100"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Like" label="Like" enabled="true" visible="true" accessible="true" x="70" y="150" width="44" height="44"/>
            </XCUIElementTypeCell>
            """)
        XCTAssertEqual(try Self.auditedRoles(photo)[4], .cell)
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

    func testIOS26SettingsWithoutAccessibleReadsEveryRow() throws {
        // As captured with `excluded_attributes=accessible,index`: the collection
        // view is not visible, its cells are; each row is a button.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" enabled="true" visible="true" x="0" y="62" width="402" height="106" traits="">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Settings" name="Settings" label="Settings" enabled="true" visible="true" x="16" y="119" width="133" height="42" traits="Header"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="false" x="0" y="0" width="402" height="874" traits="">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="16" y="380" width="370" height="53" traits="">
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" x="16" y="380" width="370" height="53" traits=""/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="com.apple.settings.general" label="General" enabled="true" visible="true" x="16" y="380" width="370" height="53" traits="StaticText, Button">
            <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" x="29" y="392" width="30" height="30" traits="Image"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="General" name="General" label="General" enabled="true" visible="true" x="29" y="392" width="103" height="29" traits="StaticText"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="chevron.forward" enabled="true" visible="true" x="360" y="400" width="8" height="13" traits="Image"/>
            </XCUIElementTypeButton>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="16" y="432" width="370" height="53" traits="">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="com.apple.settings.accessibility" label="Accessibility" enabled="true" visible="true" x="16" y="432" width="370" height="53" traits="StaticText, Button">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Accessibility" name="Accessibility" label="Accessibility" enabled="true" visible="true" x="29" y="444" width="138" height="29" traits="StaticText"/>
            </XCUIElementTypeButton>
            </XCUIElementTypeCell>
            </XCUIElementTypeCollectionView>
            """, accessible: false)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(
            VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["Settings", "General", "Accessibility"])
        XCTAssertEqual(Self.findings(xml), [])
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
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="16" y="80" width="30" height="30"/>
            """, accessible: false)
        // The bar takes the touches around its items: their size is not judged.
        XCTAssertEqual(Self.findings(xml), ["4 element-label", "8 element-label", "8 touch-target-size"])
    }

    func testUnlabelledCellsOfTextsInOldSourcesAreOneElement() throws {
        // UIKit reads a plain row once: "Buttons, Various uses of UIButton".
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="75" width="375" height="592">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="75" width="375" height="27">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="17" y="80" width="75" height="12" name="Buttons" label="Buttons" value="Buttons"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="17" y="90" width="165" height="12">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="17" y="90" width="165" height="12" name="Various uses of UIButton" label="Various uses of UIButton" value="Various uses of UIButton"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="false" x="17" y="900" width="165" height="12" name="Off" label="Off" value="Off"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="127" width="375" height="52">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="17" y="131" width="82" height="27" name="Wi-Fi" label="Wi-Fi" value="Wi-Fi"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" enabled="true" visible="true" x="300" y="131" width="51" height="31" name="Wi-Fi" label="Wi-Fi" value="1"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """, accessible: false)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(h[3].isAccessibilityElement, true)
        XCTAssertEqual(h[3].text, "Buttons, Various uses of UIButton")
        // A cell of a text and a switch is UIKit's switch row: one element, the switch's value its own.
        XCTAssertEqual(h[8].isAccessibilityElement, true)
        XCTAssertEqual(h[8].accessibilityValue, "1")
        XCTAssertEqual(VoiceOverOrder(h).stops, [3, 8])
        // A 27-point row taken as an element by inference: whether it is tapped is unknown.
        XCTAssertEqual(Self.findings(xml), [])
    }

    func testUnlabelledTextFieldsOfOldSourcesAreElements() throws {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="First Name" placeholderValue="First Name" enabled="true" visible="true" x="16" y="100" width="300" height="44"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="" enabled="true" visible="true" x="16" y="150" width="300" height="44"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="16" y="200" width="300" height="20"/>
            """, accessible: false)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(h.elements.map(\.isAccessibilityElement), [false, false, true, true, false])
        // The first says its placeholder (label-quality: a placeholder as its only label); the second nothing.
        XCTAssertEqual(Self.findings(xml), ["3 label-quality", "4 element-label"])
    }

    func testAControlExposedTwiceIsOneItem() {
        // iOS 11 exposes the back button and its chevron, inside it, both as "Back".
        let xml = Self.pageSource(
            """
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" enabled="true" visible="true" x="0" y="24" width="375" height="52" name="TextFields">
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="9" y="31" width="68" height="36" name="Back" label="Back"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="9" y="37" width="25" height="26" name="Back" label="Back"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="300" y="31" width="68" height="36" name="Back" label="Back"/>
            </XCUIElementTypeNavigationBar>
            """, accessible: false)
        // The third is another button saying the same.
        XCTAssertEqual(Self.findings(xml), ["6 duplicate-label"])
        XCTAssertTrue(auditAll(xml).first?.message.contains("as does 1 other element") == true)
    }

    func testAFailedSnapshotIsAnInputError() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeAny type="XCUIElementTypeAny" enabled="true" visible="false" x="-1" y="-1" width="0" height="0">
                <XCUIElementTypeAny type="XCUIElementTypeAny" enabled="true" visible="false" x="-1" y="-1" width="0" height="0"/>
              </XCUIElementTypeAny>
            </AppiumAUT>
            """
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 2, column: 1)])
        XCTAssertTrue(result.errors.first?.message.contains("no XCUIElementTypeApplication") == true)
        // Without `accessible`, but with no screen there is nothing to read approximately.
        XCTAssertEqual(result.warnings, [])
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

    // MARK: - Pattern 3: star ratings drawn as images

    func testStarImagesAreOneRatingFinding() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="80" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Daily News" name="Daily News" label="Daily News" enabled="true" visible="true" accessible="true" x="16" y="104" width="200" height="20" index="0"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star-full" label="star-full" enabled="true" visible="true" accessible="true" x="16" y="130" width="12" height="12" index="1"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star-full" label="star-full" enabled="true" visible="true" accessible="true" x="28" y="130" width="12" height="12" index="2"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star-full" label="star-full" enabled="true" visible="true" accessible="true" x="40" y="130" width="12" height="12" index="3"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star-full" label="star-full" enabled="true" visible="true" accessible="true" x="52" y="130" width="12" height="12" index="4"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star-half" label="star-half" enabled="true" visible="true" accessible="true" x="64" y="130" width="12" height="12" index="5"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="4.9" name="4.9" label="4.9" enabled="true" visible="true" accessible="true" x="80" y="130" width="30" height="12" index="6"/>
            </XCUIElementTypeCell>
            """)
        // Not five asset-name images and four duplicates: one rating. The cell
        // splits into stops of its own (cell-accessibility-element).
        XCTAssertEqual(Self.findings(xml), ["3 cell-accessibility-element", "5 rating-label-and-value"])
        let findings = auditAll(xml)
        let rating = findings.first { $0.ruleID == "rating-label-and-value" }
        XCTAssertTrue(rating?.message.contains("\"4.9\"") == true, rating?.message ?? "")
        XCTAssertTrue(rating?.message.contains("5 separate images") == true, rating?.message ?? "")
    }

    func testStarNames() {
        func image(_ label: String) -> Element {
            var draft = ElementDraft(subtreeEnd: 1, siblingPosition: 1, location: SourceLocation(line: 1, column: 1))
            draft.roles = .image
            draft.accessibilityLabel = label
            return Element(draft)
        }
        for name in ["star", "Star", "STAR-HALF", "ic_star_filled", "rating.star.empty", "starfull", "xstar star"] {
            XCTAssertTrue(StarRow.isStar(image(name)), name)
        }
        for name in ["Start", "Starbucks", "superstar", "sstar", "4.9", "", "s-t-a-r"] {
            XCTAssertFalse(StarRow.isStar(image(name)), name)
        }
    }

    func testOneStarNextToANumberIsAnIcon() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="star" enabled="true" visible="true" accessible="false" x="16" y="130" width="12" height="12" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="4.9" name="4.9" label="4.9" enabled="true" visible="true" accessible="true" x="30" y="130" width="30" height="12" index="1"/>
            """)
        XCTAssertEqual(Self.findings(xml), [])
    }
}
