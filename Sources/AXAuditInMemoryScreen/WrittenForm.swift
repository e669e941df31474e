import AXAuditExport
import AXAuditModel

// What AXAuditExport's XML writer does to a node's values, for the in-memory
// conversion (`AXInMemoryScreen`), so that a screen audited in memory is the
// screen the importer would read from `AXAuditExport.xml(of:)`: the same ids,
// lists, numbers, colours and strings, byte for byte.
//
// The ids and list tokens are the writer's own (`AXExportIDs`, `AXExportXMLWriter`);
// the value rules below mirror what the importer reads back, and the round-trip tests
// (Tests/AXAuditXCTestTests/RoundTripTests.swift) fail when the two drift apart.

/// Values as they read back from the written file.
enum WrittenForm {
    /// The writer's indentation stops growing at this depth.
    static let maximumIndent = 32

    /// A name in a space-separated list, as the writer writes it.
    static func listToken(_ s: String) -> String { AXExportXMLWriter.listToken(s) }

    /// A string as the parser gives it back: XML 1.0 cannot carry C0 controls
    /// other than tab, LF and CR, nor U+FFFE and U+FFFF, so the writer replaces
    /// them by a visible `\u{0001}`; everything else survives escaping unchanged.
    static func string(_ s: String) -> String {
        guard s.containsUTF8Byte(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0xEF }) else {
            return s
        }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: out.append(scalar)
            case 0x00..<0x20, 0xFFFE, 0xFFFF:
                out.append(contentsOf: AXExportXMLEscaping.visibleEscape(scalar).unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// A number the writer writes (finite), as the reader parses it: `-0` is written as `0`.
    static func number(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return v == 0 ? 0 : v
    }

    /// `CGRect.standardized`, as the writer turns a negative width or height
    /// around; nil when a number is not finite (the frame is not written).
    static func frame(_ r: AXExportNode.Rect?) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard var r else { return nil }
        if r.width < 0 {
            r.x += r.width
            r.width = -r.width
        }
        if r.height < 0 {
            r.y += r.height
            r.height = -r.height
        }
        guard let x = number(r.x), let y = number(r.y), let w = number(r.width), let h = number(r.height) else {
            return nil
        }
        return (x, y, w, h)
    }

    /// sRGB components as `#RRGGBB(AA)` carries them: clamped to 0...1 and
    /// rounded to 8 bits; nil when a component is NaN (not written).
    static func color(_ c: AXExportNode.Color?) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard let c else { return nil }
        let components = [c.red, c.green, c.blue, c.alpha]
        guard !components.contains(where: \.isNaN) else { return nil }
        let bytes = components.map { (min(max($0, 0), 1) * 255).rounded() }
        return (bytes[0] / 255, bytes[1] / 255, bytes[2] / 255, bytes[3] < 255 ? bytes[3] / 255 : 1)
    }
}
