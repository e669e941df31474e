import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// Escaping for HTML text and double-quoted attribute values (one helper for both).
///
/// Labels come from apps and may hold anything: markup characters, quotes,
/// `]]>`, newlines, emoji, right-to-left text, control characters. After
/// escaping, a string is plain text wherever it lands: HTML text, an
/// attribute, SVG text inside a `<template>`. Control characters, which HTML
/// does not allow even as character references, become their visible Unicode
/// "control pictures" (U+0001 shows as `␁`), so they are neither dropped
/// silently nor able to break the document.
package enum HTMLEscaping {
    /// Most report text (class names, paths, numbers, plain labels) holds nothing
    /// to escape and comes back as it is, without a copy; otherwise the runs
    /// between replaced scalars are copied whole.
    package static func escape(_ s: String) -> String {
        // `#` and `:` for `escapeLogCommands`.
        guard s.containsUTF8Byte(where: { mayBeReplaced($0) || $0 == 0x23 || $0 == 0x3A }) else { return s }
        var out: [UInt8] = []
        append(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `s` escaped, appended to `out`; `[` after `##` and the first `:` of a
    /// `::` that starts a line become character references too, as in `XMLEscaping`.
    static func append(_ s: String, to out: inout [UInt8]) {
        let start = out.count
        out.appendUTF8(s, replacing: replacement, screenedBy: mayBeReplaced)
        out.escapeLogCommands(from: start, bracket: "&#91;", colon: "&#58;")
    }

    /// What HTML needs instead of `scalar`, if anything.
    static func replacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        case "\n": return nil
        case "\t": return "&#9;"
        default:
            let v = scalar.value
            if v < 0x20 { return String(Unicode.Scalar(0x2400 + v)!) }
            if v == 0x7F { return "\u{2421}" }
            // C1 controls and noncharacters: not allowed in HTML.
            if (0x80...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFE) == 0xFFFE {
                return "\u{FFFD}"
            }
            // Bidirectional controls and separators, as `LogText` shows them.
            if LogText.isInvisible(scalar) { return "&#x" + String(v, radix: 16, uppercase: true) + ";" }
            return nil
        }
    }

    /// The lead bytes of the scalars `replacement` replaces: C0 controls, markup
    /// and quotes, DEL, C2 (C1 controls), EF (U+FDD0–U+FDEF, U+FFFE, U+FFFF) and
    /// every four-byte lead (U+xFFFE and U+xFFFF in planes 1–16).
    @inline(__always)
    static func mayBeReplaced(_ b: UInt8) -> Bool {
        if b < 0x40 {
            // Bit n stands for byte n: C0 controls, `"`, `&`, `'`, `<`, `>`.
            return ((0x5000_00C4_FFFF_FFFF as UInt64) >> b) & 1 == 1
        }
        return b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2 || b == 0xEF || b >= 0xF0
    }
}

/// The HTML report's text as UTF-8 bytes, handed on to the output by `flush`.
/// A drawing is written in hundreds of thousands of small pieces: appending
/// them to the output's String one by one, each escaped into a String of its
/// own and each number formatted into one, cost more than the audit.
package final class HTMLWriter: TextOutputStream {
    /// Changed by one call per piece written (see `JSONWriter`).
    private var text = Text()

    /// How much is collected before `flushIfFull` hands it on.
    static let flushSize = 1 << 20

    init() {
        text.bytes.reserveCapacity(Self.flushSize + (64 << 10))
    }

    /// Text as it is.
    package func write(_ string: String) {
        text.bytes.append(contentsOf: string.utf8)
    }

    /// Text escaped (`HTMLEscaping.escape`).
    func escaped(_ string: String) {
        HTMLEscaping.append(string, to: &text.bytes)
    }

    func integer(_ value: Int) {
        text.integer(value)
    }

    /// A compact SVG number: rounded to two decimals, without trailing zeros
    /// (`12`, `12.5`, `-0.25`), as `String` writes the rounded Double.
    func number(_ value: Double) {
        text.number(value)
    }

    /// ` name="value"`, the value a compact SVG number (`number`).
    func attribute(_ name: String, _ value: Double) {
        text.attribute(name) { $0.number(value) }
    }

    /// ` name="value"`.
    func attribute(_ name: String, _ value: Int) {
        text.attribute(name) { $0.integer(value) }
    }

    /// Hands on what is collected, once it is `flushSize` or more.
    func flushIfFull(into stream: inout some TextOutputStream) {
        if text.bytes.count >= Self.flushSize { flush(into: &stream) }
    }

    /// What is collected, handed over rather than written.
    func takeBytes() -> [UInt8] {
        defer { text.bytes = [] }
        return text.bytes
    }

    /// Hands on what is collected.
    func flush(into stream: inout some TextOutputStream) {
        guard !text.bytes.isEmpty else { return }
        FileOutputStream.write(utf8: text.bytes, to: &stream)
        text.bytes.removeAll(keepingCapacity: true)
    }

    private struct Text {
        var bytes: [UInt8] = []

        mutating func integer(_ value: Int) {
            guard value >= 0 else { return bytes.append(contentsOf: String(value).utf8) }
            var digits = 1, scan = value
            while scan >= 10 {
                digits += 1
                scan /= 10
            }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            var rest = value
            for k in stride(from: start + digits - 1, through: start, by: -1) {
                bytes[k] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }

        mutating func number(_ value: Double) {
            let hundredths = (value * 100).rounded()
            // Below 10^13 (every coordinate), the rounded Double's shortest spelling is
            // these digits; beyond, and for infinities and NaN, String spells it.
            guard abs(hundredths) < 1e15 else {
                let r = hundredths / 100
                let spelled = r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : String(r)
                return bytes.append(contentsOf: spelled.utf8)
            }
            var n = Int64(hundredths)
            if n < 0 {
                bytes.append(UInt8(ascii: "-"))
                n = -n
            }
            let whole = n / 100, fraction = Int(n % 100)
            integer(Int(whole))
            guard fraction != 0 else { return }
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }

        @inline(__always) mutating func attribute(_ name: String, value: (inout Text) -> Void) {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: name.utf8)
            bytes.append(UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "\""))
            value(&self)
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
