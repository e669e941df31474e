import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Hostile inputs by size (huge values, many attributes, overfull tags) and by
/// broken bytes (invalid UTF-8, NUL, truncation, lines past 65536).
extension HostileInputTests {
    // MARK: - Size

    /// A file read whole (UTF-16, a JSON page source, a debugDescription) is bounded
    /// before it is read: its size, then what it holds as it is read.
    func testAFileReadWholeIsBoundedBeforeItIsRead() throws {
        let directory = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Sparse: a byte-order mark, then holes up to one byte past the limit.
        let utf16 = directory + "/huge-utf16.xml"
        FileManager.default.createFile(atPath: utf16, contents: Data([0xFF, 0xFE, 0x3C, 0x00]))
        XCTAssertEqual(truncate(utf16, off_t(ImportLimits().maxWholeFileBytes + 1)), 0)
        let huge = Importer.importFile(atPath: utf16)
        XCTAssertNil(huge.hierarchy)
        XCTAssertEqual(huge.errors.map(\.location), [.wholeFile])
        XCTAssertTrue(huge.errors.first?.message.contains("larger than 256 MB") ?? false, "\(huge.errors)")

        let padding = String(repeating: "x", count: 50_000)
        let json = """
            {"type": "Application", "label": "Shop", "rect": {"x": 0, "y": 0, "width": 390, "height": 844},
             "children": [{"type": "StaticText", "label": "\(padding)", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}}]}
            """
        let page = directory + "/page.json"
        try FT.write(json, to: page)
        var limits = ImportLimits()
        limits.maxWholeFileBytes = json.utf8.count
        let within = Importer.importFile(atPath: page, limits: limits)
        XCTAssertEqual(within.errors, [])
        XCTAssertNotNil(within.hierarchy)
        limits.maxWholeFileBytes = json.utf8.count - 1
        let over = Importer.importFile(atPath: page, limits: limits)
        XCTAssertNil(over.hierarchy)
        XCTAssertTrue(over.errors.first?.message.contains("export the screen as UTF-8 XML") ?? false, "\(over.errors)")
    }

    func testTenMegabyteAttributeValue() {
        let big = String(repeating: "a", count: 10 << 20)
        let xml =
            "<hierarchy version=\"1\">\n  <element id=\"a\"/>\n  <element id=\"b\" accessibilityLabel=\"\(big)\"/>\n</hierarchy>"
        let result = FT.importXML(xml)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "attribute 'accessibilityLabel' is 10485760 bytes long, more than axaudit's limit of 8388608 bytes",
                    at: loc(3, 3))
            ])
    }

    func testAttributeValueJustUnderTheLimitImports() throws {
        var limits = ImportLimits()
        limits.maxAttributeValueBytes = 1 << 20
        let value = String(repeating: "é", count: 1 << 19)  // exactly 1 MiB of UTF-8
        let result = FT.importXML(
            "<hierarchy version=\"1\"><element accessibilityLabel=\"\(value)\"/></hierarchy>", limits: limits)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.hierarchy?[1].accessibilityLabel, value)
    }

    func testTwoThousandAttributesOnOneElement() throws {
        var attributes = ""
        for i in 0..<2_000 { attributes += " data-a\(i)=\"v\(i)\"" }
        let xml =
            "<hierarchy version=\"1\">\n <element id=\"x\"\(attributes) class=\"UILabel\"/>\n <element id=\"y\"/></hierarchy>"
        let h = try FT.hierarchy(xml)
        let e = try XCTUnwrap(h.element(id: "x"))
        XCTAssertEqual(e.unknownAttributes.count, 2_000)
        XCTAssertEqual(e.unknownAttributes.last?.name, "data-a1999")
        XCTAssertEqual(e.unknownAttributes.last?.value, "v1999")
        XCTAssertEqual(e.className, "UILabel")
        XCTAssertEqual(e.location, loc(2, 2))
        XCTAssertEqual(h.element(id: "y")?.location, loc(3, 2))
    }

    func testMoreAttributesThanTheLimit() {
        var limits = ImportLimits()
        limits.maxAttributesPerElement = 100
        var attributes = ""
        for i in 0..<101 { attributes += " a\(i)=\"v\"" }
        let xml = "<hierarchy version=\"1\">\n<element/>\n  <element\(attributes)/></hierarchy>"
        let result = FT.importXML(xml, limits: limits)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "an element has 101 attributes, more than axaudit's limit of 100",
                    at: loc(3, 3))
            ])
    }

    func testAMillionAttributesAreRejectedBeforeLibxml2SeesThem() {
        var xml = "<hierarchy version=\"1\">\n<element id=\"ok\"/>\n  <element"
        xml.reserveCapacity(12_000_000)
        for i in 0..<1_000_000 { xml += " a\(i)=\"\"" }
        xml += "/>\n</hierarchy>"
        let start = Date()
        let result = FT.importXML(xml)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "no quadratic duplicate check")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "an element has 1000000 attributes, more than axaudit's limit of 10000",
                    at: loc(3, 3))
            ])
    }

    func testAttributePreScanSkipsCommentsCDATAProcessingInstructionsAndValues() throws {
        var limits = ImportLimits()
        limits.maxAttributesPerElement = 3
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?pi a=1 b=2 c=3 d=4?>
            <hierarchy version="1" screen="a=b=c=d">
              <!-- <element a="1" b="2" c="3" d="4"/> -->
              <element id="x" text="p=q=r=s" accessibilityLabel='>=>='><![CDATA[<x a=1 b=2 c=3 d=4>]]></element>
            </hierarchy>
            """
        let result = FT.importXML(xml, limits: limits)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.hierarchy?.element(id: "x")?.accessibilityLabel, ">=>=")
        XCTAssertEqual(result.hierarchy?.element(id: "x")?.location, loc(5, 3))

        let over = FT.importXML(
            "<hierarchy version=\"1\">\n<element a=\"1\" b='2' c=\"3\" d=\"=\"/></hierarchy>", limits: limits)
        XCTAssertEqual(
            over.errors, [InputError("an element has 4 attributes, more than axaudit's limit of 3", at: loc(2, 1))])
    }

    /// Pieces of input go to libxml2 without the overfull-tag scan when they cannot
    /// complete such a tag. On random documents (tags just under and over the limit,
    /// `=`, `>` and `<` in values, comments, CDATA, processing instructions and
    /// text), cut into many pieces, the first overfull tag is found where scanning
    /// every byte finds it, and documents without one import the same.
    func testUnscannedPiecesFindTheOverfullTagsThatScanningFinds() {
        var generator = SystemRandomNumberGenerator()
        let limit = 40
        func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        func pseudoTag() -> String {
            random(0...1) == 0
                ? ""
                : "<x" + String(repeating: " a=1", count: random(0...(limit + 5)))
                    + String(repeating: "=", count: random(0...60)) + ">"
        }
        var overfull = 0, clean = 0
        for _ in 0..<600 {
            var xml = "<?xml version=\"1.0\"?>\n<hierarchy version=\"1\">\n"
            var expected: (count: Int, line: Int, column: Int)?
            var elements = 1
            for _ in 0..<random(1...30) {
                switch random(0...9) {
                // Not markup, though it looks like an overfull tag.
                case 0:
                    xml +=
                        "<!-- " + String(repeating: "a=\"b\" <c d=e> ", count: random(0...30)) + pseudoTag() + "-->\n"
                case 1:
                    xml +=
                        "<element><![CDATA[" + String(repeating: "<x y=1 z=2>=", count: random(0...30)) + pseudoTag()
                        + "]]></element>\n"
                    elements += 1
                case 2: xml += "<?pi " + String(repeating: "k=v ", count: random(0...30)) + pseudoTag() + "?>\n"
                default:
                    let attributes = random(0...3) == 0 ? random((limit - 3)...(limit + 3)) : random(0...6)
                    let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
                    if attributes > limit && expected == nil {
                        expected = (attributes, lines.count, lines.last!.utf8.count + 1)
                    }
                    xml += "<element"
                    for a in 0..<attributes {
                        xml += random(0...5) == 0 ? "\n   " : " "
                        let value = random(0...3) == 0 ? "x=>y" : String(repeating: "v", count: random(0...12))
                        xml += random(0...1) == 0 ? "a\(a)=\"\(value)\"" : "a\(a) = '\(value)'"
                    }
                    xml += random(0...1) == 0 ? "/>" : ">a=b &amp; c</element>"
                    xml += String(repeating: " ", count: random(0...3)) + "\n"
                    elements += 1
                }
            }
            xml += "</hierarchy>\n"
            var scanned = ImportLimits()
            scanned.maxAttributesPerElement = limit
            scanned.unscannedPieceMinimum = Int.max
            var pieces = scanned
            pieces.unscannedPieceMinimum = random(1...limit)
            let byScanning = FT.importXML(xml, limits: scanned)
            let byPieces = FT.importXML(xml, limits: pieces)
            XCTAssertEqual(byPieces.errors, byScanning.errors, xml)
            if let expected {
                overfull += 1
                XCTAssertEqual(
                    byPieces.errors,
                    [
                        InputError(
                            "an element has \(expected.count) attributes, more than axaudit's limit of \(limit)",
                            at: loc(expected.line, expected.column))
                    ], xml)
            } else {
                clean += 1
                XCTAssertEqual(byPieces.errors, [], xml)
                XCTAssertEqual(byPieces.hierarchy?.elements.count, elements, xml)
                XCTAssertEqual(
                    byPieces.hierarchy?.elements.map(\.location), byScanning.hierarchy?.elements.map(\.location), xml)
            }
        }
        XCTAssertGreaterThan(overfull, 30)
        XCTAssertGreaterThan(clean, 30)
    }

    func testAnOverfullTagAtTheDocumentStartIsFoundInPiecesAsByScanning() {
        // libxml2 reads the encoding from a document's first four bytes before any tag
        // is complete: "<" and three NULs looked like UCS-4 when they went unscanned.
        let limit = 20
        for start in ["<\0\0\0", "<\0\0", "<\0", "<e", "<element", "\n<e"] {
            // Long enough fillers put the attributes past the first bytes libxml2 could be given.
            for filler in [
                "", "\0\0\0\0", " a=1", String(repeating: "\0", count: 100), String(repeating: " ", count: 300),
            ] {
                let xml =
                    start + filler + String(repeating: "=", count: limit + 5)
                    + "\0\0>AppiumAUT><XCUIElementTypeApplication/>"
                var scanned = ImportLimits()
                scanned.maxAttributesPerElement = limit
                scanned.unscannedPieceMinimum = Int.max
                let byScanning = FT.importXML(xml, limits: scanned)
                XCTAssertEqual(byScanning.errors.count, 1, xml.debugDescription)
                XCTAssertTrue(
                    byScanning.errors.first?.message.hasPrefix("an element has ") == true,
                    "\(xml.debugDescription): \(byScanning.errors)")
                for pieceMinimum in 1...limit {
                    var pieces = scanned
                    pieces.unscannedPieceMinimum = pieceMinimum
                    XCTAssertEqual(
                        FT.importXML(xml, limits: pieces).errors, byScanning.errors,
                        "\(xml.debugDescription) in pieces of \(pieceMinimum)")
                }
            }
        }
    }

    func testAnEarlierErrorIsReportedBeforeAnOverfullTag() {
        var limits = ImportLimits()
        limits.maxAttributesPerElement = 2
        let xml =
            "<hierarchy version=\"1\">\n<element id=\"a\" id=\"b\"/>\n<element a=\"1\" b=\"2\" c=\"3\"/></hierarchy>"
        let result = FT.importXML(xml, limits: limits)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors.first?.message.contains("redefined") ?? false, "\(result.errors)")
        XCTAssertEqual(result.errors.first?.location.line, 2)
    }

    // MARK: - Broken bytes

    func testInvalidUTF8() {
        var bytes = Array("<hierarchy version=\"1\">\n<element id=\"a\"/>\n<element text=\"ab".utf8)
        bytes += [0xC3, 0x28]  // a lead byte without its continuation
        bytes += Array("\"/>\n</hierarchy>".utf8)
        let result = Importer.importBytes(bytes, file: "bad.xml")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors.first?.message.hasPrefix("malformed XML") ?? false)
        XCTAssertEqual(result.errors.first?.location.line, 3)
    }

    func testNULBytes() {
        var bytes = Array("<hierarchy version=\"1\">\n<element id=\"a\"/>\n<element text=\"a".utf8)
        bytes += [0x00]
        bytes += Array("b\"/>\n</hierarchy>".utf8)
        let result = Importer.importBytes(bytes, file: "nul.xml")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors.first?.message.hasPrefix("malformed XML") ?? false)
        XCTAssertEqual(result.errors.first?.location.line, 3)

        let leading = Importer.importBytes([0, 0, 0, 0] + Array("<hierarchy version=\"1\"/>".utf8), file: "nul.xml")
        XCTAssertNil(leading.hierarchy)
        XCTAssertEqual(leading.errors.count, 1, "\(leading.errors)")
    }

    func testTruncatedFile() {
        let full = FT.doc(
            """
              <element id="a" class="UILabel" text="one"/>
              <element id="b" class="UILabel" text="two"/>
            """)
        let bytes = Array(full.utf8)
        let cut = Array(bytes[0..<(bytes.count - 20)])
        let result = Importer.importBytes(cut, file: "cut.xml")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors.first?.message.hasPrefix("malformed XML") ?? false)
        XCTAssertEqual(result.errors.first?.location.line, 4)
    }

    func testErrorLinesPast65536AreExact() {
        var xml = "<hierarchy version=\"1\">\n"
        for i in 0..<70_000 { xml += "<element id=\"e\(i)\"/>\n" }
        xml += "<element id=\"bad\" text=\"a < b\"/>\n</hierarchy>\n"
        let result = FT.importXML(xml)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertEqual(result.errors.first?.location.line, 70_002, result.errors.first?.message ?? "")
    }
}
