/// What an element is to the rules. A card in a collection (`MDCCardCollectionCell`)
/// is both `card` and `cell`, so roles are a set.
public struct Roles: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed and inlinable, like the traits (see `AccessibilityTraits`).
    @inlinable public static var cell: Roles { Roles(rawValue: 1 << 0) }
    @inlinable public static var card: Roles { Roles(rawValue: 1 << 1) }
    @inlinable public static var image: Roles { Roles(rawValue: 1 << 2) }
    @inlinable public static var rating: Roles { Roles(rawValue: 1 << 3) }
    @inlinable public static var text: Roles { Roles(rawValue: 1 << 4) }
    @inlinable public static var control: Roles { Roles(rawValue: 1 << 5) }
    @inlinable public static var container: Roles { Roles(rawValue: 1 << 6) }

    public static let names: [(String, Roles)] = [
        ("card", .card), ("cell", .cell), ("image", .image), ("rating", .rating),
        ("text", .text), ("control", .control), ("container", .container),
    ]

    public static func named(_ name: String) -> Roles? {
        names.first { $0.0 == name }?.1
    }

    /// `card+cell` for a card that is a cell, otherwise the single role's name.
    public var description: String {
        rawValue < Roles.descriptions.count ? Roles.descriptions[Int(rawValue)] : Roles.describe(self)
    }

    // Every finding names its element's roles: each combination is spelled once.
    private static let descriptions: [String] = (0..<128).map { describe(Roles(rawValue: UInt8($0))) }

    private static func describe(_ roles: Roles) -> String {
        names.filter { roles.contains($0.1) }.map(\.0).joined(separator: "+")
    }
}

/// The built-in table of the hierarchy format ("Roles inferred from class and inherits").
public enum RoleInference {
    static let cellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "MDCBaseCell", "MDCSelfSizingStereoCell",
        "ListTableViewCell", "MDCCardCollectionCell",
    ]
    static let cardClasses: Set<String> = ["MDCCard", "MDCCardCollectionCell"]
    static let imageClasses: Set<String> = ["UIImageView"]
    static let textClasses: Set<String> = ["UILabel", "UITextView", "UITextField"]
    static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
    ]
    /// Classes UIKit makes accessibility elements by default; everything else
    /// (views, image views, cells, custom controls) is not an element unless it says so.
    static let elementByDefaultClasses: Set<String> = [
        "UILabel", "UITextView", "UITextField", "UIButton", "UISwitch", "UISlider",
        "UIStepper", "UISegmentedControl",
    ]

    /// Precedence: rating, card (combined with cell), image, text, then cell, then a
    /// control by class or traits, else container. A cell with the `button` trait stays a
    /// cell: the cell rules are about it.
    public static func roles(classes: [String], traits: AccessibilityTraits) -> Roles {
        let isCell = classes.contains { cellClasses.contains($0) }
        if classes.contains(where: { $0.containsUTF8("Rating") }) { return .rating }
        if classes.contains(where: { cardClasses.contains($0) }) { return isCell ? [.card, .cell] : .card }
        if classes.contains(where: { imageClasses.contains($0) }) { return .image }
        if classes.contains(where: { textClasses.contains($0) }) { return .text }
        if isCell { return .cell }
        if classes.contains(where: { controlClasses.contains($0) }) { return .control }
        if !traits.isDisjoint(with: AccessibilityTraits.actionable) { return .control }
        return .container
    }

    public static func isElementByDefault(classes: [String]) -> Bool {
        classes.contains { elementByDefaultClasses.contains($0) }
    }
}
