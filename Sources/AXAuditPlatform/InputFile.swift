import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading an input file's bytes, with errors a person can act on.
public enum InputFile {
    /// Opens a regular file for reading; returns the descriptor and the size `fstat` gives.
    package static func openRegular(path: String) throws(InputError) -> (fd: Int32, size: Int) {
        let start = SourceLocation.wholeFile
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer
        // before the check below rejects it; reads of regular files ignore the flag.
        let fd = open(PathName.cString(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw InputError("cannot read the file: \(describe(errno))", at: start) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw InputError("cannot read the file: \(describe(code))", at: start)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw InputError("is a directory, not a hierarchy file", at: start)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw InputError("is not a regular file", at: start)
        }
        return (fd, Int(info.st_size))
    }

    /// The most bytes read whole into memory: standard input, and the order
    /// snapshots, configuration and baselines a repository holds. (Input files
    /// are read in pieces, never whole.)
    package static let sizeLimit = 256 << 20

    /// All of standard input (`-` on the command line), which may be a pipe of
    /// unknown size, up to `limit` bytes.
    package static func readStandardInput(limit: Int = sizeLimit) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try readFully(STDIN_FILENO, into: &chunk)
            bytes.append(contentsOf: chunk.prefix(count))
            if bytes.count > limit {
                throw InputError(
                    "standard input is larger than axaudit's limit of \(limit >> 20) MB; give the file's path instead",
                    at: .wholeFile)
            }
            if count < chunk.count { return bytes }
        }
    }

    /// Reads until the first `count` bytes of `buffer` (all of it by default) are
    /// filled or the file ends; returns the count read.
    package static func readFully(_ fd: Int32, into buffer: inout [UInt8], count: Int? = nil) throws(InputError) -> Int
    {
        try fill(fd, &buffer, count: count ?? buffer.count) { part, count, _ in
            #if canImport(Glibc)
            return Glibc.read(fd, &part, count)
            #elseif canImport(Darwin)
            return Darwin.read(fd, &part, count)
            #endif
        }
    }

    /// The same from `offset`, without moving the file offset, so that two
    /// threads can read one file (`SplitImport`).
    package static func read(_ fd: Int32, at offset: Int, into buffer: inout [UInt8], count: Int? = nil)
        throws(InputError) -> Int
    {
        try fill(fd, &buffer, count: count ?? buffer.count) { part, count, filled in
            return pread(fd, &part, count, off_t(offset + filled))
        }
    }

    /// Calls `readSome(into, how many, filled so far)` until `count` bytes of
    /// `buffer` are filled or it reads nothing. The first read goes straight into
    /// `buffer`; after a short one (a pipe, the end of the file) the rest is read
    /// into a chunk of its own and copied, as a system call is handed the start
    /// of an array, never a place inside it.
    private static func fill(
        _ fd: Int32, _ buffer: inout [UInt8], count: Int, _ readSome: (inout [UInt8], Int, Int) -> Int
    ) throws(InputError) -> Int {
        precondition(count <= buffer.count)
        var filled = 0
        var rest: [UInt8] = []
        while filled < count {
            let got: Int
            if filled == 0 {
                got = readSome(&buffer, count, 0)
            } else {
                if rest.isEmpty { rest = [UInt8](repeating: 0, count: min(count - filled, 1 << 16)) }
                got = readSome(&rest, min(rest.count, count - filled), filled)
                if got > 0 { buffer.replaceSubrange(filled..<filled + got, with: rest[..<got]) }
            }
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    waitUntilReady(fd, for: Int16(POLLIN))
                    continue
                }
                throw InputError("cannot read the file: \(describe(errno))", at: .wholeFile)
            }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    /// Waits until `fd` can be read (`POLLIN`) or written (`POLLOUT`): a pipe
    /// that its other end made non-blocking (a CI runner may leave standard
    /// input or output so) says "try again" (`EAGAIN`) rather than waiting itself.
    package static func waitUntilReady(_ fd: Int32, for events: Int16) {
        var request = pollfd(fd: fd, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }

    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links (a symlink loop?)"
        case EISDIR: return "is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
