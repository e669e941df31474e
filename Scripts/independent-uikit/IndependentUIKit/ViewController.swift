// UIViewController and UITraitCollection.

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light, dark
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory (raw values unused here).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection: every trait unspecified
/// unless given; a view outside a window has such a collection.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    public override convenience init() {
        self.init(style: .unspecified, direction: .unspecified, category: .unspecified)
    }

    private init(
        style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection, category: UIContentSizeCategory
    ) {
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = category
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, direction: .unspecified, category: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, direction: layoutDirection, category: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, direction: .unspecified, category: preferredContentSizeCategory)
    }

    /// Later collections' specified traits win: https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
        }
        self.init(style: style, direction: direction, category: category)
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var overrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Loaded on first access (loadView, then viewDidLoad):
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() { _ = view }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { loadedView != nil }

    /// Without a nib, a plain view: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { view = UIView(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open private(set) weak var parent: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open private(set) var children: [UIViewController] = []

    /// Calls `willMove(toParent:)` for the child: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Calls `didMove(toParent: nil)`: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.overrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        didMove(toParent: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        overrides[ObjectIdentifier(childViewController)] = collection
    }

    /// The parent's traits with its override for this child, else those of the view's superview:
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection {
        if let parent {
            let inherited = parent.traitCollection
            guard let override = parent.overrides[ObjectIdentifier(self)] else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        return loadedView?.superview?.traitCollection ?? UITraitCollection()
    }
}
