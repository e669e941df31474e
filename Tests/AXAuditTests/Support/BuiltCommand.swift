import XCTest

/// The built debug `axaudit`, run as a user would (tests that use it are
/// skipped when it has not been built: `swift build`).
struct BuiltCommand {
    let binary: String

    init() throws {
        binary = TestPaths.repository.appendingPathComponent(".build/debug/axaudit").path
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary), "build axaudit first (swift build)")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `axaudit arguments` in `directory` with `stdin` as its standard input;
    /// standard output goes to `stdout` when given (and is then not returned).
    func run(_ arguments: [String], in directory: String, stdin: String? = nil, stdout: FileHandle? = nil) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let output = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }
}
