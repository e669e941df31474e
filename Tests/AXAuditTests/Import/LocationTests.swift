import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Exact line and column (Unicode scalars, 1-based) of each element's `<`.
final class LocationTests: XCTestCase {
    private func locations(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws
        -> [SourceLocation]
    {
        let result = Importer.importBytes(bytes, file: "loc.xml")
        XCTAssertEqual(result.errors, [], file: file, line: line)
        let h = try XCTUnwrap(result.hierarchy, file: file, line: line)
        return h.elements.map(\.location)
    }

    private func locations(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [SourceLocation]
    {
        try locations(Array(xml.utf8), file: file, line: line)
    }

    private func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }

    func testMultiLineStartTagsAreLocatedAtTheirLessThan() throws {
        let xml = """
            <hierarchy
                version="1">
              <element
                  id="a"
                  frame="0 0 10 10">
                <element id="b"
                         class="UILabel"
                         text="x > y"/>
              </element><element id="c"
            /></hierarchy>
            """
        XCTAssertEqual(try locations(xml), [loc(1, 1), loc(3, 3), loc(6, 5), loc(9, 13)])
    }

    func testTabsCountOneColumn() throws {
        let xml =
            "<hierarchy version=\"1\">\n\t<element id=\"a\">\n\t\t<element id=\"b\"/>\t<element id=\"c\"/>\n\t</element>\n</hierarchy>"
        XCTAssertEqual(try locations(xml), [loc(1, 1), loc(2, 2), loc(3, 3), loc(3, 21)])
    }

    func testCRLFLineEndings() throws {
        let xml =
            "<?xml version=\"1.0\"?>\r\n<hierarchy version=\"1\">\r\n  <element id=\"a\"\r\n    frame=\"0 0 1 1\">\r\n    <element id=\"b\"/>\r\n  </element>\r\n</hierarchy>\r\n"
        XCTAssertEqual(try locations(xml), [loc(2, 1), loc(3, 3), loc(5, 5)])
    }

    func testOldMacCRLineEndings() throws {
        let xml =
            "<?xml version=\"1.0\"?>\r<hierarchy version=\"1\">\r  <element id=\"a\">\r    <element id=\"b\"/>\r  </element>\r</hierarchy>\r"
        XCTAssertEqual(try locations(xml), [loc(2, 1), loc(3, 3), loc(4, 5)])
    }

    /// Line ends of every kind, the first CR far into the file and CRLFs cut by
    /// the reader's chunks, read whole and from a file: each element is where a
    /// byte-by-byte count of lines and scalars puts it.
    func testMixedLineEndsAcrossChunks() throws {
        var random = SeededRandom(7)
        var xml = "<hierarchy version=\"1\">\n"
        for k in 0..<20_000 {
            // LF only for the first third: the reader meets its first CR late.
            let end = k < 7_000 ? "\n" : ["\n", "\r\n", "\r", "\r\n\r\n"][Int(random.next() % 4)]
            let indent = String(repeating: " ", count: Int(random.next() % 6))
            let text = random.next() % 5 == 0 ? " text=\"é日本👍\"" : ""
            xml +=
                indent + "<element id=\"e\(k)\"\(text)" + (random.next() % 7 == 0 ? end + "  frame=\"0 0 1 1\"" : "")
                + "/>" + end
        }
        xml += "</hierarchy>\n"
        // Where each `<element` starts, counted byte by byte as XML counts lines.
        let bytes = Array(xml.utf8)
        var expected: [SourceLocation] = [loc(1, 1)]
        var line = 1, column = 1, k = 0
        let tag = Array("<element".utf8)
        while k < bytes.count {
            if bytes[k] == 0x3C, bytes[k...].starts(with: tag) { expected.append(loc(line, column)) }
            if bytes[k] == 0x0D || (bytes[k] == 0x0A && (k == 0 || bytes[k - 1] != 0x0D)) {
                line += 1
                column = 1
            } else if bytes[k] != 0x0A && bytes[k] & 0xC0 != 0x80 {
                column += 1
            }
            k += 1
        }
        XCTAssertGreaterThan(bytes.count, 2 * XMLEventReader.chunkSize)
        // The first element out of place, rather than 20,000 locations.
        func firstDifference(_ found: [SourceLocation]) -> String? {
            if found.count != expected.count { return "\(found.count) elements, not \(expected.count)" }
            return zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }
                .map { "element \($0.offset) at \($0.element.0), not \($0.element.1)" }
        }
        XCTAssertNil(firstDifference(try locations(bytes)), "read whole")
        let directory = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/mixed.xml"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let fromFile = Importer.importFile(atPath: path)
        XCTAssertEqual(fromFile.errors, [])
        XCTAssertNil(firstDifference(try XCTUnwrap(fromFile.hierarchy).elements.map(\.location)), "read from a file")
    }

    func testNonASCIITextBeforeTheTagCountsUnicodeScalars() throws {
        // "é" is 2 bytes, "日本" 3 bytes each, "👍" 4 bytes: one column each.
        let xml =
            "<hierarchy version=\"1\"><!-- é日本👍 --><element id=\"a\" text=\"ü\"/><element id=\"b\"/>\n<!--ÿ--><element id=\"c\"/></hierarchy>"
        XCTAssertEqual(try locations(xml), [loc(1, 1), loc(1, 37), loc(1, 63), loc(2, 9)])
    }

    func testUTF8BOM() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\">\n  <element id=\"a\" text=\"é\"/> <element id=\"b\"/>\n</hierarchy>\n"
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(xml.utf8)
        XCTAssertEqual(try locations(bytes), [loc(2, 1), loc(3, 3), loc(3, 30)])
        // The BOM does not count as a column on line 1 either.
        let oneLine: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array("<hierarchy version=\"1\"><element id=\"a\"/></hierarchy>".utf8)
        XCTAssertEqual(try locations(oneLine), [loc(1, 1), loc(1, 24)])
    }

    private func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
            bytes += bigEndian ? [hi, lo] : [lo, hi]
        }
        return bytes
    }

    func testUTF16LittleAndBigEndian() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<hierarchy version=\"1\">\n  <element id=\"a\" accessibilityLabel=\"Café 👍\"/>  <element id=\"b\"/>\n</hierarchy>\n"
        for bigEndian in [false, true] {
            let result = Importer.importBytes(utf16(xml, bigEndian: bigEndian), file: "u16.xml")
            XCTAssertEqual(result.errors, [], "bigEndian \(bigEndian)")
            let h = try XCTUnwrap(result.hierarchy)
            XCTAssertEqual(h.elements.map(\.location), [loc(2, 1), loc(3, 3), loc(3, 50)], "bigEndian \(bigEndian)")
            XCTAssertEqual(h.element(id: "a")?.accessibilityLabel, "Café 👍")
        }
        // Without a BOM, recognised from "<?".
        let noBOM = Importer.importBytes(utf16(xml, bigEndian: false, bom: false), file: "u16.xml")
        XCTAssertEqual(noBOM.errors, [])
        XCTAssertEqual(noBOM.hierarchy?.element(id: "b")?.location, loc(3, 50))
    }

    func testUTF16OddLengthAndUnpairedSurrogateAreLocatedErrors() {
        var odd = utf16("<hierarchy version=\"1\"/>", bigEndian: false)
        odd.append(0x41)
        let r1 = Importer.importBytes(odd, file: "odd.xml")
        XCTAssertNil(r1.hierarchy)
        XCTAssertEqual(r1.errors.map(\.location), [loc(1, 1)])
        XCTAssertTrue(r1.errors.first?.message.contains("odd number of bytes") ?? false)

        var bad = utf16("<hierarchy version=\"1\">\n<element text=\"", bigEndian: false)
        bad += [0x00, 0xD8]  // lone high surrogate
        bad += utf16("\"/></hierarchy>", bigEndian: false, bom: false)
        let r2 = Importer.importBytes(bad, file: "bad.xml")
        XCTAssertNil(r2.hierarchy)
        XCTAssertEqual(r2.errors.count, 1)
        XCTAssertTrue(r2.errors.first?.message.contains("unpaired surrogate") ?? false)
        XCTAssertEqual(r2.errors.first?.location, loc(2, 16))
    }

    /// More than 70,000 lines, so that lines past 65,535 (where libxml2's own
    /// node line numbers saturate) and past several parser chunks are checked.
    func testLinesPast65536AreExact() throws {
        var xml = "<?xml version=\"1.0\"?>\n<hierarchy version=\"1\">\n"
        var expected: [SourceLocation] = [loc(2, 1)]
        var line = 3
        for i in 0..<24_000 {
            // Three lines per element; a multi-line start tag every other one; some non-ASCII text.
            if i % 2 == 0 {
                xml += "  <element id=\"e\(i)\" text=\"é\(i)\"\n      frame=\"0 \(i) 10 10\"/>\n  <!-- ü -->\n"
                expected.append(loc(line, 3))
            } else {
                xml += "\t<!--x--> <element id=\"e\(i)\">\n  </element>\n\n"
                expected.append(loc(line, 11))
            }
            line += 3
        }
        xml += "</hierarchy>\n"
        XCTAssertGreaterThan(line, 70_000)
        let got = try locations(xml)
        XCTAssertEqual(got.count, expected.count)
        XCTAssertEqual(got, expected)
        XCTAssertEqual(got.last, loc(72_000, 11))
    }

    /// One line, 20,000 elements: columns stay exact across parser chunks.
    func testSingleLineWith20000Elements() throws {
        var xml = "<hierarchy version=\"1\">"
        var expected: [SourceLocation] = [loc(1, 1)]
        var column = 24
        for i in 0..<20_000 {
            let tag = "<element id=\"e\(i)\" text=\"日本\(i)\"/>"
            expected.append(loc(1, column))
            column += tag.unicodeScalars.count
            xml += tag
        }
        xml += "</hierarchy>"
        XCTAssertGreaterThan(xml.utf8.count, 1 << 19, "spans several parser chunks")
        XCTAssertEqual(try locations(xml), expected)
    }
}
