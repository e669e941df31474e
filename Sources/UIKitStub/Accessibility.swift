#if os(Linux)
/// `UIAccessibilityTraits` (an option set of `UInt64`, as in UIKit), with UIKit's
/// static names and the bit values of UIKit's headers.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
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
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// iOS 17: "The accessibility element behaves like a toggle button"; "If you want VoiceOver
    /// to describe the toggle as a switch button, combine the toggle trait with a button trait"
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton).
    /// The bit is not documented by Apple (UIKit exports the value as a constant); observed
    /// behaviour per AccessibilitySnapshot, whose parser reads UISwitch's "then private" trait
    /// as `1 << 53` (`UIAccessibilityTraits.switchButton` in UIAccessibility+SnapshotAdditions.swift).
    @available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// `UIAccessibilityContainerType` (iOS 11), with UIKit's raw values.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// `UIBezierPath`, reduced to what `accessibilityPath` needs: a shape with bounds.
/// https://developer.apple.com/documentation/uikit/uibezierpath/bounds
open class UIBezierPath {
    private var points: [CGPoint] = []
    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        points = [
            rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ]
    }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    open func move(to point: CGPoint) { points.append(point) }
    open func addLine(to point: CGPoint) { points.append(point) }
    open func close() {}
    /// "The smallest rectangle that completely encloses all points in the path"; for an empty
    /// path `CGRect.null`, as CGPath's `boundingBox`, which Apple describes in the same words, gives:
    /// "If the path is empty, this value is CGRectNull" (…/coregraphics/cgpath/boundingbox).
    open var bounds: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// UIKit's `NSNotFound`, which `accessibilityElementCount()` may return.
public let NSNotFound: Int = .max

/// Adopted by `UIView`, `UIImage`, `UIAccessibilityElement` (and `UIBarItem`).
@MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

/// The root of the stub's responder classes. In UIKit the UIAccessibility informal
/// protocol is a category on `NSObject`; Swift on Linux cannot override members
/// declared in an extension, so the stub declares it here, with UIKit's names and
/// types, on the class every view and `UIAccessibilityElement` inherits from.
@MainActor
open class UIResponder {
    public init() {}

    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Screen coordinates. Views compute it from their frame unless it is set.
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityElementsHidden: Bool = false
    open var accessibilityViewIsModal: Bool = false
    open var shouldGroupAccessibilityChildren: Bool = false
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// nil unless set (iOS 10; the page carries only the declaration).
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomrotors
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?
    /// Screen coordinates; "default == nil" (UIKit's header UIAccessibility.h; the page
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath
    /// carries only the declaration). Using its bounds where the frame is empty, as SwiftUI's
    /// nodes have, is not documented by Apple; observed behaviour per AccessibilitySnapshot's
    /// `effectiveAccessibilityFrame(for:)`.
    open var accessibilityPath: UIBezierPath?
    /// "default == Mid-point of the accessibilityFrame" (UIKit's header UIAccessibility.h; the page
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint
    /// carries only the declaration). A slider's is its thumb's middle on a device (AccessibilitySnapshot's
    /// `defaultActivationPoint(for:)`), which the stub does not model.
    open var accessibilityActivationPoint: CGPoint {
        get { explicitActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { explicitActivationPoint = newValue }
    }
    private var explicitActivationPoint: CGPoint?
    /// "If no language is set, the user's language is used … default == nil" (UIAccessibility.h).
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
    open var accessibilityLanguage: String?
    /// Voice Control's names for the element. UIAccessibility.h: "default == an empty array", and
    /// null_resettable (setting nil gives the default back); "default on UIKit controls == an array
    /// with an appropriate label, if different from accessibilityLabel", which label not said: the
    /// stub's controls keep the empty array (a simulator shows theirs).
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityuserinputlabels
    open var accessibilityUserInputLabels: [String]! {
        get { explicitUserInputLabels ?? [] }
        set { explicitUserInputLabels = newValue }
    }
    private var explicitUserInputLabels: [String]?
    /// "default == derived from other accessibility properties (for example, an element with
    /// UIAccessibilityTraitNotEnabled returns NO)" (UIAccessibility.h; the page
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityrespondstouserinteraction
    /// carries only the declaration). Which traits make it true is not documented by Apple: the
    /// interactive traits and custom actions here are an assumption a simulator settles.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let explicitRespondsToUserInteraction { return explicitRespondsToUserInteraction }
            if accessibilityTraits.contains(.notEnabled) { return false }
            let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField]
            return !accessibilityTraits.isDisjoint(with: interactive) || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { explicitRespondsToUserInteraction = newValue }
    }
    private var explicitRespondsToUserInteraction: Bool?
    /// "default == UIAccessibilityContainerTypeNone" (UIKit's header UIAccessibilityContainer.h).
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
    open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// Key-value coding, as `NSObject` answers it: the value of a property of that name.
    /// Swift on Linux has no Objective-C runtime to look properties up, so the stub
    /// answers `accessibilityIdentifier` for the classes that declare it and nil otherwise;
    /// a test's SwiftUI-like node overrides it, as SwiftUI's nodes answer through KVC
    /// without adopting `UIAccessibilityIdentification`.
    open func value(forKey key: String) -> Any? {
        if key == "accessibilityIdentifier", let identified = self as? UIAccessibilityIdentification {
            return identified.accessibilityIdentifier
        }
        return nil
    }

    // UIAccessibilityContainer. As in UIKit, the count and index methods answer
    // from `accessibilityElements` unless a subclass overrides them.
    open var accessibilityElements: [Any]?
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let object = element as AnyObject?,
            let i = accessibilityElements?.firstIndex(where: { ($0 as AnyObject) === object })
        else { return NSNotFound }
        return i
    }
}

/// A non-view item made accessible by its container (`init(accessibilityContainer:)`).
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    public weak var accessibilityContainer: AnyObject?
    private var screenFrame: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// In the container view's coordinates; `CGRect.null` (the default) when not set.
    /// Setting it makes `accessibilityFrame` follow the container, as in UIKit.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    open override var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
                return view.screenRect(of: accessibilityFrameInContainerSpace)
            }
            return screenFrame
        }
        set {
            screenFrame = newValue
            accessibilityFrameInContainerSpace = .null
        }
    }
}

@MainActor
open class UIAccessibilityCustomAction {
    open var name: String
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
#endif
