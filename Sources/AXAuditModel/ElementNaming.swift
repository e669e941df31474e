extension Element {
    /// A short name a developer can find in code: class, identifier or id, title.
    public var displayName: String {
        var name = className
        if let identifier = accessibilityIdentifier, !identifier.isEmpty {
            name += " '\(identifier)'"
        } else if let id {
            name += " #\(id)"
        }
        if let title = text ?? accessibilityLabel, !title.isEmpty {
            name += " \"\(Element.abbreviate(title, to: 40))\""
        }
        return name
    }

    /// At most `limit` characters, else the first `limit - 1` and "…". A
    /// character is counted as a scalar with the scalars that combine with it
    /// (so a combining sequence is kept whole), not as a grapheme cluster. Lines
    /// are joined by one space first, unless the text fits in `limit` bytes and
    /// has no line feed or carriage return.
    package static func abbreviate(_ s: String, to limit: Int) -> String {
        if s.utf8.count <= limit && !s.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return s }
        if s.unicodeScalars.contains(where: isLineBreak) { return abbreviate(joiningLines(s), to: limit) }
        // The first `limit - 1` characters are a prefix of the scalars: find where it ends.
        let scalars = s.unicodeScalars
        var characters = 0
        var kept = scalars.startIndex
        var i = scalars.startIndex
        while i < scalars.endIndex {
            if !extendsCharacter(scalars[i]) {
                characters += 1
                if characters > limit { return String(scalars[..<kept]) + "…" }
            }
            scalars.formIndex(after: &i)
            if characters < limit { kept = i }
        }
        return s
    }

    /// The lines of `s` joined by one space, without the line breaks at either end.
    private static func joiningLines(_ s: String) -> String {
        var joined = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in s.unicodeScalars {
            if isLineBreak(scalar) {
                pendingSpace = !joined.isEmpty
                continue
            }
            if pendingSpace {
                joined.append(" ")
                pendingSpace = false
            }
            joined.append(scalar)
        }
        return String(joined)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x2028, 0x2029, 0x85: true
        default: false
        }
    }

    /// A scalar that belongs to the character before it (a combining mark, a
    /// zero-width joiner, a skin tone); below U+0300 nothing combines.
    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v >= 0x300 && (scalar.properties.isGraphemeExtend || v == 0x200D || (v >= 0x1F3FB && v <= 0x1F3FF))
    }
}
