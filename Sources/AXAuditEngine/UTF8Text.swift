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
