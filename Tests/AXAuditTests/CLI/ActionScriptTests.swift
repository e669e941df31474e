import XCTest

@testable import AXAuditEngine

/// Scripts/action.sh, the logic of the GitHub Action, run with the environment
/// action.yml gives it, against the built command (skipped until `swift build`).
/// What only GitHub can show (the cache, the upload to code scanning, the
/// annotations on a pull request) is not run here.
final class ActionScriptTests: TemporaryDirectoryTestCase {
    static let script = TestPaths.repository.appendingPathComponent("Scripts/action.sh").path
    static let actionFile = TestPaths.repository.appendingPathComponent("action.yml").path

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        var outputs: [String: String]
    }

    /// Runs `action.sh step` in the temporary directory (the checkout) with
    /// `environment` as the action passes it, and reads the step's outputs.
    func run(_ step: String, _ environment: [String: String]) throws -> Outcome {
        let command = try BuiltCommand()
        let bin = directory + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: bin + "/axaudit") {
            try FileManager.default.copyItem(atPath: command.binary, toPath: bin + "/axaudit")
        }
        let outputs = directory + "/github-output"
        try? FileManager.default.removeItem(atPath: outputs)
        _ = FileManager.default.createFile(atPath: outputs, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script, step]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory]
        env["GITHUB_OUTPUT"] = outputs
        env["AXAUDIT_BIN_DIR"] = bin
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var values: [String: String] = [:]
        for line in (try String(contentsOfFile: outputs, encoding: .utf8)).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), outputs: values)
    }

    /// The checkout: two example screens (one in a folder with a space), a
    /// configuration, and the examples' order snapshots.
    func makeCheckout() throws {
        let examples = TestPaths.repository.appendingPathComponent("Examples").path
        try write(
            try String(contentsOfFile: examples + "/product-grid.xml", encoding: .utf8),
            to: directory + "/Screens/product-grid.xml")
        try write(
            try String(contentsOfFile: examples + "/checkout.xml", encoding: .utf8),
            to: directory + "/More Screens/checkout.xml")
        try write(#"{"rules": {"heading-present": false}}"#, to: directory + "/ci/axaudit.json")
        try FileManager.default.copyItem(
            atPath: examples + "/order-snapshots", toPath: directory + "/OrderSnapshots")
    }

    /// What action.yml passes to the audit step, with its defaults.
    func auditEnvironment(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "AXAUDIT_PATHS": "Screens\nMore Screens/checkout.xml\n",
            "AXAUDIT_CONFIG": "ci/axaudit.json",
            "AXAUDIT_BASELINE": "",
            "AXAUDIT_ORDER_SNAPSHOTS": "OrderSnapshots",
            "AXAUDIT_FAIL_ON": "error",
            "AXAUDIT_SARIF": "axaudit.sarif",
            "AXAUDIT_JUNIT": "axaudit-junit.xml",
            "AXAUDIT_ANNOTATIONS": "true",
        ].merging(changes) { _, new in new }
    }

    func testAuditWritesSARIFJUnitAndAnnotationsAndTheVerdictFailsByFailOn() throws {
        try makeCheckout()
        let audit = try run("audit", auditEnvironment())
        XCTAssertEqual(audit.status, 0, "the audit step lets the upload run: \(audit.stderr)")
        XCTAssertEqual(audit.outputs["exit-code"], "1")
        XCTAssertEqual(audit.outputs["sarif-file"], "axaudit.sarif")
        XCTAssertEqual(audit.outputs["junit-file"], "axaudit-junit.xml")
        XCTAssertTrue(audit.stdout.contains("::error file=Screens/product-grid.xml,line="), audit.stdout)
        XCTAssertTrue(audit.stdout.contains("::error file=More Screens/checkout.xml,line="), audit.stdout)
        XCTAssertFalse(audit.stdout.contains("title=heading-present"), "the configuration was not used")
        let sarif = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/axaudit.sarif")))
                as? [String: Any])
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        XCTAssertTrue(results.allSatisfy { $0["partialFingerprints"] != nil })
        let junit = try String(contentsOfFile: directory + "/axaudit-junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("<testsuites"))

        let verdict = try run("verdict", ["AXAUDIT_EXIT_CODE": "1", "AXAUDIT_FAIL_ON": "error"])
        XCTAssertEqual(verdict.status, 1)
        XCTAssertTrue(verdict.stdout.contains("::error title=axaudit::findings at or above fail-on (error)"))
        XCTAssertEqual(try run("verdict", ["AXAUDIT_EXIT_CODE": "0"]).status, 0)
        XCTAssertEqual(try run("verdict", ["AXAUDIT_EXIT_CODE": "2"]).status, 2)
    }

    func testFailOnNeverAndABaselinePass() throws {
        try makeCheckout()
        XCTAssertEqual(try run("audit", auditEnvironment(["AXAUDIT_FAIL_ON": "never"])).outputs["exit-code"], "0")
        // A baseline of today's findings: only new ones count.
        let command = try BuiltCommand()
        let written = try command.run(
            [
                "Screens", "More Screens/checkout.xml", "--config", "ci/axaudit.json", "--order-snapshots",
                "OrderSnapshots",
                "--write-baseline", "baseline.json",
            ], in: directory)
        XCTAssertEqual(written.status, 0, written.stderr)
        let audit = try run("audit", auditEnvironment(["AXAUDIT_BASELINE": "baseline.json"]))
        XCTAssertEqual(audit.outputs["exit-code"], "0", audit.stderr)
        XCTAssertFalse(audit.stdout.contains("::error file="))
    }

    func testUnreadableInputsAndBadInputsAreExitTwo() throws {
        try makeCheckout()
        XCTAssertEqual(
            try run("audit", auditEnvironment(["AXAUDIT_CONFIG": "ci/missing.json"])).outputs["exit-code"], "2")
        XCTAssertEqual(try run("audit", auditEnvironment(["AXAUDIT_FAIL_ON": "sometimes"])).outputs["exit-code"], "2")
        // An empty paths input is the action's own error, before axaudit runs.
        let empty = try run("audit", auditEnvironment(["AXAUDIT_PATHS": "  "]))
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("the paths input is empty"))
        // A path that looks like an option stays a path.
        let optionLike = try run("audit", auditEnvironment(["AXAUDIT_PATHS": "--write-baseline=x.json"]))
        XCTAssertEqual(optionLike.outputs["exit-code"], "2")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/x.json"))
        // Without annotations the log is quiet text: no workflow commands from labels.
        let quiet = try run("audit", auditEnvironment(["AXAUDIT_ANNOTATIONS": "false"]))
        XCTAssertEqual(quiet.outputs["exit-code"], "1")
        XCTAssertFalse(quiet.stdout.contains("::error file="))
        XCTAssertTrue(quiet.stdout.contains("Screens/product-grid.xml:"))
    }

    func testTheCacheKeyHasTheVersion() throws {
        let key = try run("key", [:])
        XCTAssertEqual(key.status, 0, key.stderr)
        XCTAssertEqual(key.outputs["version"], AuditRun.toolVersion)
        XCTAssertTrue(key.outputs["key"]?.hasPrefix("axaudit-\(AuditRun.toolVersion)-") == true)
        XCTAssertEqual(key.stdout, (key.outputs["key"] ?? "") + "\n")
    }

    /// action.yml gives the script every variable it reads and names only inputs
    /// it declares; the README documents every input and output.
    func testActionYAMLTheScriptAndTheREADMEAgree() throws {
        let action = try String(contentsOfFile: Self.actionFile, encoding: .utf8)
        let script = try String(contentsOfFile: Self.script, encoding: .utf8)
        let readme = try String(
            contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        func matches(_ pattern: String, in text: String) -> Set<String> {
            let regex = try! NSRegularExpression(pattern: pattern)
            return Set(
                regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                    Range($0.range(at: 1), in: text).map { String(text[$0]) }
                })
        }
        func section(_ name: String) -> String {
            let start = action.range(of: "\n\(name):\n")!.upperBound
            let end = action[start...].range(of: "\n\n")?.lowerBound ?? action.endIndex
            return String(action[start..<end])
        }
        let inputs = matches(#"(?m)^  ([a-z-]+):$"#, in: section("inputs"))
        let outputs = matches(#"(?m)^  ([a-z-]+):$"#, in: section("outputs"))
        XCTAssertTrue(inputs.isSuperset(of: ["paths", "config", "baseline", "order-snapshots", "fail-on"]))
        XCTAssertEqual(matches(#"\$\{\{ inputs\.([a-z-]+) \}\}"#, in: action).subtracting(inputs), [])
        XCTAssertEqual(inputs.subtracting(matches(#"inputs\.([a-z-]+)"#, in: action)), [], "inputs never used")
        let passed = matches(#"(?m)^        (AXAUDIT_[A-Z_]+):"#, in: action)
        let read = matches(#"\$\{(AXAUDIT_[A-Z_]+)"#, in: script)
        XCTAssertEqual(read.subtracting(passed), ["AXAUDIT_CODEQUALITY"], "only GitLab's report is not the action's")
        XCTAssertEqual(passed.subtracting(read), [])
        for name in inputs.union(outputs) {
            XCTAssertTrue(readme.contains("| `\(name)` |"), "README.md does not document `\(name)`")
        }
        XCTAssertTrue(readme.contains("uses: axaudit/axaudit@v\(AuditRun.toolVersion)"))
        XCTAssertTrue(readme.contains("(docs/ci.md)"))
    }
}
