import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
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
/// - DEL, the C1 controls and the bidirectional controls (as `LogText` shows
///   them) become character references (`&#x202E;`), and so do `[` after `##`
///   (`&#91;`) and the first `:` of a `::` that starts a line (`&#58;`): a
///   report on standard output lands in a CI log, which would obey them.
/// - In attributes, tab, LF and CR become character references, so attribute
///   value normalisation does not turn them into spaces. In text, CR becomes
///   `&#13;` so that end-of-line handling does not drop it, and tab `&#9;`,
///   which a log would show raw.
package enum XMLEscaping {
    /// Whether XML 1.0 allows the scalar anywhere in a document
    /// (`#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`).
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The visible stand-in for a scalar XML cannot carry: `\u{0001}`.
    package static func visibleEscape(_ scalar: Unicode.Scalar) -> String { scalar.visibleEscape }

    /// Character data: the content of an element.
    package static func text(_ s: String) -> String {
        var out: [UInt8] = []
        appendText(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// An attribute value, for use between double quotes.
    package static func attribute(_ s: String) -> String {
        var out: [UInt8] = []
        appendAttribute(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendText(_ s: String, to out: inout [UInt8]) {
        let start = out.count
        out.appendUTF8(s, replacing: { textEscape($0) }, screenedBy: mayNeedTextEscape)
        out.escapeLogCommands(from: start, bracket: "&#91;", colon: "&#58;")
    }

    static func appendAttribute(_ s: String, to out: inout [UInt8]) {
        let start = out.count
        out.appendUTF8(s, replacing: { attributeEscape($0) }, screenedBy: mayNeedAttributeEscape)
        out.escapeLogCommands(from: start, bracket: "&#91;")
    }

    /// The lead bytes of every scalar `textEscape` replaces: markup, C0
    /// controls but LF (CR and tab among them), 0xEF, which starts U+FFFE and
    /// U+FFFF, DEL and the leads of the C1 and bidirectional controls.
    /// Not the quote or LF: text keeps them, and every entry of a report
    /// holds a line break, which would otherwise send its text down the slow path.
    private static func mayNeedTextEscape(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x0A) || byte == 0x26 || byte == 0x3C || byte == 0x3E
            || byte == 0xEF || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// The lead bytes of every scalar `attributeEscape` replaces: those of text,
    /// the quote, tab and LF.
    private static func mayNeedAttributeEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0xEF || byte == 0x7F
            || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    private static func textEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\r": "&#13;"
        case "\t": "&#9;"
        case "\n": nil
        default:
            if !isAllowed(scalar) {
                visibleEscape(scalar)
            } else if LogText.isInvisible(scalar) {
                "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            } else {
                nil
            }
        }
    }

    private static func attributeEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "&quot;"
        case "\n": "&#10;"
        default: textEscape(scalar)
        }
    }
}

/// A small XML writer over `XMLEscaping`: elements are opened and closed in
/// order, attributes written in the order given. It collects text in `output`
/// until `flush(into:)` hands it on, so a report can be written as it goes.
package final class XMLWriter: TextOutputStream {
    /// Everything the writer keeps, changed by one call per piece written (see
    /// `JSONWriter`).
    private var text = Text()

    private struct Text {
        /// UTF-8, as in `JSONWriter`: appending small pieces to a String is slow.
        var bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        /// The names of the elements open, outermost first.
        var open: [String] = []

        mutating func indent() {
            for _ in open.indices {
                bytes.append(UInt8(ascii: " "))
                bytes.append(UInt8(ascii: " "))
            }
        }

        /// Indented `<name a="…"`.
        mutating func tag(_ name: String, _ attributes: [(String, String)]) {
            indent()
            bytes.append(UInt8(ascii: "<"))
            bytes.append(contentsOf: name.utf8)
            for (key, value) in attributes {
                bytes.append(UInt8(ascii: " "))
                bytes.append(contentsOf: key.utf8)
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                XMLEscaping.appendAttribute(value, to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
        }

        mutating func start(_ name: String, _ attributes: [(String, String)]) {
            tag(name, attributes)
            bytes.append(UInt8(ascii: ">"))
            bytes.append(UInt8(ascii: "\n"))
            open.append(name)
        }

        mutating func end() {
            let name = open.removeLast()
            indent()
            closingTag(name)
        }

        mutating func empty(_ name: String, _ attributes: [(String, String)]) {
            tag(name, attributes)
            bytes.append(UInt8(ascii: "/"))
            bytes.append(UInt8(ascii: ">"))
            bytes.append(UInt8(ascii: "\n"))
        }

        /// `</name>` and a line break.
        mutating func closingTag(_ name: String) {
            bytes.append(UInt8(ascii: "<"))
            bytes.append(UInt8(ascii: "/"))
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: ">"))
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// The text written since the last flush.
    var output: String { String(decoding: text.bytes, as: UTF8.self) }

    /// Writes the text collected so far to `stream`, and forgets it.
    func flush(into stream: inout some TextOutputStream) {
        FileOutputStream.write(utf8: text.bytes, to: &stream)
        text.bytes.removeAll(keepingCapacity: true)
    }

    /// `<name a="…">` on its own line; children follow until `end()`.
    func start(_ name: String, _ attributes: [(String, String)] = []) {
        text.start(name, attributes)
    }

    func end() {
        text.end()
    }

    /// `<name a="…"/>`
    func empty(_ name: String, _ attributes: [(String, String)] = []) {
        text.empty(name, attributes)
    }

    /// `<name a="…">text</name>`, where `body` writes the text with `text(_:)`,
    /// as is (escaped), without indentation added inside it, so it reads back exactly.
    func leaf(_ name: String, _ attributes: [(String, String)] = [], body: () -> Void) {
        text.tag(name, attributes)
        text.bytes.append(UInt8(ascii: ">"))
        body()
        text.closingTag(name)
    }

    /// Character data inside `leaf`.
    func text(_ s: String) {
        XMLEscaping.appendText(s, to: &text.bytes)
    }

    /// Character data put together beforehand (see `XMLCharacterData`).
    func text(_ data: XMLCharacterData) {
        text.bytes.append(contentsOf: data.bytes)
    }

    /// As a stream, the writer takes character data.
    package func write(_ string: String) {
        text(string)
    }
}

/// Character data put together piece by piece before it goes into an
/// `XMLWriter` whole: a report entry of a dozen pieces is built in this local
/// value, so that the writer, a class whose every change is checked for
/// exclusive access as the program runs, is changed once an entry rather than
/// once a piece. As a stream, it takes text to escape.
package struct XMLCharacterData: TextOutputStream {
    private(set) var bytes: [UInt8] = []

    /// Empty, keeping the room it had: one value serves entry after entry.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Text, escaped.
    package mutating func write(_ string: String) {
        XMLEscaping.appendText(string, to: &bytes)
    }

    /// Text that needs no escaping, as it is: the caller vouches that it holds
    /// no markup (`&`, `<`, `>`) and no control character but LF and tab. Text
    /// escaped once (`XMLEscaping.text`) and written many times, and the
    /// caller's own separators.
    mutating func writeMarkupFree(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// A number, its digits written straight into the bytes.
    mutating func write(_ n: Int) {
        guard n >= 0 else { return write(String(n)) }
        if n >= 10 { write(n / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
