import AXAuditModel
import AXAuditImport
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
    /// (`UICollectionView/ProductCardCell[Trail shoes]/UILabel[$89]`).
    public static func identity(of index: Element.Index, in hierarchy: Hierarchy) -> String {
        let element = hierarchy[index]
        if let identifier = element.accessibilityIdentifier, !identifier.isEmpty { return "identifier:" + identifier }
        if let id = element.id { return "#" + id }
        var parts: [String] = []
        var current: Element.Index? = index
        while let i = current, i != 0 {
            let e = hierarchy[i]
            var part = e.className
            if let title = e.text ?? e.accessibilityLabel, !title.isEmpty {
                part += "[" + Element.abbreviate(title, to: 40) + "]"
            }
            parts.append(part)
            current = e.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    public init(run: AuditRun) {
        var entries: [BaselineEntry] = []
        for file in run.files {
            guard let hierarchy = file.hierarchy else { continue }
            for finding in file.findings {
                entries.append(
                    BaselineEntry(
                        screen: file.screen, rule: finding.ruleID,
                        element: Baseline.identity(of: finding.elementIndex, in: hierarchy),
                        message: finding.message))
            }
        }
        self.init(entries: entries)
    }

    public func rendered() -> String {
        let json = JSONWriter()
        json.object {
            json.field("tool", AuditRun.toolName)
            json.field("baselineVersion", 1)
            json.key("findings") {
                json.array(entries) { entry in
                    json.object {
                        json.field("screen", entry.screen)
                        json.field("rule", entry.rule)
                        json.field("element", entry.element)
                        json.field("message", entry.message)
                    }
                }
            }
        }
        // One entry per line keeps baseline diffs readable in review.
        return json.output.replacing("},{\"screen\"", with: "},\n{\"screen\"") + "\n"
    }

    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(description: "\(path): error: cannot read the baseline file")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw BaselineError(
                description:
                    "\(path):\(error.location.line):\(error.location.column): error: not valid JSON: \(error.message)")
        }
        guard let findings = root.object?["findings"]?.array else {
            throw BaselineError(
                description:
                    "\(path): error: not an axaudit baseline (expected {\"findings\": [...]}, written by --write-baseline)"
            )
        }
        var entries: [BaselineEntry] = []
        for (i, item) in findings.enumerated() {
            guard let item = item.object, let screen = item["screen"]?.string, let rule = item["rule"]?.string,
                let element = item["element"]?.string
            else {
                throw BaselineError(
                    description: "\(path): error: findings[\(i)] needs screen, rule and element strings")
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
                let key = BaselineEntry(
                    screen: run.files[f].screen, rule: finding.ruleID,
                    element: Baseline.identity(of: finding.elementIndex, in: hierarchy), message: ""
                ).key
                if var matches = remaining[key], !matches.isEmpty {
                    matches.removeLast()
                    remaining[key] = matches
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
