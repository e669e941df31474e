import AXAuditKit

/// A subcommand of `axaudit`: its name, what it does, its options and how it
/// runs. A new command is a type conforming to this and one entry in
/// `Commands.all`, which drives dispatch, `--help` and "did you mean".
package protocol Command {
    associatedtype Options
    /// What follows `axaudit` on the command line.
    static var name: String { get }
    /// The arguments after the name, for the usage line: `FILE [--snapshot]`.
    static var synopsis: String { get }
    /// What the command does, in a line.
    static var summary: String { get }
    static var options: [OptionSpec<Options>] { get }
    /// The options before any argument is read.
    static func defaultOptions() -> Options
    /// An argument that is not an option (a path, a rule id).
    static func addArgument(_ argument: String, to options: inout Options) throws
    /// Runs with the parsed options; returns the exit status.
    static func run(_ options: Options, in context: CommandContext) throws -> Int32
}

extension Command {
    /// `axaudit <name> --help`.
    static var usage: String {
        var text = "usage: axaudit \(name) \(synopsis)\n\n\(summary)\n"
        if !options.isEmpty { text += "\noptions:\n" + optionHelp(options) + "\n" }
        return text
    }

    static var optionNames: [String] { options.flatMap(\.names) }

    static func run(_ arguments: ArraySlice<String>, in context: CommandContext) throws -> Int32 {
        var parsed = defaultOptions()
        try parse(arguments, into: &parsed, specs: options, positional: addArgument)
        return try run(parsed, in: context)
    }
}

/// The table of commands, and the one place that dispatches to them.
package enum Commands {
    /// In the order `axaudit --help` lists them. `audit` runs when the first
    /// argument names no command.
    package static var all: [any Command.Type] {
        [
            AuditCommand.self, OrderCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self,
        ]
    }

    package static func named(_ name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }

    /// `axaudit --help`: every command, then the options of `audit`, the default.
    package static var usage: String {
        let lines = all.map { command in ("axaudit \(command.name) \(command.synopsis)", command.summary) }
        let width = lines.map(\.0.count).max() ?? 0
        var text = "usage: "
        text += lines.map { $0.0.padded(to: width) + "  " + $0.1 }.joined(separator: "\n       ")
        text += "\n       axaudit --help | --version | COMMAND --help\n\n"
        text += "With no COMMAND, axaudit audits: axaudit PATH... is axaudit audit PATH...\n\n"
        text += "audit options:\n" + optionHelp(AuditCommand.options) + "\n\n"
        text +=
            "exit status: 0 nothing at or above --fail-on; 1 findings at or above it; 2 usage error or unreadable input\n"
        return text
    }

    /// Runs the command `arguments` (without the program's name) ask for, and
    /// returns its exit status: usage errors are told on the context's error
    /// stream and give 2.
    package static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
        var rest = arguments[...]
        let first = rest.first
        switch first {
        case "--help", "-h", "help":
            return context.writeOutput(usage, what: "the usage") ? 0 : 2
        case "--version":
            return context.writeOutput("\(AuditRun.toolName) \(AuditRun.toolVersion)\n", what: "the version") ? 0 : 2
        default: break
        }
        let named = first.flatMap { self.named($0) }
        let command = named ?? AuditCommand.self
        if named != nil { rest.removeFirst() }
        do {
            if named == nil, let first, let near = nearMissedCommand(first) {
                throw UsageError("unknown command '\(first)' (did you mean '\(near)'?)")
            }
            return try command.run(rest, in: context)
        } catch is HelpRequest {
            return context.writeOutput(command.usage, what: "the usage") ? 0 : 2
        } catch let error as UsageError {
            let subcommand = named != nil ? " " + command.name : ""
            context.printError("axaudit: error: \(error.message); run 'axaudit\(subcommand) --help' for usage")
            return 2
        } catch {
            context.printError("axaudit: error: \(error)")
            return 2
        }
    }

    /// A first argument that names no file but is one typing slip from a
    /// command's name (`axaudit ordr s.xml`): the command it likely meant.
    static func nearMissedCommand(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains("."),
            FileSystem.status(argument, followingLinks: false) == nil
        else { return nil }
        let names = all.map { $0.name }
        let best = names.map { ($0, NearMiss.editDistance(argument, $0)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = best, distance <= min(2, (name.count - 1) / 2) else { return nil }
        return name
    }
}
