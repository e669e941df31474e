/// The one place where report text becomes XML 1.0: labels can hold anything a
/// Swift string can (`<`, `&`, quotes, `]]>`, newlines, emoji, right-to-left
/// text, control characters), and the output must stay well-formed.
///
/// - Markup characters become entity references (`&amp;` `&lt;` `&gt;`, and
///   `&quot;` in attributes, which are always double-quoted). `>` is always escaped, so `]]>` can never
///   end anything; no CDATA sections are written.
/// - Characters XML 1.0 does not allow at all (C0 controls but tab, LF and CR;
///   U+FFFE, U+FFFF) cannot be written even as character references, so they
///   become a visible escape, `\u{0001}`, that a reader recognises.
/// - In attributes, tab, LF and CR become character references, so attribute
///   value normalisation does not turn them into spaces. In text, CR becomes
///   `&#13;` so that end-of-line handling does not drop it.
public enum XMLEscaping {
    /// Whether XML 1.0 allows the scalar anywhere in a document
    /// (`#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The visible stand-in for a scalar XML cannot carry: `\u{0001}`.
    public static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }

    /// Character data: the content of an element.
    public static func text(_ s: String) -> String {
        escape(s, inAttribute: false)
    }

    /// An attribute value, for use between double quotes.
    public static func attribute(_ s: String) -> String {
        escape(s, inAttribute: true)
    }

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\r": out += "&#13;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            default:
                if isAllowed(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += visibleEscape(scalar)
                }
            }
        }
        return out
    }
}

/// A small XML writer over `XMLEscaping`: elements are opened and closed in
/// order, attributes written in the order given.
final class XMLWriter {
    private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []
    private var indentUnit = "  "

    private var indent: String { String(repeating: indentUnit, count: open.count) }

    private static func tag(_ name: String, _ attributes: [(String, String)]) -> String {
        var s = "<" + name
        for (key, value) in attributes { s += " \(key)=\"\(XMLEscaping.attribute(value))\"" }
        return s
    }

    /// `<name a="…">` on its own line; children follow until `end()`.
    func start(_ name: String, _ attributes: [(String, String)] = []) {
        output += indent + XMLWriter.tag(name, attributes) + ">\n"
        open.append(name)
    }

    func end() {
        let name = open.removeLast()
        output += indent + "</\(name)>\n"
    }

    /// `<name a="…"/>`
    func empty(_ name: String, _ attributes: [(String, String)] = []) {
        output += indent + XMLWriter.tag(name, attributes) + "/>\n"
    }

    /// `<name a="…">text</name>`; the text is written as is (escaped), without
    /// indentation added inside it, so it reads back exactly.
    func leaf(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        output += indent + XMLWriter.tag(name, attributes) + ">" + XMLEscaping.text(text) + "</\(name)>\n"
    }
}
