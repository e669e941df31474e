/// One input through every path a file can take: detection and each importer,
/// the order model, every rule, every reporter. The fuzz target calls it for
/// each generated input; the tests replay the inputs that once failed.
public enum FuzzHarness {
    public static func run(_ bytes: [UInt8]) {
        for option in InputFormatOption.allCases {
            var runner = AuditRunner()
            runner.inputFormat = option
            let report = runner.audit(bytes: bytes, path: "fuzz.xml")
            if let hierarchy = report.hierarchy, let order = report.order {
                _ = OrderListing.render(hierarchy, order)
                _ = Baseline(run: AuditRun(files: [report], rules: [], failOn: nil, seconds: 0)).rendered()
            }
            let run = AuditRun(files: [report], rules: runner.auditor.configuration.ruleDescriptions, failOn: .error, seconds: 0)
            for format in ReportFormat.allCases { _ = format.reporter().render(run) }
        }
    }
}
