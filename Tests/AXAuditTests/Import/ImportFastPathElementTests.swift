import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The importer's fast path against its general path, element by element, and
/// the strings and extras the elements share.
extension ImportFastPathTests {
    /// Forwards only the copied-attribute events, so the builder takes its general path.
    final class SlowPath: XMLEventHandler {
        let builder = NativeHierarchyBuilder(file: "t.xml")
        func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
        {
            builder.startElement(name: name, attributes: attributes, location: location, depth: depth)
        }
        func endElement(name: String) { builder.endElement(name: name) }
    }

    /// `xml` read by the importer (its fast path where it can) and by the general
    /// path alone, checked to give the same elements, errors and warnings.
    func importedByBothPaths(
        _ xml: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (ImportResult, Hierarchy) {
        let fast = Importer.importBytes(Array(xml.utf8), file: "t.xml")
        let slow = SlowPath()
        let reader = XMLEventReader(bytes: Array(xml.utf8), limits: ImportLimits(), handler: slow)
        XCTAssertNil(reader.parse(), file: file, line: line)
        let a = try XCTUnwrap(fast.hierarchy, file: file, line: line), b = slow.builder.finish()
        XCTAssertEqual(fast.errors, slow.builder.errors.sorted { $0.location < $1.location }, file: file, line: line)
        XCTAssertEqual(fast.warnings, slow.builder.warnings, file: file, line: line)
        XCTAssertEqual(a.elements.count, b.elements.count, file: file, line: line)
        for (x, y) in zip(a.elements, b.elements) {
            XCTAssertEqual("\(x)", "\(y)", file: file, line: line)
            XCTAssertEqual(
                "\(ImportFastPathTests.extras(x))", "\(ImportFastPathTests.extras(y))", file: file, line: line)
        }
        return (fast, a)
    }

    func testFastPathBuildsTheSameElementsAsTheGeneralPath() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy version="1" screen="S" width="390" height="844" extra="x">
              <element id="a" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                       frame="16 100.5 171 240" isAccessibilityElement="YES" accessibilityLabel="Trail &amp; shoes"
                       accessibilityTraits="button bogus" accessibilityHint="h" accessibilityIdentifier="i">
                <element class="MDCProductRating" inherits="UIControl UIView" frame="{{24, 252}, {100, 16}}" maximumValue="5"
                         isAccessibilityElement="true" accessibilityValue="4.5" textColor="#FF0000" backgroundColor="#00FF0080"/>
                <element class="UIButton" inherits="UIControl UIView" frame="1e1 2 3 4" text="Buy" isEnabled="no" alpha="0.5">
                  <customAction name="Add to cart"/><unknownThing/>
                  <customAction id="s" name="Share &amp; save" name2="x"/><customAction label="no name"/>
                  <customAction name="Outer"><customAction name="Inner"/></customAction>
                </element>
                <element class="UIImageView" image="x" frame="1 2 -3 4" isAccessibilityElement="maybe" role="image"/>
                <element frame="1 2 3 4" accessibilityTraits="button" fontSize="17" adjustsFontForContentSizeCategory="1"
                         semanticContentAttribute="forceRightToLeft" isHidden="FALSE" axaudit-ignore="all" foo="bar"
                         accessibilityElements="a b" shouldGroupAccessibilityChildren="true" isUserInteractionEnabled="0"/>
                <element id="a" class="" role="bogus" accessibilityTraits="header, selected"/>
              </element>
            </hierarchy>
            """
        let (fast, a) = try importedByBothPaths(xml)
        XCTAssertEqual(a[1].accessibilityLabel, "Trail & shoes")
        XCTAssertEqual(a[1].roles, [.card, .cell])
        XCTAssertEqual(a[3].customActions, ["Add to cart", "Share & save", "Outer"])
        XCTAssertEqual(a[3].unknownChildElements, ["unknownThing", "customAction"])
        XCTAssertTrue(fast.errors.contains { $0.message == "<customAction> has no name attribute" })
        XCTAssertEqual(a[5].roles, .control)
        XCTAssertEqual(a[5].isHidden, false)
        XCTAssertEqual(a[5].unknownAttributes.map(\.name), ["foo"])
        XCTAssertEqual(a[6].className, "UIView")
        XCTAssertFalse(fast.errors.isEmpty)
        XCTAssertFalse(fast.warnings.isEmpty)
    }

    /// Values the fast path does not read plainly send the whole element to the
    /// general path; child names added before and after child elements stay in order.
    func testFastPathFallsBackForValuesItDoesNotReadPlainly() throws {
        let xml = """
            <hierarchy version="1" screen="S" width="390" height="844">
              <element id="" class="UILabel" frame="0 0 10 10" fontSize="0" accessibilityLabel="empty id"/>
              <element id="a b" class="UILabel" frame="0 0 10 10" alpha="2" maximumValue="-1"/>
              <element id="card" inherits="UICollectionViewCell UIView" frame="0 0 100 100" textColor="#112233"
                       backgroundColor="#11223344" accessibilityValue="v" accessibilityHint="h" text="t" image="i">
                <customAction name="Before"/><mystery/>
                <element id="inner" class="" inherits="UIControl UIView" frame="1 1 1 1" accessibilityTraits="button"/>
                <customAction name="After"/>
                <element id="card" class="UIButton" frame="1 1 1 1" accessibilityTraits="bogus button"/>
              </element>
              <element class="UIView" frame="0 0 1 1" alpha="0.5" fontSize="12.5" maximumValue="5" isHidden="no"/>
            </hierarchy>
            """
        let (fast, a) = try importedByBothPaths(xml)
        XCTAssertEqual(a[1].id, "")
        XCTAssertNil(a[1].fontSize, "out of range: an error, and the element kept without it")
        XCTAssertNil(a[2].alpha)
        XCTAssertTrue(fast.errors.contains { $0.message.hasPrefix("fontSize '0' is not") })
        XCTAssertTrue(fast.errors.contains { $0.message.hasPrefix("id 'a b' is not one word") })
        XCTAssertEqual(a[3].className, "UIView")
        XCTAssertEqual(a[3].inherits, ["UICollectionViewCell", "UIView"])
        XCTAssertEqual(a[3].customActions, ["Before", "After"])
        XCTAssertEqual(a[3].unknownChildElements, ["mystery"])
        XCTAssertEqual(a[3].textColor, RGBAColor.parse("#112233"))
        XCTAssertEqual(a[3].accessibilityHint, "h")
        XCTAssertEqual(a[3].image, "i")
        XCTAssertEqual(a[4].className, "UIView")
        XCTAssertEqual(a[4].roles, .control)
        XCTAssertEqual(a[4].parent, 3)
        XCTAssertEqual(a[5].traits, .button)
        XCTAssertEqual(a[6].maximumValue, 5)
        XCTAssertEqual(a[6].fontSize, 12.5)
        XCTAssertTrue(fast.errors.contains { $0.message.hasPrefix("duplicate id 'card'") })
        XCTAssertTrue(fast.warnings.contains { $0.message.contains("bogus") })
    }

    /// Child names kept aside while an element is open end up where a draft
    /// changed for each name would put them, whether or not the element was also
    /// changed as a draft, before or after the names came.
    func testChildNamesOfOpenElementsAgreeWithChangingTheDraft() {
        var arena = ElementArena()
        let location = SourceLocation(line: 1, column: 1)
        let root = arena.open(tagName: "root", location: location)
        arena[root].className = "Root"
        arena.addCustomAction("r1", to: root)
        let kept = arena.open(tagName: "kept", location: location)
        arena.addCustomAction("k1", to: kept)
        let child = arena.open(tagName: "child", location: location)
        arena.addUnknownChildElement("u0", to: child)
        arena.close()
        arena.addCustomAction("k2", to: kept)
        arena.addUnknownChildElement("u1", to: kept)
        arena.close()
        let changedLater = arena.open(tagName: "later", location: location)
        arena.addCustomAction("l1", to: changedLater)
        arena[changedLater].accessibilityLabel = "Later"
        arena.addCustomAction("l2", to: changedLater)
        arena.close()
        let (elements, _) = arena.finish()
        XCTAssertEqual(elements.map(\.tagName), ["root", "kept", "child", "later"])
        XCTAssertEqual(elements[0].className, "Root")
        XCTAssertEqual(elements[0].customActions, ["r1"])
        XCTAssertEqual(elements[0].subtreeEnd, 4)
        XCTAssertEqual(elements[1].customActions, ["k1", "k2"])
        XCTAssertEqual(elements[1].unknownChildElements, ["u1"])
        XCTAssertEqual(elements[1].subtreeEnd, 3)
        XCTAssertEqual(elements[2].unknownChildElements, ["u0"])
        XCTAssertEqual(elements[2].customActions, [])
        XCTAssertEqual(elements[3].customActions, ["l1", "l2"])
        XCTAssertEqual(elements[3].accessibilityLabel, "Later")
        XCTAssertEqual(elements[3].parent, 0)
    }

    /// Where a string's bytes are: the same place for two strings that share storage.
    static func storage(_ s: String?) -> UnsafeRawPointer? {
        s?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    func testRepeatedValuesShareOneStringAndKeepTheirText() throws {
        // Lengths around the inline limit (15 bytes) and the table's (128), `&`, non-ASCII.
        let texts = [
            "Add to cart now", "Add to cart now!", "Average customer rating, out of 5 stars",
            "Crème brûlée & tea, 5 €", String(repeating: "x", count: 128), String(repeating: "y", count: 129),
            "Add to cart now?", "Average customer rating, out of 5 stars.",
        ]
        var xml = "<hierarchy version=\"1\" screen=\"S\">\n"
        let attributes = ["accessibilityLabel", "accessibilityValue", "text", "image"]
        var expected: [(attribute: String, text: String)] = []
        for k in 0..<64 {
            let attribute = attributes[k % attributes.count], text = texts[(k * 5) % texts.count]
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;")
            xml += "  <element class=\"UILabel\" \(attribute)=\"\(escaped)\"/>\n"
            expected.append((attribute, text))
        }
        xml += "</hierarchy>\n"
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "t.xml").hierarchy)
        func value(_ e: Element, _ attribute: String) -> String? {
            switch attribute {
            case "accessibilityLabel": e.accessibilityLabel
            case "accessibilityValue": e.accessibilityValue
            case "text": e.text
            default: e.image
            }
        }
        var firstStorage: [String: UnsafeRawPointer] = [:]
        for (k, (attribute, text)) in expected.enumerated() {
            let got = value(h[Element.Index(k + 1)], attribute)
            XCTAssertEqual(got, text, "element \(k + 1)")
            let bytes = text.utf8.count
            guard bytes > 15 && bytes <= 128, let storage = Self.storage(got) else { continue }
            if let first = firstStorage[text] {
                XCTAssertEqual(storage, first, "'\(text)' on element \(k + 1) has a string of its own")
            } else {
                firstStorage[text] = storage
            }
        }
        XCTAssertEqual(firstStorage.count, 6, "every shareable text was seen")
    }

    func testValuesAfterTheSharingLimitAreReadButNotShared() throws {
        // More distinct long labels than the table keeps, then one from before and one from after the limit again.
        let limit = NativeHierarchyBuilder.sharedValueLimit
        func label(_ k: Int) -> String { "Distinct product label \(k)" }
        var xml = "<hierarchy version=\"1\" screen=\"S\">\n"
        for k in 0..<(limit + 10) { xml += "<element accessibilityLabel=\"\(label(k))\"/>\n" }
        xml +=
            "<element accessibilityLabel=\"\(label(3))\"/>\n<element accessibilityLabel=\"\(label(limit + 5))\"/>\n</hierarchy>\n"
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "t.xml").hierarchy)
        XCTAssertEqual(h.elements.count, limit + 13)
        for k in 0..<(limit + 10) where h[Element.Index(k + 1)].accessibilityLabel != label(k) {
            XCTFail("element \(k + 1) reads '\(h[Element.Index(k + 1)].accessibilityLabel ?? "nil")'")
            break
        }
        let early = h[Element.Index(limit + 11)].accessibilityLabel,
            late = h[Element.Index(limit + 12)].accessibilityLabel
        XCTAssertEqual(early, label(3))
        XCTAssertEqual(late, label(limit + 5))
        XCTAssertEqual(Self.storage(early), Self.storage(h[4].accessibilityLabel))
        XCTAssertNotEqual(Self.storage(late), Self.storage(h[Element.Index(limit + 6)].accessibilityLabel))
    }

    static func extras(_ e: Element) -> String {
        "\(e.accessibilityHint as Any) \(e.accessibilityIdentifier as Any) \(e.placeholderValue as Any) "
            + "\(e.accessibilityElements as Any) \(e.alpha as Any) \(e.maximumValue as Any) \(e.textColor as Any) "
            + "\(e.backgroundColor as Any) \(e.isEnabled as Any) \(e.isUserInteractionEnabled as Any) \(e.ignoredRules) "
            + "\(e.customActions) \(e.unknownAttributes) \(e.unknownChildElements)"
    }

    func testElementExtrasAreCopiedOnWrite() {
        var draft = ElementDraft(subtreeEnd: 2, siblingPosition: 1, location: SourceLocation(line: 1, column: 1))
        draft.className = "UIView"
        draft.accessibilityHint = "h"
        draft.customActions = ["x"]
        var a = Element(draft)
        let b = a
        a.customActions.append("y")
        a.accessibilityHint = nil
        XCTAssertEqual(b.customActions, ["x"])
        XCTAssertEqual(b.accessibilityHint, "h")
        XCTAssertEqual(a.customActions, ["x", "y"])
        XCTAssertNil(a.accessibilityHint)
        XCTAssertEqual(a.alpha, nil)
    }
}
