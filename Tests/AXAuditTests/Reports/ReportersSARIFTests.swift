import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditReports

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
