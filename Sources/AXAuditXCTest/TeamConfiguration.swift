#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AXAuditKit

extension AuditConfiguration {
    /// The team's `.axaudit.json`, found as `axaudit` finds it: in the directory of
    /// `file` (pass `#filePath`, the default: the test's own source file) or the nearest
    /// parent that has one, up to the repository's root. Without one, every rule at its
    /// default severity. Throws the `ConfigurationError` the command would report (a typo
    /// in a key, a file that cannot be read), and when the only file found was passed over
    /// because someone else could have written it (`AXAuditConfigurationPassedOver`).
    ///
    /// ```swift
    /// AXAssertAccessible(view, configuration: try .discovered())
    /// ```
    ///
    /// The test process must be able to read the source tree: true in the simulator
    /// (it runs on the Mac), not on a device, where `configuration(atPath:)` of a file
    /// in the test bundle's resources is the way.
    public static func discovered(from file: String = #filePath) throws -> AuditConfiguration {
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let discovery = ConfigurationFile.discover(from: directory)
        if let path = discovery.path { return try ConfigurationFile.load(path: path) }
        if let passedOver = discovery.distrusted.first {
            throw AXAuditConfigurationPassedOver(directory: directory, reason: passedOver)
        }
        return AuditConfiguration()
    }

    /// The configuration in the file at `path` (`.axaudit.json` syntax), checked against
    /// every rule as the command checks it.
    public static func configuration(atPath path: String) throws(ConfigurationError) -> AuditConfiguration {
        try ConfigurationFile.load(path: path)
    }
}

/// `.axaudit.json` files were found above a test but none could be trusted: another
/// user owns them, or anyone may write to their directory.
public struct AXAuditConfigurationPassedOver: Error, Sendable, CustomStringConvertible {
    /// Where the search started.
    public var directory: String
    /// Each file passed over, with why (`/tmp/.axaudit.json: owned by another user`).
    public var reason: String
    public var description: String { "\(directory): error: no configuration used; passed over \(reason)" }
}
