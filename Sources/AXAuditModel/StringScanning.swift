/// Byte-level helpers for the strings of a hierarchy (labels, texts, class
/// names): most are short ASCII, and these decide the common case from the
/// UTF-8 bytes before any Unicode work.
extension String {
    /// Whether a UTF-8 byte satisfies `predicate`, bytes in order. Through the
    /// string's own storage when it is contiguous UTF-8 (every native Swift
    /// string, on every platform), rather than through `utf8`'s indices: every
    /// message and label is scanned this way.
    @inlinable
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
        return utf8.contains(where: predicate)
    }

    /// `body` given the number of UTF-8 bytes and a reader of the byte at an
    /// offset (`0..<count`, checked): through the string's own storage when it
    /// is contiguous UTF-8, else (a bridged `NSString`) through a copy of the bytes.
    @inlinable
    package func withUTF8Bytes<R>(_ body: (_ count: Int, _ byte: (Int) -> UInt8) -> R) -> R {
        let direct = utf8.withContiguousStorageIfAvailable { bytes in
            body(bytes.count) { k in
                precondition(k >= 0 && k < bytes.count, "a UTF-8 offset past the string")
                return bytes[k]
            }
        }
        return direct ?? withCopiedUTF8Bytes(body)
    }

    /// `withUTF8Bytes` through a copy of the bytes: what a string without
    /// contiguous storage takes, and what tests compare the direct path with.
    @inlinable
    package func withCopiedUTF8Bytes<R>(_ body: (_ count: Int, _ byte: (Int) -> UInt8) -> R) -> R {
        let bytes = Array(utf8)
        return body(bytes.count) { bytes[$0] }
    }

    /// `lowercased()`, with the ASCII scalars of a non-ASCII string lowered one
    /// by one: the standard library looks up each scalar's lowercase mapping as
    /// a string of its own, which is slow for the common label with one
    /// accented letter. ASCII strings take the standard library's own fast path.
    /// The scalars are read from the UTF-8 bytes, and those of Latin-1 (most
    /// accented letters of European labels) lowered without a lookup.
    package func lowercasedByScalar() -> String {
        if !containsUTF8Byte(where: { $0 >= 0x80 }) { return lowercased() }
        return withUTF8Bytes { count, byte in
            var lowered: [UInt8] = []
            lowered.reserveCapacity(count + 8)
            var k = 0
            while k < count {
                let b = byte(k)
                if b < 0x80 {
                    lowered.append(b &- 0x41 < 26 ? b | 0x20 : b)
                    k += 1
                    continue
                }
                let (value, length) = String.scalarValue(at: k, byte)
                if value < 0x100 {
                    // À to Þ but × lower to the letter 0x20 above; the rest of U+0080 to U+00FF is lower case already.
                    let lower = value >= 0xC0 && value <= 0xDE && value != 0xD7 ? value + 0x20 : value
                    lowered.append(UInt8(0xC0 | lower >> 6))
                    lowered.append(UInt8(0x80 | lower & 0x3F))
                } else {
                    lowered.append(contentsOf: Unicode.Scalar(value)!.properties.lowercaseMapping.utf8)
                }
                k += length
            }
            return String(decoding: lowered, as: UTF8.self)
        }
    }

    /// The scalar whose valid UTF-8 form starts at byte `k`, and its length in bytes.
    static func scalarValue(at k: Int, _ byte: (Int) -> UInt8) -> (UInt32, Int) {
        let b0 = UInt32(byte(k))
        switch b0 {
        case ..<0x80: return (b0, 1)
        case ..<0xE0: return ((b0 & 0x1F) << 6 | UInt32(byte(k + 1) & 0x3F), 2)
        case ..<0xF0:
            return ((b0 & 0x0F) << 12 | UInt32(byte(k + 1) & 0x3F) << 6 | UInt32(byte(k + 2) & 0x3F), 3)
        default:
            let high = (b0 & 0x07) << 18 | UInt32(byte(k + 1) & 0x3F) << 12
            return (high | UInt32(byte(k + 2) & 0x3F) << 6 | UInt32(byte(k + 3) & 0x3F), 4)
        }
    }

    /// Without leading and trailing white space. Works on Unicode scalars, not
    /// Characters: labels are trimmed for every element, and grapheme breaking is slow.
    package func trimmingSpaces() -> String {
        // Most texts begin and end with a visible ASCII character: nothing to trim,
        // decided without a Unicode property lookup.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        var end = scalars.endIndex
        while end > first, scalars[scalars.index(before: end)].properties.isWhitespace {
            end = scalars.index(before: end)
        }
        if first == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[first..<end])
    }
}

extension String {
    /// Whether the string has at least `n` characters, counting no further than
    /// that: rules ask long texts whether they are long, and `count` walks all of
    /// a text's graphemes. In ASCII without a CR (CR LF is one character) a
    /// character is a byte.
    package func hasAtLeast(characters n: Int) -> Bool {
        if n <= 0 { return true }
        if utf8.count < n { return false }
        if !containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0D }) { return true }
        return !dropFirst(n - 1).isEmpty
    }

    /// `count`, without walking the graphemes of text in which every scalar is
    /// a character of its own: ASCII but CR (CR LF is one character), the rest
    /// of U+0000 to U+02FF (nothing there combines), and the punctuation and
    /// currency signs of U+2000 to U+203F and U+2080 to U+20BF but the joiners
    /// U+200C and U+200D. Such text is counted by its scalars' lead bytes; any
    /// other by `count`.
    package var characterCount: Int {
        let simple: Int? = withUTF8Bytes { n, byte in
            var characters = 0
            var k = 0
            while k < n {
                let b = byte(k)
                if b < 0x80 && b != 0x0D {
                    k += 1
                } else if b >= 0xC2 && b <= 0xCB {
                    k += 2
                } else if b == 0xE2 && k + 2 < n
                    && ((byte(k + 1) == 0x80 && byte(k + 2) != 0x8C && byte(k + 2) != 0x8D) || byte(k + 1) == 0x82)
                {
                    k += 3
                } else {
                    return nil
                }
                characters += 1
            }
            return characters
        }
        return simple ?? count
    }
}

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in a row in this string's: a plain
    /// byte search for identifiers such as class names and short literals.
    /// Foundation's `contains` compares as NSString, with Unicode rules class names
    /// do not need; the standard library's needs macOS 13 and iOS 16.
    /// The string is read in place (`withUTF8Bytes`), not copied.
    package func containsUTF8(_ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        return withUTF8Bytes { count, byte in
            guard needle.count <= count else { return false }
            for start in 0...(count - needle.count) where byte(start) == first {
                if needle.indices.allSatisfy({ byte(start + $0) == needle[$0] }) { return true }
            }
            return false
        }
    }
}

extension String {
    /// The names of a list attribute (`inherits`, `axaudit-ignore`, `accessibilityElements`)
    /// between the ASCII `separators`, empty ones left out, as splitting by Characters gives
    /// them: CR LF is one Character (no newline), and a combining mark joins the space before
    /// it. ASCII without a CR splits byte by byte, which gives the same names, far cheaper:
    /// the importer and the in-memory screen split every element's lists.
    package func listNames(separatedBy separators: [UInt8]) -> [String] {
        if !containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0D }) {
            return utf8.split(whereSeparator: { separators.contains($0) }).map { String(Substring($0)) }
        }
        return split(whereSeparator: { $0.utf8.count == 1 && separators.contains($0.utf8.first!) }).map(String.init)
    }
}

/// What the standard library offers only on newer Apple systems than the package
/// declares (`String(validating:as:)`: macOS 15, iOS 18; `replacing(_:with:)`
/// for strings: iOS 16), written with what every system has.
extension String {
    /// The bytes as a String if they are valid UTF-8, else nil. Decoding turns each
    /// invalid sequence into U+FFFD, so the bytes come back unchanged only when all are valid.
    package init?<Bytes: Collection<UInt8>>(validatingUTF8 bytes: Bytes) {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }

    /// The string with each occurrence of `needle`'s UTF-8 bytes, left to right,
    /// replaced by `replacement`'s. `needle` is whole scalars, so the result is valid UTF-8.
    package func replacingUTF8(_ needle: String, with replacement: String) -> String {
        let haystack = Array(utf8), needle = Array(needle.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(haystack.count)
        var k = 0
        while k < haystack.count {
            if k + needle.count <= haystack.count && haystack[k..<k + needle.count].elementsEqual(needle) {
                out.append(contentsOf: replacement.utf8)
                k += needle.count
            } else {
                out.append(haystack[k])
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The parts between occurrences of `separator`'s UTF-8 bytes, empty ones kept, as
    /// `split(separator:omittingEmptySubsequences: false)` with a string separator.
    /// `separator` is whole scalars, so each part starts and ends on a scalar.
    package func splitUTF8(separator: String) -> [Substring] {
        let bytes = Array(utf8), needle = Array(separator.utf8)
        guard !needle.isEmpty else { return [self[...]] }
        func index(_ offset: Int) -> String.Index { utf8.index(startIndex, offsetBy: offset) }
        var parts: [Substring] = []
        var partStart = 0
        var k = 0
        while k + needle.count <= bytes.count {
            if bytes[k..<k + needle.count].elementsEqual(needle) {
                parts.append(self[index(partStart)..<index(k)])
                k += needle.count
                partStart = k
            } else {
                k += 1
            }
        }
        parts.append(self[index(partStart)...])
        return parts
    }
}

extension Double {
    /// A decimal number as hierarchies write them (`17`, `-0.5`, `1e3`, spaces
    /// around allowed), finite: not the hexadecimal (`0x1A`), `inf` or `nan`
    /// that `Double(_:)` also reads.
    package init?(decimal text: String) {
        let trimmed = text.trimmingSpaces()
        guard
            !trimmed.isEmpty,
            trimmed.utf8.allSatisfy({
                (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45
            }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        self = value
    }
}

extension Unicode.Scalar {
    /// `\u{001B}`, with at least four hex digits: how reports and logs show a
    /// scalar they cannot or must not write as it is.
    package var visibleEscape: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }
}
