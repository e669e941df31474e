// UIControl and UIKit's standard controls.

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Default true: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true
    /// Default false: https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected = false
    /// Default false: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted = false

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    open var state: State {
        var s = State.normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    // A plain UIControl (an app's own control) is no element until the app says so; the
    // standard controls below are (docs: "If the receiver is a UIKit control, the default
    // value is true", https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement).
    // Their state shows in their traits: not enabled, selected (docs silent; as a device reports).
    var stateTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var storedTitleLabel: UILabel?

    /// A custom-type button: https://developer.apple.com/documentation/uikit/uibutton/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        setNeedsLayout()
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title for the current state, else the normal one; may be nil:
    /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    open var currentTitle: String? { title(for: state) }

    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }

    /// "The default value is white" (https://developer.apple.com/documentation/uikit/uibutton/currenttitlecolor);
    /// a system-type button draws its title in its tint colour (docs silent; as on a device).
    open var currentTitleColor: UIColor {
        if let color = titleColors[state.rawValue] ?? titleColors[0] { return color }
        return buttonType == .system ? tintColor : .white
    }

    /// "Returns a value even if the button has not been displayed yet"; "nil for system buttons"
    /// (an earlier revision of the page), read here as the system's icon buttons (disclosure,
    /// info, add, close): a `.system` button has a title label on a device.
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? {
        guard buttonType == .custom || buttonType == .system else { return nil }
        if let storedTitleLabel { return storedTitleLabel }
        let label = UIButtonLabel(frame: .zero)
        // Docs silent on the title's default font; 15 points, as a device's button draws it.
        label.font = .systemFont(ofSize: 15)
        label.text = currentTitle
        storedTitleLabel = label
        return label
    }

    /// The title label joins the subviews when the button lays out (docs silent; on a device
    /// a button's `subviews` holds its UIButtonLabel after layout, not straight after `setTitle`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard currentTitle != nil, let label = titleLabel else { return }
        label.text = currentTitle
        label.frame = bounds
        if label.superview !== self { addSubview(label) }
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { UIAccessibilityTraits.button.union(stateTraits) }

    /// A standard control's label derives from its title:
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }
}

/// UIKit's private class of a button's title label (named as a device's view debugger shows it).
@MainActor
final class UIButtonLabel: UILabel {
    // Docs silent: VoiceOver reaches the button, not its title label.
    override var defaultIsAccessibilityElement: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {
    /// Default false: https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn = false

    /// "The size components of this rectangle are ignored" (51 × 31 on a device; the size is docs silent):
    /// https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    override var defaultIsAccessibilityElement: Bool { true }
    /// A button that toggles (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton:
    /// "combine the toggle trait with a button trait" to be described as a switch button).
    /// Docs silent on which iOS first gives UISwitch the public trait: from iOS 17 here.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.button.union(stateTraits)
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *) { traits.insert(.toggleButton) }
        return traits
    }
    /// "1" on, "0" off (docs silent; the value a device and XCUITest report).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uislider
@MainActor
open class UISlider: UIControl {
    /// Default 0: https://developer.apple.com/documentation/uikit/uislider/minimumvalue
    open var minimumValue: Float = 0
    /// Default 1: https://developer.apple.com/documentation/uikit/uislider/maximumvalue
    open var maximumValue: Float = 1
    /// Default 0.0 (pinned to the minimum and maximum): https://developer.apple.com/documentation/uikit/uislider/value
    open var value: Float = 0

    override var defaultIsAccessibilityElement: Bool { true }
    /// Adjustable: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    /// ("such as a slider").
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        UIAccessibilityTraits.adjustable.union(stateTraits)
    }
    /// The position as a whole percentage, e.g. "50%" (docs silent; as a device reports it).
    open override var accessibilityValue: String? {
        get {
            if let set = super.accessibilityValue { return set }
            let range = maximumValue - minimumValue
            let fraction = range > 0 ? (value - minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uistepper
@MainActor
open class UIStepper: UIControl {
    /// Default 0: https://developer.apple.com/documentation/uikit/uistepper/value
    open var value: Double = 0 {
        didSet { updateButtons() }
    }
    /// Default 0: https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
    open var minimumValue: Double = 0 {
        didSet { updateButtons() }
    }
    /// Default 100: https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
    open var maximumValue: Double = 100 {
        didSet { updateButtons() }
    }
    /// Default 1: https://developer.apple.com/documentation/uikit/uistepper/stepvalue
    open var stepValue: Double = 1
    /// Default false: https://developer.apple.com/documentation/uikit/uistepper/wraps
    open var wraps = false {
        didSet { updateButtons() }
    }
    private var buttons: [UIButton] = []

    /// A stepper has a size of its own (94 × 32 on iOS 13 and later; docs silent on the figure),
    /// and VoiceOver reaches its two buttons, "Decrement" and "Increment", not the stepper
    /// (docs silent; the labels XCUITest finds on a device).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        for (i, name) in ["Decrement", "Increment"].enumerated() {
            let button = UIButton(frame: CGRect(x: CGFloat(i) * 47, y: 0, width: 47, height: 32))
            button.accessibilityLabel = name
            buttons.append(button)
            addSubview(button)
        }
        updateButtons()
    }

    /// A button that cannot step is dimmed: decrement at the minimum, increment at the maximum,
    /// unless the stepper wraps (docs silent; as a device draws and VoiceOver reads it).
    private func updateButtons() {
        guard buttons.count == 2 else { return }
        buttons[0].isEnabled = wraps || value > minimumValue
        buttons[1].isEnabled = wraps || value < maximumValue
    }
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
    /// -1 (no selection) by default: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
    open var selectedSegmentIndex = -1 {
        didSet { updateSegments() }
    }
    private var titles: [String] = []
    private var segments: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:) (strings or images).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { ($0 as? String) ?? "" }
        for title in titles {
            let segment = UISegment(frame: .zero)
            segment.accessibilityLabel = title
            segments.append(segment)
            addSubview(segment)
        }
        updateSegments()
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
    open var numberOfSegments: Int { titles.count }
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Segments share the width equally (the default `apportionsSegmentWidthsByContent` false:
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/apportionssegmentwidthsbycontent).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !segments.isEmpty else { return }
        let width = bounds.width / CGFloat(segments.count)
        for (i, s) in segments.enumerated() {
            s.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segments, unless set (docs silent; Cash App's AccessibilitySnapshot, whose parser is
    /// checked on devices, gives a segment its "1 of 3" from the control as its accessibility
    /// container, so a device's control vends its segments; they stay its subviews too).
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? (segments.isEmpty ? nil : segments) }
        set { super.accessibilityElements = newValue }
    }

    private func updateSegments() {
        for (i, s) in segments.enumerated() {
            s.accessibilityTraits = i == selectedSegmentIndex ? [.button, .selected] : .button
        }
    }
}

/// A segment: each is an element, a button with its title as label, the selected one
/// selected (docs silent on the segments' class and traits; as a device reports them).
@MainActor
final class UISegment: UIView {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}
