import AXAuditKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `axaudit init`: a starter configuration file.
package enum InitCommand: Command {
    package struct Options {
        package var path = ConfigurationFile.defaultName
        var gotPath = false
        package var force = false
    }

    package static let name = "init"
    package static let synopsis = "[FILE] [--force]"
    package static let summary = "write a starter configuration (.axaudit.json)"

    package static let options: [OptionSpec<Options>] = [
        OptionSpec(names: ["--force"], valueName: nil, help: "overwrite an existing file") { options, _ in
            options.force = true
        }
    ]

    package static func defaultOptions() -> Options { Options() }

    package static func addArgument(_ argument: String, to options: inout Options) throws {
        if options.gotPath { throw UsageError("init takes at most one FILE") }
        options.path = argument
        options.gotPath = true
    }

    package static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        if FileManager.default.fileExists(atPath: options.path) && !options.force {
            context.printError("axaudit: error: \(options.path) exists; use --force to overwrite it")
            return 2
        }
        try AtomicFile.write(ConfigurationFile.starter(), to: options.path)
        return context.writeOutput("wrote \(options.path)\n", what: "what was written") ? 0 : 2
    }
}
