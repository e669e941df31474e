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
        // Not a control, so the isAccessibilityElement page's "true for a UIKit control" does not
        // cover it; "standard UIKit controls and views … are accessible … by default"
        // (https://developer.apple.com/documentation/uikit/uiaccessibility-protocol). Observed:
        // AccessibilitySnapshot's device-recorded snapshots read labels as static text.
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        // "This class changes the default value of this property to false."
        // https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled
        isUserInteractionEnabled = false
        // "This class changes the default value of this property to true."
        // https://developer.apple.com/documentation/uikit/uilabel-clipstobounds
        clipsToBounds = true
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
    private var images: [UInt: UIImage] = [:]
    private var label: UILabel?
    private var imageSubview: UIImageView?
    /// `init(frame:)` makes a custom button.
    open private(set) var buttonType: ButtonType = .custom

    /// "If the receiver is a UIKit control, the default value is true."
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if title != nil || label != nil { titleLabel?.text = currentTitle }
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open var currentTitle: String? { title(for: state) }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// "The default value is white" (https://developer.apple.com/documentation/uikit/uibutton/currenttitlecolor),
    /// as a custom button has it. A system button draws its title in its tint colour, system blue
    /// unless changed: observed, not documented on that page.
    open var currentTitleColor: UIColor {
        if let color = titleColors[state.rawValue] ?? titleColors[0] { return color }
        return buttonType == .system ? UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) : .white
    }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        if image != nil || imageSubview != nil { imageView?.image = currentImage }
    }
    open var currentImage: UIImage? { images[state.rawValue] ?? images[0] }

    /// "A view that displays the value of the currentTitle property for a button"
    /// (https://developer.apple.com/documentation/uikit/uibutton/titlelabel). That it is a subview
    /// of the button (UIKit's private `UIButtonLabel`), made on first use, is not documented by
    /// Apple: observed behaviour, left to a simulator. Apple's page also says the value "is nil
    /// for system buttons", yet its own example configures a system button's `titleLabel`; the
    /// stub gives every button one. VoiceOver never reaches it, as the button is the element.
    open var titleLabel: UILabel? {
        if label == nil {
            let l = UIButtonLabel(frame: bounds)
            l.text = currentTitle
            label = l
            addSubview(l)
        }
        return label
    }
    /// "The button's image view", a `UIImageView` subview created on first use (the subview, as
    /// for `titleLabel`, is observed, not documented). The page says it "is nil for system buttons";
    /// the stub gives every button one. https://developer.apple.com/documentation/uikit/uibutton/imageview
    open var imageView: UIImageView? {
        if imageSubview == nil {
            let v = UIImageView(frame: CGRect(origin: .zero, size: currentImage?.size ?? .zero))
            v.image = currentImage
            imageSubview = v
            insertSubview(v, at: 0)
        }
        return imageSubview
    }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }
}

/// UIKit's private class of a button's title label.
@MainActor
final class UIButtonLabel: UILabel {}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureDefaults()
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }
    private func configureDefaults() {
        accessibilityTraits = .image
        // "This class changes the default value of this property to false."
        // https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled
        isUserInteractionEnabled = false
    }
    /// Unless set, the image's `accessibilityIdentifier`: "The default identifier for a UIImageView
    /// will be the identifier of its UIImage" (UIKit's header UIAccessibilityIdentification.h; the
    /// page https://developer.apple.com/documentation/uikit/uiaccessibilityidentification does not say it).
    open override var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? image?.accessibilityIdentifier }
        set { super.accessibilityIdentifier = newValue }
    }
}

@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false
    /// A button that "toggles a value on, off, or mixed status": VoiceOver says "switch button" when
    /// the toggle trait is combined "with a button trait" (iOS 17 and later).
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton
    /// That UISwitch carries both, and its value "1"/"0", is not documented by Apple; observed
    /// behaviour per AccessibilitySnapshot's device-recorded `testSwitchControls` ("Switch Button. On.").
    /// "The size components of this rectangle are ignored": UISwitch "enforces a size appropriate
    /// for the control" (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:));
    /// 51×31 is that size as observed, not documented.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        isAccessibilityElement = true
        accessibilityTraits = .button
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *) { accessibilityTraits.insert(.toggleButton) }
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

/// Not an element itself: VoiceOver reaches its two halves, "Decrement" and "Increment"
/// buttons, the one that cannot move the value further dimmed. Not documented by Apple
/// (https://developer.apple.com/documentation/uikit/uistepper documents no accessibility);
/// observed behaviour per AccessibilitySnapshot's device-recorded `testStepper` and
/// `testStepperAtMin` ("Decrement. Dimmed. Button."). The stub builds them as two button subviews.
/// Value 0, minimum 0, maximum 100, the value "clamped" to them: …/uistepper/value,
/// …/uistepper/minimumvalue, …/uistepper/maximumvalue.
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 {
        didSet {
            value = min(max(value, minimumValue), maximumValue)
            updateHalves()
        }
    }
    open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
    open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
    private var halves: [UIButton] = []
    open override var isEnabled: Bool { didSet { updateHalves() } }
    public override init(frame: CGRect) {
        super.init(
            frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)) : frame)
        isAccessibilityElement = false
        let half = bounds.width / 2
        for (i, name) in ["Decrement", "Increment"].enumerated() {
            let button = UIButton(frame: CGRect(x: CGFloat(i) * half, y: 0, width: half, height: bounds.height))
            button.accessibilityLabel = name
            addSubview(button)
            halves.append(button)
        }
        updateHalves()
    }
    private func updateHalves() {
        guard halves.count == 2 else { return }
        halves[0].isEnabled = isEnabled && value > minimumValue
        halves[1].isEnabled = isEnabled && value < maximumValue
    }
}

/// A container of one element per segment: each a button (selected when chosen) that
/// VoiceOver reads with its place, "1 of 3". Not documented by Apple
/// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol); observed behaviour per
/// AccessibilitySnapshot's device-recorded `testSegmentedControl` ("Selected: Segment B. Button.
/// 2 of 3."), whose parser gives a segmented control's elements that series context. The
/// segments are UIKit's private `UISegment` views.
@MainActor
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex: Int = -1 {
        didSet { for (i, segment) in segments.enumerated() { segment.isSelected = i == selectedSegmentIndex } }
    }
    private var segments: [UISegment] = []
    open var numberOfSegments: Int { segments.count }

    public init(items: [Any]?) {
        super.init(frame: .zero)
        isAccessibilityElement = false
        for item in items ?? [] { insertSegment(withTitle: item as? String, at: segments.count, animated: false) }
    }
    public convenience override init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
        layoutSubviews()
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let view = UISegment(frame: .zero)
        view.title = title
        segments.insert(view, at: min(max(segment, 0), segments.count))
        addSubview(view)
        layoutSubviews()
    }
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    open override func layoutSubviews() {
        guard !segments.isEmpty else { return }
        let width = bounds.width / CGFloat(segments.count)
        for (i, segment) in segments.enumerated() {
            segment.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
    }
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? segments }
        set { super.accessibilityElements = newValue }
    }
}

/// UIKit's private class of one segment.
@MainActor
final class UISegment: UIView {
    var title: String?
    var isSelected = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            isSelected
                ? super.accessibilityTraits.union([.button, .selected]) : super.accessibilityTraits.union(.button)
        }
        set { super.accessibilityTraits = newValue }
    }
}

@MainActor
open class UITextField: UIControl {
    /// "This value is nil by default." https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?
    open var placeholder: String?
    /// "The default value of this property is the body style of the system font."
    /// https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// "The default value for this property is a black color" (black in dark mode too, as documented).
    /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
    open var textColor: UIColor? = UIColor.black
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
#endif
