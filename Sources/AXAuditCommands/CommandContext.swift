import AXAuditKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it keeps until the process ends.
///
/// `axaudit` writes to its standard output and error; a test gives descriptors
/// of files it reads back afterwards (`CommandContext(output:error:)`), and runs
/// commands in process.
package final class CommandContext {
    /// The descriptor of standard output: reports, listings, usage.
    package let output: Int32
    /// The descriptor of standard error: errors, warnings, progress, the summary of a run written to files.
    package let error: Int32
    /// Values freed only by the process's exit (`keepUntilExit`).
    private var kept: [Any] = []
    /// Whether a progress line is on the error stream, to be cleared.
    let progressShown = Locked(false)

    package init(output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
        self.output = output
        self.error = error
    }

    /// Keeps `value` alive for as long as the context. `main` ends the process
    /// with the context alive, so a run's findings and hierarchies are not freed
    /// string by string first, which takes a while for a large file.
    package func keepUntilExit(_ value: Any) {
        kept.append(value)
    }

    /// Writes `text` to the output; says so on the error stream and returns
    /// false when it cannot (a full disk, a closed pipe): a command whose output
    /// is lost must not exit 0.
    func writeOutput(_ text: String, what: String) -> Bool {
        let stream = FileOutputStream(fd: output)
        stream.write(text)
        do {
            try stream.finish()
            return true
        } catch {
            printError("axaudit: error: cannot write \(what) to standard output: \(error)")
            return false
        }
    }

    /// One line on the error stream, with what came from the inputs shown rather than obeyed (see `LogText`).
    func printError(_ message: String) {
        writeError(LogText.lineStart(message) + "\n")
    }

    /// Written at once, unbuffered, as stderr is.
    func writeError(_ text: String) {
        // A failure to write to stderr has nowhere to be told.
        _ = FileOutputStream.writeAll(text, to: error)
    }

    /// A progress callback for a run, when the error stream is a terminal: it
    /// shows "done/total files" once the run has lasted a second.
    func progressLine() -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(error) == 1 else { return nil }
        let start = Date()
        let shown = progressShown
        let error = error
        return { done, total in
            guard Date().timeIntervalSince(start) > 1 else { return }
            shown.withLock { $0 = true }
            _ = FileOutputStream.writeAll("\raxaudit: \(done)/\(total) files", to: error)
        }
    }

    /// Clears the progress line, if one was shown.
    func clearProgressLine() {
        if progressShown.withLock({ $0 }) { writeError("\r\u{1B}[K") }
    }
}
