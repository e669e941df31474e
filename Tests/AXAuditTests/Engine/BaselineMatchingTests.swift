import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// A baseline at work: written and read back, matched against later runs (new
/// findings, stale entries, duplicates by count), and refused when malformed.
extension BaselineTests {
    func testWriteThenReadRoundTrip() throws {
        try write("products", screen: "Products", original)
        try write(
            "tricky", screen: "Tricky &quot;quoted&quot;",
            """
              <element class="UILabel" frame="0 0 10 10" text="line one&#10;line two, \\ and &quot;quotes&quot; and },{&quot;screen&quot;"/>
            """)
        let first = run([directory])
        XCTAssertEqual(first.summary.errors, 5)
        let baseline = Baseline(run: first)
        XCTAssertEqual(
            baseline.entries.map { "\($0.screen) | \($0.rule) | \($0.element)" },
            [
                "Products | test-label | #title",
                "Products | test-label | UICollectionView/ProductCardCell[Boots]/UILabel[$120]",
                "Products | test-label | UICollectionView/ProductCardCell[Trail shoes]/UILabel[$89]",
                "Products | test-label | identifier:cart.count",
                "Tricky \"quoted\" | test-label | UILabel[line one line two, \\ and \"quotes\" and }…]",
            ])
        let rendered = baseline.rendered()
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 6, rendered)  // one entry a line, and the final newline
        XCTAssertTrue(
            rendered.hasPrefix(
                ##"{"tool":"axaudit","baselineVersion":1,"findings":[{"screen":"Products","rule":"test-label","element":"#title","message":"label \"Products\""},"##
            ), rendered)
        XCTAssertTrue(rendered.hasSuffix("}]}\n"), rendered)
        let loaded = try roundTrip(first)
        XCTAssertEqual(loaded.entries, baseline.entries)
        XCTAssertEqual(loaded.rendered(), rendered)
        // Newlines, quotes and backslashes in messages survive the round trip.
        XCTAssertEqual(
            loaded.entries.last?.message, "label \"line one\nline two, \\ and \"quotes\" and },{\"screen\"\"")
    }

    func testUnrelatedEditsReportNothingNew() throws {
        let path = try write("products", screen: "Products", original)
        let baseline = try roundTrip(run([path]))
        XCTAssertEqual(baseline.entries.count, 4)

        // Lines moved, frames changed, attributes reordered, new non-label elements added elsewhere.
        try write(
            "products", screen: "Products",
            """

              <element class="UIView" frame="0 0 390 10"/>
              <element class="UIImageView" frame="0 0 390 10" image="banner"/>
              <element class="UILabel" frame="301 1 80 41" accessibilityIdentifier="cart.count" text="3"/>
              <element class="UICollectionView" frame="0 10 390 800">
                <element class="ProductCardCell" frame="216 90 170 250" accessibilityLabel="Boots">
                  <element class="UIImageView" frame="0 0 1 1" image="boot"/>
                  <element class="UILabel" frame="218 220 150 22" text="$120"/>
                </element>
                <element class="ProductCardCell" frame="6 90 170 250" accessibilityLabel="Trail shoes">

                  <element class="UILabel" frame="20 220 150 22" text="$89"/>
                </element>
              </element>
              <element frame="1 1 389 39" text="Products" id="title" class="UILabel"/>
            """)
        var edited = run([path])
        XCTAssertEqual(edited.summary.errors, 4)
        baseline.apply(to: &edited)
        XCTAssertEqual(edited.files[0].findings.count, 0)
        XCTAssertEqual(edited.files[0].baselined.count, 4)
        XCTAssertEqual(edited.staleBaselineEntries, [])
        XCTAssertEqual(edited.summary.errors, 0)
        XCTAssertEqual(edited.summary.baselined, 4)
        XCTAssertEqual(edited.exitStatus, 0)
        XCTAssertEqual(
            TextReporter().render(edited), "1 file audited; 0 errors, 0 warnings, 0 info; 4 in the baseline: passed\n")
    }

    func testNewFindingIsReported() throws {
        let path = try write("products", screen: "Products", original)
        let baseline = try roundTrip(run([path]))
        try write(
            "products", screen: "Products",
            original + """

                  <element id="sale" class="UILabel" frame="0 800 390 40" text="Sale"/>
                """)
        var next = run([path])
        baseline.apply(to: &next)
        XCTAssertEqual(keys(next.files[0].findings), ["sale"])
        XCTAssertEqual(next.files[0].baselined.count, 4)
        XCTAssertEqual(next.staleBaselineEntries, [])
        XCTAssertEqual(next.exitStatus, 1)
        XCTAssertEqual(
            TextReporter().render(next),
            """
            \(path):13:3: error: label "Sale" [test-label]
            1 file audited; 1 error, 0 warnings, 0 info; 4 in the baseline: failed (findings at or above --fail-on error)

            """)
    }

    func testAChangedTitleIsANewFindingAndAStaleEntry() throws {
        let path = try write("products", screen: "Products", original)
        let baseline = try roundTrip(run([path]))
        // The class path carries titles: a renamed product is another element.
        try write("products", screen: "Products", original.replacingOccurrences(of: "Boots", with: "Rain boots"))
        var next = run([path])
        baseline.apply(to: &next)
        XCTAssertEqual(next.files[0].findings.map(\.message), ["label \"$120\""])
        XCTAssertEqual(
            next.staleBaselineEntries.map(\.element), ["UICollectionView/ProductCardCell[Boots]/UILabel[$120]"])
    }

    func testFixedFindingLeavesAStaleEntry() throws {
        let products = try write("products", screen: "Products", original)
        let other = try write(
            "other", screen: "Other", #"  <element id="o" class="UILabel" frame="0 0 10 10" text="O"/>"#)
        let baseline = try roundTrip(run([products, other]))
        XCTAssertEqual(baseline.entries.count, 5)

        // #title and the Boots price are fixed (no longer labels).
        try write(
            "products", screen: "Products",
            original
                .replacingOccurrences(
                    of: #"<element id="title" class="UILabel""#, with: #"<element id="title" class="UIView""#
                )
                .replacingOccurrences(of: #"<element class="UILabel" frame="208 228 155 20" text="$120"/>"#, with: ""))
        var next = run([products, other])
        baseline.apply(to: &next)
        XCTAssertEqual(next.summary.findings, 0)
        XCTAssertEqual(next.summary.baselined, 3)
        XCTAssertEqual(
            next.staleBaselineEntries.map { "\($0.screen): \($0.element)" },
            [
                "Products: #title",
                "Products: UICollectionView/ProductCardCell[Boots]/UILabel[$120]",
            ])
        XCTAssertEqual(next.summary.staleBaselineEntries, 2)
        XCTAssertEqual(next.exitStatus, 0)
        XCTAssertEqual(
            TextReporter().render(next),
            """
            baseline: stale entry, no longer found: Products: test-label on #title
            baseline: stale entry, no longer found: Products: test-label on UICollectionView/ProductCardCell[Boots]/UILabel[$120]
            2 files audited; 0 errors, 0 warnings, 0 info; 3 in the baseline; 2 stale baseline entries (fixed: rewrite the baseline): passed

            """)
        // Quiet output leaves the stale entries out.
        XCTAssertEqual(TextReporter(quiet: true).render(next), "")

        // One stale entry: singular.
        var single = run([products])
        Baseline(entries: baseline.entries.filter { $0.element != "#title" }).apply(to: &single)
        XCTAssertTrue(
            TextReporter().render(single).hasSuffix(
                "1 file audited; 0 errors, 0 warnings, 0 info; 2 in the baseline; 1 stale baseline entry (fixed: rewrite the baseline): passed\n"
            ))
    }

    func testEntriesOfScreensNotAuditedAreNotStale() throws {
        let products = try write("products", screen: "Products", original)
        let other = try write(
            "other", screen: "Other", #"  <element id="o" class="UILabel" frame="0 0 10 10" text="O"/>"#)
        let baseline = try roundTrip(run([products, other]))
        // Only one screen audited, and one input that cannot be read (no screen audited either).
        try "<oops".write(toFile: directory + "/broken.xml", atomically: true, encoding: .utf8)
        var next = run([products, directory + "/broken.xml"])
        baseline.apply(to: &next)
        XCTAssertEqual(next.summary.findings, 0)
        XCTAssertEqual(next.summary.baselined, 4)
        XCTAssertEqual(next.staleBaselineEntries, [])
        XCTAssertEqual(next.exitStatus, 2)
    }

    func testDuplicatesAreMatchedByCount() throws {
        let sale = #"    <element class="UILabel" frame="0 0 10 10" text="Sale"/>"#
        func screen(_ count: Int) -> String {
            "  <element class=\"UIStackView\" frame=\"0 0 100 100\">\n"
                + Array(repeating: sale, count: count).joined(separator: "\n") + "\n  </element>"
        }
        let path = try write("deals", screen: "Deals", screen(2))
        let baseline = try roundTrip(run([path]))
        XCTAssertEqual(baseline.entries.map(\.element), ["UIStackView/UILabel[Sale]", "UIStackView/UILabel[Sale]"])

        try write("deals", screen: "Deals", screen(3))
        var more = run([path])
        baseline.apply(to: &more)
        XCTAssertEqual(more.files[0].findings.count, 1)
        XCTAssertEqual(more.files[0].baselined.count, 2)
        XCTAssertEqual(more.staleBaselineEntries, [])

        try write("deals", screen: "Deals", screen(1))
        var fewer = run([path])
        baseline.apply(to: &fewer)
        XCTAssertEqual(fewer.files[0].findings.count, 0)
        XCTAssertEqual(fewer.files[0].baselined.count, 1)
        XCTAssertEqual(fewer.staleBaselineEntries.map(\.element), ["UIStackView/UILabel[Sale]"])

        try write("deals", screen: "Deals", screen(2))
        var same = run([path])
        baseline.apply(to: &same)
        XCTAssertEqual(same.files[0].findings.count, 0)
        XCTAssertEqual(same.files[0].baselined.count, 2)
        XCTAssertEqual(same.staleBaselineEntries, [])
    }

    func testTheRuleIsPartOfTheKey() throws {
        let path = try write("s", screen: "S", #"  <element id="a" class="UILabel" frame="0 0 10 10" text="A"/>"#)
        var next = run([path])
        Baseline(entries: [BaselineEntry(screen: "S", rule: "another-rule", element: "#a", message: "")]).apply(
            to: &next)
        XCTAssertEqual(keys(next.files[0].findings), ["a"])
        XCTAssertEqual(next.staleBaselineEntries.map(\.rule), ["another-rule"])
        // A baseline written by hand without messages matches too.
        var again = run([path])
        Baseline(entries: [BaselineEntry(screen: "S", rule: "test-label", element: "#a", message: "")]).apply(
            to: &again)
        XCTAssertEqual(again.files[0].findings.count, 0)
        XCTAssertEqual(again.staleBaselineEntries, [])
    }

    func testMalformedBaselines() throws {
        func loadError(_ contents: String?, ruleIDs: [String]? = nil, line: UInt = #line) -> String? {
            let path = directory + "/b-\(UUID().uuidString).json"
            if let contents { try? contents.write(toFile: path, atomically: true, encoding: .utf8) }
            do throws(BaselineError) {
                _ = try Baseline.load(path: path, ruleIDs: ruleIDs)
                XCTFail("expected a BaselineError", line: line)
                return nil
            } catch {
                return error.description.replacingOccurrences(of: path, with: "FILE")
            }
        }
        let notABaseline =
            #"FILE:1:1: error: not an axaudit baseline (expected {"findings": [...]}, written by --write-baseline)"#
        let header = #""tool": "axaudit", "baselineVersion": 1, "#
        XCTAssertEqual(loadError(nil), "FILE: error: cannot read the baseline file: no such file")
        XCTAssertEqual(loadError(""), "FILE:1:1: error: not valid JSON: unexpected end of file, expected a value")
        XCTAssertEqual(
            loadError("{\"findings\": [\n  {\"screen\": 1,,}"),
            "FILE:2:16: error: not valid JSON: unexpected ',', expected a key in double quotes")
        XCTAssertEqual(loadError("[]"), notABaseline)
        XCTAssertEqual(loadError("{}"), notABaseline)
        XCTAssertEqual(loadError(#"{"findings": {}}"#), notABaseline)
        XCTAssertEqual(
            loadError("{" + header + #""findings": [1]}"#),
            "FILE:1:56: error: findings[0]: needs screen, rule and element strings")
        XCTAssertEqual(
            loadError(
                "{" + header
                    + ##""findings": [{"screen": "S", "rule": "r", "element": "#a"}, {"screen": "S", "element": "#b"}]}"##
            ),
            "FILE:1:103: error: findings[1]: needs screen, rule and element strings")
        XCTAssertEqual(
            loadError("{" + header + #""findings": [{"screen": "S", "rule": "r", "element": 3}]}"#),
            "FILE:1:56: error: findings[0]: needs screen, rule and element strings")
        // Checked as the configuration is: the tool, the version, every key and rule id.
        XCTAssertEqual(
            loadError(#"{"findings": []}"#),
            #"FILE:1:1: error: tool: must be "axaudit": this baseline was not written by axaudit --write-baseline"#)
        XCTAssertEqual(
            loadError(#"{"tool": "otherlint", "baselineVersion": 1, "findings": []}"#),
            #"FILE:1:2: error: tool: must be "axaudit": this baseline was not written by axaudit --write-baseline"#)
        XCTAssertEqual(
            loadError(#"{"tool": "axaudit", "baselineVersion": 99, "findings": []}"#),
            "FILE:1:21: error: baselineVersion: must be 1 (this axaudit reads version 1); write the baseline again with --write-baseline"
        )
        XCTAssertEqual(
            loadError(#"{"tool": "axaudit", "findings": []}"#),
            "FILE:1:1: error: baselineVersion: must be 1 (this axaudit reads version 1); write the baseline again with --write-baseline"
        )
        XCTAssertEqual(
            loadError(#"{"tool": "axaudit", "baselineVerison": 1, "findings": []}"#),
            "FILE:1:21: error: baselineVerison: unknown key (did you mean 'baselineVersion'?) (known: tool, baselineVersion, findings)"
        )
        XCTAssertEqual(
            loadError("{" + header + ##""findings": [{"screen": "S", "rule": "r", "element": "#a", "sceen": "T"}]}"##),
            "FILE:1:102: error: findings[0].sceen: unknown key (did you mean 'screen'?) (known: screen, rule, element, message)"
        )
        XCTAssertEqual(
            loadError(
                "{" + header + ##""findings": [{"screen": "S", "rule": "image-lable", "element": "#a"}]}"##,
                ruleIDs: ["image-label", "input"]),
            "FILE:1:72: error: findings[0].rule: unknown rule id 'image-lable' (did you mean 'image-label'?)")
        // An empty baseline is fine.
        let path = directory + "/empty.json"
        try #"{"tool":"axaudit","baselineVersion":1,"findings":[]}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Baseline.load(path: path).entries, [])
        XCTAssertEqual(
            Baseline(entries: []).rendered(), #"{"tool":"axaudit","baselineVersion":1,"findings":[]}"# + "\n")
    }
}
