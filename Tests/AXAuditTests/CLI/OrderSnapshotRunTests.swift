import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditRules

/// `--order-snapshots DIR` and `--record-order-snapshots`: the runner and the command.
final class OrderSnapshotRunTests: TemporaryDirectoryTestCase {
    private var snapshots: String { directory + "/snapshots" }

    private func product(buyFirst: Bool, screen: String = "Product") -> String {
        let buyY = buyFirst ? 100 : 300
        return FT.doc(
            """
            <element id="title" class="UILabel" frame="16 60 358 30" text="Trail shoes" accessibilityTraits="header"/>
            <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 \(buyY) 358 44" text="Buy" accessibilityTraits="button"/>
            <element id="body" class="UILabel" frame="16 200 358 80" text="Light trail shoes."/>
            """, root: "version=\"1\" screen=\"\(screen)\"")
    }

    private func run(
        _ paths: [String], record: Bool = false, jobs: Int = 1, configuration: AuditConfiguration = AuditConfiguration()
    ) -> AuditRun {
        var runner = AuditRunner(auditor: Auditor(configuration: configuration))
        runner.jobs = jobs
        runner.orderSnapshots = OrderSnapshotOptions(directory: snapshots, record: record)
        return runner.run(paths: paths, failOn: .error)
    }

    private func orderFindings(_ run: AuditRun) -> [String] {
        run.files.flatMap { file in
            file.findings.filter { $0.ruleID == "reading-order-changed" }.map {
                "\(file.path.split(separator: "/").last!):\($0.location.line) \($0.severity.rawValue) #\($0.element.id ?? "root") \($0.message)"
            }
        }
    }

    func testTheRuleIDTheRunnerKnowsIsRegistered() {
        XCTAssertNotNil(RuleRegistry.rule(id: AuditRunner.orderCheckRuleID))
    }

    func testRecordThenCheckIsClean() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        let recordRun = run([directory + "/product.xml"], record: true)
        XCTAssertEqual(orderFindings(recordRun), [], "recording checks nothing")
        XCTAssertFalse(recordRun.files[0].rulesApplied.contains("reading-order-changed"))
        XCTAssertEqual(recordRun.files[0].orderSnapshot?.status, .new)
        let recording = OrderSnapshotFiles.record(recordRun, in: snapshots)
        XCTAssertEqual(recording.written.map(\.path), [snapshots + "/Product.order"])
        XCTAssertEqual(
            try String(contentsOfFile: snapshots + "/Product.order", encoding: .utf8),
            """
            # axaudit VoiceOver order, format 1, screen "Product"
            "Trail shoes", heading  [id "title"]
            "Buy", button  [id "buy"]
            "Light trail shoes."  [id "body"]

            """)
        let check = run([directory + "/product.xml"])
        XCTAssertEqual(orderFindings(check), [])
        XCTAssertTrue(check.files[0].rulesApplied.contains("reading-order-changed"))
        XCTAssertEqual(check.exitStatus, 0)
        // Recording again writes nothing.
        let again = OrderSnapshotFiles.record(run([directory + "/product.xml"], record: true), in: snapshots)
        XCTAssertEqual(again.written.count, 0)
        XCTAssertEqual(again.unchanged, 1)
    }

    func testAChangeIsOneWarningAtTheMovedStopWithTheDiff() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        _ = OrderSnapshotFiles.record(run([directory + "/product.xml"], record: true), in: snapshots)
        try FT.write(product(buyFirst: false), to: directory + "/product.xml")
        let check = run([directory + "/product.xml"])
        XCTAssertEqual(
            orderFindings(check),
            [
                "product.xml:4 warning #buy The VoiceOver order differs from the recorded \(snapshots)/Product.order: \"Buy\" moved from 2nd to 3rd, after \"Light trail shoes.\"."
            ])
        let finding = try XCTUnwrap(check.files[0].findings.first { $0.ruleID == "reading-order-changed" })
        XCTAssertEqual(finding.rendered().orderChange?.changes, [.moved(recorded: 1, current: 2)])
        XCTAssertTrue(finding.rendered().orderChange?.unifiedDiff.contains("-\"Buy\", button  [id \"buy\"]\n") == true)
        // Re-recording on purpose writes the change and reports it as changed.
        let recording = OrderSnapshotFiles.record(run([directory + "/product.xml"], record: true), in: snapshots)
        XCTAssertEqual(recording.written.map(\.status), [.changed])
        XCTAssertEqual(orderFindings(run([directory + "/product.xml"])), [])
    }

    func testAMissingSnapshotIsAnInfoFindingAtTheScreen() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        XCTAssertEqual(
            orderFindings(run([directory + "/product.xml"])),
            [
                "product.xml:2 info #root No recorded VoiceOver order for the screen \"Product\": \(snapshots)/Product.order does not exist."
            ])
    }

    func testARenamedScreenLooksForItsNewFile() throws {
        try FT.write(product(buyFirst: true, screen: "Product"), to: directory + "/product.xml")
        _ = OrderSnapshotFiles.record(run([directory + "/product.xml"], record: true), in: snapshots)
        try FT.write(product(buyFirst: true, screen: "Product detail"), to: directory + "/product.xml")
        XCTAssertEqual(
            orderFindings(run([directory + "/product.xml"])),
            [
                "product.xml:2 info #root No recorded VoiceOver order for the screen \"Product detail\": \(snapshots)/Product-detail.order does not exist."
            ])
        // A screen whose file was copied under the new name says so.
        try FileManager.default.copyItem(
            atPath: snapshots + "/Product.order", toPath: snapshots + "/Product-detail.order")
        XCTAssertEqual(
            orderFindings(run([directory + "/product.xml"])),
            [
                "product.xml:3 warning #title The VoiceOver order differs from the recorded \(snapshots)/Product-detail.order: it was recorded for the screen \"Product\"."
            ])
    }

    func testAnUnreadableSnapshotIsAnInputError() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        try FileManager.default.createDirectory(
            atPath: snapshots + "/Product.order", withIntermediateDirectories: true)
        let check = run([directory + "/product.xml"])
        XCTAssertEqual(
            check.files[0].inputErrors.map(\.message),
            ["cannot read the order snapshot \(snapshots)/Product.order: is a directory"])
        XCTAssertEqual(check.exitStatus, 2)
    }

    func testASnapshotLargerThanTheScreenCouldNeedIsRefused() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        let recordRun = run([directory + "/product.xml"], record: true)
        _ = OrderSnapshotFiles.record(recordRun, in: snapshots)
        let limit = OrderSnapshotFiles.sizeLimit(elements: recordRun.files[0].elementCount)
        XCTAssertLessThan(limit, 2 << 20, "a three-element screen")
        let recorded = try String(contentsOfFile: snapshots + "/Product.order", encoding: .utf8)
        let padding = String(repeating: "\"x\"\n", count: (limit - recorded.utf8.count) / 4 + 1)
        try FT.write(recorded + padding, to: snapshots + "/Product.order")
        let check = run([directory + "/product.xml"])
        XCTAssertEqual(
            check.files[0].inputErrors.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["1:1 cannot read the order snapshot \(snapshots)/Product.order: is larger than axaudit's limit of 1 MB"])
        XCTAssertEqual(check.exitStatus, 2)
        // One byte under the limit is read and compared.
        try FT.write(
            recorded + padding.dropLast(recorded.utf8.count + padding.utf8.count - limit + 1),
            to: snapshots + "/Product.order")
        XCTAssertEqual(run([directory + "/product.xml"]).files[0].inputErrors, [])
    }

    func testALongSnapshotLineIsCutInTheDiffAndTheChanges() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        _ = OrderSnapshotFiles.record(run([directory + "/product.xml"], record: true), in: snapshots)
        let recorded = try String(contentsOfFile: snapshots + "/Product.order", encoding: .utf8)
        let long = "\"" + String(repeating: "é", count: 50_000) + "\""
        try FT.write(recorded + long + "\n", to: snapshots + "/Product.order")
        let finding = try XCTUnwrap(
            run([directory + "/product.xml"]).files[0].findings.first { $0.ruleID == "reading-order-changed" })
        let diff = try XCTUnwrap(finding.rendered().orderChange?.unifiedDiff)
        // The removed line, as the snapshot's stop line writes it, is cut after 2,000 bytes.
        let removed = try XCTUnwrap(diff.split(separator: "\n").first { $0.hasPrefix("-") && $0.contains("é") })
        XCTAssertTrue(removed.hasSuffix(" more bytes)"), String(removed.suffix(40)))
        XCTAssertTrue(removed.contains(String(repeating: "é", count: 900) + "… ("))
        XCTAssertLessThanOrEqual(diff.split(separator: "\n").map(\.utf8.count).max() ?? 0, 2100)
        XCTAssertLessThan(finding.message.utf8.count, 400)
    }

    func testTwoScreensOfOneSnapshotFileConflictWhenRecorded() throws {
        try FT.write(product(buyFirst: true), to: directory + "/a.xml")
        try FT.write(product(buyFirst: false), to: directory + "/b.xml")
        let recording = OrderSnapshotFiles.record(run([directory]), in: snapshots)
        XCTAssertEqual(recording.written.count, 0, "a checking run records nothing")
        let recorded = OrderSnapshotFiles.record(run([directory], record: true), in: snapshots)
        XCTAssertEqual(recorded.written.map(\.path), [snapshots + "/Product.order"])
        XCTAssertEqual(
            recorded.conflicts,
            [
                "\(directory)/b.xml: not recorded: \(directory)/a.xml has the same snapshot file \(snapshots)/Product.order with another order (give one of the screens another name)"
            ])
        // Both are checked against it: the second version shows its regression.
        XCTAssertEqual(
            orderFindings(run([directory])).map { $0.prefix(22) }, ["b.xml:4 warning #buy T"])
    }

    func testSeverityAndDisablingComeFromTheConfiguration() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        var configuration = try ConfigurationFile.parse(
            Data(#"{"rules": {"reading-order-changed": "error"}}"#.utf8), file: "c.json")
        XCTAssertEqual(orderFindings(run([directory + "/product.xml"], configuration: configuration)).count, 1)
        XCTAssertTrue(
            orderFindings(run([directory + "/product.xml"], configuration: configuration))[0].contains(" error "))
        configuration = try ConfigurationFile.parse(
            Data(#"{"rules": {"reading-order-changed": false}}"#.utf8), file: "c.json")
        XCTAssertEqual(orderFindings(run([directory + "/product.xml"], configuration: configuration)), [])
    }

    func testJobsDoNotChangeFindingsOrRecordedBytes() throws {
        for i in 0..<6 {
            try FT.write(product(buyFirst: i % 2 == 0, screen: "Screen \(i)"), to: directory + "/s\(i).xml")
        }
        let one = run([directory], record: true, jobs: 1)
        let four = run([directory], record: true, jobs: 4)
        XCTAssertEqual(one.files.map(\.orderSnapshot), four.files.map(\.orderSnapshot))
        _ = OrderSnapshotFiles.record(one, in: snapshots)
        for i in 0..<6 {
            try FT.write(product(buyFirst: i % 2 == 1, screen: "Screen \(i)"), to: directory + "/s\(i).xml")
        }
        let checkOne = run([directory], jobs: 1)
        let checkFour = run([directory], jobs: 4)
        XCTAssertEqual(orderFindings(checkOne).count, 6)
        XCTAssertEqual(orderFindings(checkOne), orderFindings(checkFour))
        XCTAssertEqual(
            checkOne.files.flatMap(\.findings).map { $0.rendered().orderChange },
            checkFour.files.flatMap(\.findings).map { $0.rendered().orderChange })
    }

    // MARK: The command

    private func axaudit(_ arguments: [String]) throws -> BuiltCommand.Result {
        try BuiltCommand().run(arguments, in: directory)
    }

    func testTheCommandRecordsChecksAndPrintsTheSnapshot() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        var result = try axaudit(["product.xml", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "axaudit: wrote snaps/Product.order (new)\naxaudit: recorded the VoiceOver order: 1 written, 0 unchanged\n")
        let recorded = try String(contentsOfFile: directory + "/snaps/Product.order", encoding: .utf8)
        result = try axaudit(["order", "--snapshot", "product.xml"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, recorded, "order --snapshot prints exactly the recorded file")
        // A change warns; recording it never fails the run.
        try FT.write(product(buyFirst: false), to: directory + "/product.xml")
        result = try axaudit(["product.xml", "--order-snapshots", "snaps", "--fail-on", "warning", "-q"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("[reading-order-changed]"), result.stdout)
        result = try axaudit([
            "product.xml", "--order-snapshots", "snaps", "--record-order-snapshots", "--fail-on", "warning",
        ])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("axaudit: wrote snaps/Product.order (changed)\n"), result.stderr)
    }

    func testOrderSnapshotUsesTheConfigurationAsTheAuditDoes() throws {
        // Tops 10 points apart: two rows by default, one row (leading first) with a tolerance of 20.
        try FT.write(
            FT.doc(
                """
                <element id="right" class="UILabel" frame="200 60 100 30" text="Right"/>
                <element id="left" class="UILabel" frame="16 70 100 30" text="Left"/>
                """, root: #"version="1" screen="Row""#), to: directory + "/row.xml")
        var result = try axaudit(["order", "--snapshot", "row.xml"])
        XCTAssertEqual(
            result.stdout,
            "# axaudit VoiceOver order, format 1, screen \"Row\"\n\"Right\"  [id \"right\"]\n\"Left\"  [id \"left\"]\n")
        try FT.write(#"{"thresholds": {"readingOrderRowTolerance": 20}}"#, to: directory + "/.axaudit.json")
        result = try axaudit(["row.xml", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try axaudit(["order", "--snapshot", "row.xml"])
        XCTAssertEqual(result.stdout, try String(contentsOfFile: directory + "/snaps/Row.order", encoding: .utf8))
        XCTAssertTrue(result.stdout.hasSuffix("\"Left\"  [id \"left\"]\n\"Right\"  [id \"right\"]\n"), result.stdout)
    }

    func testASnapshotThatCannotBeWrittenFailsTheRunAfterItsReports() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        try FT.write("not a directory", to: directory + "/snaps")
        let result = try axaudit([
            "product.xml", "--order-snapshots", "snaps", "--record-order-snapshots", "--report", "json:out.json",
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.contains("axaudit: error: cannot write the order snapshot snaps: not a directory\n"),
            result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/out.json"), "the reports are still written")
    }

    func testRecordingNeedsADirectory() throws {
        try FT.write(product(buyFirst: true), to: directory + "/product.xml")
        let result = try axaudit(["product.xml", "--record-order-snapshots"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "axaudit: error: --record-order-snapshots needs --order-snapshots DIR (where to write them); run 'axaudit --help' for usage\n"
            ), result.stderr)
    }
}
