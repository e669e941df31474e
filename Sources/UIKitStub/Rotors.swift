#if os(Linux)
/// A rotor an app adds to VoiceOver's: a name (or a system type) and the block that finds the
/// next or previous item. https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor
@MainActor
open class UIAccessibilityCustomRotor {
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// Imported into Swift nested in the rotor (UIKit's `UIAccessibilityCustomSystemRotorType`),
    /// with the header's raw values.
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link, visitedLink, heading
        case headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5, headingLevel6
        case boldText, italicText, underlineText, misspelledWord, image, textField, table, list, landmark
    }

    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }

    /// "The localized name that VoiceOver uses for the rotor." A rotor made with a system type
    /// is given none here: Apple does not say what it reads back (an assumption a simulator settles).
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/name
    open var name: String
    open var itemSearchBlock: Search
    /// `.none` for a rotor made with a name.
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.property
    open private(set) var systemRotorType: SystemRotorType = .none

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(name:itemsearch:)
    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.name = name
        self.itemSearchBlock = itemSearchBlock
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(systemtype:itemsearch:)
    public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        name = ""
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = type
    }
}

/// Declares no initializer of its own in UIKit (NSObject's `init()`): VoiceOver makes it and
/// sets both properties. Until set, the current item here targets a placeholder object.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate
@MainActor
open class UIAccessibilityCustomRotorSearchPredicate {
    private static let placeholder = UIResponder()
    open var currentItem = UIAccessibilityCustomRotorItemResult(targetElement: placeholder, targetRange: nil)
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
    public init() {}
}

/// `targetElement` is an `NSObjectProtocol` in UIKit; the stub's responders are not NSObjects.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult
@MainActor
open class UIAccessibilityCustomRotorItemResult {
    open weak var targetElement: AnyObject?
    open var targetRange: UITextRange?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/init(targetelement:targetrange:)
    public init(targetElement: AnyObject, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }
}

/// Declared for the rotor's item result only. https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange {
    public init() {}
}
#endif
