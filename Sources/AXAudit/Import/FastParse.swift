/// Byte-level parsers for the common, plain forms of attribute values, read
/// straight from the parser's buffer. Each returns `nil` for anything else, and
/// the caller then takes the general path (`Rect.parse`, `BooleanAttribute.parse`),
/// which also reports errors; so results never differ from the general path.
enum FastParse {
    private static func isSeparator(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x2C || c == 0x7B || c == 0x7D || c == 0x09 || c == 0x0A   // space , { } \t \n
    }

    /// `x y width height` of plain decimals (`-12`, `171.5`; at most 15 digits each),
    /// separated as `Rect.parse` allows. Exact: an integer of up to 15 digits and a
    /// power of ten up to 10^15 are both exact doubles, so one division rounds correctly.
    static func rect(_ b: UnsafeBufferPointer<UInt8>) -> Rect? {
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var n = 0
        var i = 0
        let count = b.count
        while i < count {
            let c = b[i]
            if isSeparator(c) { i += 1; continue }
            guard let value = decimal(b, from: &i) else { return nil }
            if i < count && !isSeparator(b[i]) { return nil }
            if n == 4 { return nil }
            switch n {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            n += 1
        }
        guard n == 4, values.2 >= 0, values.3 >= 0 else { return nil }
        return Rect(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// `true`/`false`, `yes`/`no`, `1`/`0` in ASCII, any case.
    static func boolean(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        func equals(_ word: StaticString) -> Bool {
            guard b.count == word.utf8CodeUnitCount else { return false }
            let w = word.utf8Start
            for i in 0..<b.count where b[i] | 0x20 != w[i] { return false }
            return true
        }
        switch b.count {
        case 1: return b[0] == 0x31 ? true : b[0] == 0x30 ? false : nil
        case 2: return equals("no") ? false : nil
        case 3: return equals("yes") ? true : nil
        case 4: return equals("true") ? true : nil
        case 5: return equals("false") ? false : nil
        default: return nil
        }
    }

    /// A plain decimal (`17`, `-0.5`, at most 15 digits), as `Double(_:)` reads it.
    static func number(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        guard let value = decimal(b, from: &i), i == b.count else { return nil }
        return value
    }

    /// Reads `-?digits(.digits)?` at `i` (at most 15 digits) and moves `i` past it;
    /// nil for anything the general parser must judge ("5.", ".5", "-", "1e3").
    private static func decimal(_ b: UnsafeBufferPointer<UInt8>, from i: inout Int) -> Double? {
        let count = b.count
        var negative = false
        if i < count && b[i] == 0x2D { negative = true; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0, fraction = 0, intDigits = 0
        var seenDot = false
        while i < count {
            let d = b[i]
            if d >= 0x30 && d <= 0x39 {
                mantissa = mantissa * 10 + UInt64(d - 0x30)
                digits += 1
                if seenDot { fraction += 1 } else { intDigits += 1 }
                if digits > 15 { return nil }
            } else if d == 0x2E && !seenDot {
                seenDot = true
            } else {
                break
            }
            i += 1
        }
        if intDigits == 0 || (seenDot && fraction == 0) { return nil }
        var value = Double(mantissa)
        if fraction > 0 { value /= powersOfTen[fraction] }
        return negative ? -value : value
    }

    /// `#RRGGBB` or `#RRGGBBAA`, exactly as `RGBAColor.parse`.
    static func color(_ b: UnsafeBufferPointer<UInt8>) -> RGBAColor? {
        guard b.count == 7 || b.count == 9, b[0] == UInt8(ascii: "#") else { return nil }
        func hex(_ c: UInt8) -> Int? {
            switch c {
            case 0x30...0x39: return Int(c - 0x30)
            case 0x61...0x66: return Int(c - 0x61) + 10
            case 0x41...0x46: return Int(c - 0x41) + 10
            default: return nil
            }
        }
        var components: (Double, Double, Double, Double) = (0, 0, 0, 1)
        var i = 1, n = 0
        while i < b.count {
            guard let hi = hex(b[i]), let lo = hex(b[i + 1]) else { return nil }
            let v = Double(hi * 16 + lo) / 255
            switch n {
            case 0: components.0 = v
            case 1: components.1 = v
            case 2: components.2 = v
            default: components.3 = v
            }
            n += 1
            i += 2
        }
        return RGBAColor(red: components.0, green: components.1, blue: components.2, alpha: components.3)
    }
}
