import AXAudit

/// One input through the whole pipeline: detection and import (each format),
/// the order model, every rule, every reporter.
func auditOnce(_ bytes: [UInt8]) {
    for option in InputFormatOption.allCases {
        var runner = AuditRunner()
        runner.inputFormat = option
        let report = runner.audit(bytes: bytes, path: "fuzz.xml")
        if let hierarchy = report.hierarchy, let order = report.order {
            _ = OrderListing.render(hierarchy, order)
        }
        let run = AuditRun(files: [report], rules: runner.auditor.configuration.ruleDescriptions, failOn: .error, seconds: 0)
        for format in ReportFormat.allCases { _ = format.reporter().render(run) }
    }
}

/// libFuzzer's entry point (build: see README, "Fuzzing").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    auditOnce(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if !FUZZING
import Foundation

/// Without libFuzzer: replays the files given (crash reproducers, the corpus).
@main
struct Replay {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            FileHandle.standardError.write(Data("usage: axaudit-fuzz FILE... (replays inputs through the whole pipeline)\n".utf8))
            exit(2)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("axaudit-fuzz: cannot read \(path)\n".utf8)); exit(2)
            }
            auditOnce(Array(data))
            print("ok \(path)")
        }
    }
}
#endif
