import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// What real page sources show (issue 24), continued: reading order, the
/// system's own UI (keyboard, status bar, home screen, Safari), modal presentations.
final class PageSourceOrderAndSystemUITests: XCTestCase, PageSourceScreens {
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
}
