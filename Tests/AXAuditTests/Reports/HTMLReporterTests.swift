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
    func run(_ files: [String: String]) throws -> AuditRun {
        for (name, contents) in files {
            try contents.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        var runner = AuditRunner(auditor: Auditor(configuration: AuditConfiguration(rules: [FlagByIDRule()])))
        runner.jobs = 1
        return runner.run(paths: [directory], failOn: .error)
    }

    func file(_ run: AuditRun, _ name: String) throws -> FileReport {
        try XCTUnwrap(run.files.first { $0.path.hasSuffix("/" + name) })
    }

    /// The `details.screen` whose path is `name`, as an XPath prefix.
    func screenXPath(_ document: HTMLDocument, _ name: String) throws -> String {
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

}
