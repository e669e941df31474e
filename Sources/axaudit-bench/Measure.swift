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

/// The few calls whose spelling differs between glibc and Darwin, in one place.
enum SystemCall {
    /// `write(2)`, named so that it is not taken for a type's own `write` method.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }

    /// `ru_maxrss` in bytes: Linux counts it in KiB, Darwin in bytes.
    static func maxRSSBytes(_ usage: rusage) -> Int {
        #if os(Linux)
        Int(usage.ru_maxrss) * 1024
        #else
        Int(usage.ru_maxrss)
        #endif
    }

    /// The peak resident memory of this process so far, in bytes.
    static func peakRSSOfThisProcess() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return maxRSSBytes(usage)
    }
}

/// One child process run: wall time, peak RSS (from `wait4`), exit status.
struct Sample {
    var seconds: Double
    var maxRSSBytes: Int
    var status: Int32
}

enum Process {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `arguments[0]` (a path, or a name looked up in PATH) with stdout and
    /// stderr to /dev/null unless `quiet` is false, or both to `outputPath`.
    static func run(_ arguments: [String], quiet: Bool = true, outputPath: String? = nil) -> Sample {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let outputPath {
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        // The environment as this process has it, from ProcessInfo: the C
        // `environ` variable is not reachable the same way on glibc and Darwin.
        var environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map {
            strdup("\($0)=\($1)")
        }
        environment.append(nil)
        defer { for p in argv + environment { free(p) } }
        var pid: pid_t = 0
        let start = now()
        let rc = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environment)
        if rc != 0 { return Sample(seconds: 0, maxRSSBytes: 0, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = now() - start
        let exited = status & 0x7f == 0
        return Sample(
            seconds: seconds, maxRSSBytes: SystemCall.maxRSSBytes(usage),
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }

    /// What a command prints (stdout and stderr together), or nil when it cannot
    /// be run or fails: for the machine description.
    static func output(_ arguments: [String]) -> String? {
        guard findInPath(arguments[0]) != nil || arguments[0].hasPrefix("/") else { return nil }
        let path = "/tmp/axaudit-bench-output-\(getpid()).txt"
        defer { unlink(path) }
        guard run(arguments, outputPath: path).status == 0 else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Peak RSS of one run, measured by GNU `/usr/bin/time` (a small process that
    /// forks): `wait4` on a `posix_spawn` child also counts the spawning process's
    /// own memory (glibc spawns with `CLONE_VM`, and the kernel keeps that
    /// high-water mark across `exec`), which would put the bench's own size under
    /// every figure. nil without GNU time (macOS's takes other options).
    static func peakRSS(_ arguments: [String]) -> Int? {
        guard hasGNUTime else { return nil }
        let path = "/tmp/axaudit-bench-rss-\(getpid()).txt"
        defer { unlink(path) }
        _ = run(["/usr/bin/time", "-f", "%M", "-o", path] + arguments)
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        let text =
            String(decoding: buffer[0..<n], as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
            ?? ""
        return Int(text.trimmingCharacters()).map { $0 * 1024 }
    }

    /// Whether `/usr/bin/time` takes GNU's `-f %M -o FILE` (Linux's does; macOS's does not).
    static var hasGNUTime: Bool {
        #if os(Linux)
        access("/usr/bin/time", X_OK) == 0
        #else
        false
        #endif
    }

    static func findInPath(_ name: String) -> String? {
        guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for dir in path.split(separator: ":") {
            let candidate = String(dir) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// Median over repeated runs; RSS is the largest seen.
struct Measurement {
    var samples: [Sample]
    var median: Double {
        let s = samples.map(\.seconds).sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    var minimum: Double { samples.map(\.seconds).min() ?? .nan }
    /// From `/usr/bin/time` when there is one (see `Process.peakRSS`), else from `wait4`.
    var peakRSS: Int?
    var maxRSS: Int { peakRSS ?? samples.map(\.maxRSSBytes).max() ?? 0 }
    var statuses: Set<Int32> { Set(samples.map(\.status)) }

    /// Each command run `times` times, taking turns (the first, the second, ...,
    /// then the first again): a slow spell of a shared machine then slows them
    /// alike, where runs in a block put it all on one of them.
    static func interleaved(_ times: Int, _ commands: [[String]]) -> [Measurement] {
        var samples = [[Sample]](repeating: [], count: commands.count)
        for _ in 0..<times {
            for (k, command) in commands.enumerated() { samples[k].append(Process.run(command)) }
        }
        return commands.indices.map { Measurement(samples: samples[$0], peakRSS: Process.peakRSS(commands[$0])) }
    }
}

extension String {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
