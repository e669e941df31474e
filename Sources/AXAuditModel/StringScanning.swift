#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level helpers for the strings of a hierarchy (labels, texts,
/// messages): most are short ASCII, and these decide the common case from the
/// UTF-8 bytes before any Unicode work.
extension String {
    /// Whether a UTF-8 byte satisfies `predicate`, bytes in order: a plain loop
    /// over the string's contiguous storage. The generic `utf8.contains(where:)`
    /// took about 30 instructions a byte, and every message goes through one.
    @inline(__always)
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where predicate(byte) { return true }
            return false
        }) {
            return found
        }
        return utf8.contains(where: predicate)
    }

    /// Whether any UTF-8 byte is a control character (below 0x20) or not ASCII,
    /// eight bytes at a time: the report checks every message for line breaks,
    /// and a byte-by-byte scan was half of writing a text report line.
    package var hasControlOrNonASCIIByte: Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            var i = 0
            while i + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A byte below 0x20 borrows into its top bit when 0x20 is taken
                // away; a byte from 0x80 has it set. A borrow can only mark the
                // bytes after such a byte, so there are no misses.
                if (word &- 0x2020_2020_2020_2020 | word) & 0x8080_8080_8080_8080 != 0 { return true }
                i += 8
            }
            while i < bytes.count {
                if bytes[i] < 0x20 || bytes[i] >= 0x80 { return true }
                i += 1
            }
            return false
        }) {
            return found
        }
        return utf8.contains { $0 < 0x20 || $0 >= 0x80 }
    }

    /// `lowercased()`, with the ASCII scalars of a non-ASCII string lowered byte
    /// by byte: the standard library looks up each scalar's lowercase mapping as a
    /// string of its own and appends it, about 20,000 instructions for a short
    /// label with one accented letter. ASCII strings take the standard library's
    /// own fast path.
    package func lowercasedByScalar() -> String {
        if !containsUTF8Byte(where: { $0 >= 0x80 }) { return lowercased() }
        let lowered = utf8.withContiguousStorageIfAvailable { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            var k = 0
            while k < bytes.count {
                let byte = bytes[k]
                if byte < 0x80 {
                    out.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                    k += 1
                } else {
                    let (scalar, length) = String.decodeScalar(bytes, at: k)
                    out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                    k += length
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return lowered ?? lowercased()
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
        while end > first, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        if first == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[first..<end])
    }
}

extension String {
    /// Whether the string has at least `n` characters, counting no further than
    /// that: rules ask long texts whether they are long, and `count` walked all of
    /// a text's graphemes. In ASCII without a CR (CR LF is one character) a
    /// character is a byte.
    package func hasAtLeast(characters n: Int) -> Bool {
        if n <= 0 { return true }
        if utf8.count < n { return false }
        if !containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0D }) { return true }
        return !dropFirst(n - 1).isEmpty
    }
}

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in a row in this string's: a plain
    /// byte search for identifiers such as class names. Foundation's `contains`
    /// compares as NSString, which cost more than the rest of role inference.
    func containsUTF8(_ needle: String) -> Bool {
        var haystack = self, needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { p in
                guard let first = p.first else { return true }
                guard p.count <= h.count else { return false }
                for start in 0...(h.count - p.count) where h[start] == first {
                    var k = 1
                    while k < p.count && h[start + k] == p[k] { k += 1 }
                    if k == p.count { return true }
                }
                return false
            }
        }
    }
}

extension String {
    /// The scalar whose UTF-8 form starts at `k` of valid UTF-8, and its length.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (Unicode.Scalar, Int) {
        let b0 = UInt32(bytes[k])
        let value: UInt32, length: Int
        switch b0 {
        case ..<0x80: return (Unicode.Scalar(UInt8(b0)), 1)
        case ..<0xE0:
            value = (b0 & 0x1F) << 6 | UInt32(bytes[k + 1] & 0x3F)
            length = 2
        case ..<0xF0:
            value = (b0 & 0x0F) << 12 | UInt32(bytes[k + 1] & 0x3F) << 6 | UInt32(bytes[k + 2] & 0x3F)
            length = 3
        default:
            value = (b0 & 0x07) << 18 | UInt32(bytes[k + 1] & 0x3F) << 12 | UInt32(bytes[k + 2] & 0x3F) << 6
                | UInt32(bytes[k + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value)!, length)
    }
}
