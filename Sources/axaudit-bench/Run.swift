import AXAuditKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    if seconds < 0.01 { return fmt(seconds * 1000, seconds < 0.001 ? 3 : 2) + " ms" }
    return seconds < 1 ? fmt(seconds * 1000, 1) + " ms" : fmt(seconds, 2) + " s"
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPadding(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

func verdict(_ met: Bool, _ text: String) -> String { (met ? "met: " : "MISSED: ") + text }

/// One way of running axaudit on a workload's files, a row of the table: `report`
/// (format, file) writes that report instead of the quiet text; `target` judges the row.
struct AuditVariant {
    var label: String
    var jobs: Int
    var report: (ReportFormat, String)? = nil
    var target: ((_ axaudit: Double, _ xmllint: Double?, _ peakRSS: Int) -> String)? = nil

    static func jobs(_ n: Int, target: ((Double, Double?, Int) -> String)? = nil) -> AuditVariant {
        AuditVariant(label: " --jobs \(n)", jobs: n, target: target)
    }
}

func runBench(_ args: Arguments) throws(BenchError) {
    let quick = args.flags.contains("--quick")
    let scale = quick ? 10 : 1
    let repeats = try args.int("--repeat") ?? 5
    let only = Set((args.values["--only"] ?? "a,b,c,d,f").split(separator: ",").map(String.init))
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
    let loadAtStart = MachineDescription.loadAverage()
    print("load average at the start: \(loadAtStart ?? "unknown")")
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
    /// One row per variant, named `name` + the variant's label.
    func measure(
        _ name: String, _ paths: [String], bytes: Int, elements: Int, times: Int,
        variants: [AuditVariant] = [AuditVariant(label: "", jobs: 1)], xmllint: Measurement? = nil
    ) -> [Row] {
        // xmllint (unless measured already), then axaudit and the baseline for each
        // variant, all taking turns.
        var commands: [[String]] = []
        var xmllintCommand: Int?
        if xmllint == nil, let arguments = xmllintArgs(paths) {
            xmllintCommand = commands.count
            commands.append(arguments)
        }
        var axauditCommands: [(axaudit: Int, baseline: Int?)] = []
        for variant in variants {
            let arguments = axauditArgs(paths, jobs: variant.jobs, report: variant.report)
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
        for (variant, indices) in zip(variants, axauditCommands) {
            let ax = measured[indices.axaudit]
            let before = indices.baseline.map { measured[$0] }
            result.append(
                Row(
                    workload: name + variant.label, axaudit: ax, xmllint: xl, baseline: before, bytes: bytes,
                    elements: elements, target: variant.target?(ax.median, xl?.median, ax.maxRSS) ?? ""))
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
        // A robustness check rather than a target: linear, at most 3x xmllint with --jobs 2 (a
        // two-core CI machine's default), at most twice the file in memory; --jobs 1 shows one core.
        rows += measure(
            "(a) one \(formatBytes(r.bytes)) file", [bigPath], bytes: r.bytes, elements: r.elements, times: repeats,
            variants: [
                .jobs(1),
                .jobs(2) { ax, xl, rss in
                    let wall = xl.map { verdict(ax <= 3 * $0, "wall \(fmt(ax / $0, 2))x <= 3x") } ?? "no xmllint"
                    let memory = Double(rss) / Double(r.bytes)
                    return wall + "; " + verdict(memory <= 2, "RSS \(fmt(memory, 2))x the file <= 2x")
                },
            ])
        bigXmllint = rows.last?.xmllint
    }
    if only.contains("b") {
        let count = 2000 / scale
        let screens = dir + "/screens-\(count)"
        try makeDirectory(screens)
        let r = try Workloads.writeScreens(directory: screens, count: count, bytes: 50 * 1024, seed: 7)
        func atMost(_ limit: Double) -> (Double, Double?, Int) -> String {
            { ax, xl, _ in
                xl.map { verdict(ax <= limit * $0, "\(fmt(ax / $0, 2))x <= \(fmt(limit, 1))x") } ?? "no xmllint"
            }
        }
        let junit = AuditVariant(
            label: " --jobs 2 -> junit report", jobs: 2, report: (.junit, dir + "/screens-report.junit.xml"),
            target: atMost(1.5))
        rows += measure(
            "(b) \(count) x 50 KB", r.paths, bytes: r.bytes, elements: r.elements, times: repeats,
            variants: [.jobs(1), .jobs(2, target: atMost(1.0)), junit])
    }
    if only.contains("c") {
        let path = dir + "/small-5KB.xml"
        let r = try Workloads.writeScreen(path: path, name: "Small", bytes: 5 * 1024, seed: 3)
        let target = AuditVariant(label: "", jobs: 1) { ax, _, _ in verdict(ax <= 0.020, "\(ms(ax)) <= 20 ms") }
        rows += measure(
            "(c) one 5 KB screen", [path], bytes: r.bytes, elements: r.elements, times: max(20, repeats),
            variants: [target])
    }
    if only.contains("d") {
        for shape in [HierarchyGenerator.Shape.container, .card] {
            let small = 10_000 / scale, large = 100_000 / scale
            var pair: [Row] = []
            for n in [small, large] {
                let path = dir + "/\(shape.rawValue)-\(n).xml"
                let r = try Workloads.writeShape(path: path, shape: shape, count: n)
                pair += measure(
                    "(d) \(shape.rawValue) with \(n)", [path], bytes: r.bytes, elements: r.elements, times: repeats)
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
                elements: r.elements, times: repeats,
                variants: [AuditVariant(label: "", jobs: 2, report: (format, output))], xmllint: bigXmllint)
            bigXmllint = rows.last?.xmllint
            _ = unlink(output)
        }
    }
    var inProcess: String?
    if only.contains("f") {
        let audit = InProcessAudit.measure(elements: 300, screens: 2000 / scale)
        rows.append(audit.row(target: 0.001))
        inProcess = audit.breakdown
    }
    let loadAtEnd = MachineDescription.loadAverage()
    print("")
    printTable(rows)
    if !ratios.isEmpty {
        print("")
        print("linearity (time ratio, whole process):")
        for r in ratios { print("  " + r) }
    }
    if let inProcess {
        print("")
        print(inProcess)
    }
    print("load average at the end: \(loadAtEnd ?? "unknown")")
    if let path = args.values["--markdown"] {
        let report = MarkdownReport(
            rows: rows, linearity: ratios, inProcess: inProcess, loadAverages: (loadAtStart, loadAtEnd),
            workloads: ["a", "b", "c", "d", "e", "f"].filter(only.contains),
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
