/// `UIAccessibilityTraits`, by the names the hierarchy format uses.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    // The traits are computed and inlinable: other modules (every rule) fold
    // them to constants, where a stored `static let` is a lazily made global
    // that each use in another module reaches through an accessor call.
    @inlinable public static var button: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 0) }
    @inlinable public static var link: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 1) }
    @inlinable public static var image: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 2) }
    @inlinable public static var selected: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 3) }
    @inlinable public static var staticText: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 4) }
    @inlinable public static var header: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 5) }
    @inlinable public static var adjustable: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 6) }
    @inlinable public static var notEnabled: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 7) }
    @inlinable public static var searchField: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 8) }
    @inlinable public static var summaryElement: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 9) }
    @inlinable public static var playsSound: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 10) }
    @inlinable public static var keyboardKey: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 11) }
    @inlinable public static var updatesFrequently: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 12) }
    @inlinable public static var startsMediaSession: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 13) }
    @inlinable public static var allowsDirectInteraction: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 14) }
    @inlinable public static var causesPageTurn: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 15) }
    @inlinable public static var tabBar: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 16) }
    /// iOS 17's trait of a button that toggles (UIKit's switches carry it with `button`).
    @inlinable public static var toggleButton: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 17) }

    /// Traits that say the user acts on the element: activates, opens, toggles or adjusts it.
    @inlinable public static var actionable: AccessibilityTraits { [.button, .link, .adjustable, .toggleButton] }

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

    /// The warning for a name `parse` does not know, with the trait it likely meant.
    public static func unknownNameMessage(_ name: String) -> String {
        "unknown accessibility trait '\(name)' (ignored)" + NearMiss.suggestion(for: name, among: names.map(\.0))
    }

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
