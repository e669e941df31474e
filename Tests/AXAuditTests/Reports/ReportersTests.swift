import XCTest
import Foundation
// libxml2 as the import target sees it: Linux's through CLibXML2, the SDK's own module elsewhere.
#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

// MARK: - Rules defined for these tests (the registry is empty in this branch)

/// Reports every reached element with a label; the severity is the element's
/// `accessibilityHint` (`error`, `warning`, `info`). "CTRL" in a label becomes
/// characters XML 1.0 cannot carry, which no input file can hold.
struct LabelProbeRule: Rule {
    static let description = RuleDescription(
        id: "test-label-probe", title: "Probe <labels> & \"quotes\"", severity: .error, confidence: .high,
        confidenceReason: "A test rule.",
        rationale: "Reports every label, to exercise the reporters.", guidance: [],
        voiceOverImpact: "VoiceOver reads it.",
        fix: RuleFix(summary: "Change the label.", uiKit: "view.accessibilityLabel = \"Better\"", swiftUI: ""),
        examples: [])
    func check(_ context: AuditContext) -> [Finding] {
        context.reachedElements.compactMap { index in
            let element = context.hierarchy[index]
            guard let label = element.accessibilityLabel else { return nil }
            let severity = element.accessibilityHint.flatMap(Severity.init(rawValue:)) ?? .error
            let message = "label \"" + label.replacingOccurrences(of: "CTRL", with: "\u{1}\u{8}\u{FFFE}") + "\""
            let fix = severity == .error ? "Fix <\(element.id ?? "?")> & retry" : nil
            return context.finding(
                Self.self, at: index, severity: severity, FindingExplanation(message, fix: fix))
        }
    }
    static func explanation(of problem: FindingExplanation, at index: Element.Index, in h: Hierarchy)
        -> FindingExplanation
    {
        problem
    }
}

struct NeverFiresRule: Rule {
    static let description = RuleDescription(
        id: "test-never-fires", title: "Never fires", severity: .warning, confidence: .high,
        confidenceReason: "A test rule.", rationale: "Passes.", guidance: [],
        voiceOverImpact: "", fix: RuleFix(summary: "Nothing to fix.", uiKit: "", swiftUI: ""), examples: [])
    func check(_ context: AuditContext) -> [Finding] { [] }
    static func explanation(of problem: Never, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {}
}

/// An `info` finding on each element whose id starts with `info`.
struct InfoOnlyRule: Rule {
    static let description = RuleDescription(
        id: "test-info-only", title: "Info only", severity: .info, confidence: .high, confidenceReason: "A test rule.",
        rationale: "Mentions.", guidance: [],
        voiceOverImpact: "", fix: RuleFix(summary: "Consider it.", uiKit: "", swiftUI: ""), examples: [])
    func check(_ context: AuditContext) -> [Finding] {
        context.reachedElements.compactMap { index in
            guard context.hierarchy[index].id?.hasPrefix("info") == true else { return nil }
            return context.finding(Self.self, at: index, .mention)
        }
    }
    enum Problem: Equatable { case mention }
    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation("just so", fix: nil)
    }
}

// MARK: - A libxml2 DOM, walked into Swift values

struct XNode {
    var name: String
    var attributes: [(String, String)]
    var children: [XNode]
    /// Concatenated text and CDATA children.
    var text: String

    func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
    func elements(_ name: String) -> [XNode] { children.filter { $0.name == name } }
    func first(_ name: String) -> XNode? { children.first { $0.name == name } }

    /// Parses with libxml2 (no network, no entity substitution); `nil` when not well-formed.
    static func parse(_ xml: String) -> XNode? {
        let bytes = Array(xml.utf8)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let doc = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), "report.xml", "UTF-8", options)
            }
        }
        guard let doc else { return nil }
        defer { xmlFreeDoc(doc) }
        guard let root = xmlDocGetRootElement(doc) else { return nil }
        return node(root)
    }

    private static func string(_ p: UnsafePointer<xmlChar>?) -> String {
        p.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? ""
    }

    private static func node(_ n: xmlNodePtr) -> XNode {
        var attributes: [(String, String)] = []
        var attr = n.pointee.properties
        while let a = attr {
            var value = ""
            var child = a.pointee.children
            while let c = child {
                value += string(c.pointee.content)
                child = c.pointee.next
            }
            attributes.append((string(a.pointee.name), value))
            attr = a.pointee.next
        }
        var children: [XNode] = []
        var text = ""
        var child = n.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE: children.append(node(c))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: text += string(c.pointee.content)
            default: break
            }
            child = c.pointee.next
        }
        return XNode(name: string(n.pointee.name), attributes: attributes, children: children, text: text)
    }
}

/// Whether `time` is seconds with three decimals (`0.042`), as JUnit readers expect.
func isSecondsToTheMillisecond(_ time: String?) -> Bool {
    guard let parts = time?.split(separator: ".", omittingEmptySubsequences: false), parts.count == 2 else {
        return false
    }
    let isDigit = { (c: Character) in c.isASCII && c.isNumber }
    return !parts[0].isEmpty && parts[0].allSatisfy(isDigit) && parts[1].count == 3 && parts[1].allSatisfy(isDigit)
}

// MARK: - Fixtures

final class ReportersTests: XCTestCase {
    var directory = ""
    var hostilePath = ""
    var brokenPath = ""
    var missingPath = ""

    static let hostileScreen = "Hostile <&> \"screen\" ]]> 🎉 עברית"
    static let hostileLabel = "Tap <here> & \"there\" ]]> 🎉 שלום مرحبا"

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.path + "/axaudit-reporters-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        hostilePath = directory + "/hostile ü#.xml"
        brokenPath = directory + "/broken.xml"
        missingPath = directory + "/missing.xml"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy version="1" screen="Hostile &lt;&amp;&gt; &quot;screen&quot; ]]&gt; 🎉 עברית">
          <element id="h1" class="UILabel" frame="0 0 100 20" isAccessibilityElement="true" accessibilityLabel="Tap &lt;here&gt; &amp; &quot;there&quot; ]]&gt; 🎉 שלום مرحبا" accessibilityHint="error"/>
          <element id="h2" class="UILabel" frame="0 30 100 20" isAccessibilityElement="true" accessibilityLabel="line one&#10;line two" accessibilityHint="warning"/>
          <element id="h3" class="UILabel" frame="0 60 100 20" isAccessibilityElement="true" accessibilityLabel="ctl CTRL end" accessibilityHint="error"/>
          <element id="info1" class="UILabel" frame="0 90 100 20" isAccessibilityElement="true" accessibilityLabel="calm" accessibilityHint="info"/>
        </hierarchy>
        """.write(toFile: hostilePath, atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy version="1" screen="Broken">
          <element id="b1" class="UILabel" frame="0 0 10 10" isAccessibilityElement="maybe" accessibilityLabel="ok" accessibilityHint="warning"/>
          <element id="b2" class="UILabel" frame="0 20 10 10" accessibilityTraits="bogus"/>
        </hierarchy>
        """.write(toFile: brokenPath, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func makeRun(failOn: Severity?) -> AuditRun {
        var runner = AuditRunner(
            auditor: Auditor(
                configuration: AuditConfiguration(
                    rules: [LabelProbeRule(), NeverFiresRule(), InfoOnlyRule()])))
        runner.jobs = 1
        return runner.run(paths: [hostilePath, brokenPath, missingPath], failOn: failOn)
    }
}

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

// MARK: - SARIF

extension ReportersTests {
    func sarif(
        _ run: AuditRun, workingDirectory: String? = nil, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String: Any] {
        let text = SARIFReporter(workingDirectory: workingDirectory ?? directory).render(run)
        saveSample(text, "\(function.prefix { $0 != "(" })-\(run.files.count).sarif")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], file: file, line: line)
    }

    func testSARIFDocumentRulesAndResults() throws {
        let doc = try sarif(makeRun(failOn: .warning))
        XCTAssertEqual(doc["version"] as? String, "2.1.0")
        XCTAssertEqual(doc["$schema"] as? String, SARIFReporter.schemaURI)
        let runs = try XCTUnwrap(doc["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "axaudit")
        XCTAssertEqual(driver["version"] as? String, AuditRun.toolVersion)
        XCTAssertEqual(driver["informationUri"] as? String, AuditRun.repositoryURL)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(
            rules.map { $0["id"] as? String }, ["test-label-probe", "test-never-fires", "test-info-only", "input"])
        XCTAssertEqual(
            rules.map { $0["name"] as? String }, ["TestLabelProbe", "TestNeverFires", "TestInfoOnly", "Input"])
        XCTAssertEqual(
            rules.map { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String },
            ["error", "warning", "note", "warning"])
        XCTAssertEqual(
            (rules[0]["shortDescription"] as? [String: Any])?["text"] as? String, "Probe <labels> & \"quotes\"")
        XCTAssertEqual(
            (rules[0]["fullDescription"] as? [String: Any])?["text"] as? String,
            "Reports every label, to exercise the reporters.")
        XCTAssertEqual(
            (rules[0]["help"] as? [String: Any])?["text"] as? String,
            "Change the label.\n\nview.accessibilityLabel = \"Better\"")
        XCTAssertEqual((rules[1]["help"] as? [String: Any])?["text"] as? String, "Nothing to fix.")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.map { $0["ruleId"] as? String },
            [
                "test-label-probe", "test-label-probe", "test-label-probe", "test-info-only", "test-label-probe",
                "test-label-probe", "input",
            ])
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [0, 0, 0, 2, 0, 0, 3])
        XCTAssertEqual(
            results.map { $0["level"] as? String }, ["error", "warning", "error", "note", "note", "warning", "warning"])
        func message(_ r: [String: Any]) -> String? { (r["message"] as? [String: Any])?["text"] as? String }
        XCTAssertEqual(message(results[0]), "label \"\(Self.hostileLabel)\"\nFix: Fix <h1> & retry")
        XCTAssertEqual(message(results[1]), "label \"line one\nline two\"")
        XCTAssertEqual(message(results[2]), "label \"ctl \u{1}\u{8}\u{FFFE} end\"\nFix: Fix <h3> & retry")

        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first)
        let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "hostile%20%C3%BC%23.xml")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
        let region = try XCTUnwrap(physical["region"] as? [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, 3)
        XCTAssertEqual(region["startColumn"] as? Int, 3)
        let logical = try XCTUnwrap(location["logicalLocations"] as? [[String: Any]])
        XCTAssertEqual(logical.count, 1)
        XCTAssertEqual(logical[0]["fullyQualifiedName"] as? String, "#h1")
        XCTAssertEqual(logical[0]["name"] as? String, "UILabel")
        let brokenURI = ((results[5]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(brokenURI, "broken.xml")

        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        XCTAssertEqual((bases["SRCROOT"] as? [String: Any])?["uri"] as? String, "file://\(directory)/")
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    }

    func testSARIFInputErrorsAreNotifications() throws {
        let doc = try sarif(makeRun(failOn: .warning))
        let run = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.map { $0["level"] as? String }, ["error", "error"])
        XCTAssertEqual(
            notifications.map { ($0["message"] as? [String: Any])?["text"] as? String },
            ["isAccessibilityElement 'maybe' is not a boolean (true/false, YES/NO, 1/0)", "no such file or directory"])
        let physical = notifications.map {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        XCTAssertEqual(
            physical.map { ($0?["artifactLocation"] as? [String: Any])?["uri"] as? String },
            ["broken.xml", "missing.xml"])
        // A missing file has no place in it: no region.
        XCTAssertEqual(physical.map { ($0?["region"] as? [String: Any])?["startLine"] as? Int }, [3, nil])
        XCTAssertEqual(physical.map { ($0?["region"] as? [String: Any])?["startColumn"] as? Int }, [3, nil])
        XCTAssertNil(physical[1]?["region"])

        // A clean run: successful, no notifications.
        let clean = try sarif(AuditRun(files: [], rules: [], failOn: .error, seconds: 0))
        let cleanInvocation = ((clean["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        XCTAssertEqual(cleanInvocation?["executionSuccessful"] as? Bool, true)
        XCTAssertNil(cleanInvocation?["toolExecutionNotifications"])
    }

    func testSARIFPathsOutsideTheWorkingDirectoryAreAbsoluteFileURIs() throws {
        let doc = try sarif(makeRun(failOn: .error), workingDirectory: "/nonexistent/elsewhere")
        let results = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let artifact = (results[0]["locations"] as? [[String: Any]])?.first
            .flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        XCTAssertEqual(artifact?["uri"] as? String, "file://\(directory)/hostile%20%C3%BC%23.xml")
        XCTAssertNil(artifact?["uriBaseId"])
    }

    func testReportPaths() {
        XCTAssertEqual(ReportPaths.relative("./a/../b.xml", to: "/w"), "b.xml")
        XCTAssertEqual(ReportPaths.relative("/w/x//y.xml", to: "/w/"), "x/y.xml")
        XCTAssertNil(ReportPaths.relative("/wx/y.xml", to: "/w"))
        XCTAssertNil(ReportPaths.relative("../o.xml", to: "/w/p"))
        XCTAssertEqual(ReportPaths.relative("/a/b.xml", to: "/"), "a/b.xml")
        XCTAssertEqual(ReportPaths.uriPath("dir/a b:c%d#e?f[g]ü.xml"), "dir/a%20b%3Ac%25d%23e%3Ff%5Bg%5D%C3%BC.xml")
        XCTAssertEqual(ReportPaths.fileURI("/a b", directory: true), "file:///a%20b/")
        XCTAssertEqual(SARIFReporter.pascalCase("card-aggregated-label"), "CardAggregatedLabel")
        XCTAssertEqual(SARIFReporter.pascalCase("image-label"), "ImageLabel")
    }
}

// MARK: - GitHub

extension ReportersTests {
    func testGitHubAnnotations() {
        let out = GitHubReporter(workingDirectory: directory).render(makeRun(failOn: .error))
        XCTAssertEqual(
            out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "::error file=hostile ü#.xml,line=3,col=3,title=test-label-probe::label \"\(Self.hostileLabel)\"%0AFix: Fix <h1> & retry",
                "::warning file=hostile ü#.xml,line=4,col=3,title=test-label-probe::label \"line one%0Aline two\"",
                "::error file=hostile ü#.xml,line=5,col=3,title=test-label-probe::label \"ctl \\u{0001}\\u{0008}\u{FFFE} end\"%0AFix: Fix <h3> & retry",
                "::notice file=hostile ü#.xml,line=6,col=3,title=test-info-only::just so",
                "::notice file=hostile ü#.xml,line=6,col=3,title=test-label-probe::label \"calm\"",
                "::error file=broken.xml,line=3,col=3,title=input::isAccessibilityElement 'maybe' is not a boolean (true/false, YES/NO, 1/0)",
                "::warning file=broken.xml,line=3,col=3,title=test-label-probe::label \"ok\"",
                "::warning file=broken.xml,line=4,col=3,title=input::unknown accessibility trait 'bogus' (ignored)",
                "::error file=missing.xml,title=input::no such file or directory",
                "",
            ])
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("50% a\r\nb:c,d::e"), "50%25 a%0D%0Ab:c,d::e")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\ne\r"), "a%3Ab%2Cc%25d%0Ae%0D")
        var line = ""
        GitHubReporter.writeCommand(
            "warning", file: "x,y:z.xml", location: SourceLocation(line: 2, column: 7),
            title: "r:1", message: "m%\n", to: &line)
        XCTAssertEqual(line, "::warning file=x%2Cy%3Az.xml,line=2,col=7,title=r%3A1::m%25%0A\n")
        line = ""
        GitHubReporter.writeCommand(
            "notice", file: "a.xml", location: SourceLocation(line: 1, column: 1),
            title: "t", message: "m: 1, 2", fix: "f%\r\n:,", to: &line)
        XCTAssertEqual(line, "::notice file=a.xml,line=1,col=1,title=t::m: 1, 2%0AFix: f%25%0D%0A:,\n")
    }

    func testEveryFormatHasItsReporter() {
        XCTAssertEqual(
            ReportFormat.allCases.map(\.rawValue), ["text", "json", "junit", "sarif", "github", "html", "codequality"])
        XCTAssertTrue(ReportFormat.junit.reporter() is JUnitReporter)
        XCTAssertTrue(ReportFormat.html.reporter() is HTMLReporter)
        XCTAssertTrue(ReportFormat.sarif.reporter() is SARIFReporter)
        XCTAssertTrue(ReportFormat.github.reporter() is GitHubReporter)
        XCTAssertTrue(ReportFormat.codequality.reporter() is CodeQualityReporter)
    }
}

// MARK: - Reports built directly

extension ReportersTests {
    /// A `FileReport` no importer could produce: control characters in the screen
    /// name and the path, and findings of a rule that is not among `rulesApplied`.
    func testDirectFileReportWithControlCharactersAndAnUnlistedRule() throws {
        let imported = Importer.importBytes(
            Array("<hierarchy version=\"1\"><element id=\"e\" class=\"UIView\" frame=\"0 0 1 1\"/></hierarchy>".utf8),
            file: "x.xml")
        let hierarchy = try XCTUnwrap(imported.hierarchy)
        let path = "dir/we\u{1}ird\u{FFFF}.xml"
        let finding = Finding(
            ruleID: "unlisted", severity: .warning, message: "a]]>b\u{8}", fix: "c\r\nd",
            element: ElementReference(1, in: hierarchy), file: path, location: SourceLocation(line: 7, column: 9))
        let report = FileReport(
            path: path, screen: "S\u{1}", format: .axaudit, elementCount: 1, inputErrors: [],
            findings: [finding], suppressed: [], rulesApplied: ["listed"], hierarchy: nil, order: nil,
            seconds: 0.5)
        let run = AuditRun(files: [report], rules: [], failOn: .warning, seconds: 0.75)
        let root = try junit(run)
        XCTAssertEqual(root.attribute("time"), "0.750")
        let suite = try XCTUnwrap(root.first("testsuite"))
        XCTAssertEqual(suite.attribute("name"), "S\\u{0001}")
        XCTAssertEqual(suite.attribute("time"), "0.500")
        XCTAssertEqual(counts(suite), ["2", "1", "0", "0"])
        XCTAssertEqual(
            suite.first("properties")?.elements("property").first?.attribute("value"), "dir/we\\u{0001}ird\\u{FFFF}.xml"
        )
        XCTAssertEqual(suite.elements("testcase").map { $0.attribute("name") }, ["listed", "unlisted"])
        XCTAssertEqual(suite.elements("testcase").map { $0.attribute("time") }, ["0.250", "0.250"])
        let failure = suite.elements("testcase")[1].first("failure")
        XCTAssertEqual(
            failure?.text,
            "dir/we\\u{0001}ird\\u{FFFF}.xml:7:9: warning: a]]>b\\u{0008}\n    element: #e\n    fix: c d\n")

        let doc = try sarif(run, workingDirectory: "/w")
        let sarifRun = try XCTUnwrap((doc["runs"] as? [[String: Any]])?.first)
        let rules = ((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.map { $0["id"] as? String }, ["unlisted"])
        let result = try XCTUnwrap((sarifRun["results"] as? [[String: Any]])?.first)
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, "a]]>b\u{8}\nFix: c\r\nd")
        let artifact = (result["locations"] as? [[String: Any]])?.first
            .flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        XCTAssertEqual(artifact?["uri"] as? String, "dir/we%01ird%EF%BF%BF.xml")

        XCTAssertEqual(
            GitHubReporter(workingDirectory: "/w").render(run),
            "::warning file=dir/we\\u{0001}ird\u{FFFF}.xml,line=7,col=9,title=unlisted::a]]>b\\u{0008}%0AFix: c%0D%0Ad\n"
        )
    }
}
