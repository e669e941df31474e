import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditReports
@testable import AXAuditRules

/// What lets CI follow a finding from run to run: SARIF `partialFingerprints`
/// and GitLab Code Quality fingerprints made from the baseline's key, rule
/// metadata code scanning links to, and the fields both services document.
final class TrackingTests: TemporaryDirectoryTestCase {
    /// A screen with findings on elements with an identifier, an id, and
    /// neither (a class path), and two of one rule on one element's neighbours.
    static func screen(padding: Int) -> String {
        let comment = (0..<padding).map { "<!-- exported again: line \($0) -->" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            \(comment)
            <hierarchy version="1" screen="Tracked" width="390" height="844">
              <element id="list" class="UITableView" frame="0 0 390 844">
                <element class="UIImageView" frame="16 16 44 44" image="IMG_2041.jpg" isAccessibilityElement="true"/>
                <element id="save" class="UIButton" frame="16 80 20 20" accessibilityLabel="Save button"
                         accessibilityTraits="button" isAccessibilityElement="true"/>
                <element class="UIButton" frame="16 120 200 44" accessibilityIdentifier="checkout.pay"
                         accessibilityTraits="button" isAccessibilityElement="true"/>
              </element>
            </hierarchy>
            """
    }

    struct Located: Equatable {
        var rule: String
        var line: Int
        var fingerprint: String
    }

    /// Writes `xml` as `name` in a folder of its own and audits it with every rule.
    func audit(_ files: [(folder: String, xml: String)], keepsHierarchies: Bool = true) throws -> AuditRun {
        var paths: [String] = []
        for (folder, xml) in files {
            let path = directory + "/" + folder + "/Tracked.xml"
            try write(xml, to: path)
            paths.append(path)
        }
        var runner = AuditRunner(auditor: Auditor())
        runner.jobs = 1
        runner.keepsHierarchies = keepsHierarchies
        return runner.run(paths: paths, failOn: .error)
    }

    func sarifResults(_ run: AuditRun) throws -> [[String: Any]] {
        let text = SARIFReporter(workingDirectory: directory).render(run)
        let doc = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(doc["runs"] as? [[String: Any]])
        return try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    }

    func located(_ results: [[String: Any]]) throws -> [Located] {
        try results.map { result in
            let fingerprints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            XCTAssertEqual(fingerprints[FindingFingerprint.sarifKey], fingerprints["primaryLocationLineHash"])
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
            let region = try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
            return Located(
                rule: try XCTUnwrap(result["ruleId"] as? String), line: try XCTUnwrap(region["startLine"] as? Int),
                fingerprint: try XCTUnwrap(fingerprints[FindingFingerprint.sarifKey]))
        }
    }

    func testFingerprintsSurviveAScreenExportedAgainWithShiftedLines() throws {
        let first = try located(sarifResults(audit([("a", Self.screen(padding: 1))])))
        let second = try located(sarifResults(audit([("a", Self.screen(padding: 8))])))
        XCTAssertGreaterThanOrEqual(first.count, 3, "the screen must have findings to track")
        XCTAssertEqual(first.map(\.rule), second.map(\.rule))
        XCTAssertEqual(zip(first, second).filter { $0.line + 7 == $1.line }.count, first.count, "the lines moved")
        XCTAssertEqual(first.map(\.fingerprint), second.map(\.fingerprint))
        XCTAssertEqual(Set(first.map(\.fingerprint)).count, first.count, "each finding has a fingerprint of its own")
    }

    func testFingerprintsFollowTheElementNotItsPlace() throws {
        let original = try located(sarifResults(audit([("a", Self.screen(padding: 0))])))
        // The same problems on an element whose identifier changed are other problems.
        let renamed = Self.screen(padding: 0).replacingOccurrences(of: "checkout.pay", with: "checkout.buy")
        let changed = try located(sarifResults(audit([("a", renamed)])))
        XCTAssertEqual(original.count, changed.count)
        let differing = zip(original, changed).filter { $0.fingerprint != $1.fingerprint }
        XCTAssertFalse(differing.isEmpty)
        XCTAssertEqual(differing.map(\.0.rule), ["element-label"], "only the renamed element's finding changes")
        // Another screen name gives other fingerprints.
        let otherScreen = Self.screen(padding: 0).replacingOccurrences(
            of: #"screen="Tracked""#, with: #"screen="Other""#)
        let moved = try located(sarifResults(audit([("a", otherScreen)])))
        XCTAssertTrue(zip(original, moved).allSatisfy { $0.fingerprint != $1.fingerprint })
    }

    /// A run of many files lets each screen go once audited: the fingerprints,
    /// kept with the written findings, are the same.
    func testFingerprintsAreTheSameWhenScreensAreNotKept() throws {
        let kept = try audit([("a", Self.screen(padding: 0)), ("b", Self.screen(padding: 3))])
        let dropped = try audit(
            [("a", Self.screen(padding: 0)), ("b", Self.screen(padding: 3))], keepsHierarchies: false)
        XCTAssertNil(dropped.files[0].hierarchy)
        XCTAssertFalse(dropped.files[0].findings.contains(where: \.isDeferred))
        XCTAssertEqual(try located(sarifResults(kept)), try located(sarifResults(dropped)))
        XCTAssertEqual(
            kept.files.map(FindingFingerprint.fingerprints(of:)),
            dropped.files.map(FindingFingerprint.fingerprints(of:)))
    }

    func testRepeatedKeysAreToldApartByTheirOccurrence() {
        let key = BaselineEntry(screen: "S", rule: "r", element: "#e", message: "").key
        let values = (1...3).map { FindingFingerprint.value(key: key, occurrence: $0) }
        XCTAssertEqual(Set(values).count, 3)
        XCTAssertTrue(values.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        // FNV-1a's published test vector: the value must not depend on the process or the platform.
        XCTAssertEqual(FindingFingerprint.fnv1a("a".utf8, from: 0xcbf2_9ce4_8422_2325), 0xaf63_dc4c_8601_ec8c)
    }

    /// Every rule links to its page under Rules/ at the version's tag, and says
    /// how precise it is from its own confidence.
    func testEveryRuleHasAHelpURIAndAPrecision() throws {
        let text = SARIFReporter(workingDirectory: directory).render(try audit([("a", Self.screen(padding: 0))]))
        let doc = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let driver = try XCTUnwrap(
            ((doc["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["version"] as? String, AuditRun.toolVersion)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        let precisions = Set(["very-high", "high", "medium", "low"])
        for (rule, type) in zip(rules, RuleRegistry.all) {
            let id = type.description.id
            XCTAssertEqual(rule["id"] as? String, id)
            let uri = try XCTUnwrap(rule["helpUri"] as? String, id)
            XCTAssertEqual(uri, "\(AuditRun.repositoryURL)/blob/v\(AuditRun.toolVersion)/Rules/\(id).md")
            let page = TestPaths.repository.appendingPathComponent("Rules/\(id).md").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: page), "\(uri) names no page in the repository")
            let precision = try XCTUnwrap((rule["properties"] as? [String: Any])?["precision"] as? String, id)
            XCTAssertTrue(precisions.contains(precision), precision)
            XCTAssertEqual(precision, type.description.confidence.rawValue)
            XCTAssertFalse(type.description.confidenceReason.isEmpty, id)
        }
        XCTAssertTrue(
            SARIFReporter.helpURI(AuditRun.inputRuleID).hasSuffix("/docs/hierarchy-format.md"))
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: TestPaths.repository.appendingPathComponent("docs/hierarchy-format.md").path))
    }

    /// GitHub's documented requirements for an upload: each result has a location
    /// with a line, in a file named relative to the checkout (`%SRCROOT%`).
    func testResultsMeetCodeScanningsRequirements() throws {
        let run = try audit([("a", Self.screen(padding: 2))])
        let results = try sarifResults(run)
        XCTAssertFalse(results.isEmpty)
        for result in results {
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uri"] as? String, "a/Tracked.xml")
            XCTAssertEqual(artifact["uriBaseId"] as? String, SARIFReporter.srcRoot)
            let line = try XCTUnwrap((physical["region"] as? [String: Any])?["startLine"] as? Int)
            XCTAssertGreaterThanOrEqual(line, 1)
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
        }
    }
}
