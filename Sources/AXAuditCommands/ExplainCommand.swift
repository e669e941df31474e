import AXAudit

/// `axaudit explain RULE`: a rule's full description and examples.
public enum ExplainCommand: Command {
    public static let name = "explain"
    public static let synopsis = "RULE"
    public static let summary = "print a rule's full description and examples"
    public static let options: [OptionSpec<[String]>] = []

    public static func defaultOptions() -> [String] { [] }

    public static func addArgument(_ argument: String, to ids: inout [String]) throws {
        ids.append(argument)
    }

    public static func run(_ ids: [String], in context: CommandContext) throws -> Int32 {
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
