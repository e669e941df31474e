import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The importer's fast paths must give exactly what the general paths give.
final class ImportFastPathTests: XCTestCase {
    func testFastRectAgreesWithRectParse() {
        let inputs = [
            "0 0 390 844", "16 100 171 240", "-12 3.5 171.25 0", "{{16, 100}, {171, 240}}", "1,2,3,4",
            "1 2 3", "1 2 3 4 5", "1 2 -3 4", "5. 1 2 3", ".5 1 2 3", "1e3 1 2 3", "+1 2 3 4",
            "-0 0 0 0", "0.1 0.2 0.3 0.7", "123456789012345 1 2 3", "1234567890123456 1 2 3",
            "1 2 3 4\r\n", "1\t2\n3 4", "", "a b c d", "1 2 3 4}", "1--2 3 4 5", "1.2.3 4 5 6",
        ]
        for input in inputs {
            let fast = Array(input.utf8).withUnsafeBufferPointer { FastParse.rect($0) }
            if let fast {
                XCTAssertEqual(fast, Rect.parse(input), input)
                XCTAssertEqual(fast.x.sign, Rect.parse(input)?.x.sign, input)
            }
        }
        XCTAssertNotNil(Array("0.1 0.2 0.3 0.7".utf8).withUnsafeBufferPointer { FastParse.rect($0) })
    }

    /// Random frames and near-frames: whenever the fast parser answers, it answers
    /// what `Rect.parse` does (sign of zero included), and it answers every plain frame.
    func testFastRectAndNumberAgreeOnRandomInput() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789.-+e ,{}\t\nx").map(String.init)
        let separators = [" ", ",", ", ", "{", "}", "\t", "\n", "  "]
        func plainDecimal(signed: Bool = true) -> String {
            let integerDigits = Int.random(in: 1...9, using: &generator)
            var text = signed && Bool.random(using: &generator) ? "-" : ""
            for _ in 0..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            if Bool.random(using: &generator) {
                text += "."
                for _ in 0..<Int.random(in: 1...(15 - integerDigits), using: &generator) {
                    text += String(Int.random(in: 0...9, using: &generator))
                }
            }
            return text
        }
        var answered = 0
        for round in 0..<20_000 {
            let input: String
            if round % 2 == 0 {
                input = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                }.joined()
            } else {
                let values = (0..<4).map { plainDecimal(signed: $0 < 2) }
                var text = Bool.random(using: &generator) ? separators.randomElement(using: &generator)! : ""
                for (k, value) in values.enumerated() {
                    text += value
                    if k < 3 { text += separators.randomElement(using: &generator)! }
                }
                input = text
                let expected = Rect.parse(input)
                if expected != nil {
                    XCTAssertNotNil(Array(input.utf8).withUnsafeBufferPointer { FastParse.rect($0) }, input)
                }
            }
            if let fast = Array(input.utf8).withUnsafeBufferPointer({ FastParse.rect($0) }) {
                answered += 1
                let general = Rect.parse(input)
                XCTAssertEqual(fast, general, input)
                XCTAssertEqual(
                    [fast.x.sign, fast.y.sign, fast.width.sign, fast.height.sign],
                    general.map { [$0.x.sign, $0.y.sign, $0.width.sign, $0.height.sign] }, input)
            }
            let word = round % 2 == 0 ? input : plainDecimal()
            if let fast = Array(word.utf8).withUnsafeBufferPointer({ FastParse.number($0) }) {
                let general = Double(word)
                XCTAssertEqual(fast, general, word)
                XCTAssertEqual(fast.sign, general?.sign, word)
            } else if round % 2 == 1 {
                XCTFail("the fast path did not read the plain decimal \(word)")
            }
        }
        XCTAssertGreaterThan(answered, 9_000)
        // Beyond 15 digits a mantissa and a power of ten are no longer both exact:
        // the fast path must leave such numbers to `Double(_:)`.
        for _ in 0..<2_000 {
            let digits = (0..<Int.random(in: 16...19, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }
            let dot = Int.random(in: 1..<digits.count, using: &generator)
            let word = digits[..<dot].joined() + "." + digits[dot...].joined()
            if let fast = Array(word.utf8).withUnsafeBufferPointer({ FastParse.number($0) }) {
                XCTAssertEqual(fast, Double(word), word)
            }
            let frame = "0 0 \(word) 1"
            if let fast = Array(frame.utf8).withUnsafeBufferPointer({ FastParse.rect($0) }) {
                XCTAssertEqual(fast, Rect.parse(frame), frame)
            }
        }
    }

    /// The importer's table of class names and trait lists, against a dictionary:
    /// random keys of every length around a word (8 bytes), many of them sharing
    /// prefixes, the empty key, and lookups of keys never inserted.
    func testByteTableFindsWhatADictionaryFinds() {
        var generator = SystemRandomNumberGenerator()
        var table = ByteTable<Int32>()
        var reference: [[UInt8]: Int32] = [:]
        let alphabet = Array("UIViewCel ".utf8)
        for round in 0..<5_000 {
            let length = Int.random(in: 0...(round % 3 == 0 ? 40 : 17), using: &generator)
            let key = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let found = key.withUnsafeBufferPointer { table.find($0) }
            XCTAssertEqual(found, reference[key], "\(key)")
            if found == nil && Bool.random(using: &generator) {
                key.withUnsafeBufferPointer { table.insert($0, Int32(round)) }
                reference[key] = Int32(round)
            }
        }
        XCTAssertEqual(table.count, reference.count)
        XCTAssertGreaterThan(reference.count, 500)
        for (key, value) in reference {
            XCTAssertEqual(key.withUnsafeBufferPointer { table.find($0) }, value)
        }
    }

    func testFastBooleanAgreesWithBooleanAttribute() {
        for input in ["true", "TRUE", "Yes", "no", "NO", "1", "0", "false", "FaLsE", "", "2", "yess", "tru", " true"] {
            if let fast = Array(input.utf8).withUnsafeBufferPointer({ FastParse.boolean($0) }) {
                XCTAssertEqual(fast, BooleanAttribute.parse(input), input)
            }
        }
    }

    /// A file much larger than one 256 KB chunk, with multi-line start tags and
    /// non-ASCII text: streaming from the file gives the same elements and locations.
    func testStreamingMatchesInMemoryAcrossChunks() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"S\">\n"
        for i in 0..<6000 {
            if i % 7 == 0 {
                xml +=
                    "  <element id=\"e\(i)\" class=\"UILabel\"\n           frame=\"0 \(i) 10 10\"\n           text=\"Café — \(i) &amp; €\(String(repeating: "é", count: i % 9))\"/><element class=\"UIView\"/>\n"
            } else {
                xml +=
                    "  <element class=\"ListTableViewCell\" inherits=\"MDCBaseCell UITableViewCell UIView\" frame=\"0 \(i).5 390 64\" isAccessibilityElement=\"YES\" accessibilityTraits=\"button selected\"><element class=\"UISwitch\" inherits=\"UIControl UIView\"/></element>\n"
            }
        }
        xml += "</hierarchy>\n"
        let bytes = Array(xml.utf8)
        XCTAssertGreaterThan(bytes.count, 3 * XMLEventReader.chunkSize)
        let path = NSTemporaryDirectory() + "axaudit-stream-\(getpid()).xml"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let streamed = Importer.importFile(atPath: path)
        let inMemory = Importer.importBytes(bytes, file: path)
        XCTAssertEqual(streamed.errors, [])
        XCTAssertEqual(inMemory.errors, [])
        let a = try XCTUnwrap(streamed.hierarchy), b = try XCTUnwrap(inMemory.hierarchy)
        XCTAssertEqual(a.elements.count, b.elements.count)
        // Locations counted independently from the text: the `<` of each start tag, in order.
        var expected: [SourceLocation] = []
        var line = 1, column = 1
        let scalars = Array(xml.unicodeScalars)
        for (i, ch) in scalars.enumerated() {
            if ch == "<", i + 1 < scalars.count, scalars[i + 1] == "e" || scalars[i + 1] == "h" {
                expected.append(SourceLocation(line: line, column: column))
            }
            if ch == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        XCTAssertEqual(a.elements.map(\.location), expected)
        XCTAssertEqual(b.elements.map(\.location), expected)
        for (ea, eb) in zip(a.elements, b.elements) {
            XCTAssertEqual(ea.className, eb.className)
            XCTAssertEqual(ea.frame, eb.frame)
            XCTAssertEqual(ea.roles, eb.roles)
            XCTAssertEqual(ea.traits, eb.traits)
            XCTAssertEqual(ea.text, eb.text)
            XCTAssertEqual(ea.isAccessibilityElement, eb.isAccessibilityElement)
        }
        XCTAssertEqual(a[1].text, "Café — 0 & €")
        XCTAssertEqual(a.elements.first(where: { $0.id == "e7" })?.text, "Café — 7 & €ééééééé")
        XCTAssertEqual(a.elements[4].roles, .control)
        XCTAssertEqual(a.elements[1].roles, .text)
        XCTAssertEqual(a.elements[3].roles, .cell)
        XCTAssertEqual(a.elements[3].traits, [.button, .selected])
    }

    func testStreamingReportsWhitespaceAndBOM() throws {
        let dir = NSTemporaryDirectory()
        let blank = dir + "axaudit-blank-\(getpid()).xml"
        try Data("  \n\t ".utf8).write(to: URL(fileURLWithPath: blank))
        defer { try? FileManager.default.removeItem(atPath: blank) }
        XCTAssertEqual(
            Importer.importFile(atPath: blank).errors.map(\.message), ["the file is empty (only whitespace)"])

        let bom = dir + "axaudit-bom-\(getpid()).xml"
        try Data(
            [0xEF, 0xBB, 0xBF] + Array("<hierarchy version=\"1\">\n  <element class=\"UILabel\"/>\n</hierarchy>".utf8)
        )
        .write(to: URL(fileURLWithPath: bom))
        defer { try? FileManager.default.removeItem(atPath: bom) }
        let result = Importer.importFile(atPath: bom)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.hierarchy?[1].location, SourceLocation(line: 2, column: 3))

        let doctype = dir + "axaudit-doctype-\(getpid()).xml"
        try Data("<!DOCTYPE hierarchy [<!ENTITY a \"b\">]>\n<hierarchy version=\"1\"/>".utf8).write(
            to: URL(fileURLWithPath: doctype))
        defer { try? FileManager.default.removeItem(atPath: doctype) }
        XCTAssertEqual(Importer.importFile(atPath: doctype).hierarchy == nil, true)
    }

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
