import AXAudit

/// `axaudit rules`: the rules, one a line, or their Markdown pages.
public enum RulesCommand: Command {
    public struct Options { public var markdownDirectory: String? }

    public static let name = "rules"
    public static let synopsis = "[--markdown DIR]"
    public static let summary = "list the rules (or write their Markdown pages)"

    public static let options: [OptionSpec<Options>] = [
        OptionSpec(
            names: ["--markdown"], valueName: "DIR", help: "write one Markdown page per rule and README.md into DIR"
        ) { options, value in
            options.markdownDirectory = value
        }
    ]

    public static func defaultOptions() -> Options { Options() }

    public static func addArgument(_ argument: String, to options: inout Options) throws {
        throw UsageError("rules takes no argument '\(argument)'")
    }

    public static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let rules = RuleRegistry.all.map { $0.description }
        guard let directory = options.markdownDirectory else {
            return context.writeOutput(RuleDocumentation.listing(rules), what: "the rules") ? 0 : 2
        }
        do {
            let count = try RulePages.write(rules, to: directory)
            return context.writeOutput("wrote \(count) files to \(directory)\n", what: "what was written") ? 0 : 2
        } catch {
            context.printError("axaudit: error: \(error)")
            return 2
        }
    }
}
