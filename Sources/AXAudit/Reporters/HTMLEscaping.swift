/// Escaping for HTML text and double-quoted attribute values (one helper for both).
///
/// Labels come from apps and may hold anything: markup characters, quotes,
/// `]]>`, newlines, emoji, right-to-left text, control characters. After
/// escaping, a string is plain text wherever it lands: HTML text, an
/// attribute, SVG text inside a `<template>`. Control characters, which HTML
/// does not allow even as character references, become their visible Unicode
/// "control pictures" (U+0001 shows as `␁`), so they are neither dropped
/// silently nor able to break the document.
public enum HTMLEscaping {
    /// Most report text (class names, paths, numbers, plain labels) holds nothing
    /// to escape and comes back as it is, without a copy; otherwise the runs
    /// between replaced scalars are copied whole.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.append(s, replacing: replacement, screenedBy: mayBeReplaced)
        return out
    }

    /// What HTML needs instead of `scalar`, if anything.
    static func replacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        case "\n", "\t": return nil
        default:
            let v = scalar.value
            if v < 0x20 { return String(Unicode.Scalar(0x2400 + v)!) }
            if v == 0x7F { return "\u{2421}" }
            // C1 controls and noncharacters: not allowed in HTML.
            if (0x80...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFE) == 0xFFFE { return "\u{FFFD}" }
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
        return b == 0x7F || b == 0xC2 || b == 0xEF || b >= 0xF0
    }
}

/// The HTML report's text as UTF-8 bytes, handed on to the output by `flush`.
/// A drawing is written in hundreds of thousands of small pieces: appended to
/// the output's String one by one, each escaped into a String of its own and
/// each number formatted into one, they took three times as long as the rest
/// of a run.
final class HTMLWriter: TextOutputStream, @unchecked Sendable {
    // A buffer of its own rather than an array: appending a few bytes to an
    // array cost more than the bytes. Unchecked, as in `JSONWriter`, and
    // Sendable: one thread at a time (screens drawn at once each have a writer).
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity: Int

    /// How much is collected before `flushIfFull` hands it on.
    static let flushSize = 1 << 20

    init() {
        capacity = Self.flushSize + (64 << 10)
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Room for `more` bytes after `count`.
    @inline(__always) private func reserve(_ more: Int) {
        if count + more > capacity { grow(to: count + more) }
    }

    private func grow(to needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = max(needed, capacity * 2)
    }

    @inline(__always) private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: from, count: bytes.count)
        count += bytes.count
    }

    @inline(__always) private func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Text as it is.
    func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Text escaped (`HTMLEscaping.escape`).
    func escaped(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            String.forEachEscapedPiece(bytes, replacing: HTMLEscaping.replacement, screenedBy: HTMLEscaping.mayBeReplaced,
                                       kept: { append(UnsafeBufferPointer(rebasing: bytes[$0])) },
                                       replaced: { write($0) })
        }
    }

    func integer(_ value: Int) {
        guard value >= 0 else { return write(String(value)) }
        var digits = 1, scan = value
        while scan >= 10 {
            digits += 1
            scan /= 10
        }
        reserve(digits)
        var rest = value
        for k in stride(from: count + digits - 1, through: count, by: -1) {
            base[k] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// ` name="value"`, the value a compact SVG number (`number`).
    func attribute(_ name: String, _ value: Double) {
        attribute(name) { number(value) }
    }

    /// ` name="value"`.
    func attribute(_ name: String, _ value: Int) {
        attribute(name) { integer(value) }
    }

    @inline(__always) private func attribute(_ name: String, value: () -> Void) {
        append(UInt8(ascii: " "))
        write(name)
        write("=\"")
        value()
        append(UInt8(ascii: "\""))
    }

    /// A compact SVG number: rounded to two decimals, without trailing zeros
    /// (`12`, `12.5`, `-0.25`), as `String` writes the rounded Double.
    func number(_ value: Double) {
        let hundredths = (value * 100).rounded()
        // Below 10^13 (every coordinate), the rounded Double's shortest spelling is
        // these digits; beyond, and for infinities and NaN, String spells it.
        guard abs(hundredths) < 1e15 else {
            let r = hundredths / 100
            if r == r.rounded(), abs(r) < 1e15 { write(String(Int64(r))) } else { write(String(r)) }
            return
        }
        var n = Int64(hundredths)
        if n < 0 {
            append(UInt8(ascii: "-"))
            n = -n
        }
        let whole = n / 100, fraction = Int(n % 100)
        integer(Int(whole))
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Hands on what is collected, once it is `flushSize` or more.
    func flushIfFull(into stream: inout some TextOutputStream) {
        if count >= Self.flushSize { flush(into: &stream) }
    }

    /// Hands on what is collected.
    func flush(into stream: inout some TextOutputStream) {
        guard count > 0 else { return }
        FileOutputStream.write(utf8: UnsafeRawBufferPointer(start: base, count: count), to: &stream)
        count = 0
    }
}
