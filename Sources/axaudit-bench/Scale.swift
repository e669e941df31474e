import AXAuditKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `axaudit-bench scale`: each hostile shape at n and at 4n, timed in the
/// release binary; a time or memory ratio far above 4 (about 6, for a shared
/// machine's noise) says that some rule, report or matcher costs more than
/// near-linear time or memory in that shape.
struct ScaleShape {
    var name: String
    /// What the shape stresses (rule, report or matcher).
    var stresses: String
    var n: Int
    /// Writes the shape at `count` into `directory`; returns the arguments of
    /// `axaudit audit` after the binary (inputs and options).
    var write: (_ count: Int, _ directory: String) throws -> [String]
}

/// One shape's figures: the median time and peak memory at n and 4n.
struct ScaleRow {
    var shape: ScaleShape
    var small: Measurement
    var large: Measurement
    var timeRatio: Double { large.median / small.median }
    var memoryRatio: Double { Double(large.maxRSS) / Double(max(1, small.maxRSS)) }
    var statuses: Set<Int32> { small.statuses.union(large.statuses) }
}

enum ScaleShapes {
    /// Above this, a ratio is a failure to explain.
    static let limit = 6.0

    static func button(_ id: String, _ frame: String, label: String) -> String {
        #"<element id="\#(id)" class="UIButton" inherits="UIControl UIView" frame="\#(frame)" accessibilityLabel="\#(label)" accessibilityTraits="button"/>"#
            + "\n"
    }

    static func screenStart(name: String = "Scale") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"\(name)\">\n"
            + "<element class=\"UIWindow\" frame=\"0 0 390 844\">\n"
    }

    static let screenEnd = "</element>\n</hierarchy>\n"

    static func screen(_ body: String, name: String = "Scale") -> String {
        screenStart(name: name) + body + screenEnd
    }

    static func writeFile(_ text: String, _ path: String) throws(BenchError) {
        let w = try StreamWriter(path: path)
        w.write(text)
        w.close()
    }

    /// Writes `body(i)` for each of `count` into one screen file; returns its path.
    static func screenFile(
        _ directory: String, _ name: String, count: Int, _ body: (Int) -> String
    ) throws(BenchError) -> String {
        let path = directory + "/" + name + ".xml"
        let w = try StreamWriter(path: path)
        w.write(screenStart())
        for i in 0..<count { w.write(body(i)) }
        w.write(screenEnd)
        w.close()
        return path
    }

    static let quiet = ["--fail-on", "never", "--jobs", "1", "--quiet"]

    static func all() -> [ScaleShape] {
        var shapes: [ScaleShape] = [
            ScaleShape(name: "buttons sharing a frame", stresses: "overlapping-controls", n: 16_000) { n, dir in
                [try screenFile(dir, "stack", count: n) { button("b\($0)", "0 0 100 44", label: "Button \($0)") }]
                    + quiet
            },
            ScaleShape(name: "buttons a hundredth apart", stresses: "overlapping-controls", n: 8_000) { n, dir in
                [
                    try screenFile(dir, "shifted", count: n) {
                        button("b\($0)", "\(Double($0) / 100) 0 100 44", label: "Button \($0)")
                    }
                ] + quiet
            },
            ScaleShape(name: "tall buttons side by side", stresses: "overlapping-controls", n: 16_000) { n, dir in
                [try screenFile(dir, "columns", count: n) { button("b\($0)", "\($0 * 2) 0 1 800", label: "B\($0)") }]
                    + quiet
            },
            ScaleShape(name: "one card, a long label and many texts", stresses: "card-aggregated-label", n: 4_000) {
                n, dir in
                let label = (0..<(n * 50)).map { "w\($0 % 997)" }.joined(separator: " ")
                let texts = (0..<n).map {
                    #"<element class="UILabel" frame="0 \#($0) 300 1" text="w\#($0 % 997) extra\#($0)"/>"#
                }.joined(separator: "\n")
                let body =
                    #"<element class="UICollectionView" frame="0 0 390 844"><element class="ProductCardCell" inherits="UICollectionViewCell UIView" frame="0 0 390 800" isAccessibilityElement="true" accessibilityLabel="\#(label)">"#
                    + texts + "</element></element>\n"
                try writeFile(screen(body), dir + "/card.xml")
                return [dir + "/card.xml"] + quiet
            },
            ScaleShape(name: "one element over many texts its label leaves out", stresses: "text-not-spoken", n: 8_000)
            {
                n, dir in
                let texts = (0..<n).map {
                    #"<element class="UILabel" frame="0 \#($0 % 800) 300 1" text="Detail number \#($0)"/>"#
                }.joined(separator: "\n")
                let body =
                    #"<element class="RowView" frame="0 0 390 800" isAccessibilityElement="true" accessibilityLabel="Go" accessibilityTraits="button">"#
                    + texts + "</element>\n"
                try writeFile(screen(body), dir + "/owner.xml")
                return [dir + "/owner.xml"] + quiet
            },
            ScaleShape(
                name: "a snapshot with every 8th stop changed", stresses: "reading-order-changed, diff", n: 20_000
            ) {
                n, dir in
                let path = try screenFile(dir, "Order", count: n) { i in
                    #"<element id="t\#(i)" class="UILabel" frame="0 \#(i) 300 1" text="Line \#(i)"/>"# + "\n"
                }
                try makeDirectory(dir + "/snaps")
                var recorded = "# axaudit VoiceOver order, format 1, screen \"Scale\"\n"
                for i in 0..<n {
                    recorded += i % 8 == 3 ? "\"Old line \(i)\"  [id \"t\(i)\"]\n" : "\"Line \(i)\"  [id \"t\(i)\"]\n"
                }
                try writeFile(recorded, dir + "/snaps/Scale.order")
                return [path, "--order-snapshots", dir + "/snaps", "--fail-on", "never", "--jobs", "1"]
                    + ["--report", "text:" + dir + "/o.txt", "--report", "json:" + dir + "/o.json"]
                    + ["--report", "junit:" + dir + "/o.xml", "--report", "sarif:" + dir + "/o.sarif"]
                    + ["--report", "github:" + dir + "/o.github", "--report", "html:" + dir + "/o.html"]
            },
            ScaleShape(
                name: "a 256-character class pattern over long class names", stresses: "roles, ignore, exclude globs",
                n: 2_000
            ) { n, dir in
                let pattern = String(repeating: "*a", count: 127) + "*b"
                let className = "C" + String(repeating: "a", count: 500)
                let path = try screenFile(dir, "glob", count: n) { i in
                    #"<element class="\#(className)\#(i)" frame="0 \#(i) 300 1" isAccessibilityElement="true" accessibilityTraits="button"/>"#
                        + "\n"
                }
                try writeFile(
                    #"{"roles": [{"classPattern": "\#(pattern)", "role": "control"}], "exclude": ["\#(pattern)"], "rules": {"element-label": {"ignore": {"classes": ["\#(pattern)"], "identifiers": ["\#(pattern)"]}}}}"#,
                    dir + "/glob.json")
                return [path, "--config", dir + "/glob.json"] + quiet
            },
            ScaleShape(name: "deep nesting", stresses: "import, order, every rule's walk", n: 2_400) { n, dir in
                var body = ""
                for i in 0..<n { body += #"<element class="UIView" frame="0 0 390 844" id="v\#(i)">"# }
                body += #"<element class="UIButton" inherits="UIControl UIView" frame="0 0 44 44"/>"#
                body += String(repeating: "</element>", count: n) + "\n"
                try writeFile(screen(body), dir + "/deep.xml")
                return [dir + "/deep.xml"] + quiet
            },
            ScaleShape(name: "one label on every button of a list", stresses: "duplicate-label", n: 20_000) { n, dir in
                [
                    try screenFile(dir, "dupes", count: n) { i in
                        #"<element class="UITableViewCell" frame="0 \#(i * 44) 390 44"><element class="UIButton" inherits="UIControl UIView" frame="300 \#(i * 44) 80 44" accessibilityLabel="Buy"/></element>"#
                            + "\n"
                    }
                ] + quiet
            },
            ScaleShape(name: "a long label", stresses: "label-quality, element-label, words", n: 256 * 1024) {
                n, dir in
                let label = (0..<(n / 8)).map { "word\($0 % 100)" }.joined(separator: " ")
                try writeFile(screen(button("long", "0 0 100 44", label: label)), dir + "/long.xml")
                return [dir + "/long.xml"] + quiet
            },
            ScaleShape(name: "many lists of cells", stresses: "cell rules, containers", n: 4_000) { n, dir in
                [
                    try screenFile(dir, "lists", count: n) { i in
                        #"<element class="UITableView" frame="0 \#(i * 100) 390 100">"#
                            + (0..<3).map { c in
                                #"<element class="UITableViewCell" frame="0 \#(i * 100 + c * 33) 390 33"><element class="UILabel" frame="16 \#(i * 100 + c * 33) 200 20" text="Row \#(c)"/><element class="UISwitch" inherits="UIControl UIView" frame="330 \#(i * 100 + c * 33) 50 30"/></element>"#
                            }.joined() + "</element>\n"
                    }
                ] + quiet
            },
            ScaleShape(
                name: "texts and images in rows", stresses: "text-not-spoken, image-label, reading order", n: 20_000
            ) {
                n, dir in
                [
                    try screenFile(dir, "rows", count: n) { i in
                        #"<element class="UILabel" frame="\#(i % 3 * 120) \#(i / 3 * 30) 100 20" text="Text \#(i) ★★★★☆"/><element class="UIImageView" frame="\#(i % 3 * 120 + 100) \#(i / 3 * 30) 20 20" isAccessibilityElement="true"/>"#
                            + "\n"
                    }
                ] + quiet
            },
        ]
        for format in ReportFormat.allCases {
            shapes.append(
                ScaleShape(
                    name: "\(format.rawValue) report of many findings", stresses: "\(format.rawValue) report", n: 20_000
                ) {
                    n, dir in
                    let path = try screenFile(dir, "findings", count: n) { i in
                        #"<element class="UIImageView" id="img\#(i)" frame="0 \#(i) 20 20" isAccessibilityElement="true"/>"#
                            + "\n"
                    }
                    return [
                        path, "--fail-on", "never", "--jobs", "1", "--format", format.rawValue, "--output",
                        dir + "/report." + format.sampleFileExtension,
                    ]
                })
        }
        shapes.append(
            ScaleShape(name: "many screens with one problem", stresses: "problem groups, text summary", n: 200) {
                n, dir in
                var paths: [String] = []
                for i in 0..<n {
                    let path = dir + "/screen\(i).xml"
                    try writeFile(
                        screen(
                            #"<element class="UIImageView" frame="0 0 20 20" isAccessibilityElement="true"/>"#,
                            name: "S\(i)"),
                        path)
                    paths.append(path)
                }
                return [dir, "--fail-on", "never", "--jobs", "1"]
            })
        return shapes
    }
}

func runScale(_ args: Arguments) throws(BenchError) {
    let axaudit = args.values["--axaudit"] ?? ".build/release/axaudit"
    guard access(axaudit, X_OK) == 0 else {
        throw BenchError("no axaudit binary at \(axaudit): run `swift build -c release` first, or give --axaudit PATH")
    }
    let repeats = try args.int("--repeat") ?? 3
    let only = args.values["--only"]
    var template = Array("/tmp/axaudit-scale.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw BenchError("mkdtemp failed") }
    let root = String(cString: made)
    defer { _ = Process.run(["rm", "-rf", root]) }
    print(
        "axaudit-bench scale: \(axaudit), median of \(repeats) runs at n and 4n (taking turns); peak RSS by /usr/bin/time"
    )
    var rows: [ScaleRow] = []
    for (k, shape) in ScaleShapes.all().enumerated() {
        if let only, !shape.name.contains(only) && !shape.stresses.contains(only) { continue }
        var commands: [[String]] = []
        for count in [shape.n, 4 * shape.n] {
            let dir = root + "/\(k)-\(count)"
            try makeDirectory(dir)
            do {
                commands.append([axaudit, "audit"] + (try shape.write(count, dir)))
            } catch {
                throw BenchError("cannot write the shape '\(shape.name)': \(error)")
            }
        }
        let measured = Measurement.interleaved(repeats, commands)
        let row = ScaleRow(shape: shape, small: measured[0], large: measured[1])
        rows.append(row)
        print(ScaleTable.line(row))
    }
    print("")
    print(ScaleTable.markdown(rows))
}

enum ScaleTable {
    static func line(_ r: ScaleRow) -> String {
        "\(r.shape.name) (\(r.shape.stresses)): n \(r.shape.n): \(ms(r.small.median)), 4n: \(ms(r.large.median)), "
            + "time x\(fmt(r.timeRatio, 2)), memory x\(fmt(r.memoryRatio, 2))"
            + " (exit \(r.statuses.sorted().map(String.init).joined(separator: ",")))"
            + (r.timeRatio > ScaleShapes.limit || r.memoryRatio > ScaleShapes.limit
                ? "  ABOVE \(fmt(ScaleShapes.limit, 0))" : "")
    }

    static func markdown(_ rows: [ScaleRow]) -> String {
        var out = "| shape | stresses | n | time n | time 4n | ratio | memory n | memory 4n | memory ratio |\n"
        out += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for r in rows {
            let flag =
                r.timeRatio > ScaleShapes.limit || r.memoryRatio > ScaleShapes.limit
                ? " **(above \(fmt(ScaleShapes.limit, 0)))**" : ""
            out +=
                "| \(r.shape.name)\(flag) | \(r.shape.stresses) | \(r.shape.n) | \(ms(r.small.median)) | \(ms(r.large.median)) | "
                + "\(fmt(r.timeRatio, 2)) | \(formatBytes(r.small.maxRSS)) | \(formatBytes(r.large.maxRSS)) | \(fmt(r.memoryRatio, 2)) |\n"
        }
        return out
    }
}
