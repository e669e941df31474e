// UIResponder and UIAccessibilityElement. Apple declares the UIAccessibility informal
// protocol on NSObject (https://developer.apple.com/documentation/uikit/uiaccessibility-protocol);
// Swift on Linux cannot override members an extension adds to NSObject, so this stand-in
// declares them on UIResponder, the class the exporter names on Linux
// (AXExportAccessibilityObject). Defaults that depend on the class are computed
// through `defaultIsAccessibilityElement` and `defaultAccessibilityTraits`.

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    public override init() {}

    private var storedIsAccessibilityElement: Bool?
    private var storedTraits: UIAccessibilityTraits?
    private var storedActivationPoint: CGPoint?
    private var storedRespondsToUserInteraction: Bool?

    // The class's own default; UIKit's classes below override it.
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    /// Default false; true for UIKit's controls:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }

    /// nil unless set; UIKit's controls and views derive theirs from their titles:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String?
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    open var accessibilityHint: String?
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    open var accessibilityValue: String?

    /// No traits unless set, or a standard control's own:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedTraits ?? defaultAccessibilityTraits }
        set { storedTraits = newValue }
    }

    /// Screen coordinates; CGRectZero unless set, views supply theirs:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe
    open var accessibilityFrame: CGRect = .zero

    /// nil unless set: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath
    open var accessibilityPath: UIBezierPath?

    /// The midpoint of the accessibility frame unless set:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }

    /// nil: the user's language. https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
    open var accessibilityLanguage: String?

    /// UIAccessibility.h (iOS 13 SDK): "default == an empty array; default on UIKit controls ==
    /// an array with an appropriate label, if different from accessibilityLabel". Empty here for
    /// every class: what a control's "appropriate label" is, only a device shows.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityuserinputlabels
    /// null_resettable in the header: setting nil gives the empty array back.
    open var accessibilityUserInputLabels: [String]! {
        get { storedUserInputLabels ?? [] }
        set { storedUserInputLabels = newValue }
    }
    private var storedUserInputLabels: [String]?

    /// Default false: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    open var accessibilityElementsHidden = false
    /// Default false: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    open var accessibilityViewIsModal = false
    /// Default false: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
    open var shouldGroupAccessibilityChildren = false

    /// nil unless set: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// nil unless set: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomrotors
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?

    /// Derived from the other properties: UIAccessibility.h (iOS 13 SDK) says "default == derived
    /// from other accessibility properties (for example, an element with
    /// UIAccessibilityTraitNotEnabled returns NO)"; SwiftUI's page names traits and actions
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilityrespondstouserinteraction(_:)).
    /// So: not when not enabled, else when an interactive trait or a custom action says so.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityrespondstouserinteraction
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let storedRespondsToUserInteraction { return storedRespondsToUserInteraction }
            if accessibilityTraits.contains(.notEnabled) { return false }
            let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField]
            return !accessibilityTraits.isDisjoint(with: interactive) || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { storedRespondsToUserInteraction = newValue }
    }

    // MARK: Containers (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer)

    /// nil unless set: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    open var accessibilityElements: [Any]?

    /// `.none` unless set: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
    open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// The docs offer `accessibilityElements` in place of the three methods; their defaults
    /// read it here (docs silent on what NSObject returns when neither is given: 0).
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelement(at:)
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// NSNotFound when absent: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/index(ofaccessibilityelement:)
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Foundation's key-value coding (NSObject's in Apple's SDK, absent from Linux's Foundation):
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:).
    /// Apple's raises NSUndefinedKeyException for a key the object has no property for;
    /// Swift on Linux cannot catch that, so this answers nil, as a caller that first asks
    /// `responds(to:)` would see.
    open func value(forKey key: String) -> Any? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer (weak).
    open weak var accessibilityContainer: AnyObject?
    open var accessibilityIdentifier: String?

    private var storedFrame: CGRect = .zero

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// Default CGRectNull; setting it "automatically adjusts" `accessibilityFrame`:
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// Screen coordinates; setting it makes `accessibilityFrameInContainerSpace` CGRectNull:
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe
    open override var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
                return view.screenRect(of: accessibilityFrameInContainerSpace)
            }
            return storedFrame
        }
        set {
            storedFrame = newValue
            accessibilityFrameInContainerSpace = .null
        }
    }
}
