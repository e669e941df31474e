// Switches the process's accessibility automation on before the exporter reads a
// screen, as Cash App's AccessibilitySnapshot (`ASAccessibilityEnabler`) and Google's
// GTXiLib (`GTXTestEnvironment`) do. Without it a unit-test process that VoiceOver is
// not running in builds no accessibility tree for SwiftUI hosting views, and many
// accessibility properties read nil.
//
// `_AXSSetAutomationEnabled` is a PRIVATE function of Apple's libAccessibility. It is
// meant for test processes: by default the exporter calls it only in a test process
// (XCTest loaded) or a DEBUG build, never in a release build an app ships. The library is loaded
// with dlopen and the function found with dlsym, so nothing links against it; where
// either fails the export goes on and says why, once.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Loads a library and calls its `_AXSSetAutomationEnabled(1)`, once for the life of
/// the enabler. `AXAccessibilityEnabler.system` is the one for libAccessibility;
/// tests make their own with another path.
public final class AXAccessibilityEnabler: @unchecked Sendable {
    /// What enabling did: `enabled`, or `unavailable` with the reason, e.g.
    /// "could not load /usr/lib/libAccessibility.dylib: … (accessibility stays as it is)".
    public enum Outcome: Equatable, Sendable {
        case enabled
        case unavailable(String)
    }

    /// The library's path, already under the simulator root where there is one.
    public let libraryPath: String
    public let symbolName: String
    private let lock = NSLock()
    private var result: Outcome?

    public init(libraryPath: String, symbolName: String = "_AXSSetAutomationEnabled") {
        self.libraryPath = libraryPath
        self.symbolName = symbolName
    }

    /// libAccessibility: `/usr/lib/libAccessibility.dylib`, under `IPHONE_SIMULATOR_ROOT`
    /// when the process runs in a simulator (as both references load it).
    public static let system = AXAccessibilityEnabler(
        libraryPath: systemLibraryPath(environment: ProcessInfo.processInfo.environment))

    static func systemLibraryPath(environment: [String: String]) -> String {
        let path = "/usr/lib/libAccessibility.dylib"
        guard let root = environment["IPHONE_SIMULATOR_ROOT"], !root.isEmpty else { return path }
        return root.hasSuffix("/") ? String(root.dropLast()) + path : root + path
    }

    /// How many times `enable()` was asked: once per walk.
    public private(set) var requests = 0

    /// Enables accessibility the first time it is asked; later calls return the first outcome.
    /// `report` hears the reason once when it cannot (the default writes it to standard error).
    @discardableResult
    public func enable(report: (String) -> Void = AXAccessibilityEnabler.writeToStandardError) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        requests += 1
        if let result { return result }
        let outcome = load()
        result = outcome
        if case .unavailable(let reason) = outcome { report("axaudit: " + reason) }
        return outcome
    }

    /// The outcome so far; nil before the first `enable()`.
    public var outcome: Outcome? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }

    private func load() -> Outcome {
        let suffix = " (accessibility stays as it is; SwiftUI screens may export nearly empty)"
        guard let handle = dlopen(libraryPath, RTLD_LAZY | RTLD_LOCAL) else {
            return .unavailable("could not load \(libraryPath): \(Self.lastError())" + suffix)
        }
        guard let symbol = dlsym(handle, symbolName) else {
            return .unavailable("\(libraryPath) has no \(symbolName): \(Self.lastError())" + suffix)
        }
        typealias Setter = @convention(c) (Int32) -> Void
        unsafeBitCast(symbol, to: Setter.self)(1)
        return .enabled
    }

    private static func lastError() -> String {
        guard let message = dlerror() else { return "no reason given" }
        return String(cString: message)
    }

    public static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
