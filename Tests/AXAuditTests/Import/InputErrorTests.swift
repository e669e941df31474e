import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules
#if canImport(Glibc)
import Glibc
#endif

/// Input errors: each has a message a person can act on and a location.
final class InputErrorTests: XCTestCase {
    private func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }

    private func assertSingleError(
        _ result: ImportResult, contains text: String, at location: SourceLocation,
        hierarchyKept: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
        guard let error = result.errors.first else { return }
        XCTAssertTrue(
            error.message.contains(text), "'\(error.message)' does not contain '\(text)'", file: file, line: line)
        XCTAssertEqual(error.location, location, error.message, file: file, line: line)
        XCTAssertEqual(result.hierarchy != nil, hierarchyKept, file: file, line: line)
    }

    // MARK: - Not a hierarchy at all

    func testMalformedXMLIsLocated() {
        let xml = """
            <hierarchy version="1">
              <element id="a">
                <element id="b">
              </element>
            </hierarchy>
            """
        let result = FT.importXML(xml)
        // libxml2 locates the mismatch where it stands: just after the offending end tag.
        assertSingleError(result, contains: "malformed XML", at: loc(5, 13))
        XCTAssertTrue(result.errors[0].message.contains("mismatch"), result.errors[0].message)
    }

    func testErrorColumnsCountUnicodeScalarsAndLoneCREndsALine() {
        let wide = FT.importXML("<hierarchy version=\"1\">\n<element text=\"日本👍\" <bad/>\n</hierarchy>")
        XCTAssertEqual(wide.errors.count, 1, "\(wide.errors)")
        XCTAssertEqual(wide.errors.first?.location, loc(2, 21))
        let mac = FT.importXML("<hierarchy version=\"1\">\r<element>\r</b></hierarchy>")
        XCTAssertEqual(mac.errors.count, 1, "\(mac.errors)")
        XCTAssertEqual(mac.errors.first?.location, loc(3, 5))
        let crlf = FT.importXML("<hierarchy version=\"1\">\r\n<element>\r\n</b></hierarchy>")
        XCTAssertEqual(crlf.errors.first?.location, loc(3, 5))
    }

    func testUnclosedAttributeIsLocated() {
        let xml = "<hierarchy version=\"1\">\n  <element id=\"a\n</hierarchy>\n"
        let result = FT.importXML(xml)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors.first?.message.hasPrefix("malformed XML") ?? false)
        XCTAssertGreaterThanOrEqual(result.errors.first?.location.line ?? 0, 2)
    }

    func testUnsupportedRootNamesTheSupportedFormats() {
        let result = FT.importXML("<?xml version=\"1.0\"?>\n  <screen version=\"1\"><element/></screen>")
        assertSingleError(result, contains: "the root element <screen> is not a supported format", at: loc(2, 3))
        XCTAssertTrue(result.errors[0].message.contains("<hierarchy version=\"1\">"))
        XCTAssertTrue(result.errors[0].message.contains("XCUITest"))
        XCTAssertNil(result.format)
    }

    func testHTMLAndAndroidDumpsAreRecognised() {
        let html = FT.importXML("<html><body><p>hi</p></body></html>")
        assertSingleError(html, contains: "web page", at: loc(1, 1))
        let android = FT.importXML(
            "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\"/></hierarchy>"
        )
        assertSingleError(android, contains: "Android uiautomator dump", at: loc(2, 1))
    }

    func testEmptyFile() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/empty.xml"
        try FT.write("", to: path)
        assertSingleError(Importer.importFile(atPath: path), contains: "the file is empty", at: loc(1, 1))
        assertSingleError(Importer.importBytes([], file: "empty.xml"), contains: "the file is empty", at: loc(1, 1))
        XCTAssertEqual(
            Importer.importBytes([0xEF, 0xBB, 0xBF], file: "bom.xml").errors,
            [InputError("the file is empty", at: loc(1, 1))])
    }

    func testWhitespaceOnlyFile() {
        assertSingleError(FT.importXML("  \n\t\r\n   \n"), contains: "only whitespace", at: loc(1, 1))
        assertSingleError(
            Importer.importBytes([0xEF, 0xBB, 0xBF, 0x20, 0x0A], file: "bom.xml"),
            contains: "only whitespace", at: loc(1, 1))
    }

    func testXMLDeclarationOnly() {
        let result = FT.importXML("<?xml version=\"1.0\"?>\n<!-- nothing -->\n")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
    }

    func testUnreadableFile() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/secret.xml"
        try FT.write(FT.doc("<element/>"), to: path)
        XCTAssertEqual(chmod(path, 0), 0)
        if geteuid() != 0 {
            assertSingleError(
                Importer.importFile(atPath: path), contains: "cannot read the file: permission denied", at: .wholeFile)
            return
        }
        // Root reads anything; drop the filesystem uid on one thread of our own
        // (setfsuid is per thread and clears CAP_DAC_OVERRIDE while non-zero).
        XCTAssertEqual(chmod(dir, 0o755), 0)
        guard let symbol = dlsym(nil, "setfsuid") else { throw XCTSkip("running as root without setfsuid") }
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        let setfsuid = unsafeBitCast(symbol, to: SetFSUID.self)
        nonisolated(unsafe) var result: ImportResult?
        nonisolated(unsafe) var droppedTo: Int32 = -1
        let done = DispatchSemaphore(value: 0)
        Thread {
            _ = setfsuid(65534)
            droppedTo = setfsuid(65534)  // returns the current fsuid
            result = Importer.importFile(atPath: path)
            _ = setfsuid(0)
            done.signal()
        }.start()
        done.wait()
        guard droppedTo == 65534 else { throw XCTSkip("cannot drop the filesystem uid (running as root)") }
        assertSingleError(try XCTUnwrap(result), contains: "cannot read the file: permission denied", at: .wholeFile)
    }

    func testDirectoryPath() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        assertSingleError(Importer.importFile(atPath: dir), contains: "is a directory", at: .wholeFile)
    }

    func testMissingPath() {
        assertSingleError(
            Importer.importFile(atPath: "/nonexistent/axaudit/nope.xml"),
            contains: "cannot read the file: no such file", at: .wholeFile)
    }

    func testFIFOIsRejectedWithoutBlocking() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/pipe.xml"
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        // Opening a FIFO for reading blocks until a writer comes: the importer must not.
        let done = expectation(description: "import returns")
        nonisolated(unsafe) var result: ImportResult?
        Thread {
            result = Importer.importFile(atPath: path)
            done.fulfill()
        }.start()
        let outcome = XCTWaiter().wait(for: [done], timeout: 5)
        if outcome != .completed {
            // Unblock the reader so the thread ends, then fail.
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            XCTFail("importing a FIFO blocked")
            return
        }
        assertSingleError(try XCTUnwrap(result), contains: "not a regular file", at: .wholeFile)
    }

    func testSymlinkLoop() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(symlink(dir + "/b.xml", dir + "/a.xml"), 0)
        XCTAssertEqual(symlink(dir + "/a.xml", dir + "/b.xml"), 0)
        assertSingleError(Importer.importFile(atPath: dir + "/a.xml"), contains: "symbolic links", at: .wholeFile)
    }

    // MARK: - The element is kept, the attribute reported

    func testDuplicateIDKeepsTheElementAndLocatesTheSecond() throws {
        let result = FT.importXML(
            FT.doc(
                """
                  <element id="x" class="UILabel"/>
                  <element class="UIView">
                     <element id="x" class="UIButton"/>
                  </element>
                """))
        assertSingleError(
            result, contains: "duplicate id 'x' (first used on line 3)", at: loc(5, 6), hierarchyKept: true)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elementsBelowRoot, 3)
        XCTAssertEqual(h[3].id, "x")
        XCTAssertEqual(h[3].className, "UIButton")
        XCTAssertEqual(h.indexByID["x"], 1, "the id refers to its first element")
    }

    func testBadAttributeValuesKeepTheElement() throws {
        let result = FT.importXML(
            FT.doc(
                """
                <element id="f1" frame="1 2 3"/>
                <element id="f2" frame="1 2 -3 4"/>
                <element id="f3" frame="1 2 three 4"/>
                <element id="f4" frame="nan 2 3 4"/>
                <element id="b1" isHidden="maybe"/>
                <element id="n1" fontSize="big"/>
                <element id="n2" alpha="inf"/>
                <element id="c1" textColor="red"/>
                <element id="c2" backgroundColor="#12345"/>
                <element id="c3" textColor="#GG0000"/>
                <element id="s1" semanticContentAttribute="sideways"/>
                """))
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.elementsBelowRoot, 11)
        let expected: [(Int, String)] = [
            (3, "frame '1 2 3'"), (4, "frame '1 2 -3 4'"), (5, "frame '1 2 three 4'"), (6, "frame 'nan 2 3 4'"),
            (7, "isHidden 'maybe' is not a boolean"), (8, "fontSize 'big' is not a number"),
            (9, "alpha 'inf' is not a number"), (10, "textColor 'red' is not a color"),
            (11, "backgroundColor '#12345' is not a color"), (12, "textColor '#GG0000' is not a color"),
            (13, "semanticContentAttribute 'sideways'"),
        ]
        XCTAssertEqual(result.errors.count, expected.count, "\(result.errors)")
        for (error, (line, text)) in zip(result.errors, expected) {
            XCTAssertEqual(error.location, loc(line, 1), error.message)
            XCTAssertTrue(error.message.contains(text), "'\(error.message)' does not contain '\(text)'")
        }
        XCTAssertNil(h.element(id: "f1")?.frame)
        XCTAssertEqual(h.element(id: "b1")?.isHidden, false)
        XCTAssertNil(h.element(id: "n1")?.fontSize)
        XCTAssertNil(h.element(id: "c1")?.textColor)
        XCTAssertEqual(h.element(id: "s1")?.semanticContentAttribute, .unspecified)
    }

    /// Values that parse as numbers but make no sense, hexadecimal where decimals
    /// are expected, frames so large that sums overflow, and ids no list can name.
    func testValuesOutOfRangeAreLocatedErrors() throws {
        let result = FT.importXML(
            FT.doc(
                """
                <element id="f0" fontSize="0"/>
                <element id="f1" fontSize="-3"/>
                <element id="m0" maximumValue="0"/>
                <element id="a1" alpha="1.5"/>
                <element id="a2" alpha="-0.1"/>
                <element id="h1" fontSize="0x1A"/>
                <element id="h2" alpha="0x1p-1"/>
                <element id="r1" frame="0 0 1e300 1e300"/>
                <element id="r2" frame="-2e9 0 10 10"/>
                <element id=""/>
                <element id="two words"/>
                <element id="a,b"/>
                <element id="ok" fontSize="17" maximumValue="5" alpha="0" frame="0 0 1000000000 10"/>
                """, root: #"version="1" width="0" height="-1""#))
        let h = try XCTUnwrap(result.hierarchy)
        let expected: [(Int, String)] = [
            (2, "width '0' is not a number above 0 and up to 1000000000"),
            (2, "height '-1' is not a number above 0 and up to 1000000000"),
            (3, "fontSize '0' is not a number above 0"), (4, "fontSize '-3' is not a number above 0"),
            (5, "maximumValue '0' is not a number above 0"), (6, "alpha '1.5' is not a number from 0 to 1"),
            (7, "alpha '-0.1' is not a number from 0 to 1"), (8, "fontSize '0x1A' is not a number above 0"),
            (9, "alpha '0x1p-1' is not a number from 0 to 1"),
            (10, "frame '0 0 1e300 1e300' is not 'x y width height'"), (11, "none beyond 1000000000"),
            (12, "id '' is empty; an id has no spaces or commas"),
            (13, "id 'two words' is not one word; an id has no spaces or commas"), (14, "id 'a,b' is not one word"),
        ]
        XCTAssertEqual(result.errors.count, expected.count, "\(result.errors)")
        for (error, (line, text)) in zip(result.errors, expected) {
            XCTAssertEqual(error.location, loc(line, 1), error.message)
            XCTAssertTrue(error.message.contains(text), "'\(error.message)' does not contain '\(text)'")
        }
        XCTAssertNil(h.element(id: "f0")?.fontSize)
        XCTAssertNil(h.element(id: "h1")?.fontSize)
        XCTAssertNil(h.element(id: "r1")?.frame)
        XCTAssertEqual(h.element(id: "ok")?.fontSize, 17)
        XCTAssertEqual(h.element(id: "ok")?.alpha, 0)
        XCTAssertEqual(h.element(id: "ok")?.frame?.width, 1e9)
    }

    func testXCUITestFramesBeyondTheLimitAreErrors() {
        let result = FT.importXML(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="0x10" height="1e300" accessible="false">
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        XCTAssertEqual(
            result.errors.map(\.message),
            [
                "width '0x10' is not a number of zero or more; the element's frame is unknown",
                "height '1e300' is not a number of zero or more, at most 1000000000 in size; the element's frame is unknown",
            ])
    }

    /// A file of many bad attributes lists its first 100 errors (and warnings),
    /// then one that counts the rest, located at the first of them; the count
    /// of the file's errors still includes every one.
    func testInputErrorsAreCappedPerFile() throws {
        let count = 250
        var body = ""
        for k in 0..<count { body += "<element fontSize=\"big\(k)\" accessibilityTraits=\"bogus\(k)\"/>\n" }
        let result = FT.importXML(FT.doc(body))
        XCTAssertNotNil(result.hierarchy)
        for (list, kind) in [(result.errors, "fontSize 'big"), (result.warnings, "unknown accessibility trait 'bogus")]
        {
            XCTAssertEqual(list.count, InputErrorList.limit + 1)
            XCTAssertTrue(list.dropLast().allSatisfy { $0.message.hasPrefix(kind) && $0.standsFor == 1 })
            XCTAssertEqual(list[99].location, loc(102, 1))
            let more = try XCTUnwrap(list.last)
            XCTAssertEqual(more.message, "and 150 more of the same kinds (only the first 100 are listed)")
            XCTAssertEqual(more.location, loc(103, 1))
            XCTAssertEqual(more.standsFor, 150)
        }
        let report = FileReport(
            path: "Screen.xml", screen: "S", format: .axaudit, elementCount: 0, inputErrors: result.errors,
            findings: [], suppressed: [], rulesApplied: [], hierarchy: nil, order: nil, seconds: 0)
        XCTAssertEqual(report.inputErrorCount, count)
        let run = AuditRun(files: [report], rules: [], failOn: .error, seconds: 0)
        XCTAssertEqual(run.summary.inputErrors, count)
        XCTAssertTrue(TextReporter().render(run).contains("250 input errors in 1 file"))
    }

    /// A large file read by two parsers caps the errors of both halves as one file.
    func testInputErrorsAreCappedAcrossASplitImport() throws {
        let count = 3_000
        var body = ""
        for k in 0..<count {
            body += "<element class=\"UILabel\" frame=\"0 \(k) 10 10\" alpha=\"2\"/>\n"
        }
        let bytes = Array(FT.doc(body).utf8)
        var limits = ImportLimits()
        limits.splitImportMinimumBytes = 0
        let result = Importer.importBytes(bytes, file: "big.xml", limits: limits, workers: 2)
        XCTAssertNotNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, InputErrorList.limit + 1)
        XCTAssertEqual(result.errors.reduce(0) { $0 + $1.standsFor }, count)
        XCTAssertEqual(result.errors.last?.location, loc(103, 1))
    }

    func testBadRootAttributes() {
        let result = FT.importXML(FT.doc("<element/>", root: #"version="1" layoutDirection="upsideDown" width="wide""#))
        XCTAssertNotNil(result.hierarchy)
        XCTAssertEqual(result.errors.map(\.location), [loc(2, 1), loc(2, 1)])
        XCTAssertEqual(result.errors.filter { $0.message.contains("layoutDirection 'upsideDown'") }.count, 1)
        XCTAssertEqual(result.errors.filter { $0.message.contains("width 'wide' is not a number") }.count, 1)
    }

    func testCustomActionWithoutName() {
        let result = FT.importXML(FT.doc("<element id=\"a\">\n  <customAction/>\n</element>"))
        assertSingleError(result, contains: "<customAction> has no name", at: loc(4, 3), hierarchyKept: true)
    }

    func testVersionMissingOrNotOne() {
        assertSingleError(
            FT.importXML(FT.doc("<element/>", root: #"screen="S""#)),
            contains: "no version attribute", at: loc(2, 1))
        assertSingleError(
            FT.importXML(FT.doc("<element/>", root: #"version="2""#)),
            contains: "version '2' is not supported", at: loc(2, 1))
        assertSingleError(
            FT.importXML(FT.doc("<element/>", root: #"version="1.0""#)),
            contains: "version '1.0' is not supported", at: loc(2, 1))
    }
}
