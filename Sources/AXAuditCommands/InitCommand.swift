import AXAudit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `axaudit init`: a starter configuration file.
public enum InitCommand: Command {
    public struct Options {
        public var path = ConfigurationFile.defaultName
        var gotPath = false
        public var force = false
    }

    public static let name = "init"
    public static let synopsis = "[FILE] [--force]"
    public static let summary = "write a starter configuration (.axaudit.json)"

    public static let options: [OptionSpec<Options>] = [
        OptionSpec(names: ["--force"], valueName: nil, help: "overwrite an existing file") { options, _ in
            options.force = true
        }
    ]

    public static func defaultOptions() -> Options { Options() }

    public static func addArgument(_ argument: String, to options: inout Options) throws {
        if options.gotPath { throw UsageError("init takes at most one FILE") }
        options.path = argument
        options.gotPath = true
    }

    public static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        if FileManager.default.fileExists(atPath: options.path) && !options.force {
            context.printError("axaudit: error: \(options.path) exists; use --force to overwrite it")
            return 2
        }
        try AtomicFile.write(ConfigurationFile.starter(), to: options.path)
        return context.writeOutput("wrote \(options.path)\n", what: "what was written") ? 0 : 2
    }
}
