// The names the hierarchy format gives UIKit's accessibility values: traits, system rotor
// types and container types. Compiled on Linux against UIKitStub, as the reader is.
#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
extension AXExportUIKitReader {
    static let traitTable: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.staticText, "staticText"), (.header, "header"), (.adjustable, "adjustable"),
        (.notEnabled, "notEnabled"), (.searchField, "searchField"), (.summaryElement, "summaryElement"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]

    /// The traits the format names; iOS 17's `toggleButton` where the system has it
    /// (a switch carries it there). Traits the format does not name (`supportsZoom`) are left out.
    static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        var names = traitTable.compactMap { traits.contains($0.0) ? $0.1 : nil }
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *), traits.contains(.toggleButton) {
            names.append("toggleButton")
        }
        return names
    }

    static let systemRotorTypes: [(UIAccessibilityCustomRotor.SystemRotorType, String)] = [
        (.link, "link"), (.visitedLink, "visitedLink"), (.heading, "heading"), (.headingLevel1, "headingLevel1"),
        (.headingLevel2, "headingLevel2"), (.headingLevel3, "headingLevel3"), (.headingLevel4, "headingLevel4"),
        (.headingLevel5, "headingLevel5"), (.headingLevel6, "headingLevel6"), (.boldText, "boldText"),
        (.italicText, "italicText"), (.underlineText, "underlineText"), (.misspelledWord, "misspelledWord"),
        (.image, "image"), (.textField, "textField"), (.table, "table"), (.list, "list"), (.landmark, "landmark"),
    ]

    /// The Swift name of a system rotor's type; nil for `.none` (a rotor made with a name). A type
    /// a later iOS adds is written by its raw value, which the format keeps as written.
    static func systemRotorTypeName(_ type: UIAccessibilityCustomRotor.SystemRotorType) -> String? {
        if type == .none { return nil }
        return systemRotorTypes.first { $0.0 == type }?.1 ?? "\(type.rawValue)"
    }

    static func containerType(_ type: UIAccessibilityContainerType) -> AXExportNode.ContainerType? {
        switch type {
        case .dataTable: .dataTable
        case .list: .list
        case .landmark: .landmark
        case .semanticGroup: .semanticGroup
        default: nil
        }
    }
}
#endif
