/// The parts of one element line of a `debugDescription` after its type and
/// address: `{{x, y}, {width, height}}`, `key: value` (quoted with `'` or not)
/// and flags (`Selected`, `Disabled`), separated by `, `. Quotes are not
/// escaped, so a part ends only where `, ` is followed by what starts another
/// part, or at the end of the element's text.
struct DebugDescriptionParts {
    enum Kind {
        /// The frame's four numbers as written, or nil when it is not `{{x, y}, {w, h}}`.
        case frame([String]?)
        /// `terminated` is false for a quoted value without its closing quote.
        case field(key: String, value: String, terminated: Bool)
        case flag(String)
        case unknown(String)
    }
    struct Part {
        var start: Int
        var kind: Kind
    }

    static let keys: [[UInt8]] = [
        "identifier: ", "label: ", "value: ", "placeholderValue: ", "title: ", "traits: ", "pid: ",
    ].map { Array($0.utf8) }
    static let flags: [[UInt8]] = ["Selected", "Disabled", "Focused", "Keyboard Focused"].map { Array($0.utf8) }
    static let frameStart = Array("{{".utf8)
    static let frameEnd = Array("}}".utf8)
    static let separator = Array(", ".utf8)

    let bytes: [UInt8]
    private(set) var position: Int
    let end: Int
    /// Where the whitespace at the end of the element's text starts.
    private let contentEnd: Int

    init(bytes: [UInt8], position: Int, end: Int) {
        self.bytes = bytes
        self.position = position
        self.end = end
        var last = end
        while last > position && TextLines.isWhitespace(bytes[last - 1]) { last -= 1 }
        contentEnd = last
    }

    private var text: ArraySlice<UInt8> { bytes[..<end] }

    mutating func next() -> Part? {
        while position < end && (bytes[position] == UInt8(ascii: ",") || TextLines.isWhitespace(bytes[position])) {
            position += 1
        }
        guard position < end else { return nil }
        let start = position
        if TextLines.matches(text, at: position, Self.frameStart) {
            return Part(start: start, kind: .frame(frame()))
        }
        for key in Self.keys where TextLines.matches(text, at: position, key) {
            position += key.count
            let name = String(decoding: key.dropLast(2), as: UTF8.self)
            if position < end && bytes[position] == UInt8(ascii: "'") {
                let (value, terminated) = quoted()
                return Part(start: start, kind: .field(key: name, value: value, terminated: terminated))
            }
            return Part(start: start, kind: .field(key: name, value: unquoted(), terminated: true))
        }
        let word = unquoted()
        for flag in Self.flags where word.utf8.elementsEqual(flag) { return Part(start: start, kind: .flag(word)) }
        return Part(start: start, kind: .unknown(word))
    }

    /// Whether another part starts at `index` (just after a `, `).
    private func startsPart(at index: Int) -> Bool {
        if TextLines.matches(text, at: index, Self.frameStart) { return true }
        for key in Self.keys where TextLines.matches(text, at: index, key) { return true }
        for flag in Self.flags where TextLines.matches(text, at: index, flag) {
            let after = index + flag.count
            if after == end || bytes[after] == UInt8(ascii: ",") || endsText(at: after) { return true }
        }
        return false
    }

    /// Whether only whitespace follows `index` in the element's text.
    private func endsText(at index: Int) -> Bool { index >= contentEnd }

    /// Whether a part ends at `index`: the text ends, or `, ` and another part follow.
    private func endsPart(at index: Int) -> Bool {
        if endsText(at: index) { return true }
        return TextLines.matches(text, at: index, Self.separator) && startsPart(at: index + 2)
    }

    /// A value in quotes, from the opening `'` at `position`: up to the first
    /// `'` that ends the part; failing that, the first `'` that ends a line (a
    /// line below that is no element line, such as a note put into a pasted
    /// dump, then reads as a part of its own).
    private mutating func quoted() -> (String, Bool) {
        let open = position
        var i = open + 1
        var endsLine: Int?
        while i < end {
            if bytes[i] == UInt8(ascii: "'") {
                if endsPart(at: i + 1) {
                    position = i + 1
                    return (Self.string(bytes[(open + 1)..<i]), true)
                }
                if endsLine == nil, i + 1 < end,
                    bytes[i + 1] == 0x0A || (bytes[i + 1] == 0x0D && i + 2 < end && bytes[i + 2] == 0x0A)
                {
                    endsLine = i
                }
            }
            i += 1
        }
        if let close = endsLine {
            position = close + 1
            return (Self.string(bytes[(open + 1)..<close]), true)
        }
        position = end
        var last = end
        while last > open + 1 && TextLines.isWhitespace(bytes[last - 1]) { last -= 1 }
        return (Self.string(bytes[(open + 1)..<last]), false)
    }

    /// A value without quotes: up to the end of the part, without trailing whitespace.
    private mutating func unquoted() -> String {
        let start = position
        var i = start
        while i < end && !endsPart(at: i) {
            i += 1
            // Only a `,` or the end can end a part: skip to the next `,`.
            while i < end && bytes[i] != UInt8(ascii: ",") && !TextLines.isWhitespace(bytes[i]) { i += 1 }
        }
        position = i
        var last = i
        while last > start && TextLines.isWhitespace(bytes[last - 1]) { last -= 1 }
        return Self.string(bytes[start..<last])
    }

    /// `{{x, y}, {w, h}}`: the four numbers' texts, or nil.
    private mutating func frame() -> [String]? {
        let start = position + 2
        var i = start
        while i < end && bytes[i] != 0x0A && !TextLines.matches(text, at: i, Self.frameEnd) { i += 1 }
        guard i < end, TextLines.matches(text, at: i, Self.frameEnd) else {
            position = i
            return nil
        }
        position = i + 2
        let inside = String(decoding: bytes[start..<i], as: UTF8.self)
        // "x, y}, {w, h"
        let halves = inside.splitUTF8(separator: "}, {")
        guard halves.count == 2 else { return nil }
        let numbers = halves.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmingSpaces() }
        guard numbers.count == 4, numbers.allSatisfy({ !$0.isEmpty }) else { return nil }
        return numbers
    }

    /// Text as UTF-8 (invalid bytes become U+FFFD), with line breaks as `\n`.
    static func string(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(0x0D) ? text.replacingUTF8("\r\n", with: "\n") : text
    }
}
