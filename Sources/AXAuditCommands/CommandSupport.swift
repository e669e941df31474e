import AXAuditKit

/// `--config`'s help, for `audit` and `order` alike.
let configHelp = "configuration file (default: .axaudit.json in this directory or a parent)"

/// The value of `--input-format`, for `audit` and `order` alike.
func inputFormat(_ value: String) throws -> InputFormatOption {
    guard let format = InputFormatOption(rawValue: value) else {
        throw UsageError(
            "--input-format '\(value)' is not one of \(InputFormatOption.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
    return format
}

/// The configuration given with `--config`, else the one discovery finds (with a
/// warning for each file it does not trust), else the defaults. Nil, after saying
/// why on the context's error stream, when it cannot be read.
func loadConfiguration(_ explicitPath: String?, context: CommandContext) -> AuditConfiguration? {
    var path = explicitPath
    if path == nil {
        let discovery = ConfigurationFile.discover()
        for file in discovery.distrusted {
            context.printError("axaudit: warning: ignoring the configuration \(file); give it with --config to use it")
        }
        path = discovery.path.map { ReportPaths.display($0, relativeTo: ReportPaths.currentDirectory()) }
    }
    guard let path else { return AuditConfiguration() }
    do {
        return try ConfigurationFile.load(path: path)
    } catch {
        context.printError(error.description)
        return nil
    }
}
