// UIView, UIWindow and the scrolling containers.

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback, spatial, forceLeftToRight, forceRightToLeft
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    private var storedFrame: CGRect
    private var storedAccessibilityFrame: CGRect?
    /// A subview does not keep its superview (https://developer.apple.com/documentation/uikit/uiview/superview).
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        storedFrame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            bounds.size = newValue.size
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        didSet { storedFrame.size = bounds.size }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/accessibilityidentifier: nil unless set.
    open var accessibilityIdentifier: String?

    /// Default false: https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds = false
    /// Default false: https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    /// Default 1.0: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// Default true, false for some subclasses: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled = true
    /// Default nil (transparent): https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// Default `.unspecified`: https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor: inherited, system blue at the root.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue }
    }
    private var storedTintColor: UIColor?

    /// The view controller whose view this is, for trait collections.
    weak var owningViewController: UIViewController?

    /// The window is the nearest ancestor that is one: https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:): moves it from its old superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() { needsLayout = true }
    private var needsLayout = true

    /// Lays out this view and its subviews now: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
            pending.append(contentsOf: view.subviews)
        }
    }

    /// Does nothing by default: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// `view` nil: the window's coordinates (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-9wqz7).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inRoot = rectInRoot(rect)
        guard let view else { return inRoot.rect }
        let target = view.rectInRoot(CGRect(origin: .zero, size: .zero))
        return inRoot.rect.offsetBy(dx: -target.rect.minX, dy: -target.rect.minY)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// `rect` in the coordinates of the topmost ancestor (the window's when there is one),
    /// through each frame and bounds origin (scrolling moves the bounds).
    private func rectInRoot(_ rect: CGRect) -> (rect: CGRect, root: UIView) {
        var r = rect
        var view: UIView = self
        while true {
            r = r.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
            guard let parent = view.superview else { break }
            r = r.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            view = parent
        }
        return (r, view)
    }

    /// `rect` (in this view's coordinates) on the screen: through the window's frame.
    func screenRect(of rect: CGRect) -> CGRect {
        let (inRoot, root) = rectInRoot(rect)
        guard let window = root as? UIWindow else { return inRoot }
        return inRoot.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// A view's frame on the screen unless set: views "include this information by default"
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe).
    open override var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? screenRect(of: bounds) }
        set { storedAccessibilityFrame = newValue }
    }

    /// The controller's, the superview's or the window's traits:
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection {
        if let owningViewController { return owningViewController.traitCollection }
        if let superview { return superview.traitCollection }
        return UITraitCollection()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection:
    /// forced by the semantic content attribute, else the trait collection's (left to right when unspecified).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
    private static var visibleWindows: [UIWindow] = []

    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open private(set) var isKeyWindow = false

    /// Setting it installs the controller's view, sized to the window:
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController { old.view.removeFromSuperview() }
            if let root = rootViewController {
                root.view.frame = bounds
                addSubview(root.view)
            }
        }
    }

    /// Docs silent on a new window's `isHidden`: hidden until shown, as on a device
    /// (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() shows it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Shows the window and makes it key; a visible window is kept by the app (docs silent
    /// on who keeps it: the scene does on a device).
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        for other in Self.visibleWindows { other.isKeyWindow = false }
        isHidden = false
        isKeyWindow = true
        if !Self.visibleWindows.contains(where: { $0 === self }) { Self.visibleWindows.append(self) }
    }

    open override var isHidden: Bool {
        didSet {
            if isHidden {
                isKeyWindow = false
                Self.visibleWindows.removeAll { $0 === self }
            }
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
    /// "Some subclasses of UIView, like UIScrollView, override the default value to true":
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The bounds' origin: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's content goes here; it fills the cell:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1, value2, subtitle
    }

    /// The default superview for what the cell displays; apps add their content here:
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    public let contentView: UIView

    /// The designated initializer: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// The docs give no size; 320 by 44 is the standard row height's cell (an assumption).
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// UIView's `init(frame:)`, through the designated initializer, then the frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = bounds
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
