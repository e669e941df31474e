/// Report text collected as UTF-8 bytes: the writers (JSON here, XML and HTML
/// in the reports) append hundreds of thousands of small pieces, which costs a
/// fraction of appending them to a String.
extension Array where Element == UInt8 {
    /// Appends `s` with each scalar that `replacement` gives a text for
    /// replaced by that text (escaping for a report format).
    ///
    /// `mayBeReplaced` must hold for the lead byte of every scalar that
    /// `replacement` replaces: the string is appended whole, and only when one
    /// of its bytes passes the screen are the scalars from there that start
    /// with such a byte decoded and offered to `replacement`. Most report text
    /// has nothing to escape.
    @inlinable
    package mutating func appendUTF8(
        _ s: String, replacing replacement: (Unicode.Scalar) -> String?,
        screenedBy mayBeReplaced: (UInt8) -> Bool
    ) {
        let start = count
        append(contentsOf: s.utf8)
        guard let first = self[start...].firstIndex(where: mayBeReplaced) else { return }
        // From the first byte that may be replaced, the appended bytes are copied
        // aside and written back, scalar by scalar where a scalar may be replaced
        // and in runs between those.
        let tail = Array(self[first...])
        removeSubrange(first...)
        var runStart = 0
        var k = 0
        while k < tail.count {
            guard tail[k] & 0xC0 != 0x80, mayBeReplaced(tail[k]) else {
                k += 1
                continue
            }
            let (scalar, length) = Self.scalar(in: tail, at: k)
            if let text = replacement(scalar) {
                append(contentsOf: tail[runStart..<k])
                append(contentsOf: text.utf8)
                runStart = k + length
            }
            k += length
        }
        append(contentsOf: tail[runStart...])
    }

    /// Rewrites, in the bytes from `start` on, what a CI log would obey in a
    /// report written to standard output: each `[` after `##` becomes
    /// `bracket`, and, when `colon` is given, the first `:` of a `::` that starts
    /// a line after whitespace (as GitHub's runner trims it) becomes `colon`.
    /// The replacements are escapes of the format, so the text reads back the
    /// same. `start` counts as a line start: the text may begin a line wherever
    /// it lands, and so it is escaped the same wherever it lands.
    package mutating func escapeLogCommands(from start: Int, bracket: String, colon: String? = nil) {
        var k = start
        var replacements: [(Int, String)] = []
        while k < count {
            let b = self[k]
            if b == UInt8(ascii: "["), k >= 2, self[k - 1] == UInt8(ascii: "#"), self[k - 2] == UInt8(ascii: "#") {
                replacements.append((k, bracket))
            } else if let colon, b == UInt8(ascii: ":"), k + 1 < count, self[k + 1] == UInt8(ascii: ":"),
                startsLine(before: k, after: start)
            {
                replacements.append((k, colon))
            }
            k += 1
        }
        guard let first = replacements.first else { return }
        let tail = Array(self[first.0...])
        removeSubrange(first.0...)
        var from = first.0
        for (at, text) in replacements {
            append(contentsOf: tail[(from - first.0)..<(at - first.0)])
            append(contentsOf: text.utf8)
            from = at + 1
        }
        append(contentsOf: tail[(from - first.0)...])
    }

    /// Whether only whitespace stands between `k` and a line break or `start` before it.
    private func startsLine(before k: Int, after start: Int) -> Bool {
        var j = k
        while j > start {
            var lead = j - 1
            while lead > start && self[lead] & 0xC0 == 0x80 { lead -= 1 }
            let (scalar, _) = Self.scalar(in: self, at: lead)
            if scalar == "\n" || scalar == "\r" { return true }
            guard scalar.properties.isWhitespace else { return false }
            j = lead
        }
        return true
    }

    /// The scalar whose UTF-8 form starts at `k` of the valid UTF-8 `bytes`, and its length.
    @usableFromInline
    static func scalar(in bytes: [UInt8], at k: Int) -> (Unicode.Scalar, Int) {
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
            value =
                (b0 & 0x07) << 18 | UInt32(bytes[k + 1] & 0x3F) << 12 | UInt32(bytes[k + 2] & 0x3F) << 6
                | UInt32(bytes[k + 3] & 0x3F)
            length = 4
        }
        return (Unicode.Scalar(value)!, length)
    }
}
