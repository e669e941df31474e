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
