import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
import Dispatch

/// One self-contained HTML page (inline CSS, SVG and a little JavaScript, no
/// external URL): a summary across screens, then each screen as a wireframe
/// drawn from its frames with VoiceOver's path through it (a numbered badge on
/// every stop, a line through their centers) and its findings beside it.
///
/// Each screen's drawing sits in a `<template>` and is instantiated when the
/// screen is opened, so a report of hundreds of screens opens quickly. The URL
/// hash `#expand-all` opens (and draws) every screen, for screenshots and print.
///
/// Structure that tests and scripts rely on:
/// - `details.screen` per file, input errors first (`.input-error` holds `path:line:col: message`);
/// - `g.badge[data-element][data-stop]` per stop, numbered 1...n in reading order
///   (`data-element` is the element's index in the hierarchy);
/// - `rect.finding.sev-<severity>[data-element]` per finding, and
///   `li.finding.sev-<severity>[data-element]` in the list beside the drawing.
///
/// The page is written to the output a megabyte at a time, never built as one
/// string: a page grows with every element drawn, and a large screen's would not fit. With more
/// than one job, screens of up to `largestScreenDrawnAside` elements are drawn
/// that many at a time, as many as `drawnAsideBudget` allows, each whole into a
/// buffer of its own, and written in order; the page is the same.
public struct HTMLReporter: Reporter, Sendable {
    /// Screens drawn at once (see `write`).
    public var jobs: Int
    /// Screens of more elements than this are written as they are drawn, on
    /// one thread; smaller ones are drawn `jobs` at a time, each into a buffer
    /// of its own, so the bound keeps those buffers small, and written in order.
    var largestScreenDrawnAside = 20_000
    /// The elements and findings of the screens drawn aside at once, together:
    /// their buffers are all held until written, so this, not the number of
    /// jobs, bounds the memory they take.
    var drawnAsideBudget = 40_000

    public init(jobs: Int = 1) {
        self.jobs = max(1, jobs)
    }

    public func write(_ run: AuditRun, to out: inout some TextOutputStream) {
        let w = HTMLWriter()
        w.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>axaudit report</title>
            <style>\(HTMLReporter.css)</style>
            </head>
            <body>

            """)
        w.write("<header><h1>axaudit report</h1>")
        w.write("<p class=\"tool\">\(AuditRun.toolName) \(HTMLEscaping.escape(AuditRun.toolVersion))</p></header>\n")
        summary(run, into: w)
        let ordered = HTMLReporter.screenOrder(run)
        let opened = HTMLReporter.screensOpenedAtFirst(run, ordered: ordered)
        writeProblemGroups(run, ordered: ordered, into: w)
        w.write("<main>\n")
        let links = RuleLinks(run)
        let weights = ordered.map { run.files[$0].elementCount + run.files[$0].findings.count }
        var next = 0
        while next < ordered.count {
            // The small screens that come next, up to one per job, drawn at once.
            let round = roundSize(from: next, weights: weights)
            if round > 1 {
                w.flush(into: &out)
                let first = next
                let drawn = ResultSlots<[UInt8]>(count: round)
                DispatchQueue.concurrentPerform(iterations: round) { j in
                    // One thread a screen: each screen's findings are written on it.
                    let writer = HTMLWriter()
                    screen(
                        run.files[ordered[first + j]], number: first + j + 1, open: opened.contains(first + j),
                        links: links, jobs: 1, into: writer
                    ) {}
                    drawn.set(j, writer.takeBytes())
                }
                for bytes in drawn.take() { FileOutputStream.write(utf8: bytes ?? [], to: &out) }
                next += round
                continue
            }
            screen(
                run.files[ordered[next]], number: next + 1, open: opened.contains(next), links: links, jobs: jobs,
                into: w
            ) {
                w.flushIfFull(into: &out)
            }
            w.flushIfFull(into: &out)
            next += 1
        }
        w.write("</main>\n")
        w.write("<script>\(HTMLReporter.script)</script>\n</body>\n</html>\n")
        w.flush(into: &out)
    }

    /// The files in the order the page shows them: those with input errors first.
    static func screenOrder(_ run: AuditRun) -> [Int] {
        run.files.indices.filter { run.files[$0].hasInputError }
            + run.files.indices.filter { !run.files[$0].hasInputError }
    }

    /// How many screens open when the page loads: the worst ones, so that a reader
    /// sees the problems to fix first without a click.
    static let screensOpenedMostSevere = 5

    /// The positions in the page (`ordered`) of the screens open when it loads:
    /// every screen with an input error, and the `screensOpenedMostSevere` screens
    /// with the most severe findings (the most of the worst severity first, then
    /// the page's order). A screen with only info findings stays closed.
    static func screensOpenedAtFirst(_ run: AuditRun, ordered: [Int]) -> Set<Int> {
        var opened = Set(ordered.indices.filter { run.files[ordered[$0]].hasInputError })
        let ranked = ordered.indices.compactMap { position -> (position: Int, severity: Severity, count: Int)? in
            let findings = run.files[ordered[position]].findings
            guard let worst = findings.map(\.severity).max(), worst > .info else { return nil }
            return (position, worst, findings.filter { $0.severity == worst }.count)
        }.sorted { ($1.severity, $1.count, $0.position) < ($0.severity, $0.count, $1.position) }
        opened.formUnion(ranked.prefix(screensOpenedMostSevere).map(\.position))
        return opened
    }

    /// How many of the screens from `next` (of these weights, elements and
    /// findings) are drawn aside at once: up to one per job, each no larger than
    /// `largestScreenDrawnAside`, all together within `drawnAsideBudget`.
    func roundSize(from next: Int, weights: [Int]) -> Int {
        guard jobs > 1 else { return 0 }
        var round = 0, total = 0
        while round < jobs, next + round < weights.count, weights[next + round] <= largestScreenDrawnAside,
            total + weights[next + round] <= drawnAsideBudget
        {
            total += weights[next + round]
            round += 1
        }
        return round
    }

    // MARK: - Summary

    private func summary(_ run: AuditRun, into w: HTMLWriter) {
        let s = run.summary
        w.write("<section class=\"summary\" aria-label=\"Summary\">\n<ul class=\"totals\">")
        w.write("<li>\(counted(s.files, "file")) audited</li>")
        if s.notAudited > 0 { w.write("<li class=\"sev-error\">\(s.notAudited) not audited</li>") }
        w.write("<li class=\"sev-error\">\(counted(s.errors, "error"))</li>")
        w.write("<li class=\"sev-warning\">\(counted(s.warnings, "warning"))</li>")
        w.write("<li class=\"sev-info\">\(s.infos) info</li>")
        if s.inputErrors > 0 {
            w.write(
                "<li class=\"sev-error\">\(counted(s.inputErrors, "input error")) in \(counted(s.filesWithInputErrors, "file"))</li>"
            )
        }
        if s.suppressed > 0 { w.write("<li>\(s.suppressed) suppressed</li>") }
        if let configuration = run.configuration {
            w.write("<li>configuration <code>\(HTMLEscaping.escape(configuration))</code></li>")
        }
        if s.baselined > 0 { w.write("<li>\(s.baselined) in the baseline</li>") }
        let verdict: String
        switch run.exitStatus {
        case 0 where run.writesBaseline && run.hasFailingFindings:
            verdict = "recorded in the baseline (--write-baseline fails on no finding)"
        case 0: verdict = "passed"
        case 1: verdict = "failed: findings at or above --fail-on \(run.failOn?.rawValue ?? "never")"
        default: verdict = "failed: input errors"
        }
        w.write("<li class=\"verdict\">\(HTMLEscaping.escape(verdict))</li></ul>\n")

        // Findings by rule: the run's rules in their order, then any other id (such as `input`).
        var counts: [String: [Severity: Int]] = [:]
        for file in run.files {
            for finding in file.findings { counts[finding.ruleID, default: [:]][finding.severity, default: 0] += 1 }
        }
        let known = run.rules.map(\.id)
        let ids = known.filter { counts[$0] != nil } + counts.keys.filter { !known.contains($0) }.sorted()
        if ids.isEmpty {
            w.write("<p class=\"none\">No findings.</p>\n")
        } else {
            w.write("<table class=\"by-rule\"><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Errors</th>")
            w.write("<th scope=\"col\">Warnings</th><th scope=\"col\">Info</th></tr></thead><tbody>\n")
            for id in ids {
                let c = counts[id] ?? [:]
                let title = run.rules.first { $0.id == id }?.title
                w.write(
                    "<tr data-rule=\"\(HTMLEscaping.escape(id))\"><th scope=\"row\">\(RuleLinks.link(id, known: known.contains(id)))"
                )
                if let title { w.write(" <span class=\"rule-title\">\(HTMLEscaping.escape(title))</span>") }
                w.write("</th>")
                for severity in [Severity.error, .warning, .info] {
                    let n = c[severity] ?? 0
                    w.write("<td class=\"\(n > 0 ? "sev-" + severity.rawValue : "zero")\">\(n)</td>")
                }
                w.write("</tr>\n")
            }
            w.write("</tbody></table>\n")
        }
        if !run.staleBaselineEntries.isEmpty {
            w.write(
                "<details class=\"stale\"><summary>\(counted(s.staleBaselineEntries, "stale baseline entry", plural: "stale baseline entries")), no longer found (fixed: rewrite the baseline)</summary><ul>\n"
            )
            for entry in run.staleBaselineEntries {
                w.write("<li><bdi>\(HTMLEscaping.escape(entry.screen))</bdi>: \(HTMLEscaping.escape(entry.rule)) on ")
                w.write("<code>\(HTMLEscaping.escape(entry.element))</code></li>\n")
            }
            w.write("</ul></details>\n")
        }
        w.write("<p class=\"controls\"><button type=\"button\" id=\"open-all\">Open all screens</button> ")
        w.write("<button type=\"button\" id=\"close-all\">Close all screens</button> ")
        w.write("<span class=\"hint\">The screens with the most severe findings are open; ")
        w.write(
            "<code>#expand-all</code> at the end of this page's address opens every one (to print or search).</span></p>\n"
        )
        w.write("</section>\n")
    }

    /// Each rule's link, made once per report rather than once per finding.
    private struct RuleLinks {
        private var known: [String: String] = [:]

        init(_ run: AuditRun) {
            for rule in run.rules where known[rule.id] == nil { known[rule.id] = RuleLinks.link(rule.id, known: true) }
        }

        subscript(id: String) -> String { known[id] ?? RuleLinks.link(id, known: false) }

        /// A relative link to the rule's page in `Rules/` (never an absolute URL).
        static func link(_ id: String, known: Bool) -> String {
            let escaped = HTMLEscaping.escape(id)
            guard known else { return "<code>\(escaped)</code>" }
            return "<a class=\"rule\" href=\"Rules/\(escaped).md\"><code>\(escaped)</code></a>"
        }
    }

    // MARK: - Screens

    private func screen(
        _ file: FileReport, number: Int, open: Bool, links: RuleLinks, jobs: Int, into w: HTMLWriter,
        flush: () -> Void
    ) {
        var counts: [Severity: Int] = [:]
        for finding in file.findings { counts[finding.severity, default: 0] += 1 }
        var classes = ["screen"]
        if file.hasInputError { classes.append("has-input-error") }
        if let worst = counts.keys.max() { classes.append("worst-" + worst.rawValue) }
        let rtl = file.hierarchy?.layoutDirection == .rightToLeft
        w.write("<details class=\"\(classes.joined(separator: " "))\" id=\"screen-\(number)\"")
        w.write(open ? " open>" : ">")
        w.write("<summary><span class=\"screen-name\"><bdi>\(HTMLEscaping.escape(file.screen))</bdi></span> ")
        w.write("<span class=\"path\"><bdi>\(HTMLEscaping.escape(file.path))</bdi></span>")
        if file.hasInputError {
            w.write(" <span class=\"count sev-error\">input error</span>")
        }
        for severity in [Severity.error, .warning, .info] {
            if let n = counts[severity] {
                let count = severity == .info ? "\(n) info" : counted(n, severity.rawValue)
                w.write(" <span class=\"count sev-\(severity.rawValue)\">\(count)</span>")
            }
        }
        if !file.hasInputError && file.findings.isEmpty { w.write(" <span class=\"count ok\">no findings</span>") }
        if let order = file.order {
            w.write(" <span class=\"meta\">\(file.elementCount) elements, \(order.stops.count) stops")
            if rtl { w.write(", right to left") }
            w.write("</span>")
        }
        if !file.suppressed.isEmpty { w.write(" <span class=\"meta\">\(file.suppressed.count) suppressed</span>") }
        w.write("</summary>\n<div class=\"screen-body\">\n")

        if file.hasInputError {
            // The located error instead of a drawing.
            for error in file.inputErrors {
                w.write("<pre class=\"input-error\"><bdi>\(HTMLEscaping.escape(file.path))</bdi>")
                w.write(
                    "\(error.location.isWholeFile ? "" : ":\(error.location.line):\(error.location.column)"): error: \(HTMLEscaping.escape(error.message))</pre>\n"
                )
            }
            if !file.findings.isEmpty { findingsList(file, links: links, jobs: jobs, into: w, flush: flush) }
        } else if let hierarchy = file.hierarchy, let order = file.order {
            let orderChange = file.findings.first { $0.ruleID == OrderSnapshot.checkRuleID }?.rendered().attachments
                .compactMap(\.orderChange).first
            w.write("<div class=\"drawing\"><div class=\"drawing-tools\">")
            w.write("<button type=\"button\" class=\"zoom\" aria-pressed=\"false\">Zoom</button> ")
            if orderChange == nil {
                w.write("<span class=\"legend\"><span class=\"lg-path\">VoiceOver path</span> ")
            } else {
                w.write("<span class=\"legend\"><span class=\"lg-path\">current order</span> ")
                w.write("<span class=\"lg-recorded\">recorded order</span> <span class=\"lg-moved\">moved</span> ")
            }
            w.write("<span class=\"lg-error\">error</span> <span class=\"lg-warning\">warning</span> ")
            w.write("<span class=\"lg-info\">info</span></span></div>")
            w.write("<div class=\"drawing-slot\"></div><template class=\"drawing\">")
            HTMLScreenDrawing(hierarchy: hierarchy, order: order, findings: file.findings, orderChange: orderChange)
                .write(to: w, flush: flush)
            w.write("</template></div>\n")
            w.write("<div class=\"side\">")
            findingsList(file, links: links, jobs: jobs, into: w, flush: flush)
            stopsList(hierarchy, order, into: w, flush: flush)
            w.write("</div>\n")
        }
        w.write("</div></details>\n")
    }

    private func findingsList(_ file: FileReport, links: RuleLinks, jobs: Int, into w: HTMLWriter, flush: () -> Void) {
        guard !file.findings.isEmpty else {
            w.write("<p class=\"none\">No findings on this screen.</p>")
            return
        }
        w.write("<ol class=\"findings\">\n")
        for (i, (finding, text)) in FindingsWithText(file.findings, jobs: jobs).enumerated() {
            let severity = finding.severity.rawValue
            w.write("<li class=\"finding sev-")
            w.write(severity)
            w.write("\"")
            w.attribute("data-element", Int(finding.elementIndex))
            w.attribute("data-finding", i)
            w.write(" tabindex=\"0\"><span class=\"sev\">")
            w.write(severity)
            w.write("</span> ")
            w.write(links[finding.ruleID])
            w.write(" <span class=\"loc\">line ")
            w.integer(finding.location.line)
            w.write(", column ")
            w.integer(finding.location.column)
            w.write("</span>")
            w.write("<div class=\"message\"><bdi>")
            w.escaped(text.message)
            w.write("</bdi></div><div class=\"element\"><bdi>")
            writeElementName(text.element, into: w)
            w.write("</bdi></div>")
            if let fix = text.fix {
                w.write("<div class=\"fix\"><span class=\"fix-label\">Fix:</span> <bdi>")
                w.escaped(fix)
                w.write("</bdi></div>")
            }
            for case .orderChange(let change) in text.attachments {
                w.write("<pre class=\"order-diff\">")
                for line in change.unifiedDiff.split(separator: "\n") {
                    let kind = line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "ctx"
                    w.write("<span class=\"\(kind)\">")
                    w.escaped(String(line))
                    w.write("</span>\n")
                }
                w.write("</pre>")
            }
            w.write("</li>\n")
            flush()
        }
        w.write("</ol>\n")
    }

    /// The element's name, escaped: escaping goes scalar by scalar, so the parts
    /// are escaped one by one rather than joined first.
    private func writeElementName(_ element: ElementReference, into w: HTMLWriter) {
        w.escaped(element.className)
        w.write(" (")
        w.escaped(element.role)
        w.write(")")
        if let identifier = element.accessibilityIdentifier, !identifier.isEmpty, element.id == nil {
            w.write(" &#39;")
            w.escaped(identifier)
            w.write("&#39;")
        }
        w.write(" ")
        w.escaped(element.path)
    }

    /// The stops as text, so the order can be read without the drawing (and by a screen reader).
    private func stopsList(_ hierarchy: Hierarchy, _ order: VoiceOverOrder, into w: HTMLWriter, flush: () -> Void) {
        w.write(
            "<details class=\"stops\"><summary>VoiceOver order: \(counted(order.stops.count, "stop"))</summary>"
        )
        w.write("<template class=\"stops\"><ol class=\"stops\">")
        for stop in order.stops {
            w.write("<li")
            w.attribute("data-element", Int(stop))
            w.write("><bdi>")
            HTMLScreenDrawing.writeSpoken(hierarchy[stop], into: w)
            w.write("</bdi></li>")
            flush()
        }
        w.write("</ol></template></details>")
    }
}
