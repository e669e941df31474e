#if os(Linux)
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.label
    open var adjustsFontForContentSizeCategory: Bool = false
    open var isEnabled: Bool = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }
    /// UIKit speaks a label's text when no label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }
    /// A disabled control says so (`notEnabled`), and a selected one `selected`, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var label: UILabel?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open var currentTitle: String? { title(for: state) }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open var currentTitleColor: UIColor {
        titleColors[state.rawValue] ?? titleColors[0] ?? UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    }
    /// Created on first use, as in UIKit.
    open var titleLabel: UILabel? {
        if label == nil {
            let l = UILabel(frame: bounds)
            l.text = currentTitle
            label = l
        }
        return label
    }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        accessibilityTraits = .image
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .image
    }
}

@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}

@MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }
    open override var accessibilityValue: String? {
        get {
            if let v = super.accessibilityValue { return v }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (value - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }
}

@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? = UIColor.label
    open var adjustsFontForContentSizeCategory: Bool = false
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}

@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize = .zero
}

@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? = UIColor.label
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
