import AXAuditModel
/// Byte-level parsers for the common, plain forms of attribute values, read
/// straight from the parser's buffer. Each returns `nil` for anything else, and
/// the caller then takes the general path (`Rect.parse`, `BooleanAttribute.parse`),
/// which also reports errors; so results never differ from the general path.
enum FastParse {
    private static func isSeparator(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x2C || c == 0x7B || c == 0x7D || c == 0x09 || c == 0x0A  // space , { } \t \n
    }

    /// `x y width height` of plain decimals (`-12`, `171.5`; at most 15 digits each),
    /// separated as `Rect.parse` allows. Exact: an integer of up to 15 digits and a
    /// power of ten up to 10^15 are both exact doubles, so one division rounds correctly.
    static func rect(_ b: UnsafeBufferPointer<UInt8>) -> Rect? {
        guard let base = b.baseAddress else { return nil }
        let count = b.count
        var i = 0
        // Each frame has exactly four values, read one after the other rather than
        // in a loop with a counter and a switch: every element of a file has a frame.
        guard let x = field(base, count, &i), let y = field(base, count, &i),
            let width = field(base, count, &i), let height = field(base, count, &i),
            width >= 0, height >= 0,
            abs(x) <= Rect.maximumCoordinate, abs(y) <= Rect.maximumCoordinate,
            width <= Rect.maximumCoordinate, height <= Rect.maximumCoordinate
        else { return nil }
        while i < count {
            guard isSeparator(base[i]) else { return nil }
            i &+= 1
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The next value of a list: separators, then a plain decimal that ends the
    /// bytes or is followed by a separator.
    @inline(__always)
    private static func field(_ base: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int) -> Double? {
        while i < count && isSeparator(base[i]) { i &+= 1 }
        guard i < count, let value = decimal(base, count, from: &i) else { return nil }
        if i < count && !isSeparator(base[i]) { return nil }
        return value
    }

    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

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
        guard let base = b.baseAddress else { return nil }
        var i = 0
        guard let value = decimal(base, b.count, from: &i), i == b.count else { return nil }
        return value
    }

    /// Reads `-?digits(.digits)?` at `i` (at most 15 digits) and moves `i` past it;
    /// nil for anything the general parser must judge ("5.", ".5", "-", "1e3").
    @inline(__always)
    private static func decimal(_ base: UnsafePointer<UInt8>, _ count: Int, from i: inout Int) -> Double? {
        var k = i
        let negative = k < count && base[k] == 0x2D
        if negative { k &+= 1 }
        var mantissa: UInt64 = 0
        let integerDigits = digits(base, count, &k, into: &mantissa)
        guard integerDigits > 0 else { return nil }
        var fraction = 0
        if k < count && base[k] == 0x2E {
            k &+= 1
            fraction = digits(base, count, &k, into: &mantissa)
            guard fraction > 0 else { return nil }
        }
        // More digits would not be exact in a double (and the mantissa may have wrapped).
        guard integerDigits &+ fraction <= 15 else { return nil }
        i = k
        var value = Double(mantissa)
        if fraction > 0 { value /= powersOfTen[fraction] }
        return negative ? -value : value
    }

    /// Appends the run of digits at `k` to `mantissa` (wrapping past 2^64) and moves
    /// `k` past it; returns how many there were.
    @inline(__always)
    private static func digits(_ base: UnsafePointer<UInt8>, _ count: Int, _ k: inout Int, into mantissa: inout UInt64)
        -> Int
    {
        let start = k
        while k < count {
            let digit = base[k] &- 0x30
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            k &+= 1
        }
        return k &- start
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
