#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `axaudit rules --markdown DIR`: one page per rule and an index. The
/// directory may hold other files (a repository's docs): only files this wrote,
/// which start with `RuleDocumentation.markdownMarker`, are replaced, and those
/// of rules that no longer exist removed. A file of the same name that it did
/// not write stops it before anything is written.
public enum RulePages {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes the pages; returns how many.
    public static func write(_ rules: [RuleDescription], to directory: String) throws(WriteError) -> Int {
        let fm = FileManager.default
        switch FileSystem.status(directory)?.kind {
        case nil:
            do {
                try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteError(description: "cannot make the directory '\(directory)'")
            }
        case .directory: break
        default: throw WriteError(description: "'\(directory)' is not a directory")
        }
        let files = RuleDocumentation.markdownFiles(rules)
        let names = Set(files.map(\.name))
        let present = (try? fm.contentsOfDirectory(atPath: directory)) ?? []
        let path = { (name: String) in directory.hasSuffix("/") ? directory + name : directory + "/" + name }
        for name in present where names.contains(name) && !isGenerated(path(name)) {
            throw WriteError(
                description:
                    "'\(path(name))' was not written by axaudit rules --markdown; nothing was written (move it, or choose another directory)"
            )
        }
        // Pages of rules that no longer exist would go stale silently.
        for name in present where name.hasSuffix(".md") && !names.contains(name) && isGenerated(path(name)) {
            try? fm.removeItem(atPath: path(name))
        }
        for file in files {
            do {
                try AtomicFile.write(file.contents, to: path(file.name))
            } catch {
                throw WriteError(description: "cannot write '\(path(file.name))': \(error)")
            }
        }
        return files.count
    }

    /// Whether the file at `path` is a regular file that starts with the marker line.
    static func isGenerated(_ path: String) -> Bool {
        guard FileSystem.status(path, followingLinks: false)?.kind == .regular else { return false }
        let marker = Array((RuleDocumentation.markdownMarker + "\n").utf8)
        let head = FileSystem.firstBytes(of: path, count: marker.count) ?? []
        return head == marker
    }
}
