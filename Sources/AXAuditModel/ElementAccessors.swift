// The element's attributes by name: its fields, then its values in the table.
extension Element {
    // The fields, by their names. A new field is a property of `ElementFields` and a line here.

    @inlinable public var frame: Rect? {
        get { fields.frame }
        set { fields.frame = newValue }
    }
    /// As the input says it; `nil` when the attribute is missing.
    @inlinable public var isAccessibilityElementAttribute: Bool? {
        get { fields.isAccessibilityElementAttribute }
        set { fields.isAccessibilityElementAttribute = newValue }
    }
    /// The effective value: the attribute, else UIKit's default for the class.
    @inlinable public var isAccessibilityElement: Bool {
        get { fields.isAccessibilityElement }
        set { fields.isAccessibilityElement = newValue }
    }
    @inlinable public var shouldGroupAccessibilityChildren: Bool {
        get { fields.shouldGroupAccessibilityChildren }
        set { fields.shouldGroupAccessibilityChildren = newValue }
    }
    /// The parent's index; `nil` for the root.
    @inlinable public var parent: Index? {
        get { fields.parent }
        set { fields.parent = newValue }
    }
    /// The `role` attribute, when the input gives one.
    @inlinable public var explicitRole: Roles? {
        get { fields.explicitRole }
        set { fields.explicitRole = newValue }
    }
    /// The explicit role, else what the classes (or, failing them, the traits) say.
    @inlinable public var roles: Roles {
        get { fields.roles }
        set { fields.roles = newValue }
    }
    /// Elements are stored in document order (pre-order), so the descendants of
    /// the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    @inlinable public var subtreeEnd: Index {
        get { fields.subtreeEnd }
        set { fields.subtreeEnd = newValue }
    }
    /// 1-based position among the parent's element children, for paths.
    @inlinable public var siblingPosition: Int32 {
        get { fields.siblingPosition }
        set { fields.siblingPosition = newValue }
    }
    /// Where the element's start tag begins.
    @inlinable public var location: SourceLocation {
        get { fields.location }
        set { fields.location = newValue }
    }
    @inlinable public var traits: AccessibilityTraits {
        get { fields.traits }
        set { fields.traits = newValue }
    }
    @inlinable public var fontSize: Double? {
        get { fields.fontSize }
        set { fields.fontSize = newValue }
    }
    @inlinable public var accessibilityElementsHidden: Bool {
        get { fields.accessibilityElementsHidden }
        set { fields.accessibilityElementsHidden = newValue }
    }
    @inlinable public var isHidden: Bool {
        get { fields.isHidden }
        set { fields.isHidden = newValue }
    }
    @inlinable public var accessibilityViewIsModal: Bool {
        get { fields.accessibilityViewIsModal }
        set { fields.accessibilityViewIsModal = newValue }
    }
    @inlinable public var adjustsFontForContentSizeCategory: Bool? {
        get { fields.adjustsFontForContentSizeCategory }
        set { fields.adjustsFontForContentSizeCategory = newValue }
    }
    @inlinable public var semanticContentAttribute: SemanticContentAttribute {
        get { fields.semanticContentAttribute }
        set { fields.semanticContentAttribute = newValue }
    }
    @inlinable public var isEnabled: Bool? {
        get { fields.isEnabled }
        set { fields.isEnabled = newValue }
    }
    @inlinable public var isUserInteractionEnabled: Bool? {
        get { fields.isUserInteractionEnabled }
        set { fields.isUserInteractionEnabled = newValue }
    }
    /// `accessibilityRespondsToUserInteraction`, when the input says it.
    @inlinable public var respondsToUserInteraction: Bool? {
        get { number(.respondsToUserInteraction).map { $0 != 0 } }
        set { setValue(.respondsToUserInteraction, newValue.map { .number($0 ? 1 : 0) }) }
    }

    // The values in the table. A new one is a case of `AttributeTable.Key`, a row in
    // its `field`, a property of `ElementDraft` and an accessor here.

    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    @inlinable public var tagName: String {
        get { string(.tagName) ?? "element" }
        set { setValue(.tagName, newValue == "element" ? nil : .string(newValue)) }
    }
    @inlinable public var className: String {
        get { row.classRef < 0 ? "" : row.table.classNames[Int(row.classRef)] }
        set { setNames(className: newValue, inherits: inherits) }
    }
    /// Superclasses, nearest first.
    @inlinable public var inherits: [String] {
        get { row.inheritsRef < 0 ? [] : row.table.inheritLists[Int(row.inheritsRef)] }
        set { setNames(className: className, inherits: newValue) }
    }
    @inlinable public var id: String? {
        get { string(.id) }
        set { setValue(.id, newValue.map { .string($0) }) }
    }
    @inlinable public var accessibilityLabel: String? {
        get { string(.accessibilityLabel) }
        set { setValue(.accessibilityLabel, newValue.map { .string($0) }) }
    }
    @inlinable public var accessibilityValue: String? {
        get { string(.accessibilityValue) }
        set { setValue(.accessibilityValue, newValue.map { .string($0) }) }
    }
    @inlinable public var accessibilityHint: String? {
        get { string(.accessibilityHint) }
        set { setValue(.accessibilityHint, newValue.map { .string($0) }) }
    }
    @inlinable public var accessibilityIdentifier: String? {
        get { string(.accessibilityIdentifier) }
        set { setValue(.accessibilityIdentifier, newValue.map { .string($0) }) }
    }
    @inlinable public var placeholderValue: String? {
        get { string(.placeholderValue) }
        set { setValue(.placeholderValue, newValue.map { .string($0) }) }
    }
    /// Ids of the elements the container lists, in its order.
    @inlinable public var accessibilityElements: [String]? {
        get { list(.accessibilityElements) }
        set { setValue(.accessibilityElements, newValue.map { .list($0) }) }
    }
    @inlinable public var alpha: Double? {
        get { number(.alpha) }
        set { setValue(.alpha, newValue.map { .number($0) }) }
    }
    @inlinable public var text: String? {
        get { string(.text) }
        set { setValue(.text, newValue.map { .string($0) }) }
    }
    @inlinable public var image: String? {
        get { string(.image) }
        set { setValue(.image, newValue.map { .string($0) }) }
    }
    @inlinable public var maximumValue: Double? {
        get { number(.maximumValue) }
        set { setValue(.maximumValue, newValue.map { .number($0) }) }
    }
    @inlinable public var textColor: RGBAColor? {
        get { color(.textColor) }
        set { setValue(.textColor, newValue.map { .color(AttributeTable.SharedColor($0)) }) }
    }
    @inlinable public var backgroundColor: RGBAColor? {
        get { color(.backgroundColor) }
        set { setValue(.backgroundColor, newValue.map { .color(AttributeTable.SharedColor($0)) }) }
    }
    /// Where VoiceOver draws the element and what it sorts by, when it is not `frame`.
    @inlinable public var accessibilityFrame: Rect? {
        get { numbers(.accessibilityFrame).flatMap(Rect.init(numbers:)) }
        set { setValue(.accessibilityFrame, newValue.map { .numbers($0.numbers) }) }
    }
    /// Where a double tap lands, when it is not the middle of the accessibility frame.
    @inlinable public var activationPoint: Point? {
        get { numbers(.activationPoint).flatMap(Point.init(numbers:)) }
        set { setValue(.activationPoint, newValue.map { .numbers($0.numbers) }) }
    }
    @inlinable public var containerType: AccessibilityContainerType? {
        get { string(.containerType).flatMap(AccessibilityContainerType.init(rawValue:)) }
        set { setValue(.containerType, newValue.map { .string($0.rawValue) }) }
    }
    /// The BCP 47 language VoiceOver speaks the element in.
    @inlinable public var accessibilityLanguage: String? {
        get { string(.accessibilityLanguage) }
        set { setValue(.accessibilityLanguage, newValue.map { .string($0) }) }
    }
    /// The element's place among its container's ("1 of 3", "tab 2 of 4").
    @inlinable public var containerPosition: ContainerPosition? {
        get { numbers(.containerPosition).flatMap(ContainerPosition.init(numbers:)) }
        set { setValue(.containerPosition, newValue.map { .numbers($0.numbers) }) }
    }
    /// What VoiceOver sorts the element by: its accessibility frame, else its frame.
    @inlinable public var sortFrame: Rect? { accessibilityFrame ?? fields.frame }
    /// Where VoiceOver's double tap lands: the activation point, else the middle of the
    /// accessibility frame (or of the frame).
    @inlinable public var effectiveActivationPoint: Point? {
        if let activationPoint { return activationPoint }
        return sortFrame.map { Point(x: $0.midX, y: $0.midY) }
    }
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    @inlinable public var ignoredRules: [String] {
        get { list(.ignoredRules) ?? [] }
        set { setValue(.ignoredRules, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// `accessibilityCustomActions` names.
    @inlinable public var customActions: [String] {
        get { list(.customActions) ?? [] }
        set { setValue(.customActions, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// `accessibilityUserInputLabels`: the names Voice Control and Full Keyboard Access accept.
    @inlinable public var userInputLabels: [String] {
        get { list(.userInputLabels) ?? [] }
        set { setValue(.userInputLabels, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// `accessibilityCustomRotors`, in the element's order.
    public var customRotors: [CustomRotor] {
        get { (pairs(.customRotors) ?? []).map(CustomRotor.init(pair:)) }
        set { setValue(.customRotors, newValue.isEmpty ? nil : .pairs(newValue.map(\.pair))) }
    }
    /// Attributes the format does not define, in document order.
    @inlinable public var unknownAttributes: [(name: String, value: String)] {
        get { pairs(.unknownAttributes) ?? [] }
        set { setValue(.unknownAttributes, newValue.isEmpty ? nil : .pairs(newValue)) }
    }
    /// Names of child XML elements the format does not define.
    @inlinable public var unknownChildElements: [String] {
        get { list(.unknownChildElements) ?? [] }
        set { setValue(.unknownChildElements, newValue.isEmpty ? nil : .list(newValue)) }
    }

    /// The element has an `axaudit-ignore` attribute.
    @inlinable public var hasIgnoredRules: Bool { row.keys & AttributeTable.Key.ignoredRules.bit != 0 }

    /// The element hides itself and its subtree (`isHidden`, `alpha` 0, `accessibilityElementsHidden`).
    @inlinable public var hidesSubtree: Bool {
        fields.isHidden || fields.accessibilityElementsHidden || (alpha.map { $0 <= 0 } ?? false)
    }

    /// What VoiceOver speaks as the label: the exported label, else a label's or
    /// button's visible text, which UIKit speaks when no label is set.
    @inlinable public var spokenLabel: String? {
        if let label = accessibilityLabel { return label }
        if fields.roles.contains(.text) || fields.roles.contains(.control) { return text }
        return nil
    }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }

    /// The known UIKit classes (and page-source types) the element is or inherits from.
    @inlinable public var knownClasses: KnownClasses {
        let own = row.classRef < 0 ? [] : row.table.classKinds[Int(row.classRef)]
        return row.inheritsRef < 0 ? own : own.union(row.table.inheritKinds[Int(row.inheritsRef)])
    }

    /// A view that scrolls or shows a web page, by class or page-source type: a cell
    /// holding one is a container, not one element or a card.
    @inlinable public var isScrollOrWebView: Bool {
        !knownClasses.isDisjoint(with: [.scrollView, .tableView, .collectionView, .webView])
    }

    public func hasClass(_ name: String) -> Bool {
        // Rules ask this of every element; class names of 16 bytes or more are
        // compared out of line, so most mismatches are settled by the byte count.
        let length = name.utf8.count
        if className.utf8.count == length && className == name { return true }
        return inherits.contains { $0.utf8.count == length && $0 == name }
    }
}
