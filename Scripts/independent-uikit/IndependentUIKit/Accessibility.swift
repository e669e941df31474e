// A second stand-in for UIKit, written from Apple's documentation alone (not from
// Sources/UIKitStub), so that the exporter is checked against more than our own reading.
// Scripts/independent-uikit/check.sh builds it as a module named UIKitStub, the name
// the exporter imports on Linux (docs/ARCHITECTURE.md, "A second UIKit stand-in").
// Each default cites the page that documents it; "Docs silent" marks a choice made
// from what a device does as far as we know, which only a device can confirm.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // The docs name the constants, not their bits: any distinct bits do here.
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// iOS 17: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton
    @available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
/// (`accessibilityContainerType`'s default is `.none`:
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype).
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    @available(iOS 13.0, tvOS 13.0, *)
    case semanticGroup = 4
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
public protocol UIAccessibilityIdentification: AnyObject {
    @MainActor var accessibilityIdentifier: String? { get set }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor
@MainActor
open class UIAccessibilityCustomRotor: NSObject {
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// A system rotor's name is empty unless set (docs silent; a device names it by its type).
    open var name: String
    open var itemSearchBlock: Search
    open private(set) var systemRotorType: SystemRotorType = .none

    /// UIKit's `UIAccessibilityCustomSystemRotorType`, which Swift sees nested in the rotor:
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5
        case headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField, table, list
        case landmark
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(name:itemsearch:)
    public init(name: String, itemSearch: @escaping Search) {
        self.name = name
        itemSearchBlock = itemSearch
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(systemtype:itemsearch:)
    public init(systemType type: SystemRotorType, itemSearch: @escaping Search) {
        name = ""
        itemSearchBlock = itemSearch
        systemRotorType = type
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/direction
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate
@MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    private static let nothing = NSObject()
    /// UIKit declares no initializer of its own (NSObject's `init()`), then the caller sets
    /// both properties; until then the item targets a placeholder and the direction is next.
    open var currentItem = UIAccessibilityCustomRotorItemResult(targetElement: nothing, targetRange: nil)
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult
@MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    open weak var targetElement: NSObjectProtocol?
    open var targetRange: UITextRange?
    public init(targetElement: NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }
}

/// https://developer.apple.com/documentation/uikit/uitextrange (declared for the rotor's item result only).
@MainActor
open class UITextRange: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var points: [CGPoint] = []

    public override init() {}

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
    public convenience init(rect: CGRect) {
        self.init()
        move(to: rect.origin)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    open func move(to point: CGPoint) { points.append(point) }
    open func addLine(to point: CGPoint) { points.append(point) }
    open func close() {}

    /// https://developer.apple.com/documentation/uikit/uibezierpath/isempty: true with no elements.
    open var isEmpty: Bool { points.isEmpty }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/bounds: the rectangle
    /// enclosing every point of the path (CGRectNull for an empty one, as CGPath's bounding box).
    open var bounds: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
