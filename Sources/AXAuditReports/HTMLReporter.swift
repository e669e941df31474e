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
                let word = severity == .info ? "info" : severity.rawValue + (n == 1 ? "" : "s")
                w.write(" <span class=\"count sev-\(severity.rawValue)\">\(n) \(word)</span>")
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

    // MARK: - Style and behaviour (constant: no report data in here)

    static let css = """
        :root{--error:#c62828;--warning:#e65100;--info:#1565c0;--ink:#1d1d1f;--muted:#6b6b70;--line:#d0d0d6;--path:#7b1fa2;--recorded:#00897b;--moved:#f57c00}
        *{box-sizing:border-box}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);margin:0;padding:16px 24px;background:#f6f6f8}
        h1{font-size:22px;margin:0}
        header{display:flex;gap:12px;align-items:baseline}
        .tool{color:var(--muted);margin:0}
        .summary{background:#fff;border:1px solid var(--line);border-radius:8px;padding:10px 16px;margin:12px 0}
        .totals{list-style:none;display:flex;flex-wrap:wrap;gap:8px 18px;padding:0;margin:0 0 8px;font-weight:600}
        .totals .verdict{font-weight:400;color:var(--muted)}
        table.by-rule{border-collapse:collapse;margin:6px 0}
        .by-rule th,.by-rule td{border-bottom:1px solid var(--line);padding:3px 12px;text-align:left}
        .by-rule td{text-align:right;font-variant-numeric:tabular-nums}
        .by-rule td.zero{color:#bbb}
        .rule-title{font-weight:400;color:var(--muted)}
        .groups{background:#fff;border:1px solid var(--line);border-radius:8px;padding:10px 16px;margin:12px 0}
        .groups h2{font-size:16px;margin:0 0 6px}
        table.groups{border-collapse:collapse;border:0;padding:0;margin:0}
        table.groups th,table.groups td{border-bottom:1px solid var(--line);padding:3px 12px;text-align:left;vertical-align:top}
        table.groups td.screens{font-size:12px}
        .sev-error{color:var(--error)}.sev-warning{color:var(--warning)}.sev-info{color:var(--info)}
        details.screen{background:#fff;border:1px solid var(--line);border-left:6px solid #9e9e9e;border-radius:8px;margin:10px 0}
        details.screen.worst-error,details.screen.has-input-error{border-left-color:var(--error)}
        details.screen.worst-warning{border-left-color:var(--warning)}
        details.screen.worst-info{border-left-color:var(--info)}
        details.screen>summary{cursor:pointer;padding:8px 12px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
        .screen-name{font-weight:700;font-size:16px}
        .path,.meta{color:var(--muted)}
        .count{font-weight:600}.count.ok{color:#2e7d32}
        .screen-body{display:flex;flex-wrap:wrap;gap:16px;padding:4px 12px 12px;align-items:flex-start}
        .drawing{flex:1 1 420px;min-width:280px;max-width:900px}
        .drawing-tools{display:flex;gap:10px;align-items:center;margin-bottom:4px;font-size:12px;color:var(--muted)}
        .legend span{margin-right:8px}
        .legend span::before{content:"";display:inline-block;width:14px;height:0;border-top:3px solid;vertical-align:middle;margin-right:4px}
        .lg-path::before{border-color:var(--path)!important}.lg-error::before{border-color:var(--error)!important}
        .lg-warning::before{border-color:var(--warning)!important}.lg-info::before{border-color:var(--info)!important}
        .lg-recorded::before{border-color:var(--recorded)!important;border-top-style:dashed!important}
        .lg-moved::before{border-color:var(--moved)!important}
        pre.order-diff{font-size:12px;background:#f6f6f8;border:1px solid var(--line);padding:6px;margin:4px 0;overflow:auto;white-space:pre}
        pre.order-diff .add{color:#1b5e20;background:#e8f5e9}pre.order-diff .del{color:#b71c1c;background:#ffebee}
        .drawing-slot{overflow:auto;border:1px solid var(--line);background:#fafafa;max-height:88vh}
        .drawing-slot svg.screen{display:block;width:100%;height:auto;max-height:86vh}
        .drawing-slot svg.screen.tall{max-height:none}
        .drawing.zoomed .drawing-slot svg.screen{width:300%;max-height:none}
        .side{flex:1 1 360px;min-width:260px}
        .input-error{color:var(--error);white-space:pre-wrap;background:#fff5f5;border:1px solid #f3c2c2;padding:8px;margin:4px 0;flex:1 1 100%}
        ol.findings{margin:0;padding-left:22px}
        li.finding{margin:0 0 8px;padding:4px 6px;border-radius:4px;cursor:pointer;color:var(--ink)}
        li.finding .sev{font-weight:700;text-transform:uppercase;font-size:11px}
        li.finding.sev-error .sev{color:var(--error)}li.finding.sev-warning .sev{color:var(--warning)}li.finding.sev-info .sev{color:var(--info)}
        li.finding.hl,li.finding:focus{background:#fff3c4;outline:none}
        .loc,.element{color:var(--muted);font-size:12px}
        .message{white-space:pre-wrap}
        .fix{white-space:pre-wrap;font-size:13px}.fix-label{font-weight:600}
        details.stops{margin-top:10px}details.stops>summary{cursor:pointer;color:var(--muted)}
        ol.stops{font-size:12px;padding-left:34px;margin:4px 0;max-height:400px;overflow:auto;white-space:pre-wrap}
        ol.stops li.hl{background:#fff3c4}
        .none{color:var(--muted)}
        svg.screen .el>rect{fill:none;stroke:#90909a}
        svg.screen .el.stop>rect{fill:#eef3fb;stroke:#5b6b86}
        svg.screen .el.inner>rect{stroke:#c4c4cc}
        svg.screen .el.hidden>rect{stroke:#d8d8de;stroke-dasharray:4 3}
        svg.screen .el.hidden{opacity:.5}
        svg.screen .el text{fill:#33333a;font-family:system-ui,sans-serif}
        svg.screen .el .cross{stroke:#b0b0ba}
        svg.screen .el text.nolabel{fill:#8a8a92;font-style:italic}
        svg.screen .el text.ax-label{fill:#4a5a8a;font-style:italic}
        p.controls .hint{color:var(--muted);font-size:.9em}
        details.more-groups>summary{cursor:pointer;color:var(--muted);margin:6px 0}
        svg.screen .el.stop text.nolabel{fill:var(--error)}
        svg.screen rect.finding{fill:none}
        svg.screen rect.finding.sev-error{stroke:var(--error)}
        svg.screen rect.finding.sev-warning{stroke:var(--warning)}
        svg.screen rect.finding.sev-info{stroke:var(--info)}
        svg.screen polyline.path{fill:none;stroke:var(--path);stroke-linejoin:round;stroke-linecap:round;opacity:.75}
        svg.screen .badge circle{fill:var(--path);stroke:#fff}
        svg.screen polyline.path.recorded{stroke:var(--recorded);opacity:.9}
        svg.screen .badge.moved circle,svg.screen .badge.added circle{stroke:var(--moved);stroke-width:3}
        svg.screen .badge text.was{fill:var(--moved);font-size:90%;text-anchor:start;stroke:#fff;paint-order:stroke}
        svg.screen .badge text{fill:#fff;font-family:system-ui,sans-serif;font-weight:700;text-anchor:middle;dominant-baseline:central}
        svg.screen .hl>rect,svg.screen rect.hl{fill:rgba(255,214,0,.35)!important}
        svg.screen rect.finding.hl{fill:rgba(255,214,0,.35)!important}
        svg.screen .badge.hl circle{fill:#f9a825}
        svg.screen [data-element]{cursor:pointer}
        """

    static let script = """
        (function(){
        "use strict";
        function draw(screen){
          if(screen.dataset.drawn)return;
          screen.dataset.drawn="1";
          screen.querySelectorAll("template").forEach(function(t){
            var slot=t.classList.contains("drawing")?t.parentNode.querySelector(".drawing-slot"):null;
            if(slot)slot.appendChild(t.content.cloneNode(true));else t.parentNode.insertBefore(t.content.cloneNode(true),t);
          });
        }
        document.addEventListener("toggle",function(e){var d=e.target;if(d.classList&&d.classList.contains("screen")&&d.open)draw(d);},true);
        function all(open){document.querySelectorAll("details.screen").forEach(function(d){if(open)draw(d);d.open=open;});}
        function mark(screen,id,on){
          if(!/^[0-9]+$/.test(id))return;
          screen.querySelectorAll('[data-element="'+id+'"]').forEach(function(n){n.classList.toggle("hl",on);});
        }
        function target(e){var n=e.target.closest&&e.target.closest("[data-element]");var s=n&&n.closest("details.screen");return n&&s?{n:n,s:s}:null;}
        var pinned=null;
        document.addEventListener("mouseover",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,true);});
        document.addEventListener("mouseout",function(e){var t=target(e);if(t&&!(pinned&&pinned.s===t.s&&pinned.id===t.n.dataset.element))mark(t.s,t.n.dataset.element,false);});
        document.addEventListener("click",function(e){
          var z=e.target.closest&&e.target.closest("button.zoom");
          if(z){var d=z.closest(".drawing");var on=d.classList.toggle("zoomed");z.setAttribute("aria-pressed",on?"true":"false");return;}
          if(e.target.id==="open-all"){all(true);return;}
          if(e.target.id==="close-all"){all(false);return;}
          if(e.target.closest&&e.target.closest("a"))return;
          var t=target(e);
          if(pinned)mark(pinned.s,pinned.id,false);
          if(!t){pinned=null;return;}
          var id=t.n.dataset.element;
          if(pinned&&pinned.s===t.s&&pinned.id===id){pinned=null;return;}
          pinned={s:t.s,id:id};mark(t.s,id,true);
          var other=t.n.tagName.toLowerCase()==="li"?t.s.querySelector('svg [data-element="'+id+'"]'):t.s.querySelector('li.finding[data-element="'+id+'"]');
          if(other&&other.scrollIntoView)other.scrollIntoView({block:"nearest"});
        });
        document.addEventListener("focusin",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,true);});
        document.addEventListener("focusout",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,false);});
        function fromHash(){
          var h=location.hash;
          if(h==="#expand-all"||/[?&]expand-all\\b/.test(location.search)){all(true);return;}
          var d=h.length>1&&document.getElementById(h.slice(1));
          if(d&&d.classList.contains("screen")){draw(d);d.open=true;}
        }
        window.addEventListener("hashchange",fromHash);
        fromHash();
        document.querySelectorAll("details.screen[open]").forEach(draw);
        })();
        """
}
