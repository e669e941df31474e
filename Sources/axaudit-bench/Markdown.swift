#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `run --markdown FILE`: the run's table as Markdown, with what a reader needs
/// to judge it (the machine, the command, what each workload stands for), so
/// that `docs/performance.md` is printed by the benchmark rather than copied
/// from a terminal by hand.
struct MarkdownReport {
    var rows: [Row]
    var linearity: [String]
    /// Workload (f)'s breakdown of the median screen's time, when it ran.
    var inProcess: String?
    /// The machine's load when the run started and ended: the figures of a busy machine are slower.
    var loadAverages: (start: String?, end: String?)
    /// The workloads that ran (`a` … `e`).
    var workloads: [String]
    var quick: Bool
    var scale: Int
    var repeats: Int
    var axaudit: String
    var xmllint: String?
    var baseline: String?

    /// Lines that enclose the part of a page the benchmark writes: a page that
    /// has them keeps everything else (`docs/performance.md`).
    static let startMarker = "<!-- axaudit-bench run: start -->"
    static let endMarker = "<!-- axaudit-bench run: end -->"

    func render() -> String {
        var out = Self.startMarker + "\n"
        out += "<!-- Written by `axaudit-bench run --markdown`: run it again rather than editing this part. -->\n\n"
        if quick {
            out +=
                "> **From `--quick`:** every workload is a tenth of its size. These figures show that the "
                + "benchmark runs; they are not the reference table, and the targets are set for the full sizes.\n\n"
        }
        out += "Measured on \(Self.today()) (UTC) on \(MachineDescription.current(xmllint: xmllint))"
        if let start = loadAverages.start, let end = loadAverages.end {
            out += "; load average (1, 5, 15 minutes) \(start) at the start and \(end) at the end"
        }
        out += ".\n\n"
        out +=
            "Command: `\(Self.command())`. It times `axaudit audit FILE... --fail-on never --jobs N --quiet` "
            + "(`--format F --output FILE` instead of `--quiet` for a report) (`\(axaudit)`) against `xmllint --stream --noout FILE...` on the same files"
            + (baseline.map { ", and the baseline build `\($0)` (the \"before\" columns)" } ?? "")
            + ": the median wall time of \(repeats) runs of the whole process (\(max(20, repeats)) for the 5 KB screen), "
            + "the commands of a workload taking turns; peak RSS is "
            + (Process.hasGNUTime
                ? "GNU time's `%M`, one extra run." : "`wait4`'s, which includes the benchmark's own memory.")
            + "\n\n"
        let (header, lines) = tableCells(rows)
        out += "| " + header.map { Self.markdownHeader[$0] ?? $0 }.joined(separator: " | ") + " |\n"
        out +=
            "| " + header.indices.map { $0 == 0 || header[$0] == "target" ? "---" : "---:" }.joined(separator: " | ")
            + " |\n"
        for line in lines {
            out += "| " + line.map(Self.cell).joined(separator: " | ") + " |\n"
        }
        if !linearity.isEmpty {
            out += "\nTime for ten times the elements (whole process): " + linearity.joined(separator: "; ") + ".\n"
        }
        if let inProcess { out += "\nIn process " + inProcess + ".\n" }
        out += "\n"
        for letter in workloads {
            if let line = explanation(letter) { out += "- **(\(letter))** " + line + "\n" }
        }
        out += Self.endMarker + "\n"
        return out
    }

    /// One line per workload: what it stands for, and the target it is held to.
    func explanation(_ letter: String) -> String? {
        let big = formatBytes(100 * 1_048_576 / scale)
        switch letter {
        case "a":
            return "One \(big) hierarchy generated like a real export (settings lists, grids of product cards, "
                + "news cards, wrapped start tags, a few mistakes): the largest single screen. With `--jobs 2` the "
                + "file is read by two parsers at once and the rules share the workers. A robustness check, "
                + "not a target for speed: with `--jobs 2` at most 3x xmllint's time, peak RSS at most 2x the file."
        case "b":
            return "\(2000 / scale) screens of 50 KB in one run, as a CI job audits an app's screens, every rule. "
                + "Target with `--jobs 2`: no slower than xmllint reading the same files (1.0x) with `--quiet`, "
                + "and at most 1.5x xmllint's time writing a JUnit report to a file."
        case "c":
            return "One 5 KB screen: what a single audit costs, process start included. Target: 20 ms."
        case "d":
            return "One container with \(10_000 / scale) and then \(100_000 / scale) label children, and one card "
                + "(an accessibility element) with as many texts: ten times the elements may take at most "
                + "11x the time, so no rule is quadratic."
        case "e":
            return "The file of (a) with `--jobs 2`, writing each report format to a file instead of the quiet "
                + "text: what a CI report adds (no target)."
        case "f":
            return "A screen of 300 elements audited in process, as `AXAssertAccessible(node, screen:)` does in "
                + "a unit test: exporter nodes (`AXExportNode`, built beforehand, not timed) to `AXInMemoryScreen`, "
                + "every rule of `AuditConfiguration()`, the findings at or above a warning rendered. The axaudit "
                + "column is the median of \(2000 / scale) screens in one process from the nodes to the findings "
                + "(rendering, which only a failing assertion does, is told apart below the table); the file size "
                + "is the same nodes written as XML, for scale; there is no process and no xmllint to compare "
                + "with. Target: at most 1 ms per screen."
        default:
            return nil
        }
    }

    /// Console headers are short to fit a terminal; a page has room.
    static let markdownHeader = [
        "ratio": "axaudit / xmllint", "ax RSS": "axaudit peak RSS", "RSS/size": "RSS / file size",
        "xl RSS": "xmllint peak RSS", "before": "before (baseline)",
    ]

    static func cell(_ text: String) -> String {
        text.contains("|")
            ? text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") : text
    }

    /// The command line this run was started with, as a reader would type it.
    static func command() -> String {
        CommandLine.arguments.map { argument in
            guard argument.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" || $0 == "`" }) else {
                return argument
            }
            return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
                + "'"
        }.joined(separator: " ")
    }

    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil else { return "an unknown date" }
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }

    /// Writes `text` to `path`. When the file already holds the two markers,
    /// only what lies between them is replaced, so a page's own prose stays.
    static func write(_ text: String, to path: String) throws(BenchError) {
        var page = text
        if let existing = try? String(contentsOfFile: path, encoding: .utf8) {
            let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
            if let start = lines.firstIndex(where: { $0 == startMarker }),
                let end = lines[start...].firstIndex(where: { $0 == endMarker })
            {
                let before = lines[..<start].map { $0 + "\n" }.joined()
                let after = lines[(end + 1)...].joined(separator: "\n")
                page = before + text + after
            }
        }
        let temporary = path + ".tmp-\(getpid())"
        let out = try StreamWriter(path: temporary)
        out.write(page)
        out.close()
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = unlink(temporary)
            throw BenchError("cannot write \(path): \(reason)")
        }
    }
}

/// The machine in one line: processor, cores, memory, system, Swift and libxml2.
enum MachineDescription {
    static func current(xmllint: String?) -> String {
        var parts: [String] = []
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        #if os(Linux)
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let processor = field("model name", in: cpuinfo, separator: ":")
        // A guest's CPU flags say "hypervisor": its wall times vary with its host's load.
        let virtual = cpuinfo.split(separator: "\n").contains { $0.hasPrefix("flags") && $0.contains(" hypervisor") }
        parts.append((processor ?? "unknown processor") + (virtual ? " (virtual machine)" : ""))
        parts.append("\(cores) cores")
        if let total = field(
            "MemTotal", in: (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? "", separator: ":"),
            let kilobytes = Double(total.split(separator: " ").first ?? "")
        {
            parts.append(fmt(kilobytes / 1_048_576, 0) + " GiB")
        }
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let system = field("PRETTY_NAME", in: release, separator: "=").map { $0.trimmingQuotes() }
        let kernel = Process.output(["uname", "-srm"]).map { $0.trimmingCharacters() }
        parts.append([system, kernel].compactMap { $0 }.joined(separator: ", "))
        #else
        let processor = Process.output(["sysctl", "-n", "machdep.cpu.brand_string"])?.trimmingCharacters()
        parts.append(processor ?? "unknown processor")
        parts.append("\(cores) cores")
        if let bytes = Process.output(["sysctl", "-n", "hw.memsize"]).flatMap({ Double($0.trimmingCharacters()) }) {
            parts.append(fmt(bytes / 1_073_741_824, 0) + " GiB")
        }
        let version = Process.output(["sw_vers", "-productVersion"])?.trimmingCharacters()
        parts.append("macOS " + (version ?? "") + ", " + (Process.output(["uname", "-m"])?.trimmingCharacters() ?? ""))
        #endif
        // The compiler on PATH: the one `swift build` used, unless the binary came from elsewhere.
        if let swift = Process.output(["swift", "--version"]).flatMap({ word(after: "version", in: $0) }) {
            parts.append("Swift " + swift)
        }
        if let xmllint, let version = Process.output([xmllint, "--version"]).flatMap(libxml2Version) {
            parts.append("libxml2 " + version)
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The load averages over 1, 5 and 15 minutes (`0.52 0.58 0.59`), nil where unknown.
    static func loadAverage() -> String? {
        #if os(Linux)
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ").prefix(3)
        return fields.count == 3 ? fields.joined(separator: " ") : nil
        #else
        return Process.output(["sysctl", "-n", "vm.loadavg"]).map {
            $0.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "}" || $0 == "\n" }).prefix(3)
                .joined(separator: " ")
        }
        #endif
    }

    /// The value of the first line `name<separator>value`.
    static func field(_ name: String, in text: String, separator: Character) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let at = line.firstIndex(of: separator), String(line[..<at]).trimmingCharacters() == name else {
                continue
            }
            return String(line[line.index(after: at)...]).trimmingCharacters()
        }
        return nil
    }

    /// The word after the first `key` word: `Swift version 6.0.3 (…)` → `6.0.3`.
    static func word(after key: String, in text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let at = words.firstIndex(where: { $0 == key }), at + 1 < words.count else { return nil }
        return String(words[at + 1])
    }

    /// `xmllint: using libxml version 20914` → `2.9.14`.
    static func libxml2Version(_ output: String) -> String? {
        guard let number = word(after: "version", in: output).flatMap({ Int($0) }) else { return nil }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }
}

extension String {
    func trimmingQuotes() -> String {
        var s = Substring(self)
        if s.first == "\"" { s = s.dropFirst() }
        if s.last == "\"" { s = s.dropLast() }
        return String(s)
    }
}
