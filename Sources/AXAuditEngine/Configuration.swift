import AXAuditModel
import AXAuditPlatform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A configuration file problem, named by its key path (`rules.image-label.severity`).
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var keyPath: String
    public var message: String
    /// Where in the file: the syntax error, or the start of the member or item
    /// the key path names (of the object around it when the key is missing).
    public var location: SourceLocation? = nil
    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return keyPath.isEmpty ? "\(place): error: \(message)" : "\(place): error: \(keyPath): \(message)"
    }
}

/// Maps an app's own classes or identifiers to roles the built-in table does not know.
public struct RoleMapping: Sendable {
    public enum Matcher: Sendable {
        /// The class or one of its superclasses, exactly.
        case className(String)
        /// A glob over the class and superclass names.
        case classPattern(Glob)
        /// A glob over `accessibilityIdentifier` (or `id`).
        case identifier(Glob)
    }
    public var matcher: Matcher
    public var roles: Roles

    func matches(_ element: Element) -> Bool {
        switch matcher {
        case .className(let name): return element.hasClass(name)
        case .classPattern(let glob): return element.classes.contains { glob.matches($0) }
        case .identifier(let glob):
            return [element.accessibilityIdentifier, element.id].contains { $0.map(glob.matches) ?? false }
        }
    }

    /// The screen's roles as the rules see them: the first matching mapping wins
    /// (an explicit `role` attribute wins over all), then the collection cells
    /// that hold what a card holds become cards (`CardInference`), whatever the
    /// input format, so a class the configuration makes a cell is judged too.
    package static func apply(_ mappings: [RoleMapping], to hierarchy: inout Hierarchy) {
        if !mappings.isEmpty {
            for i in 1..<hierarchy.elements.count where hierarchy.elements[i].explicitRole == nil {
                if let mapping = mappings.first(where: { $0.matches(hierarchy.elements[i]) }) {
                    hierarchy.elements[i].roles = mapping.roles
                }
            }
        }
        CardInference.markCards(in: &hierarchy.elements)
    }
}

/// Elements a rule must not report, by identifier or class (globs allowed).
public struct RuleIgnoreList: Sendable {
    public var identifiers: [Glob] = []
    public var classes: [Glob] = []

    func matches(_ element: Element) -> Bool {
        if identifiers.contains(where: { glob in
            [element.accessibilityIdentifier, element.id].contains { $0.map(glob.matches) ?? false }
        }) {
            return true
        }
        return classes.contains { glob in element.classes.contains { glob.matches($0) } }
    }
}

/// `.axaudit.json`: which rules run at which severity, role mappings, thresholds,
/// suppressions and excluded paths. Every key is checked: a typo is an error,
/// never a silently disabled rule.
public enum ConfigurationFile {
    public static let defaultName = ".axaudit.json"

    /// What `discover` found: the file to use, if any, and the files it passed
    /// over because anyone else could have written them, each with why.
    public struct Discovery: Sendable, Equatable {
        public var path: String?
        public var distrusted: [String] = []
    }

    /// `.axaudit.json` in `directory` or the nearest parent that has one, up to
    /// the repository's root (the directory holding `.git`) or `home`: a file
    /// above them belongs to someone else's project, or to no one. A file another
    /// user owns, or one in a directory every user may write to without the
    /// sticky bit (`/tmp` has it), is passed over: it could turn every rule off.
    public static func discover(
        from directory: String = FileManager.default.currentDirectoryPath,
        home: String? = ProcessInfo.processInfo.environment["HOME"]
    ) -> Discovery {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        let home = home.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).standardizedFileURL.path }
        var discovery = Discovery()
        while true {
            let candidate = url.appendingPathComponent(defaultName).path
            if FileSystem.exists(candidate) {
                if let reason = FileSystem.distrust(candidate) {
                    discovery.distrusted.append("\(candidate): \(reason)")
                } else {
                    discovery.path = candidate
                    return discovery
                }
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path || url.path == home || FileSystem.exists(url.appendingPathComponent(".git").path)
            {
                return discovery
            }
            url = parent
        }
    }

    /// The largest configuration file read: one has tens of keys, while its JSON
    /// tree and key locations take tens of times its size in memory (a file of
    /// nested empty lists, over 30), so a pull request's file may not be larger.
    public static let sizeLimit = 4 << 20

    public static func load(path: String, availableRules: [any Rule.Type]) throws(ConfigurationError)
        -> AuditConfiguration
    {
        let bytes: [UInt8]
        do {
            bytes = try WorkingTree.current().readFile(path, limit: sizeLimit)
        } catch {
            throw ConfigurationError(
                file: path, keyPath: "", message: "cannot read the configuration file: \(error.reason)")
        }
        return try parse(Data(bytes), file: path, availableRules: availableRules)
    }

    public static func parse(_ data: Data, file: String, availableRules: [any Rule.Type]) throws(ConfigurationError)
        -> AuditConfiguration
    {
        let json: JSONValue
        let locations: KeyPathLocations
        do {
            (json, locations) = try JSONValue.parseWithLocations(data)
        } catch {
            throw ConfigurationError(
                file: file, keyPath: "", message: "not valid JSON: \(error.message)", location: error.location)
        }
        func fail(_ keyPath: String, _ message: String) -> ConfigurationError {
            ConfigurationError(
                file: file, keyPath: keyPath, message: message, location: locations.location(of: keyPath))
        }
        guard let root = json.object else { throw fail("", "the configuration must be a JSON object") }
        var configuration = AuditConfiguration(availableRules: availableRules)
        configuration.sourcePath = file
        try checkKeys(root, allowed: ["rules", "roles", "thresholds", "exclude"], at: "", fail)

        if let rules = root["rules"] {
            try readRules(rules, availableRules: availableRules, into: &configuration, fail)
        }

        if let roles = root["roles"] {
            try readRoles(roles, into: &configuration, fail)
        }

        if let thresholds = root["thresholds"] {
            guard let thresholds = thresholds.object else { throw fail("thresholds", "must be an object") }
            let keys = thresholdKeys(availableRules)
            try checkKeys(thresholds, allowed: keys.map(\.key), at: "thresholds", fail)
            for row in keys {
                if let value = thresholds[row.key], !row.set(value, &configuration.thresholds) {
                    throw fail("thresholds." + row.key, "must be " + row.requirement)
                }
            }
        }

        if let exclude = root["exclude"] {
            configuration.exclude = try globs(exclude, at: "exclude", fail)
        }
        return configuration
    }

    /// The `thresholds` keys: each rule's own (`Rule.options`), then the engine's.
    package static func thresholdKeys(_ availableRules: [any Rule.Type]) -> [ThresholdKey] {
        availableRules.flatMap { $0.options } + Thresholds.engineKeys
    }

    /// An error for the first key of `object` (in sorted order) that `allowed`
    /// does not hold; `$comment` keys are allowed unless `comments` is false. The
    /// configuration's and the baseline's keys are checked by it.
    static func checkKeys<Failure: Error>(
        _ object: [String: JSONValue], allowed: [String], at keyPath: String, comments: Bool = true,
        _ fail: (String, String) -> Failure
    ) throws(Failure) {
        for key in object.keys.sorted() where !(comments && key.hasPrefix("$comment")) && !allowed.contains(key) {
            let path = (keyPath.isEmpty ? "" : keyPath + ".") + KeyPathLocations.pathComponent(key)
            throw fail(
                path,
                "unknown key" + suggestion(for: key, among: allowed) + " (known: \(allowed.joined(separator: ", ")))")
        }
    }

    /// A list of glob patterns, each at most `Glob.maximumLength` characters.
    static func globs(
        _ value: JSONValue?, at keyPath: String,
        _ fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) -> [Glob] {
        try strings(value, at: keyPath, fail).enumerated().map { (i, s) throws(ConfigurationError) -> Glob in
            try glob(s, at: "\(keyPath)[\(i)]", fail)
        }
    }

    /// A glob pattern: matching one costs its length times the name's, for every
    /// class, identifier or path it is asked about, so its length is capped.
    static func glob(
        _ pattern: String, at keyPath: String, _ fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) -> Glob {
        let length = pattern.unicodeScalars.count
        guard length <= Glob.maximumLength else {
            throw fail(
                keyPath,
                "is a pattern of \(length) characters; patterns are at most \(Glob.maximumLength) (axaudit's limit)")
        }
        return Glob(pattern)
    }

    static func strings(
        _ value: JSONValue?, at keyPath: String,
        _ fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard let list = value.array else { throw fail(keyPath, "must be a list of strings") }
        return try list.enumerated().map { (i, item) throws(ConfigurationError) -> String in
            guard let s = item.string, !s.isEmpty else { throw fail("\(keyPath)[\(i)]", "must be a non-empty string") }
            return s
        }
    }

    /// " (did you mean image-label?)" for a near miss; the command's options use it too.
    public static func suggestion(for word: String, among candidates: [String]) -> String {
        NearMiss.suggestion(for: word, among: candidates)
    }

    /// `axaudit init`: a starter configuration that changes nothing: every key is
    /// there, empty, with notes on what it takes. (Not a severity for every rule:
    /// that would replace each finding's own, and a rule's warnings would become errors.)
    public static func starter(availableRules: [any Rule.Type]) -> String {
        let defaults = thresholdKeys(availableRules).map { "\($0.key) \($0.defaultText)" }.joined(separator: ", ")
        return """
            {
              "$comment": "axaudit configuration. Keys starting with $comment are notes. As written it changes nothing: add only what should differ from the defaults.",
              "rules": {
                "$comment": "per rule id: false or \\"off\\" turns it off; a severity (error|warning|info) replaces the severity of every finding of the rule (a rule reports some problems as errors and others as warnings); or {enabled, severity, ignore: {identifiers: [globs], classes: [globs]}}. Rules: \(availableRules.map { $0.description.id }.joined(separator: ", ")) (axaudit rules)."
              },
              "roles": [],
              "thresholds": {
                "$comment": "numbers rules compare against; defaults: \(defaults)."
              },
              "exclude": [],
              "$comment-roles-exclude": "roles: map your own classes (class, classPattern) or accessibility identifiers (identifier) to cell, card, image, rating, text, control, container or card+cell, e.g. {\\"class\\": \\"ProductTileView\\", \\"role\\": \\"card\\"}. exclude: path globs (* within a directory, ** across) of files not to audit."
            }

            """
    }
}
