// Labels, text fields, text views and image views.

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
    /// nil unless set: https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // "This class changes the default value of this property to false":
        // https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled
        isUserInteractionEnabled = false
        // "This class changes the default value of this property to true":
        // https://developer.apple.com/documentation/uikit/uilabel-clipstobounds
        clipsToBounds = true
    }

    /// The system font at 17 points unless set (setting nil restores it; `UIFont!`):
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }

    /// The system's label colour unless set (`UIColor!`, null-resettable):
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// Default false: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
    /// Default true: https://developer.apple.com/documentation/uikit/uilabel/isenabled
    open var isEnabled = true
    /// Default 1: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines = 1

    // A label is accessible by default, its label its text and its trait static text
    // (https://developer.apple.com/documentation/uikit/uiaccessibility-protocol: "Standard UIKit
    // controls and views ... are accessible by default"; the per-class values are docs silent,
    // chosen as a device reports them).
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
    /// Docs: the default is an empty string (https://developer.apple.com/documentation/uikit/uitextfield/text).
    open var text: String? {
        get { storedText ?? "" }
        set { storedText = newValue }
    }
    private var storedText: String?
    /// nil unless set: https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?
    /// "The default value for this property is a black color":
    /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
    open var textColor: UIColor? = .black
    /// "The default value of this property is the body style of the system font":
    /// https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    open var adjustsFontForContentSizeCategory = false

    override var defaultIsAccessibilityElement: Bool { true }
    /// A text field's value is its text (docs silent; as a device reports it).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView {
    /// An empty string by default: https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! = ""
    /// "The default text color is black": https://developer.apple.com/documentation/uikit/uitextview/textcolor
    open var textColor: UIColor? = .black
    /// "The default value of this property is the body style of the system font":
    /// https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    open var adjustsFontForContentSizeCategory = false
    override var defaultIsAccessibilityElement: Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // "This class changes the default value of this property to false":
        // https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled
        isUserInteractionEnabled = false
    }

    /// Sized to the image: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Its own when set, else its image's: UIAccessibilityIdentification.h says of UIImage's
    /// identifier "Defaults to the filename of the image, if available. The default identifier
    /// for a UIImageView will be the identifier of its UIImage." (The web page for the
    /// property says only "nil unless set"; the header is the one that speaks of image views.)
    open override var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? image?.accessibilityIdentifier }
        set { super.accessibilityIdentifier = newValue }
    }

    // Not an element by default, with the image trait (docs silent; a device's image view is
    // skipped by VoiceOver until made an element).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}
