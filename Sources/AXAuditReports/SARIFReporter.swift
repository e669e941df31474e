import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// SARIF 2.1.0, as GitHub code scanning and other SARIF viewers read it.
///
/// One run: `tool.driver` with the rules of the run (and a descriptor for any
/// other rule id that has findings, such as the pseudo-rule `input`), one result
/// per finding (located by file, line and column, and logically by the element's
/// path), input errors as tool execution notifications of the one invocation,
/// which is then not successful, and stale baseline entries as notes there. Artifact URIs are relative to `SRCROOT`, the
/// working directory, when the file is under it; otherwise absolute `file:` URIs.
///
/// For GitHub code scanning: every result has a location with a line, results are
/// tracked across runs by `partialFingerprints` (`FindingFingerprint`), and each
/// rule has a `helpUri` and a `precision` (its `Confidence`).
public struct SARIFReporter: Reporter {
    package static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    package static let srcRoot = "SRCROOT"
    /// The project's home page.
    public static let informationURI: String? = AuditRun.repositoryURL

    /// The directory paths are made relative to; `nil` is the process's working directory.
    public var workingDirectory: String?
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(workingDirectory: String? = nil, jobs: Int = 1) {
        self.workingDirectory = workingDirectory
        self.jobs = jobs
    }

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        let cwd = ReportPaths.normalized(workingDirectory ?? ReportPaths.currentDirectory())
        let descriptors = Self.descriptors(run)
        let indexByID = Dictionary(
            descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let json = JSONWriter()
        // Worked out once per file: a file can have tens of thousands of results.
        var artifacts: [String: (uri: String, relative: Bool)] = [:]
        func artifact(_ path: String) -> (uri: String, relative: Bool) {
            if let known = artifacts[path] { return known }
            let artifact =
                if let relative = ReportPaths.relative(path, to: cwd) {
                    (uri: ReportPaths.uriPath(relative), relative: true)
                } else {
                    (uri: ReportPaths.fileURI(ReportPaths.absolute(path, from: cwd)), relative: false)
                }
            artifacts[path] = artifact
            return artifact
        }
        /// `"physicalLocation": {artifactLocation, region}`, inside a location object.
        /// Code scanning shows a result only with a line: `alwaysRegion` puts one
        /// (the first) on a result about a whole file.
        func physicalLocation(_ path: String, _ location: SourceLocation, alwaysRegion: Bool = false) {
            json.key("physicalLocation") {
                json.object {
                    json.key("artifactLocation") {
                        json.object {
                            let artifact = artifact(path)
                            json.field("uri", artifact.uri)
                            if artifact.relative { json.field("uriBaseId", Self.srcRoot) }
                        }
                    }
                    if !location.isWholeFile || alwaysRegion {
                        json.key("region") {
                            json.object {
                                json.field("startLine", max(1, location.line))
                                json.field("startColumn", max(1, location.column))
                            }
                        }
                    }
                }
            }
        }
        json.object {
            json.field("$schema", Self.schemaURI)
            json.field("version", "2.1.0")
            json.key("runs") {
                json.array([run]) { run in
                    json.object {
                        json.key("tool") {
                            json.object {
                                json.key("driver") {
                                    json.object {
                                        json.field("name", AuditRun.toolName)
                                        json.field("version", AuditRun.toolVersion)
                                        json.field("semanticVersion", AuditRun.toolVersion)
                                        if let uri = Self.informationURI { json.field("informationUri", uri) }
                                        json.key("rules") {
                                            json.array(descriptors) { Self.write($0, json) }
                                        }
                                    }
                                }
                            }
                        }
                        json.key("invocations") {
                            json.array([run]) { run in
                                json.object {
                                    let hasInputError = run.files.contains(where: \.hasInputError)
                                    json.field("executionSuccessful", !hasInputError)
                                    json.field("exitCode", Int(run.exitStatus))
                                    if let configuration = run.configuration {
                                        json.key("properties") {
                                            json.object { json.field("configuration", configuration) }
                                        }
                                    }
                                    if hasInputError || !run.staleBaselineEntries.isEmpty {
                                        // Streamed, not copied: a file can have many.
                                        let errors = run.files.lazy.flatMap { file in
                                            file.inputErrors.lazy.map { (file.path, $0) }
                                        }
                                        let stale = run.staleBaselineEntries.lazy.map { Notification.stale($0) }
                                        let notifications = [
                                            AnySequence(errors.map { Notification.input($0, $1) }), AnySequence(stale),
                                        ].joined()
                                        json.key("toolExecutionNotifications") {
                                            json.array(notifications) { notification in
                                                switch notification {
                                                case .stale(let entry): Self.write(entry, json)
                                                case .input(let path, let error):
                                                    json.object {
                                                        json.field("level", "error")
                                                        json.key("message") {
                                                            json.object { json.field("text", error.message) }
                                                        }
                                                        json.key("locations") {
                                                            json.array([error]) { error in
                                                                json.object { physicalLocation(path, error.location) }
                                                            }
                                                        }
                                                        json.key("descriptor") {
                                                            json.object { json.field("id", AuditRun.inputErrorID) }
                                                        }
                                                    }
                                                }
                                                json.flush(into: &output)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        json.key("originalUriBaseIds") {
                            json.object {
                                json.key(Self.srcRoot) {
                                    json.object { json.field("uri", ReportPaths.fileURI(cwd, directory: true)) }
                                }
                            }
                        }
                        json.field("columnKind", "unicodeCodePoints")
                        json.key("results") {
                            let results = run.files.lazy.flatMap { file in
                                zip(
                                    FindingsWithText(file.findings, jobs: jobs),
                                    FindingFingerprint.fingerprints(of: file))
                            }
                            json.array(results) { item in
                                let ((finding, text), fingerprint) = item
                                json.object {
                                    json.field("ruleId", finding.ruleID)
                                    if let index = indexByID[finding.ruleID] { json.field("ruleIndex", index) }
                                    json.field("level", Self.level(finding.severity))
                                    json.key("message") {
                                        json.object {
                                            var message = text.message
                                            if let fix = text.fix { message += "\nFix: " + fix }
                                            for case .orderChange(let change) in text.attachments {
                                                message += "\n" + change.unifiedDiff
                                            }
                                            json.field("text", message)
                                        }
                                    }
                                    json.key("locations") {
                                        json.array(CollectionOfOne(finding)) { finding in
                                            json.object {
                                                physicalLocation(finding.file, finding.location, alwaysRegion: true)
                                                json.key("logicalLocations") {
                                                    json.array(CollectionOfOne(text.element)) { element in
                                                        json.object {
                                                            json.field("name", element.className)
                                                            json.field("fullyQualifiedName", element.path)
                                                            json.field("kind", "element")
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    // Code scanning keeps the fingerprint it is given (the upload
                                    // action computes a line hash only where there is none), so
                                    // the alert follows the element, not its line in the XML.
                                    json.key("partialFingerprints") {
                                        json.object {
                                            json.field(FindingFingerprint.sarifKey, fingerprint)
                                            json.field("primaryLocationLineHash", fingerprint)
                                        }
                                    }
                                    json.key("properties") {
                                        json.object {
                                            json.field("severity", finding.severity.rawValue)
                                            json.field("role", text.element.role)
                                            if let id = text.element.id { json.field("elementId", id) }
                                            if let identifier = text.element.accessibilityIdentifier {
                                                json.field("accessibilityIdentifier", identifier)
                                            }
                                            for case .orderChange(let change) in text.attachments {
                                                OrderChangeFields.write(change, to: json)
                                            }
                                        }
                                    }
                                }
                                json.flush(into: &output)
                            }
                        }
                    }
                }
            }
        }
        json.flush(into: &output)
        output.write("\n")
    }

    /// What the invocation tells besides results: an input error, or a baseline
    /// entry no finding matched.
    enum Notification {
        case input(String, InputError)
        case stale(BaselineEntry)
    }

    /// A stale baseline entry: a note of the invocation, with no location.
    static func write(_ entry: BaselineEntry, _ json: JSONWriter) {
        json.object {
            json.field("level", "note")
            json.key("message") {
                json.object {
                    json.field(
                        "text",
                        "stale baseline entry, no longer found (fixed: rewrite the baseline): \(entry.screen): \(entry.rule) on \(entry.element)"
                    )
                }
            }
            json.key("descriptor") { json.object { json.field("id", "stale-baseline-entry") } }
        }
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `card-aggregated-label` → `CardAggregatedLabel`
    package static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    struct Descriptor {
        var id: String
        var rule: RuleDescription?
        var level: Severity
    }

    /// The run's rules, then any other rule id that has findings (`input`), in
    /// order of appearance.
    static func descriptors(_ run: AuditRun) -> [Descriptor] {
        var result = run.rules.map { Descriptor(id: $0.id, rule: $0, level: $0.severity) }
        var known = Set(result.map(\.id))
        for finding in run.files.lazy.flatMap(\.findings) where !known.contains(finding.ruleID) {
            known.insert(finding.ruleID)
            result.append(
                Descriptor(
                    id: finding.ruleID, rule: nil,
                    level: finding.ruleID == AuditRun.inputRuleID ? .warning : finding.severity))
        }
        return result
    }

    static func write(_ descriptor: Descriptor, _ json: JSONWriter) {
        json.object {
            json.field("id", descriptor.id)
            json.field("name", pascalCase(descriptor.id))
            if let rule = descriptor.rule {
                json.key("shortDescription") { json.object { json.field("text", rule.title) } }
                json.key("fullDescription") { json.object { json.field("text", rule.rationale) } }
                json.key("help") {
                    json.object {
                        var text = rule.fix.summary
                        if !rule.fix.uiKit.isEmpty { text += "\n\n" + rule.fix.uiKit }
                        json.field("text", text)
                        var markdown = rule.fix.summary
                        if !rule.voiceOverImpact.isEmpty {
                            markdown = "**VoiceOver:** " + rule.voiceOverImpact + "\n\n" + markdown
                        }
                        if !rule.fix.uiKit.isEmpty {
                            // A fence longer than any backtick run in the code, so the code cannot close it.
                            var longest = 0, run = 0
                            for c in rule.fix.uiKit {
                                if c == "`" {
                                    run += 1
                                    longest = max(longest, run)
                                } else {
                                    run = 0
                                }
                            }
                            let fence = String(repeating: "`", count: max(3, longest + 1))
                            markdown += "\n\n" + fence + "swift\n" + rule.fix.uiKit + "\n" + fence
                        }
                        json.field("markdown", markdown)
                    }
                }
            } else if descriptor.id == AuditRun.inputRuleID {
                json.key("shortDescription") { json.object { json.field("text", "Input file warning") } }
                json.key("fullDescription") {
                    json.object {
                        json.field(
                            "text",
                            "The input file has a value axaudit does not understand (such as an unknown trait name); it was ignored."
                        )
                    }
                }
            }
            json.field("helpUri", helpURI(descriptor.id))
            json.key("defaultConfiguration") { json.object { json.field("level", level(descriptor.level)) } }
            json.key("properties") {
                json.object {
                    json.field("precision", (descriptor.rule?.confidence ?? .veryHigh).rawValue)
                    json.key("tags") { json.array(["accessibility"]) { json.string($0) } }
                }
            }
        }
    }

    /// The rule's page in the repository, at this version's tag; input problems
    /// link to the input format's page.
    package static func helpURI(_ ruleID: String) -> String {
        let page = ruleID == AuditRun.inputRuleID ? "docs/hierarchy-format.md" : "Rules/\(ruleID).md"
        return "\(AuditRun.repositoryURL)/blob/v\(AuditRun.toolVersion)/\(page)"
    }
}
