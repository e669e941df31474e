import Foundation
import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

/// What a reader of the HTML report sees first: the worst screens open, a
/// label drawn where a box shows no text, and stop numbers that do not cover
/// each other.
final class HTMLReadingTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "axaudit-html-reading-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A screen of `unlabelled` image buttons (an element-label error each) and
    /// `small` 20-point buttons with labels (a touch-target-size warning each).
    private static func screen(unlabelled: Int, small: Int) -> String {
        var body =
            #"<element id="title" class="UILabel" frame="16 40 300 30" text="Title" accessibilityTraits="header"/>"#
        for n in 0..<unlabelled {
            body += #"<element id="icon-\#(n)" class="UIButton" frame="16 \#(100 + n * 50) 44 44"/>"#
        }
        for n in 0..<small {
            body +=
                #"<element id="small-\#(n)" class="UIButton" frame="200 \#(100 + n * 50) 20 20" accessibilityLabel="Tag \#(n)"/>"#
        }
        return #"<hierarchy version="1" screen="S" width="390" height="844">\#(body)</hierarchy>"#
    }

    private func run(_ files: [String: String]) throws -> AuditRun {
        for (name, contents) in files {
            try contents.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        var runner = AuditRunner()
        runner.jobs = 1
        return runner.run(paths: [directory], failOn: .error)
    }

    func testTheScreensWithTheMostSevereFindingsOpenFirst() throws {
        var files: [String: String] = [:]
        // Seven screens with errors (1 to 7 of them), one with warnings only, one clean,
        // one that is not XML.
        for n in 1...7 { files["errors-\(n).xml"] = Self.screen(unlabelled: n, small: 0) }
        files["warnings.xml"] = Self.screen(unlabelled: 0, small: 3)
        files["clean.xml"] = Self.screen(unlabelled: 0, small: 0)
        files["broken.xml"] = "<hierarchy"
        let run = try run(files)
        let ordered = HTMLReporter.screenOrder(run)
        let opened = HTMLReporter.screensOpenedAtFirst(run, ordered: ordered)
        let names = Set(opened.map { URL(fileURLWithPath: run.files[ordered[$0]].path).lastPathComponent })
        XCTAssertEqual(
            names, ["broken.xml", "errors-7.xml", "errors-6.xml", "errors-5.xml", "errors-4.xml", "errors-3.xml"])
        // The page says so, and opens those screens.
        let html = HTMLReporter().render(run)
        XCTAssertEqual(html.components(separatedBy: "\" open><summary>").count - 1, 6)
        XCTAssertTrue(html.contains("<code>#expand-all</code>"))
    }

    func testAWarningScreenOpensWhenNoScreenHasErrorsButInfoScreensDoNot() throws {
        let run = try run([
            "warnings.xml": Self.screen(unlabelled: 0, small: 2), "clean.xml": Self.screen(unlabelled: 0, small: 0),
        ])
        let ordered = HTMLReporter.screenOrder(run)
        let opened = HTMLReporter.screensOpenedAtFirst(run, ordered: ordered)
        XCTAssertEqual(opened.map { run.files[ordered[$0]].path.hasSuffix("/warnings.xml") }, [true])
    }

    func testABoxWithOnlyALabelShowsTheLabel() throws {
        let xml = """
            <hierarchy version="1" screen="S" width="390" height="844">
              <element id="share" class="UIButton" frame="16 100 120 44" accessibilityLabel="Share &amp; save"/>
              <element id="price" class="UILabel" frame="16 200 120 20" text="$89" accessibilityLabel="89 dollars"/>
            </hierarchy>
            """
        let html = HTMLReporter().render(try run(["s.xml": xml]))
        XCTAssertTrue(html.contains(#"<text class="ax-label""#), "the icon button's label is drawn")
        XCTAssertTrue(html.contains(">Share &amp; save</text>"))
        // A label that draws its text shows the text, not its accessibility label.
        XCTAssertFalse(html.contains(">89 dollars</text>"))
    }

    func testBadgesOnOneSpotMoveApartAndOthersStay() {
        let r = 10.0
        let spread = BadgePlacement.apart(Array(repeating: (50.0, 50.0), count: 9), radius: r)
        XCTAssertEqual(spread[0].0, 50)
        XCTAssertEqual(spread[0].1, 50)
        for a in spread.indices {
            for b in spread.indices where b > a {
                let d =
                    ((spread[a].0 - spread[b].0) * (spread[a].0 - spread[b].0)
                    + (spread[a].1 - spread[b].1) * (spread[a].1 - spread[b].1)).squareRoot()
                XCTAssertGreaterThanOrEqual(d, 2 * r, "badges \(a + 1) and \(b + 1) overlap")
            }
        }
        // Badges already apart stay on their stops.
        let apart = [(10.0, 10.0), (40.0, 10.0), (10.0, 40.0)]
        XCTAssertEqual(BadgePlacement.apart(apart, radius: r).map { [$0.0, $0.1] }, apart.map { [$0.0, $0.1] })
    }
}
