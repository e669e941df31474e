import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Paths as reports for CI show them: relative to the working directory when the
/// file is under it (so code scanning and annotations find it in the checkout),
/// and as URIs with what URIs need percent-encoded.
public enum ReportPaths {
    /// The process's working directory, absolute, without a trailing slash (but `/`).
    public static func currentDirectory() -> String {
        normalized(FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against `directory` and cleaned lexically (`.`, `..`,
    /// repeated slashes); symbolic links are not resolved.
    public static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// The path relative to `directory` when it lies under it, else `nil`. A path
    /// that reaches the directory through a link (a checkout entered by a linked
    /// path, whose working directory the system names by its real path) is
    /// compared by where the links lead.
    public static func relative(_ path: String, to directory: String) -> String? {
        if let lexical = lexicallyRelative(path, to: directory) { return lexical }
        let real = FileSystem.resolvingLinks(absolute(path, from: directory)).path
        return lexicallyRelative(real, to: FileSystem.resolvingLinks(normalized(directory)).path)
    }

    static func lexicallyRelative(_ path: String, to directory: String) -> String? {
        let full = absolute(path, from: directory)
        let base = normalized(directory)
        if base == "/" { return full == "/" ? nil : String(full.dropFirst()) }
        guard full.hasPrefix(base + "/") else { return nil }
        return String(full.dropFirst(base.count + 1))
    }

    /// Relative to `directory` when under it, else absolute (cleaned).
    public static func display(_ path: String, relativeTo directory: String) -> String {
        relative(path, to: directory) ?? absolute(path, from: directory)
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Percent-encodes a path for a URI reference: every byte but the unreserved
    /// characters, the sub-delimiters, `@` and the `/` separators. `:` is encoded
    /// too, so a relative reference can never look like a scheme.
    package static func uriPath(_ path: String) -> String {
        var out = ""
        // The file name's own bytes: a name that is not UTF-8 keeps them (`PathName`).
        for byte in PathName.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"),
                UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// `file:///abs/path` (a directory gets a trailing slash when `directory` is true).
    package static func fileURI(_ absolutePath: String, directory: Bool = false) -> String {
        var uri = "file://" + uriPath(absolutePath)
        if directory && !uri.hasSuffix("/") { uri += "/" }
        return uri
    }

    /// Seconds as JUnit's SUREFIRE_TIME wants them: digits, a dot, three decimals.
    static func seconds(_ value: Double) -> String {
        let millis = value.isFinite && value > 0 ? (value * 1000).rounded() : 0
        let whole = Int(millis) / 1000, fraction = Int(millis) % 1000
        let f = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
    }
}
