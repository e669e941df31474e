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
    /// to escape and is returned as it is, without a copy; the rest is rewritten
    /// byte by byte. Gives exactly what `scalarEscape` gives.
    public static func escape(_ s: String) -> String {
        var s = s
        let escaped = s.withUTF8 { bytes -> String? in
            guard let first = firstToEscape(bytes) else { return nil }
            return rewrite(bytes, from: first)
        }
        return escaped ?? s
    }

    /// The escaped text written to `out`.
    public static func write(_ s: String, to out: inout some TextOutputStream) {
        out.write(escape(s))
    }

    /// The definition that `escape` follows, one scalar at a time.
    static func scalarEscape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 {
                    out.unicodeScalars.append(Unicode.Scalar(0x2400 + v)!)
                } else if v == 0x7F {
                    out += "\u{2421}"
                } else if (0x80...0x9F).contains(v) || (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFE) == 0xFFFE {
                    // C1 controls and noncharacters: not allowed in HTML.
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    // MARK: - Bytes

    // A Swift string is valid UTF-8, so a lead byte is always followed by its
    // continuation bytes, and only these byte patterns encode a scalar that
    // `scalarEscape` changes:
    // - one byte: `& < > " '`, 0x00–0x1F but tab and LF, 0x7F;
    // - C1 controls U+0080–U+009F: C2 80–C2 9F;
    // - U+FDD0–U+FDEF: EF B7 90–EF B7 AF; U+FFFE, U+FFFF: EF BF BE, EF BF BF;
    // - U+xFFFE, U+xFFFF in planes 1–16: a four-byte lead, then a byte whose low
    //   bits are 1111 (the plane's low bits, then F), BF, then BE or BF.

    /// The length in bytes of the scalar at `i` if it must be replaced, else 0.
    @inline(__always)
    private static func replacedLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b = bytes[i]
        if b < 0x40 {
            // Bit n stands for byte n: C0 controls but tab and LF, `"`, `&`, `'`, `<`, `>`.
            // (One shift and mask for all 64 bytes, rather than a branch per case.)
            return Int(((0x5000_00C4_FFFF_F9FF as UInt64) >> b) & 1)
        }
        switch b {
        case 0x7F: return 1
        case 0xC2: return bytes[i + 1] < 0xA0 ? 2 : 0
        case 0xEF:
            return (bytes[i + 1] == 0xB7 && (0x90...0xAF).contains(bytes[i + 2]))
                || (bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE) ? 3 : 0
        case 0xF0...0xF4:
            return bytes[i + 1] & 0x0F == 0x0F && bytes[i + 2] == 0xBF && bytes[i + 3] >= 0xBE ? 4 : 0
        default: return 0
        }
    }

    private static func firstToEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for i in bytes.indices where replacedLength(bytes, at: i) > 0 { return i }
        return nil
    }

    /// `bytes` escaped, given the first byte to replace: runs between
    /// replacements are copied as they are.
    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var copied = 0
        var i = first
        while i < bytes.count {
            let length = replacedLength(bytes, at: i)
            guard length > 0 else {
                i += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i]))
            switch bytes[i] {
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x22: out.append(contentsOf: "&quot;".utf8)
            case 0x27: out.append(contentsOf: "&#39;".utf8)
            case 0x7F: out.append(contentsOf: "\u{2421}".utf8)
            // U+2400 + the control's value: E2 90 80 + value.
            case 0x00...0x1F: out.append(contentsOf: [0xE2, 0x90, 0x80 + bytes[i]])
            default: out.append(contentsOf: "\u{FFFD}".utf8)
            }
            i += length
            copied = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: out, as: UTF8.self)
    }
}
