import AXAuditModel
import AXAuditEngine

/// How the reports show `AuditRun.problemGroups`: the text and HTML reports the
/// most common ones, the JSON report all of them.
enum ProblemGroupsReporting {
    /// How many groups the text and HTML reports show.
    static let shown = 10

    /// `ProductCardCell · card-aggregated-label · error · 37 screens (first: Home.xml:40:5)`.
    static func line(_ group: ProblemGroup) -> String {
        var line = group.component.name + " · " + group.ruleID + " · " + group.severity.rawValue + " · "
        line += counted(group.screens, "screen")
        if group.findings > group.screens { line += ", " + counted(group.findings, "finding") }
        line += " (first: \(group.firstFile):\(group.firstLocation.line):\(group.firstLocation.column))"
        return line
    }
}

extension TextReporter {
    /// The most common problems of a run of several screens, one line each.
    static func writeProblemGroups(_ run: AuditRun, to out: inout some TextOutputStream) {
        guard run.coversSeveralScreens else { return }
        let groups = run.problemGroups
        guard !groups.isEmpty else { return }
        out.write("most common problems (by rule and component, most severe and widespread first):\n")
        for group in groups.prefix(ProblemGroupsReporting.shown) {
            out.write("  ")
            out.write(LogText.lineStart(oneLine(ProblemGroupsReporting.line(group))))
            out.write("\n")
        }
        if groups.count > ProblemGroupsReporting.shown {
            out.write(
                "  and \(groups.count - ProblemGroupsReporting.shown) more (the HTML and JSON reports list them all)\n")
        }
    }
}

extension JSONReporter {
    /// `"groups": [{"rule", "severity", "component": {"class", "identifier"}, "screens", "findings",
    /// "first": {"path", "line", "column"}, "paths": […]}]`, every group.
    static func writeProblemGroups(_ run: AuditRun, into json: JSONWriter) {
        json.key("groups") {
            json.array(run.problemGroups) { group in
                json.object {
                    json.field("rule", group.ruleID)
                    json.field("severity", group.severity.rawValue)
                    json.key("component") {
                        json.object {
                            json.field("class", group.component.className)
                            json.field("identifier", group.component.accessibilityIdentifier)
                            // Page sources only: "no label" or "labelled".
                            if let pattern = group.component.labelPattern { json.field("label", pattern.rawValue) }
                        }
                    }
                    json.field("screens", group.screens)
                    json.field("findings", group.findings)
                    json.key("first") {
                        json.object {
                            json.field("path", group.firstFile)
                            json.field("line", group.firstLocation.line)
                            json.field("column", group.firstLocation.column)
                        }
                    }
                    json.key("paths") {
                        json.array(group.files) { file in json.string(run.files[file].path) }
                    }
                }
            }
        }
    }
}

extension HTMLReporter {
    /// The most common problems as a table at the top of a report of several
    /// screens, each group linking to its screens (`ordered`: the files in the
    /// page's order, whose screen `n` has `id="screen-n"`, counted from 1).
    func writeProblemGroups(_ run: AuditRun, ordered: [Int], into w: HTMLWriter) {
        guard run.coversSeveralScreens else { return }
        var screenNumbers = [Int](repeating: 0, count: run.files.count)
        for (n, file) in ordered.enumerated() { screenNumbers[file] = n + 1 }
        let groups = run.problemGroups
        guard !groups.isEmpty else { return }
        w.write("<section class=\"groups\" aria-label=\"Most common problems\"><h2>Most common problems</h2>\n")
        // The first ones in view; every other one in the page too, folded.
        writeGroupsTable(groups.prefix(ProblemGroupsReporting.shown), run, screenNumbers, into: w)
        if groups.count > ProblemGroupsReporting.shown {
            let more = groups.count - ProblemGroupsReporting.shown
            w.write("<details class=\"more-groups\"><summary>\(counted(more, "more problem"))</summary>\n")
            writeGroupsTable(groups.dropFirst(ProblemGroupsReporting.shown), run, screenNumbers, into: w)
            w.write("</details>\n")
        }
        w.write("</section>\n")
    }

    private func writeGroupsTable(
        _ groups: ArraySlice<ProblemGroup>, _ run: AuditRun, _ screenNumbers: [Int], into w: HTMLWriter
    ) {
        w.write("<table class=\"groups\"><thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Rule</th>")
        w.write("<th scope=\"col\">Severity</th><th scope=\"col\">Screens</th><th scope=\"col\">Findings</th>")
        w.write("<th scope=\"col\">Where</th></tr></thead><tbody>\n")
        for group in groups {
            let severity = group.severity.rawValue
            w.write("<tr class=\"group\" data-rule=\"")
            w.escaped(group.ruleID)
            w.write("\"><th scope=\"row\"><bdi>")
            w.escaped(group.component.name)
            w.write("</bdi></th><td><code>")
            w.escaped(group.ruleID)
            w.write("</code></td><td class=\"sev-\(severity)\">\(severity)</td><td>")
            w.integer(group.screens)
            w.write("</td><td>")
            w.integer(group.findings)
            w.write("</td><td class=\"screens\">")
            for (n, file) in group.files.enumerated() {
                if n > 0 { w.write(", ") }
                w.write("<a href=\"#screen-")
                w.integer(screenNumbers[file])
                w.write("\"><bdi>")
                w.escaped(run.files[file].screen)
                w.write("</bdi></a>")
            }
            w.write("</td></tr>\n")
        }
        w.write("</tbody></table>\n")
    }
}
