#if os(Linux)
/// Clips: "Some subclasses of UIView, like UIScrollView, override the default value to true."
/// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
@MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize = .zero
}

@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    /// "The default value of this property is the body style of the system font."
    /// https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// "The default text color is black." https://developer.apple.com/documentation/uikit/uitextview/textcolor
    open var textColor: UIColor? = UIColor.black
    open var adjustsFontForContentSizeCategory: Bool = false
    open var isEditable: Bool = true
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}

@MainActor
open class UITableView: UIScrollView {}

@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1, value2, subtitle
    }
    public let contentView: UIView
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = bounds
    }
}

@MainActor
open class UICollectionViewLayout {
    public init() {}
}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

@MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
}

@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }
}
#endif
