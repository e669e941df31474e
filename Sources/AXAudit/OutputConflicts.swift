/// Outputs that would destroy what the run reads, or each other: a report or
/// baseline written over an input, the configuration, the baseline read, or
/// another output. Paths are compared as the files they name (through links,
/// `./`, hard links); a terminal, pipe or `/dev/stdout` is written in place and
/// overwrites nothing.
public enum OutputConflicts {
    /// A file the run writes: what it is ("the json report") and its path as given.
    public struct Output: Sendable {
        public var what: String
        public var path: String
        public init(what: String, path: String) {
            self.what = what
            self.path = path
        }
    }

    /// One message per conflict, in the order the outputs are given; none when all is well.
    public static func find(
        outputs: [Output], inputs: [InputCollector.Input], configuration: String?, baseline: String?
    ) -> [String] {
        // Each input is asked for its identity: not when nothing is written to a file.
        guard !outputs.isEmpty else { return [] }
        var read: [FileSystem.Identity: String] = [:]
        func reads(_ path: String, as what: String) {
            guard let status = FileSystem.status(path), status.kind == .regular, read[status.identity] == nil else {
                return
            }
            read[status.identity] = "\(what) '\(path)'"
        }
        if let configuration { reads(configuration, as: "the configuration") }
        if let baseline { reads(baseline, as: "the baseline") }
        for input in inputs where input.error == nil { reads(input.path, as: "the input") }
        var written: [String: Output] = [:]
        var messages: [String] = []
        for output in outputs {
            guard AtomicFile.descriptorBehindLinks(output.path) == nil else { continue }
            let (target, throughProc) = FileSystem.resolvingLinks(output.path)
            let status = FileSystem.status(target)
            if throughProc || status?.kind == .other { continue }
            if let status, let what = read[status.identity] {
                messages.append("\(output.what) would overwrite \(what) ('\(output.path)')")
            } else if let other = written[target] {
                messages.append("\(output.what) and \(other.what) would both be written to '\(output.path)'")
            } else {
                written[target] = output
            }
        }
        return messages
    }
}
