/// An element as an importer (or a test) builds it: every attribute of the
/// format as a plain property. `Element(draft)` makes the element a hierarchy
/// keeps.
///
/// The attributes an element keeps in itself are its `fields`, read and
/// written here by their own names (`draft.isHidden`); the others are stored
/// properties below, each with a row in `AttributeTable.Key.field`.
@dynamicMemberLookup
public struct ElementDraft: Sendable {
    public typealias Index = Element.Index

    @usableFromInline package var fields: ElementFields
    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String = "element"
    public var id: String? = nil
    public var className: String = ""
    /// Superclasses, nearest first.
    public var inherits: [String] = []
    public var accessibilityLabel: String? = nil
    public var accessibilityValue: String? = nil
    public var accessibilityHint: String? = nil
    public var accessibilityIdentifier: String? = nil
    public var placeholderValue: String? = nil
    /// Ids of the elements the container lists, in its order.
    public var accessibilityElements: [String]? = nil
    public var alpha: Double? = nil
    public var text: String? = nil
    public var image: String? = nil
    public var maximumValue: Double? = nil
    public var textColor: RGBAColor? = nil
    public var backgroundColor: RGBAColor? = nil
    /// Where VoiceOver draws the element and what it sorts by, when it is not `frame`.
    public var accessibilityFrame: Rect? = nil
    /// Where a double tap lands, when it is not the middle of the accessibility frame.
    public var activationPoint: Point? = nil
    public var containerType: AccessibilityContainerType? = nil
    /// The BCP 47 language VoiceOver speaks the element in.
    public var accessibilityLanguage: String? = nil
    /// The element's place among its container's ("1 of 3", "tab 2 of 4").
    public var containerPosition: ContainerPosition? = nil
    /// `accessibilityRespondsToUserInteraction`, when the input says it.
    public var respondsToUserInteraction: Bool? = nil
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] = []
    /// `accessibilityCustomActions` names.
    public var customActions: [String] = []
    /// `accessibilityUserInputLabels`: the names Voice Control and Full Keyboard Access accept.
    public var userInputLabels: [String] = []
    /// `accessibilityCustomRotors`.
    public var customRotors: [CustomRotor] = []
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] = []
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] = []

    @inlinable public init(
        parent: Index? = nil, subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation,
        tagName: String = "element"
    ) {
        fields = ElementFields(
            parent: parent, subtreeEnd: subtreeEnd, siblingPosition: siblingPosition, location: location)
        self.tagName = tagName
    }

    /// A field of `fields` by its name: `draft.isHidden`, `draft.frame`.
    @inlinable public subscript<T>(dynamicMember path: WritableKeyPath<ElementFields, T>) -> T {
        get { fields[keyPath: path] }
        set { fields[keyPath: path] = newValue }
    }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }
}
