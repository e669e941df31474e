#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a pull request controls, and the symbolic links it may commit
/// among them. The working tree is the repository around the current
/// directory: the nearest directory, from the current one up, that holds
/// `.git`, or the current directory when none does; its `.git` directory is
/// not part of it (the checkout keeps its credentials there). A link located
/// in the working tree may lead only to a file in it; a link outside it (the
/// user's own, such as `/tmp -> private/tmp` on macOS) is followed as the
/// system follows it.
package struct WorkingTree: Sendable {
    /// Absolute, without links.
    package let root: String

    package init(root: String) {
        self.root = FileSystem.realPath(root) ?? root
    }

    package static func current() -> WorkingTree {
        let start = FileSystem.currentDirectory()
        // A removed current directory has no path ("."): no parent to look in.
        guard start.hasPrefix("/") else { return WorkingTree(root: start) }
        var directory = start
        while true {
            if FileSystem.exists(directory + (directory == "/" ? ".git" : "/.git")) {
                return WorkingTree(root: directory)
            }
            if directory == "/" { return WorkingTree(root: start) }
            directory = FileSystem.split(directory).directory
        }
    }

    /// Whether the absolute path `path` (without links) is in the tree: the root or below it, outside `.git`.
    package func contains(_ path: String) -> Bool {
        let base = root == "/" ? "" : root
        guard path == root || path.hasPrefix(base + "/") else { return false }
        let git = base + "/.git"
        return !(path == git || path.hasPrefix(git + "/"))
    }

    /// Where a path leads, component by component, as the system resolves it.
    package struct Resolution: Sendable, Equatable {
        /// The absolute path without links; nil when a link names no path (a
        /// pipe or socket behind `/proc/self/fd/N`) or links loop.
        package var path: String?
        /// The first link located in the tree that was followed.
        package var linkInTree: String?
        /// Whether a link located in the tree led out of it (or to no path).
        package var leavesTree: Bool
    }

    /// Resolves `path` (relative to the current directory) link by link. Links
    /// into `/proc` and `/dev/fd` are followed to what they name, so that
    /// `/proc/self/cwd/in.xml` is the input it names. A name that does not
    /// exist yet is kept as written (a write creates it).
    package func resolve(_ path: String) -> Resolution {
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).reversed())
        var current: [Substring] =
            path.hasPrefix("/")
            ? [] : FileSystem.currentDirectory().split(separator: "/", omittingEmptySubsequences: true)
        var linkInTree: String?
        var hops = 0
        func joined(_ parts: [Substring]) -> String { "/" + parts.joined(separator: "/") }
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = current.popLast()
                continue
            }
            let candidate = joined(current + [component])
            guard FileSystem.status(candidate, followingLinks: false)?.kind == .symbolicLink else {
                current.append(component)
                continue
            }
            hops += 1
            guard hops <= 40, let target = FileSystem.readLink(candidate) else {
                return Resolution(path: nil, linkInTree: linkInTree ?? candidate, leavesTree: true)
            }
            if linkInTree == nil && contains(candidate) { linkInTree = candidate }
            // `/proc/self/fd/1 -> pipe:[1234]`: a name that is no path.
            if !target.hasPrefix("/") && candidate.hasPrefix("/proc/")
                && !FileSystem.exists(joined(current) + "/" + target)
            {
                return Resolution(path: nil, linkInTree: linkInTree, leavesTree: linkInTree != nil)
            }
            if target.hasPrefix("/") { current = [] }
            pending.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).reversed())
        }
        let resolved = joined(current)
        return Resolution(path: resolved, linkInTree: linkInTree, leavesTree: linkInTree != nil && !contains(resolved))
    }

    /// Why `path` may not be read, or nil: a link in the tree leads out of it.
    package func refusalToRead(_ path: String) -> String? {
        let resolution = resolve(path)
        guard resolution.leavesTree else { return nil }
        return "a symbolic link leads out of the working tree (\(root))"
    }

    /// Why `path` may not be written, or nil. Through a link located in the
    /// tree, only a pipe or socket (`/dev/stdout`), `/dev/null` or a terminal,
    /// or a regular file in the tree (or a new one) is written.
    package func refusalToWrite(_ path: String) -> String? {
        let resolution = resolve(path)
        guard resolution.linkInTree != nil else { return nil }
        let status = FileSystem.status(path)
        switch status?.kind {
        case .other:
            guard let device = status?.characterDevice, !FileSystem.isNullOrTerminal(device: device) else {
                return nil
            }
            return
                "a symbolic link leads out of the working tree (\(root)) to a device that is not a terminal or /dev/null"
        case .regular, nil:
            if !resolution.leavesTree { return nil }
        case .directory, .symbolicLink, .blockDevice: break
        }
        return "a symbolic link leads out of the working tree (\(root)) to a file that is not a stream"
    }

    /// The bytes of the regular file `path`, read without following a link
    /// out of the tree; a file over `limit` bytes is refused, unless `headOnly`,
    /// which returns its first `limit` bytes (or fewer).
    package func readFile(_ path: String, limit: Int, headOnly: Bool = false) throws(FileReadError) -> [UInt8] {
        if let refusal = refusalToRead(path) { throw .refused(refusal) }
        // The path the links led to, opened without following a link in its last place.
        let target = resolve(path).path ?? path
        let fd = open(PathName.cString(target), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if fd < 0 { throw errno == ENOENT ? .missing : .refused(InputFile.describe(errno)) }
        defer { close(fd) }
        switch FileSystem.status(descriptor: fd)?.kind {
        case .regular: break
        case .directory: throw .refused("is a directory")
        default: throw .refused("is not a regular file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do {
                count = try InputFile.readFully(fd, into: &chunk)
            } catch {
                throw .refused(error.message)
            }
            bytes.append(contentsOf: chunk.prefix(count))
            if headOnly && bytes.count >= limit { return Array(bytes.prefix(limit)) }
            if bytes.count > limit { throw .refused("is larger than axaudit's limit of \(limit >> 20) MB") }
            if count < chunk.count { return bytes }
        }
    }
}

/// Why a file could not be read.
package enum FileReadError: Error, Equatable {
    case missing
    /// In words: "is a directory", "permission denied", a refusal.
    case refused(String)

    package var reason: String {
        switch self {
        case .missing: "no such file"
        case .refused(let reason): reason
        }
    }
}
