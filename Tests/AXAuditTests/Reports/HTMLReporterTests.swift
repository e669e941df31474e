// libxml2 as the import target sees it: Linux's through CLibXML2, the SDK's own module elsewhere.
#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif
import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// A rule for these tests only (the registry is empty on this branch): flags every
/// element whose id starts with `error-`, `warning-` or `info-`, at that severity,
/// with the element's label in the message.
private struct FlagByIDRule: Rule {
    static let description = RuleDescription(
        id: "test-flag", title: "Flags elements by id", severity: .error, confidence: .high,
        confidenceReason: "A test rule.", rationale: "", guidance: [],
        voiceOverImpact: "", fix: RuleFix(summary: "", uiKit: "", swiftUI: ""), examples: [])

    func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for index in 1..<Element.Index(context.hierarchy.elements.count) {
            let element = context.hierarchy[index]
            guard let id = element.id, let dash = id.firstIndex(of: "-"),
                let severity = Severity(rawValue: String(id[..<dash]))
            else { continue }
            findings.append(context.finding(Self.self, at: index, severity: severity, id))
        }
        return findings
    }

    /// The element's id.
    static func explanation(of id: String, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation("flagged: \(h[index].accessibilityLabel ?? "none")", fix: "unflag \(id)")
    }
}

/// A parsed HTML document (libxml2's HTML parser), queried with XPath.
final class HTMLDocument {
    struct Node {
        var name: String
        var attributes: [String: String]
        var text: String
        func has(class name: String) -> Bool {
            (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
        }
    }

    let doc: htmlDocPtr

    init(_ html: String) throws {
        let bytes = Array(html.utf8)
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), "report.html", "UTF-8", options)
            }
        }
        doc = try XCTUnwrap(parsed)
    }

    deinit { xmlFreeDoc(doc) }

    func nodes(_ xpath: String) -> [Node] {
        guard let context = xmlXPathNewContext(doc) else { return [] }
        defer { xmlXPathFreeContext(context) }
        guard let result = xmlXPathEvalExpression(xpath, context) else { return [] }
        defer { xmlXPathFreeObject(result) }
        guard let set = result.pointee.nodesetval else { return [] }
        var nodes: [Node] = []
        for i in 0..<Int(set.pointee.nodeNr) {
            guard let node = set.pointee.nodeTab[i] else { continue }
            var attributes: [String: String] = [:]
            var attribute = node.pointee.properties
            while let a = attribute {
                let name = String(cString: a.pointee.name)
                if let value = xmlNodeGetContent(UnsafeMutablePointer<xmlNode>(OpaquePointer(a))) {
                    attributes[name] = String(cString: value)
                    free(value)
                }
                attribute = a.pointee.next
            }
            var text = ""
            if let content = xmlNodeGetContent(node) {
                text = String(cString: content)
                free(content)
            }
            nodes.append(Node(name: String(cString: node.pointee.name), attributes: attributes, text: text))
        }
        return nodes
    }

    /// `contains(@class, name)` as a whole word.
    static func hasClass(_ name: String) -> String {
        "contains(concat(' ', normalize-space(@class), ' '), ' \(name) ')"
    }
}

final class HTMLReporterTests: XCTestCase {
    static let hostile = "<script>alert(1)</script> & \"x\" ]]>"

    /// A 2x2 grid of cards whose parts are separate elements (the interleaved path).
    static let grid = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy version="1" screen="Grid" width="400" height="400">
          <element id="list" class="UICollectionView" frame="0 0 400 400">
            <element id="card-a" class="MDCCardCollectionCell" frame="0 0 200 200">
              <element id="error-a-title" class="UILabel" frame="10 10 180 20" text="A title" accessibilityLabel="A title"/>
              <element id="a-price" class="UILabel" frame="10 40 180 20" text="A price"/>
            </element>
            <element id="card-b" class="MDCCardCollectionCell" frame="200 0 200 200">
              <element id="b-title" class="UILabel" frame="210 10 180 20" text="B title"/>
              <element id="warning-b-price" class="UILabel" frame="210 40 180 20" text="B price" accessibilityLabel="B price"/>
            </element>
            <element id="info-card-c" class="MDCCardCollectionCell" frame="0 200 200 200" isAccessibilityElement="true"
                     accessibilityLabel="C"/>
          </element>
        </hierarchy>
        """

    /// Right to left: two rows of three labels.
    static let rtl = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy version="1" screen="RTL" layoutDirection="rightToLeft" width="300" height="200">
          <element id="r1c1" class="UILabel" frame="0 0 100 40" text="واحد"/>
          <element id="r1c2" class="UILabel" frame="100 0 100 40" text="اثنان"/>
          <element id="r1c3" class="UILabel" frame="200 0 100 40" text="ثلاثة"/>
          <element id="r2c1" class="UILabel" frame="0 100 100 40" text="أربعة"/>
          <element id="r2c2" class="UILabel" frame="100 100 100 40" text="خمسة"/>
          <element id="r2c3" class="UILabel" frame="200 100 100 40" text="ستة"/>
        </hierarchy>
        """

    /// Labels that must stay text: markup, quotes, CDATA end, newline, emoji, RTL.
    static let hostileScreen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy version="1" screen="&lt;b&gt;Hostile&lt;/b&gt; &amp; co" width="300" height="300">
          <element id="error-hostile" class="UIImageView" frame="0 0 100 100" isAccessibilityElement="true"
                   accessibilityLabel="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; ]]&gt;"/>
          <element id="multi" class="UILabel" frame="0 120 300 40" text="line one&#10;line two 👩🏽‍💻 مرحبا &lt;img src=x onerror=alert(2)&gt;"/>
        </hierarchy>
        """

    var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "axaudit-html-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Audits the given files (name → contents) with the test rule, in name order.
    private func run(_ files: [String: String]) throws -> AuditRun {
        for (name, contents) in files {
            try contents.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        var runner = AuditRunner(auditor: Auditor(configuration: AuditConfiguration(rules: [FlagByIDRule()])))
        runner.jobs = 1
        return runner.run(paths: [directory], failOn: .error)
    }

    private func file(_ run: AuditRun, _ name: String) throws -> FileReport {
        try XCTUnwrap(run.files.first { $0.path.hasSuffix("/" + name) })
    }

    /// The `details.screen` whose path is `name`, as an XPath prefix.
    private func screenXPath(_ document: HTMLDocument, _ name: String) throws -> String {
        let screens = document.nodes("//details[\(HTMLDocument.hasClass("screen"))]")
        let index = try XCTUnwrap(screens.firstIndex { $0.text.contains("/" + name) }, "no screen for \(name)")
        return "(//details[\(HTMLDocument.hasClass("screen"))])[\(index + 1)]"
    }

    func testFormatIsRegistered() {
        XCTAssertEqual(ReportFormat(rawValue: "html"), .html)
        XCTAssertEqual(ReportFormat.html.sampleFileExtension, "html")
        XCTAssertTrue(ReportFormat.html.reporter() is HTMLReporter)
    }

    func testOneBadgePerStopInOrder() throws {
        let run = try run(["grid.xml": Self.grid])
        let report = try file(run, "grid.xml")
        let order = try XCTUnwrap(report.order)
        let hierarchy = try XCTUnwrap(report.hierarchy)
        // The interleaved order: both titles, then both prices, then the third card.
        XCTAssertEqual(
            order.stops.map { hierarchy[$0].id },
            ["error-a-title", "b-title", "a-price", "warning-b-price", "info-card-c"])

        let document = try HTMLDocument(HTMLReporter().render(run))
        let screen = try screenXPath(document, "grid.xml")
        let badges = document.nodes(screen + "//g[\(HTMLDocument.hasClass("badge"))]")
        XCTAssertEqual(badges.map { $0.attributes["data-stop"] }, ["1", "2", "3", "4", "5"])
        XCTAssertEqual(badges.map { $0.attributes["data-element"] }, order.stops.map { String($0) })
        XCTAssertEqual(badges.map(\.text), ["1", "2", "3", "4", "5"])
        // The badges sit on the stops' centers, and the path goes through them in order.
        let circles = document.nodes(screen + "//g[\(HTMLDocument.hasClass("badge"))]/circle")
        XCTAssertEqual(
            circles.map { "\($0.attributes["cx"]!),\($0.attributes["cy"]!)" },
            ["100,20", "300,20", "100,50", "300,50", "100,300"])
        let path = document.nodes(screen + "//polyline[\(HTMLDocument.hasClass("path"))]")
        XCTAssertEqual(path.map { $0.attributes["points"] }, ["100,20 300,20 100,50 300,50 100,300"])
        // The stops as text, for readers of the report who do not see the drawing.
        let listed = document.nodes(screen + "//ol[\(HTMLDocument.hasClass("stops"))]/li")
        XCTAssertEqual(listed.map(\.text), ["A title", "B title", "A price", "B price", "C"])
    }

    func testOneMarkedElementPerFindingWithItsSeverity() throws {
        let run = try run(["grid.xml": Self.grid])
        let report = try file(run, "grid.xml")
        let hierarchy = try XCTUnwrap(report.hierarchy)
        XCTAssertEqual(report.findings.count, 3)
        let expected = report.findings.map { "\($0.element.index) sev-\($0.severity.rawValue)" }.sorted()
        XCTAssertEqual(
            expected,
            [
                "\(hierarchy.indexByID["error-a-title"]!) sev-error",
                "\(hierarchy.indexByID["info-card-c"]!) sev-info",
                "\(hierarchy.indexByID["warning-b-price"]!) sev-warning",
            ].sorted())

        let document = try HTMLDocument(HTMLReporter().render(run))
        let screen = try screenXPath(document, "grid.xml")
        func severityClass(_ node: HTMLDocument.Node) -> String {
            (node.attributes["class"] ?? "").split(separator: " ").filter { $0.hasPrefix("sev-") }.joined(
                separator: " ")
        }
        let marks = document.nodes(screen + "//svg//rect[\(HTMLDocument.hasClass("finding"))]")
        XCTAssertEqual(marks.map { "\($0.attributes["data-element"]!) \(severityClass($0))" }.sorted(), expected)
        // The marks outline the elements' frames.
        let titleMark = try XCTUnwrap(marks.first { severityClass($0) == "sev-error" })
        XCTAssertEqual(["x", "y", "width", "height"].map { titleMark.attributes[$0] }, ["10", "10", "180", "20"])

        let items = document.nodes(screen + "//li[\(HTMLDocument.hasClass("finding"))]")
        XCTAssertEqual(
            items.map { "\($0.attributes["data-element"]!) \(severityClass($0))" },
            report.findings.map {
                "\($0.element.index) sev-\($0.severity.rawValue)"
            })
        let first = try XCTUnwrap(items.first)
        XCTAssertTrue(first.text.contains("flagged: A title"), first.text)
        XCTAssertTrue(first.text.contains("Fix: unflag error-a-title"), first.text)
        XCTAssertTrue(first.text.contains("test-flag"), first.text)
        // The rule links to its page, relatively.
        let links = document.nodes(screen + "//li[\(HTMLDocument.hasClass("finding"))]//a/@href")
        XCTAssertEqual(Set(links.map(\.text)), ["Rules/test-flag.md"])

        // The summary counts by severity and by rule.
        let row = document.nodes("//table[\(HTMLDocument.hasClass("by-rule"))]//tr[@data-rule='test-flag']/td")
        XCTAssertEqual(row.map(\.text), ["1", "1", "1"])
    }

    func testHostileLabelsStayText() throws {
        let run = try run(["hostile.xml": Self.hostileScreen])
        let report = try file(run, "hostile.xml")
        XCTAssertEqual(report.inputErrors.map(\.message), [])
        let html = HTMLReporter().render(run)
        let document = try HTMLDocument(html)

        // One script, ours, at the end; no element came from a label.
        let scripts = document.nodes("//script")
        XCTAssertEqual(scripts.count, 1)
        XCTAssertFalse(scripts[0].text.contains("alert"))
        XCTAssertEqual(document.nodes("//img").count, 0)
        XCTAssertEqual(document.nodes("//b").count, 0)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("]]>"))

        // The label arrives intact as text: in the finding's message, the image's box, the stops list.
        let messages = document.nodes(
            "//li[\(HTMLDocument.hasClass("finding"))]//div[\(HTMLDocument.hasClass("message"))]")
        XCTAssertEqual(messages.map(\.text), ["flagged: " + Self.hostile])
        let imageLabel = document.nodes("//g[\(HTMLDocument.hasClass("role-image"))]//text")
        XCTAssertEqual(imageLabel.map(\.text), [Self.hostile])
        let stops = document.nodes("//ol[\(HTMLDocument.hasClass("stops"))]/li")
        XCTAssertEqual(stops.map(\.text), [Self.hostile, "line one\nline two 👩🏽‍💻 مرحبا <img src=x onerror=alert(2)>"])
        // Drawn on one line, clipped to its box.
        let drawnText = document.nodes("//g[\(HTMLDocument.hasClass("role-text"))]//text")
        XCTAssertEqual(drawnText.map(\.text), ["line one line two 👩🏽‍💻 مرحبا <img src=x onerror=alert(2)>"])
        let names = document.nodes("//span[\(HTMLDocument.hasClass("screen-name"))]")
        XCTAssertEqual(names.map(\.text), ["<b>Hostile</b> & co"])
    }

    func testEscapingHelper() {
        XCTAssertEqual(
            HTMLEscaping.escape(Self.hostile), "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; ]]&gt;")
        XCTAssertEqual(
            HTMLEscaping.escape("a'b\u{0}c\u{1B}d\u{7F}e\u{85}f\ng\th"),
            "a&#39;b\u{2400}c\u{241B}d\u{2421}e\u{FFFD}f\ng&#9;h")
        XCTAssertEqual(HTMLEscaping.escape("مرحبا 👩🏽‍💻 \u{202E}x"), "مرحبا 👩🏽‍💻 &#x202E;x")
        XCTAssertEqual(
            HTMLEscaping.escape(String(String.UnicodeScalarView([Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFDD0)!]))),
            "\u{FFFD}\u{FFFD}")
    }

    /// The definition `HTMLEscaping.escape` follows, one scalar at a time.
    static func scalarEscape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out.unicodeScalars.append(scalar)
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 {
                    out.unicodeScalars.append(Unicode.Scalar(0x2400 + v)!)
                } else if v == 0x7F {
                    out += "\u{2421}"
                } else if (0x80...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFE) == 0xFFFE {
                    out += "\u{FFFD}"
                } else if LogText.isInvisible(scalar) {
                    out += "&#x" + String(v, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return ReportStreamingTests.referenceLogCommandEscapes(out, bracket: "&#91;", colon: "&#58;")
    }

    /// Scalars on both sides of every boundary the byte-level escape checks.
    static let escapingEdges: [String] =
        [
            "a", " ", "~", "(", "=", "@", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\0", "\u{1}", "\u{1F}", "\u{7F}",
            "é", "e\u{301}", "👩🏽‍💻", "مرحبا", "日本",
        ]
        + [
            // (Noncharacters cannot be written as literals.)
            0x80, 0x85, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF, 0x100, 0x7FF, 0x800,
            0xD7FF, 0xE000, 0xEFFE, 0xEFFF, 0xFDCF, 0xFDD0, 0xFDE5, 0xFDEF, 0xFDF0,
            0xFE0F, 0xFFBF, 0xFFEF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x1FBFF,
            0x1FFBF, 0x1FFEF, 0x1FFFD, 0x1FFFE, 0x1FFFF, 0x2FFFE, 0x3FFFF, 0xEFFFE,
            0x10FFFD, 0x10FFFE, 0x10FFFF,
        ].map { String(Unicode.Scalar(UInt32($0))!) }

    private func assertEscapingAgrees(_ s: String, file: StaticString = #filePath, line: UInt = #line) {
        // Bytes, not String ==, which would equate canonically equivalent text.
        let expected = Array(Self.scalarEscape(s).utf8)
        XCTAssertEqual(Array(HTMLEscaping.escape(s).utf8), expected, s.debugDescription, file: file, line: line)
        // The report's writer escapes into its bytes, and must agree too.
        let writer = HTMLWriter()
        writer.write("<")
        writer.escaped(s)
        var flushed = ""
        writer.flush(into: &flushed)
        XCTAssertEqual(Array(flushed.utf8), [UInt8(ascii: "<")] + expected, s.debugDescription, file: file, line: line)
    }

    /// How the report spelled numbers before the writer wrote their digits itself.
    static func referenceNumber(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    func testNumbersAreSpelledAsTheRoundedDouble() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 1.005, 2.675, 0.1, 0.29, 10, 99.99, 99.995,
            -12.5, 1e-9, -1e-9, 1e12, 1e13 - 0.01, 1e13, 1e13 + 0.5, -1e13, 1e15, 1e16, 1e20, -1e20,
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 1_000, 100_000, 1e9, 1e12, 1e14][Int.random(in: 0..<7, using: &random)]
            values.append(Double.random(in: -scale...scale, using: &random))
            // Exactly on a half hundredth, where rounding could go either way.
            values.append(Double(Int.random(in: -2_000_000...2_000_000, using: &random)) / 200)
        }
        for v in values {
            let writer = HTMLWriter()
            writer.number(v)
            var text = ""
            writer.flush(into: &text)
            XCTAssertEqual(text, Self.referenceNumber(v), "\(v)")
        }
        for n in [0, 7, 9, 10, 99, 100, 12_345, 1_000_000, Int.max, -1, -250, Int.min] {
            let writer = HTMLWriter()
            writer.integer(n)
            var text = ""
            writer.flush(into: &text)
            XCTAssertEqual(text, String(n))
        }
    }

    /// The page goes out a megabyte at a time, and whole: through a file's
    /// buffer it is byte for byte the page built as one String.
    func testALargePageIsWrittenInPiecesAndWhole() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var xml =
            "<hierarchy version=\"1\" screen=\"Long &amp; &lt;odd&gt;\">\n<element class=\"UITableView\" frame=\"0 0 390 844\">\n"
        for i in 0..<3_000 {
            xml += "<element class=\"UITableViewCell\" frame=\"0 \(i * 44).5 390 44\"><element class=\"UIButton\" "
            xml +=
                "inherits=\"UIControl UIView\" frame=\"300 \(i * 44) 30 30.25\" text=\"Buy \(i % 7) &quot;é🎉\"/></element>\n"
        }
        xml += "</element>\n</hierarchy>\n"
        try FT.write(xml, to: dir + "/long.xml")
        let run = AuditRunner().run(paths: [dir + "/long.xml"], failOn: .error)
        let whole = HTMLReporter().render(run)
        XCTAssertGreaterThan(whole.utf8.count, 3 * HTMLWriter.flushSize)
        var stream = ReportStreamingTests.RecordingStream()
        HTMLReporter().write(run, to: &stream)
        XCTAssertGreaterThan(stream.writes, 3)
        XCTAssertLessThan(stream.largestWrite, 2 * HTMLWriter.flushSize, "the page was held whole")
        XCTAssertEqual(stream.text, whole)
        try AtomicFile.write(to: dir + "/report.html") { HTMLReporter().write(run, to: &$0) }
        XCTAssertEqual(try String(contentsOfFile: dir + "/report.html", encoding: .utf8), whole)
    }

    func testEscapingAgreesWithTheScalarDefinitionOnEdgeStrings() {
        for edge in Self.escapingEdges {
            for s in [edge, "x" + edge, edge + "x", edge + edge, "ab" + edge + "cd" + edge + "ef"] {
                assertEscapingAgrees(s)
            }
        }
        assertEscapingAgrees("")
        assertEscapingAgrees(Self.escapingEdges.joined())
        assertEscapingAgrees(String(repeating: "plain text, nothing to escape ", count: 40))
        assertEscapingAgrees(String(repeating: "x", count: 1000) + "<")
        // Unchanged text comes back as it is.
        XCTAssertEqual(
            HTMLEscaping.escape("UILabel (text) hierarchy/element[2]"), "UILabel (text) hierarchy/element[2]")
    }

    func testEscapingAgreesWithTheScalarDefinitionOnEveryScalar() {
        // Scalars are escaped one by one, so runs of 256 consecutive scalars cover them all quickly.
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            scalars.append(scalar)
            if scalars.count == 256 || value == 0x10FFFF {
                assertEscapingAgrees(String(String.UnicodeScalarView(scalars)))
                scalars.removeAll(keepingCapacity: true)
            }
        }
    }

    func testEscapingAgreesWithTheScalarDefinitionOnRandomStrings() {
        var generator = SeededRandom(5)
        for _ in 0..<5_000 {
            let pieces = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> String in
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    // Any scalar, most often a small one.
                    let limit: UInt32 = [0x80, 0x800, 0x10000, 0x110000].randomElement(using: &generator)!
                    return Unicode.Scalar(UInt32.random(in: 0..<limit, using: &generator)).map { String($0) } ?? "?"
                }
                return Self.escapingEdges.randomElement(using: &generator)!
            }
            assertEscapingAgrees(pieces.joined())
        }
    }

    func testStreamingToAFileGivesTheRenderedReport() throws {
        // Enough findings for several of the file stream's 256 KB blocks, with multi-byte
        // and escaped text all along, so that block boundaries fall inside characters.
        var xml = "<hierarchy version=\"1\" screen=\"Many &amp; more\" width=\"390\" height=\"40000\">\n"
        for i in 0..<2000 {
            let severity = ["error", "warning", "info"][i % 3]
            xml += "<element id=\"\(severity)-\(i)\" class=\"UILabel\" frame=\"0 \(i * 20) 390 20\""
            xml += " text=\"Item \(i) 👩🏽‍💻\" accessibilityLabel=\"Élément \(i) &quot;مرحبا&quot; &lt;b&gt; ✓\"/>\n"
        }
        xml += "</hierarchy>\n"
        let run = try run(["many.xml": xml])
        XCTAssertEqual(try file(run, "many.xml").findings.count, 2000)
        let reporter = ReportFormat.html.reporter()
        let rendered = reporter.render(run)
        XCTAssertGreaterThan(rendered.utf8.count, 4 * 256 * 1024)

        let path = directory + "/report.html"
        try AtomicFile.write(to: path) { reporter.write(run, to: &$0) }
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertTrue(written.elementsEqual(rendered.utf8), "the file differs from render(run)")
    }

    func testEscapedPathsAgreeWithTheHierarchy() throws {
        let xml = """
            <hierarchy version="1" screen="Paths" width="300" height="300">
              <element class="UIView" frame="0 0 300 300">
                <element id="with-&lt;id&gt;" class="UIView">
                  <element class="UILabel" frame="0 0 10 10" text="a"/>
                  <element class="UIView">
                    <element class="UILabel" frame="0 10 10 10" text="b"/>
                  </element>
                </element>
                <element class="UILabel" frame="0 20 10 10" text="c"/>
              </element>
              <element class="UIView">
                <element class="UIView"><element class="UILabel" frame="0 30 10 10" text="d"/></element>
              </element>
            </hierarchy>
            """
        let run = try run(["paths.xml": xml])
        let hierarchy = try XCTUnwrap(try file(run, "paths.xml").hierarchy)
        let all = (0..<hierarchy.elements.count).map { Element.Index($0) }
        // Every element, only the framed ones (as the drawing asks), every other one.
        let visits = [
            all, all.filter { hierarchy[$0].frame != nil }, all.filter { $0 % 2 == 1 }, all.filter { $0 % 3 == 2 },
        ]
        for visit in visits {
            var paths = EscapedPaths(hierarchy)
            for index in visit {
                XCTAssertEqual(
                    paths.path(of: index), HTMLEscaping.escape(hierarchy.path(of: index)), "element \(index)")
            }
        }
    }

    func testNoExternalURLs() throws {
        let run = try run([
            "grid.xml": Self.grid, "rtl.xml": Self.rtl, "hostile.xml": Self.hostileScreen, "z.xml": "<hierarchy",
        ])
        let html = HTMLReporter().render(run)
        let document = try HTMLDocument(html)
        let references = document.nodes("//@src | //@*[local-name()='href'] | //@action | //@data")
        XCTAssertFalse(references.isEmpty)
        for reference in references {
            let value = reference.text.lowercased().trimmingCharacters(in: .whitespaces)
            XCTAssertFalse(
                value.hasPrefix("http:") || value.hasPrefix("https:") || value.hasPrefix("//") || value.contains(":"),
                "external reference \(value)")
        }
        XCTAssertFalse(html.contains("http:"))
        XCTAssertFalse(html.contains("https:"))
        XCTAssertFalse(html.lowercased().contains("url("))
        XCTAssertFalse(html.lowercased().contains("@import"))
        XCTAssertEqual(document.nodes("//link | //iframe | //img | //object | //embed").count, 0)
    }

    /// Screens drawn several at once, and large ones drawn as they are written
    /// between them, give the page one thread writes, whatever the jobs.
    func testScreensDrawnAtOnceGiveTheSamePage() throws {
        var files: [String: String] = [
            "a-broken.xml": "<hierarchy version=\"1\">\n  <element frame=\"0 0 1\"\n",
            "m-broken.xml": "<hierarchy",
        ]
        for k in 0..<9 {
            var xml = "<hierarchy version=\"1\" screen=\"S\(k) &amp; é\" width=\"390\" height=\"844\">\n"
            for i in 0..<(k % 3 == 1 ? 40 : 3 + k) {
                let severity = ["error", "warning", "info"][(i + k) % 3]
                xml +=
                    "<element id=\"\(severity)-\(i)\" class=\"UILabel\" frame=\"0 \(i * 20) 390 20\" text=\"T\(i) 👩🏽‍💻\"/>\n"
            }
            files["s\(k).xml"] = xml + "</hierarchy>\n"
        }
        let run = try run(files)
        XCTAssertEqual(run.files.filter(\.hasInputError).count, 2)
        var alone = HTMLReporter()
        // Screens of more than 30 elements are written as they are drawn.
        alone.largestScreenDrawnAside = 30
        let expected = alone.render(run)
        XCTAssertEqual(try HTMLDocument(expected).nodes("//details[\(HTMLDocument.hasClass("screen"))]").count, 11)
        for jobs in [2, 3, 4, 16] {
            var reporter = HTMLReporter(jobs: jobs)
            reporter.largestScreenDrawnAside = 30
            XCTAssertEqual(reporter.render(run), expected, "jobs \(jobs)")
            var file = ReportStreamingTests.RecordingStream()
            reporter.write(run, to: &file)
            XCTAssertEqual(file.text, expected, "jobs \(jobs), streamed")
        }
        XCTAssertEqual(ReportFormat.html.reporter(ReportOptions(jobs: 2)).render(run), expected)
    }

    func testScreensWithInputErrorsComeFirst() throws {
        let run = try run([
            "grid.xml": Self.grid, "rtl.xml": Self.rtl,
            "z-broken.xml": "<hierarchy version=\"1\">\n  <element frame=\"0 0 1\"\n",
        ])
        let broken = try file(run, "z-broken.xml")
        let error = try XCTUnwrap(broken.inputErrors.first)
        XCTAssertEqual(run.files.last?.path, broken.path)

        let document = try HTMLDocument(HTMLReporter().render(run))
        let screens = document.nodes("//details[\(HTMLDocument.hasClass("screen"))]")
        XCTAssertEqual(screens.count, 3)
        XCTAssertTrue(screens[0].has(class: "has-input-error"))
        XCTAssertEqual(screens[0].attributes["open"] != nil, true)
        XCTAssertFalse(screens[1].has(class: "has-input-error"))
        XCTAssertFalse(screens[2].has(class: "has-input-error"))
        // The located error instead of a drawing.
        let first = "(//details[\(HTMLDocument.hasClass("screen"))])[1]"
        let errors = document.nodes(first + "//pre[\(HTMLDocument.hasClass("input-error"))]")
        XCTAssertEqual(broken.inputErrors.count, 2)
        XCTAssertEqual(
            errors.map(\.text),
            broken.inputErrors.map {
                "\(broken.path):\($0.location.line):\($0.location.column): error: \($0.message)"
            })
        XCTAssertEqual(error.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(document.nodes(first + "//svg").count, 0)
        XCTAssertEqual(document.nodes(first + "//template").count, 0)
        // The other screens draw lazily: their SVG is inside a template.
        XCTAssertEqual(
            document.nodes(
                "(//details[\(HTMLDocument.hasClass("screen"))])[2]//template[\(HTMLDocument.hasClass("drawing"))]/svg"
            ).count, 1)
    }

    func testRightToLeftBadgesGoRightToLeftInEachRow() throws {
        let run = try run(["rtl.xml": Self.rtl])
        let report = try file(run, "rtl.xml")
        let hierarchy = try XCTUnwrap(report.hierarchy)
        let order = try XCTUnwrap(report.order)
        XCTAssertEqual(order.stops.map { hierarchy[$0].id }, ["r1c3", "r1c2", "r1c1", "r2c3", "r2c2", "r2c1"])

        let document = try HTMLDocument(HTMLReporter().render(run))
        let badges = document.nodes("//g[\(HTMLDocument.hasClass("badge"))]")
        XCTAssertEqual(badges.map { $0.attributes["data-element"] }, order.stops.map { String($0) })
        let circles = document.nodes("//g[\(HTMLDocument.hasClass("badge"))]/circle")
        XCTAssertEqual(
            circles.map { "\($0.attributes["cx"]!),\($0.attributes["cy"]!)" },
            ["250,20", "150,20", "50,20", "250,120", "150,120", "50,120"])
        // Drawn as the frames say: nothing mirrored; text aligned to each box's trailing (left) edge.
        let svg = try XCTUnwrap(document.nodes("//svg[\(HTMLDocument.hasClass("screen"))]").first)
        // (libxml2's HTML parser lowercases attribute names; browsers keep SVG's `viewBox`.)
        XCTAssertEqual(svg.attributes["viewbox"], "0 0 300 200")
        let texts = document.nodes("//g[\(HTMLDocument.hasClass("role-text"))]//text")
        XCTAssertEqual(texts.count, 6)
        XCTAssertTrue(texts.allSatisfy { $0.attributes["text-anchor"] == "end" })
        XCTAssertEqual(
            document.nodes("//g[@data-element='\(hierarchy.indexByID["r1c3"]!)']/rect/@x").map(\.text), ["200"])
    }

    func testViewBoxFallsBackToTheBoundsOfAllFrames() throws {
        let xml = """
            <hierarchy version="1" screen="S">
              <element class="UILabel" frame="-10 20 50 10" text="a"/>
              <element class="UILabel" frame="30 60 100 40" text="b"/>
            </hierarchy>
            """
        let run = try run(["s.xml": xml])
        let document = try HTMLDocument(HTMLReporter().render(run))
        XCTAssertEqual(
            document.nodes("//svg[\(HTMLDocument.hasClass("screen"))]/@viewbox").map(\.text), ["-10 20 140 80"])
    }

    func testALargeScreenRendersQuicklyWithOneBadgePerStop() throws {
        var xml = "<hierarchy version=\"1\" screen=\"Big\" width=\"390\" height=\"20000\">\n"
        for i in 0..<2000 {
            xml +=
                "<element class=\"UILabel\" frame=\"\(i % 2 == 0 ? 0 : 195) \((i / 2) * 20) 195 20\" text=\"Item \(i)\"/>\n"
        }
        xml += "</hierarchy>\n"
        let run = try run(["big.xml": xml])
        let start = Date()
        let html = HTMLReporter().render(run)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let document = try HTMLDocument(html)
        let badges = document.nodes("//g[\(HTMLDocument.hasClass("badge"))]")
        XCTAssertEqual(badges.count, 2000)
        XCTAssertEqual(badges.map { $0.attributes["data-stop"] ?? "" }, (1...2000).map(String.init))
        // Sizes follow the viewBox: a badge fits a 20-point row.
        let radius = try XCTUnwrap(
            Double(document.nodes("//g[\(HTMLDocument.hasClass("badge"))]/circle/@r").first?.text ?? ""))
        XCTAssertLessThanOrEqual(radius, 10)
    }

    /// Element paths are bounded in a deep tree, in the model and in the HTML
    /// report's stack of paths alike.
    func testPathsAreBoundedInADeepTree() throws {
        let depth = 200
        var xml = ""
        for k in 0..<depth {
            let id = k == 150 ? #" id="mid""# : ""
            xml += #"<element class="UIView"\#(id) frame="0 0 10 10">"#
        }
        xml += String(repeating: "</element>", count: depth)
        let hierarchy = try FT.hierarchy(FT.doc(xml))
        XCTAssertEqual(hierarchy.path(of: 3), "hierarchy/element[1]/element[1]/element[1]")
        XCTAssertEqual(
            hierarchy.path(of: 20), "…/" + Array(repeating: "element[1]", count: 16).joined(separator: "/"))
        XCTAssertEqual(
            hierarchy.path(of: 155), "#mid/" + Array(repeating: "element[1]", count: 4).joined(separator: "/"))
        var paths = EscapedPaths(hierarchy)
        for i in 1..<hierarchy.elementsBelowRoot {
            let index = Element.Index(i)
            XCTAssertEqual(paths.path(of: index), HTMLEscaping.escape(hierarchy.path(of: index)), "element \(i)")
            XCTAssertLessThanOrEqual(hierarchy.path(of: index).count, 16 * 12 + 8)
        }
    }

    /// The screens drawn aside at once are bounded by their size together, not
    /// only by the number of jobs: 48 jobs do not hold 48 large screens' pages.
    func testScreensDrawnAtOnceAreBoundedBySize() {
        let reporter = HTMLReporter(jobs: 48)
        let large = Array(repeating: 19_000, count: 100)
        XCTAssertEqual(reporter.roundSize(from: 0, weights: large), 2)
        let small = Array(repeating: 500, count: 100)
        XCTAssertEqual(reporter.roundSize(from: 0, weights: small), 48)
        XCTAssertEqual(reporter.roundSize(from: 90, weights: small), 10)
        XCTAssertEqual(reporter.roundSize(from: 0, weights: [30_000, 10]), 0)
        XCTAssertEqual(reporter.roundSize(from: 0, weights: [10, 10, 30_000]), 2)
        XCTAssertEqual(HTMLReporter(jobs: 1).roundSize(from: 0, weights: small), 0)
        for start in 0..<large.count {
            let round = reporter.roundSize(from: start, weights: large)
            XCTAssertLessThanOrEqual(large[start..<(start + round)].reduce(0, +), reporter.drawnAsideBudget)
        }
    }
}
