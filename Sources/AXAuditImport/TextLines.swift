import AXAuditModel

/// The lines of a text input, as byte ranges: `end` excludes the line feed and
/// a carriage return before it.
struct TextLines: IteratorProtocol {
    struct Line {
        var number: Int
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    private var position = 0
    private var number = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Line? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        position = end + 1
        number += 1
        let contentEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
        return Line(number: number, start: start, end: contentEnd)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
    }

    /// Whether `text` holds `word`'s bytes at `index`.
    static func matches(_ text: ArraySlice<UInt8>, at index: Int, _ word: [UInt8]) -> Bool {
        guard index >= text.startIndex, index + word.count <= text.endIndex else { return false }
        for k in word.indices where text[index + k] != word[k] { return false }
        return true
    }

    static func matches(_ text: ArraySlice<UInt8>, at index: Int, _ word: String) -> Bool {
        matches(text, at: index, Array(word.utf8))
    }

    static func trimmingLeadingSpaces(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var i = text.startIndex
        while i < text.endIndex && isSpace(text[i]) { i += 1 }
        return text[i...]
    }

    /// The first line that holds more than whitespace (an empty slice if none).
    static func firstNonBlankLine(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = text.startIndex
        while start < text.endIndex {
            var end = start
            while end < text.endIndex && text[end] != 0x0A { end += 1 }
            if text[start..<end].contains(where: { !isWhitespace($0) }) { return text[start..<end] }
            start = end + 1
        }
        return text[text.endIndex...]
    }

    /// The 1-based line of the first line whose text (after spaces) starts with `prefix`.
    static func line(startingWith prefix: String, in bytes: [UInt8]) -> Int? {
        let prefix = Array(prefix.utf8)
        var lines = TextLines(bytes)
        while let line = lines.next() {
            let text = trimmingLeadingSpaces(bytes[line.start..<line.end])
            if matches(text, at: text.startIndex, prefix) { return line.number }
        }
        return nil
    }
}

/// Turns byte offsets of a text into line and column (in Unicode scalars),
/// for offsets that never go back: each call counts only the bytes since the last.
struct TextLocator {
    let bytes: [UInt8]
    private var offset: Int
    private var line: Int
    private var column: Int

    init(_ bytes: [UInt8], offset: Int = 0, line: Int = 1, column: Int = 1) {
        self.bytes = bytes
        self.offset = offset
        self.line = line
        self.column = column
    }

    mutating func location(of target: Int) -> SourceLocation {
        let target = min(target, bytes.count)
        while offset < target {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
