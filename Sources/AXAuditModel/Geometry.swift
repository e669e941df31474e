/// A frame in screen points, as UIKit's `CGRect` (origin top-left).
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The largest coordinate or size (in points) a frame may have: sums and
    /// scales of larger ones (a screen's extent, a drawing's units) overflow to
    /// infinity, and no screen is that large.
    public static let maximumCoordinate: Double = 1e9

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// `other` lies within this rectangle, edges included.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var area: Double { width * height }

    /// The point lies inside this rectangle, as UIKit's `CGRect.contains(_:)` and
    /// hit-testing count it: the minimum edges in, the maximum edges out.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// The overlap of two rectangles; nil when they share no area (edges that touch share none).
    public func intersection(_ other: Rect) -> Rect? {
        let lx = max(minX, other.minX), hx = min(maxX, other.maxX)
        let ly = max(minY, other.minY), hy = min(maxY, other.maxY)
        guard hx > lx, hy > ly else { return nil }
        return Rect(x: lx, y: ly, width: hx - lx, height: hy - ly)
    }

    public func union(_ other: Rect) -> Rect {
        let lx = min(minX, other.minX), ly = min(minY, other.minY)
        return Rect(x: lx, y: ly, width: max(maxX, other.maxX) - lx, height: max(maxY, other.maxY) - ly)
    }

    public var description: String {
        "\(Rect.format(x)) \(Rect.format(y)) \(Rect.format(width)) \(Rect.format(height))"
    }

    package static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    /// Parses `x y width height` (spaces or commas) or UIKit's `{{x, y}, {w, h}}`.
    /// Width and height must not be negative; every number must be finite and
    /// at most `maximumCoordinate` in size.
    public static func parse(_ text: String) -> Rect? {
        var numbers: [Double] = []
        var current = ""
        for ch in text {
            if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" {
                current.append(ch)
            } else if ch == " " || ch == "," || ch == "{" || ch == "}" || ch == "\t" || ch == "\n" || ch == "\r" {
                if !current.isEmpty {
                    guard let v = Double(current), v.isFinite else { return nil }
                    numbers.append(v)
                    current = ""
                }
            } else {
                return nil
            }
        }
        if !current.isEmpty {
            guard let v = Double(current), v.isFinite else { return nil }
            numbers.append(v)
        }
        guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0,
            numbers.allSatisfy({ abs($0) <= maximumCoordinate })
        else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// An sRGB color with alpha, each component 0...1.
public struct RGBAColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public static func parse(_ text: String) -> RGBAColor? {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var bytes: [Double] = []
        var i = 1
        while i < utf8.count {
            guard let hi = hexValue(utf8[i]), let lo = hexValue(utf8[i + 1]) else { return nil }
            bytes.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    public var description: String {
        func hex(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
