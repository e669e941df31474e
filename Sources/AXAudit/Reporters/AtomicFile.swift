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
/// A target that exists and is not a regular file (`/dev/stdout`, a pipe) cannot
/// be replaced by a rename, and must not be: it is written in place.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            guard (info.st_mode & S_IFMT) != S_IFDIR else {
                throw FileWriteError(description: "is a directory")
            }
            return try writeInPlace(text, to: path)
        }
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
        var failure = writeAll(Array(text.utf8), to: fd)
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileWriteError(description: String(cString: strerror(failure)))
        }
    }

    private static func writeInPlace(_ text: String, to path: String) throws(FileWriteError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError(description: String(cString: strerror(errno))) }
        let failure = writeAll(Array(text.utf8), to: fd)
        close(fd)
        if failure != 0 { throw FileWriteError(description: String(cString: strerror(failure))) }
    }

    /// 0, or the errno of the write that failed.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> Int32 in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return 0
        }
    }
}
