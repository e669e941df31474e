import AXAuditModel

/// Names for fix code. A hierarchy knows a view's id or accessibility
/// identifier (`article-image`), never the Swift property that holds it, so fix
/// code names it by a Swift identifier made from that name (`articleImage`) and
/// says which view it means in words.
enum SwiftNames {
    /// `article-image` → `articleImage`, `2nd row` → `view2ndRow`; a Swift
    /// keyword in backquotes; `view` when nothing of the name is left.
    static func identifier(_ name: String) -> String {
        // The runs of letters, digits and underscores, at most 8.
        let scalars = name.unicodeScalars
        var words: [String] = []
        var wordStart: String.UnicodeScalarView.Index?
        var i = scalars.startIndex
        while i < scalars.endIndex && words.count < 8 {
            let scalar = scalars[i]
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if wordStart == nil { wordStart = i }
            } else if let start = wordStart {
                words.append(String(scalars[start..<i]))
                wordStart = nil
            }
            scalars.formIndex(after: &i)
        }
        if let start = wordStart, words.count < 8 { words.append(String(scalars[start..<i])) }
        guard let first = words.first else { return "view" }
        var out = lowerFirst(first) + words.dropFirst().map(upperFirst).joined()
        if let lead = out.unicodeScalars.first, ("0"..."9").contains(lead) { out = "view" + upperFirst(out) }
        return keywords.contains(out) ? "`" + out + "`" : out
    }

    /// The element's Swift identifier, from its id, else its accessibility
    /// identifier, else its class (`UIImageView` → `imageView`).
    static func identifier(of element: Element) -> String {
        if let id = element.id, !id.isEmpty { return identifier(id) }
        if let name = element.accessibilityIdentifier, !name.isEmpty { return identifier(name) }
        var bare = Substring(element.className)
        if bare.hasPrefix("UI") && bare.dropFirst(2).first?.isUppercase == true { bare = bare.dropFirst(2) }
        return identifier(String(bare))
    }

    /// Identifiers for names (ids), each once, with the names in words when an
    /// identifier differs from its name: "[articleImage, readMore]" and "the
    /// views article-image and read-more".
    static func list(_ names: [String], limit: Int = 20) -> (code: String, words: String?) {
        let shown = Array(names.prefix(limit))
        let identifiers = shown.map(identifier)
        let code = "[" + identifiers.joined(separator: ", ") + (names.count > limit ? ", …" : "") + "]"
        let differs = zip(identifiers, shown).contains { $0 != $1 }
        return (code, differs ? "the views " + Text.list(shown, limit: 6) : nil)
    }

    /// The leading capitals lowercased, but for the last before a lowercase
    /// letter: `ImageView` → `imageView`, `URLField` → `urlField`, `URL` → `url`.
    private static func lowerFirst(_ s: String) -> String {
        let chars = Array(s)
        var n = 0
        while n < chars.count && chars[n].isUppercase { n += 1 }
        if n > 1 && n < chars.count && chars[n].isLowercase { n -= 1 }
        return String(chars[..<n]).lowercased() + String(chars[n...])
    }

    private static func upperFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }

    private static let keywords: Set<String> = [
        "class", "default", "func", "in", "is", "let", "var", "return", "self", "struct", "switch", "case", "for",
        "while", "if", "else", "import", "enum", "protocol", "extension", "static", "private", "public", "internal",
        "operator", "true", "false", "nil", "do", "try", "catch", "throw", "guard", "repeat", "where", "as", "init",
        "deinit", "subscript", "typealias", "associatedtype", "inout", "break", "continue", "fallthrough", "defer",
    ]
}
