import XCTest

@testable import AXAuditKit
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

    // MARK: - Pattern 4: switch rows

    func testACellWhoseValueMirrorsItsSwitchIsUIKitsSwitchRow() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="700" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" value="0" name="Auto-Correction" label="Auto-Correction" enabled="true" visible="true" accessible="true" x="0" y="100" width="390" height="44" index="0">
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Auto-Correction" label="Auto-Correction" enabled="true" visible="true" accessible="false" x="323" y="106" width="51" height="31" index="0"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Notifications" label="Notifications" enabled="true" visible="true" accessible="true" x="0" y="144" width="390" height="44" index="1">
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Notifications" label="Notifications" enabled="true" visible="true" accessible="false" x="323" y="150" width="51" height="31" index="0"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """)
        // The second cell does not say the switch's state: its switch is hidden, reported at the cell.
        XCTAssertEqual(Self.findings(xml), ["7 cell-hidden-control"])
    }

    // MARK: - Pattern 5: container cells

    func testCellsHostingControlsOrAListAreNotToldToBeOneElement() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="200" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Ada Lovelace" name="Ada Lovelace" label="Ada Lovelace" enabled="true" visible="true" accessible="true" x="16" y="10" width="200" height="20" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Follow" label="Follow" enabled="true" visible="true" accessible="true" x="16" y="40" width="100" height="44" index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Funding" label="Funding" enabled="true" visible="true" accessible="true" x="130" y="40" width="100" height="44" index="2"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="200" width="390" height="200" index="1">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Trending" name="Trending" label="Trending" enabled="true" visible="true" accessible="true" x="16" y="210" width="200" height="20" index="0"/>
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" accessible="false" x="0" y="240" width="390" height="150" index="1">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Daily News" name="Daily News" label="Daily News" enabled="true" visible="true" accessible="true" x="16" y="250" width="150" height="20" index="0"/>
            </XCUIElementTypeScrollView>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="400" width="390" height="60" index="2">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Episode 12" name="Episode 12" label="Episode 12" enabled="true" visible="true" accessible="true" x="16" y="410" width="200" height="20" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="42 min" name="42 min" label="42 min" enabled="true" visible="true" accessible="true" x="16" y="432" width="200" height="20" index="1"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeCollectionView>
            """)
        // Only the plain row of two texts is told to be one element.
        XCTAssertEqual(Self.findings(xml), ["15 cell-accessibility-element"])
    }

    /// A slider row (Ice Cubes' Display Settings, iOS 26): VoiceOver adjusts the
    /// slider itself, so the row is not told to become one element; the
    /// unlabelled slider is element-label's, one finding for one cause.
    func testASliderRowIsNotToldToBecomeOneElement() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="16" y="588" width="370" height="88" index="0">
            <XCUIElementTypeSlider type="XCUIElementTypeSlider" value="100%" enabled="true" visible="true" accessible="true" x="32" y="603" width="338" height="44" traits="Adjustable" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Font Scaling: 1.0" label="Font Scaling: 1.0" enabled="true" visible="true" accessible="true" x="138" y="650" width="126" height="21" traits="StaticText" index="1"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="16" y="700" width="370" height="60" index="1">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Episode 12" label="Episode 12" enabled="true" visible="true" accessible="true" x="32" y="710" width="200" height="20" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="42 min" label="42 min" enabled="true" visible="true" accessible="true" x="32" y="732" width="200" height="20" index="1"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """)
        XCTAssertEqual(Self.findings(xml), ["5 element-label", "8 cell-accessibility-element"])
        let hierarchy = Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy!
        let slider = Auditor().audit(hierarchy).findings.first { $0.ruleID == "element-label" }
        XCTAssertEqual(slider?.fix, "slider.accessibilityLabel = \"Font Scaling\" (the caption beside it)")
    }

    // MARK: - iOS 26 captures, third round (NetNewsWire, Kiwix, Settings)

    /// A link inside a sentence of web text (NetNewsWire's article) is sized by
    /// the line: WCAG 2.5.8 exempts it; alone, a 23-point link is too small.
    func testALinkInASentenceIsNotJudgedForItsSize() {
        let sentence = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
              <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="The shows what the app is doing" enabled="true" visible="true" accessible="false" x="59" y="380" width="322" height="55" traits="">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="The " label="The" enabled="true" visible="true" accessible="true" x="59" y="382" width="34" height="23" traits="StaticText"/>
                  <XCUIElementTypeLink type="XCUIElementTypeLink" label="Current Activity screen" enabled="true" visible="true" accessible="false" x="93" y="382" width="175" height="23" traits="Link">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Current Activity screen" label="Current Activity screen" enabled="true" visible="true" accessible="true" x="93" y="382" width="175" height="23" traits="Link, StaticText"/>
                  </XCUIElementTypeLink>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value=" shows what the app is doing" label="shows what the app is doing" enabled="true" visible="true" accessible="true" x="59" y="382" width="304" height="50" traits="StaticText"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWebView>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(sentence), [])
        // Without the sentence, and with a button just below it (so WCAG's spacing exception does not apply).
        let button = """
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Share" enabled="true" visible="true" accessible="true" x="160" y="400" width="44" height="44" traits="Button"/>
            """
        let alone = sentence.split(separator: "\n")
            .filter { !$0.contains("label=\"The\"") && !$0.contains("label=\"shows what the app is doing\"") }
            .map { $0.contains("</XCUIElementTypeOther>") ? Substring(button) + "\n" + $0 : $0 }
            .joined(separator: "\n")
        XCTAssertEqual(Self.findings(alone), ["5 touch-target-size"])
    }

    /// Web content scrolls under a toolbar (Kiwix): its links are not compared with the bar's buttons.
    func testWebContentUnderAToolbarIsNoOverlap() {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
              <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
                <XCUIElementTypeLink type="XCUIElementTypeLink" label="Tile" enabled="true" visible="true" accessible="false" x="100" y="720" width="201" height="216" traits="Link">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" label="Tile" enabled="true" visible="true" accessible="true" x="100" y="720" width="201" height="216" traits="Link, Image"/>
                </XCUIElementTypeLink>
              </XCUIElementTypeWebView>
              <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" name="Toolbar" enabled="true" visible="true" accessible="false" x="0" y="788" width="402" height="86" traits="">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Library" enabled="true" visible="true" accessible="true" x="175" y="803" width="47" height="38" traits="Button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Tabs Manager" enabled="true" visible="true" accessible="true" x="121" y="803" width="41" height="38" traits="Button"/>
              </XCUIElementTypeToolbar>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(xml), [])
        let fixed = xml.replacingOccurrences(of: "XCUIElementTypeWebView", with: "XCUIElementTypeOther")
        // Fixed, the Library button covers the tile's centre, where VoiceOver taps it.
        XCTAssertEqual(Self.findings(fixed), ["8 overlapping-controls"])
    }

    /// A card cell whose one stop covers it is read as that element (Settings'
    /// Apple Account row); when the stop's label leaves a text out, the text is
    /// what VoiceOver does not say: one finding: the stop is a button, so label-in-name's.
    func testACardReadAsOneSentenceByItsOneStop() {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
              <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" traits="">
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="16" y="168" width="370" height="91" traits="">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" label="Apple Account, Sign in to access your iCloud data." enabled="true" visible="true" accessible="true" x="16" y="168" width="370" height="91" traits="StaticText, Button">
                    <XCUIElementTypeImage type="XCUIElementTypeImage" name="apple.id" label="apple.id" enabled="true" visible="true" accessible="false" x="32" y="183" width="60" height="61" traits="Image"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Apple Account" label="Apple Account" enabled="true" visible="true" accessible="false" x="100" y="183" width="135" height="24" traits="StaticText"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Sign in to access your iCloud data." label="Sign in to access your iCloud data." enabled="true" visible="true" accessible="false" x="100" y="209" width="236" height="35" traits="StaticText"/>
                  </XCUIElementTypeButton>
                </XCUIElementTypeCell>
              </XCUIElementTypeCollectionView>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(xml), [])
        let partial = xml.replacingOccurrences(
            of: "label=\"Apple Account, Sign in to access your iCloud data.\"", with: "label=\"Apple Account\"")
        XCTAssertEqual(Self.findings(partial), ["4 label-in-name"])
    }

    /// A player's elapsed and remaining times beside its scrubber (Pocket
    /// Casts, iOS 26) show what the scrubber's value says; beside a plain
    /// view they are text no stop speaks.
    func testTimesBesideAScrubberAreSpokenByItsValue() {
        func source(traits: String) -> String {
            Self.pageSource(
                """
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="10" y="514" width="382" height="100" index="0">
                <XCUIElementTypeOther type="XCUIElementTypeOther" value="six seconds of one minute, nineteen seconds" name="Episode Playback" label="Episode Playback" enabled="true" visible="true" accessible="true" x="10" y="514" width="382" height="60" index="0" traits="\(traits)"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="00:06" name="00:06" label="00:06" enabled="true" visible="true" accessible="false" x="30" y="586" width="35" height="15" index="1" traits="StaticText"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="-01:13" name="-01:13" label="-01:13" enabled="true" visible="true" accessible="false" x="331" y="586" width="41" height="15" index="2" traits="StaticText"/>
                </XCUIElementTypeOther>
                """)
        }
        XCTAssertEqual(Self.findings(source(traits: "Adjustable")), [])
        XCTAssertEqual(Self.findings(source(traits: "StaticText")), ["5 text-not-spoken", "6 text-not-spoken"])
    }

    // MARK: - iOS 26 captures, fourth round (Pocket Casts, SpringBoard)

    /// A cell of a carousel row holds a collection of its own: the row is no
    /// card; the tile inside it, with its image, texts and button, is.
    func testACellHoldingAListIsNoCard() {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="217" width="402" height="208" index="0" traits="">
                    <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="0" y="217" width="402" height="183" index="0" traits="">
                      <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="217" width="402" height="183" index="0" traits="">
                        <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" accessible="false" x="16" y="233" width="149" height="150" index="0" traits="Image"/>
                        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="FEATURED" name="FEATURED" label="FEATURED" enabled="true" visible="true" accessible="true" x="181" y="233" width="102" height="26" index="1" traits="StaticText"/>
                        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Follow" label="Follow" enabled="true" visible="true" accessible="true" x="350" y="233" width="44" height="44" index="2" traits="Button"/>
                        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Buried Evidence" name="Buried Evidence" label="Buried Evidence" enabled="true" visible="true" accessible="true" x="181" y="267" width="213" height="27" index="3" traits="StaticText"/>
                        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="The Crime Desk" name="The Crime Desk" label="The Crime Desk" enabled="true" visible="true" accessible="true" x="181" y="297" width="213" height="19" index="4" traits="StaticText"/>
                      </XCUIElementTypeCell>
                    </XCUIElementTypeCollectionView>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="Page 4 of 7" label="Page 4 of 7" enabled="true" visible="true" accessible="true" x="141" y="400" width="120" height="44" index="1" traits="Button"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeCollectionView>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(xml), ["6 card-aggregated-label"])
    }

    /// The status bar is the system's: read, not judged.
    func testTheStatusBarIsReadButNotJudged() throws {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="MobiumApp" label="MobiumApp" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="" bundleId="dev.mobium.mobiumapp">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="54" index="0" traits="">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="7:46 PM" name="7:46 PM" label="7:46 PM" enabled="true" visible="true" accessible="true" x="55" y="14" width="38" height="22" index="0" traits="StaticText, UpdatesFrequently"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="breadcrumb" label="Return to MobiumApp" enabled="true" visible="true" accessible="true" x="12" y="33" width="77" height="14" index="1" traits="Button"/>
                </XCUIElementTypeStatusBar>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(xml), [])
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertFalse(VoiceOverOrder(h).stops.isEmpty)
        let asApp = xml.replacingOccurrences(of: "XCUIElementTypeStatusBar", with: "XCUIElementTypeOther")
        XCTAssertFalse(Self.findings(asApp).isEmpty)
    }

    /// Headings of a screen covered by a sheet (Pocket Casts' episode sheet over
    /// the podcast page) are no scroll away: the sheet is judged on its own.
    func testHeadingsOfACoveredScreenDoNotCount() {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                  <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="false" accessible="false" x="0" y="0" width="402" height="874" index="0" traits="">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="1 episode" name="1 episode" label="1 episode" enabled="true" visible="false" accessible="true" x="16" y="659" width="225" height="31" index="0" traits="Header, StaticText"/>
                  </XCUIElementTypeTable>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="62" width="402" height="812" index="1" traits="">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close" label="Close" enabled="true" visible="true" accessible="true" x="6" y="72" width="44" height="44" index="0" traits="Button"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Welcome to Machine Gods" name="Welcome to Machine Gods" label="Welcome to Machine Gods" enabled="true" visible="true" accessible="true" x="16" y="130" width="370" height="27" index="1" traits="StaticText"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="true" accessible="true" x="161" y="170" width="80" height="80" index="2" traits="Button"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Download" label="Download" enabled="true" visible="true" accessible="true" x="0" y="260" width="70" height="51" index="3" traits="Button"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" enabled="true" visible="true" accessible="true" x="70" y="260" width="95" height="51" index="4" traits="Button"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Mark Played" label="Mark Played" enabled="true" visible="true" accessible="true" x="237" y="260" width="95" height="51" index="5" traits="Button"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Archive" label="Archive" enabled="true" visible="true" accessible="true" x="332" y="260" width="70" height="51" index="6" traits="Button"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="View Transcript" name="View Transcript" label="View Transcript" enabled="true" visible="true" accessible="true" x="60" y="330" width="110" height="19" index="7" traits="StaticText"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="The official podcast of the singularity." name="The official podcast of the singularity." label="The official podcast of the singularity." enabled="true" visible="true" accessible="true" x="16" y="380" width="366" height="40" index="8" traits="StaticText"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Share" label="Share" enabled="true" visible="true" accessible="true" x="342" y="72" width="44" height="44" index="9" traits="Button"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        XCTAssertEqual(Self.findings(xml).filter { $0.hasSuffix("heading-present") }.count, 1)
    }

    // MARK: - Patterns 6 and 7: asset names

    func testAssetNamesAreOneFindingEachOnImagesAndControls() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="100" index="0">
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="ic_podcast_placeholder" label="ic_podcast_placeholder" enabled="true" visible="true" accessible="true" x="16" y="10" width="60" height="60" index="0"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="ic_podcast_placeholder" label="ic_podcast_placeholder" enabled="true" visible="true" accessible="true" x="86" y="10" width="60" height="60" index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="nav cast off" label="nav cast off" enabled="true" visible="true" accessible="true" x="290" y="10" width="44" height="44" index="2"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="ic_close" label="ic_close" enabled="true" visible="true" accessible="true" x="340" y="10" width="44" height="44" index="3"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close" label="Close" enabled="true" visible="true" accessible="true" x="340" y="60" width="44" height="44" index="4"/>
            </XCUIElementTypeOther>
            """)
        XCTAssertEqual(
            Self.findings(xml), ["4 image-label", "5 image-label", "6 element-label", "7 element-label"])
    }

    func testButtonsInsideATextFieldAreStopsOfTheirOwn() throws {
        // A show-password button inside a secure field: VoiceOver reaches it
        // after the field; its title and image are inside it.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="Password" enabled="true" visible="true" x="16" y="196" width="343" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="common visibility off" label="common visibility off" enabled="true" visible="true" x="323" y="208" width="20" height="20">
            <XCUIElementTypeImage type="XCUIElementTypeImage" label="eye" enabled="true" visible="true" x="323" y="208" width="20" height="20"/>
            </XCUIElementTypeButton>
            </XCUIElementTypeSecureTextField>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Sign in" enabled="true" visible="true" x="16" y="260" width="343" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Sign in" enabled="true" visible="true" x="150" y="270" width="60" height="20"/>
            </XCUIElementTypeButton>
            """, accessible: false)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.stops, [2, 3, 5])
        XCTAssertEqual(order.insideElement, [false, false, false, false, true, false, true])
        XCTAssertEqual(Self.findings(xml), ["4 element-label", "4 touch-target-size"])
    }

    /// SwiftUI's Image(systemName:) in a button: iOS speaks the symbol's name when it
    /// has no description ("Arrow Down Circle"), its own description when it has one ("Share").
    func testAControlNamedByItsSymbolIsOneFinding() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="0" y="60" width="390" height="700" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="arrow.down.circle" label="Arrow Down Circle" enabled="true" visible="true" accessible="true" x="287" y="82" width="44" height="44" index="0" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="arrow.down.circle" label="Arrow Down Circle" enabled="true" visible="true" accessible="true" x="287" y="182" width="44" height="44" index="1" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="square.and.arrow.up" label="Share" enabled="true" visible="true" accessible="true" x="200" y="82" width="44" height="44" index="2" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="npr.org" label="npr.org" enabled="true" visible="true" accessible="true" x="100" y="82" width="44" height="44" index="3" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Settings.Close" label="Settings Close" enabled="true" visible="true" accessible="true" x="20" y="82" width="44" height="44" index="4" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="sign.in" label="Sign In" enabled="true" visible="true" accessible="true" x="20" y="182" width="44" height="44" index="5" traits="Button"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="arrow.down.circle" label="Arrow Down Circle" enabled="true" visible="true" accessible="true" x="100" y="182" width="44" height="44" index="6" traits="Button, Image"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="arrow.down.circle" label="Arrow Down Circle" enabled="true" visible="true" accessible="true" x="100" y="282" width="44" height="44" index="7" traits="Button, Image"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" name="trash.circle" label="Trash Circle" enabled="true" visible="true" accessible="true" x="200" y="282" width="44" height="44" index="8" traits="Image"/>
            </XCUIElementTypeCollectionView>
            """)
        // A tappable image too (image-label's); an image that is no control may show its symbol's name.
        XCTAssertEqual(Self.findings(xml), ["4 element-label", "5 element-label", "10 image-label", "11 image-label"])
    }

    func testAssetNameSpellings() {
        for name in [
            "nav cast off", "ic close", "btn back 24", "play button normal", "ic_close", "hero-image", "icon.png",
        ] {
            XCTAssertTrue(AssetNames.isAssetName(name, asset: nil), name)
        }
        for name in ["Close", "Sign in", "turn off", "4.9", "Nav Cast", "Cast to a device", "my podcasts", ""] {
            XCTAssertFalse(AssetNames.isAssetName(name, asset: nil), name)
        }
    }

    // MARK: - Pattern 9: reading order

    func testABottomToolbarListedFirstIsReadLastAndWebContentInItsOwnOrder() throws {
        // UIKit containers are read by their frames, as VoiceOver sorts them;
        // web content in its document's order, as VoiceOver reads web pages
        // (docs/page-sources.md).
        let xml = Self.pageSource(
            """
            <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" enabled="true" visible="true" accessible="false" x="0" y="780" width="390" height="64" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Share" label="Share" enabled="true" visible="true" accessible="true" x="16" y="790" width="60" height="44" index="0"/>
            </XCUIElementTypeToolbar>
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="140" width="390" height="600" index="1">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Article" name="Article" label="Article" enabled="true" visible="true" accessible="true" x="16" y="200" width="200" height="30" index="0"/>
            <XCUIElementTypeLink type="XCUIElementTypeLink" name="Fork me" label="Fork me" enabled="true" visible="true" accessible="true" x="300" y="140" width="90" height="90" index="1"/>
            </XCUIElementTypeWebView>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Title" name="Title" label="Title" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="30" index="2"/>
            """)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(
            VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["Title", "Article", "Fork me", "Share"])
    }

    func testWebContentUnderATranslucentBarIsPlacedByItsFirstStop() throws {
        // A web view that fills the screen starts under the navigation bar
        // (NetNewsWire's article, Kiwix, iOS 26): its page is read after the bar.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Article" name="Article" label="Article" enabled="true" visible="true" accessible="true" x="16" y="120" width="200" height="30" index="0"/>
            </XCUIElementTypeWebView>
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" enabled="true" visible="true" accessible="false" x="0" y="47" width="390" height="44" index="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" enabled="true" visible="true" accessible="true" x="8" y="47" width="60" height="44" index="0"/>
            </XCUIElementTypeNavigationBar>
            """)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["Back", "Article"])
    }

    func testAWebViewMarkedNotVisibleHidesItsContent() throws {
        // Pocket Casts' player over the podcast page (iOS 26): the page's web view
        // is marked not visible, its text visible by its own frame; VoiceOver
        // reads only the player. A visible web view's text is read.
        func source(webViewVisible: Bool) -> String {
            Self.pageSource(
                """
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="\(webViewVisible)" accessible="false" x="16" y="286" width="370" height="70" index="0">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Podcast description" label="Podcast description" enabled="true" visible="true" accessible="true" x="16" y="286" width="366" height="138" index="0"/>
                </XCUIElementTypeWebView>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="1">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Close player" label="Close player" enabled="true" visible="true" accessible="true" x="14" y="60" width="44" height="44" index="0"/>
                </XCUIElementTypeOther>
                """)
        }
        let covered = try XCTUnwrap(
            Importer.importBytes(Array(source(webViewVisible: false).utf8), file: "p.xml").hierarchy)
        XCTAssertEqual(VoiceOverOrder(covered).stops.map { covered[$0].accessibilityLabel ?? "" }, ["Close player"])
        let shown = try XCTUnwrap(
            Importer.importBytes(Array(source(webViewVisible: true).utf8), file: "p.xml").hierarchy)
        XCTAssertEqual(
            VoiceOverOrder(shown).stops.map { shown[$0].accessibilityLabel ?? "" },
            ["Close player", "Podcast description"])
    }

    func testACellMarkedAccessibleAroundAnAccessibleButtonIsAContainer() throws {
        // WebDriverAgent marks a cell accessible when its first child is (iOS 26
        // menus: Ice Cubes' font picker); VoiceOver focuses the buttons. A cell
        // with nothing accessible inside stays one element.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="120" y="391" width="250" height="189" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="120" y="401" width="250" height="44" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="System" label="System" enabled="true" visible="true" accessible="true" x="120" y="401" width="250" height="44" index="0" traits="Selected, Button"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="120" y="445" width="250" height="44" index="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Open Dyslexic" label="Open Dyslexic" enabled="true" visible="true" accessible="true" x="120" y="445" width="250" height="44" index="0" traits="Button"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" name="Serif" label="Serif" enabled="true" visible="true" accessible="true" x="120" y="489" width="250" height="44" index="2">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Serif" name="Serif" label="Serif" enabled="true" visible="true" accessible="false" x="136" y="500" width="100" height="20" index="0"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeCollectionView>
            """)
        XCTAssertEqual(Self.findings(xml), [])
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(
            VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["System", "Open Dyslexic", "Serif"])
    }

    func testAnElementWhollyOutsideTheApplicationIsOffScreen() throws {
        // WebDriverAgent marks a web page's link below the fold visible (NPR's
        // privacy link in Pocket Casts, iOS 26): it lies wholly outside the
        // application's frame, so it is off screen, not a stop.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="618" width="390" height="373" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Read more" name="Read more" label="Read more" enabled="true" visible="true" accessible="true" x="16" y="700" width="200" height="20" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Privacy Policy" name="Privacy Policy" label="Privacy Policy" enabled="true" visible="true" accessible="true" x="16" y="915" width="143" height="23" index="1" traits="Link, StaticText"/>
            </XCUIElementTypeWebView>
            """)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["Read more"])
    }

    func testWindowsAreReadOneAfterTheOther() throws {
        // The status bar's window comes after the app's: its items at the top
        // are not mixed into the app's by their frames.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" enabled="true" visible="true" accessible="true" x="0" y="47" width="60" height="44" index="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" name="Inbox" label="Inbox" enabled="true" visible="true" accessible="true" x="16" y="100" width="200" height="30" index="1"/>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="1">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="9:41" label="9:41" enabled="true" visible="true" accessible="true" x="30" y="14" width="50" height="20" index="0"/>
            </XCUIElementTypeWindow>
            """)
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        XCTAssertEqual(VoiceOverOrder(h).stops.map { h[$0].accessibilityLabel ?? "" }, ["Back", "Inbox", "9:41"])
    }

    // MARK: - The system's own UI

    /// A login form (lines 4-7; line 8 is an app's own keypad key without a
    /// label) and, in a window of its own, the system keyboard (line 13): keys,
    /// a shift and a Go key that are buttons too, the space key labelled " ",
    /// and the dock below it (line 24), accessible but marked not visible,
    /// holding the globe and dictation keys.
    static let keyboardScreen = pageSource(
        """
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Log in" name="Log in" label="Log in" enabled="true" visible="true" accessible="true" x="16" y="135" width="370" height="27" index="0" traits="StaticText"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="mobium" name="username" label="Username" enabled="true" visible="true" accessible="true" x="16" y="383" width="370" height="44" index="1" traits=""/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="••••" name="password" label="Password" enabled="true" visible="true" accessible="true" x="16" y="440" width="370" height="44" index="2" traits=""/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="logIn" label="Log In" enabled="true" visible="true" accessible="true" x="16" y="500" width="370" height="48" index="3" traits="Button"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="pin" enabled="true" visible="true" accessible="true" x="16" y="560" width="60" height="60" index="4" traits="KeyboardKey, Button"/>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="1">
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="583" width="402" height="291" index="0" traits="">
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="583" width="402" height="233" index="0" traits="">
        <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" accessible="false" x="0" y="583" width="402" height="233" index="0" traits="">
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" accessible="true" x="4" y="590" width="40" height="54" index="0" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="w" label="w" enabled="true" visible="true" accessible="true" x="44" y="590" width="40" height="54" index="1" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="e" label="e" enabled="true" visible="true" accessible="true" x="83" y="590" width="40" height="54" index="2" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="Padding-Left" label="Padding-Left" enabled="true" visible="false" accessible="false" x="0" y="583" width="0" height="0" index="3" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="shift" label="shift" enabled="true" visible="true" accessible="true" x="4" y="698" width="52" height="54" index="4" traits="PlaysSound, KeyboardKey, Button"/>
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="delete" label="delete" enabled="true" visible="true" accessible="true" x="348" y="698" width="52" height="54" index="5" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="space" label=" " enabled="true" visible="true" accessible="true" x="103" y="752" width="198" height="54" index="6" traits="PlaysSound, KeyboardKey"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="go" enabled="true" visible="true" accessible="true" x="300" y="752" width="100" height="54" index="7" traits="PlaysSound, KeyboardKey, Button"/>
        </XCUIElementTypeKeyboard>
        </XCUIElementTypeOther>
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="true" x="0" y="583" width="402" height="291" index="1" traits="">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Next keyboard" label="Next keyboard" enabled="true" visible="true" accessible="false" x="8" y="805" width="69" height="70" index="0" traits="KeyboardKey, Button"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="dictation" label="Dictate" enabled="true" visible="true" accessible="false" x="325" y="805" width="69" height="70" index="1" traits="KeyboardKey, Button"/>
        <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="874" width="0" height="0" index="2" traits=""/>
        </XCUIElementTypeOther>
        </XCUIElementTypeOther>
        </XCUIElementTypeWindow>
        """)

    func testTheSystemKeyboardIsReadButNotJudged() throws {
        let xml = Self.keyboardScreen
        // The app's own unlabelled key is the app's; the keyboard and its dock are Apple's.
        XCTAssertEqual(Self.findings(xml), ["8 element-label"])
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "page.xml").hierarchy)
        // VoiceOver reaches the keys: they stay in the order (`axaudit order`).
        let order = Auditor().audit(h).order
        XCTAssertEqual(
            order.stops.map { h[$0].accessibilityLabel ?? "" },
            [
                "Log in", "Username", "Password", "Log In", "", "", "q", "w", "e", "shift", "delete", " ", "go",
            ])
        let system = try XCTUnwrap(ScreenTables.systemUI(h))
        XCTAssertEqual(
            h.elements.indices.filter { system[$0] }.map { h.elements[$0].location.line },
            Array(11...21) + Array(24...27))
        // What the rules judge: the app's five stops.
        let context = AuditContext(hierarchy: h, order: VoiceOverOrder(h))
        XCTAssertEqual(context.order.stops.map { h[$0].location.line }, [4, 5, 6, 7, 8])
        XCTAssertEqual(context.screenOrder.stops.count, 13)
        // An order snapshot records the keys, and the audit compares it with them.
        let recorded = RecordedOrder(path: "page.order", text: OrderSnapshot(h, order).rendered)
        XCTAssertTrue(OrderSnapshot(h, order).rendered.contains("\"shift\""))
        XCTAssertEqual(Auditor().audit(h, recordedOrder: recorded).findings.map(\.ruleID), ["element-label"])
        // Without a keyboard, or in the axaudit format, nothing is the system's.
        let key =
            #"<XCUIElementTypeKey type="XCUIElementTypeKey" label="a" enabled="true" visible="true" accessible="true" x="0" y="0" width="40" height="54" traits="KeyboardKey"/>"#
        XCTAssertNil(ScreenTables.systemUI(try FT.hierarchy(Self.pageSource(key))))
        XCTAssertNil(
            ScreenTables.systemUI(try FT.hierarchy(screen(#"<element id="a" class="UIKeyboard" frame="0 0 10 10"/>"#))))
    }

    // MARK: - Modal presentations

    /// A page with an unlabelled button (line 4) and, over it in the same
    /// window, a popover (line 7) in its container (line 5) with its dismiss
    /// region; the status bar in a window of its own (line 12).
    static func presentation(_ type: String, visible: Bool = true) -> String {
        pageSource(
            """
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="171" y="327" width="63" height="65" index="0" traits="Button"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="\(visible)" accessible="false" x="0" y="0" width="402" height="874" index="1">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="PopoverDismissRegion" label="dismiss popup" enabled="true" visible="\(visible)" accessible="false" x="0" y="0" width="402" height="874" index="0"/>
            <XCUIElementType\(type) type="XCUIElementType\(type)" enabled="true" visible="\(visible)" accessible="false" x="9" y="477" width="384" height="388" index="1">
            <XCUIElementTypeCell type="XCUIElementTypeCell" label="Copy" enabled="true" visible="\(visible)" accessible="true" x="18" y="500" width="83" height="139" index="0" traits="Button"/>
            </XCUIElementType\(type)>
            </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="1">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="9:41" label="9:41" enabled="true" visible="true" accessible="true" x="30" y="14" width="50" height="20" index="0" traits=""/>
            </XCUIElementTypeWindow>
            """)
    }

    func testAPresentedAlertSheetOrPopoverConfinesVoiceOver() throws {
        for type in ["Popover", "Sheet", "Alert"] {
            let xml = Self.presentation(type)
            // The page behind, which WebDriverAgent still marks visible, is neither read nor judged.
            XCTAssertEqual(Self.findings(xml), [], type)
            let h = try FT.hierarchy(xml)
            // The popover's container, the view over the page, is modal.
            XCTAssertEqual(h.elements.indices.filter { h.elements[$0].accessibilityViewIsModal }, [4], type)
            let order = VoiceOverOrder(h)
            XCTAssertEqual(order.stops.map { h[$0].accessibilityLabel ?? "" }, ["Copy", "9:41"], type)
            XCTAssertTrue(order.hidden[3], type)
        }
        // A popover WebDriverAgent marks not visible, with nothing visible inside, confines nothing.
        let gone = try FT.hierarchy(Self.presentation("Popover", visible: false))
        XCTAssertFalse(gone.elements.contains { $0.accessibilityViewIsModal })
        XCTAssertEqual(Self.findings(Self.presentation("Popover", visible: false)), ["4 element-label"])
    }

    /// The share sheet is UIActivityViewController's remote view: read, not judged,
    /// like the keyboard; the same view under another name is the app's.
    func testTheShareSheetIsReadButNotJudged() throws {
        func sheet(_ name: String) -> String {
            let cells = (0..<10).map { i in
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" label="Action \#(i)" enabled="true" visible="true" accessible="true" x="9" y="\#(600 + 26 * i)" width="384" height="26" index="\#(i + 2)" traits="Button"/>"#
            }
            return Self.pageSource(
                """
                <XCUIElementTypePopover type="XCUIElementTypePopover" enabled="true" visible="true" accessible="false" x="9" y="477" width="384" height="388" index="0">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="\(name)" enabled="true" visible="true" accessible="false" x="9" y="477" width="384" height="388" index="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="24" y="501" width="65" height="65" index="0" traits="Button"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Squoosh" enabled="true" visible="true" accessible="true" x="103" y="501" width="257" height="19" index="1" traits="StaticText"/>
                \(cells.joined(separator: "\n"))
                </XCUIElementTypeOther>
                </XCUIElementTypePopover>
                """)
        }
        XCTAssertEqual(Self.findings(sheet("ShareSheet.RemoteContainerView")), [])
        let h = try FT.hierarchy(sheet("ShareSheet.RemoteContainerView"))
        XCTAssertEqual(VoiceOverOrder(h).stops.count, 12)
        let own = Self.findings(sheet("CustomSheet"))
        XCTAssertTrue(own.contains("5 element-label"), "\(own)")
        XCTAssertTrue(own.contains { $0.hasSuffix("heading-present") }, "\(own)")
    }

    /// Apple's own apps: the home screen is the system's throughout; in Safari only
    /// the web page is the app under test, the address bar and toolbar are the
    /// browser's. The same screens in an app of one's own are judged.
    func testTheHomeScreenAndSafarisBarsAreReadButNotJudged() throws {
        func capture(name: String, bundle: String?) -> String {
            let bundleAttribute = bundle.map { #" bundleId="\#($0)""# } ?? ""
            return """
                <AppiumAUT>
                <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="\(name)" label="\(name)" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874" index="0" traits=""\(bundleAttribute)>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="ReloadButton" label="Reload" enabled="true" visible="true" accessible="true" x="340" y="820" width="18" height="21" index="0" traits="Button"/>
                <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="60" width="402" height="740" index="1" traits="">
                <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="20" y="100" width="100" height="50" index="0" traits="Button"/>
                </XCUIElementTypeWebView>
                </XCUIElementTypeApplication>
                </AppiumAUT>
                """
        }
        let own = ["3 touch-target-size", "5 element-label"]
        XCTAssertEqual(Self.findings(capture(name: "Browser", bundle: "com.example.browser")), own)
        XCTAssertEqual(Self.findings(capture(name: " ", bundle: "com.apple.springboard")), [])
        XCTAssertEqual(Self.findings(capture(name: "Safari", bundle: "com.apple.mobilesafari")), ["5 element-label"])
        XCTAssertEqual(Self.findings(capture(name: "Safari", bundle: nil)), ["5 element-label"])
        // VoiceOver still reaches the browser's bars: they stay in the order.
        let safari = try FT.hierarchy(capture(name: "Safari", bundle: "com.apple.mobilesafari"))
        XCTAssertEqual(VoiceOverOrder(safari).stops.count, 2)
        // Whole subtrees are marked: the bar's button, not the application that
        // holds the web view, nor anything in the web view.
        let table = try XCTUnwrap(ScreenTables.systemUI(safari))
        XCTAssertEqual(
            safari.elements.indices.filter { table[$0] }.map { safari.elements[$0].accessibilityIdentifier },
            ["ReloadButton"])
        // A capture where nothing is judged says so.
        func warnings(_ xml: String) -> [String] {
            Importer.importBytes(Array(xml.utf8), file: "page.xml").warnings.map(\.message)
        }
        XCTAssertEqual(warnings(capture(name: "Browser", bundle: "com.example.browser")), [])
        XCTAssertEqual(warnings(capture(name: "Safari", bundle: "com.apple.mobilesafari")), [])
        let home = warnings(capture(name: " ", bundle: "com.apple.springboard"))
        XCTAssertEqual(home.count, 1)
        XCTAssertTrue(home.first?.hasPrefix("this page source shows the home screen") == true, "\(home)")
        let startPage = capture(name: "Safari", bundle: "com.apple.mobilesafari")
            .replacingOccurrences(of: "XCUIElementTypeWebView", with: "XCUIElementTypeOther")
        XCTAssertEqual(Self.findings(startPage), [])
        XCTAssertTrue(warnings(startPage).first?.hasPrefix("this page source shows Safari with no web page") == true)
    }

    // MARK: - Roles a page source carries

    func testTablesAndCollectionViewsAreListsForDuplicateLabels() {
        let xml = Self.pageSource(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="700" index="0">
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="60" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="More" label="More" enabled="true" visible="true" accessible="true" x="330" y="108" width="44" height="44" index="0"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="160" width="390" height="60" index="1">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="More" label="More" enabled="true" visible="true" accessible="true" x="330" y="168" width="44" height="44" index="0"/>
            </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """)
        XCTAssertEqual(Self.findings(xml), ["8 duplicate-label"])
    }

    // MARK: - iOS 26 captures: frames, traits, sliders, disabled controls

    func testCGRectNullIsNoFrameAndNoError() throws {
        // WebDriverAgent writes CGRectNull, the frame of an element that has none, so.
        let null = #"x="9.223372036854776e+18" y="9.223372036854776e+18" width="0" height="0""#
        let xml = Self.pageSource(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" \(null) index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="true" accessible="true" \(null) index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" enabled="true" visible="false" accessible="true" x="inf" y="-Infinity" width="0" height="0" index="2"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Next" label="Next" enabled="true" visible="true" accessible="true" x="16" y="100" width="120" height="44" index="3"/>
            """)
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elements[2...4].map(\.frame), [nil, nil, nil])
        // Not on screen: no stops, and nothing judged about them.
        XCTAssertEqual(VoiceOverOrder(h).stops, [5])
        XCTAssertEqual(Self.findings(xml), [])
    }

    func testWrongFrameNumbersStayErrors() throws {
        func errors(_ frame: String) -> [String] {
            let xml = Self.pageSource(
                """
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="false" accessible="true" \(frame) index="0"/>
                """)
            return Importer.importBytes(Array(xml.utf8), file: "page.xml").errors.map(\.message)
        }
        let huge = "9.223372036854776e+18"
        let tooBig = " is not a number, at most 1000000000 in size; the element's frame is unknown"
        // CGRectNull is both coordinates with no size; anything else is a wrong number.
        XCTAssertEqual(
            errors(#"x="\#(huge)" y="\#(huge)" width="10" height="10""#),
            ["x '\(huge)'" + tooBig, "y '\(huge)'" + tooBig])
        XCTAssertEqual(errors(#"x="\#(huge)" y="100" width="0" height="0""#), ["x '\(huge)'" + tooBig])
        XCTAssertEqual(
            errors(#"x="0" y="0" width="\#(huge)" height="0""#),
            [
                "width '\(huge)' is not a number of zero or more, at most 1000000000 in size; the element's frame is unknown"
            ])
        XCTAssertEqual(errors(#"x="2e9" y="2e9" width="0" height="0""#), ["x '2e9'" + tooBig, "y '2e9'" + tooBig])
        XCTAssertEqual(
            errors(#"x="abc" y="\#(huge)" width="0" height="0""#),
            [
                "x 'abc' is not a number; the element's frame is unknown", "y '\(huge)'" + tooBig,
            ])
        // The axaudit format says "no frame" by leaving `frame` out: the number there is an error.
        let native = """
            <hierarchy version="1" screen="S">
              <element id="a" class="UIButton" frame="\(huge) \(huge) 0 0" accessibilityLabel="Play"/>
            </hierarchy>
            """
        XCTAssertEqual(Importer.importBytes(Array(native.utf8), file: "s.xml").errors.count, 1)
    }

    func testToggleButtonIsAKnownTrait() throws {
        // Every iOS 26 switch carries ToggleButton with Button: one kind of thing, no conflict.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="REDUCE_MOTION" label="Reduce Motion" enabled="true" visible="true" accessible="true" x="36" y="146" width="330" height="29" traits="ToggleButton, StaticText, Button" index="0"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Favourite" label="Favourite" enabled="true" visible="true" accessible="true" x="36" y="200" width="24" height="24" traits="ToggleButton" index="1"/>
            """)
        let result = Importer.importBytes(Array(xml.utf8), file: "page.xml")
        XCTAssertEqual(result.warnings, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h[2].traits.description, "button staticText toggleButton")
        // A toggle button of its own (a custom toggle style) is a control, judged for its size.
        XCTAssertEqual(h[3].roles, .control)
        XCTAssertEqual(Self.findings(xml), ["4 touch-target-size"])
    }

    func testSystemSlidersAreNotJudgedForTheirHeight() {
        // UIKit draws a slider 31 points high; a custom adjustable view is the app's.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeSlider type="XCUIElementTypeSlider" value="100%" label="Font Scaling" enabled="true" visible="true" accessible="true" x="32" y="603" width="338" height="31" traits="Adjustable" index="0"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" value="3 of 5" label="Rating" enabled="true" visible="true" accessible="true" x="32" y="700" width="338" height="31" traits="Adjustable" index="1"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["4 touch-target-size"])
    }

    func testDisabledControlsAreNotJudgedForTheirSize() {
        // Disabled by `enabled`, by the trait, or both: nobody can activate them now.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="purple" label="Tint Color" enabled="false" visible="true" accessible="true" x="32" y="233" width="338" height="28" traits="NotEnabled, Button" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Send" enabled="false" visible="true" accessible="true" x="32" y="300" width="60" height="28" index="1"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Undo" visible="true" accessible="true" x="32" y="350" width="60" height="28" traits="NotEnabled, Button" index="2"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Redo" enabled="true" visible="true" accessible="true" x="32" y="400" width="60" height="28" traits="Button" index="3"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 touch-target-size"])
    }

    func testATraitWordInANameShownOnScreenIsNotRedundant() {
        // Settings' "Action Button" row shows its name in a text of its own: the word names
        // the iPhone's button. A label that says more than the text shown is still told.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="actionButton" label="Action Button" enabled="true" visible="true" accessible="true" x="16" y="397" width="370" height="53" index="0" traits="StaticText, Button">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Action Button" name="Action Button" label="Action Button" enabled="true" visible="true" accessible="false" x="29" y="409" width="147" height="29" index="0" traits="StaticText"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Buy button" enabled="true" visible="true" accessible="true" x="16" y="460" width="370" height="53" index="1" traits="Button">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Buy" name="Buy" label="Buy" enabled="true" visible="true" accessible="false" x="29" y="470" width="147" height="29" index="0" traits="StaticText"/>
            </XCUIElementTypeButton>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Save button" enabled="true" visible="true" accessible="true" x="16" y="520" width="370" height="53" index="2" traits="Button"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 label-redundant-trait", "9 label-redundant-trait"])
    }

    func testASmallControlOnTheEdgeOfALargerOneLeavesItsCentre() {
        // A control drawn over the leading quarter of a wider one leaves it its centre, where
        // VoiceOver's double tap lands; one over its centre takes that tap.
        let xml = Self.pageSource(
            """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="edgeTarget" label="Edge covered" enabled="true" visible="true" accessible="true" x="16" y="422" width="370" height="48" index="0" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="edgeCover" label="edge cover" enabled="true" visible="true" accessible="true" x="16" y="422" width="93" height="48" index="1" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="halfTarget" label="Center covered" enabled="true" visible="true" accessible="true" x="16" y="500" width="370" height="48" index="2" traits="Button"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="halfCover" label="half cover" enabled="true" visible="true" accessible="true" x="16" y="500" width="222" height="48" index="3" traits="Button"/>
            """)
        XCTAssertEqual(Self.findings(xml), ["6 overlapping-controls"])
    }
}
