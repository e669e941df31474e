import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

// MARK: - JUnit

extension ReportersTests {
    func junit(
        _ run: AuditRun, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> XNode {
        let xml = JUnitReporter().render(run)
        saveSample(xml, "\(function.prefix { $0 != "(" })-\(run.failOn?.rawValue ?? "never").xml")
        XCTAssertFalse(xml.contains("CDATA"), file: file, line: line)
        XCTAssertFalse(
            xml.unicodeScalars.contains { !XMLEscaping.isAllowed($0) }, "a character XML 1.0 forbids", file: file,
            line: line)
        return try XCTUnwrap(XNode.parse(xml), "not well-formed:\n\(xml)", file: file, line: line)
    }

    /// Sample reports for `../shared/tools/validate-reports`, when asked for.
    func saveSample(_ text: String, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["AXAUDIT_REPORT_SAMPLES"] else { return }
        try? text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }

    func counts(_ node: XNode) -> [String?] {
        ["tests", "failures", "errors", "skipped"].map { node.attribute($0) }
    }

    func testJUnitTotalsSuitesAndTestcases() throws {
        let root = try junit(makeRun(failOn: .warning))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(counts(root), ["8", "2", "2", nil])  // junit-10.xsd has no `skipped` on testsuites
        XCTAssertEqual(root.attribute("name"), "axaudit")
        XCTAssertNotNil(root.attribute("time"))
        let suites = root.elements("testsuite")
        XCTAssertEqual(suites.map { $0.attribute("name") }, [Self.hostileScreen, "Broken", "missing"])
        XCTAssertEqual(suites.map(counts), [["3", "1", "0", "0"], ["4", "1", "1", "0"], ["1", "0", "1", "0"]])
        // The counts agree with the testcases they count.
        for suite in suites {
            let cases = suite.elements("testcase")
            XCTAssertEqual(suite.attribute("tests"), String(cases.count))
            XCTAssertEqual(suite.attribute("failures"), String(cases.filter { $0.first("failure") != nil }.count))
            XCTAssertEqual(suite.attribute("errors"), String(cases.filter { $0.first("error") != nil }.count))
            XCTAssertTrue(cases.allSatisfy { $0.first("skipped") == nil })
            XCTAssertTrue(cases.allSatisfy { $0.attribute("classname") == "axaudit." + suite.attribute("name")! })
            XCTAssertTrue(cases.allSatisfy { isSecondsToTheMillisecond($0.attribute("time")) })
        }
        let properties = suites.map { suite in
            suite.first("properties")?.elements("property").map { [$0.attribute("name"), $0.attribute("value")] }
        }
        XCTAssertEqual(properties[0]?.first, ["file", hostilePath])
        XCTAssertEqual(properties[0]?[1], ["format", "axaudit"])
        XCTAssertEqual(properties[2]?.first, ["file", missingPath])
        XCTAssertEqual(
            suites[0].elements("testcase").map { $0.attribute("name") },
            ["test-label-probe", "test-never-fires", "test-info-only"])
        XCTAssertEqual(
            suites[1].elements("testcase").map { $0.attribute("name") },
            ["input", "test-label-probe", "test-never-fires", "test-info-only"])
    }

    func testJUnitFailureListsFailingFindingsAndHostileTextRoundTrips() throws {
        let root = try junit(makeRun(failOn: .warning))
        let hostile = try XCTUnwrap(root.elements("testsuite").first)
        let probe = try XCTUnwrap(hostile.elements("testcase").first)
        XCTAssertEqual(probe.attribute("classname"), "axaudit." + Self.hostileScreen)
        let failure = try XCTUnwrap(probe.first("failure"))
        XCTAssertEqual(failure.attribute("type"), "error")
        XCTAssertEqual(failure.attribute("message"), "3 findings: 2 errors, 1 warning")
        XCTAssertEqual(
            failure.text,
            """
            \(hostilePath):3:3: error: label "\(Self.hostileLabel)"
                element: #h1
                fix: Fix <h1> & retry
            \(hostilePath):4:3: warning: label "line one line two"
                element: #h2
            \(hostilePath):5:3: error: label "ctl \\u{0001}\\u{0008}\\u{FFFE} end"
                element: #h3
                fix: Fix <h3> & retry

            """)
        // Below --fail-on: the testcase's system-out, not a failure.
        XCTAssertEqual(
            probe.first("system-out")?.text, "\(hostilePath):6:3: info: label \"calm\"\n    element: #info1\n")
        let infoOnly = hostile.elements("testcase")[2]
        XCTAssertNil(infoOnly.first("failure"))
        XCTAssertEqual(infoOnly.first("system-out")?.text, "\(hostilePath):6:3: info: just so\n    element: #info1\n")
        let neverFires = hostile.elements("testcase")[1]
        XCTAssertTrue(neverFires.children.isEmpty)
    }

    func testJUnitInputErrorsAreErrorTestcases() throws {
        let root = try junit(makeRun(failOn: .warning))
        let suites = root.elements("testsuite")
        let input = try XCTUnwrap(suites[1].elements("testcase").first)
        XCTAssertEqual(input.attribute("name"), "input")
        let error = try XCTUnwrap(input.first("error"))
        XCTAssertNil(input.first("failure"))
        XCTAssertEqual(error.attribute("type"), "input-error")
        XCTAssertEqual(
            error.attribute("message"), "isAccessibilityElement 'maybe' is not a boolean (true/false, YES/NO, 1/0)")
        XCTAssertEqual(
            error.text,
            """
            \(brokenPath):3:3: error: isAccessibilityElement 'maybe' is not a boolean (true/false, YES/NO, 1/0)

            input warnings (1 finding: 1 warning):
            \(brokenPath):4:3: warning: unknown accessibility trait 'bogus' (ignored)
                element: #b2

            """)
        let brokenProbe = suites[1].elements("testcase")[1].first("failure")
        XCTAssertEqual(brokenProbe?.attribute("type"), "warning")
        XCTAssertEqual(brokenProbe?.attribute("message"), "1 finding: 1 warning")
        let missing = try XCTUnwrap(suites[2].elements("testcase").first)
        XCTAssertEqual(missing.attribute("name"), "input")
        XCTAssertEqual(missing.first("error")?.attribute("message"), "no such file or directory")
        XCTAssertEqual(missing.first("error")?.text, "\(missingPath): error: no such file or directory\n")
    }

    func testJUnitFailOnDecidesWhatFails() throws {
        let errorsOnly = try junit(makeRun(failOn: .error))
        XCTAssertEqual(counts(errorsOnly), ["8", "1", "2", nil])
        let hostile = errorsOnly.elements("testsuite")[0]
        let probe = hostile.elements("testcase")[0]
        XCTAssertEqual(probe.first("failure")?.attribute("message"), "2 findings: 2 errors")
        XCTAssertEqual(
            probe.first("system-out")?.text,
            "\(hostilePath):4:3: warning: label \"line one line two\"\n    element: #h2\n\(hostilePath):6:3: info: label \"calm\"\n    element: #info1\n"
        )
        let broken = errorsOnly.elements("testsuite")[1]
        XCTAssertEqual(counts(broken), ["4", "0", "1", "0"])
        // An input warning below --fail-on: the input testcase's system-out, beside its error.
        XCTAssertEqual(
            broken.elements("testcase")[0].first("system-out")?.text,
            "\(brokenPath):4:3: warning: unknown accessibility trait 'bogus' (ignored)\n    element: #b2\n")

        let never = try junit(makeRun(failOn: nil))
        XCTAssertEqual(counts(never), ["8", "0", "2", nil])
        XCTAssertEqual(
            never.elements("testsuite").map(counts),
            [["3", "0", "0", "0"], ["4", "0", "1", "0"], ["1", "0", "1", "0"]])
    }

    func testJUnitInputWarningsAloneMakeAnInputTestcase() throws {
        try
            "<?xml version=\"1.0\"?>\n<hierarchy version=\"1\" screen=\"W\">\n<element class=\"UILabel\" frame=\"0 0 1 1\" accessibilityTraits=\"nope\"/>\n</hierarchy>\n"
            .write(toFile: directory + "/warn.xml", atomically: true, encoding: .utf8)
        let run = AuditRunner(auditor: Auditor(configuration: AuditConfiguration(rules: [NeverFiresRule()])))
            .run(paths: [directory + "/warn.xml"], failOn: .warning)
        let suite = try XCTUnwrap(junit(run).elements("testsuite").first)
        XCTAssertEqual(counts(suite), ["2", "1", "0", "0"])
        let input = suite.elements("testcase")[0]
        XCTAssertEqual(input.attribute("name"), "input")
        XCTAssertEqual(input.first("failure")?.attribute("type"), "warning")
        XCTAssertEqual(
            input.first("failure")?.text,
            "\(directory)/warn.xml:3:1: warning: unknown accessibility trait 'nope' (ignored)\n    element: hierarchy/element[1]\n"
        )
    }

    func testJUnitEmptyRunIsWellFormed() throws {
        let root = try junit(AuditRun(files: [], rules: [], failOn: .error, seconds: 0))
        XCTAssertEqual(counts(root), ["0", "0", "0", nil])
        XCTAssertTrue(root.children.isEmpty)
    }

    func testXMLEscaping() {
        XCTAssertEqual(XMLEscaping.text("a]]>b <c> & \"d\" 'e'"), "a]]&gt;b &lt;c&gt; &amp; \"d\" 'e'")
        XCTAssertEqual(XMLEscaping.attribute("\"x\"\n\ty\r"), "&quot;x&quot;&#10;&#9;y&#13;")
        XCTAssertEqual(XMLEscaping.text("l1\nl2\r\n"), "l1\nl2&#13;\n")
        XCTAssertEqual(
            XMLEscaping.text("a\u{0}b\u{1}c\u{8}d\u{1F}e\u{FFFE}f\u{FFFF}"),
            "a\\u{0000}b\\u{0001}c\\u{0008}d\\u{001F}e\\u{FFFE}f\\u{FFFF}")
        XCTAssertEqual(XMLEscaping.text("🎉 שלום مرحبا \u{7F}\u{85}\u{FFFD}"), "🎉 שלום مرحبا &#x7F;&#x85;\u{FFFD}")
        // What a CI log obeys, written so that it does not and reads back the same.
        XCTAssertEqual(
            XMLEscaping.text(" ::a ##[b] x::c\n\u{3000}::d\u{202E}"), " &#58;:a ##&#91;b] x::c\n\u{3000}&#58;:d&#x202E;"
        )
        XCTAssertEqual(XMLEscaping.attribute("::a ##[b]"), "::a ##&#91;b]")
        XCTAssertEqual(JSONWriter.quoted("::a ##[b]\u{2066}"), #""::a ##\u005Bb]\u2066""#)
        XCTAssertEqual(HTMLEscaping.escape("\t::a ##[b]\u{61C}"), "&#9;::a ##&#91;b]&#x61C;")
        // Everything the escaper writes reads back as the original (allowed) text.
        let hostile = "<&>\"' ]]> \n\t\r 🎉 שלום مرحبا"
        let doc = XNode.parse("<a v=\"\(XMLEscaping.attribute(hostile))\">\(XMLEscaping.text(hostile))</a>")
        XCTAssertEqual(doc?.attribute("v"), hostile)
        XCTAssertEqual(doc?.text, hostile)
    }

    func testOneLineJoinsEveryKindOfLineBreak() {
        for lineBreak in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(
                TextReporter.oneLine("Buy\(lineBreak)Trail shoes"), "Buy Trail shoes",
                "line break U+\(String(lineBreak.unicodeScalars.first!.value, radix: 16))")
        }
        XCTAssertEqual(TextReporter.oneLine("a\n\nb\n"), "a b")
        // Bytes that start a line break elsewhere, but are not one here: kept as they are.
        for text in ["Crème brûlée £5", "€ 4 – 5 “stars”", "Ω", "\u{2027}\u{C5}"] {
            XCTAssertEqual(TextReporter.oneLine(text), text)
        }
        // Other controls and bidirectional formatting: shown, not obeyed.
        XCTAssertEqual(TextReporter.oneLine("tab\there\u{202A}\u{84}"), "tab\\u{0009}here\\u{202A}\\u{0084}")
        // The byte scan agrees with Character.isNewline on every scalar near the ones it looks for.
        let near: [UInt32] = Array(0x00...0x20) + Array(0x80...0xFF) + Array(0x2000...0x2030)
        for value in near {
            let text = "a\(Unicode.Scalar(value)!)b"
            XCTAssertEqual(
                TextReporter.hasLineBreak(text), text.contains(where: \.isNewline), "U+\(String(value, radix: 16))")
        }
    }
    func testSecondsFormat() {
        XCTAssertEqual(ReportPaths.seconds(0), "0.000")
        XCTAssertEqual(ReportPaths.seconds(1.23456), "1.235")
        XCTAssertEqual(ReportPaths.seconds(12.0004), "12.000")
        XCTAssertEqual(ReportPaths.seconds(.nan), "0.000")
        XCTAssertEqual(ReportPaths.seconds(-1), "0.000")
    }
}
