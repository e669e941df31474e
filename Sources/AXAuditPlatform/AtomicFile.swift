import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileWriteError: Error, CustomStringConvertible {
    public var description: String

    /// The error `errno` names.
    static func system(_ code: Int32 = errno) -> FileWriteError {
        FileWriteError(description: String(cString: strerror(code)))
    }
}

/// A report on its way to a file descriptor: text is gathered into 256 KB
/// blocks and written block by block, so a report of any size needs no more
/// memory than one block. The first failed write is kept (and later text
/// dropped) for `finish()` to report. A class, so that a report writer that
/// holds it as any `TextOutputStream` appends to its block, not to a copy.
public final class FileOutputStream: TextOutputStream {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var failure: Int32 = 0
    private static let blockSize = 256 * 1024

    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.blockSize)
    }

    public func write(_ string: String) {
        guard failure == 0 else { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Text given as UTF-8 (see `write(utf8:to:)`).
    func write(utf8 bytes: [UInt8]) {
        guard failure == 0 else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Hands the UTF-8 text `bytes` that a report writer collected to `stream`:
    /// straight into a file's buffer, else as a String. (Making a String of a
    /// megabyte checks it as UTF-8 and copies it, only for the file's buffer to
    /// copy it again.)
    package static func write<Stream: TextOutputStream>(utf8 bytes: [UInt8], to stream: inout Stream) {
        if let file = stream as? FileOutputStream {
            file.write(utf8: bytes)
        } else {
            stream.write(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Writes what is buffered; throws the first error any write met.
    public func finish() throws(FileWriteError) {
        flush()
        if failure != 0 { throw FileWriteError.system(failure) }
    }

    private func flush() {
        guard failure == 0, !buffer.isEmpty else { return }
        failure = Self.writeAll(buffer, to: fd)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `text` to `fd` at once, unbuffered (see `writeAll(_:to:)`).
    public static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        writeAll(Array(text.utf8), to: fd)
    }

    /// Writes all of `bytes` to `fd`, again after a partial write or an
    /// interruption, and once a full non-blocking pipe has room; 0, or the
    /// `errno` of the write that failed (`EIO` for one that wrote nothing,
    /// which would otherwise be retried for ever). What a
    /// partial write left is copied to an array of its own, as a system call is
    /// handed the start of an array, never a place inside it.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var rest = bytes
        while !rest.isEmpty {
            #if canImport(Glibc)
            let n = Glibc.write(fd, rest, rest.count)
            #elseif canImport(Darwin)
            let n = Darwin.write(fd, rest, rest.count)
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    InputFile.waitUntilReady(fd, for: Int16(POLLOUT))
                    continue
                }
                return errno
            }
            if n == 0 { return EIO }
            rest = n == rest.count ? [] : Array(rest[n...])
        }
        return 0
    }
}

/// Writes a report so readers see the old file or the whole new one, never a
/// half-written one: a temporary file beside the target, flushed, then renamed.
/// A link is written through: the file it leads to is replaced, and the link
/// stays. A target that is not a regular file (a terminal, `/dev/null`, a pipe)
/// cannot be replaced by a rename, and must not be: it is written in place, as
/// are `/dev/stdout`, `/dev/stderr` and `/dev/fd/N`, which name what the shell
/// opened (a file it redirected to, whose other readers keep the open file).
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(to: path) { $0.write(text) }
    }

    /// Streams what `body` writes to `path`, atomically as above.
    /// Through a link located in the working tree, only a stream or a regular
    /// file in the tree is written (`WorkingTree.refusalToWrite`).
    public static func write(to path: String, _ body: (inout FileOutputStream) -> Void) throws(FileWriteError) {
        guard !path.isEmpty else { throw FileWriteError(description: "no file name (an empty path)") }
        let tree = WorkingTree.current()
        if let refusal = tree.refusalToWrite(path) { throw FileWriteError(description: refusal) }
        if let fd = descriptorBehindLinks(path) {
            var output = FileOutputStream(fd: fd)
            body(&output)
            return try output.finish()
        }
        // A report's folder is made for it; never through a link (`makeMissingDirectories`).
        if !FileSystem.makeMissingDirectories(above: path) { throw FileWriteError.system() }
        // `/proc/self/cwd/report.json` is the file it names, replaced as any other;
        // `/proc/<pid>/fd/1` naming a pipe names no path and is written in place.
        guard let target = tree.resolve(path).path else { return try writeInPlace(to: path, body) }
        let existing = FileSystem.status(target)
        if let existing, existing.kind != .regular {
            guard existing.kind != .directory else { throw FileWriteError(description: "is a directory") }
            return try writeInPlace(to: target, body)
        }
        // A short name, whatever the target's: a name near the system's limit
        // (255 bytes) leaves no room for a suffix.
        let temporary =
            FileSystem.split(target).directory
            + "/.axaudit-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36)).tmp"
        let fd = TemporaryFiles.create(temporary)
        guard fd >= 0 else { throw FileWriteError.system() }
        var failure: FileWriteError?
        if let existing {
            // The report keeps the permissions (and, where this user may, the owner) it had.
            if fchmod(fd, mode_t(existing.permissions)) != 0 { failure = .system() }
            if existing.owner != geteuid() || existing.group != getegid() {
                _ = fchown(fd, existing.owner, existing.group)
            }
        }
        var output = FileOutputStream(fd: fd)
        if failure == nil { body(&output) }
        do { try output.finish() } catch { failure = failure ?? error }
        if failure == nil && fsync(fd) != 0 { failure = .system() }
        if close(fd) != 0 && failure == nil { failure = .system() }
        if failure == nil
            && rename(PathName.cString(temporary), PathName.cString(target)) != 0
        {
            failure = .system()
        }
        if failure != nil { unlink(PathName.cString(temporary)) }
        TemporaryFiles.forget(temporary)
        if let failure { throw failure }
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
    package static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// The descriptor `path` names as `standardDescriptor` says, itself or through
    /// links (`out -> /dev/stdout -> /proc/self/fd/1`): written to as it is, at its
    /// offset, appending if the shell opened it so.
    package static func descriptorBehindLinks(_ path: String) -> Int32? {
        var current = path
        // As the system's own limit on links in a path (ELOOP).
        for _ in 0..<40 {
            if let fd = standardDescriptor(current) { return fd }
            guard FileSystem.status(current, followingLinks: false)?.kind == .symbolicLink,
                let target = FileSystem.readLink(current)
            else { return nil }
            current = target.hasPrefix("/") ? target : FileSystem.split(current).directory + "/" + target
        }
        return nil
    }

    private static func writeInPlace(to path: String, _ body: (inout FileOutputStream) -> Void) throws(FileWriteError) {
        let fd = open(PathName.cString(path), O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError.system() }
        defer { close(fd) }
        var output = FileOutputStream(fd: fd)
        body(&output)
        try output.finish()
    }
}
