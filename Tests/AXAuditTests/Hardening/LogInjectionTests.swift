import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Hostile text in every field a report or stderr shows (file names, labels,
/// ids, class names, stale baseline entries, configuration keys): shown, never
/// obeyed by a terminal or the GitHub Actions runner.
final class LogInjectionTests: TemporaryDirectoryTestCase {
    /// ESC sequences (clear screen, an OSC 8 link), C1 CSI, a bidi override, and
    /// GitHub workflow commands at a line start and anywhere in a line.
    static let payload =
        "\u{1B}[2J\u{1B}]8;;https://evil.example\u{07}x\u{9B}31m\u{202E}gnp.exe\n::add-mask::s\n::error file=a::pwned ##[command]rm"
    /// The same in an XML attribute: XML 1.0 has no ESC or BEL, so those are C1 and separators.
    static let xmlPayload =
        "\u{9B}2J\u{85}x\u{202E}gnp&#10;::stop-commands::tok&#10;::error file=a::pwned ##[command]rm\u{2028}::warning::"

    /// No invisible scalar but the line breaks, no line that is a workflow
    /// command (unless `commands`: then every line is one of ours), no `##[`.
    private func assertSafe(
        _ output: String, commands: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(output.isEmpty, file: file, line: line)
        for scalar in output.unicodeScalars where scalar != "\n" {
            XCTAssertFalse(
                LogText.isInvisible(scalar), "U+\(String(scalar.value, radix: 16)) in \(output)", file: file, line: line
            )
        }
        XCTAssertFalse(output.contains("##["), output, file: file, line: line)
        for text in output.split(separator: "\n") {
            let trimmed = text.drop(while: { $0 == " " })
            if commands {
                XCTAssertTrue(
                    ["::error ", "::warning ", "::notice "].contains { trimmed.hasPrefix($0) }, String(text),
                    file: file,
                    line: line)
            } else {
                XCTAssertFalse(trimmed.hasPrefix("::"), String(text), file: file, line: line)
            }
        }
    }

    func testVisibleEscapesControlsBidiAndCommands() {
        XCTAssertEqual(LogText.visible("plain label, 100% #1"), "plain label, 100% #1")
        XCTAssertEqual(LogText.visible("a\u{1B}[2Jb"), "a\\u{001B}[2Jb")
        XCTAssertEqual(
            LogText.visible("\u{0}\u{7F}\u{85}\u{9B}\u{202E}\u{2066}\u{2028}"),
            "\\u{0000}\\u{007F}\\u{0085}\\u{009B}\\u{202E}\\u{2066}\\u{2028}")
        XCTAssertEqual(LogText.visible("x ##[group]y"), "x #\\u{0023}[group]y")
        XCTAssertEqual(LogText.visible("é ü 日本 👍"), "é ü 日本 👍")
        XCTAssertEqual(LogText.visible("a\nb\r", keepingLineBreaks: true), "a\nb\r")
        XCTAssertEqual(LogText.visible("a\nb"), "a\\u{000A}b")
        XCTAssertEqual(LogText.lineStart("::error::x"), "\\u{003A}:error::x")
        XCTAssertEqual(LogText.lineStart("  ::x"), "  \\u{003A}:x")
        XCTAssertEqual(LogText.lineStart("a::x"), "a::x")
    }

    /// `mayChange` is exact: true just when `visible` writes the text differently,
    /// around every scalar it shows and its neighbours that share lead bytes.
    func testMayChangeIsExactlyWhetherVisibleChanges() {
        let scalars: [UInt32] = [
            0x0, 0x9, 0xA, 0xD, 0x1F, 0x20, 0x23, 0x5B, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xE9, 0x5FF, 0x61B, 0x61C,
            0x61D, 0x2000, 0x200D, 0x200E, 0x200F, 0x2010, 0x2019, 0x201C, 0x2026, 0x2027, 0x2028, 0x2029, 0x202A,
            0x202E, 0x202F, 0x2065, 0x2066, 0x2069, 0x206A, 0x20AC, 0xFEFF, 0x1F44D,
        ]
        var texts = ["", "#", "##", "[", "#[", "##[", "# #[", "###[x", "a##", "[##", "a#b#[", "“quoted” — … ‘x’"]
        for value in scalars {
            let c = String(Character(Unicode.Scalar(value)!))
            texts += [c, "a" + c, c + "b", "x " + c + " y", "##" + c + "[", c + "##["]
        }
        for text in texts {
            XCTAssertEqual(
                LogText.mayChange(text), LogText.visible(text) != text,
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        XCTAssertFalse(LogText.mayChange("Save, button. “Buy now” – 89 € … ok"))
        XCTAssertTrue(LogText.mayChange("Save\u{200F}"))
        XCTAssertTrue(LogText.mayChange("a ##[b"))
    }

    /// A run with the payload in the file name, a label, an id, a class name,
    /// an accessibilityElements entry and an unknown trait, and a stale baseline entry.
    private func hostileRun() throws -> AuditRun {
        let name = directory + "/" + Self.payload.replacingOccurrences(of: "/", with: "_") + ".xml"
        let p = Self.xmlPayload
        let xml = screenXML(
            """
              <element class="UIView\(p)" frame="0 0 390 100" accessibilityElements="missing\(p) missing\(p)" id="v\(p)">
                <element class="UIButton" frame="0 0 10 10" accessibilityLabel="\(p)" accessibilityTraits="button \(p.replacingOccurrences(of: " ", with: "_"))"/>
                <element class="UIImageView" frame="0 20 40 40" isAccessibilityElement="true" image="\(p)"/>
                <element class="UILabel" frame="0 60 300 20" text="\(p)" fontSize="\(p)"/>
              </element>
            """, screen: "screen\(p)")
        try xml.write(toFile: name, atomically: false, encoding: .utf8)
        var run = AuditRunner(auditor: Auditor()).run(paths: [name], failOn: .error)
        XCTAssertFalse(run.files[0].findings.isEmpty)
        XCTAssertFalse(run.files[0].inputErrors.isEmpty)
        let stale = BaselineEntry(
            screen: run.files[0].screen, rule: "rule" + Self.payload, element: Self.payload, message: "")
        Baseline(entries: [stale]).apply(to: &run)
        XCTAssertEqual(run.staleBaselineEntries.count, 1)
        return run
    }

    func testTextReportShowsHostileFieldsVisibly() throws {
        let run = try hostileRun()
        let text = TextReporter(showSuppressed: true).render(run)
        assertSafe(text)
        XCTAssertTrue(text.contains("\\u{001B}[2J"), text)
        XCTAssertTrue(text.contains("\\u{202E}"), text)
        XCTAssertTrue(text.contains("baseline: stale entry"), text)
    }

    func testGitHubReportHasOnlyItsOwnCommands() throws {
        let run = try hostileRun()
        let github = GitHubReporter().render(run)
        assertSafe(github, commands: true)
        XCTAssertTrue(github.contains("\\u{009B}"), github)
    }

    func testOrderListingShowsIdsAndLabelsVisibly() throws {
        let xml = screenXML(
            #"<element id="b&#x202E;x" class="UIButton" frame="0 0 44 44" accessibilityLabel="a&#x9B;2J" accessibilityValue="&#x202E;v"/>"#
        )
        let hierarchy = try FT.hierarchy(xml)
        let listing = OrderListing.render(hierarchy, VoiceOverOrder(hierarchy))
        XCTAssertTrue(listing.contains("#b\\u{202E}x"), listing)
        // Labels are quoted as JSON strings, which spell controls `\u009b`.
        XCTAssertTrue(listing.contains(#""a\u009b2J"  value "\u202ev""#), listing)
        assertSafe(listing)
    }
}
