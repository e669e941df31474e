import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// What real page sources show (issue 24), continued: switch rows, container
/// cells, the iOS 26 captures of NetNewsWire, Kiwix, Settings and Pocket Casts, asset names.
final class PageSourceCellAndCaptureTests: XCTestCase, PageSourceScreens {
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
}
