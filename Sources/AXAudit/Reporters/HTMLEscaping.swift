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
    public static func escape(_ s: String) -> String {
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
}
