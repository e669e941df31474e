import AXAuditPlatform
import AXAuditModel

// The sections of the configuration file that are more than a table of keys.
extension ConfigurationFile {
    /// The `rules` object: which rules run, their severities and ignore lists.
    static func readRules(
        _ rules: JSONValue, availableRules: [any Rule.Type], into configuration: inout AuditConfiguration,
        _ fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) {
        guard let rules = rules.object else { throw fail("rules", "must be an object of rule ids") }
        let known = availableRules.map { $0.description.id }
        var disabled = Set<String>()
        for (id, value) in rules.sorted(by: { $0.key < $1.key }) where !id.hasPrefix("$comment") {
            let keyPath = "rules." + KeyPathLocations.pathComponent(id)
            guard known.contains(id) else {
                throw fail(keyPath, "unknown rule id" + suggestion(for: id, among: known))
            }
            if let enabled = value.bool {
                if !enabled { disabled.insert(id) }
                continue
            }
            if let severity = value.string {
                if severity == "off" {
                    disabled.insert(id)
                    continue
                }
                guard let parsed = Severity(rawValue: severity) else {
                    throw fail(keyPath, "'\(severity)' is not error, warning, info or off")
                }
                configuration.severityOverrides[id] = parsed
                continue
            }
            guard let settings = value.object else {
                throw fail(
                    keyPath, "must be true, false, \"off\", a severity, or an object with enabled, severity, ignore"
                )
            }
            try checkKeys(settings, allowed: ["enabled", "severity", "ignore"], at: keyPath, fail)
            if let enabled = settings["enabled"] {
                guard let flag = enabled.bool else { throw fail(keyPath + ".enabled", "must be true or false") }
                if !flag { disabled.insert(id) }
            }
            if let severity = settings["severity"] {
                guard let name = severity.string, let parsed = Severity(rawValue: name) else {
                    throw fail(keyPath + ".severity", "must be \"error\", \"warning\" or \"info\"")
                }
                configuration.severityOverrides[id] = parsed
            }
            if let ignore = settings["ignore"] {
                guard let ignore = ignore.object else {
                    throw fail(keyPath + ".ignore", "must be an object with identifiers and/or classes")
                }
                try checkKeys(ignore, allowed: ["identifiers", "classes"], at: keyPath + ".ignore", fail)
                var list = RuleIgnoreList()
                list.identifiers = try globs(ignore["identifiers"], at: keyPath + ".ignore.identifiers", fail)
                list.classes = try globs(ignore["classes"], at: keyPath + ".ignore.classes", fail)
                configuration.ignoreLists[id] = list
            }
        }
        configuration.rules = availableRules.filter { !disabled.contains($0.description.id) }.map { $0.init() }
    }

    /// The `roles` list: role mappings, in order.
    static func readRoles(
        _ roles: JSONValue, into configuration: inout AuditConfiguration,
        _ fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) {
        guard let roles = roles.array else {
            throw fail("roles", "must be a list of {\"class\"|\"classPattern\"|\"identifier\": …, \"role\": …}")
        }
        for (i, entry) in roles.enumerated() {
            let keyPath = "roles[\(i)]"
            guard let entry = entry.object else { throw fail(keyPath, "must be an object") }
            try checkKeys(entry, allowed: ["class", "classPattern", "identifier", "role"], at: keyPath, fail)
            guard let roleName = entry["role"]?.string else {
                throw fail(
                    keyPath + ".role",
                    "is missing (cell, card, image, rating, text, control, container, or card+cell)")
            }
            var roles: Roles = []
            // Empty parts are errors: "", "+" or "card+" would map to no role at all.
            for part in roleName.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "+" || $0 == " " }) {
                guard let role = Roles.named(String(part)) else {
                    throw fail(
                        keyPath + ".role",
                        "'\(roleName)' is not cell, card, image, rating, text, control, container (or card+cell)")
                }
                roles.insert(role)
            }
            let matchers = ["class", "classPattern", "identifier"].filter { entry[$0] != nil }
            guard matchers.count == 1, let key = matchers.first, let value = entry[key]?.string, !value.isEmpty
            else {
                throw fail(keyPath, "needs exactly one of class, classPattern or identifier, as a non-empty string")
            }
            let matcher: RoleMapping.Matcher
            switch key {
            case "class": matcher = .className(value)
            case "classPattern": matcher = .classPattern(try glob(value, at: keyPath + ".classPattern", fail))
            default: matcher = .identifier(try glob(value, at: keyPath + ".identifier", fail))
            }
            configuration.roleMappings.append(RoleMapping(matcher: matcher, roles: roles))
        }
    }
}
