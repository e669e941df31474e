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
}
