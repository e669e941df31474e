import AXAuditKit

/// libFuzzer's entry point (build: docs/ARCHITECTURE.md, "Fuzzing").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    FuzzHarness.run(Array(UnsafeBufferPointer(start: data, count: size)))
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
            FileHandle.standardError.write(
                Data("usage: axaudit-fuzz FILE... (replays inputs through the whole pipeline)\n".utf8))
            exit(2)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("axaudit-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            FuzzHarness.run(Array(data))
            print("ok \(path)")
        }
    }
}
#endif
