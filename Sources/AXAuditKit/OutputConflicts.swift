#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs that would destroy what the run reads, or each other: a report,
/// baseline or order snapshot written over an input, the configuration, the
/// baseline read, an order snapshot read, or another output (standard output
/// too). Paths are compared as the files they name: through links, `./`, hard
/// links, and `/proc/self/…` and `/dev/fd/N`, which are resolved to what they
/// name. Only `/dev/null` takes any number of outputs.
public enum OutputConflicts {
    /// A file the run writes: what it is ("the json report") and its path as
    /// given, nil for standard output.
    public struct Output: Sendable {
        public var what: String
        public var path: String?
        public init(what: String, path: String?) {
            self.what = what
            self.path = path
        }
    }

    /// One message per conflict, in the order the outputs are given; none when
    /// all is well. `run`, once audited, adds the order snapshots each screen
    /// read and, when recording, those it writes; `standardOutput` is the
    /// descriptor an output without a path goes to.
    public static func find(
        outputs: [Output], inputs: [InputCollector.Input], configuration: String?, baseline: String?,
        run: AuditRun? = nil, standardOutput: Int32 = STDOUT_FILENO
    ) -> [String] {
        var outputs = outputs
        var snapshotsRead: [String] = []
        var snapshotsWritten = Set<String>()
        for file in run?.files ?? [] {
            if let path = file.orderSnapshotPath { snapshotsRead.append(path) }
            if let record = file.orderSnapshot, record.status != .unchanged,
                snapshotsWritten.insert(record.path).inserted
            {
                outputs.append(Output(what: "the order snapshot of \(file.path)", path: record.path))
            }
        }
        // Each input is asked for its identity: not when nothing is written to a file.
        guard outputs.contains(where: { $0.path != nil }) else { return [] }
        let tree = WorkingTree.current()
        var read: [FileSystem.Identity: String] = [:]
        func reads(_ path: String, as what: String) {
            guard let place = place(of: path, in: tree), case .file(let identity, .regular) = place,
                read[identity] == nil
            else { return }
            read[identity] = "\(what) '\(path)'"
        }
        if let configuration { reads(configuration, as: "the configuration") }
        if let baseline { reads(baseline, as: "the baseline") }
        for input in inputs where input.error == nil {
            reads(input.path == "-" ? "/dev/stdin" : input.path, as: "the input")
        }
        // A snapshot recording replaces is the one it read.
        for path in snapshotsRead where !snapshotsWritten.contains(path) { reads(path, as: "the order snapshot") }
        let null = FileSystem.status("/dev/null")?.identity
        var written: [Place: Output] = [:]
        var messages: [String] = []
        for output in outputs {
            let shown = output.path ?? "standard output"
            if output.path?.isEmpty == true {
                messages.append("\(output.what) has no file name (an empty path)")
                continue
            }
            let place: Place?
            if let path = output.path {
                place = Self.place(of: path, in: tree)
            } else {
                place = FileSystem.status(descriptor: standardOutput).map { Place.file($0.identity, $0.kind) }
            }
            guard let place else { continue }
            if case .file(let identity, _) = place {
                if identity == null { continue }
                if let what = read[identity] {
                    messages.append("\(output.what) would overwrite \(what) ('\(shown)')")
                    continue
                }
            }
            if let other = written[place] {
                messages.append("\(output.what) and \(other.what) would both be written to '\(shown)'")
            } else {
                written[place] = output
            }
        }
        return messages
    }

    /// What a path names: the file it leads to (its identity and kind), or, for
    /// a file not made yet, the path it will have; nil when it names nothing
    /// (standard output closed).
    enum Place: Hashable {
        case file(FileSystem.Identity, FileSystem.Kind)
        case new(String)
    }

    static func place(of path: String, in tree: WorkingTree) -> Place? {
        if let fd = AtomicFile.descriptorBehindLinks(path) {
            return FileSystem.status(descriptor: fd).map { .file($0.identity, $0.kind) }
        }
        let resolved = tree.resolve(path).path
        if let status = FileSystem.status(resolved ?? path) { return .file(status.identity, status.kind) }
        return resolved.map { .new($0) }
    }
}
