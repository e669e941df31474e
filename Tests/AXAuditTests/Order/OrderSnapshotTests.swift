import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// The order snapshot's text format, and the comparison of a screen with its recording.
final class OrderSnapshotTests: XCTestCase {
    /// A product screen whose stops are read top to bottom in the order given.
    private func productScreen(_ stops: [String], screen: String = "Product") -> String {
        let elements = stops.enumerated().map { i, element in
            element.replacingOccurrences(of: "FRAME", with: "frame=\"16 \(60 + i * 50) 358 40\"")
        }
        return FT.doc(elements.joined(separator: "\n"), root: "version=\"1\" screen=\"\(screen)\"")
    }

    private let description =
        String(repeating: "Light trail shoes with a grippy sole and a breathable upper. ", count: 3)
        .trimmingCharacters(in: .whitespaces)

    private var stops: [String: String] {
        [
            "title": #"<element id="title" class="UILabel" FRAME text="Trail shoes" accessibilityTraits="header"/>"#,
            "price": #"<element id="price" class="UILabel" FRAME text="$89"/>"#,
            "buy":
                #"<element id="buy" class="UIButton" inherits="UIControl UIView" FRAME text="Buy" accessibilityTraits="button"/>"#,
            "size": #"<element id="size" class="UILabel" FRAME text="Size 42"/>"#,
            "color": #"<element id="color" class="UILabel" FRAME text="Blue"/>"#,
            "shipping": #"<element id="shipping" class="UILabel" FRAME text="Free shipping"/>"#,
            "description": "<element id=\"description\" class=\"UILabel\" FRAME text=\"\(description)\"/>",
        ]
    }

    private func screen(_ ids: [String], replacing: [String: String] = [:], name: String = "Product") -> String {
        productScreen(ids.map { replacing[$0] ?? stops[$0]! }, screen: name)
    }

    private func snapshot(_ xml: String) throws -> (OrderSnapshot, [Element.Index]) {
        let hierarchy = try FT.hierarchy(xml)
        let order = VoiceOverOrder(hierarchy)
        return (OrderSnapshot(hierarchy, order), order.stops)
    }

    private func comparison(recorded: String, current: String) throws -> OrderComparison {
        let recordedText = try snapshot(recorded).0.rendered
        let (now, elements) = try snapshot(current)
        return OrderComparison(
            recordedText: recordedText, snapshotPath: "Snapshots/Product.order", current: now,
            currentElements: elements)
    }

    private let base = ["title", "price", "buy", "size", "color", "shipping", "description"]

    // MARK: The format

    func testHeaderAndOneLinePerStopInVoiceOverPhrasing() throws {
        let xml = productScreen([
            #"<element id="title" class="UILabel" FRAME text="Trail shoes" accessibilityTraits="header"/>"#,
            #"<element class="UISlider" inherits="UIControl UIView" FRAME accessibilityIdentifier="volume" accessibilityLabel="Volume" accessibilityValue="50%" accessibilityTraits="adjustable notEnabled"/>"#,
            #"<element id="card" class="ProductCardCell" FRAME isAccessibilityElement="true" accessibilityLabel="Rain jacket" accessibilityTraits="button selected"><customAction name="Buy"/><customAction name="Save, for later"/></element>"#,
            #"<element class="UIView" FRAME><element class="UIImageView" frame="16 215 10 10" isAccessibilityElement="true" accessibilityTraits="image link"/></element>"#,
        ])
        XCTAssertEqual(
            try snapshot(xml).0.rendered,
            """
            # axaudit VoiceOver order, format 1, screen "Product"
            "Trail shoes", heading  [id "title"]
            "Volume", "50%", adjustable, dimmed  [identifier "volume"]
            "Rain jacket", button, selected, actions: "Buy", "Save, for later"  [id "card"]
            unlabeled, link, image  [class "UIView/UIImageView"]

            """)
    }

    func testClassPathsKeepTheNearestThreeClasses() throws {
        let xml = FT.doc(
            #"<element class="A" frame="0 0 10 10"><element class="B" frame="0 0 10 10"><element class="C" frame="0 0 10 10"><element class="UILabel" frame="0 0 10 10" text="x"/></element></element></element>"#,
            root: #"version="1" screen="S""#)
        XCTAssertEqual(try snapshot(xml).0.stops.map(\.identity), [.classPath("B/C/UILabel")])
    }

    func testHostileLabelsStayOnOneLineAndReadBack() throws {
        let hostile = [
            "two\nlines", "carriage\rreturn", "tab\there", "quote \" and backslash \\", "line\u{2028}separator",
            "para\u{2029}graph", "next\u{85}line", "nul\u{0}byte", "bell\u{7}", "bidi \u{202E}desrever\u{202C} end",
            "isolate \u{2067}x\u{2069}", "zero\u{200B}width", "bom\u{FEFF}", "  [identifier \"fake\"]",
            "\"], \"actions: ", "unlabeled", "emoji 👩‍👩‍👧 and é (e\u{301})", "",
        ]
        // XML cannot carry most control characters: they are set after import, as a library user could.
        let body = hostile.indices.map { i in
            "<element id=\"e\(i)\" class=\"UILabel\" frame=\"0 \(i * 50) 300 40\" isAccessibilityElement=\"true\"/>"
        }
        var hierarchy = try FT.hierarchy(FT.doc(body.joined(separator: "\n"), root: #"version="1" screen="S""#))
        hierarchy.screen = "Evil\n\"screen\""
        for (i, label) in hostile.enumerated() {
            hierarchy.elements[i + 1].accessibilityLabel = label
            hierarchy.elements[i + 1].accessibilityIdentifier = "e\(i)\n\u{202E}"
        }
        let snapshot = OrderSnapshot(hierarchy, VoiceOverOrder(hierarchy))
        let text = snapshot.rendered
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, hostile.count + 2, "a header, a line per stop, and the final line break")
        XCTAssertEqual(lines.last, "")
        // No line breaks of any kind, no invisible or reordering characters, in any line.
        for line in lines {
            XCTAssertFalse(
                line.unicodeScalars.contains { OrderSnapshot.mustEscape($0) || $0 == "\n" || $0 == "\r" }, "\(line)")
            // Swift's own idea of a line break (which includes U+2028, U+0085) finds none either.
            XCTAssertEqual(String(line).split(whereSeparator: \.isNewline).count, line.isEmpty ? 0 : 1)
        }
        XCTAssertEqual(lines[0], #"# axaudit VoiceOver order, format 1, screen "Evil\n\"screen\"""#)
        XCTAssertEqual(lines[1], #""two\nlines"  [identifier "e0\n\u{202E}"]"#)
        XCTAssertEqual(lines[8], #""nul\u{0}byte"  [identifier "e7\n\u{202E}"]"#)
        XCTAssertEqual(lines[10], #""bidi \u{202E}desrever\u{202C} end"  [identifier "e9\n\u{202E}"]"#)
        let parsed = OrderSnapshot.parse(text)
        XCTAssertEqual(parsed.screen, "Evil\n\"screen\"")
        XCTAssertEqual(parsed.stops, snapshot.stops)
    }

    /// Random stops of scalars that tend to break lines, quoting or graphemes read back as written.
    func testRandomStopsReadBackAsWritten() {
        var random = SeededRandom(26)
        let pool: [Unicode.Scalar] = [
            "a", " ", ",", "\"", "\\", "[", "]", "\n", "\r", "\t", "\u{0}", "\u{85}", "\u{301}", "\u{200D}", "\u{2028}",
            "\u{202E}", "\u{FEFF}", "\u{1F1E6}", "\u{1F469}", "\u{1100}", "\u{1161}", "é", "ש", "u", "{", "}",
        ]
        func text() -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &random) { s.append(pool.randomElement(using: &random)!) }
            return String(s)
        }
        let traitWords = OrderSnapshot.spokenTraits.map(\.1)
        for _ in 0..<500 {
            let stops = (0..<3).map { _ -> OrderSnapshot.Stop in
                let identity: OrderSnapshot.Identity =
                    [.identifier(text()), .id(text()), .classPath(text())].randomElement(using: &random)!
                return OrderSnapshot.Stop(
                    label: Bool.random(using: &random) ? text() : nil,
                    value: Bool.random(using: &random) ? text() : nil,
                    traits: traitWords.filter { _ in Int.random(in: 0..<4, using: &random) == 0 },
                    actions: (0..<Int.random(in: 0...2, using: &random)).map { _ in text() }, identity: identity)
            }
            let snapshot = OrderSnapshot(screen: text(), stops: stops)
            let parsed = OrderSnapshot.parse(snapshot.rendered)
            XCTAssertEqual(parsed.screen, snapshot.screen, snapshot.rendered)
            XCTAssertEqual(parsed.stops, snapshot.stops, snapshot.rendered)
            XCTAssertEqual(snapshot.rendered.split(separator: "\n", omittingEmptySubsequences: false).count, 5)
        }
    }

    func testParseReadsCRLFLinesAndKeepsUnreadableLinesAsStops() {
        let text = "# axaudit VoiceOver order, format 1, screen \"S\"\r\n\"A\", button  [id \"a\"]\r\nnot a stop\r\n"
        let parsed = OrderSnapshot.parse(text)
        XCTAssertEqual(parsed.screen, "S")
        XCTAssertEqual(
            parsed.stops,
            [
                .init(label: "A", value: nil, traits: ["button"], actions: [], identity: .id("a")),
                .init(label: nil, value: nil, traits: [], actions: [], identity: .unreadable("not a stop")),
            ])
        XCTAssertNil(OrderSnapshot.parse("# axaudit VoiceOver order, format 2, screen \"S\"\n").screen)
        for bad in [
            #""A"  [id "a"] trailing"#, #""A", bogus  [id "a"]"#, #""A  [id "a"]"#, #""A\q"  [id "a"]"#,
            #""A"  [name "a"]"#, #""A", actions: "x", button  [id "a"]"#, #""\u{110000}"  [id "a"]"#,
        ] {
            XCTAssertNil(OrderSnapshot.parseStop(bad), bad)
        }
    }

    func testFileNamesComeFromTheScreenElseThePath() {
        XCTAssertEqual(OrderSnapshot.fileName(screen: "Store (clean)", path: "x.xml"), "Store-clean.order")
        XCTAssertEqual(OrderSnapshot.fileName(screen: "Product detail", path: "x.xml"), "Product-detail.order")
        XCTAssertEqual(OrderSnapshot.fileName(screen: "../../etc/passwd", path: "x.xml"), "etc-passwd.order")
        XCTAssertEqual(OrderSnapshot.fileName(screen: "Café menu", path: "x.xml"), "Caf-menu.order")
        XCTAssertEqual(OrderSnapshot.fileName(screen: "العروض", path: "Examples/rtl-offers.xml"), "rtl-offers.order")
        XCTAssertEqual(OrderSnapshot.fileName(screen: "...", path: "Screens/صفحة.XML"), "screen.order")
    }

    /// Every page source of an app has the app's name as its screen name: its file names it.
    func testAPageSourceIsNamedAfterItsFile() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TheApp" label="TheApp" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Buy" label="Buy" enabled="true" visible="true" x="16" y="100" width="100" height="44"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let hierarchy = try XCTUnwrap(FT.importXML(source, file: "Screens/Checkout page.xml").hierarchy)
        XCTAssertEqual(hierarchy.screen, "TheApp")
        XCTAssertEqual(OrderSnapshot.fileName(of: hierarchy, path: "Screens/Checkout page.xml"), "Checkout-page.order")
        let native = try FT.hierarchy(FT.doc("", root: #"version="1" screen="Checkout""#))
        XCTAssertEqual(OrderSnapshot.fileName(of: native, path: "Screens/whatever.xml"), "Checkout.order")
    }

    // MARK: Each kind of change, with its exact message

    func testTheSameOrderIsNoChange() throws {
        let c = try comparison(recorded: screen(base), current: screen(base))
        XCTAssertTrue(c.isUnchanged)
        XCTAssertEqual(c.unifiedDiff, "")
    }

    func testAMovedButtonIsOneMoveAfterTheLongDescription() throws {
        let c = try comparison(
            recorded: screen(base),
            current: screen(["title", "price", "size", "color", "shipping", "description", "buy"]))
        XCTAssertEqual(c.changes, [.moved(recorded: 2, current: 6)])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: "Buy" moved from 3rd to 7th, after the 182-character text "Light trail shoes with …""#
        )
        let hierarchy = try FT.hierarchy(
            screen(["title", "price", "size", "color", "shipping", "description", "buy"]))
        XCTAssertEqual(hierarchy[c.firstChangedElement].id, "buy")
        XCTAssertEqual(c.movedElements.map { hierarchy[$0].id }, ["buy"])
        XCTAssertEqual(
            c.recordedPath.map { hierarchy[$0].id },
            ["title", "price", "buy", "size", "color", "shipping", "description"])
        XCTAssertEqual(
            c.unifiedDiff,
            """
            --- Snapshots/Product.order (recorded)
            +++ Product (current)
            @@ -1,8 +1,8 @@
             # axaudit VoiceOver order, format 1, screen "Product"
             "Trail shoes", heading  [id "title"]
             "$89"  [id "price"]
            -"Buy", button  [id "buy"]
             "Size 42"  [id "size"]
             "Blue"  [id "color"]
             "Free shipping"  [id "shipping"]
             "\(description)"  [id "description"]
            +"Buy", button  [id "buy"]

            """)
    }

    func testAMoveToTheTopSaysWhatItIsBefore() throws {
        let c = try comparison(recorded: screen(base), current: screen(["buy", "title", "price", "size"]))
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: "Buy" moved from 3rd to 1st, before "Trail shoes"; "Blue" was removed (it was the 5th stop, after "Size 42"); "Free shipping" was removed (it was the 6th stop, after "Blue"); and 1 more change"#
        )
    }

    func testAnInsertedStop() throws {
        let badge = #"<element id="badge" class="UILabel" FRAME text="Sale"/>"#
        let c = try comparison(
            recorded: screen(["title", "price", "buy"]),
            current: productScreen([badge, stops["title"]!, stops["price"]!, stops["buy"]!]))
        XCTAssertEqual(c.changes, [.added(current: 0)])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: "Sale" was added as the 1st stop, before "Trail shoes""#
        )
    }

    func testADeletedStop() throws {
        let c = try comparison(recorded: screen(["title", "price", "buy"]), current: screen(["title", "buy"]))
        XCTAssertEqual(c.changes, [.removed(recorded: 1)])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: "$89" was removed (it was the 2nd stop, after "Trail shoes")"#
        )
        let hierarchy = try FT.hierarchy(screen(["title", "buy"]))
        XCTAssertEqual(hierarchy[c.firstChangedElement].id, "buy", "where the removed stop was")
    }

    func testALabelChange() throws {
        let c = try comparison(
            recorded: screen(["title", "price", "buy"]),
            current: screen(
                ["title", "price", "buy"],
                replacing: ["price": #"<element id="price" class="UILabel" FRAME text="$79"/>"#]))
        XCTAssertEqual(c.changes, [.changed(recorded: 1, current: 1, parts: [.label])])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: the 2nd stop's label changed from "$89" to "$79""#
        )
    }

    func testATraitChange() throws {
        let c = try comparison(
            recorded: screen(["title", "price", "buy"]),
            current: screen(
                ["title", "price", "buy"],
                replacing: [
                    "buy":
                        #"<element id="buy" class="UIButton" inherits="UIControl UIView" FRAME text="Buy" accessibilityTraits="button notEnabled"/>"#
                ]))
        XCTAssertEqual(c.changes, [.changed(recorded: 2, current: 2, parts: [.traits])])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: the traits of "Buy" (3rd stop) changed from [button] to [button, dimmed]"#
        )
    }

    func testValueAndActionChanges() throws {
        let slider = { (value: String, actions: String) in
            "<element id=\"volume\" class=\"UISlider\" FRAME accessibilityLabel=\"Volume\" accessibilityValue=\"\(value)\" isAccessibilityElement=\"true\">\(actions)</element>"
        }
        let c = try comparison(
            recorded: productScreen([slider("50%", #"<customAction name="Mute"/>"#)]),
            current: productScreen([slider("60%", "")]))
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: the value of "Volume" (1st stop) changed from "50%" to "60%"; the actions of "Volume" (1st stop) changed from ["Mute"] to []"#
        )
    }

    func testARenamedScreenIsToldFirst() throws {
        let c = try comparison(recorded: screen(base, name: "Product v1"), current: screen(base))
        XCTAssertEqual(c.changes, [.screenRenamed])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: it was recorded for the screen "Product v1""#
        )
    }

    func testSwappedNeighboursAreOneMoveAndStopsOfOneIdentityMatchAsTheyAreThenInTurn() throws {
        let c = try comparison(
            recorded: screen(["title", "price", "buy"]), current: screen(["title", "buy", "price"]))
        XCTAssertEqual(c.changes.count, 1)
        let stop = { (label: String) in
            OrderSnapshot.Stop(label: label, value: nil, traits: [], actions: [], identity: .classPath("UILabel"))
        }
        // Two stops of one class path: swapped, each is found as it is.
        XCTAssertEqual(OrderComparison.match([stop("a"), stop("b")], [stop("b"), stop("a")]).matches, [1, 0])
        // Both relabelled: matched in turn, each a label change in place.
        let relabelled = OrderComparison.match([stop("a"), stop("b")], [stop("c"), stop("d")])
        XCTAssertEqual(relabelled.matches, [0, 1])
        XCTAssertEqual(relabelled.staying, [true, true])
    }

    /// One stop of an identity many stops share moved far: one move, not a
    /// shift of every stop of that identity in between.
    func testAMoveAmongStopsOfOneIdentityIsOneMove() throws {
        let row = { (i: Int) in
            "<element class=\"UISwitch\" FRAME accessibilityIdentifier=\"switch\" accessibilityLabel=\"Switch \(i)\" isAccessibilityElement=\"true\"/>"
        }
        let rows = (0..<40).map(row)
        var moved = rows
        moved.insert(moved.remove(at: 3), at: 35)
        let c = try comparison(recorded: productScreen(rows), current: productScreen(moved))
        XCTAssertEqual(c.changes, [.moved(recorded: 3, current: 35)])
        XCTAssertEqual(
            c.message,
            #"The VoiceOver order differs from the recorded Snapshots/Product.order: "Switch 3" moved from 4th to 36th, after "Switch 35""#
        )
    }

    func testLongestIncreasingRun() {
        XCTAssertEqual(OrderComparison.longestIncreasingRun([]), [])
        XCTAssertEqual(OrderComparison.longestIncreasingRun([0, 1, 2]), [0, 1, 2])
        XCTAssertEqual(OrderComparison.longestIncreasingRun([0, 1, 3, 4, 5, 6, 2]).count, 6)
        XCTAssertEqual(OrderComparison.longestIncreasingRun([3, 0, 1, 2]), [1, 2, 3])
    }

    func testOrdinals() {
        XCTAssertEqual(
            [0, 1, 2, 3, 10, 11, 12, 20, 21, 100, 110, 111].map(ordinal),
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th", "112th"])
    }
}
