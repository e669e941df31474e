import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

/// How the HTML report draws screens: at once or one by one, the order of
/// screens, right-to-left rows, the view box, and bounds on large and deep screens.
extension HTMLReporterTests {
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
