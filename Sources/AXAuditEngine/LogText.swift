import AXAuditModel

/// Text from the inputs (file names, labels, ids, class names, baseline entries,
/// configuration keys) made safe to print on a terminal or in a CI log.
///
/// An escape sequence in a label can clear a terminal or plant a link; a line
/// break in a file name can start a line the GitHub Actions runner obeys as a
/// workflow command (`::add-mask::`, `::stop-commands::`), and the runner also
/// obeys `##[command]` anywhere in a line. Such text is shown, not obeyed.
public enum LogText {
    /// `s` with each C0 and C1 control, DEL, line or paragraph separator and
    /// bidirectional formatting character written visibly as `\u{001B}`, and each
    /// `##[` as `#\u{0023}[`. `keepingLineBreaks` leaves LF and CR for the caller
    /// to escape in its own way (GitHub's `%0A`).
    public static func visible(_ s: String, keepingLineBreaks: Bool = false) -> String {
        guard mayChange(s) else { return s }
        var text = s
        if s.containsUTF8Byte(where: mayNeedEscaping) {
            var out: [UInt8] = []
            out.reserveCapacity(s.utf8.count + 16)
            out.appendUTF8(
                s,
                replacing: { scalar in
                    if keepingLineBreaks && (scalar == "\n" || scalar == "\r") { return nil }
                    return isInvisible(scalar) ? scalar.visibleEscape : nil
                },
                screenedBy: mayNeedEscaping)
            text = String(decoding: out, as: UTF8.self)
        }
        // Messages name elements by `#id` all the time; `##[` is rare: looked for in the bytes first.
        if containsCommandMarker(text) { text = text.replacingUTF8("##[", with: "#\\u{0023}[") }
        return text
    }

    /// Whether `visible` writes `s` differently: it holds an invisible scalar or
    /// `##[`. One pass over the bytes, deciding each candidate from the bytes
    /// around it: most text (every message and path of a report) has neither,
    /// and much of it has typographic quotes, dashes or ellipses, whose lead
    /// byte (E2) the separators and bidirectional formatting characters share.
    public static func mayChange(_ s: String) -> Bool {
        s.withUTF8Bytes { count, byte in
            var i = 0
            while i < count {
                let b = byte(i)
                i += 1
                // Printable ASCII but `[`: the common byte, one test.
                if b &- 0x20 < 0x5F && b != 0x5B { continue }
                switch b {
                case 0x5B:
                    if i >= 3 && byte(i - 2) == 0x23 && byte(i - 3) == 0x23 { return true }
                case 0xC2:
                    // C1 controls: C2 80 to C2 9F.
                    if i < count && byte(i) < 0xA0 { return true }
                case 0xD8:
                    // ARABIC LETTER MARK: D8 9C.
                    if i < count && byte(i) == 0x9C { return true }
                case 0xE2:
                    // LRM, RLM (E2 80 8E/8F), the separators, embeddings and overrides
                    // (E2 80 A8 to AE) and the isolates (E2 81 A6 to A9).
                    guard i + 1 < count else { break }
                    let (b1, b2) = (byte(i), byte(i + 1))
                    if b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xA8 && b2 <= 0xAE)) { return true }
                    if b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9 { return true }
                case ..<0x20, 0x7F:
                    return true
                default:
                    break
                }
            }
            return false
        }
    }

    /// Whether `s` holds `##[`.
    private static func containsCommandMarker(_ s: String) -> Bool {
        var hashes = 0
        return s.containsUTF8Byte { byte in
            if byte == 0x23 {
                hashes += 1
                return false
            }
            defer { hashes = 0 }
            return byte == 0x5B && hashes >= 2
        }
    }

    /// `visible(s)` for text that starts a line: a `::` after any run of
    /// whitespace is written `\u{003A}:`, so the line is not a workflow command.
    /// GitHub's runner trims every Unicode whitespace character (.NET's
    /// `String.Trim`: NBSP, U+1680, U+2000 to U+200A, U+202F, U+205F, U+3000...)
    /// before it looks for `::`, not only spaces. Every line the text, GitHub and
    /// order outputs and stderr write starts with a constant or with this.
    public static func lineStart(_ s: String) -> String {
        let text = visible(s)
        // Most lines start with a printable ASCII character other than a space or a colon.
        guard let first = text.utf8.first, first >= 0x80 || first == 0x20 || first == 0x3A else { return text }
        let scalars = text.unicodeScalars
        let rest = scalars.drop(while: { $0.properties.isWhitespace })
        guard rest.starts(with: "::".unicodeScalars) else { return text }
        var out = String(scalars[..<rest.startIndex])
        out += "\\u{003A}"
        out.unicodeScalars.append(contentsOf: rest.dropFirst())
        return out
    }

    /// Whether a line (after its leading whitespace, as GitHub's runner trims it)
    /// starts with `::`: what `lineStart` prevents.
    package static func isCommandLine<S: StringProtocol>(_ line: S) -> Bool {
        line.unicodeScalars.drop(while: { $0.properties.isWhitespace }).starts(with: "::".unicodeScalars)
    }

    /// C0 controls, DEL, and the lead bytes of the C1 controls (C2), ALM (D8)
    /// and the separators and bidirectional formatting characters (E2).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // ARABIC LETTER MARK, LRM, RLM, the line and paragraph separators, the
        // embeddings and overrides (LRE…RLO) and the isolates (LRI…PDI).
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
