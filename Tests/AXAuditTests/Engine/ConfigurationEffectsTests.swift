import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

// MARK: - Test rules (their own ids, so the real registry never interferes)

/// Reports every element with the `text` role (a `UILabel`).
private struct LabelRule: Rule {
    static let description = testDescription("test-label", .error)
    func check(_ context: AuditContext) -> [Finding] { context.findingOnEveryText(Self.self) }
    static func explanation(of problem: TextElementProblem, at index: Element.Index, in h: Hierarchy)
        -> FindingExplanation
    {
        FindingExplanation("label \(h[index].text ?? "")", fix: nil)
    }
}

/// A second rule on the same elements, to show ignore lists are per rule.
private struct OtherLabelRule: Rule {
    static let description = testDescription("test-other", .warning)
    func check(_ context: AuditContext) -> [Finding] { context.findingOnEveryText(Self.self) }
    static func explanation(of problem: TextElementProblem, at index: Element.Index, in h: Hierarchy)
        -> FindingExplanation
    {
        FindingExplanation("other", fix: nil)
    }
}

/// Reports every element the rules see as a card, naming its roles.
private struct CardProbeRule: Rule {
    static let description = testDescription("test-card", .info)
    func check(_ context: AuditContext) -> [Finding] {
        context.hierarchy.elements.indices.dropFirst().compactMap { i in
            let index = Element.Index(i)
            let roles = context.hierarchy[index].roles
            guard roles.contains(.card) else { return nil }
            return context.finding(Self.self, at: index, roles.description)
        }
    }
    /// The card's roles.
    static func explanation(of roles: String, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        FindingExplanation(roles, fix: nil)
    }
}

private func parse(_ json: String) throws(ConfigurationError) -> AuditConfiguration {
    try ConfigurationFile.parse(Data(json.utf8), file: "cfg.json")
}

private func hierarchy(_ body: String, file: String = "s.xml") throws -> Hierarchy {
    let xml =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"S\">\n\(body)\n</hierarchy>\n"
    let result = Importer.importBytes(Array(xml.utf8), file: file)
    XCTAssertEqual(result.errors, [])
    return try XCTUnwrap(result.hierarchy)
}

/// What a configuration changes in an audit: role mappings, suppression by
/// attribute and ignore lists, glob patterns and excluded files.
final class ConfigurationEffectsTests: XCTestCase {
    // MARK: Role mappings

    func testRoleMappingsChangeWhatRulesSee() throws {
        let screen = try hierarchy(
            """
              <element id="tile" class="ProductTileView" inherits="BaseTileView UIView" frame="0 0 100 100">
                <element id="title" class="UILabel" frame="0 0 100 20" text="Shoes"/>
              </element>
              <element id="explicit" class="ProductTileView" role="text" frame="0 100 100 100"/>
              <element id="hero" class="HeroView" accessibilityIdentifier="hero-banner" frame="0 200 100 100"/>
              <element id="promo-7" class="PromoView" frame="0 300 100 100"/>
            """)
        func cards(_ configurationJSON: String) throws -> [String] {
            var configuration = try parse(configurationJSON)
            configuration.rules = [CardProbeRule()]
            return Auditor(configuration: configuration).audit(screen).findings.map {
                "\($0.element.id ?? "?") \($0.message) \($0.element.role)"
            }
        }
        XCTAssertEqual(try cards("{}"), [])
        XCTAssertEqual(try cards(#"{"roles": [{"class": "ProductTileView", "role": "card"}]}"#), ["tile card card"])
        // A superclass named in `inherits` matches too.
        XCTAssertEqual(try cards(#"{"roles": [{"class": "BaseTileView", "role": "card"}]}"#), ["tile card card"])
        XCTAssertEqual(
            try cards(#"{"roles": [{"classPattern": "*Tile*", "role": "card+cell"}]}"#), ["tile card+cell card+cell"])
        XCTAssertEqual(try cards(#"{"roles": [{"identifier": "hero-*", "role": "card"}]}"#), ["hero card card"])
        // `identifier` also matches the `id` attribute.
        XCTAssertEqual(try cards(#"{"roles": [{"identifier": "promo-?", "role": "card"}]}"#), ["promo-7 card card"])
        // The first matching mapping wins.
        XCTAssertEqual(
            try cards(
                #"{"roles": [{"class": "ProductTileView", "role": "container"}, {"class": "ProductTileView", "role": "card"}]}"#
            ), [])
        XCTAssertEqual(
            try cards(
                #"{"roles": [{"class": "ProductTileView", "role": "card"}, {"class": "ProductTileView", "role": "container"}]}"#
            ), ["tile card card"])
        // Mapping away a role: the label mapped to container is no longer text.
        var configuration = try parse(#"{"roles": [{"class": "UILabel", "role": "container"}]}"#)
        configuration.rules = [LabelRule()]
        XCTAssertEqual(Auditor(configuration: configuration).audit(screen).findings.map(\.element.id), ["explicit"])
        // The explicit role attribute wins over every mapping.
        configuration = try parse(#"{"roles": [{"class": "ProductTileView", "role": "card"}]}"#)
        configuration.rules = [LabelRule()]
        let result = Auditor(configuration: configuration).audit(screen)
        XCTAssertEqual(result.findings.map(\.element.id), ["title", "explicit"])
        // Reports that draw the screen get the hierarchy the rules saw.
        XCTAssertEqual(result.hierarchy.element(id: "tile")?.roles, .card)
        XCTAssertEqual(screen.element(id: "tile")?.roles, .container)
    }

    // MARK: Suppression

    private let suppressionScreen = """
          <element id="plain" class="UILabel" frame="0 0 100 20" text="Plain"/>
          <element id="ignored" class="UILabel" frame="0 20 100 20" text="Ignored" axaudit-ignore="test-label"/>
          <element id="other" class="UILabel" frame="0 40 100 20" text="Other" axaudit-ignore="test-other some-rule"/>
          <element id="group" class="UIView" frame="0 60 100 40" axaudit-ignore="all">
            <element id="inner" class="UIView" frame="0 60 100 40">
              <element id="deep" class="UILabel" frame="0 60 100 20" text="Deep"/>
            </element>
          </element>
          <element id="promo" class="UILabel" accessibilityIdentifier="promo-banner" frame="0 100 100 20" text="Promo"/>
          <element id="ad" class="AdLabel" inherits="UILabel UIView" frame="0 120 100 20" text="Ad"/>
        """

    func testSuppressionByAttributeAndIgnoreLists() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/s.xml"
        try write(screenXML(suppressionScreen), to: path)

        var configuration = AuditConfiguration(rules: [LabelRule(), OtherLabelRule()])
        configuration.ignoreLists["test-label"] = RuleIgnoreList(identifiers: [Glob("promo-*")], classes: [Glob("Ad*")])
        let run = AuditRunner(auditor: Auditor(configuration: configuration)).run(paths: [path], failOn: .error)
        let file = try XCTUnwrap(run.files.first)
        XCTAssertEqual(
            file.findings.map { "\($0.ruleID) \($0.element.id ?? "?")" },
            [
                "test-label plain", "test-other plain",
                "test-other ignored",
                "test-label other",
                "test-other promo",
                "test-other ad",
            ])
        XCTAssertEqual(
            file.suppressed.map { "\($0.ruleID) \($0.element.id ?? "?")" },
            [
                "test-label ignored",
                "test-other other",
                "test-label deep", "test-other deep",
                "test-label promo",
                "test-label ad",
            ])
        XCTAssertEqual(run.summary.suppressed, 6)
        XCTAssertEqual(run.summary.errors, 2)
        XCTAssertEqual(run.summary.warnings, 4)
        XCTAssertEqual(run.exitStatus, 1)

        let text = TextReporter().render(run)
        XCTAssertFalse(text.contains("suppressed]"), text)
        XCTAssertTrue(
            text.hasSuffix(
                "1 file audited; 2 errors, 4 warnings, 0 info; 6 suppressed: failed (findings at or above --fail-on error)\n"
            ), text)

        let shown = ReportFormat.text.reporter(ReportOptions(showSuppressed: true)).render(run)
        let suppressedLines = shown.split(separator: "\n").filter { $0.hasSuffix(", suppressed]") }
        XCTAssertEqual(
            suppressedLines,
            [
                "\(path):4:3: error: label Ignored [test-label, suppressed]",
                "\(path):5:3: warning: other [test-other, suppressed]",
                "\(path):8:7: error: label Deep [test-label, suppressed]",
                "\(path):8:7: warning: other [test-other, suppressed]",
                "\(path):11:3: error: label Promo [test-label, suppressed]",
                "\(path):12:3: error: label Ad [test-label, suppressed]",
            ])
        // Quiet output never lists them.
        let quiet = ReportFormat.text.reporter(ReportOptions(quiet: true, showSuppressed: true)).render(run)
        XCTAssertFalse(quiet.contains("suppressed"), quiet)
    }

    func testSuppressedFindingsDoNotAffectTheExitStatus() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/s.xml"
        try write(
            screenXML(
                """
                  <element id="a" class="UILabel" frame="0 0 100 20" text="A" axaudit-ignore="all"/>
                  <element id="b" class="UILabel" accessibilityIdentifier="legal.footer" frame="0 20 100 20" text="B"/>
                  <element id="c" class="LegalLabel" inherits="UILabel" frame="0 40 100 20" text="C"/>
                """), to: path)
        var configuration = AuditConfiguration(rules: [LabelRule()])
        configuration.ignoreLists["test-label"] = RuleIgnoreList(
            identifiers: [Glob("legal.*")], classes: [Glob("Legal*")])
        let run = AuditRunner(auditor: Auditor(configuration: configuration)).run(paths: [path], failOn: .info)
        XCTAssertEqual(run.files[0].findings.count, 0)
        XCTAssertEqual(run.files[0].suppressed.map(\.element.id), ["a", "b", "c"])
        XCTAssertEqual(run.summary.suppressed, 3)
        XCTAssertEqual(run.summary.findings, 0)
        XCTAssertEqual(run.exitStatus, 0)
        XCTAssertEqual(
            TextReporter().render(run), "1 file audited; 0 errors, 0 warnings, 0 info; 3 suppressed: passed\n")
        XCTAssertEqual(
            TextReporter(showSuppressed: true).render(run),
            """
            \(path):3:3: error: label A [test-label, suppressed]
            \(path):4:3: error: label B [test-label, suppressed]
            \(path):5:3: error: label C [test-label, suppressed]
            1 file audited; 0 errors, 0 warnings, 0 info; 3 suppressed: passed

            """)
    }

    func testIgnoreListsFromTheConfigurationFile() throws {
        let id = try XCTUnwrap(RuleRegistry.all.first).description.id
        // Parsed ignore lists land under the rule id; matching is the same as above.
        let configuration = try parse(
            #"{"rules": {"\#(id)": {"ignore": {"identifiers": ["promo-*"], "classes": ["Ad*"]}}}}"#)
        let list = try XCTUnwrap(configuration.ignoreLists[id])
        let screen = try hierarchy(suppressionScreen)
        let matched = (1..<Element.Index(screen.elements.count)).filter { list.matches(screen[$0]) }.map {
            screen[$0].id ?? "?"
        }
        XCTAssertEqual(matched, ["promo", "ad"])
    }

    // MARK: Globs

    func testGlobSemantics() {
        func check(_ pattern: String, matches: [String], rejects: [String], line: UInt = #line) {
            let glob = Glob(pattern)
            for text in matches { XCTAssertTrue(glob.matches(text), "\(pattern) should match \(text)", line: line) }
            for text in rejects {
                XCTAssertFalse(glob.matches(text), "\(pattern) should not match \(text)", line: line)
            }
        }
        // `*` stays within a segment.
        check(
            "*.xml", matches: ["a.xml", ".xml", "screen-1.xml"], rejects: ["dir/a.xml", "a.xmlx", "a.XML", "a.xml/b"])
        check(
            "Screens/*.xml", matches: ["Screens/a.xml"],
            rejects: ["Screens/x/a.xml", "screens/a.xml", "Screens/a.xml.bak"])
        // `**` crosses segments; `**/` also matches no directory.
        check("**/*.xml", matches: ["a.xml", "d/a.xml", "d/e/f/a.xml"], rejects: ["a.json", "d/a.json"])
        check(
            "Generated/**", matches: ["Generated/a.xml", "Generated/x/y/z.xml", "Generated/"],
            rejects: ["Generated", "x/Generated/a.xml", "GeneratedX/a.xml"])
        check(
            "**/Generated/**", matches: ["Generated/a.xml", "x/Generated/a.xml", "/tmp/p/Generated/q/a.xml"],
            rejects: ["x/NotGenerated/a.xml", "x/Generated"])
        check(
            "a/**/b.xml", matches: ["a/b.xml", "a/x/b.xml", "a/x/y/b.xml"],
            rejects: ["ab.xml", "a/xb.xml", "b.xml", "x/a/b.xml"])
        check("**", matches: ["", "a", "a/b/c"], rejects: [])
        check("a**b", matches: ["ab", "a/x/b", "axxb"], rejects: ["a/x/c"])
        // `?` is one character, never a slash.
        check("?.xml", matches: ["a.xml", "é.xml"], rejects: ["ab.xml", ".xml", "/.xml"])
        check("screen-??.xml", matches: ["screen-10.xml"], rejects: ["screen-1.xml", "screen-100.xml"])
        // Regular-expression characters are literal.
        check("a.xml", matches: ["a.xml"], rejects: ["abxml", "a-xml"])
        check("[ab].xml", matches: ["[ab].xml"], rejects: ["a.xml", "b.xml"])
        check("a+b", matches: ["a+b"], rejects: ["aab", "ab", "aaab"])
        check("(x)|y{2}^$\\", matches: ["(x)|y{2}^$\\"], rejects: ["x", "yy", "y"])
        // Class and identifier names.
        check(
            "MDC*Cell", matches: ["MDCCardCollectionCell", "MDCCell"], rejects: ["MDCCardCollectionCellX", "XMDCCell"])
        check("promo-*", matches: ["promo-", "promo-banner"], rejects: ["promo", "a-promo-banner"])
        XCTAssertEqual(Glob("a*").pattern, "a*")
    }

    // MARK: Exclusions

    func testExcludedFilesAreCountedAndNotAudited() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let label = #"<element class="UILabel" frame="0 0 10 10" text="x"/>"#
        for name in [
            "Home.xml", "Generated/A.xml", "Generated/deep/B.xml", "legacy-1.xml", "Other/legacy-2.xml",
            "Other/Keep.xml",
        ] {
            try write(screenXML(label), to: dir + "/" + name)
        }
        // A file that would be an input error if it were read.
        try write("<not xml", to: dir + "/Generated/broken.xml")
        var configuration = try parse(#"{"exclude": ["**/Generated/**", "**/legacy-*.xml"]}"#)
        configuration.rules = [LabelRule()]
        let run = AuditRunner(auditor: Auditor(configuration: configuration)).run(paths: [dir], failOn: .error)
        XCTAssertEqual(run.files.map(\.path), [dir + "/Home.xml", dir + "/Other/Keep.xml"])
        XCTAssertEqual(
            run.excluded,
            [
                dir + "/Generated/A.xml", dir + "/Generated/broken.xml", dir + "/Generated/deep/B.xml",
                dir + "/Other/legacy-2.xml", dir + "/legacy-1.xml",
            ])
        XCTAssertEqual(run.summary.excluded, 5)
        XCTAssertEqual(run.summary.files, 2)
        XCTAssertEqual(run.summary.errors, 2)
        XCTAssertEqual(run.exitStatus, 1)
        XCTAssertTrue(
            TextReporter().render(run).hasSuffix(
                "2 files audited; 2 errors, 0 warnings, 0 info; 5 excluded by configuration; configuration cfg.json: failed (findings at or above --fail-on error)\n"
            ))

        // A file named on the command line is excluded too; nothing excluded, nothing said.
        let single = AuditRunner(auditor: Auditor(configuration: configuration)).run(
            paths: [dir + "/legacy-1.xml", dir + "/Home.xml"], failOn: .error)
        XCTAssertEqual(single.files.map(\.path), [dir + "/Home.xml"])
        XCTAssertEqual(single.excluded, [dir + "/legacy-1.xml"])
        configuration.exclude = []
        let all = AuditRunner(auditor: Auditor(configuration: configuration)).run(
            paths: [dir + "/Home.xml"], failOn: .error)
        XCTAssertEqual(all.summary.excluded, 0)
        XCTAssertFalse(TextReporter().render(all).contains("excluded"))
    }

    func testExcludeGlobsAlsoMatchPathsRelativeToTheConfigurationFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let label = #"<element class="UILabel" frame="0 0 10 10" text="x"/>"#
        for name in ["Screens/Home.xml", "Screens/Generated/A.xml"] {
            try write(screenXML(label), to: dir + "/" + name)
        }
        let configPath = dir + "/.axaudit.json"
        try write(#"{"exclude": ["Screens/Generated/**"]}"#, to: configPath)
        var configuration = try ConfigurationFile.load(path: configPath)
        configuration.rules = [LabelRule()]
        // Named by an absolute path: only the path relative to the configuration matches.
        let run = AuditRunner(auditor: Auditor(configuration: configuration)).run(
            paths: [dir + "/Screens"], failOn: .error)
        XCTAssertEqual(run.files.map(\.path), [dir + "/Screens/Home.xml"])
        XCTAssertEqual(run.excluded, [dir + "/Screens/Generated/A.xml"])
        // Outside the configuration's directory, the relative form never matches.
        XCTAssertFalse(configuration.excludes("/elsewhere/Screens/Generated/A.xml"))
        XCTAssertTrue(configuration.excludes("Screens/Generated/A.xml"))
    }
}
