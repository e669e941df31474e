import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Document reports (JSON, JUnit, SARIF) are written as they go, finding by
/// finding, and their escaping takes whole runs of plain text at once; both
/// must give exactly the text the report had when it was built whole and
/// escaped scalar by scalar.
final class ReportStreamingTests: XCTestCase {
    /// Records how the report reached it: a report built whole arrives in one write.
    struct RecordingStream: TextOutputStream {
        var text = ""
        var writes = 0
        var largestWrite = 0
        mutating func write(_ string: String) {
            text += string
            writes += 1
            largestWrite = max(largestWrite, string.utf8.count)
        }
    }

    static let streamedFormats: [ReportFormat] = [.json, .junit, .sarif, .codequality]

    /// 1,200 unlabelled buttons in cells, some with hostile names: thousands of
    /// findings of several rules and severities.
    func bigRun(failOn: Severity?) throws -> AuditRun {
        let dir = try FT.temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        var xml = "<hierarchy version=\"1\" screen=\"Big &amp; &lt;hostile&gt;\">\n"
        xml += "  <element class=\"UITableView\" frame=\"0 0 390 844\">\n"
        for i in 0..<1_200 {
            let y = i * 50
            xml += "    <element class=\"UITableViewCell\" frame=\"0 \(y) 390 50\">\n"
            xml +=
                "      <element class=\"UILabel\" frame=\"16 \(y) 200 20\" text=\"Item \(i) &quot;q&quot; &lt;&amp;&gt; é🎉&#9;\"/>\n"
            xml +=
                "      <element class=\"UIButton\" inherits=\"UIControl UIView\" frame=\"300 \(y) 30 30\" text=\"Buy\"/>\n"
            xml += "      <element class=\"UIImageView\" frame=\"340 \(y) 30 30\" isAccessibilityElement=\"true\"/>\n"
            xml += "    </element>\n"
        }
        xml += "  </element>\n</hierarchy>\n"
        let path = dir + "/big screen.xml"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        var runner = AuditRunner()
        runner.jobs = 1
        let run = runner.run(paths: [path], failOn: failOn)
        XCTAssertGreaterThan(run.files.flatMap(\.findings).count, 3_000)
        return run
    }

    func testDocumentReportsAreWrittenFindingByFinding() throws {
        for failOn in [Severity.error, nil] {
            let run = try bigRun(failOn: failOn)
            for format in Self.streamedFormats {
                let reporter = format.reporter()
                var stream = RecordingStream()
                reporter.write(run, to: &stream)
                XCTAssertGreaterThan(stream.text.utf8.count, 1_000_000, "\(format)")
                XCTAssertGreaterThan(stream.writes, 3_000, "\(format)")
                XCTAssertLessThan(stream.largestWrite, 64 * 1024, "\(format): part of the report was built whole")
                XCTAssertEqual(stream.text, reporter.render(run), "\(format)")
                switch format {
                case .json, .sarif, .codequality:
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(stream.text.utf8)), "\(format)")
                default:
                    let root = try XCTUnwrap(XNode.parse(stream.text), "\(format)")
                    XCTAssertEqual(root.name, "testsuites")
                    // Every finding exactly once, failing or not.
                    let entries = stream.text.components(separatedBy: "    element: ").count - 1
                    XCTAssertEqual(entries, run.files.flatMap(\.findings).count)
                }
            }
        }
    }

    /// Through the file stream (256 KB blocks) the file holds exactly the report.
    func testDocumentReportsWrittenToAFileAreWhole() throws {
        let run = try bigRun(failOn: .warning)
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for format in Self.streamedFormats {
            let reporter = format.reporter()
            let path = dir + "/report." + format.sampleFileExtension
            try AtomicFile.write(to: path) { reporter.write(run, to: &$0) }
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), reporter.render(run), "\(format)")
        }
    }

    // MARK: - Escaping

    /// The JSON escaping before runs were copied whole: scalar by scalar.
    static func referenceJSONQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || LogText.isInvisible(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return referenceLogCommandEscapes(out, bracket: "\\u005B", colon: nil) + "\""
    }

    /// What `escapeLogCommands` does to escaped text, on its scalars: `[` after
    /// `##` becomes `bracket`; the first `:` of a `::` after only whitespace
    /// since a line break or the start becomes `colon`.
    static func referenceLogCommandEscapes(_ escaped: String, bracket: String, colon: String?) -> String {
        let scalars = Array(escaped.unicodeScalars)
        var out = ""
        var lineStart = true
        for (i, scalar) in scalars.enumerated() {
            if scalar == "[", i >= 2, scalars[i - 1] == "#", scalars[i - 2] == "#" {
                out += bracket
            } else if let colon, scalar == ":", lineStart, i + 1 < scalars.count, scalars[i + 1] == ":" {
                out += colon
            } else {
                out.unicodeScalars.append(scalar)
            }
            if scalar == "\n" || scalar == "\r" {
                lineStart = true
            } else if !scalar.properties.isWhitespace {
                lineStart = false
            }
        }
        return out
    }

    /// The XML escaping before runs were copied whole: scalar by scalar.
    static func referenceXMLEscaped(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\r": out += "&#13;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t": out += "&#9;"
            case "\n": out += "\n"
            default:
                if !XMLEscaping.isAllowed(scalar) {
                    out += XMLEscaping.visibleEscape(scalar)
                } else if LogText.isInvisible(scalar) {
                    out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return referenceLogCommandEscapes(out, bracket: "&#91;", colon: inAttribute ? nil : "&#58;")
    }

    /// The GitHub workflow command escaping before runs were copied whole.
    static func referenceGitHubEscaped(_ s: String, property: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            // Other controls and bidirectional formatting are shown, not obeyed.
            case _ where LogText.isInvisible(scalar): out += scalar.visibleEscape
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Scalars that are escaped, their neighbours in UTF-8 (U+2027, U+FFFD share
    /// lead bytes with escaped ones), combining marks that join an escaped scalar
    /// into one Character, and plain text of every width.
    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", " ", "0", "\"", "\\", "'", "&", "<", ">", "]", "%", ":", ",", "\n", "\r", "\t", "\u{0}", "\u{1}",
        "\u{1F}",
        "\u{7F}", "\u{80}", "\u{85}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{FFFD}", "\u{FFFE}",
        "\u{FFFF}", "\u{FEFF}", "\u{EFFF}", "\u{301}", "\u{20DD}", "é", "ש", "م", "🎉", "\u{1F1FA}", "\u{1FFFE}",
    ]

    func testEscapingAgreesWithScalarByScalar() {
        var generator = SeededRandom(7)
        var checked = 0
        for _ in 0..<20_000 {
            var s = ""
            let length = Int.random(in: 0...12, using: &generator)
            let plain = Bool.random(using: &generator)
            for _ in 0..<length {
                // Half the strings are mostly plain, as real labels are.
                let scalar =
                    plain && Int.random(in: 0..<8, using: &generator) != 0
                    ? Self.alphabet[Int.random(in: 0..<4, using: &generator)]
                    : Self.alphabet.randomElement(using: &generator)!
                s.unicodeScalars.append(scalar)
            }
            XCTAssertEqual(JSONWriter.quoted(s), Self.referenceJSONQuoted(s), "\(s.unicodeScalars.map(\.value))")
            XCTAssertEqual(
                XMLEscaping.text(s), Self.referenceXMLEscaped(s, inAttribute: false), "\(s.unicodeScalars.map(\.value))"
            )
            XCTAssertEqual(
                XMLEscaping.attribute(s), Self.referenceXMLEscaped(s, inAttribute: true),
                "\(s.unicodeScalars.map(\.value))")
            XCTAssertEqual(
                GitHubReporter.escapeData(s), Self.referenceGitHubEscaped(s, property: false),
                "\(s.unicodeScalars.map(\.value))")
            XCTAssertEqual(
                GitHubReporter.escapeProperty(s), Self.referenceGitHubEscaped(s, property: true),
                "\(s.unicodeScalars.map(\.value))")
            checked += 1
        }
        XCTAssertEqual(checked, 20_000)
    }

    /// A JUnit entry is the text report's line without the rule id, the
    /// element and the fix, escaped: written on its own, it must stay that.
    func testJUnitEntriesAreTheTextReportsLinesEscaped() throws {
        let run = try bigRun(failOn: .error)
        var start = JUnitReporter.EntryStart()
        var entry = XMLCharacterData()
        var withFix = 0
        for finding in run.files.flatMap(\.findings) {
            let text = finding.rendered()
            let line = TextReporter.line(for: finding)
            let ruleSuffix = " [\(LogText.visible(finding.ruleID))]\n"
            XCTAssertTrue(line.hasSuffix(ruleSuffix), line)
            var expected = String(line.dropLast(ruleSuffix.count)) + "\n"
            expected += "    element: \(text.element.path)\n"
            if let fix = text.fix {
                expected += "    fix: \(TextReporter.oneLine(fix))\n"
                withFix += 1
            }
            entry.removeAll()
            JUnitReporter.writeEntry(finding, text, start: start.of(finding), to: &entry)
            XCTAssertEqual(String(decoding: entry.bytes, as: UTF8.self), XMLEscaping.text(expected))
        }
        XCTAssertGreaterThan(withFix, 1_000)
    }

    func testCharacterDataWritesNumbersEscapesTextAndGoesIntoTheWriterWhole() {
        var data = XMLCharacterData()
        for n in [0, 7, 10, 99, 100, 12_345, -3] { data.write(n) }
        data.write(" <a & b> ")
        data.writeMarkupFree("as is\n")
        XCTAssertEqual(String(decoding: data.bytes, as: UTF8.self), "07109910012345-3 &lt;a &amp; b&gt; as is\n")
        let xml = XMLWriter()
        let header = xml.output
        xml.text(data)
        data.removeAll()
        data.write("x")
        xml.text(data)
        XCTAssertEqual(xml.output, header + "07109910012345-3 &lt;a &amp; b&gt; as is\nx")
    }

    func testEscapingExamples() {
        XCTAssertEqual(JSONWriter.quoted("plain text é🎉"), "\"plain text é🎉\"")
        XCTAssertEqual(
            JSONWriter.quoted("\"\u{301}x\u{2028}\u{2027}\u{1}\\"), "\"\\\"\u{301}x\\u2028\u{2027}\\u0001\\\\\"")
        XCTAssertEqual(XMLEscaping.text("a\u{FFFD}b\u{FFFE}<\u{301}>"), "a\u{FFFD}b\\u{FFFE}&lt;\u{301}&gt;")
        XCTAssertEqual(XMLEscaping.attribute("\"\t\n"), "&quot;&#9;&#10;")
    }
}
