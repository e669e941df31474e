import AXAuditKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: axaudit-bench generate --out DIR [--size 100MB | --screens 2000 --screen-size 50KB
                                             | --shape container|card --elements N] [--seed N]
           axaudit-bench run [--quick] [--dir DIR] [--keep] [--axaudit PATH] [--xmllint PATH]
                             [--only a,b,c,d,e,f] [--repeat N] [--baseline PATH] [--markdown FILE]
           axaudit-bench profile FILE [--repeat N]   in-process import / order / audit phases
           axaudit-bench export [--views N] [--repeat N]   exporting one screen of N views (AXAuditExport)
           axaudit-bench scale [--axaudit PATH] [--repeat N] [--only TEXT]   each hostile shape at n and 4n

    Sizes: 100MB, 50KB, 5KB (1 KB = 1,024 bytes). Output is deterministic for a seed (default 42).
    run: generates the workloads (into a temporary directory unless --dir), then times the release
    axaudit binary (default .build/release/axaudit) against `xmllint --stream --noout` on the same
    files, median of --repeat runs (default 5; 20 for the 5 KB screen), and prints a table. The
    commands of a workload (xmllint, axaudit, the baseline) take turns, run after run.
    (e) writes each report format of the 100 MB file to a file (not part of the default a,b,c,d,f).
    (f) audits a 300-element screen of exporter nodes in process, as AXAssertAccessible does:
    the median time per screen of 2,000.
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
