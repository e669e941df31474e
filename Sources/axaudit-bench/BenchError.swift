/// What stops a benchmark command: told on one line, exit status 2.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
