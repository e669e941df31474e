import AXAuditPlatform

/// Numbers the rules compare against; the configuration file's `thresholds`
/// object can change them, one `ThresholdKey` a key.
public struct Thresholds: Sendable, Equatable {
    /// `reading-order-primary-last`: text at least this long counts as long content.
    public var primaryLastTextLength = 80
    /// `touch-target-size`: the side an interactive element should have, in points.
    public var minimumTouchTarget = 44.0
    /// `touch-target-size`: how many points short of `minimumTouchTarget` a side
    /// may be, as the HIG asks for "about" 44 points; 0 holds to it exactly.
    public var touchTargetTolerance = 2.0
    /// The VoiceOver order: tops less than this many points apart share a row.
    /// `nil`: 8 on a phone, 13 on an iPad (a screen at least 600 points wide).
    public var readingOrderRowTolerance: Double? = nil
    /// `heading-present`: a screen with at least this many stops needs a heading.
    public var headingMinimumStops = 10
    public init() {}

    /// The keys the engine itself reads; each rule lists its own (`Rule.options`).
    public static var engineKeys: [ThresholdKey] {
        [
            // Replaces the idiom's (8 on a phone, 13 on an iPad): docs/reading-order.md.
            .points(
                "readingOrderRowTolerance", \.readingOrderRowTolerance, defaultText: "8 on a phone and 13 on an iPad")
        ]
    }
}

/// One key of the configuration's `thresholds` object: its name, the
/// `Thresholds` property it sets, the values it takes and its default, as the
/// configuration checks it and `axaudit init` describes it.
public struct ThresholdKey {
    public var key: String
    /// What a value must be: "a whole number of 1 or more".
    public var requirement: String
    /// The default, as the starter file names it.
    public var defaultText: String
    /// Sets the value, or returns false when it is not what `requirement` says.
    let set: (JSONValue, inout Thresholds) -> Bool

    /// A whole number of `minimum` or more.
    public static func wholeNumber(_ key: String, _ path: WritableKeyPath<Thresholds, Int>, minimum: Int)
        -> ThresholdKey
    {
        ThresholdKey(
            key: key, requirement: "a whole number of \(minimum) or more",
            defaultText: "\(Thresholds()[keyPath: path])"
        ) { value, thresholds in
            // Int(exactly:) also rejects fractions and numbers too large for an Int (1e300).
            guard let number = value.number, let whole = Int(exactly: number), whole >= minimum else { return false }
            thresholds[keyPath: path] = whole
            return true
        }
    }

    /// A finite number of points, above 0 or, with `allowsZero`, 0 or more;
    /// `defaultText` describes the default when the plain number does not say enough.
    public static func points(
        _ key: String, _ path: WritableKeyPath<Thresholds, Double>, allowsZero: Bool = false,
        defaultText: String? = nil
    ) -> ThresholdKey {
        ThresholdKey(
            key: key, requirement: pointsRequirement(allowsZero),
            defaultText: defaultText ?? text(Thresholds()[keyPath: path])
        ) { value, thresholds in
            guard let number = points(value, allowsZero: allowsZero) else { return false }
            thresholds[keyPath: path] = number
            return true
        }
    }

    /// A finite number of points whose default (`nil`) `defaultText` describes.
    public static func points(
        _ key: String, _ path: WritableKeyPath<Thresholds, Double?>, allowsZero: Bool = false, defaultText: String
    ) -> ThresholdKey {
        ThresholdKey(key: key, requirement: pointsRequirement(allowsZero), defaultText: defaultText) {
            value, thresholds in
            guard let number = points(value, allowsZero: allowsZero) else { return false }
            thresholds[keyPath: path] = number
            return true
        }
    }

    private static func pointsRequirement(_ allowsZero: Bool) -> String {
        allowsZero ? "a number of points, 0 or more" : "a number of points above 0"
    }

    private static func points(_ value: JSONValue, allowsZero: Bool) -> Double? {
        guard let number = value.number, number.isFinite, allowsZero ? number >= 0 : number > 0 else { return nil }
        return number
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
