import XCTest

@testable import AXAuditCommands

/// Runs a command in this process, as `main` does, with its output and error
/// streams captured in files and read back.
enum InProcessCommand {
    /// `axaudit arguments`; standard output goes to `output` when given (and is then not returned).
    static func run(_ arguments: [String], output: Int32? = nil) throws -> BuiltCommand.Result {
        let directory = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outPath = directory + "/stdout", errPath = directory + "/stderr"
        let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(out)
            close(err)
        }
        XCTAssertTrue(out >= 0 && err >= 0, "cannot open the capture files")
        let status = Commands.run(arguments, in: CommandContext(output: output ?? out, error: err))
        return BuiltCommand.Result(
            status: status, stdout: try String(contentsOfFile: outPath, encoding: .utf8),
            stderr: try String(contentsOfFile: errPath, encoding: .utf8))
    }
}
