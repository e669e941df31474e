/// `UIAccessibilityTraits`, by the names the hierarchy format uses.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    public static let header = AccessibilityTraits(rawValue: 1 << 5)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 8)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 10)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 11)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 12)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// iOS 17's trait of a button that toggles (UIKit's switches carry it with `button`).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)

    /// Traits that say the user acts on the element: activates, opens, toggles or adjusts it.
    public static let actionable: AccessibilityTraits = [.button, .link, .adjustable, .toggleButton]

    /// Names in the order the format lists them; also the order they are printed in.
    public static let names: [(String, AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("staticText", .staticText), ("header", .header), ("adjustable", .adjustable),
        ("notEnabled", .notEnabled), ("searchField", .searchField), ("summaryElement", .summaryElement),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
    ]

    private static let byLowercasedName: [String: AccessibilityTraits] = {
        var table: [String: AccessibilityTraits] = [:]
        for (name, trait) in names { table[name.lowercased()] = trait }
        // XCUITest page sources and UIKit's Swift spelling of the same traits.
        table["statictext"] = .staticText
        table["notenabled"] = .notEnabled
        table["tabbar"] = .tabBar
        return table
    }()

    /// Parses a space- or comma-separated list. Unknown names are returned so the
    /// importer can report them as input warnings.
    public static func parse(_ text: String) -> (traits: AccessibilityTraits, unknown: [String]) {
        var traits: AccessibilityTraits = []
        var unknown: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }) {
            var name = word.lowercased()
            if name.hasPrefix("uiaccessibilitytrait") { name.removeFirst("uiaccessibilitytrait".count) }
            if let trait = byLowercasedName[name] { traits.insert(trait) } else { unknown.append(String(word)) }
        }
        return (traits, unknown)
    }

    public var description: String {
        AccessibilityTraits.names.filter { contains($0.1) }.map(\.0).joined(separator: " ")
    }
}
