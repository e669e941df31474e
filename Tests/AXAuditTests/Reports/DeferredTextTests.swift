import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Findings that write their text when a report asks for it (`Finding`,
/// `FindingsWithText`): the reports must not change, whether the text is written
/// by the rule's run, per file, or a block at a time on several threads.
final class DeferredTextTests: TemporaryDirectoryTestCase {
    /// A screen on which most rules fire: duplicate labels in a list, cells that
    /// are not elements, cards without labels, unlabelled images and controls.
    private func screen(_ n: Int) -> String {
        var body = "<element class=\"UICollectionView\" frame=\"0 0 390 2000\">\n"
        for card in 0..<(3 + n % 4) {
            let y = card * 120
            body += """
                  <element id="card-\(card)" class="MDCCardCollectionCell" inherits="UICollectionViewCell UIView" frame="16 \(y) 171 110">
                    <element class="UILabel" frame="24 \(y + 8) 155 20" text="Product \(card) of screen \(n)"/>
                    <element class="UIImageView" frame="24 \(y + 30) 40 40" isAccessibilityElement="true" image="photo_\(card).png"/>
                    <element id="buy-\(card)" class="UIButton" inherits="UIControl UIView" frame="24 \(y + 70) 30 30" text="Buy"/>
                  </element>

                """
        }
        body += "</element>\n<element class=\"UITableView\" frame=\"0 600 390 400\">\n"
        for row in 0..<(2 + n % 3) {
            body += """
                  <element id="row-\(row)" class="UITableViewCell" frame="0 \(600 + row * 60) 390 60">
                    <element class="UILabel" frame="16 \(606 + row * 60) 200 20" text="Setting \(row)"/>
                    <element class="UISwitch" inherits="UIControl UIView" frame="320 \(606 + row * 60) 51 31"/>
                  </element>

                """
        }
        body += """
              <element id="row-x" class="UITableViewCell" frame="0 900 390 60" isAccessibilityElement="true" accessibilityLabel="Wi-Fi">
                <element class="UISwitch" inherits="UIControl UIView" frame="320 906 51 31" accessibilityValue="1"/>
              </element>
            </element>
            <element id="news" class="MDCCard" inherits="UIControl UIView" frame="16 1100 358 300">
              <element class="UILabel" frame="24 1110 340 20" text="Weekend hikes \(n)"/>
              <element class="UILabel" frame="24 1140 340 100" text="\(String(repeating: "A long walk along the ridge, with views. ", count: 3))"/>
              <element class="UIButton" inherits="UIControl UIView" frame="24 1250 80 44" text="Read"/>
            </element>
            <element id="share" class="UIButton" inherits="UIControl UIView" frame="16 1420 120 44" text="Share button"/>
            <element id="stars" class="MDCProductRating" inherits="UIControl UIView" frame="16 1480 100 16" maximumValue="5"/>
            """
        return FT.doc(body, root: #"version="1" screen="Screen \#(n)""#)
    }

    private func writeScreens(_ count: Int) throws -> [String] {
        try (0..<count).map { n in
            let path = directory + "/screen-\(n).xml"
            try FT.write(screen(n), to: path)
            return path
        }
    }

    /// A runner of two jobs.
    private func runner(keepsHierarchies: Bool) -> AuditRunner {
        var runner = AuditRunner()
        runner.jobs = 2
        runner.keepsHierarchies = keepsHierarchies
        return runner
    }

    /// Every format, rendered with `jobs` threads writing the findings' text.
    private func reports(_ run: AuditRun, jobs: Int) -> [ReportFormat: String] {
        var reports: [ReportFormat: String] = [:]
        for format in ReportFormat.allCases {
            var text = format.reporter(ReportOptions(jobs: jobs)).render(run)
            // Times differ between runs.
            text = text.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
                .replacingOccurrences(
                    of: #""(seconds|durationMs)": ?[0-9.e+-]+"#, with: "", options: .regularExpression)
            reports[format] = text
        }
        return reports
    }

    func testTextWrittenPerFileOrWhenReportedGivesTheSameReports() throws {
        let paths = try writeScreens(6)
        // Kept hierarchies: the findings keep theirs and write their text when reported.
        let deferred = runner(keepsHierarchies: true).run(paths: paths, failOn: .error)
        let findings = deferred.files.flatMap(\.findings)
        XCTAssertGreaterThan(findings.count, 60)
        XCTAssertTrue(findings.allSatisfy(\.isDeferred), "a run that keeps its screens leaves the text for the report")
        XCTAssertEqual(
            Set(findings.map(\.ruleID)).sorted(),
            [
                "card-aggregated-label", "cell-accessibility-element", "cell-hidden-control", "duplicate-label",
                "element-label", "heading-present",
                "image-label", "label-redundant-trait", "rating-label-and-value", "reading-order-primary-last",
                "touch-target-size",
            ])

        // The same run with every finding written out, as a run of many files does.
        var written = deferred
        for f in written.files.indices {
            written.files[f].findings = written.files[f].findings.map { $0.written() }
            written.files[f].suppressed = written.files[f].suppressed.map { $0.written() }
        }
        XCTAssertFalse(written.files.flatMap(\.findings).contains(where: \.isDeferred))
        XCTAssertEqual(
            written.files.flatMap(\.findings), findings, "written findings equal the ones they were written from")

        let expected = reports(written, jobs: 1)
        for jobs in [1, 2, 3, 8] {
            let got = reports(deferred, jobs: jobs)
            for format in ReportFormat.allCases {
                XCTAssertEqual(got[format], expected[format], "\(format) with \(jobs) jobs")
            }
        }
    }

    func testARunOfManyFilesHoldsNoScreenAndOneFileKeepsItsText() throws {
        let paths = try writeScreens(3)
        let runner = runner(keepsHierarchies: false)
        let many = runner.run(paths: paths, failOn: .error)
        XCTAssertFalse(many.files.flatMap(\.findings).isEmpty)
        XCTAssertFalse(
            many.files.flatMap(\.findings).contains(where: \.isDeferred),
            "each file's text is written as it is done, so that its screen can go")
        XCTAssertTrue(many.files.allSatisfy { $0.hierarchy == nil })

        let one = runner.run(paths: [paths[1]], failOn: .error)
        XCTAssertTrue(one.files[0].findings.allSatisfy(\.isDeferred), "one file: the text waits for the report")
        XCTAssertEqual(one.files[0].findings, many.files[1].findings)
        let alone = AuditRun(files: [many.files[1]], rules: many.rules, failOn: many.failOn, seconds: 0)
        XCTAssertEqual(TextReporter().render(one), TextReporter().render(alone))
        XCTAssertEqual(reports(one, jobs: 2), reports(alone, jobs: 1))
    }

    /// For the quiet text report: only what fails the run is kept, and the run
    /// fails, and reads, as the full one does.
    func testKeepingOnlyFailingFindings() throws {
        let paths = try writeScreens(4)
        var runner = runner(keepsHierarchies: false)
        for failOn in [Severity.error, .warning, .info, nil] {
            runner.keepsOnlyFailingFindings = false
            let full = runner.run(paths: paths, failOn: failOn)
            runner.keepsOnlyFailingFindings = true
            let kept = runner.run(paths: paths, failOn: failOn)
            let failing = full.files.flatMap(\.findings).filter { full.fails($0.severity) }
            XCTAssertEqual(kept.files.flatMap(\.findings), failing, "\(String(describing: failOn))")
            XCTAssertEqual(kept.exitStatus, full.exitStatus)
            XCTAssertEqual(TextReporter(quiet: true).render(kept), TextReporter(quiet: true).render(full))
            XCTAssertTrue(kept.files.allSatisfy(\.suppressed.isEmpty))
            if failOn == .error { XCTAssertLessThan(failing.count, full.files.flatMap(\.findings).count) }
            if failOn != nil { XCTAssertFalse(failing.isEmpty) }
            if failOn == nil { XCTAssertTrue(failing.isEmpty) }
        }
        // One file: its findings wait for the report, which writes only what it shows; all are kept.
        runner.keepsOnlyFailingFindings = true
        let one = runner.run(paths: [paths[0]], failOn: .error)
        XCTAssertTrue(one.files[0].findings.contains { $0.severity == .warning })
        XCTAssertTrue(one.files[0].findings.allSatisfy(\.isDeferred))
    }

    /// A screen's findings hold it until their text is written, and no longer.
    func testWrittenFindingsLetTheScreenGo() throws {
        weak var source: FindingSource?
        var findings: [Finding] = []
        do {
            findings = Auditor().audit(try FT.hierarchy(screen(2))).findings
            XCTAssertTrue(findings.allSatisfy(\.isDeferred))
            source = Mirror(reflecting: findings[0]).descendant("content", "deferred", ".0") as? FindingSource
        }
        XCTAssertNotNil(source, "the findings hold their screen")
        let texts = findings.map { $0.rendered() }
        findings = findings.map { $0.written() }
        XCTAssertNil(source, "written findings hold no screen")
        XCTAssertEqual(findings.map { $0.rendered() }, texts)
    }

    /// Blocks are written on several threads and handed out in order, across block
    /// boundaries, with findings written and left for later mixed.
    func testFindingsWithTextGivesEachFindingsTextInOrder() throws {
        var body = "<element class=\"UITableView\" frame=\"0 0 390 800\">\n"
        for row in 0..<2_600 {
            body +=
                "<element id=\"b\(row)\" class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"0 \(row) 390 44\" text=\"Buy\"/>\n"
        }
        body += "</element>"
        let h = try FT.hierarchy(FT.doc(body))
        var findings = Auditor().audit(h).findings.filter { $0.ruleID == "duplicate-label" }
        XCTAssertEqual(findings.count, 2_599)
        XCTAssertGreaterThan(findings.count, 2 * FindingsWithText.blockSize)
        // Every third written out already.
        for k in stride(from: 0, to: findings.count, by: 3) { findings[k] = findings[k].written() }
        let expected = findings.map { $0.rendered() }
        XCTAssertTrue(
            expected[5].message.hasPrefix("UIButton #b6 \"Buy\" says \"Buy\", as do 2599 other elements"),
            expected[5].message)
        for jobs in [1, 2, 5] {
            let got = Array(FindingsWithText(findings, jobs: jobs))
            XCTAssertEqual(got.count, findings.count)
            XCTAssertEqual(got.map(\.text), expected, "jobs \(jobs)")
            XCTAssertEqual(got.map(\.finding), findings, "jobs \(jobs)")
        }
        XCTAssertTrue(Array(FindingsWithText([], jobs: 4)).isEmpty)
    }
}
