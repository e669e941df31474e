import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The same problem across screens, one group: a directory of generated screens
/// that share a card component.
final class ProblemGroupsTests: TemporaryDirectoryTestCase {
    static let screens = 14

    /// Every screen has the `product-card` card (not an element: card-aggregated-label),
    /// a tiny Info button (touch-target-size) and an unlabelled button of a class of its
    /// own (element-label); every other screen has a card without an identifier, and
    /// the first two `product-card`s.
    static func screen(_ n: Int) -> String {
        let card = """
            <element class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView"
                     accessibilityIdentifier="product-card" frame="16 100 171 240">
              <element class="UILabel" frame="24 228 155 20" text="Shoes \(n)"/>
              <element class="UILabel" frame="24 250 155 20" text="$\(n)"/>
            </element>
            """
        var body = "<element class=\"UICollectionView\" frame=\"0 0 390 844\">\n" + card
        if n == 0 { body += card.replacingOccurrences(of: "16 100", with: "203 100") }
        if n % 2 == 0 {
            body += """
                <element class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 400 171 240">
                  <element class="UILabel" frame="24 528 155 20" text="Jacket"/>
                  <element class="UILabel" frame="24 550 155 20" text="$120"/>
                </element>
                """
        }
        body += "</element>\n"
        body += """
            <element class="TinyInfoButton" inherits="UIButton UIControl UIView" frame="350 10 20 20" accessibilityLabel="Info"/>
            <element class="Badge\(n)Button" inherits="UIButton UIControl UIView" frame="16 700 80 44"/>
            """
        return FT.doc(body, root: #"version="1" screen="Screen \#(n)""#)
    }

    func path(_ n: Int) -> String { directory + "/s" + (n < 10 ? "0" : "") + "\(n).xml" }

    func generatedRun(keepsHierarchies: Bool = true, broken: Bool = false) throws -> AuditRun {
        for n in 0..<Self.screens { try FT.write(Self.screen(n), to: path(n)) }
        if broken { try FT.write("<hierarchy version=\"1\"><element", to: directory + "/zz-broken.xml") }
        var runner = AuditRunner()
        runner.jobs = 2
        runner.keepsHierarchies = keepsHierarchies
        return runner.run(paths: [directory], failOn: .error)
    }

    func testOneGroupPerRuleSeverityAndComponentRankedBySeverityThenScreens() throws {
        let run = try generatedRun()
        let groups = run.problemGroups
        let card = try XCTUnwrap(groups.first)
        XCTAssertEqual(card.ruleID, "card-aggregated-label")
        XCTAssertEqual(card.severity, .error)
        XCTAssertEqual(card.component.name, "ProductCardCell 'product-card'")
        XCTAssertEqual(card.screens, Self.screens)
        XCTAssertEqual(card.findings, Self.screens + 1)
        XCTAssertEqual(card.files, Array(0..<Self.screens))
        let first = try XCTUnwrap(run.files[0].findings.first { $0.component == card.component })
        XCTAssertEqual(card.firstFile, path(0))
        XCTAssertEqual(card.firstLocation, first.location)

        XCTAssertEqual(groups[1].component.name, "ProductCardCell")
        XCTAssertEqual(groups[1].screens, Self.screens / 2)
        // The one-screen errors (a button class each) come before the warning on every screen.
        let badges = groups.filter { $0.ruleID == "element-label" }
        XCTAssertEqual(badges.count, Self.screens)
        XCTAssertTrue(badges.allSatisfy { $0.screens == 1 && $0.severity == .error })
        let tiny = try XCTUnwrap(groups.firstIndex { $0.component.className == "TinyInfoButton" })
        XCTAssertEqual(groups[tiny].severity, .warning)
        XCTAssertEqual(groups[tiny].screens, Self.screens)
        XCTAssertTrue(groups[..<tiny].allSatisfy { $0.severity == .error })
        XCTAssertEqual(tiny, groups.filter { $0.severity == .error }.count)
    }

    /// Grouping hides nothing: every finding is in exactly one group, and still on its screen.
    func testEveryFindingIsInExactlyOneGroup() throws {
        let run = try generatedRun()
        let total = run.files.reduce(0) { $0 + $1.findings.count }
        XCTAssertGreaterThan(total, 0)
        XCTAssertEqual(run.problemGroups.reduce(0) { $0 + $1.findings }, total)
        for (index, file) in run.files.enumerated() {
            for finding in file.findings {
                let matching = run.problemGroups.filter {
                    $0.ruleID == finding.ruleID && $0.severity == finding.severity
                        && $0.component == finding.component
                }
                XCTAssertEqual(matching.count, 1)
                XCTAssertEqual(matching.first?.files.contains(index), true)
            }
        }
    }

    /// Findings written as each file is done (no screens kept) group the same way.
    func testWrittenFindingsGroupAsDeferredOnes() throws {
        let deferred = try generatedRun().problemGroups
        let written = try generatedRun(keepsHierarchies: false).problemGroups
        XCTAssertEqual(written, deferred)
    }

    func testTextReportEndsWithTheMostCommonProblems() throws {
        let run = try generatedRun()
        let text = TextReporter().render(run)
        let lines = text.split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("most common problems") })
        XCTAssertEqual(
            lines[start + 1],
            "  ProductCardCell 'product-card' · card-aggregated-label · error · 14 screens, 15 findings (first: \(path(0)):\(run.problemGroups[0].firstLocation.line):\(run.problemGroups[0].firstLocation.column))"
        )
        XCTAssertEqual(
            lines[start + 2].hasPrefix("  ProductCardCell · card-aggregated-label · error · 7 screens (first: "), true)
        let groupLines = lines[(start + 1)...].prefix { $0.hasPrefix("  ") && $0.contains(" · ") }
        XCTAssertEqual(groupLines.count, 10)
        XCTAssertEqual(
            lines[start + 11],
            "  and \(run.problemGroups.count - 10) more (the HTML and JSON reports list them all)")
        XCTAssertTrue(lines[start + 12].hasPrefix("\(Self.screens) files audited; "), lines[start + 12])
        // Every finding is still reported on its line.
        XCTAssertEqual(
            lines.filter { $0.hasSuffix("[card-aggregated-label]") }.count, Self.screens + 1 + Self.screens / 2)
        // Quiet: no summary, no groups.
        XCTAssertFalse(TextReporter(quiet: true).render(run).contains("most common problems"))
    }

    func testOneScreenHasNoMostCommonProblems() throws {
        try FT.write(Self.screen(0), to: path(0))
        let run = AuditRunner().run(paths: [path(0)], failOn: .error)
        XCTAssertFalse(run.files[0].findings.isEmpty)
        XCTAssertFalse(TextReporter().render(run).contains("most common problems"))
        XCTAssertFalse(HTMLReporter().render(run).contains("class=\"groups\""))
        // The JSON report always lists its groups.
        let json = try JSONValue.parse(Array(JSONReporter().render(run).utf8))
        XCTAssertEqual(json.object?["groups"]?.array?.count, run.problemGroups.count)
    }

    func testJSONListsEveryGroup() throws {
        let run = try generatedRun()
        XCTAssertGreaterThan(run.problemGroups.count, 10)
        let json = try JSONValue.parse(Array(JSONReporter().render(run).utf8))
        let groups = try XCTUnwrap(json.object?["groups"]?.array)
        XCTAssertEqual(groups.count, run.problemGroups.count)
        let card = try XCTUnwrap(groups.first?.object)
        XCTAssertEqual(card["rule"]?.string, "card-aggregated-label")
        XCTAssertEqual(card["severity"]?.string, "error")
        XCTAssertEqual(card["component"]?.object?["class"]?.string, "ProductCardCell")
        XCTAssertEqual(card["component"]?.object?["identifier"]?.string, "product-card")
        XCTAssertEqual(card["screens"]?.number, Double(Self.screens))
        XCTAssertEqual(card["findings"]?.number, Double(Self.screens + 1))
        XCTAssertEqual(card["first"]?.object?["path"]?.string, path(0))
        XCTAssertEqual(card["paths"]?.array?.compactMap(\.string), (0..<Self.screens).map(path))
        let plain = try XCTUnwrap(groups[1].object)
        XCTAssertEqual(plain["component"]?.object?["identifier"].map { $0.string == nil }, true)
    }

    /// The HTML table links each group to its screens, numbered as the page shows
    /// them (a file with an input error comes first).
    func testHTMLLinksEachGroupToItsScreens() throws {
        let run = try generatedRun(broken: true)
        XCTAssertTrue(run.files.last?.hasInputError == true)
        let html = HTMLReporter().render(run)
        let section = try XCTUnwrap(html.range(of: "<section class=\"groups\""))
        let main = try XCTUnwrap(html.range(of: "<main>"))
        XCTAssertLessThan(section.lowerBound, main.lowerBound, "the table is at the top")
        let rows = html[section.lowerBound..<main.lowerBound].split(separator: "\n").filter {
            $0.hasPrefix("<tr class=\"group")
        }
        // Every group is in the page: the first ten in view, the others folded.
        XCTAssertEqual(rows.count, run.problemGroups.count)
        XCTAssertGreaterThan(run.problemGroups.count, 10)
        let folded = try XCTUnwrap(html.range(of: "<details class=\"more-groups\">"))
        XCTAssertEqual(
            html[folded.lowerBound..<main.lowerBound].split(separator: "\n").filter {
                $0.hasPrefix("<tr class=\"group")
            }
            .count, run.problemGroups.count - 10)
        let first = String(rows[0])
        XCTAssertTrue(first.contains("ProductCardCell &#39;product-card&#39;"), first)
        // s00 is the run's first file but the page's second screen.
        XCTAssertTrue(first.contains("<a href=\"#screen-2\"><bdi>Screen 0</bdi></a>"), first)
        XCTAssertEqual(first.components(separatedBy: "<a href=\"#screen-").count - 1, Self.screens)
        // Among the screens with the most errors: open when the page loads.
        XCTAssertTrue(html.contains("id=\"screen-2\" open><summary><span class=\"screen-name\"><bdi>Screen 0</bdi>"))
        XCTAssertTrue(html.contains("id=\"screen-1\" open><summary>"), "the broken file is the first screen")
    }
}
