import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Hostile inputs: each gives a located error or a correct import, fast, without
/// reading anything but the input and without crashing.
final class HostileInputTests: XCTestCase {
    func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }

    /// Every string an import result holds, to look for leaked content.
    private func allStrings(_ result: ImportResult) -> [String] {
        var strings = result.errors.map(\.message) + result.warnings.map(\.message)
        if let h = result.hierarchy {
            strings.append(h.screen)
            for e in h.elements {
                strings += [
                    e.id, e.accessibilityLabel, e.accessibilityValue, e.accessibilityHint,
                    e.accessibilityIdentifier, e.text, e.image,
                ].compactMap { $0 }
                strings += e.unknownAttributes.map(\.value) + e.unknownAttributes.map(\.name)
                strings += e.customActions + e.unknownChildElements + [e.className] + e.inherits
            }
        }
        return strings
    }

    private func assertRejectedDoctype(
        _ xml: String, secret: String? = nil, at location: SourceLocation,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let start = Date()
        let result = FT.importXML(xml)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "fails fast", file: file, line: line)
        XCTAssertNil(result.hierarchy, file: file, line: line)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
        XCTAssertEqual(
            result.errors.first?.message,
            "a DOCTYPE is not allowed: hierarchies never need one, and axaudit does not read DTDs or entities",
            file: file, line: line)
        XCTAssertEqual(result.errors.first?.location, location, file: file, line: line)
        if let secret {
            for string in allStrings(result) {
                XCTAssertFalse(string.contains(secret), "leaked: \(string)", file: file, line: line)
            }
        }
    }

    private func makeSecretFile() throws -> (dir: String, path: String, secret: String) {
        let dir = try FT.temporaryDirectory()
        let secret = "TOP-SECRET-" + UUID().uuidString
        let path = dir + "/secret.txt"
        try FT.write(secret, to: path)
        return (dir, path, secret)
    }

    func testExternalEntityNamingALocalFile() throws {
        let (dir, path, secret) = try makeSecretFile()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [
              <!ENTITY xxe SYSTEM "file://\(path)">
            ]>
            <hierarchy version="1">
              <element id="a" accessibilityLabel="&xxe;" text="x"/>
              <element id="b">&xxe;</element>
            </hierarchy>
            """
        assertRejectedDoctype(xml, secret: secret, at: loc(2, 1))
        // Without the DOCTYPE stop, the entity is undeclared: still an error, never the file.
        let noDoctype = FT.importXML("<hierarchy version=\"1\"><element accessibilityLabel=\"&xxe;\"/></hierarchy>")
        XCTAssertNil(noDoctype.hierarchy)
        XCTAssertEqual(noDoctype.errors.count, 1)
        XCTAssertTrue(noDoctype.errors.first?.message.contains("xxe") ?? false, "\(noDoctype.errors)")
    }

    func testExternalDTDNamingALocalFile() throws {
        let (dir, path, secret) = try makeSecretFile()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xml =
            "<?xml version=\"1.0\"?>\n  <!DOCTYPE hierarchy SYSTEM \"file://\(path)\">\n<hierarchy version=\"1\"/>"
        assertRejectedDoctype(xml, secret: secret, at: loc(2, 3))
    }

    func testExternalNetworkEntity() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [<!ENTITY net SYSTEM "http://10.255.255.1/axaudit-must-not-fetch">]>
            <hierarchy version="1"><element accessibilityLabel="&net;"/></hierarchy>
            """
        assertRejectedDoctype(xml, at: loc(2, 1))
    }

    func testParameterEntity() throws {
        let (dir, path, secret) = try makeSecretFile()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [
              <!ENTITY % file SYSTEM "file://\(path)">
              <!ENTITY % wrap "<!ENTITY leak '%file;'>">
              %wrap;
            ]>
            <hierarchy version="1"><element accessibilityLabel="&leak;"/></hierarchy>
            """
        assertRejectedDoctype(xml, secret: secret, at: loc(2, 1))
    }

    func testBillionLaughs() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        xml += " <!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
        for i in 2...9 {
            xml += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n"
        }
        xml += "]>\n<hierarchy version=\"1\"><element accessibilityLabel=\"&lol9;\">&lol9;</element></hierarchy>\n"
        assertRejectedDoctype(xml, at: loc(2, 1))
    }

    func testDoctypeWithInternalSubsetOnly() {
        let xml =
            "<!DOCTYPE hierarchy [\n<!ELEMENT hierarchy ANY>\n<!ATTLIST element isHidden CDATA \"true\">\n]>\n<hierarchy version=\"1\"><element/></hierarchy>"
        assertRejectedDoctype(xml, at: loc(1, 1))
    }

    func testHTMLDoctypeSaysWebPage() {
        let result = FT.importXML("<!DOCTYPE html>\n<html><body/></html>")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors.first?.message.contains("web page") ?? false)
        XCTAssertEqual(result.errors.first?.location, loc(1, 1))
    }

    // MARK: - Depth

    private func nested(_ depth: Int) -> String {
        var xml = "<hierarchy version=\"1\">\n"
        for i in 0..<depth {
            let leaf = i == depth - 1
            xml +=
                "<element id=\"e\(i)\" class=\"\(leaf ? "UILabel" : "UIView")\" frame=\"0 0 10 10\" text=\"deep\"\(leaf ? "/" : "")>\n"
        }
        for _ in 0..<(depth - 1) { xml += "</element>" }
        xml += "\n</hierarchy>\n"
        return xml
    }

    func testNesting1000DeepImportsAndOrders() throws {
        let h = try FT.hierarchy(nested(1_000))
        XCTAssertEqual(h.elementsBelowRoot, 1_000)
        XCTAssertEqual(h.depth(of: 1_000), 1_000)
        XCTAssertEqual(h[1_000].location, loc(1_001, 1))
        XCTAssertEqual(h.path(of: 1_000), "#e999")
        XCTAssertEqual(h.positionalPath(of: 3), "hierarchy/element[1]/element[1]/element[1]")
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.stops, [1_000])
    }

    func testNesting1000DeepGroupsOrderWithoutRecursion() throws {
        // Every level groups its children: the order model expands 1,000 nested blocks.
        var xml = "<hierarchy version=\"1\">\n"
        for i in 0..<1_000 {
            xml +=
                "<element id=\"g\(i)\" shouldGroupAccessibilityChildren=\"true\" frame=\"0 \(i) 100 100\"><element id=\"l\(i)\" class=\"UILabel\" frame=\"0 \(i) 10 10\" text=\"\(i)\"/>\n"
        }
        xml += String(repeating: "</element>", count: 1_000) + "</hierarchy>"
        let h = try FT.hierarchy(xml)
        let order = VoiceOverOrder(h)
        XCTAssertEqual(order.stops.map { h[$0].id! }, (0..<1_000).map { "l\($0)" })
    }

    func testNesting100000DeepFailsWithTheLimit() {
        var xml = "<hierarchy version=\"1\">\n"
        xml.reserveCapacity(2_000_000)
        for _ in 0..<100_000 { xml += "<element>\n" }
        xml += String(repeating: "</element>", count: 100_000) + "</hierarchy>"
        let start = Date()
        let result = FT.importXML(xml)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors,
            [
                InputError(
                    "elements are nested more than 10000 levels deep (axaudit's limit)",
                    at: loc(10_001, 1))
            ])
    }
}
