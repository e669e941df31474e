import AXAuditModel

/// How rules read what elements say (blank or not, the number a value starts
/// with, where its words are) and how messages quote it.
enum Text {
    // MARK: - Reading

    /// Nothing but white space, or no string at all.
    static func isBlank(_ s: String?) -> Bool {
        guard let s else { return true }
        // Most texts start with a visible ASCII character: decided from the first byte.
        if let first = s.utf8.first, first > 0x20 && first < 0x7F { return false }
        for scalar in s.unicodeScalars {
            // ASCII is decided without looking up Unicode properties: most texts start with a letter.
            let isSpace = scalar.isASCII ? isASCIISpace(scalar) : scalar.properties.isWhitespace
            if !isSpace { return false }
        }
        return true
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the
    /// ASCII scalars Unicode counts as white space.
    private static func isASCIISpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || ("\t"..."\r").contains(scalar)
    }

    /// A label as labels are compared for equality: trimmed and lowercased.
    static func normalizedLabel(_ s: String) -> String {
        s.trimmingSpaces().lowercasedByScalar()
    }

    /// The number a value starts with: "4.5", "4,5", "4 of 5", "4 stars", "-1";
    /// nil for "great" or "4stars".
    static func leadingNumber(_ s: String) -> Double? {
        let chars = Array(s.trimmingSpaces())
        func isDigit(_ i: Int) -> Bool { i < chars.count && chars[i].isASCII && chars[i].isNumber }
        var i = 0
        var literal = ""
        if i < chars.count, chars[i] == "-" || chars[i] == "+" {
            literal.append(chars[i])
            i += 1
        }
        let digitsStart = i
        while isDigit(i) {
            literal.append(chars[i])
            i += 1
        }
        guard i > digitsStart else { return nil }
        if i + 1 < chars.count, chars[i] == "." || chars[i] == ",", isDigit(i + 1) {
            literal.append(".")
            i += 1
            while isDigit(i) {
                literal.append(chars[i])
                i += 1
            }
        }
        // The number must end the value or be followed by a separator ("4 of 5", "4/5", "4 stars").
        if i < chars.count, chars[i].isLetter { return nil }
        return Double(literal)
    }

    /// A number with at most a short unit after a space: "10", "1.3 MB", "50%"; not
    /// "3 Comments", "24/7 Support" or a time "10:30".
    static func isQuantity(_ s: String) -> Bool {
        guard leadingNumber(s) != nil else { return false }
        var rest = Substring(s.trimmingSpaces())
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        rest = rest.drop { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let unit = rest.drop { $0 == " " }
        return unit == "%" || (unit.count <= 3 && unit.allSatisfy { $0.isASCII && $0.isLetter })
    }

    /// Figures rather than words: a number, a count or position ("1 of 4", "3/10",
    /// "٣ من ٤"), a time or duration ("4s", "4秒", "-01:13") or a quantity ("1.3 MB").
    /// Each word is a number in any script's digits with at most 3 letters after
    /// it, or a word of at most 3 letters right after a bare number; "3 Comments",
    /// "Page 2", "Top 10", "3rd Age" and "4G LTE" are words. Unlike `isQuantity`, which
    /// asks whether a text can be a control's detail, this asks whether it can be a
    /// title, so a time counts.
    static func isFigure(_ s: String) -> Bool {
        var afterBareNumber = false
        var hasNumber = false
        for range in wordRanges(s) {
            let word = s.unicodeScalars[range]
            let digits = word.prefix { $0.properties.generalCategory == .decimalNumber }
            let letters = word.dropFirst(digits.count)
            guard letters.count <= 3, letters.allSatisfy({ $0.properties.isAlphabetic }) else { return false }
            if digits.isEmpty && !afterBareNumber { return false }
            afterBareNumber = !digits.isEmpty && letters.isEmpty
            hasNumber = hasNumber || !digits.isEmpty
        }
        return hasNumber
    }

    /// A letter, digit or combining mark, in any script.
    static func isWordScalar(_ u: Unicode.Scalar) -> Bool {
        if u.isASCII { return isASCIIWordByte(UInt8(u.value)) }
        let properties = u.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// `isWordScalar` of an ASCII byte: a digit or a Latin letter. A test of
    /// its own, so that the loops over a label's bytes inline it.
    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// The runs of letters and digits of `s` (see `isWordScalar`), as ranges of
    /// `s`: whole words in any script, with the punctuation between them left out.
    static func wordRanges(_ s: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        let scalars = s.unicodeScalars
        for i in scalars.indices {
            if isWordScalar(scalars[i]) {
                if start == nil { start = i }
            } else if let first = start {
                ranges.append(first..<i)
                start = nil
            }
        }
        if let first = start { ranges.append(first..<scalars.endIndex) }
        return ranges
    }

    /// The first and last words of an ASCII string (the same word when it has
    /// one), found from its ends without reading the middle; nil when it has no
    /// word or is not ASCII.
    static func edgeWords(_ s: String) -> (first: Range<String.Index>, last: Range<String.Index>)? {
        guard let (first, last) = s.withUTF8Bytes({ edgeWordOffsets(count: $0, byte: $1) }) else { return nil }
        let utf8 = s.utf8
        func range(_ offsets: Range<Int>) -> Range<String.Index> {
            utf8.index(
                utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: offsets.upperBound)
        }
        return (range(first), range(last))
    }

    /// `edgeWords` as byte offsets, from `count` bytes.
    private static func edgeWordOffsets(count: Int, byte: (Int) -> UInt8) -> (Range<Int>, Range<Int>)? {
        func isWord(_ i: Int) -> Bool { isASCIIWordByte(byte(i)) }
        for i in 0..<count where byte(i) >= 0x80 { return nil }
        guard var start = (0..<count).first(where: isWord) else { return nil }
        var end = start
        while end < count && isWord(end) { end += 1 }
        let first = start..<end
        end = count
        while !isWord(end - 1) { end -= 1 }
        start = end - 1
        while start > 0 && isWord(start - 1) { start -= 1 }
        return (first, start..<end)
    }

    /// The lowercase letter of an ASCII capital; any other byte as it is.
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte - UInt8(ascii: "A") + UInt8(ascii: "a") : byte
    }

    /// Whether the words of `s` include "of" ("4 of 5").
    static func containsWordOf(_ s: String) -> Bool {
        Words(s).contains("of")
    }

    // MARK: - Quoting

    /// `5` for 5.0, `4.5` for 4.5.
    static func format(_ v: Double) -> String { Rect.format(v) }

    /// `"a"`, `"a and b"`, `"a, b and c"`; long lists end with "and N more".
    static func list(_ items: [String], limit: Int = 6) -> String {
        var shown = Array(items.prefix(limit))
        if items.count > limit { shown.append("\(items.count - limit) more") }
        switch shown.count {
        case 0: return ""
        case 1: return shown[0]
        default: return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        }
    }

    /// In double quotes, shortened to `limit` characters.
    static func quoted(_ s: String, limit: Int = 40) -> String {
        "\"" + Element.abbreviate(s, to: limit) + "\""
    }

    /// A Swift string literal: quotes and backslashes escaped, line breaks made spaces.
    static func swiftLiteral(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        // Most labels need no escaping: appended whole rather than scalar by scalar.
        if !s.containsUTF8Byte(where: needsEscaping) {
            out += s
            out += "\""
            return out
        }
        var afterCR = false
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": if !afterCR { out += " " }
            case "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
            afterCR = scalar == "\r"
        }
        return out + "\""
    }

    /// A quote, backslash or line break: what `swiftLiteral` writes differently.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
        default: false
        }
    }

    /// Joins parts with ", ", stopping (with "…") once the result passes `limit` characters.
    static func joinedLabel(_ parts: [String], limit: Int = 300) -> String {
        var out = ""
        var length = 0
        for (n, part) in parts.enumerated() {
            if n > 0 {
                if length >= limit {
                    out += ", …"
                    break
                }
                out += ", "
                length += 2
            }
            out += part
            length += part.count
        }
        return out
    }
}
