struct Row {
    var workload: String
    var axaudit: Measurement
    var xmllint: Measurement?
    var baseline: Measurement?
    var bytes: Int
    var elements: Int
    var target: String = ""
}

/// The table's header and one line of cells per row, for the console and for Markdown.
func tableCells(_ rows: [Row]) -> (header: [String], lines: [[String]]) {
    let withBaseline = rows.contains { $0.baseline != nil }
    var header = [
        "workload", "elements", "file size", "axaudit", "xmllint", "ratio", "ax RSS", "RSS/size", "xl RSS", "target",
    ]
    if withBaseline { header.insert(contentsOf: ["before", "before RSS"], at: 9) }
    var lines: [[String]] = []
    for r in rows {
        let ax = r.axaudit.median
        let xl = r.xmllint?.median
        let statuses = r.axaudit.statuses.filter { $0 != 0 && $0 != 1 }
        lines.append([
            r.workload
                + (statuses.isEmpty ? "" : " (exit \(statuses.sorted().map(String.init).joined(separator: ",")))"),
            String(r.elements), formatBytes(r.bytes),
            ms(ax), xl.map(ms) ?? "-", xl.map { fmt(ax / $0, 2) + "x" } ?? "-",
            // No process of its own (workload (f)): no peak RSS.
            r.axaudit.maxRSS == 0 ? "-" : formatBytes(r.axaudit.maxRSS),
            r.axaudit.maxRSS == 0 ? "-" : fmt(Double(r.axaudit.maxRSS) / Double(r.bytes), 2) + "x",
            r.xmllint.map { formatBytes($0.maxRSS) } ?? "-", r.target,
        ])
        if withBaseline {
            lines[lines.count - 1].insert(
                contentsOf: [
                    r.baseline.map { ms($0.median) + " (" + fmt($0.median / ax, 1) + "x)" } ?? "-",
                    r.baseline.map { formatBytes($0.maxRSS) } ?? "-",
                ], at: 9)
        }
    }
    return (header, lines)
}

func printTable(_ rows: [Row]) {
    let (header, body) = tableCells(rows)
    let lines = [header] + body
    let widths = header.indices.map { c in lines.map { $0[c].count }.max()! }
    for (i, line) in lines.enumerated() {
        print(
            line.enumerated().map { c, cell in
                c == 0 ? cell.padding(widths[c]) : cell.leftPadding(widths[c])
            }.joined(separator: "  "))
        if i == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}
