import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// Real page sources with every finding judged by hand (Tests/Corpus/page-sources,
/// its README says how): no finding judged false comes back, and every finding
/// has a judgement, so a rule that starts to report something new is judged.
final class PageSourceCorpusTests: XCTestCase {
    static let folder = "Tests/Corpus/page-sources"
    static let directory = TestPaths.repository.appendingPathComponent(folder)

    /// The failed snapshot: no application, so no screen to audit.
    static let failedCapture = "ldi-github__shirates-core__node_for_rootelement_not_found.xml"

    /// Findings judged false that no small, general fix removes yet, with why
    /// (their judgement line says what is wrong). Each must still come back: an
    /// entry goes when its rule is fixed.
    static let knownFalse: [Judgement.Key: String] = [:]

    struct Judgement {
        struct Key: Hashable, CustomStringConvertible {
            var file: String
            var line: Int
            var column: Int
            var rule: String
            var element: String
            var description: String { "\(file):\(line):\(column) \(rule) \(element)" }
        }
        var key: Key
        var verdict: String
        var reason: String
    }

    static let verdicts: Set<String> = ["true", "false", "debatable"]

    /// `judgements.tsv`: a header line, then one tab-separated line per finding.
    static func judgements(
        in directory: URL = directory, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [Judgement] {
        let text = try String(contentsOf: directory.appendingPathComponent("judgements.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        XCTAssertEqual(
            lines.first, "file\tline\tcolumn\trule\telement\tverdict\treason", "judgements.tsv header", file: file,
            line: line)
        var result: [Judgement] = []
        for (number, fields) in lines.dropFirst().map({ $0.split(separator: "\t", omittingEmptySubsequences: false) })
            .enumerated()
        {
            let at = "judgements.tsv line \(number + 2)"
            guard fields.count == 7, let l = Int(fields[1]), let c = Int(fields[2]) else {
                XCTFail(
                    "\(at): 7 tab-separated fields with a line and column number, not \(fields)", file: file, line: line
                )
                continue
            }
            let judgement = Judgement(
                key: .init(
                    file: String(fields[0]), line: l, column: c, rule: String(fields[3]), element: String(fields[4])),
                verdict: String(fields[5]), reason: String(fields[6]))
            XCTAssertTrue(
                verdicts.contains(judgement.verdict), "\(at): verdict true, false or debatable", file: file, line: line)
            XCTAssertFalse(
                judgement.reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(at): no reason", file: file,
                line: line)
            result.append(judgement)
        }
        return result
    }

    /// The files of the manifest (a header line, then file, repo, path, commit, licence, notes).
    static func manifest(in directory: URL = directory) throws -> [(file: String, licence: String)] {
        let text = try String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        XCTAssertEqual(rows.first?.map(String.init), ["file", "repo", "path", "commit", "licence", "notes"])
        return rows.dropFirst().map { (String($0[0]), $0.count > 4 ? String($0[4]) : "") }
    }

    func testEveryFileIsInTheManifestWithALicenceThatAllowsShippingIt() throws {
        let listed = try Self.manifest()
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".xml") }
        XCTAssertEqual(Set(listed.map(\.file)), Set(onDisk))
        XCTAssertEqual(onDisk.count, 9)
        for (file, licence) in listed {
            XCTAssertTrue(["Apache-2.0", "MIT"].contains(licence), "\(file): licence \(licence)")
        }
    }

    func testNoFindingJudgedFalseComesBackAndEveryFindingIsJudged() throws {
        try Self.checkJudgements(folder: Self.folder, failedCaptures: [Self.failedCapture], knownFalse: Self.knownFalse)
    }

    /// Audits the manifest's files in `folder` and checks every finding against
    /// `judgements.tsv`; the files in `failedCaptures` may have input errors.
    static func checkJudgements(
        folder: String, failedCaptures: Set<String>, knownFalse: [Judgement.Key: String]
    ) throws {
        let directory = TestPaths.repository.appendingPathComponent(folder)
        let judgements = try Self.judgements(in: directory)
        var byKey: [Judgement.Key: Judgement] = [:]
        for judgement in judgements {
            XCTAssertNil(byKey[judgement.key], "judged twice: \(judgement.key)")
            byKey[judgement.key] = judgement
        }
        let files = try Self.manifest(in: directory).map(\.file)
        var runner = AuditRunner()
        runner.jobs = 2
        let run = runner.run(paths: files.map { directory.appendingPathComponent($0).path }, failOn: nil)
        XCTAssertEqual(run.files.count, files.count)

        var seen: Set<Judgement.Key> = []
        for report in run.files {
            let file = URL(fileURLWithPath: report.path).lastPathComponent
            if !failedCaptures.contains(file) {
                XCTAssertEqual(report.inputErrors, [], file)
            }
            for finding in report.findings {
                let key = Judgement.Key(
                    file: file, line: finding.location.line, column: finding.location.column, rule: finding.ruleID,
                    element: finding.element.path)
                seen.insert(key)
                guard let judgement = byKey[key] else {
                    XCTFail(
                        """
                        \(key): a finding without a judgement: \(finding.message)
                        Read \(folder)/\(file) around line \(key.line), decide whether VoiceOver or UIKit users \
                        really meet the problem (true), the rule is wrong (false), or it is defensible either way \
                        (debatable), and add to \(folder)/judgements.tsv the line
                        \(file)\t\(key.line)\t\(key.column)\t\(key.rule)\t\(key.element)\t<true|false|debatable>\t<the reason, in one line>
                        """)
                    continue
                }
                if judgement.verdict == "false" && knownFalse[key] == nil {
                    XCTFail("\(key): a finding judged false came back (\(judgement.reason)): \(finding.message)")
                }
            }
        }
        for judgement in judgements where !seen.contains(judgement.key) {
            XCTFail(
                "\(judgement.key): judged \(judgement.verdict), but no longer reported: remove its line from "
                    + "judgements.tsv (a finding judged true that is gone is a finding the rules now miss)")
        }
        for (key, reason) in knownFalse {
            XCTAssertTrue(seen.contains(key), "\(key) is no longer reported: remove it from knownFalse (\(reason))")
            XCTAssertEqual(byKey[key]?.verdict, "false", "\(key) is in knownFalse but not judged false")
        }
    }

    func testTheFailedCaptureIsAnInputError() throws {
        let run = AuditRunner().run(
            paths: [Self.directory.appendingPathComponent(Self.failedCapture).path], failOn: .error)
        XCTAssertEqual(run.exitStatus, 2)
        let report = try XCTUnwrap(run.files.first)
        // Nothing else: a source with no screen has no findings, and no warning about how they were found.
        XCTAssertEqual(report.findings.map(\.ruleID), [])
        XCTAssertEqual(report.inputErrors.count, 1)
        XCTAssertTrue(
            report.inputErrors.first?.message.hasPrefix("the page source holds no XCUIElementTypeApplication") == true,
            "\(report.inputErrors)")
    }
}
