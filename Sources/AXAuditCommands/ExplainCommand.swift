import AXAuditKit

/// `axaudit explain RULE`: a rule's full description and examples.
package enum ExplainCommand: Command {
    package static let name = "explain"
    package static let synopsis = "RULE"
    package static let summary = "print a rule's full description and examples"
    package static let options: [OptionSpec<[String]>] = []

    package static func defaultOptions() -> [String] { [] }

    package static func addArgument(_ argument: String, to ids: inout [String]) throws {
        ids.append(argument)
    }

    package static func run(_ ids: [String], in context: CommandContext) throws -> Int32 {
        guard ids.count == 1, let id = ids.first else {
            throw UsageError("explain needs one RULE id (see 'axaudit rules')")
        }
        let known = RuleRegistry.all.map { $0.description.id }
        guard let rule = RuleRegistry.rule(id: id) else {
            throw UsageError(
                "unknown rule '\(id)'\(ConfigurationFile.suggestion(for: id, among: known)); known rules: \(known.joined(separator: ", "))"
            )
        }
        return context.writeOutput(RuleDocumentation.explanation(rule.description), what: "the explanation") ? 0 : 2
    }
}
