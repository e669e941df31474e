/// Byte-level helpers for the strings of a hierarchy (labels, texts,
/// messages): most are short ASCII, and these decide the common case from the
/// UTF-8 bytes before any Unicode work.
extension String {
    /// Whether a UTF-8 byte satisfies `predicate`, bytes in order: a plain loop
    /// over the string's contiguous storage. The generic `utf8.contains(where:)`
    /// took about 30 instructions a byte, and every message goes through one.
    @inline(__always)
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where predicate(byte) { return true }
            return false
        }) {
            return found
        }
        return utf8.contains(where: predicate)
    }

    /// Without leading and trailing white space. Works on Unicode scalars, not
    /// Characters: labels are trimmed for every element, and grapheme breaking is slow.
    func trimmingSpaces() -> String {
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
    /// Appends `s` with the scalars `replacement` gives a text for replaced by
    /// it (escaping for a report format). `mayBeReplaced` must hold for the lead
    /// byte of every scalar that `replacement` replaces: a string with no such
    /// byte, most labels and messages, is appended whole, and otherwise the runs
    /// between replaced scalars are appended as slices, not scalar by scalar.
    mutating func append(_ s: String, replacing replacement: (Unicode.Scalar) -> String?,
                         screenedBy mayBeReplaced: (UInt8) -> Bool) {
        guard s.containsUTF8Byte(where: mayBeReplaced) else {
            append(s)
            return
        }
        let scalars = s.unicodeScalars
        var runStart = scalars.startIndex
        var i = runStart
        while i != scalars.endIndex {
            let next = scalars.index(after: i)
            if let text = replacement(scalars[i]) {
                // A slice of the scalar view, not of the String: String slicing
                // rounds to Character boundaries, and a replaced scalar can sit
                // inside a Character (a quote followed by a combining mark).
                if runStart != i { append(contentsOf: Substring(scalars[runStart..<i])) }
                append(text)
                runStart = next
            }
            i = next
        }
        if runStart != scalars.endIndex { append(contentsOf: Substring(scalars[runStart...])) }
    }
}
