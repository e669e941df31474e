import XCTest

@testable import AXAuditKit
@testable import AXAuditCommands
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The runner: input collection, one report per file, exit status.
final class RunnerTests: TemporaryDirectoryTestCase {

    private let good = FT.doc(
        """
          <element id="title" class="UILabel" text="Hello" frame="0 0 100 20"/>
          <element id="buy" class="UIButton" text="Buy" frame="0 30 100 44"/>
        """, root: #"version="1" screen="Good""#)

    func testOneBadFileAmongGoodOnesExitsTwoAndReportsTheGoodOnes() throws {
        try FT.write(good, to: directory + "/a.xml")
        try FT.write("<hierarchy version=\"1\">\n  <element>\n</hierarchy>\n", to: directory + "/b.xml")
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        try FT.write(good, to: directory + "/sub/c.xml")
        try FT.write("not xml", to: directory + "/notes.txt")
        try FT.write("<oops/>", to: directory + "/.hidden.xml")

        var runner = AuditRunner()
        runner.jobs = 2
        let run = runner.run(paths: [directory], failOn: .error)
        XCTAssertEqual(run.files.map(\.path), [directory + "/a.xml", directory + "/b.xml", directory + "/sub/c.xml"])
        XCTAssertEqual(run.exitStatus, 2)

        let a = run.files[0], b = run.files[1], c = run.files[2]
        XCTAssertFalse(a.hasInputError)
        XCTAssertEqual(a.screen, "Good")
        XCTAssertEqual(a.elementCount, 2)
        XCTAssertEqual(a.format, .axaudit)
        XCTAssertNotNil(a.hierarchy)
        XCTAssertEqual(a.order?.stops, [1, 2])
        XCTAssertEqual(c.elementCount, 2)
        XCTAssertFalse(c.hasInputError)

        XCTAssertTrue(b.hasInputError)
        XCTAssertEqual(b.inputErrors.count, 1)
        XCTAssertTrue(b.inputErrors[0].message.hasPrefix("malformed XML"), b.inputErrors[0].message)
        XCTAssertEqual(b.inputErrors[0].location.line, 3)
        XCTAssertNil(b.hierarchy)
        XCTAssertEqual(b.screen, "b")

        let summary = run.summary
        // The malformed file was not audited, and is counted apart.
        XCTAssertEqual(summary.files, 2)
        XCTAssertEqual(summary.notAudited, 1)
        XCTAssertEqual(summary.inputErrors, 1)
        XCTAssertEqual(summary.filesWithInputErrors, 1)
    }

    func testAllGoodExitsZero() throws {
        try FT.write(good, to: directory + "/a.xml")
        let run = AuditRunner().run(paths: [directory + "/a.xml"], failOn: .error)
        XCTAssertEqual(run.exitStatus, 0)
        XCTAssertEqual(run.files.count, 1)
    }

    func testAttributeErrorKeepsTheFileButExitsTwo() throws {
        try FT.write(FT.doc(#"<element id="a" class="UILabel" text="x" frame="1 2 3"/>"#), to: directory + "/a.xml")
        let run = AuditRunner().run(paths: [directory + "/a.xml"], failOn: .error)
        XCTAssertEqual(run.exitStatus, 2)
        XCTAssertEqual(run.files[0].elementCount, 1)
        XCTAssertNotNil(run.files[0].hierarchy)
        XCTAssertEqual(run.files[0].inputErrors.map(\.location), [SourceLocation(line: 3, column: 1)])
    }

    func testUnknownTraitIsAWarningFindingOnItsElement() throws {
        try FT.write(
            FT.doc(
                """
                  <element id="a" class="UILabel" text="x"/>
                  <element id="b" class="UILabel" text="y" accessibilityTraits="header glowing"/>
                """), to: directory + "/a.xml")
        let errorRun = AuditRunner().run(paths: [directory + "/a.xml"], failOn: .error)
        XCTAssertEqual(errorRun.exitStatus, 0)
        let findings = errorRun.files[0].findings
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.ruleID, AuditRun.inputRuleID)
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.element.id, "b")
        XCTAssertEqual(findings.first?.location, SourceLocation(line: 4, column: 3))
        XCTAssertEqual(AuditRunner().run(paths: [directory + "/a.xml"], failOn: .warning).exitStatus, 1)
        XCTAssertEqual(AuditRunner().run(paths: [directory + "/a.xml"], failOn: nil).exitStatus, 0)
    }

    func testMissingPathAndEmptyDirectory() throws {
        try FileManager.default.createDirectory(atPath: directory + "/empty", withIntermediateDirectories: true)
        try FT.write(good, to: directory + "/a.xml")
        let run = AuditRunner().run(
            paths: [directory + "/missing.xml", directory + "/empty", directory + "/a.xml"], failOn: .error)
        XCTAssertEqual(run.files.map(\.path), [directory + "/missing.xml", directory + "/empty", directory + "/a.xml"])
        XCTAssertEqual(
            run.files[0].inputErrors, [InputError("no such file or directory", at: .wholeFile)])
        XCTAssertEqual(
            run.files[1].inputErrors,
            [InputError("no .xml files in this directory", at: .wholeFile)])
        XCTAssertFalse(run.files[2].hasInputError)
        XCTAssertEqual(run.exitStatus, 2)
        // Neither the missing file nor the empty directory was audited.
        XCTAssertEqual(run.summary.files, 1)
        XCTAssertEqual(run.summary.filesWithInputErrors, 2)
        XCTAssertTrue(
            TextReporter().render(run).hasPrefix(
                "\(directory)/missing.xml: error: no such file or directory [input]\n\(directory)/empty: error: no .xml files in this directory [input]\n"
            ))
    }

    /// A directory means its `*.xml` files; the `*.json` and `*.txt` files beside
    /// them, screens in another shape, are named, never passed over in silence.
    func testADirectoryNamesTheScreensInAnotherShapeItPassesOver() throws {
        try FileManager.default.createDirectory(atPath: directory + "/s/deep", withIntermediateDirectories: true)
        for file in ["/s/a.xml", "/s/.d.json", "/s/e.order", "/s/deep/f.png"] {
            try FT.write(good, to: directory + file)
        }
        try FT.write(
            #"{"type": "XCUIElementTypeApplication", "rect": {"x": 0}, "children": []}"#,
            to: directory + "/s/deep/b.JSON")
        try FT.write("Attributes: Application, 0x600000c3c000, pid: 1, label: 'Shop'\n", to: directory + "/s/c.txt")
        // Not screens: a licence, a package description.
        try FT.write("MIT License\n\nCopyright (c) 2024 Someone\n", to: directory + "/s/LICENSE.txt")
        try FT.write(#"{"name": "screens", "version": "1.0.0"}"#, to: directory + "/s/package.json")
        let collected = InputCollector.collectNamingOthers([directory + "/s"])
        XCTAssertEqual(collected.inputs.map(\.path), [directory + "/s/a.xml"])
        XCTAssertEqual(collected.passedOver, [directory + "/s/c.txt", directory + "/s/deep/b.JSON"])
        // Named on their own, they are inputs like any other.
        XCTAssertEqual(
            InputCollector.collectNamingOthers([directory + "/s/c.txt"]).inputs.map(\.path), [directory + "/s/c.txt"])
        XCTAssertEqual(InputCollector.collectNamingOthers([directory + "/s/c.txt"]).passedOver, [])
        // A directory with no `*.xml` is an input error that says what it holds.
        try FileManager.default.removeItem(atPath: directory + "/s/a.xml")
        let none = InputCollector.collectNamingOthers([directory + "/s"])
        XCTAssertEqual(
            none.inputs.first?.error?.message,
            "no .xml files in this directory (2 JSON page sources or debugDescriptions named *.json or *.txt: a directory means its *.xml files; name them to audit them)"
        )
        XCTAssertEqual(none.passedOver, [])
    }

    func testTheCommandNotesThePassedOverFilesEscapedAndNotWhenQuiet() throws {
        try FileManager.default.createDirectory(atPath: directory + "/s", withIntermediateDirectories: true)
        try FT.write(good, to: directory + "/s/a.xml")
        let source = #"[{"type": "Window", "frame": "{{0, 0}, {390, 844}}"}]"#
        try FT.write(source, to: directory + "/s/evil\u{1B}[31m.json")
        let loud = try InProcessCommand.run([directory + "/s", "--fail-on", "never"])
        XCTAssertEqual(loud.status, 0)
        XCTAssertTrue(
            loud.stderr.contains(
                "axaudit: note: not audited: \(directory)/s/evil\\u{001B}[31m.json: a directory means its *.xml files"),
            loud.stderr)
        XCTAssertFalse(loud.stderr.contains("\u{1B}"))
        let quiet = try InProcessCommand.run([directory + "/s", "--fail-on", "never", "--quiet"])
        XCTAssertFalse(quiet.stderr.contains("not audited"), quiet.stderr)
        XCTAssertEqual(
            AuditCommand.passedOverNote((1...7).map { "f\($0).json" }),
            "axaudit: note: not audited: f1.json, f2.json, f3.json, f4.json, f5.json and 2 more: "
                + "a directory means its *.xml files; name a *.json page source or *.txt debugDescription to audit it")
    }

    func testDirectoryNamedLikeAnXMLFileAndBrokenSymlink() throws {
        try FileManager.default.createDirectory(atPath: directory + "/odd.xml", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(directory + "/gone.xml", directory + "/link.xml"), 0)
        let run = AuditRunner().run(paths: [directory + "/odd.xml", directory + "/link.xml"], failOn: .error)
        XCTAssertEqual(run.files.count, 2)
        XCTAssertTrue(run.files[0].inputErrors.first?.message.contains("is a directory") ?? false)
        XCTAssertTrue(run.files[1].inputErrors.first?.message.contains("broken symbolic link") ?? false)
        XCTAssertEqual(run.exitStatus, 2)
    }

    /// What a directory argument brings in: `.xml` files at any depth (any case)
    /// in byte order, a directory named `*.xml` as an input (an error later),
    /// nothing hidden, nothing else, and no directory reached through a link.
    func testADirectoryIsSearchedForXMLFiles() throws {
        let fm = FileManager.default
        for sub in ["/b/deep", "/.hidden", "/odd.xml", "/elsewhere"] {
            try fm.createDirectory(atPath: directory + sub, withIntermediateDirectories: true)
        }
        for file in [
            "/z.xml", "/a.XML", "/B.xml", "/notes.txt", "/.secret.xml", "/b/c.xml", "/b/deep/d.xml",
            "/.hidden/e.xml", "/odd.xml/f.xml", "/elsewhere/g.xml", "/b/deep/xml",
        ] {
            try FT.write(good, to: directory + file)
        }
        XCTAssertEqual(symlink(directory + "/elsewhere", directory + "/b/linked"), 0)
        XCTAssertEqual(symlink(directory + "/z.xml", directory + "/b/link.xml"), 0)
        XCTAssertEqual(symlink(directory + "/gone", directory + "/b/broken.xml"), 0)
        // Each file once, where it is first found: z.xml is b/link.xml's target.
        let inputs = InputCollector.collect([directory + "/b", directory + "/"])
        XCTAssertEqual(
            inputs.map(\.path),
            [
                directory + "/b/broken.xml", directory + "/b/c.xml", directory + "/b/deep/d.xml",
                directory + "/b/link.xml",
                directory + "/B.xml", directory + "/a.XML", directory + "/elsewhere/g.xml",
                directory + "/odd.xml",
            ])
        XCTAssertTrue(inputs.allSatisfy { $0.error == nil })
    }

    func testUnreadableSubdirectoryIsAnInputError() throws {
        try FT.write(good, to: directory + "/a.xml")
        try FileManager.default.createDirectory(atPath: directory + "/locked", withIntermediateDirectories: true)
        try FT.write(good, to: directory + "/locked/b.xml")
        XCTAssertEqual(chmod(directory + "/locked", 0), 0)
        defer { chmod(directory + "/locked", 0o755) }
        XCTAssertEqual(chmod(directory, 0o755), 0)
        let root = directory
        nonisolated(unsafe) var inputs: [InputCollector.Input] = []
        if geteuid() == 0 {
            // Root lists anything; drop the filesystem uid on a thread of our own.
            guard let symbol = dlsym(nil, "setfsuid") else { throw XCTSkip("running as root without setfsuid") }
            let setfsuid = unsafeBitCast(symbol, to: (@convention(c) (UInt32) -> Int32).self)
            nonisolated(unsafe) var dropped = false
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = setfsuid(65534)
                dropped = setfsuid(65534) == 65534
                inputs = InputCollector.collect([root])
                _ = setfsuid(0)
                done.signal()
            }.start()
            done.wait()
            guard dropped else { throw XCTSkip("cannot drop the filesystem uid") }
        } else {
            inputs = InputCollector.collect([root])
        }
        XCTAssertEqual(inputs.map(\.path), [directory + "/a.xml", directory + "/locked"])
        XCTAssertNil(inputs[0].error)
        XCTAssertEqual(
            inputs[1].error,
            InputError(
                "cannot read the directory: permission denied",
                at: .wholeFile))
    }

    func testManyFilesKeepTheirOrderAcrossWorkers() throws {
        for i in 0..<40 {
            try FT.write(
                FT.doc(String(repeating: "<element class=\"UILabel\" text=\"x\"/>\n", count: i + 1)),
                to: directory + "/f\(String(format: "%02d", i)).xml")
        }
        var runner = AuditRunner()
        runner.jobs = 4
        let run = runner.run(paths: [directory], failOn: .error)
        XCTAssertEqual(run.files.map(\.elementCount), Array(1...40))
        XCTAssertEqual(run.exitStatus, 0)
    }
}
