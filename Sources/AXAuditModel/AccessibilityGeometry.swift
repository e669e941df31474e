/// A point in screen (window) coordinates: an activation point.
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public var description: String { Rect.format(x) + " " + Rect.format(y) }

    /// `x y`: two finite numbers separated by spaces and/or commas, none beyond
    /// `Rect.maximumCoordinate` in size; nil otherwise.
    public static func parse(_ text: String) -> Point? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
            abs(x) <= Rect.maximumCoordinate, abs(y) <= Rect.maximumCoordinate
        else { return nil }
        return Point(x: x, y: y)
    }

    @usableFromInline var numbers: [Double] { [x, y] }
    @usableFromInline init?(numbers: [Double]) {
        guard numbers.count == 2 else { return nil }
        self.init(x: numbers[0], y: numbers[1])
    }
}

extension Rect {
    @usableFromInline var numbers: [Double] { [x, y, width, height] }
    @usableFromInline init?(numbers: [Double]) {
        guard numbers.count == 4 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// UIKit's `UIAccessibilityContainerType`, as the format spells it (`none` is no value).
public enum AccessibilityContainerType: String, Sendable, CaseIterable {
    case dataTable, list, landmark, semanticGroup
}

/// Where VoiceOver says an element sits among its container's elements: a segmented
/// control's segment is "1 of 3" (a series), a tab bar's item "tab 2 of 4".
public struct ContainerPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case series, tab
    }
    public var kind: Kind
    /// From 1 to `count`.
    public var index: Int
    public var count: Int
    public init(_ kind: Kind, index: Int, count: Int) {
        self.kind = kind
        self.index = index
        self.count = count
    }
    public var description: String { "\(kind.rawValue) \(index) of \(count)" }

    /// `series I of N` or `tab I of N`, 1 ≤ I ≤ N ≤ 1,000,000; nil otherwise.
    public static func parse(_ text: String) -> ContainerPosition? {
        let parts = text.split(separator: " ")
        guard parts.count == 4, parts[2] == "of", let kind = Kind(rawValue: String(parts[0])),
            let index = Int(parts[1]), let count = Int(parts[3]), index >= 1, index <= count, count <= 1_000_000
        else { return nil }
        return ContainerPosition(kind, index: index, count: count)
    }

    @usableFromInline var numbers: [Double] { [kind == .series ? 0 : 1, Double(index), Double(count)] }
    @usableFromInline init?(numbers: [Double]) {
        guard numbers.count == 3 else { return nil }
        self.init(numbers[0] == 0 ? .series : .tab, index: Int(numbers[1]), count: Int(numbers[2]))
    }
}
