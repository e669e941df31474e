import AXAudit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: axaudit-bench generate --out DIR [--size 100MB | --screens 2000 --screen-size 50KB
                                             | --shape container|card --elements N] [--seed N]
           axaudit-bench run [--quick] [--dir DIR] [--keep] [--axaudit PATH] [--xmllint PATH]
                             [--only a,b,c,d,e] [--repeat N] [--baseline PATH] [--markdown FILE]
           axaudit-bench profile FILE [--repeat N]   in-process import / order / audit phases
           axaudit-bench export [--views N] [--repeat N]   exporting one screen of N views (AXAuditExport)
           axaudit-bench scale [--axaudit PATH] [--repeat N] [--only TEXT]   each hostile shape at n and 4n

    Sizes: 100MB, 50KB, 5KB (1 KB = 1,024 bytes). Output is deterministic for a seed (default 42).
    run: generates the workloads (into a temporary directory unless --dir), then times the release
    axaudit binary (default .build/release/axaudit) against `xmllint --stream --noout` on the same
    files, median of --repeat runs (default 5; 20 for the 5 KB screen), and prints a table. The
    commands of a workload (xmllint, axaudit, the baseline) take turns, run after run.
    (e) writes each report format of the 100 MB file to a file (not part of the default a,b,c,d).
    --quick scales every workload down 10x. --baseline PATH also times another axaudit binary
    (e.g. a build from before a change) on the same files, for before/after columns.
    --markdown FILE also writes the table as Markdown, with the machine, the command and what each
    workload stands for; in a FILE that has the lines "<!-- axaudit-bench run: start -->" and
    "<!-- axaudit-bench run: end -->" only the part between them is replaced (docs/performance.md).
    scale: builds each hostile input shape (controls sharing a frame, a long label over many texts,
    a snapshot diff, long glob patterns, deep nesting, each report format, ...) at n and 4n and prints
    the time and peak-memory ratios of the release binary; a ratio above about 6 is a failure to explain.
    """

struct Arguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ args: ArraySlice<String>, flags known: Set<String>) throws(BenchError) {
        var rest = args
        while let a = rest.popFirst() {
            if a.hasPrefix("--") {
                if let eq = a.firstIndex(of: "=") {
                    values[String(a[..<eq])] = String(a[a.index(after: eq)...])
                } else if known.contains(a) {
                    flags.insert(a)
                } else {
                    guard let v = rest.popFirst() else { throw BenchError("option \(a) needs a value") }
                    values[a] = v
                }
            } else {
                positional.append(a)
            }
        }
    }

    func size(_ name: String) throws(BenchError) -> Int? {
        guard let v = values[name] else { return nil }
        guard let n = parseSize(v) else { throw BenchError("\(name) '\(v)' is not a size like 100MB, 50KB or 4096") }
        return n
    }

    func int(_ name: String) throws(BenchError) -> Int? {
        guard let v = values[name] else { return nil }
        guard let n = Int(v), n > 0 else { throw BenchError("\(name) '\(v)' is not a positive whole number") }
        return n
    }
}

func makeDirectory(_ path: String) throws(BenchError) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
        current += "/" + part
        if mkdir(current, 0o755) != 0 && errno != EEXIST {
            throw BenchError("cannot create directory \(current): \(String(cString: strerror(errno)))")
        }
    }
}

func generate(_ args: Arguments) throws(BenchError) {
    guard let dir = args.values["--out"] else { throw BenchError("generate needs --out DIR") }
    try makeDirectory(dir)
    let seed = UInt64(try args.int("--seed") ?? 42)
    if let shapeName = args.values["--shape"] {
        guard let shape = HierarchyGenerator.Shape(rawValue: shapeName) else {
            throw BenchError("--shape is container or card")
        }
        let n = try args.int("--elements") ?? 10_000
        let path = "\(dir)/\(shape.rawValue)-\(n).xml"
        let r = try Workloads.writeShape(path: path, shape: shape, count: n)
        print("\(path): \(formatBytes(r.bytes)), \(r.elements) elements")
    } else if let screens = try args.int("--screens") {
        let each = try args.size("--screen-size") ?? 50 * 1024
        let r = try Workloads.writeScreens(directory: dir, count: screens, bytes: each, seed: seed)
        print("\(dir): \(screens) screens, \(formatBytes(r.bytes)), \(r.elements) elements")
    } else {
        let size = try args.size("--size") ?? 100 * 1_048_576
        let path = "\(dir)/hierarchy-\(args.values["--size"] ?? "100MB").xml"
        let r = try Workloads.writeScreen(path: path, name: "Generated", bytes: size, seed: seed)
        print("\(path): \(formatBytes(r.bytes)), \(r.elements) elements")
    }
}

// MARK: - run

/// Finds xmllint, installing libxml2-utils with apt-get when we may.
func locateXmllint(_ given: String?) -> String? {
    if let given { return given }
    if let found = Process.findInPath("xmllint") { return found }
    print("xmllint is not installed (package libxml2-utils).")
    guard getuid() == 0, let apt = Process.findInPath("apt-get") else {
        print("Install it with: sudo apt-get install -y libxml2-utils   (xmllint columns are skipped)")
        return nil
    }
    print("Installing it: apt-get install -y libxml2-utils")
    if Process.run([apt, "-o", "DPkg::Lock::Timeout=300", "install", "-y", "libxml2-utils"], quiet: false).status != 0 {
        print("Retrying after apt-get update")
        _ = Process.run([apt, "-o", "DPkg::Lock::Timeout=300", "update"], quiet: false)
        _ = Process.run([apt, "-o", "DPkg::Lock::Timeout=300", "install", "-y", "libxml2-utils"], quiet: false)
    }
    if let found = Process.findInPath("xmllint") { return found }
    print("Could not install xmllint; run: apt-get update && apt-get install -y libxml2-utils")
    return nil
}

func ms(_ seconds: Double) -> String {
    seconds < 1 ? fmt(seconds * 1000, 1) + " ms" : fmt(seconds, 2) + " s"
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPadding(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

func verdict(_ met: Bool, _ text: String) -> String { (met ? "met: " : "MISSED: ") + text }

func runBench(_ args: Arguments) throws(BenchError) {
    let quick = args.flags.contains("--quick")
    let scale = quick ? 10 : 1
    let repeats = try args.int("--repeat") ?? 5
    let only = Set((args.values["--only"] ?? "a,b,c,d").split(separator: ",").map(String.init))
    let axaudit = args.values["--axaudit"] ?? ".build/release/axaudit"
    guard access(axaudit, X_OK) == 0 else {
        throw BenchError("no axaudit binary at \(axaudit): run `swift build -c release` first, or give --axaudit PATH")
    }
    if let path = args.values["--markdown"] {
        // Found out now, not after minutes of measuring.
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard access(directory.isEmpty ? "/" : directory, W_OK) == 0 else {
            throw BenchError("cannot write --markdown \(path): \(directory) is not a writable directory")
        }
    }
    let xmllint = locateXmllint(args.values["--xmllint"])
    let baseline = args.values["--baseline"]
    var dir: String
    let temporary = args.values["--dir"] == nil
    if let given = args.values["--dir"] {
        dir = given
        try makeDirectory(dir)
    } else {
        var template = Array("/tmp/axaudit-bench.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchError("mkdtemp failed") }
        dir = String(cString: made)
    }
    print(
        "workloads in \(dir)\(quick ? " (--quick: sizes / 10)" : ""); median of \(repeats) runs (20 for the small screen)"
    )
    print(
        "axaudit: \(axaudit) audit FILE... --fail-on never --jobs N --quiet; xmllint: \(xmllint ?? "missing") --stream --noout FILE..."
    )
    print(
        "wall: median; peak RSS: "
            + (Process.hasGNUTime
                ? "/usr/bin/time %M (one extra run)"
                : "wait4 of the spawned child (includes this process's own memory: no GNU /usr/bin/time)"))
    var rows: [Row] = []
    var ratios: [String] = []

    /// `report` (format, file) writes that report instead of the quiet text.
    func axauditArgs(_ paths: [String], jobs: Int = 1, report: (ReportFormat, String)? = nil) -> [String] {
        let output = report.map { ["--format", $0.0.rawValue, "--output", $0.1] } ?? ["--quiet"]
        return [axaudit, "audit"] + paths + ["--fail-on", "never", "--jobs", String(jobs)] + output
    }
    func xmllintArgs(_ paths: [String]) -> [String]? {
        xmllint.map { [$0, "--stream", "--noout"] + paths }
    }
    /// `target` judges the run with the last of `jobs` (the others are shown for comparison).
    func measure(
        _ name: String, _ paths: [String], bytes: Int, elements: Int, times: Int, jobs: [Int] = [1],
        report: (ReportFormat, String)? = nil, xmllint: Measurement? = nil,
        target: (Double, Double?, Int) -> String
    ) -> [Row] {
        // xmllint (unless measured already), then axaudit and the baseline for each
        // number of jobs, all taking turns.
        var commands: [[String]] = []
        var xmllintCommand: Int?
        if xmllint == nil, let arguments = xmllintArgs(paths) {
            xmllintCommand = commands.count
            commands.append(arguments)
        }
        var axauditCommands: [(axaudit: Int, baseline: Int?)] = []
        for j in jobs {
            let arguments = axauditArgs(paths, jobs: j, report: report)
            let axaudit = commands.count
            commands.append(arguments)
            var before: Int?
            if let baseline {
                before = commands.count
                commands.append([baseline] + arguments.dropFirst())
            }
            axauditCommands.append((axaudit, before))
        }
        let measured = Measurement.interleaved(times, commands)
        let xl = xmllint ?? xmllintCommand.map { measured[$0] }
        var result: [Row] = []
        for (j, indices) in zip(jobs, axauditCommands) {
            let ax = measured[indices.axaudit]
            let before = indices.baseline.map { measured[$0] }
            let label = jobs.count > 1 ? "\(name) --jobs \(j)" : name
            result.append(
                Row(
                    workload: label, axaudit: ax, xmllint: xl, baseline: before, bytes: bytes, elements: elements,
                    target: j == jobs.last ? target(ax.median, xl?.median, ax.maxRSS) : ""))
        }
        return result
    }

    let bigPath = dir + "/big-\(100 / scale)MB.xml"
    var big: (bytes: Int, elements: Int)?
    var bigXmllint: Measurement?
    /// The 100 MB file, written once for (a) and (e).
    func bigFile() throws(BenchError) -> (bytes: Int, elements: Int) {
        if let big { return big }
        let r = try Workloads.writeScreen(path: bigPath, name: "Big", bytes: 100 * 1_048_576 / scale, seed: 42)
        big = (r.bytes, r.elements)
        return (r.bytes, r.elements)
    }
    if only.contains("a") {
        let r = try bigFile()
        // The target is for --jobs 2, a two-core CI machine's default, where the rules share
        // the workers and the file is read by two parsers; --jobs 1 shows what one core does.
        rows += measure(
            "(a) one \(formatBytes(r.bytes)) file", [bigPath], bytes: r.bytes, elements: r.elements, times: repeats,
            jobs: [1, 2]
        ) { ax, xl, rss in
            let wall =
                xl.map { verdict(ax <= 1.5 * $0, "wall \(fmt(ax / $0, 2))x <= 1.5x (--jobs 2)") } ?? "wall: no xmllint"
            return wall + "; "
                + verdict(Double(rss) <= 1.5 * Double(r.bytes), "RSS \(fmt(Double(rss) / Double(r.bytes), 2))x <= 1.5x")
        }
        bigXmllint = rows.last?.xmllint
    }
    if only.contains("b") {
        let count = 2000 / scale
        let screens = dir + "/screens-\(count)"
        try makeDirectory(screens)
        let r = try Workloads.writeScreens(directory: screens, count: count, bytes: 50 * 1024, seed: 7)
        rows += measure(
            "(b) \(count) x 50 KB", r.paths, bytes: r.bytes, elements: r.elements, times: repeats, jobs: [1, 2]
        ) { ax, xl, _ in
            xl.map { verdict(ax <= 1.0 * $0, "\(fmt(ax / $0, 2))x <= 1.0x (with --jobs 2)") } ?? "no xmllint"
        }
    }
    if only.contains("c") {
        let path = dir + "/small-5KB.xml"
        let r = try Workloads.writeScreen(path: path, name: "Small", bytes: 5 * 1024, seed: 3)
        rows += measure("(c) one 5 KB screen", [path], bytes: r.bytes, elements: r.elements, times: max(20, repeats)) {
            ax, _, _ in
            verdict(ax <= 0.020, "\(ms(ax)) <= 20 ms")
        }
    }
    if only.contains("d") {
        for shape in [HierarchyGenerator.Shape.container, .card] {
            let small = 10_000 / scale, large = 100_000 / scale
            var pair: [Row] = []
            for n in [small, large] {
                let path = dir + "/\(shape.rawValue)-\(n).xml"
                let r = try Workloads.writeShape(path: path, shape: shape, count: n)
                pair += measure(
                    "(d) \(shape.rawValue) with \(n)", [path], bytes: r.bytes, elements: r.elements, times: repeats
                ) { _, _, _ in "" }
            }
            let ratio = pair[1].axaudit.median / pair[0].axaudit.median
            let xlRatio = pair[0].xmllint.flatMap { s in pair[1].xmllint.map { $0.median / s.median } }
            pair[1].target = verdict(ratio <= 11, "10x elements: \(fmt(ratio, 2))x time <= 11x")
            ratios.append(
                "\(shape.rawValue): \(small) -> \(large) elements: axaudit \(fmt(ratio, 2))x"
                    + (xlRatio.map { ", xmllint \(fmt($0, 2))x" } ?? ""))
            rows += pair
        }
    }
    if only.contains("e") {
        // Not a target of its own: what writing a report file adds to (a), as a CI pipeline runs it.
        let r = try bigFile()
        for format in ReportFormat.allCases {
            let output = dir + "/report." + format.sampleFileExtension
            rows += measure(
                "(e) \(formatBytes(r.bytes)) file -> \(format.rawValue) report", [bigPath], bytes: r.bytes,
                elements: r.elements, times: repeats, jobs: [2], report: (format, output),
                xmllint: bigXmllint
            ) { _, _, _ in "" }
            bigXmllint = rows.last?.xmllint
            _ = unlink(output)
        }
    }
    print("")
    printTable(rows)
    if !ratios.isEmpty {
        print("")
        print("linearity (time ratio, whole process):")
        for r in ratios { print("  " + r) }
    }
    if let path = args.values["--markdown"] {
        let report = MarkdownReport(
            rows: rows, linearity: ratios, workloads: ["a", "b", "c", "d", "e"].filter(only.contains),
            quick: quick, scale: scale, repeats: repeats, axaudit: axaudit, xmllint: xmllint,
            baseline: baseline)
        try MarkdownReport.write(report.render(), to: path)
        print("")
        print("wrote the table to \(path)")
    }
    if temporary && !args.flags.contains("--keep") {
        _ = Process.run(["rm", "-rf", dir])
    }
}

// MARK: - main

func main() -> Int32 {
    var arguments = CommandLine.arguments.dropFirst()
    guard let command = arguments.popFirst() else {
        print(usage)
        return 2
    }
    do {
        let args = try Arguments(arguments, flags: ["--quick", "--keep", "--help"])
        switch command {
        case "generate": try generate(args)
        case "run": try runBench(args)
        case "profile": try profile(args)
        case "export": try exportBench(args)
        case "scale": try runScale(args)
        case "--help", "-h", "help": print(usage)
        default:
            print(usage)
            return 2
        }
        return 0
    } catch {
        print("axaudit-bench: error: \(error)")
        return 2
    }
}

exit(main())
