import AXAuditModel
import AXAuditPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finding recorded in a baseline, keyed by what survives unrelated edits:
/// the screen, the rule, and the element's stable identity (never lines or frames).
public struct BaselineEntry: Sendable, Hashable, Comparable {
    public var screen: String
    public var rule: String
    public var element: String
    /// For people reading the file; not part of the key.
    public var message: String

    public var key: String { screen + "\u{1F}" + rule + "\u{1F}" + element }

    public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool {
        (a.screen, a.rule, a.element, a.message) < (b.screen, b.rule, b.element, b.message)
    }
}

public struct BaselineError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// `--write-baseline FILE` records today's findings; `--baseline FILE` reports
/// only findings not in it, and the entries no finding matched any more (stale).
public struct Baseline: Sendable {
    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) { self.entries = entries.sorted() }

    /// accessibilityIdentifier, else `#id`, else the class path with titles
    /// (`UICollectionView/ProductCardCell[Trail shoes]/UILabel[$89]`) up to the
    /// nearest ancestor with an identifier or id (`#list/ProductCardCell[Boots]`),
    /// at most `Hierarchy.maximumPathSteps` steps (`…/UIView/UILabel[$89]`), so
    /// that a deep tree's identities do not grow with the square of its depth.
    public static func identity(of index: Element.Index, in hierarchy: Hierarchy) -> String {
        if let own = ownIdentity(hierarchy[index]) { return own }
        var parts: [String] = []
        var current: Element.Index? = index
        while let i = current, i != 0 {
            let e = hierarchy[i]
            if i != index, let own = ownIdentity(e) {
                parts.append(own)
                break
            }
            if parts.count == Hierarchy.maximumPathSteps {
                parts.append("…")
                break
            }
            parts.append(step(e))
            current = e.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    private static func ownIdentity(_ element: Element) -> String? {
        if let identifier = element.accessibilityIdentifier, !identifier.isEmpty { return "identifier:" + identifier }
        return element.id.map { "#" + $0 }
    }

    private static func step(_ element: Element) -> String {
        guard let title = element.text ?? element.accessibilityLabel, !title.isEmpty else { return element.className }
        return element.className + "[" + Element.abbreviate(title, to: 40) + "]"
    }

    /// The identity baselines were written with before it was bounded: the class
    /// path from the root, ids of ancestors left out. Old baselines still match
    /// through it, up to `legacyDepthLimit` steps (deeper ones cost too much to spell).
    static func legacyIdentity(of index: Element.Index, in hierarchy: Hierarchy) -> String? {
        if let own = ownIdentity(hierarchy[index]) { return own }
        var parts: [String] = []
        var current: Element.Index? = index
        while let i = current, i != 0 {
            guard parts.count < legacyDepthLimit else { return nil }
            parts.append(step(hierarchy[i]))
            current = hierarchy[i].parent
        }
        return parts.reversed().joined(separator: "/")
    }

    static let legacyDepthLimit = 64

    public init(run: AuditRun) {
        var entries: [BaselineEntry] = []
        for file in run.files {
            guard let hierarchy = file.hierarchy else { continue }
            for finding in file.findings {
                entries.append(
                    BaselineEntry(
                        screen: file.screen, rule: finding.ruleID,
                        element: Baseline.identity(of: finding.elementIndex, in: hierarchy),
                        message: finding.rendered().message))
            }
        }
        self.init(entries: entries)
    }

    public func rendered() -> String {
        var text = ""
        write(to: &text)
        return text
    }

    /// The file, entry by entry: one entry per line keeps baseline diffs readable in review.
    public func write(to output: inout some TextOutputStream) {
        output.write(
            "{\"tool\":" + JSONWriter.quoted(AuditRun.toolName)
                + ",\"baselineVersion\":\(Baseline.version),\"findings\":[")
        for (k, entry) in entries.enumerated() {
            if k > 0 { output.write(",\n") }
            output.write("{\"screen\":" + JSONWriter.quoted(entry.screen))
            output.write(",\"rule\":" + JSONWriter.quoted(entry.rule))
            output.write(",\"element\":" + JSONWriter.quoted(entry.element))
            output.write(",\"message\":" + JSONWriter.quoted(entry.message) + "}")
        }
        output.write("]}\n")
    }

    public static let version = 1

    /// Reads and checks a baseline as the configuration is checked: its tool and
    /// version, every key, and (given `ruleIDs`) every rule id, so that a foreign
    /// or hand-edited file is an error rather than a baseline that matches nothing.
    public static func load(path: String, ruleIDs: [String]? = nil) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = Data(try WorkingTree.current().readFile(path, limit: InputFile.sizeLimit))
        } catch {
            throw BaselineError(description: "\(path): error: cannot read the baseline file: \(error.reason)")
        }
        let root: JSONValue
        let locations: KeyPathLocations
        func fail(_ keyPath: String, _ message: String) -> BaselineError {
            let at = locations.location(of: keyPath)
            return BaselineError(
                description: "\(path):\(at.line):\(at.column): error: " + (keyPath.isEmpty ? "" : keyPath + ": ")
                    + message)
        }
        do {
            (root, locations) = try JSONValue.parseWithLocations(data)
        } catch {
            throw BaselineError(
                description:
                    "\(path):\(error.location.line):\(error.location.column): error: not valid JSON: \(error.message)")
        }
        guard let object = root.object, let findings = object["findings"]?.array else {
            throw fail("", "not an axaudit baseline (expected {\"findings\": [...]}, written by --write-baseline)")
        }
        try ConfigurationFile.checkKeys(
            object, allowed: ["tool", "baselineVersion", "findings"], at: "", comments: false, fail)
        guard let tool = object["tool"]?.string, tool == AuditRun.toolName else {
            throw fail(
                "tool", "must be \"\(AuditRun.toolName)\": this baseline was not written by axaudit --write-baseline")
        }
        guard let number = object["baselineVersion"]?.number, number == Double(version) else {
            throw fail(
                "baselineVersion",
                "must be \(version) (this axaudit reads version \(version)); write the baseline again with --write-baseline"
            )
        }
        var entries: [BaselineEntry] = []
        for (i, item) in findings.enumerated() {
            guard let item = item.object, let screen = item["screen"]?.string, let rule = item["rule"]?.string,
                let element = item["element"]?.string
            else {
                throw fail("findings[\(i)]", "needs screen, rule and element strings")
            }
            try ConfigurationFile.checkKeys(
                item, allowed: ["screen", "rule", "element", "message"], at: "findings[\(i)]", comments: false, fail)
            if let ruleIDs, !ruleIDs.contains(rule) {
                throw fail(
                    "findings[\(i)].rule",
                    "unknown rule id '\(rule)'" + ConfigurationFile.suggestion(for: rule, among: ruleIDs))
            }
            entries.append(
                BaselineEntry(screen: screen, rule: rule, element: element, message: item["message"]?.string ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// Moves findings the baseline knows into `baselined` and records the stale
    /// entries of the screens this run audited.
    public func apply(to run: inout AuditRun) {
        var remaining: [String: [BaselineEntry]] = [:]
        for entry in entries { remaining[entry.key, default: []].append(entry) }
        var auditedScreens = Set<String>()
        for f in run.files.indices {
            guard let hierarchy = run.files[f].hierarchy else { continue }
            auditedScreens.insert(run.files[f].screen)
            var kept: [Finding] = []
            for finding in run.files[f].findings {
                func take(_ element: String) -> Bool {
                    let key = BaselineEntry(
                        screen: run.files[f].screen, rule: finding.ruleID, element: element, message: ""
                    ).key
                    guard var matches = remaining[key], !matches.isEmpty else { return false }
                    matches.removeLast()
                    remaining[key] = matches
                    return true
                }
                let identity = Baseline.identity(of: finding.elementIndex, in: hierarchy)
                if take(identity)
                    || Baseline.legacyIdentity(of: finding.elementIndex, in: hierarchy).map({
                        $0 != identity && take($0)
                    }) == true
                {
                    run.files[f].baselined.append(finding)
                } else {
                    kept.append(finding)
                }
            }
            run.files[f].findings = kept
        }
        run.staleBaselineEntries = remaining.values.flatMap { $0 }.filter { auditedScreens.contains($0.screen) }
            .sorted()
    }
}
