import AXAuditKit

/// `axaudit rules`: the rules, one a line, or their Markdown pages.
package enum RulesCommand: Command {
    package struct Options { package var markdownDirectory: String? }

    package static let name = "rules"
    package static let synopsis = "[--markdown DIR]"
    package static let summary = "list the rules (or write their Markdown pages)"

    package static let options: [OptionSpec<Options>] = [
        OptionSpec(
            names: ["--markdown"], valueName: "DIR", help: "write one Markdown page per rule and README.md into DIR"
        ) { options, value in
            options.markdownDirectory = value
        }
    ]

    package static func defaultOptions() -> Options { Options() }

    package static func addArgument(_ argument: String, to options: inout Options) throws {
        throw UsageError("rules takes no argument '\(argument)'")
    }

    package static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
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
