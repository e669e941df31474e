import AXAuditKit

/// `axaudit order FILE`: the simulated VoiceOver order of a screen, or its order snapshot.
package enum OrderCommand: Command {
    package struct Options {
        package var file: String?
        package var inputFormat = InputFormatOption.auto
        package var snapshot = false
        package var configPath: String?
    }

    package static let name = "order"
    package static let synopsis = "FILE [--snapshot]"
    package static let summary = "print the simulated VoiceOver order (or its order snapshot)"

    package static let options: [OptionSpec<Options>] = [
        OptionSpec(names: ["--input-format"], valueName: InputFormatOption.namesList, help: "how to read the file") {
            options, value in
            options.inputFormat = try inputFormat(value)
        },
        OptionSpec(
            names: ["--snapshot"], valueName: nil,
            help: "print the order snapshot, exactly as --record-order-snapshots writes it"
        ) { options, _ in
            options.snapshot = true
        },
        OptionSpec(names: ["--config"], valueName: "FILE", help: configHelp) { options, value in
            options.configPath = value
        },
    ]

    package static func defaultOptions() -> Options { Options() }

    package static func addArgument(_ argument: String, to options: inout Options) throws {
        if options.file != nil { throw UsageError("order takes one file") }
        options.file = argument
    }

    package static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        guard let file = options.file else { throw UsageError("order needs a FILE") }
        // As an audit reads its inputs: a link the repository holds may not lead out of it.
        if let refusal = WorkingTree.current().refusalToRead(file) {
            context.printError("\(file): error: cannot read the file: \(refusal)")
            return 2
        }
        let imported = Importer.importFile(atPath: file, as: options.inputFormat)
        for error in imported.errors {
            context.printError("\(error.place(in: file)): error: \(error.message)")
        }
        guard var hierarchy = imported.hierarchy else { return 2 }
        // The configuration's roles and row tolerance, as an audit applies them, so
        // that the snapshot is the one a check compares with.
        guard let configuration = loadConfiguration(options.configPath, context: context) else { return 2 }
        RoleMapping.apply(configuration.roleMappings, to: &hierarchy)
        let order = VoiceOverOrder(hierarchy, rowTolerance: configuration.thresholds.readingOrderRowTolerance)
        let text = options.snapshot ? OrderSnapshot(hierarchy, order).rendered : OrderListing.render(hierarchy, order)
        guard context.writeOutput(text, what: options.snapshot ? "the order snapshot" : "the order") else {
            return 2
        }
        return imported.errors.isEmpty ? 0 : 2
    }
}
