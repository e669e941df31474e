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
/// starts), `exclude[2]` (an item), `""` (the document's value).
///
/// One entry per member or item, with the entry it is inside, rather than a
/// table of path strings: a path repeats every key above it, so such a table
/// could grow with the square of a hostile document's size.
public struct KeyPathLocations: Sendable {
    enum Step: Sendable {
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

    /// Where `keyPath` starts. A path the document does not hold (a required key
    /// that is missing) gives where the nearest member or item around it starts,
    /// and a path of none of them where the document's value starts.
    public func location(of keyPath: String) -> SourceLocation {
        var children: [Int: [Int]] = [:]
        for (i, entry) in entries.enumerated() { children[entry.parent, default: []].append(i) }
        var node = -1
        var rest = Substring(keyPath).utf8
        while !rest.isEmpty {
            // The longest step that starts `rest` and ends where a key path step may
            // end: a key may hold "." or "[" itself.
            var best: (entry: Int, length: Int)?
            for child in children[node] ?? [] {
                guard let length = matchedLength(of: entries[child].step, first: node == -1, in: rest) else { continue }
                if length > (best?.length ?? -1) { best = (child, length) }
            }
            guard let best else { break }
            node = best.entry
            rest = rest.dropFirst(best.length)
        }
        return JSONValue.location(of: node == -1 ? documentStart : entries[node].offset, in: input, origin: origin)
    }

    /// How many bytes of `rest` the step spells (`.key`, `key` first, or `[i]`),
    /// when they are followed by the end, "." or "[".
    private func matchedLength(of step: Step, first: Bool, in rest: Substring.UTF8View) -> Int? {
        let token: [UInt8]
        switch step {
        case .member(let key): token = (first ? [] : [UInt8(ascii: ".")]) + Array(key.utf8)
        case .item(let index): token = Array("[\(index)]".utf8)
        }
        guard rest.starts(with: token) else { return nil }
        let next = rest.dropFirst(token.count).first
        return next == nil || next == UInt8(ascii: ".") || next == UInt8(ascii: "[") ? token.count : nil
    }

    /// The first byte of the document's value.
    private var documentStart: Int {
        input[origin...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? origin
    }
}
