import AXAuditKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory now (`/proc/self/statm`), 0 where unknown.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Times the phases in-process, as `axaudit audit` does them for one file.
func profile(_ args: Arguments) throws(BenchError) {
    guard let path = args.positional.first else { throw BenchError("profile needs a FILE") }
    let times = try args.int("--repeat") ?? 1
    for _ in 0..<times {
        let t0 = Process.now()
        let imported = Importer.importFile(atPath: path)
        let t1 = Process.now()
        let importedRSS = residentBytes()
        guard let hierarchy = imported.hierarchy else {
            throw BenchError(
                "import failed: \(imported.errors.first.map { "\($0.location.line):\($0.location.column): \($0.message)" } ?? "?")"
            )
        }
        let order = VoiceOverOrder(hierarchy)
        let t2 = Process.now()
        let audit = Auditor().audit(hierarchy)
        let t3 = Process.now()
        let auditedRSS = residentBytes()
        print(
            "import \(ms(t1 - t0)), order \(ms(t2 - t1)), audit (order + rules) \(ms(t3 - t2)); "
                + "\(hierarchy.elementsBelowRoot) elements, \(order.stops.count) stops, \(audit.findings.count) findings, "
                + "\(imported.errors.count) input errors; peak RSS \(formatBytes(SystemCall.peakRSSOfThisProcess())) "
                + "(resident after the import \(formatBytes(importedRSS)), after the audit \(formatBytes(auditedRSS))); "
                + "MemoryLayout<Element>.stride \(MemoryLayout<Element>.stride)")
    }
    // Each rule alone, on one core, slowest first: where the audit's time goes.
    guard let hierarchy = Importer.importFile(atPath: path).hierarchy else { return }
    let context = AuditContext(hierarchy: hierarchy, order: VoiceOverOrder(hierarchy))
    var perRule: [(id: String, seconds: Double, findings: Int)] = []
    for rule in AuditConfiguration().rules {
        let t0 = Process.now()
        let findings = rule.check(context)
        perRule.append((type(of: rule).description.id, Process.now() - t0, findings.count))
    }
    for r in perRule.sorted(by: { $0.seconds > $1.seconds }) {
        print("  \(r.id.padded(to: 28)) \(ms(r.seconds))  \(r.findings) findings")
    }
}
