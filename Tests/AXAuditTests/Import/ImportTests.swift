import XCTest
import Dispatch
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ImportTests: XCTestCase {
    func testEveryAttributeIsParsedAndTyped() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="a" class="ProductCell" inherits="MDCBaseCell UICollectionViewCell UIView"
                           frame="16 100.5 171 240" isAccessibilityElement="YES"
                           accessibilityLabel="Trail shoes &amp; socks" accessibilityValue="4.5"
                           accessibilityHint="Opens the product" accessibilityIdentifier="product.card"
                           accessibilityTraits="button selected"
                           shouldGroupAccessibilityChildren="1" accessibilityElementsHidden="0"
                           isHidden="no" alpha="0.5" accessibilityViewIsModal="false"
                           text="Buy" image="shoe_01" maximumValue="5"
                           textColor="#1A2b3C" backgroundColor="#FF000080" fontSize="17.5"
                           adjustsFontForContentSizeCategory="TRUE"
                           semanticContentAttribute="forceRightToLeft"
                           isEnabled="NO" isUserInteractionEnabled="true"
                           axaudit-ignore="touch-target-size, element-label"
                           data-owner="team-a" futureFlag="x">
                    <customAction name="Add to cart"/>
                    <customAction name="Share"/>
                    <futureChild foo="bar"/>
                  </element>
                """))
        XCTAssertEqual(h.elementsBelowRoot, 1)
        let e = h[1]
        XCTAssertEqual(e.id, "a")
        XCTAssertEqual(e.className, "ProductCell")
        XCTAssertEqual(e.inherits, ["MDCBaseCell", "UICollectionViewCell", "UIView"])
        XCTAssertEqual(e.frame, Rect(x: 16, y: 100.5, width: 171, height: 240))
        XCTAssertEqual(e.isAccessibilityElementAttribute, true)
        XCTAssertTrue(e.isAccessibilityElement)
        XCTAssertEqual(e.accessibilityLabel, "Trail shoes & socks")
        XCTAssertEqual(e.accessibilityValue, "4.5")
        XCTAssertEqual(e.accessibilityHint, "Opens the product")
        XCTAssertEqual(e.accessibilityIdentifier, "product.card")
        XCTAssertEqual(e.traits, [.button, .selected])
        XCTAssertTrue(e.shouldGroupAccessibilityChildren)
        XCTAssertFalse(e.accessibilityElementsHidden)
        XCTAssertFalse(e.isHidden)
        XCTAssertEqual(e.alpha, 0.5)
        XCTAssertFalse(e.accessibilityViewIsModal)
        XCTAssertEqual(e.text, "Buy")
        XCTAssertEqual(e.image, "shoe_01")
        XCTAssertEqual(e.maximumValue, 5)
        XCTAssertEqual(e.textColor, RGBAColor(red: 0x1A / 255, green: 0x2B / 255, blue: 0x3C / 255, alpha: 1))
        XCTAssertEqual(e.backgroundColor, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0x80 / 255))
        XCTAssertEqual(e.fontSize, 17.5)
        XCTAssertEqual(e.adjustsFontForContentSizeCategory, true)
        XCTAssertEqual(e.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(e.isEnabled, false)
        XCTAssertEqual(e.isUserInteractionEnabled, true)
        XCTAssertEqual(e.ignoredRules, ["touch-target-size", "element-label"])
        XCTAssertEqual(e.customActions, ["Add to cart", "Share"])
        XCTAssertEqual(e.unknownAttributes.map(\.name), ["data-owner", "futureFlag"])
        XCTAssertEqual(e.unknownAttributes.map(\.value), ["team-a", "x"])
        XCTAssertEqual(e.unknownChildElements, ["futureChild"])
        XCTAssertEqual(e.roles, .cell)
        XCTAssertEqual(h.children(of: 1), [], "customAction and unknown children are not elements")
    }

    func testFrameSyntaxes() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="a" frame="1 2 3 4"/>
                  <element id="b" frame="{{10.5, -20}, {30, 40}}"/>
                  <element id="c" frame="  5,6,7,8 "/>
                  <element id="d"/>
                """))
        XCTAssertEqual(h.element(id: "a")?.frame, Rect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(h.element(id: "b")?.frame, Rect(x: 10.5, y: -20, width: 30, height: 40))
        XCTAssertEqual(h.element(id: "c")?.frame, Rect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertNil(h.element(id: "d")?.frame)
    }

    func testBooleanSpellings() throws {
        let spellings: [(String, Bool)] = [
            ("YES", true), ("NO", false), ("1", true), ("0", false),
            ("true", true), ("false", false), ("Yes", true), ("False", false),
        ]
        var body = ""
        for (i, (text, _)) in spellings.enumerated() {
            body += "<element id=\"e\(i)\" isAccessibilityElement=\"\(text)\" isHidden=\"\(text)\"/>\n"
        }
        let h = try FT.hierarchy(FT.doc(body))
        for (i, (text, value)) in spellings.enumerated() {
            XCTAssertEqual(h.element(id: "e\(i)")?.isAccessibilityElementAttribute, value, text)
            XCTAssertEqual(h.element(id: "e\(i)")?.isAccessibilityElement, value, text)
            XCTAssertEqual(h.element(id: "e\(i)")?.isHidden, value, text)
        }
    }

    func testTraitsSpaceAndCommaSeparatedAndUnknownTraitWarns() throws {
        let result = FT.importXML(
            FT.doc(
                """
                  <element id="a" accessibilityTraits="header staticText"/>
                  <element id="b" accessibilityTraits="button,link, adjustable"/>
                  <element id="c" accessibilityTraits="button sparkly"/>
                """))
        XCTAssertEqual(result.errors, [])
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.element(id: "a")?.traits, [.header, .staticText])
        XCTAssertEqual(h.element(id: "b")?.traits, [.button, .link, .adjustable])
        XCTAssertEqual(h.element(id: "c")?.traits, [.button])
        XCTAssertEqual(
            result.warnings,
            [
                InputError(
                    "unknown accessibility trait 'sparkly' (ignored)",
                    at: SourceLocation(line: 5, column: 3))
            ])
    }

    func testAllTraitNames() throws {
        let names = AccessibilityTraits.names.map(\.0)
        XCTAssertEqual(names.count, 18)
        let h = try FT.hierarchy(FT.doc("<element id=\"a\" accessibilityTraits=\"\(names.joined(separator: " "))\"/>"))
        let traits = try XCTUnwrap(h.element(id: "a")?.traits)
        XCTAssertEqual(traits.description, names.joined(separator: " "))
    }

    func testAccessibilityElementsList() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="list" accessibilityElements="c  a,b">
                    <element id="a"/><element id="b"/><element id="c"/>
                  </element>
                """))
        XCTAssertEqual(h.element(id: "list")?.accessibilityElements, ["c", "a", "b"])
        XCTAssertNil(h.element(id: "a")?.accessibilityElements)
    }

    func testRoleOverrideAndInferredRoles() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="tableCell" class="UITableViewCell"/>
                  <element id="listCell" class="ListTableViewCell" inherits="UITableViewCell UIView"/>
                  <element id="stereo" class="MDCSelfSizingStereoCell"/>
                  <element id="cardCell" class="MDCCardCollectionCell" inherits="UICollectionViewCell UIView"/>
                  <element id="card" class="MDCCard" inherits="UIControl UIView"/>
                  <element id="image" class="UIImageView"/>
                  <element id="rating" class="MDCProductRating" inherits="UIControl UIView"/>
                  <element id="stars" class="StarRatingView"/>
                  <element id="label" class="UILabel"/>
                  <element id="textView" class="UITextView"/>
                  <element id="field" class="UITextField" inherits="UIControl UIView"/>
                  <element id="button" class="UIButton" inherits="UIControl UIView"/>
                  <element id="switch" class="UISwitch"/>
                  <element id="custom" class="FancyControl" inherits="UIControl UIView"/>
                  <element id="traitButton" class="UIView" accessibilityTraits="button"/>
                  <element id="traitLink" class="UIView" accessibilityTraits="link"/>
                  <element id="traitAdjustable" class="UIView" accessibilityTraits="adjustable"/>
                  <element id="view" class="UIView"/>
                  <element id="noClass"/>
                  <element id="override" class="UIView" role="rating"/>
                  <element id="overrideCard" class="UILabel" role="card"/>
                """))
        let expected: [String: Roles] = [
            "tableCell": .cell, "listCell": .cell, "stereo": .cell, "cardCell": [.card, .cell],
            "card": .card, "image": .image, "rating": .rating, "stars": .rating, "label": .text,
            "textView": .text, "field": .text, "button": .control, "switch": .control, "custom": .control,
            "traitButton": .control, "traitLink": .control, "traitAdjustable": .control,
            "view": .container, "noClass": .container, "override": .rating, "overrideCard": .card,
        ]
        for (id, roles) in expected {
            XCTAssertEqual(h.element(id: id)?.roles, roles, id)
        }
        XCTAssertEqual(h.element(id: "cardCell")?.roles.description, "card+cell")
        XCTAssertEqual(h.element(id: "noClass")?.className, "UIView")
        XCTAssertEqual(h.element(id: "override")?.explicitRole, .rating)
        XCTAssertNil(h.element(id: "view")?.explicitRole)
    }

    /// What the classes say, remembered across files, is what inference says every
    /// time: the same pairs again, pairs that differ only in their superclasses,
    /// and more pairs than the memo keeps, from several threads at once.
    func testClassRolesAreRememberedAcrossFiles() {
        var pairs: [(String, [String])] = [
            ("UITableViewCell", []), ("ListTableViewCell", ["UITableViewCell", "UIView"]),
            ("ListTableViewCell", ["UIView"]),
            ("MDCCardCollectionCell", ["UICollectionViewCell", "UIView"]), ("MDCCard", ["UIControl", "UIView"]),
            ("UIImageView", []), ("StarRatingView", []), ("UILabel", []), ("UIButton", ["UIControl", "UIView"]),
            ("FancyControl", ["UIControl", "UIView"]), ("FancyControl", []), ("UIView", []), ("", []),
        ]
        for k in 0..<5_000 { pairs.append(("Made\(k)", k % 3 == 0 ? ["UIControl"] : k % 3 == 1 ? ["UILabel"] : [])) }
        DispatchQueue.concurrentPerform(iterations: 4) { [pairs] _ in
            for (className, inherits) in pairs {
                let classes = [className] + inherits
                let found = RoleInference.byClass(className, inherits: inherits)
                XCTAssertEqual(found.roles, RoleInference.roles(classes: classes, traits: []), className)
                XCTAssertEqual(found.elementByDefault, RoleInference.isElementByDefault(classes: classes), className)
            }
        }
    }

    func testUnknownRoleIsAnAttributeError() {
        let result = FT.importXML(FT.doc(#"<element id="a" class="UILabel" role="widget"/>"#))
        XCTAssertEqual(result.errors.map(\.location), [SourceLocation(line: 3, column: 1)])
        XCTAssertTrue(result.errors.first?.message.contains("role 'widget'") ?? false)
        XCTAssertEqual(result.hierarchy?.element(id: "a")?.roles, .text, "element kept with its inferred role")
    }

    func testDefaultIsAccessibilityElementByClass() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="label" class="UILabel"/>
                  <element id="button" class="UIButton" inherits="UIControl UIView"/>
                  <element id="customLabel" class="PriceLabel" inherits="UILabel UIView"/>
                  <element id="view" class="UIView"/>
                  <element id="image" class="UIImageView"/>
                  <element id="cell" class="UITableViewCell"/>
                  <element id="hiddenLabel" class="UILabel" isAccessibilityElement="false"/>
                  <element id="elementView" class="UIView" isAccessibilityElement="true"/>
                """))
        XCTAssertEqual(h.element(id: "label")?.isAccessibilityElement, true)
        XCTAssertEqual(h.element(id: "button")?.isAccessibilityElement, true)
        XCTAssertEqual(h.element(id: "customLabel")?.isAccessibilityElement, true)
        XCTAssertEqual(h.element(id: "view")?.isAccessibilityElement, false)
        XCTAssertEqual(h.element(id: "image")?.isAccessibilityElement, false)
        XCTAssertEqual(h.element(id: "cell")?.isAccessibilityElement, false)
        XCTAssertEqual(h.element(id: "hiddenLabel")?.isAccessibilityElement, false)
        XCTAssertEqual(h.element(id: "elementView")?.isAccessibilityElement, true)
        XCTAssertNil(h.element(id: "label")?.isAccessibilityElementAttribute)
    }

    func testRootAttributesAndScreenDefault() throws {
        let h = try FT.hierarchy(
            FT.doc(
                "<element id=\"a\"/>",
                root:
                    #"version="1" screen="Products" layoutDirection="rightToLeft" width="390" height="844" build="42""#)
        )
        XCTAssertEqual(h.screen, "Products")
        XCTAssertEqual(h.layoutDirection, .rightToLeft)
        XCTAssertEqual(h.screenSize?.width, 390)
        XCTAssertEqual(h.screenSize?.height, 844)
        XCTAssertEqual(h.root.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(h.root.unknownAttributes.map(\.name), ["build"])
        XCTAssertEqual(h.format, .axaudit)
        XCTAssertEqual(h.file, "Screen.xml")

        let d = try FT.hierarchy(FT.doc("<element id=\"a\"/>"), file: "fixtures/ios/Product List.v2.xml")
        XCTAssertEqual(d.screen, "Product List.v2")
        XCTAssertEqual(d.layoutDirection, .leftToRight)
        XCTAssertNil(d.screenSize)
        XCTAssertEqual(NativeHierarchyBuilder.screenName(fromFile: "noext"), "noext")
        XCTAssertEqual(NativeHierarchyBuilder.screenName(fromFile: "dir/.hidden"), ".hidden")
    }

    /// The byte-level screen name of an ASCII path is the Character-level one.
    func testScreenNameOfEveryKindOfPath() {
        func reference(_ file: String) -> String {
            let base = file.split(separator: "/").last.map(String.init) ?? file
            if let dot = base.lastIndex(of: "."), dot != base.startIndex { return String(base[..<dot]) }
            return base
        }
        let paths = [
            "", "/", "//", "a", "a.xml", "/a.xml", "dir/a.b.xml", "dir/", "dir//", "dir/sub/", "./a.xml", "../x",
            ".xml", "dir/.xml", "dir/a.", "a..xml", "/tmp/benchdata/screens-2000/screen-0001.xml",
            "Écran/écran.xml", "dir/e\u{301}.xml", "dir/\u{301}.xml", "dir/a.\u{301}xml", "dir/\u{301}/b",
        ]
        for path in paths {
            XCTAssertEqual(NativeHierarchyBuilder.screenName(fromFile: path), reference(path), path)
        }
        XCTAssertEqual(NativeHierarchyBuilder.screenName(fromFile: "a/b/screen.v2.xml"), "screen.v2")
        XCTAssertEqual(NativeHierarchyBuilder.screenName(fromFile: "dir/"), "dir")
    }

    /// Input paths sort by their UTF-8 bytes, as the generic comparison sorts them.
    func testPathsSortByTheirBytes() {
        let strings = [
            "", "a", "b", "ab", "a/b", "a-b", "a.xml", "a/b.xml", "é", "e\u{301}", "z", "Z", "日本",
            "/tmp/x/screen-0001.xml", "/tmp/x/screen-0002.xml", "/tmp/x/screen-000.xml",
            String(repeating: "x", count: 40),
        ]
        XCTAssertEqual(
            strings.sorted(byUTF8: { $0 }), strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertEqual(
            strings.reversed().sorted(byUTF8: { $0 }), strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    func testPaths() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element class="UICollectionView">
                    <element class="UIView"/>
                  </element>
                  <element class="UITableView">
                    <element class="UILabel"/>
                    <customAction name="x"/>
                    <element id="named" class="UIButton"/>
                  </element>
                """))
        XCTAssertEqual(h.path(of: 0), "hierarchy")
        XCTAssertEqual(h.path(of: 1), "hierarchy/element[1]")
        XCTAssertEqual(h.path(of: 2), "hierarchy/element[1]/element[1]")
        XCTAssertEqual(h.path(of: 3), "hierarchy/element[2]")
        XCTAssertEqual(h.path(of: 4), "hierarchy/element[2]/element[1]")
        XCTAssertEqual(h.path(of: 5), "#named")
        XCTAssertEqual(h.positionalPath(of: 5), "hierarchy/element[2]/element[2]")
    }

    func testTreeLinks() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="a"><element id="b"><element id="c"/></element><element id="d"/></element>
                  <element id="e"/>
                """))
        XCTAssertEqual(h.elementsBelowRoot, 5)
        XCTAssertEqual(h.children(of: 0), [1, 5])
        XCTAssertEqual(h.children(of: 1), [2, 4])
        XCTAssertEqual(h[1].subtreeEnd, 5)
        XCTAssertEqual(h[2].subtreeEnd, 4)
        XCTAssertEqual(h[3].parent, 2)
        XCTAssertEqual(h.depth(of: 3), 3)
        XCTAssertEqual(h.depth(of: 0), 0)
        XCTAssertEqual(h.depth(of: 5), 1)
        XCTAssertEqual(h.ancestors(of: 3).map(\.id), ["b", "a", nil])
        XCTAssertEqual(Array(h.descendants(of: 1)), [2, 3, 4])
        XCTAssertTrue(h.isDescendant(3, of: 1))
        XCTAssertFalse(h.isDescendant(5, of: 1))
    }

    func testAttributeEntitiesAndCharacterReferences() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="a" accessibilityLabel="&lt;b&gt; &quot;x&quot; &apos;y&apos; &#38;#38; &#x48;&#105;"
                           text="tab&#9;nl&#10;end" accessibilityHint="a\tb\nc"/>
                """))
        XCTAssertEqual(h.element(id: "a")?.accessibilityLabel, "<b> \"x\" 'y' &#38; Hi")
        XCTAssertEqual(h.element(id: "a")?.text, "tab\tnl\nend")
        XCTAssertEqual(h.element(id: "a")?.accessibilityHint, "a b c", "literal whitespace is normalized")
    }
}

extension ImportTests {
    func testClassListsSplitAsCharactersDo() {
        // The byte path must agree with splitting by Characters, which keeps CR LF and
        // a space followed by a combining mark whole.
        let pieces = ["UIView", "MDCCard", " ", ",", "\t", "\n", "\r", "\r\n", "\u{301}", "é", "Ünï", "x"]
        var generator = SeededRandom(3)
        var bytePath = 0
        for _ in 0..<5_000 {
            let list = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let expected = list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(
                String.init)
            XCTAssertEqual(ElementArena.classNames(in: list), expected, list.debugDescription)
            if !list.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { bytePath += 1 }
        }
        XCTAssertGreaterThan(bytePath, 500)
    }
}
