import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes, Strings are Unicode. A name that is not UTF-8 keeps its
/// bytes in a String: each byte that is not part of valid UTF-8 (always 0x80 or
/// above) becomes the private-use scalar U+10FF00 + byte, and turns back into
/// that byte when the name is handed to the system. (Decoding such a name
/// lossily, with U+FFFD, names a file that does not exist.) A name that truly
/// holds one of those 128 scalars, at the very end of Unicode's last
/// private-use block, would not be found; names do not hold them in practice.
package enum PathName {
    private static let escapeBase: UInt32 = 0x10_FF00

    package static func string<Bytes: Collection<UInt8>>(fromBytes bytes: Bytes) -> String {
        if let valid = String(validatingUTF8: bytes) { return valid }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
                }
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The bytes of the file name `path` stands for.
    package static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase + 0x80 {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return out
    }

    /// The file name `path` stands for as a C string (its bytes and a NUL), to
    /// hand to a system call: `open(PathName.cString(path), O_RDONLY)`.
    package static func cString(_ path: String) -> [CChar] {
        // Every escape starts with the byte 0xF4; most names have none.
        var name = path.utf8.contains(0xF4) ? bytes(path) : Array(path.utf8)
        name.append(0)
        return name.map { CChar(truncatingIfNeeded: $0) }
    }

    /// The bytes of a C string (up to its NUL) held in a buffer a system call filled.
    package static func string(fromCString buffer: [CChar]) -> String {
        string(fromBytes: buffer.prefix { $0 != 0 }.map { UInt8(truncatingIfNeeded: $0) })
    }

    /// The command's arguments with their bytes kept (`CommandLine.arguments`
    /// decodes them lossily). The one place the platform layer reads through a
    /// pointer it is given: the C strings of `argv`, which Swift offers no other
    /// way (`testCommandLineArgumentsAreTheProcessArguments` checks it against
    /// `/proc/self/cmdline`).
    package static var commandLineArguments: [String] {
        (0..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return "" }
            return string(
                fromBytes: UnsafeBufferPointer(start: argument, count: strlen(argument)).lazy.map {
                    UInt8(bitPattern: $0)
                })
        }
    }
}

/// What the command asks the file system about paths before it writes: which
/// file a path names, where its links lead, and who may have written it.
package enum FileSystem {
    /// Which file a path names: two paths to one file (through links, `./`,
    /// hard links) have the same identity.
    package struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, blockDevice
        /// A character device, a pipe or a socket: written in place, never replaced.
        case other
    }

    package struct Status: Sendable {
        package var kind: Kind
        package var identity: Identity
        package var owner: uid_t
        package var group: gid_t
        /// The permission bits, with set-id and sticky bits.
        package var permissions: UInt32
        /// Which device a character device is (`st_rdev`); nil for any other file.
        package var characterDevice: UInt64?
    }

    /// The status of what `path` names, following links (`lstat` when `followingLinks` is false).
    package static func status(_ path: String, followingLinks: Bool = true) -> Status? {
        var info = stat()
        let name = PathName.cString(path)
        let result = followingLinks ? stat(name, &info) : lstat(name, &info)
        guard result == 0 else { return nil }
        return status(info)
    }

    /// The status of the file the open descriptor `fd` names.
    package static func status(descriptor fd: Int32) -> Status? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return status(info)
    }

    private static func status(_ info: stat) -> Status {
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFBLK: kind = .blockDevice
        default: kind = .other
        }
        return Status(
            kind: kind,
            identity: Identity(
                device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
            owner: info.st_uid, group: info.st_gid, permissions: UInt32(info.st_mode) & 0o7777,
            characterDevice: info.st_mode & S_IFMT == S_IFCHR ? UInt64(truncatingIfNeeded: info.st_rdev) : nil)
    }

    /// Whether the character device `device` is `/dev/null` or a terminal: the
    /// controlling one (`/dev/tty`) or the one standard input, output or error
    /// is. Other devices (`/dev/watchdog`, `/dev/kmsg`, `/dev/port`) act on the
    /// machine when they are opened or written.
    package static func isNullOrTerminal(device: UInt64) -> Bool {
        let named = ["/dev/null", "/dev/tty"].compactMap { status($0)?.characterDevice }
        let standard = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].compactMap { fd in
            isatty(fd) == 1 ? status(descriptor: fd)?.characterDevice : nil
        }
        return (named + standard).contains(device)
    }

    /// The parent directory of `path` (`.` for a bare name) and its last component.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, String(path[path.index(after: slash)...]))
    }

    /// Makes the directories missing above `path`, as `mkdir -p` on its parent
    /// does, so that `--report junit:out/x.xml` works without `out/`. Each missing
    /// directory is made on its own with `mkdir`, which makes nothing through a
    /// link (a dangling link is an error); existing ones are left as they are.
    /// Returns false, with `errno` set, when one could not be made.
    package static func makeMissingDirectories(above path: String) -> Bool {
        var missing: [String] = []
        var directory = split(path).directory
        while status(directory, followingLinks: false) == nil {
            missing.append(directory)
            let parent = split(directory).directory
            if parent == directory { break }
            directory = parent
        }
        for directory in missing.reversed() {
            if mkdir(PathName.cString(directory), 0o777) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// Where `path` leads once every symbolic link is followed, as an absolute
    /// path without links: also for a link to a file not made yet, which a
    /// write then makes. `through` is true when a link led into `/proc` (as
    /// `/dev/stdout` does on Linux), whose links name open files, not paths.
    package static func resolvingLinks(_ path: String) -> (path: String, throughProc: Bool) {
        var current = path
        var throughProc = false
        // As the system's own limit on links in a path (ELOOP).
        for _ in 0..<40 {
            guard let info = status(current, followingLinks: false), info.kind == .symbolicLink,
                let target = readLink(current)
            else { break }
            if target.hasPrefix("/proc/") || current.hasPrefix("/proc/") { throughProc = true }
            current = target.hasPrefix("/") ? target : split(current).directory + "/" + target
        }
        if let real = realPath(current) { return (real, throughProc) }
        let (directory, name) = split(current)
        guard let realDirectory = realPath(directory) else { return (current, throughProc) }
        return ((realDirectory == "/" ? "" : realDirectory) + "/" + name, throughProc)
    }

    /// The current directory, absolute and without links.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        // A directory deeper than PATH_MAX: a larger buffer, as `getcwd(NULL, 0)` would allocate.
        while getcwd(&buffer, buffer.count) == nil {
            guard errno == ERANGE else { return "." }
            buffer = [CChar](repeating: 0, count: buffer.count * 2)
        }
        return PathName.string(fromCString: buffer)
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(PathName.cString(path), &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return PathName.string(fromBytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }

    static func realPath(_ path: String) -> String? {
        // PATH_MAX bytes, as POSIX asks of a buffer given to `realpath`.
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(PathName.cString(path), &resolved) != nil else { return nil }
        return PathName.string(fromCString: resolved)
    }

    /// Why a file that configures the run is not to be trusted, or nil: a file
    /// anyone but this user (or root) owns, or one in a directory every user
    /// may write to without the sticky bit (anyone could have put it there).
    package static func distrust(_ path: String) -> String? {
        guard let file = status(path) else { return nil }
        if file.owner != geteuid() && file.owner != 0 { return "it is owned by another user (uid \(file.owner))" }
        if let directory = status(split(path).directory),
            directory.permissions & 0o002 != 0 && directory.permissions & 0o1000 == 0
        {
            return "its directory is writable by every user"
        }
        return nil
    }

    /// Up to `count` bytes from the start of the regular file `path`, or nil when it cannot be read.
    package static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        guard let (fd, _) = try? InputFile.openRegular(path: path) else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        guard let read = try? InputFile.readFully(fd, into: &bytes) else { return nil }
        return Array(bytes.prefix(read))
    }

    /// Why the file `path` cannot be read, in words ("no such file").
    package static func whyUnreadable(_ path: String) -> String {
        if status(path)?.kind == .directory { return "is a directory" }
        do {
            let (fd, _) = try InputFile.openRegular(path: path)
            close(fd)
            return "it could not be read"
        } catch {
            let prefix = "cannot read the file: "
            return error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
        }
    }

    /// Whether `path` names an entry (a dangling link too).
    package static func exists(_ path: String) -> Bool {
        status(path, followingLinks: false) != nil
    }
}
