import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Reports every label, with its text (so messages differ per screen).
private struct LabelRule: Rule {
    static let description = testDescription("test-label", .error)
    func check(_ context: AuditContext) -> [Finding] { context.findingOnEveryText(Self.self) }
    static func explanation(of problem: TextElementProblem, at index: Element.Index, in h: Hierarchy)
        -> FindingExplanation
    {
        FindingExplanation("label \"\(h[index].text ?? "")\"", fix: "fix \(index)")
    }
}

/// Reports images without a label; a warning.
private struct ImageRule: Rule {
    static let description = testDescription("test-image", .warning)
    func check(_ context: AuditContext) -> [Finding] {
        context.reachedElements.filter {
            context.hierarchy[$0].roles.contains(.image) && context.hierarchy[$0].accessibilityLabel == nil
        }.map { index in context.finding(Self.self, at: index, .unlabelled) }
    }
    enum Problem: Equatable { case unlabelled }
    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation("image \(h[index].image ?? "")", fix: nil)
    }
}

final class ParallelRunTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        let path = NSTemporaryDirectory() + "axaudit-parallel-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Screen `i`: `i % 6` labels (one of them suppressed every third screen), `i % 4` images,
    /// an unknown trait (an input warning) every 10th, unreadable XML every 40th.
    /// Returns (labels reported, labels suppressed, images, input warnings, input errors).
    @discardableResult
    private func generateScreen(_ i: Int, at path: String) throws -> (Int, Int, Int, Int, Int) {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        if i % 40 == 39 {
            try "<hierarchy version=\"1\"><element class=\"UILabel\"".write(
                toFile: path, atomically: true, encoding: .utf8)
            return (0, 0, 0, 0, 1)
        }
        var body = ""
        var reported = 0, suppressed = 0
        for l in 0..<(i % 6) {
            let ignore = (i % 3 == 0 && l == 0) ? " axaudit-ignore=\"test-label\"" : ""
            body +=
                "  <element id=\"l\(l)\" class=\"UILabel\" frame=\"0 \(l * 30) 300 20\" text=\"Screen \(i) label \(l)\"\(ignore)/>\n"
            if ignore.isEmpty { reported += 1 } else { suppressed += 1 }
        }
        body += "  <element class=\"UIStackView\" frame=\"0 400 300 100\">\n"
        for m in 0..<(i % 4) {
            body +=
                "    <element class=\"UIImageView\" isAccessibilityElement=\"true\" frame=\"\(m * 50) 400 40 40\" image=\"img_\(i)_\(m)\"/>\n"
        }
        body += "  </element>\n"
        let warning = i % 10 == 5
        if warning {
            body +=
                "  <element class=\"UIButton\" frame=\"0 600 100 44\" text=\"Go\" accessibilityTraits=\"button sparkly\"/>\n"
        }
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"Screen \(i)\">\n\(body)</hierarchy>\n"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return (reported, suppressed, i % 4, warning ? 1 : 0, 0)
    }

    /// 200 screens in nested directories, named so byte order differs from
    /// numeric and case-insensitive order (`B` < `a`, `-` < `/`, `10` < `9`).
    @discardableResult
    private func generateScreens() throws -> (
        labels: Int, suppressed: Int, images: Int, warnings: Int, inputErrors: Int
    ) {
        var totals = (labels: 0, suppressed: 0, images: 0, warnings: 0, inputErrors: 0)
        for i in 0..<200 {
            let name: String
            switch i % 5 {
            case 0: name = "a/screen-\(i).xml"
            case 1: name = "a-\(i).xml"
            case 2: name = "B/deep/er/Screen\(i).xml"
            case 3: name = "b/\(i).xml"
            default: name = "a/nested/s\(i).XML"
            }
            let t = try generateScreen(i, at: directory + "/" + name)
            totals.labels += t.0
            totals.suppressed += t.1
            totals.images += t.2
            totals.warnings += t.3
            totals.inputErrors += t.4
        }
        return totals
    }

    private func run(jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil) -> AuditRun {
        var runner = AuditRunner(
            auditor: Auditor(configuration: AuditConfiguration(rules: [LabelRule(), ImageRule()])))
        runner.jobs = jobs
        runner.progress = progress
        return runner.run(paths: [directory], failOn: .warning)
    }

    func testJobsDoNotChangeTheReports() throws {
        let totals = try generateScreens()
        let serial = run(jobs: 1)
        let parallel = run(jobs: 4)
        XCTAssertEqual(serial.files.count, 200)

        let text = TextReporter().render(serial)
        XCTAssertEqual(text, TextReporter().render(parallel))
        XCTAssertEqual(
            TextReporter(showSuppressed: true).render(serial), TextReporter(showSuppressed: true).render(parallel))
        XCTAssertEqual(JSONReporter().render(serial), JSONReporter().render(parallel))
        XCTAssertEqual(Baseline(run: serial).rendered(), Baseline(run: parallel).rendered())
        for format in ReportFormat.allCases {
            // Timings (JUnit's time attributes) are the only thing allowed to differ.
            let a = GeneratedFilesTests.reproducible(format.reporter().render(serial))
            let b = GeneratedFilesTests.reproducible(format.reporter().render(parallel))
            XCTAssertTrue(a == b, "\(format.rawValue): \(GeneratedFilesTests.firstDifference(a, b) ?? "")")
        }
        // More workers than the machine has cores, and an odd count, agree too.
        XCTAssertEqual(JSONReporter().render(run(jobs: 7)), JSONReporter().render(serial))
        XCTAssertEqual(TextReporter().render(run(jobs: 64)), text)

        // The findings really differ per screen.
        XCTAssertEqual(Set(serial.files.map(\.findings.count)).count, 9)
        XCTAssertEqual(serial.summary, parallel.summary)
        XCTAssertEqual(serial.summary.errors, totals.labels)
        XCTAssertEqual(serial.summary.warnings, totals.images + totals.warnings)
        XCTAssertEqual(serial.summary.suppressed, totals.suppressed)
        XCTAssertEqual(serial.summary.inputErrors, totals.inputErrors)
        XCTAssertEqual(serial.summary.filesWithInputErrors, 5)
        XCTAssertEqual(serial.exitStatus, 2)
        XCTAssertEqual(totals.labels, 452)
        XCTAssertEqual(totals.suppressed, 31)
        XCTAssertTrue(
            text.hasSuffix(
                "195 files audited, 5 not audited; 452 errors, 305 warnings, 0 info; 5 input errors in 5 files; 31 suppressed: failed (input errors)\n"
            ), String(text.suffix(300)))
    }

    /// A screen audited alone gets the spare workers for its rules; its findings
    /// must not depend on how many there are.
    func testRuleWorkersDoNotChangeTheFindings() throws {
        let examples = GeneratedFilesTests.packageRoot + "/Examples"
        let files = try FileManager.default.contentsOfDirectory(atPath: examples).filter { $0.hasSuffix(".xml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        var total = 0
        for file in files {
            let hierarchy = try XCTUnwrap(Importer.importFile(atPath: examples + "/" + file).hierarchy)
            let serial = Auditor().audit(hierarchy)
            for workers in [2, 3, 14, 64] {
                var auditor = Auditor()
                auditor.ruleWorkers = workers
                let spread = auditor.audit(hierarchy)
                XCTAssertEqual(spread.findings, serial.findings, "\(file), \(workers) workers")
                XCTAssertEqual(spread.suppressed, serial.suppressed, "\(file), \(workers) workers")
            }
            total += serial.findings.count
        }
        XCTAssertGreaterThan(total, 20)
        // Through the runner: one file and four jobs give each screen's rules spare workers.
        var runner = AuditRunner()
        runner.jobs = 4
        let one = runner.run(paths: [examples + "/" + files[0]], failOn: .error)
        runner.jobs = 1
        XCTAssertEqual(
            one.files[0].findings, runner.run(paths: [examples + "/" + files[0]], failOn: .error).files[0].findings)
    }

    /// A screen large enough that spare workers also work out its order, lists
    /// and ignore index side by side: the same findings and suppressions as one worker.
    func testSpareWorkersPrepareLargeScreensAlike() throws {
        var xml = "<hierarchy version=\"1\" screen=\"Big\" width=\"390\" height=\"844\">\n"
        let sections = Auditor.concurrentPreparationMinimum / 7 + 10
        for s in 0..<sections {
            let y = s * 100
            let list = s % 3 == 0 ? "UITableView" : "UIStackView"
            let ignore = s % 5 == 0 ? " axaudit-ignore=\"duplicate-label image-label\"" : ""
            xml += """
                  <element class="\(list)" frame="0 \(y) 390 100"\(ignore)>
                    <element class="UITableViewCell" frame="0 \(y) 390 100">
                      <element class="UILabel" frame="16 \(y + 8) 200 20" text="Item \(s % 50)"/>
                      <element class="UIImageView" frame="300 \(y + 8) 40 40" image="icon" isAccessibilityElement="true"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="16 \(y + 50) 80 44" text="Buy"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="100 \(y + 50) 80 44" text="Buy"/>
                    </element>
                    <element class="UITableViewCell" frame="0 \(y + 60) 390 30">
                      <element class="UILabel" frame="200 \(y + 60) 90 20" text="Size"/>
                      <element class="UILabel" frame="300 \(y + 60) 80 20" text="\(s % 7)"/>
                    </element>
                    <element class="UILabel" frame="16 \(y + 90) 200 10" text="Note \(s)"/>
                  </element>

                """
        }
        xml += "</hierarchy>\n"
        let hierarchy = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "big.xml").hierarchy)
        XCTAssertGreaterThanOrEqual(hierarchy.elements.count, Auditor.concurrentPreparationMinimum)
        let serial = Auditor().audit(hierarchy)
        var auditor = Auditor()
        auditor.ruleWorkers = 2
        let spread = auditor.audit(hierarchy)
        XCTAssertEqual(spread.findings, serial.findings)
        XCTAssertEqual(spread.suppressed, serial.suppressed)
        XCTAssertEqual(spread.order.stops, serial.order.stops)
        // Findings of rules that need each part: the lists (cells, duplicates) and the ignore index.
        let rules = Set(serial.findings.map(\.ruleID))
        XCTAssertTrue(rules.isSuperset(of: ["cell-accessibility-element", "image-label"]), "\(rules)")
        XCTAssertTrue(serial.suppressed.contains { $0.ruleID == "image-label" })
        XCTAssertTrue(serial.suppressed.contains { $0.ruleID == "duplicate-label" })
    }

    /// The costly rules say so, each once: workers take them first.
    func testTheCostliestRulesGoFirst() {
        let priorities = RuleRegistry.all.map { ($0.description.id, $0.workerPriority) }.filter { $0.1 > 0 }
        XCTAssertEqual(priorities.first { $0.1 == priorities.map(\.1).max() }?.0, "duplicate-label")
        XCTAssertEqual(Set(priorities.map(\.1)).count, priorities.count, "\(priorities)")
        XCTAssertTrue(RuleRegistry.all.contains { $0.workerPriority == 0 })
    }

    func testFilesAreSortedByPath() throws {
        try generateScreens()
        let paths = run(jobs: 4).files.map(\.path)
        XCTAssertEqual(paths.count, 200)
        XCTAssertEqual(paths, paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let relative = paths.map { String($0.dropFirst(directory.count + 1)) }
        XCTAssertEqual(
            Array(relative.prefix(4)),
            [
                "B/deep/er/Screen102.xml", "B/deep/er/Screen107.xml",
                "B/deep/er/Screen112.xml", "B/deep/er/Screen117.xml",
            ])
        // `-` sorts before `/`: a-1.xml comes before the files in a/.
        let firstA = try XCTUnwrap(relative.firstIndex { $0.hasPrefix("a") })
        XCTAssertEqual(relative[firstA], "a-1.xml")
        XCTAssertEqual(relative.last, "b/98.xml")
        // The report lists files in the same order.
        let report = JSONReporter().render(run(jobs: 3))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, paths)
    }

    func testProgressCountsEveryFileOnce() throws {
        try generateScreens()
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int] = []
            var totals: Set<Int> = []
        }
        let calls = Calls()
        _ = run(jobs: 4) { done, total in
            calls.lock.lock()
            defer { calls.lock.unlock() }
            calls.values.append(done)
            calls.totals.insert(total)
        }
        XCTAssertEqual(calls.values, Array(1...200))
        XCTAssertEqual(calls.totals, [200])
    }
}
