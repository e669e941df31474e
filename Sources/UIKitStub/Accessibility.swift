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
