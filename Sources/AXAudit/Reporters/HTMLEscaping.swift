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

    /// The escaped text written to `out`.
    public static func write(_ s: String, to out: inout some TextOutputStream) {
        out.write(escape(s))
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
    private static func mayBeReplaced(_ b: UInt8) -> Bool {
        if b < 0x40 {
            // Bit n stands for byte n: C0 controls, `"`, `&`, `'`, `<`, `>`.
            return ((0x5000_00C4_FFFF_FFFF as UInt64) >> b) & 1 == 1
        }
        return b == 0x7F || b == 0xC2 || b == 0xEF || b >= 0xF0
    }
}
