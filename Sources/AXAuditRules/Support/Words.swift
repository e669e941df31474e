import AXAuditModel

/// The words of a text, lowercased: its runs of letters and digits in any
/// script (`Text.isWordScalar`), case- and punctuation-insensitive.
///
/// They are kept as one array of UTF-8 bytes, a space after each word, and
/// compared as bytes: rules compare the words of every card's label with those
/// of its texts, and making a String of each word cost more than the comparing.
///
/// Spoken words say numbers as VoiceOver does: a fraction of one or two zeros
/// is not said ("$330.00" and "330 dollars" both say 330), and a separator
/// before a group of three digits joins them ("1,299" is 1299).
struct Words: Equatable {
    /// The words' UTF-8 bytes, each word followed by a space.
    private(set) var utf8: [UInt8] = []

    private static let space = UInt8(ascii: " ")

    init(_ s: String, spoken: Bool = false) {
        self = Words(ascii: s, spoken: spoken) ?? Words(scalarsOf: s, spoken: spoken)
    }

    /// The words of an ASCII string, from its bytes; nil for any other string.
    init?(ascii s: String, spoken: Bool = false) {
        guard let words = s.withUTF8Bytes({ Self.asciiWords(count: $0, byte: $1, spoken: spoken) }) else { return nil }
        utf8 = words
    }

    /// The words' bytes of `count` ASCII bytes; nil at the first byte that is not ASCII.
    private static func asciiWords(count: Int, byte: (Int) -> UInt8, spoken: Bool) -> [UInt8]? {
        var words: [UInt8] = []
        words.reserveCapacity(count + 1)
        var inWord = false
        var i = 0
        while i < count {
            let b = byte(i)
            guard b < 0x80 else { return nil }
            if Text.isASCIIWordByte(b) {
                words.append(Text.lowercasedASCII(b))
                inWord = true
                i += 1
            } else if spoken, let next = afterUnsaidSeparator(at: i, { $0 < count ? Unicode.Scalar(byte($0)) : nil }) {
                i = next
            } else {
                if inWord { words.append(space) }
                inWord = false
                i += 1
            }
        }
        if inWord { words.append(space) }
        return words
    }

    /// The words of any string, scalar by scalar, lowercased as Unicode lowercases them.
    init(scalarsOf s: String, spoken: Bool = false) {
        var said = s
        if spoken {
            let scalars = Array(s.unicodeScalars)
            said = ""
            var k = 0
            while k < scalars.count {
                if let next = Self.afterUnsaidSeparator(at: k, { $0 < scalars.count ? scalars[$0] : nil }) {
                    k = next
                } else {
                    said.unicodeScalars.append(scalars[k])
                    k += 1
                }
            }
        }
        let lowered = said.lowercasedByScalar()
        for range in Text.wordRanges(lowered) {
            utf8 += String(lowered.unicodeScalars[range]).utf8
            utf8.append(Self.space)
        }
    }

    /// The words, a String each.
    var strings: [String] {
        utf8.split(separator: Self.space).map { String(decoding: $0, as: UTF8.self) }
    }

    var isEmpty: Bool { utf8.isEmpty }

    /// How many words there are.
    var count: Int { utf8.count { $0 == Self.space } }

    mutating func append(_ other: Words) {
        utf8 += other.utf8
    }

    /// Whether `predicate` holds for the bytes of every word.
    func allWords(satisfy predicate: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var start = 0
        for end in utf8.indices where utf8[end] == Self.space {
            if !predicate(utf8[start..<end]) { return false }
            start = end + 1
        }
        return true
    }

    /// Whether `word` (lowercase) is one of the words.
    func contains(_ word: String) -> Bool {
        !allWords { !$0.elementsEqual(word.utf8) }
    }

    /// Whether the word with these bytes is one of the words.
    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        !allWords { $0 != word }
    }

    /// Whether every one of `other`'s words is one of these.
    func contains(allOf other: Words) -> Bool {
        other.allWords(satisfy: contains)
    }

    /// Where the words go on after a `.` or `,` at `i` that VoiceOver does not
    /// say: past a fraction of one or two zeros, or past the separator before a
    /// group of three digits. Nil when it separates words. `scalar(k)` is the
    /// text's k-th scalar, nil past its end.
    private static func afterUnsaidSeparator(at i: Int, _ scalar: (Int) -> Unicode.Scalar?) -> Int? {
        func isDigit(_ k: Int) -> Bool { scalar(k).map { ("0"..."9").contains($0) } ?? false }
        guard scalar(i) == "." || scalar(i) == ",", i > 0, isDigit(i - 1), isDigit(i + 1) else { return nil }
        var end = i + 1
        while isDigit(end) { end += 1 }
        let afterNumber = !(scalar(end)?.properties.isAlphabetic ?? false)
        if end - i <= 3 && afterNumber && ((i + 1)..<end).allSatisfy({ scalar($0) == "0" }) { return end }
        if end - i == 4 { return i + 1 }
        return nil
    }
}

extension Text {
    /// Lowercased words: see `Words`.
    static func words(_ s: String) -> [String] { Words(s).strings }

    /// Lowercased words, numbers as VoiceOver says them: see `Words`.
    static func spokenWords(_ s: String) -> [String] { Words(s, spoken: true).strings }
}

/// A label's words, to ask of many texts whether the label says all of theirs:
/// a few words are searched in turn, more are hashed once, so that a long label
/// with many texts takes time in proportion to their words, not their product.
struct WordSet {
    private let words: Words
    private let hashed: Set<ArraySlice<UInt8>>?

    init(_ words: Words) {
        self.words = words
        hashed = words.count > 16 ? Set(words.utf8.split(separator: UInt8(ascii: " "))) : nil
    }

    /// Whether every one of `other`'s words is one of these.
    func contains(allOf other: Words) -> Bool {
        if let hashed { return other.allWords { hashed.contains($0) } }
        return words.contains(allOf: other)
    }
}

/// `Words(text, spoken: true)` of each distinct text, worked out once per rule
/// run: a screen repeats its texts ("Buy", prices, ratings) on every card and row.
struct SpokenWords {
    private var known: [String: Words] = [:]

    mutating func of(_ text: String) -> Words {
        if let words = known[text] { return words }
        let words = Words(text, spoken: true)
        known[text] = words
        return words
    }
}
