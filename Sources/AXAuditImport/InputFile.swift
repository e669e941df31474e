import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading an input file's bytes, with errors a person can act on.
public enum InputFile {
    /// Opens a regular file for reading; returns the descriptor and the size `fstat` gives.
    static func openRegular(path: String) throws(InputError) -> (fd: Int32, size: Int) {
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

    /// All of standard input (`-` on the command line), which may be a pipe of unknown size.
    package static func readStandardInput() throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBufferPointer { (buffer) throws(InputError) in
                try readFully(STDIN_FILENO, into: buffer)
            }
            bytes.append(contentsOf: chunk.prefix(count))
            if count < chunk.count { return bytes }
        }
    }

    /// Reads until `buffer` is full or the file ends; returns the count read.
    static func readFully(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(InputError) -> Int {
        #if canImport(Glibc)
        try fill(buffer) { start, count, _ in Glibc.read(fd, start, count) }
        #elseif canImport(Darwin)
        try fill(buffer) { start, count, _ in Darwin.read(fd, start, count) }
        #endif
    }

    /// The same from `offset`, without moving the file offset, so that two
    /// threads can read one file (`SplitImport`).
    static func read(_ fd: Int32, at offset: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(InputError)
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

/// Brings input bytes to UTF-8 for the parser: strips a UTF-8 BOM and converts
/// UTF-16 (with a BOM, or recognisable from `<?`), so that byte offsets in the
/// parser match the bytes the importer counts lines in.
enum InputDecoding {
    static func utf8(_ bytes: [UInt8]) throws(InputError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try fromUTF16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try fromUTF16(bytes.dropFirst(2), littleEndian: false) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return try fromUTF16(bytes[...], littleEndian: true) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return try fromUTF16(bytes[...], littleEndian: false) }
        return bytes
    }

    private static func fromUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) throws(InputError) -> [UInt8] {
        guard bytes.count % 2 == 0 else {
            throw InputError(
                "the file is UTF-16 but has an odd number of bytes (truncated?)", at: SourceLocation(line: 1, column: 1)
            )
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var line = 1
        var column = 1
        var afterCR = false
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { out.append($0) }
                if scalar == "\r" || (scalar == "\n" && !afterCR) {
                    line += 1
                    column = 1
                } else if scalar != "\n" {
                    column += 1
                }
                afterCR = scalar == "\r"
            case .emptyInput:
                break loop
            case .error:
                throw InputError(
                    "invalid UTF-16 (an unpaired surrogate)", at: SourceLocation(line: line, column: column))
            }
        }
        return out
    }
}
