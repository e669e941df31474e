/// Expands command-line paths: files as given, directories searched recursively
/// for `*.xml` (not following symlinked directories), sorted.
public enum InputCollector {
    public struct Input: Sendable {
        public var path: String
        public var error: InputError?
    }

    /// The inputs, and the files a directory holds that are screens in another
    /// shape by their names and first bytes (`*.json` page sources, `*.txt`
    /// debugDescriptions) but are not audited, since a directory means its `*.xml` files: a command says
    /// so rather than passing them over in silence.
    public struct Collected: Sendable {
        public var inputs: [Input]
        public var passedOver: [String]
    }

    /// The extensions of the files a directory search passes over and names.
    public static let passedOverExtensions = [".json", ".txt"]

    public static func collect(_ paths: [String]) -> [Input] {
        collectNamingOthers(paths).inputs
    }

    public static func collectNamingOthers(_ paths: [String]) -> Collected {
        var inputs: [Input] = []
        var passedOver: [String] = []
        let start = SourceLocation.wholeFile
        for path in paths {
            if path == "-" {
                inputs.append(Input(path: path, error: nil))
                continue
            }
            guard let status = FileSystem.status(path) else {
                let isDanglingLink = FileSystem.status(path, followingLinks: false)?.kind == .symbolicLink
                inputs.append(
                    Input(
                        path: path,
                        error: InputError(
                            isDanglingLink
                                ? "cannot read the file: a broken symbolic link or a symlink loop"
                                : "no such file or directory",
                            at: start)))
                continue
            }
            if status.kind == .directory && !path.lowercased().hasSuffix(".xml") {
                // Listing it would name files outside the tree (or walk all of `/`).
                if let refusal = WorkingTree.current().refusalToRead(path) {
                    inputs.append(
                        Input(path: path, error: InputError("cannot read the directory: " + refusal, at: start)))
                    continue
                }
                let found = files(under: path)
                if found.xml.isEmpty {
                    let kinds = counted(
                        found.others.count, "JSON page source or debugDescription",
                        plural: "JSON page sources or debugDescriptions")
                    let others =
                        found.others.isEmpty
                        ? ""
                        : " (\(kinds) named *.json or *.txt: a directory means its *.xml files; name them to audit them)"
                    inputs.append(
                        Input(path: path, error: InputError("no .xml files in this directory" + others, at: start)))
                } else {
                    passedOver.append(contentsOf: found.others)
                }
                inputs.append(contentsOf: found.xml)
            } else {
                inputs.append(Input(path: path, error: nil))
            }
        }
        return Collected(inputs: auditedOnce(inputs), passedOver: passedOver)
    }

    /// Each file once, where it was first named: `a.xml ./a.xml`, a file and its
    /// directory, or two links to one file would otherwise be audited twice.
    static func auditedOnce(_ inputs: [Input]) -> [Input] {
        var seen = Set<FileSystem.Identity>()
        // Inputs that name no regular file (`-`, errors) by their paths.
        var seenPaths = Set<String>()
        return inputs.filter { input in
            guard input.error == nil, input.path != "-", let status = FileSystem.status(input.path),
                status.kind == .regular
            else {
                return seenPaths.insert(input.path).inserted
            }
            return seen.insert(status.identity).inserted
        }
    }

    /// Whether the file's first 4 KB look like a JSON page source or a
    /// debugDescription (a licence or a note beside the screens does not),
    /// read without following a link out of the working tree.
    static func looksLikeScreen(_ path: String) -> Bool {
        guard let head = try? WorkingTree.current().readFile(path, limit: 4096, headOnly: true) else { return false }
        return Importer.looksLikeTextScreen(head: head[...])
    }

    /// The `*.xml` files under `directory`, and each directory that could not be
    /// listed as an input error (its files would otherwise be skipped silently);
    /// `others`: the `passedOverExtensions` files that look like screens. Symbolic links are not
    /// followed into directories.
    static func files(under directory: String) -> (xml: [Input], others: [String]) {
        var result: [Input] = []
        var others: [String] = []
        var pending = [directory]
        while let dir = pending.popLast() {
            let entries: [Directory.Entry]
            do {
                entries = try Directory.entries(atPath: dir)
            } catch {
                let reason = "cannot read the directory: " + error.reason
                result.append(Input(path: dir, error: InputError(reason, at: .wholeFile)))
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = dir.hasSuffix("/") ? dir + entry.name : dir + "/" + entry.name
                let name = entry.name.lowercased()
                let isXML = name.hasSuffix(".xml")
                // A directory named `*.xml` is an input that cannot be read, not a
                // place to search: reporting it beats skipping it silently.
                if entry.isDirectory && !isXML {
                    pending.append(path)
                } else if isXML {
                    result.append(Input(path: path, error: nil))
                } else if passedOverExtensions.contains(where: { name.hasSuffix($0) }), looksLikeScreen(path) {
                    others.append(path)
                }
            }
        }
        return (result.sorted(byUTF8: \.path), others.sorted(byUTF8: { $0 }))
    }
}
