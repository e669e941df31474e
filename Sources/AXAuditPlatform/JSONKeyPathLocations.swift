import AXAuditModel

extension JSONValue {
    /// Parses as `parse` does, and keeps where each member and item starts, so
    /// that a reader can tell a problem with a value by line and column
    /// (`KeyPathLocations.location(of:)`), as it tells a syntax error.
    public static func parseWithLocations<Bytes: Collection>(_ bytes: Bytes) throws(SyntaxError) -> (
        value: JSONValue, locations: KeyPathLocations
    ) where Bytes.Element == UInt8 {
        let input = Array(bytes)
        var parser = Parser(input: input)
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.position = 3
            parser.origin = 3
        }
        let empty = KeyPathLocations(input: input, origin: parser.origin)
        parser.locations = empty
        let value = try parser.document()
        return (value, parser.locations ?? empty)
    }

    /// The line and column (in Unicode scalars) of a byte offset, counted from `origin`.
    static func location(of offset: Int, in input: [UInt8], origin: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in input[origin..<max(origin, min(offset, input.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

/// Where the members and items of a JSON document start, found by the key
/// paths configuration errors name: `rules.image-label` (a member: where its key
/// starts), `exclude[2]` (an item), `""` (the document's value). A key that is
/// empty or holds `.`, `[`, `"` or `\` is written in double quotes
/// (`rules."image-label.severity"`, `pathComponent(_:)`), so that a path names
/// one member.
///
/// One entry per member or item, with the entry it is inside, rather than a
/// table of path strings: a path repeats every key above it, so such a table
/// could grow with the square of a hostile document's size.
public struct KeyPathLocations: Sendable {
    enum Step: Sendable, Equatable {
        case member(String)
        case item(Int)
    }
    private struct Entry: Sendable {
        var parent: Int
        var step: Step
        var offset: Int
    }
    private let input: [UInt8]
    private let origin: Int
    private var entries: [Entry] = []
    /// The entry the parser is inside; -1 is the document.
    private var current = -1

    init(input: [UInt8], origin: Int) {
        self.input = input
        self.origin = origin
    }

    mutating func enter(_ step: Step, at offset: Int) {
        entries.append(Entry(parent: current, step: step, offset: offset))
        current = entries.count - 1
    }

    mutating func leave() {
        current = entries[current].parent
    }

    /// `key` as a step of a key path: as it is, or quoted when it is empty or
    /// holds a character that would make the path name another member.
    public static func pathComponent(_ key: String) -> String {
        let special: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "\\")]
        guard key.isEmpty || key.utf8.contains(where: special.contains) else { return key }
        var quoted = "\""
        for character in key.unicodeScalars {
            if character == "\"" || character == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(character)
        }
        return quoted + "\""
    }

    /// Where `keyPath` starts. A path the document does not hold (a required key
    /// that is missing) gives where the nearest member or item around it starts,
    /// and a path of none of them where the document's value starts.
    public func location(of keyPath: String) -> SourceLocation {
        let steps = Self.steps(of: keyPath)
        // Entries are in document order, each after the one it is inside: one
        // pass finds each step's entry inside the previous step's.
        var node = -1
        var matched = 0
        for (i, entry) in entries.enumerated() where matched < steps.count {
            if entry.parent == node && entry.step == steps[matched] {
                node = i
                matched += 1
            }
        }
        return JSONValue.location(of: node == -1 ? documentStart : entries[node].offset, in: input, origin: origin)
    }

    /// The steps a key path spells: `key`, `.key`, `."quoted key"` and `[index]`.
    /// What does not parse ends the steps: the location is then the nearest one's.
    static func steps(of keyPath: String) -> [Step] {
        let bytes = Array(keyPath.utf8)
        var steps: [Step] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "[") {
                guard let close = bytes[i...].firstIndex(of: UInt8(ascii: "]")),
                    let index = Int(String(decoding: bytes[(i + 1)..<close], as: UTF8.self))
                else { break }
                steps.append(.item(index))
                i = close + 1
                continue
            }
            if bytes[i] == UInt8(ascii: ".") {
                guard !steps.isEmpty else { break }
                i += 1
            }
            var key: [UInt8] = []
            if i < bytes.count && bytes[i] == UInt8(ascii: "\"") {
                i += 1
                while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    if i < bytes.count { key.append(bytes[i]) }
                    i += 1
                }
                guard i < bytes.count else { break }
                i += 1  // the closing quote
            } else {
                while i < bytes.count && bytes[i] != UInt8(ascii: ".") && bytes[i] != UInt8(ascii: "[") {
                    key.append(bytes[i])
                    i += 1
                }
            }
            steps.append(.member(String(decoding: key, as: UTF8.self)))
        }
        return steps
    }

    /// The first byte of the document's value.
    private var documentStart: Int {
        input[origin...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? origin
    }
}
