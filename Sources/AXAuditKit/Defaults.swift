#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The engine knows rules only by the protocol; here they meet the registry, so
// that a library user gets every rule by default.

extension AuditConfiguration {
    /// Every rule of `RuleRegistry`, each at its default severity.
    public init() {
        self.init(availableRules: RuleRegistry.all)
    }
}

extension Auditor {
    /// Every rule of `RuleRegistry`, each at its default severity.
    public init() {
        self.init(configuration: AuditConfiguration())
    }
}

extension ConfigurationFile {
    /// Reads and checks a configuration file against the registry's rules.
    public static func load(path: String) throws(ConfigurationError) -> AuditConfiguration {
        try load(path: path, availableRules: RuleRegistry.all)
    }

    /// Checks configuration JSON against the registry's rules.
    public static func parse(_ data: Data, file: String) throws(ConfigurationError) -> AuditConfiguration {
        try parse(data, file: file, availableRules: RuleRegistry.all)
    }

    /// `axaudit init`: a starter configuration listing the registry's rules.
    public static func starter() -> String {
        starter(availableRules: RuleRegistry.all)
    }
}
