import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports

/// Every hostile field (file name, screen name, label, identifier, class name,
/// order snapshot, configuration) through every output of the command (each
/// report format on standard output, `order`, `order --snapshot`, stderr): no
/// line a terminal or GitHub's runner reads is a workflow command after its
/// leading whitespace (the runner trims all of it, .NET's `String.Trim`), or
/// holds `##[`, ESC, BEL, CR, another control or a bidirectional control.
final class HostileOutputTests: TemporaryDirectoryTestCase {
    /// The whitespace GitHub's runner trims before it looks for `::`.
    static let whitespace = [
        " ", "\t", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{85}",
        "\u{2028}", "  \u{A0} ",
    ]

    /// A command after each kind of whitespace, after a line break, and `##[` and
    /// escapes anywhere: for attributes (XML has no ESC or BEL: C1 and a numeric LF).
    static func payload(_ n: Int) -> String {
        let space = whitespace[n % whitespace.count]
        return space + "::error file=a::pwned\(n) ##[error]x\u{9B}2J\u{202E}&#10;" + space
            + "::warning::w&#13;::notice::n\u{2066}"
    }

    /// The lines of `output` that a runner or a terminal would obey.
    static func unsafeLines(_ output: String, ownCommands: Bool = false) -> [String] {
        var bad: [String] = []
        // .NET reads a line up to LF, CR or CR LF: a raw CR is checked as a line end too.
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            let isOurs =
                ownCommands
                && ["::error file=", "::warning file=", "::notice file=", "::notice title=baseline::"].contains {
                    text.hasPrefix($0)
                }
            if LogText.isCommandLine(text) && !isOurs { bad.append(text) }
            if text.contains("##[") { bad.append(text) }
            if text.unicodeScalars.contains(where: { LogText.isInvisible($0) }) { bad.append(text) }
        }
        return bad
    }

    func testIsCommandLineLooksPastEveryWhitespace() {
        for space in Self.whitespace {
            XCTAssertTrue(LogText.isCommandLine(space + "::error::x"), space.debugDescription)
            XCTAssertFalse(LogText.isCommandLine(LogText.lineStart(space + "::error::x")), space.debugDescription)
            XCTAssertEqual(LogText.lineStart(space + "a::b"), LogText.visible(space + "a::b"))
        }
        XCTAssertEqual(LogText.lineStart("\u{3000}::error::x"), "\u{3000}\\u{003A}:error::x")
        XCTAssertEqual(LogText.lineStart("\u{A0}\u{2003} ::x"), "\u{A0}\u{2003} \\u{003A}:x")
        XCTAssertFalse(LogText.isCommandLine("a ::x"))
        XCTAssertFalse(LogText.isCommandLine("\u{200B}::x"), "a zero-width space is not whitespace to .NET")
    }

    /// A snapshot quotes `[` after `##`, and reads it back as it was.
    func testSnapshotQuotingHidesCommandMarkersAndReadsThemBack() {
        let quoted = OrderSnapshot.quoted("a ##[error] ###[x] #[ok]")
        XCTAssertFalse(quoted.contains("##["), quoted)
        let stop = OrderSnapshot.Stop(
            label: "a ##[error] ###[x]", value: "##[", traits: [], actions: ["##[go]"], identity: .id("##[id"))
        XCTAssertFalse(stop.line.contains("##["), stop.line)
        XCTAssertEqual(OrderSnapshot.parseStop(stop.line), stop)
    }

    private func write(_ text: String, _ name: String) throws {
        try FT.write(text, to: directory + "/" + name)
    }

    /// Screens whose file name, screen name, label, identifier and class name are
    /// payloads, snapshots of them with hostile lines, and a configuration of a
    /// hostile name; returns the input file names (relative, so that each starts a line).
    private func hostileInputs() throws -> [String] {
        var names: [String] = []
        for n in 0..<Self.whitespace.count {
            let p = Self.payload(n)
            let name = Self.whitespace[n] + "::error file=f::file\(n) ##[error]\u{9B}\u{202E}.xml"
            try write(
                FT.doc(
                    """
                    <element id="id\(p)" class="Card\(p)" frame="0 0 390 100" isAccessibilityElement="true" accessibilityLabel="\(p)" accessibilityTraits="button"/>
                    <element accessibilityIdentifier="\(p)" class="UIButton" inherits="UIControl UIView" frame="0 0 390 100" accessibilityLabel="\(p)"/>
                    <element class="UIImageView\(p)" frame="0 120 40 40" isAccessibilityElement="true"/>
                    <element class="UILabel" frame="0 200 300 20" text="\(p)" accessibilityElements="missing\(p)"/>
                    """, root: "version=\"1\" screen=\"S\(n)\(p)\""), name)
            names.append(name)
        }
        try FileManager.default.createDirectory(atPath: directory + "/snaps", withIntermediateDirectories: true)
        let command = try BuiltCommand()
        let recorded = try command.run(
            names + ["--order-snapshots", "snaps", "--record-order-snapshots", "--fail-on", "never"], in: directory)
        XCTAssertEqual(recorded.status, 2, "input errors (the missing accessibilityElements): \(recorded.stderr)")
        XCTAssertEqual(Self.unsafeLines(recorded.stderr), [], "recording's stderr")
        // Each snapshot gains lines that are commands, escapes and CRs in themselves.
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: directory + "/snaps")
        XCTAssertEqual(snapshots.count, names.count)
        for (n, file) in snapshots.sorted().enumerated() {
            let path = directory + "/snaps/" + file
            var text = try String(contentsOfFile: path, encoding: .utf8)
            let space = Self.whitespace[n % Self.whitespace.count]
            text += space + "::error file=s::snapshot ##[error]\u{1B}[2J\u{07}\r\n"
            text += "\"moved\r\u{1B}]8;;x\u{07}\"  [id \"##[warning]\(space)::x\"]\n"
            try FT.write(text, to: path)
        }
        return names
    }

    private func assertSafe(_ output: String, _ what: String, ownCommands: Bool = false, line: UInt = #line) {
        let bad = Self.unsafeLines(output, ownCommands: ownCommands)
        XCTAssertEqual(bad, [], "\(what): \(bad.count) unsafe lines", line: line)
    }

    func testEveryOutputShowsHostileFieldsWithoutObeyingThem() throws {
        let names = try hostileInputs()
        let command = try BuiltCommand()
        let configuration = Self.whitespace[2] + "::error::config ##[error]\u{1B}.json"
        try write(#"{"rules": {"element-label": "warning"}}"#, configuration)
        for format in [ReportFormat.text, .github] {
            let result = try command.run(
                names + [
                    "--order-snapshots", "snaps", "--config", configuration, "--format", format.rawValue,
                    "--fail-on", "never", "--show-suppressed",
                ], in: directory)
            XCTAssertEqual(result.status, 2, "input errors: \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("pwned"), format.rawValue)
            if format == .text {
                XCTAssertTrue(result.stdout.contains("diff:"), result.stdout)
                XCTAssertTrue(result.stdout.contains("most common problems"), result.stdout)
            }
            assertSafe(result.stdout, format.rawValue, ownCommands: format == .github)
            assertSafe(result.stderr, format.rawValue + " stderr")
        }
        // Every report in a file: the summary and input errors go to stderr.
        let quiet = try command.run(
            names + ["--order-snapshots", "snaps", "--config", configuration, "--report", "json:out.json"],
            in: directory)
        XCTAssertTrue(quiet.stderr.contains("configuration"), quiet.stderr)
        assertSafe(quiet.stderr, "stderr with reports in files")
        for name in names {
            for arguments in [["order", name], ["order", name, "--snapshot"]] {
                let result = try command.run(arguments, in: directory)
                XCTAssertEqual(result.status, 2, result.stderr)
                XCTAssertTrue(result.stdout.contains("pwned"), result.stdout)
                assertSafe(result.stdout, arguments.joined(separator: " "))
                assertSafe(result.stderr, arguments.joined(separator: " ") + " stderr")
            }
        }
    }

    /// The structured reports on standard output: safe in a log, and escaped only
    /// in ways their readers undo, so they read back to the hostile text.
    func testStructuredReportsAreSafeAndReadBackTheHostileText() throws {
        let names = try hostileInputs()
        let command = try BuiltCommand()
        for format in [ReportFormat.json, .sarif, .junit, .html] {
            let result = try command.run(
                names + ["--order-snapshots", "snaps", "--format", format.rawValue, "--fail-on", "never"],
                in: directory)
            XCTAssertEqual(result.status, 2, "input errors: \(result.stderr)")
            assertSafe(result.stdout, format.rawValue)
            assertSafe(result.stderr, format.rawValue + " stderr")
            let texts: [String]
            switch format {
            case .json, .sarif:
                let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                texts = Self.strings(in: parsed)
            case .junit:
                texts = Self.strings(in: try XCTUnwrap(XNode.parse(result.stdout), "JUnit is well-formed"))
            default:
                let document = try HTMLDocument(result.stdout)
                texts = document.nodes("/html").map(\.text) + document.nodes("//*[@*]").flatMap(\.attributes.values)
            }
            for n in 0..<Self.whitespace.count {
                // SARIF percent-encodes file names in its URIs.
                let file = format == .sarif ? [] : ["file\(n) ##[error]"]
                for fragment in ["pwned\(n) ##[error]x", "::notice::n\u{2066}"] + file {
                    XCTAssertTrue(texts.contains { $0.contains(fragment) }, "\(format.rawValue): \(fragment)")
                }
            }
            XCTAssertTrue(texts.contains { $0.contains("\u{202E}") }, format.rawValue)
        }
    }

    private static func strings(in json: Any) -> [String] {
        switch json {
        case let s as String: [s]
        case let a as [Any]: a.flatMap { strings(in: $0) }
        case let d as [String: Any]: d.keys.map { $0 } + d.values.flatMap { strings(in: $0) }
        default: []
        }
    }

    private static func strings(in node: XNode) -> [String] {
        [node.text] + node.attributes.map(\.1) + node.children.flatMap { strings(in: $0) }
    }

    /// Configuration keys and values that reach stderr in a configuration error.
    func testConfigurationErrorsShowHostileKeysAndValues() throws {
        let command = try BuiltCommand()
        try write(FT.doc(#"<element class="UIButton" frame="0 0 44 44" accessibilityLabel="Go"/>"#), "s.xml")
        for n in 0..<Self.whitespace.count {
            let p = JSONWriter.quoted("\n" + Self.whitespace[n] + "::error::key ##[error]\u{1B}\r\u{202E}")
            for text in [
                "{\(p): 1}", "{\"rules\": {\(p): \"off\"}}", "{\"rules\": {\"element-label\": \(p)}}",
                "{\"roles\": [{\"classPattern\": \(p), \"role\": \(p)}]}", "{\"thresholds\": {\(p): \(p)}}",
            ] {
                try write(text, "c.json")
                let result = try command.run(["s.xml", "--config", "c.json"], in: directory)
                XCTAssertEqual(result.status, 2, text)
                XCTAssertTrue(result.stderr.contains("key"), result.stderr)
                assertSafe(result.stderr, text)
            }
        }
    }
}
