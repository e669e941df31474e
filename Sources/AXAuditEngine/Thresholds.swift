import AXAuditPlatform

/// Numbers the rules compare against; the configuration file's `thresholds`
/// object can change them, one `ThresholdKey` a key.
///
/// A rule owns its keys: it declares them (`Rule.options`) and reads their
/// values by them (`context.thresholds[Self.someKey]`), so a new threshold is
/// a change to its rule's file alone. The engine's own key, the row tolerance
/// of the VoiceOver order, is read through its property.
public struct Thresholds: Sendable, Equatable {
    /// The numbers the configuration gives, by key name; a key it leaves out
    /// reads as the key's default.
    private var values: [String: Double] = [:]

    public init() {}

    /// The value of `key`: the configuration's, else the key's default.
    public subscript(key: ThresholdKey) -> Double {
        get {
            guard let value = values[key.key] ?? key.defaultValue else {
                preconditionFailure("\(key.key) has no default: read it through its property")
            }
            return value
        }
        set { values[key.key] = newValue }
    }

    /// The VoiceOver order: tops less than this many points apart share a row.
    /// `nil`: 8 on a phone, 13 on an iPad (a screen at least 600 points wide).
    public var readingOrderRowTolerance: Double? {
        get { values[Self.readingOrderRowToleranceKey.key] }
        set { values[Self.readingOrderRowToleranceKey.key] = newValue }
    }

    // Replaces the idiom's (8 on a phone, 13 on an iPad): docs/reading-order.md.
    static let readingOrderRowToleranceKey = ThresholdKey.points(
        "readingOrderRowTolerance", default: nil, defaultText: "8 on a phone and 13 on an iPad")

    /// The keys the engine itself reads; each rule lists its own (`Rule.options`).
    public static var engineKeys: [ThresholdKey] { [readingOrderRowToleranceKey] }
}

/// One key of the configuration's `thresholds` object: its name, the values
/// it takes and its default, as the configuration checks it, `axaudit init`
/// describes it and a rule reads it (`Thresholds[key]`).
public struct ThresholdKey: Sendable {
    public var key: String
    /// What a value must be: "a whole number of 1 or more".
    public var requirement: String
    /// The default, as the starter file names it.
    public var defaultText: String
    /// The value when the configuration gives none; `nil` when the reader
    /// works the default out itself (`defaultText` says how).
    public var defaultValue: Double?
    /// Whether a number is one `requirement` allows.
    private let allows: @Sendable (Double) -> Bool

    /// A whole number of `minimum` or more; a rule reads it as `Int(thresholds[key])`.
    public static func wholeNumber(_ key: String, default value: Int, minimum: Int) -> ThresholdKey {
        // Int(exactly:) also rejects fractions and numbers too large for an Int (1e300).
        ThresholdKey(
            key: key, requirement: "a whole number of \(minimum) or more", defaultText: "\(value)",
            defaultValue: Double(value), allows: { Int(exactly: $0).map { $0 >= minimum } ?? false })
    }

    /// A finite number of points, above 0 or, with `allowsZero`, 0 or more;
    /// `defaultText` describes the default when the plain number does not say enough.
    public static func points(
        _ key: String, default value: Double?, allowsZero: Bool = false, defaultText: String? = nil
    ) -> ThresholdKey {
        ThresholdKey(
            key: key, requirement: allowsZero ? "a number of points, 0 or more" : "a number of points above 0",
            defaultText: defaultText ?? value.map(text) ?? "", defaultValue: value,
            allows: { $0.isFinite && (allowsZero ? $0 >= 0 : $0 > 0) })
    }

    /// Sets the value, or returns false when it is not what `requirement` says.
    func set(_ value: JSONValue, _ thresholds: inout Thresholds) -> Bool {
        guard let number = value.number, allows(number) else { return false }
        thresholds[self] = number
        return true
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
