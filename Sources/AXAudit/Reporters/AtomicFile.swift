#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileWriteError: Error, CustomStringConvertible {
    public var description: String
}

/// Writes a report so readers see the old file or the whole new one, never a
/// half-written one: a temporary file beside the target, flushed, then renamed.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        let temporary = (directory == "/" ? "" : directory) + "/.\(name).axaudit-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(description: String(cString: strerror(errno))) }
        var bytes = Array(text.utf8)
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno; break
                }
                written += n
            }
        }
        bytes = []
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileWriteError(description: String(cString: strerror(failure)))
        }
    }
}
