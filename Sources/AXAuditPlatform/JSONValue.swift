import AXAuditModel

/// A JSON document as configuration and baseline files and WebDriverAgent's
/// JSON page sources are read: RFC 8259 in UTF-8, but for a trailing comma in
/// an object or a list (which Foundation's reader, used before, let through),
/// and errors located by line and column. Its own parser, because Foundation's
/// JSONSerialization would load Foundation and ICU into every run, in time and
/// memory, for two small files. It sits in the platform layer so that the page
/// source importer and the engine's configuration share it.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public var object: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Why a document is not JSON, and where: 1-based line, and column in Unicode scalars.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var location: SourceLocation
        public var description: String { "\(message) at line \(location.line), column \(location.column)" }
    }

    /// Deeper documents are refused: the parser recurses once per level, and a
    /// configuration file may come from an untrusted pull request.
    package static let maximumDepth = 512

    /// Any value may be the root (a scalar root is for the caller to refuse, with
    /// a better message). A UTF-8 byte order mark is skipped; duplicate keys
    /// are an error, since one of the two would be silently ignored.
    public static func parse<Bytes: Collection>(_ bytes: Bytes) throws(SyntaxError) -> JSONValue
    where Bytes.Element == UInt8 {
        let input = Array(bytes)
        var parser = Parser(input: input)
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.position = 3
            parser.origin = 3
        }
        return try parser.document()
    }

    /// Where an object starts and its keys in the document's order, which
    /// `object` does not keep.
    public struct ObjectLayout: Sendable {
        /// The byte offset of its `{` in the bytes parsed.
        public var offset: Int
        public var keys: [String]
        /// The index in the list after the last object inside this one: what a
        /// reader skipping it goes on with.
        public var end: Int
    }

    /// Parses as `parse` does, and gives the layout of every object in the
    /// order their `{` come (each object before the objects inside it), so that
    /// a reader walking the members in `keys` order meets the objects in the
    /// order of the returned list: for an importer that locates what it reads.
    public static func parseWithLayout<Bytes: Collection>(_ bytes: Bytes) throws(SyntaxError) -> (
        value: JSONValue, objects: [ObjectLayout]
    ) where Bytes.Element == UInt8 {
        let input = Array(bytes)
        var parser = Parser(input: input)
        parser.layouts = []
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.position = 3
            parser.origin = 3
        }
        let value = try parser.document()
        return (value, parser.layouts ?? [])
    }

    struct Parser {
        let input: [UInt8]
        var position = 0
        /// Where line 1, column 1 is: after a byte order mark.
        var origin = 0
        var depth = 0
        /// The objects' layouts, when asked for.
        var layouts: [ObjectLayout]? = nil
        /// Where each member and item starts, when asked for.
        var locations: KeyPathLocations? = nil

        init(input: [UInt8]) { self.input = input }

        mutating func document() throws(SyntaxError) -> JSONValue {
            skipWhitespace()
            let value = try self.value()
            skipWhitespace()
            guard position == input.count else { throw error("unexpected text after the JSON value") }
            return value
        }

        mutating func value() throws(SyntaxError) -> JSONValue {
            guard position < input.count else { throw error("unexpected end of file, expected a value") }
            switch input[position] {
            case UInt8(ascii: "{"): return try nested { (p: inout Parser) throws(SyntaxError) in try p.object() }
            case UInt8(ascii: "["): return try nested { (p: inout Parser) throws(SyntaxError) in try p.array() }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected \(describeByte()), expected a value")
            }
        }

        mutating func nested(_ parse: (inout Parser) throws(SyntaxError) -> JSONValue) throws(SyntaxError) -> JSONValue
        {
            guard depth < JSONValue.maximumDepth else {
                throw error("nested more than \(JSONValue.maximumDepth) levels deep")
            }
            depth += 1
            defer { depth -= 1 }
            return try parse(&self)
        }

        mutating func object() throws(SyntaxError) -> JSONValue {
            guard let layout = layouts?.count else { return try members(layout: nil) }
            layouts?.append(ObjectLayout(offset: position, keys: [], end: layout + 1))
            let value = try members(layout: layout)
            let end = layouts?.count ?? 0
            layouts?[layout].end = end
            return value
        }

        mutating func members(layout: Int?) throws(SyntaxError) -> JSONValue {
            position += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if position < input.count && input[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard position < input.count, input[position] == UInt8(ascii: "\"") else {
                    throw error(
                        position < input.count
                            ? "unexpected \(describeByte()), expected a key in double quotes"
                            : "unexpected end of file, expected a key")
                }
                let keyStart = position
                let key = try string()
                skipWhitespace()
                try expect(":", "after a key")
                skipWhitespace()
                locations?.enter(.member(key), at: keyStart)
                let value = try self.value()
                locations?.leave()
                guard members.updateValue(value, forKey: key) == nil else {
                    throw error("duplicate key '\(key)'", at: keyStart)
                }
                if let layout { layouts?[layout].keys.append(key) }
                skipWhitespace()
                guard position < input.count else { throw error("unexpected end of file, expected ',' or '}'") }
                if input[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                try expect(",", "or '}' after a member")
                skipWhitespace()
                if position < input.count && input[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
            }
        }

        mutating func array() throws(SyntaxError) -> JSONValue {
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if position < input.count && input[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                locations?.enter(.item(items.count), at: position)
                items.append(try value())
                locations?.leave()
                skipWhitespace()
                guard position < input.count else { throw error("unexpected end of file, expected ',' or ']'") }
                if input[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                try expect(",", "or ']' after an item")
                skipWhitespace()
                if position < input.count && input[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            let start = position
            position += 1
            var bytes: [UInt8] = []
            while true {
                guard position < input.count else { throw error("unexpected end of file in a string", at: start) }
                let byte = input[position]
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    guard let text = String(validatingUTF8: bytes) else {
                        throw error("a string that is not valid UTF-8", at: start)
                    }
                    return text
                case UInt8(ascii: "\\"):
                    try escape(into: &bytes)
                case ..<0x20:
                    throw error("a control character in a string (write it as an escape such as \\n)")
                default:
                    bytes.append(byte)
                    position += 1
                }
            }
        }

        mutating func escape(into bytes: inout [UInt8]) throws(SyntaxError) {
            let start = position
            position += 1
            guard position < input.count else { throw error("unexpected end of file in a string", at: start) }
            let letter = input[position]
            position += 1
            let simple: UInt8? =
                switch letter {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                default: nil
                }
            if let simple {
                bytes.append(simple)
                return
            }
            guard letter == UInt8(ascii: "u") else { throw error("an unknown escape in a string", at: start) }
            var scalar = UInt32(try hex4(escapeAt: start))
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                    input[position + 1] == UInt8(ascii: "u")
                else {
                    throw error("a \\u escape of an unpaired surrogate", at: start)
                }
                position += 2
                let low = UInt32(try hex4(escapeAt: start))
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("a \\u escape of an unpaired surrogate", at: start)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error("a \\u escape of an unpaired surrogate", at: start)
            }
            bytes.append(contentsOf: String(Character(unicode)).utf8)
        }

        mutating func hex4(escapeAt start: Int) throws(SyntaxError) -> UInt16 {
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard position < input.count else { throw error("unexpected end of file in a string", at: start) }
                let byte = input[position]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("a \\u escape needs four hexadecimal digits", at: start)
                }
                value = value << 4 | UInt16(digit)
                position += 1
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, within Double's range.
        mutating func number() throws(SyntaxError) -> Double {
            let start = position
            if input[position] == UInt8(ascii: "-") { position += 1 }
            let integerStart = position
            let integerDigits = digits()
            guard integerDigits > 0 else { throw error("a number needs a digit after '-'", at: start) }
            guard integerDigits == 1 || input[integerStart] != UInt8(ascii: "0") else {
                throw error("a number cannot start with 0", at: start)
            }
            if position < input.count && input[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw error("a number needs a digit after '.'", at: start) }
            }
            if position < input.count && (input[position] | 0x20) == UInt8(ascii: "e") {
                position += 1
                if position < input.count
                    && (input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-"))
                {
                    position += 1
                }
                guard digits() > 0 else { throw error("a number needs a digit in its exponent", at: start) }
            }
            // The grammar above is a subset of what Double parses, so only the range is checked.
            guard let value = Double(String(decoding: input[start..<position], as: UTF8.self)), value.isFinite else {
                throw error("a number out of range", at: start)
            }
            return value
        }

        /// Skips decimal digits; how many.
        mutating func digits() -> Int {
            let start = position
            while position < input.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[position]) {
                position += 1
            }
            return position - start
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let start = position
            let count = word.utf8.count
            let matches = position + count <= input.count && input[position..<position + count].elementsEqual(word.utf8)
            guard matches else { throw error("unexpected \(describeByte()), expected a value", at: start) }
            position += count
        }

        mutating func expect(_ character: Unicode.Scalar, _ context: String) throws(SyntaxError) {
            guard position < input.count else {
                throw error("unexpected end of file, expected '\(character)' \(context)")
            }
            guard input[position] == UInt8(ascii: character) else {
                throw error("unexpected \(describeByte()), expected '\(character)' \(context)")
            }
            position += 1
        }

        mutating func skipWhitespace() {
            while position < input.count {
                switch input[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        func describeByte() -> String {
            let byte = input[position]
            if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
            return byte < 0x80 ? "byte 0x\(String(byte, radix: 16, uppercase: true))" : "non-ASCII text"
        }

        func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
            SyntaxError(
                message: message, location: JSONValue.location(of: offset ?? position, in: input, origin: origin))
        }
    }
}
