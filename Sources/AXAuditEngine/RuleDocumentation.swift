import AXAuditModel
/// Renders rule descriptions for people: `axaudit explain`, and the Markdown
/// pages in `Rules/` (regenerated with `axaudit rules --markdown Rules`).
public enum RuleDocumentation {
    public static func listing(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padded(to: width) + "  " + rule.severity.rawValue.padded(to: 7) + "  " + rule.title
        }.joined(separator: "\n") + "\n"
    }

    /// The full description as plain text.
    public static func explanation(_ rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue)): \(rule.title)\n\n"
        out += wrap("Confidence: \(rule.confidence.rawValue): \(rule.confidenceReason)") + "\n\n"
        out += wrap(rule.rationale) + "\n\n"
        for citation in rule.guidance {
            out += "Guidance: \(citation.source), \"\(citation.section)\":\n"
            out += wrap("\"\(citation.quote)\"", indent: "  ") + "\n\n"
        }
        out += "What VoiceOver does:\n" + wrap(rule.voiceOverImpact, indent: "  ") + "\n\n"
        out += "Fix:\n" + wrap(rule.fix.summary, indent: "  ") + "\n\n"
        out += "  UIKit:\n" + indented(rule.fix.uiKit) + "\n"
        if !rule.fix.swiftUI.isEmpty {
            out += "\n  SwiftUI:\n" + indented(rule.fix.swiftUI) + "\n"
        }
        for example in rule.examples {
            let verdict =
                example.isPassing
                ? "passes"
                : "fails with "
                    + example.expected.map { "\($0.severity.rawValue) on #\($0.elementID)" }.joined(separator: ", ")
            out += "\nExample (\(verdict)): \(example.title)\n"
            out +=
                example.xml.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
                    separator: "\n") + "\n"
            if let recorded = example.recordedOrder {
                out += "  recorded order snapshot:\n"
                out += recorded.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// `Rules/<id>.md`.
    public static func markdownPage(_ rule: RuleDescription) -> String {
        var out = "# `\(rule.id)`: \(rule.title)\n\n"
        out += "Default severity: **\(rule.severity.rawValue)**. "
        out += "Confidence: **\(rule.confidence.rawValue)**: \(rule.confidenceReason)\n\n"
        out += rule.rationale + "\n\n"
        out += "## The guidance\n\n"
        for citation in rule.guidance {
            out +=
                "\(citation.source), *\(citation.section)*:\n\n> \(citation.quote.replacingNewlines(with: "\n> "))\n\n"
        }
        out += "## What VoiceOver does\n\n\(rule.voiceOverImpact)\n\n"
        out += "## How to fix it\n\n\(rule.fix.summary)\n\n"
        out += "In UIKit:\n\n```swift\n\(rule.fix.uiKit)\n```\n\n"
        if !rule.fix.swiftUI.isEmpty {
            out += "In SwiftUI:\n\n```swift\n\(rule.fix.swiftUI)\n```\n\n"
        }
        out += "## Examples\n\n"
        for example in rule.examples {
            if example.isPassing {
                out += "### Passes: \(example.title)\n\n"
            } else {
                let expected = example.expected.map { "\($0.severity.rawValue) on `#\($0.elementID)`" }.joined(
                    separator: ", ")
                out += "### Fails: \(example.title)\n\nFindings: \(expected)\n\n"
            }
            out += "```xml\n\(example.xml)\n```\n\n"
            if let recorded = example.recordedOrder {
                out += "The recorded order snapshot:\n\n```\n\(recorded)```\n\n"
            }
        }
        out +=
            "---\nGenerated from the rule's description in the source by `axaudit rules --markdown Rules`; do not edit by hand.\n"
        return out
    }

    /// `Rules/README.md`.
    public static func markdownIndex(_ rules: [RuleDescription]) -> String {
        var out = "# axaudit rules\n\n"
        out +=
            "One page per rule, generated from the rules' descriptions in the source by `swift run axaudit rules --markdown Rules`; a test fails when these pages are stale.\n\n"
        out += "| id | severity | title |\n| --- | --- | --- |\n"
        for rule in rules {
            out += "| [`\(rule.id)`](\(rule.id).md) | \(rule.severity.rawValue) | \(rule.title) |\n"
        }
        return out
    }

    /// All files of `Rules/`, by file name.
    public static func markdownFiles(_ rules: [RuleDescription]) -> [(name: String, contents: String)] {
        ([("README.md", markdownIndex(rules))] + rules.map { ("\($0.id).md", markdownPage($0)) }).map {
            ($0.0, markdownMarker + "\n" + $0.1)
        }
    }

    /// The first line of every file `markdownFiles` makes: `axaudit rules
    /// --markdown DIR` replaces or removes only files that start with it.
    public static let markdownMarker = "<!-- Written by axaudit rules --markdown, which replaces it: do not edit. -->"

    /// Code, each line indented by four spaces.
    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func wrap(_ text: String, indent: String = "", width: Int = 88) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = indent
            for word in paragraph.split(separator: " ") {
                if line.count > indent.count && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// Left-aligned in a column of `width` characters (never cut).
    package func padded(to width: Int) -> String {
        let count = self.count
        return count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
