import AXAuditKit

/// A usage problem: one line naming it and pointing to the command's `--help`, exit 2.
package struct UsageError: Error, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// `--help` (or `-h`) among a command's arguments: the command's usage, exit 0.
struct HelpRequest: Error {}

/// An option of a command: its names, the value it takes (if any) and what it does.
package struct OptionSpec<Options>: Sendable {
    package var names: [String]
    package var valueName: String?
    package var help: String
    package var apply: @Sendable (inout Options, String) throws -> Void

    package init(
        names: [String], valueName: String?, help: String,
        apply: @escaping @Sendable (inout Options, String) throws -> Void
    ) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.apply = apply
    }
}

/// Table-driven parsing: `--name value`, `--name=value`, `-n value`, `-nvalue`,
/// `--` ends options, `--help` anywhere before it asks for the usage.
func parse<Options>(
    _ arguments: ArraySlice<String>, into options: inout Options,
    specs: [OptionSpec<Options>], positional: (String, inout Options) throws -> Void
) throws {
    var rest = arguments
    var onlyPositional = false
    while let argument = rest.popFirst() {
        if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
            try positional(argument, &options)
            continue
        }
        if argument == "--" {
            onlyPositional = true
            continue
        }
        if argument == "--help" || argument == "-h" { throw HelpRequest() }
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else if !argument.hasPrefix("--"), argument.count > 2 {
            // `-j4`, `-fjson`: a short option with its value attached.
            name = String(argument.prefix(2))
            inlineValue = String(argument.dropFirst(2))
        }
        guard let spec = specs.first(where: { $0.names.contains(name) }) else {
            let known = specs.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
            throw UsageError(
                "unknown option '\(name)'\(ConfigurationFile.suggestion(for: name, among: known))")
        }
        if let valueName = spec.valueName {
            guard let value = inlineValue ?? rest.popFirst() else {
                throw UsageError("option '\(name)' needs a value (\(valueName))")
            }
            try spec.apply(&options, value)
        } else {
            if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
            try spec.apply(&options, "")
        }
    }
}

/// The options as a table: names and value, then what each does.
func optionHelp<Options>(_ specs: [OptionSpec<Options>]) -> String {
    let rows = specs.map { spec -> (String, String) in
        (spec.names.joined(separator: ", ") + (spec.valueName.map { " " + $0 } ?? ""), spec.help)
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0.padded(to: width) + "  " + $0.1 }
        .joined(separator: "\n")
}
