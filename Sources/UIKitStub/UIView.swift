#if os(Linux)
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    open var frame: CGRect {
        get {
            CGRect(origin: CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2), size: bounds.size)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    /// "The default value of this property is true"; UILabel and UIImageView change it.
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true
    /// false by default. https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false
    open var backgroundColor: UIColor?
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Set by `UIViewController` for its root view; a view's traits come from its controller.
    weak var owningViewController: UIViewController?
    private var explicitAccessibilityFrame: CGRect?

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let v = view {  // not recursive: the tests build 2,000-deep trees
            if let controller = v.owningViewController { return controller.traitCollection }
            view = v.superview
        }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(preferredContentSizeCategory: .large),
        ])
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    /// Lays out this view and its subtree (no layout engine: calls `layoutSubviews`).
    open func layoutIfNeeded() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.layoutSubviews()
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The origin of this view's bounds in its window's (or root view's) coordinates. No transforms.
    private var originInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            x += v.frame.minX - v.bounds.minX
            y += v.frame.minY - v.bounds.minY
            view = v.superview
        }
        if let window = view {
            x -= window.bounds.minX
            y -= window.bounds.minY
        }
        return CGPoint(x: x, y: y)
    }

    /// `view` nil: the window's coordinates (or the root view's when there is no window).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let from = originInRoot
        let to = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? window ?? self).convert(rect, to: self)
    }

    /// Screen coordinates of a rect in this view's coordinates: a window's frame is its place on the screen.
    func screenRect(of rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    open override var accessibilityFrame: CGRect {
        get { explicitAccessibilityFrame ?? screenRect(of: bounds) }
        set { explicitAccessibilityFrame = newValue }
    }
}

@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                addSubview(controller.view)
            }
        }
    }
    open private(set) var isKeyWindow = false
    /// Shows the window and makes it the key window.
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }
}

@MainActor
open class UIViewController {
    private var loadedView: UIView?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    public init() {}

    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { view = UIView(frame: .zero) }
    open func viewDidLoad() {}
    open func loadViewIfNeeded() { _ = view }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    }
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    open var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            inherited = parent.traitCollection
        } else if let superview = loadedView?.superview {
            inherited = superview.traitCollection
        } else {
            inherited = UIView(frame: .zero).traitCollection
        }
        guard let override = parent?.overrideTraitCollection(forChild: self) else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, override])
    }
}
#endif
