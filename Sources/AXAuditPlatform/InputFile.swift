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
        let fd = PathName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
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
            let count = try chunk.withUnsafeMutableBufferPointer { (buffer) throws(InputError) in
                try readFully(STDIN_FILENO, into: buffer)
            }
            bytes.append(contentsOf: chunk.prefix(count))
            if bytes.count > limit {
                throw InputError(
                    "standard input is larger than axaudit's limit of \(limit >> 20) MB; give the file's path instead",
                    at: .wholeFile)
            }
            if count < chunk.count { return bytes }
        }
    }

    /// Reads until `buffer` is full or the file ends; returns the count read.
    package static func readFully(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(InputError) -> Int
    {
        #if canImport(Glibc)
        try fill(buffer) { start, count, _ in Glibc.read(fd, start, count) }
        #elseif canImport(Darwin)
        try fill(buffer) { start, count, _ in Darwin.read(fd, start, count) }
        #endif
    }

    /// The same from `offset`, without moving the file offset, so that two
    /// threads can read one file (`SplitImport`).
    package static func read(_ fd: Int32, at offset: Int, into buffer: UnsafeMutableBufferPointer<UInt8>)
        throws(InputError)
        -> Int
    {
        try fill(buffer) { start, count, filled in pread(fd, start, count, off_t(offset + filled)) }
    }

    /// Calls `readSome(where, how many, filled so far)` until `buffer` is full or it reads nothing.
    private static func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>,
        _ readSome: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
    ) throws(InputError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = readSome(buffer.baseAddress! + filled, buffer.count - filled, filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read the file: \(describe(errno))", at: .wholeFile)
            }
            if count == 0 { break }
            filled += count
        }
        return filled
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
