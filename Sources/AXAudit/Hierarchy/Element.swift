/// Where something starts in an input file: 1-based line and column (in Unicode
/// scalars) of the `<` of an element's start tag.
public struct SourceLocation: Equatable, Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

public enum LayoutDirection: String, Sendable {
    case leftToRight, rightToLeft
}

public enum SemanticContentAttribute: String, Sendable {
    case unspecified, forceLeftToRight, forceRightToLeft
}

/// One `<element>` (or one XCUITest node) of a hierarchy. Index 0 of every
/// hierarchy is the root (`<hierarchy>` or the page source's root), so every
/// element has a parent but the root.
public struct Element: Sendable {
    public typealias Index = Int32

    // Stored properties are ordered for a compact layout (a 100 MB file holds
    // 600,000 of these); rarely set properties live in `extras`, a shared box
    // that is copied on write, and are accessed like the others.

    // Tree links: elements are stored in document order (pre-order), so an
    // element's descendants are exactly the indices `index + 1 ..< subtreeEnd`.
    public var index: Index
    public var subtreeEnd: Index
    public var depth: Int32
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    public var parent: Index?
    public var explicitRole: Roles?
    public var roles: Roles = .container
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool = false
    public var traits: AccessibilityTraits = []
    public var shouldGroupAccessibilityChildren = false
    public var accessibilityElementsHidden = false
    public var isHidden = false
    public var accessibilityViewIsModal = false
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var adjustsFontForContentSizeCategory: Bool?
    public var children: [Index] = []

    public var location: SourceLocation
    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String

    public var id: String?
    public var className: String
    /// Superclasses, nearest first.
    public var inherits: [String] = []
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var text: String?
    public var image: String?
    public var fontSize: Double?
    public var frame: Rect?
    private var extras: ElementExtras?

    public init(index: Index, parent: Index? = nil, children: [Index] = [], subtreeEnd: Index, depth: Int32,
                siblingPosition: Int32, location: SourceLocation, tagName: String, id: String? = nil,
                className: String, inherits: [String] = [], explicitRole: Roles? = nil, roles: Roles = .container,
                frame: Rect? = nil, isAccessibilityElementAttribute: Bool? = nil, isAccessibilityElement: Bool = false,
                accessibilityLabel: String? = nil, accessibilityValue: String? = nil, accessibilityHint: String? = nil,
                accessibilityIdentifier: String? = nil, placeholderValue: String? = nil,
                traits: AccessibilityTraits = [], accessibilityElements: [String]? = nil,
                shouldGroupAccessibilityChildren: Bool = false, accessibilityElementsHidden: Bool = false,
                isHidden: Bool = false, alpha: Double? = nil, accessibilityViewIsModal: Bool = false,
                text: String? = nil, image: String? = nil, maximumValue: Double? = nil,
                textColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil, fontSize: Double? = nil,
                adjustsFontForContentSizeCategory: Bool? = nil,
                semanticContentAttribute: SemanticContentAttribute = .unspecified,
                isEnabled: Bool? = nil, isUserInteractionEnabled: Bool? = nil, ignoredRules: [String] = [],
                customActions: [String] = [], unknownAttributes: [(name: String, value: String)] = [],
                unknownChildElements: [String] = []) {
        self.index = index; self.parent = parent; self.children = children; self.subtreeEnd = subtreeEnd
        self.depth = depth; self.siblingPosition = siblingPosition; self.location = location
        self.tagName = tagName; self.id = id; self.className = className; self.inherits = inherits
        self.explicitRole = explicitRole; self.roles = roles; self.frame = frame
        self.isAccessibilityElementAttribute = isAccessibilityElementAttribute
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityLabel = accessibilityLabel; self.accessibilityValue = accessibilityValue
        self.traits = traits; self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        self.accessibilityElementsHidden = accessibilityElementsHidden; self.isHidden = isHidden
        self.accessibilityViewIsModal = accessibilityViewIsModal; self.text = text; self.image = image
        self.fontSize = fontSize; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.semanticContentAttribute = semanticContentAttribute
        if accessibilityHint != nil { self.accessibilityHint = accessibilityHint }
        if accessibilityIdentifier != nil { self.accessibilityIdentifier = accessibilityIdentifier }
        if placeholderValue != nil { self.placeholderValue = placeholderValue }
        if accessibilityElements != nil { self.accessibilityElements = accessibilityElements }
        if alpha != nil { self.alpha = alpha }
        if maximumValue != nil { self.maximumValue = maximumValue }
        if textColor != nil { self.textColor = textColor }
        if backgroundColor != nil { self.backgroundColor = backgroundColor }
        if isEnabled != nil { self.isEnabled = isEnabled }
        if isUserInteractionEnabled != nil { self.isUserInteractionEnabled = isUserInteractionEnabled }
        if !ignoredRules.isEmpty { self.ignoredRules = ignoredRules }
        if !customActions.isEmpty { self.customActions = customActions }
        if !unknownAttributes.isEmpty { self.unknownAttributes = unknownAttributes }
        if !unknownChildElements.isEmpty { self.unknownChildElements = unknownChildElements }
    }

    /// The box of rarely set properties, unique to this value, made on first use.
    private mutating func uniqueExtras() -> ElementExtras {
        if extras == nil {
            extras = ElementExtras()
        } else if !isKnownUniquelyReferenced(&extras!) {
            extras = extras!.copy()
        }
        return extras!
    }

    public var accessibilityHint: String? {
        get { extras?.accessibilityHint }
        _modify { let box = uniqueExtras(); yield &box.accessibilityHint }
    }
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        _modify { let box = uniqueExtras(); yield &box.accessibilityIdentifier }
    }
    public var placeholderValue: String? {
        get { extras?.placeholderValue }
        _modify { let box = uniqueExtras(); yield &box.placeholderValue }
    }
    public var accessibilityElements: [String]? {
        get { extras?.accessibilityElements }
        _modify { let box = uniqueExtras(); yield &box.accessibilityElements }
    }
    public var alpha: Double? {
        get { extras?.alpha }
        _modify { let box = uniqueExtras(); yield &box.alpha }
    }
    public var maximumValue: Double? {
        get { extras?.maximumValue }
        _modify { let box = uniqueExtras(); yield &box.maximumValue }
    }
    public var textColor: RGBAColor? {
        get { extras?.textColor }
        _modify { let box = uniqueExtras(); yield &box.textColor }
    }
    public var backgroundColor: RGBAColor? {
        get { extras?.backgroundColor }
        _modify { let box = uniqueExtras(); yield &box.backgroundColor }
    }
    public var isEnabled: Bool? {
        get { extras?.isEnabled }
        _modify { let box = uniqueExtras(); yield &box.isEnabled }
    }
    public var isUserInteractionEnabled: Bool? {
        get { extras?.isUserInteractionEnabled }
        _modify { let box = uniqueExtras(); yield &box.isUserInteractionEnabled }
    }
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] {
        get { extras?.ignoredRules ?? [] }
        _modify { let box = uniqueExtras(); yield &box.ignoredRules }
    }
    /// `accessibilityCustomActions` names.
    public var customActions: [String] {
        get { extras?.customActions ?? [] }
        _modify { let box = uniqueExtras(); yield &box.customActions }
    }
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] {
        get { extras?.unknownAttributes ?? [] }
        _modify { let box = uniqueExtras(); yield &box.unknownAttributes }
    }
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] {
        get { extras?.unknownChildElements ?? [] }
        _modify { let box = uniqueExtras(); yield &box.unknownChildElements }
    }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }

    /// The element hides itself and its subtree (`isHidden`, `alpha` 0, `accessibilityElementsHidden`).
    public var hidesSubtree: Bool {
        isHidden || accessibilityElementsHidden || (alpha.map { $0 <= 0 } ?? false)
    }

    /// What VoiceOver speaks as the label: the exported label, else a label's or
    /// button's visible text, which UIKit speaks when no label is set.
    public var spokenLabel: String? {
        if let label = accessibilityLabel { return label }
        if roles.contains(.text) || roles.contains(.control) { return text }
        return nil
    }

    /// A short name a developer can find in code: class, identifier or id, title.
    public var displayName: String {
        var name = className
        if let identifier = accessibilityIdentifier, !identifier.isEmpty {
            name += " '\(identifier)'"
        } else if let id {
            name += " #\(id)"
        }
        if let title = (text ?? accessibilityLabel), !title.isEmpty {
            name += " \"\(Element.abbreviate(title, to: 40))\""
        }
        return name
    }

    static func abbreviate(_ s: String, to limit: Int) -> String {
        let flat = s.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }

    public func hasClass(_ name: String) -> Bool {
        className == name || inherits.contains(name)
    }
}

/// The rarely set properties of an `Element`. Shared between copies of an element
/// and copied before a write (`Element.uniqueExtras`), so it is never mutated while shared.
final class ElementExtras: @unchecked Sendable {
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var placeholderValue: String?
    var accessibilityElements: [String]?
    var alpha: Double?
    var maximumValue: Double?
    var textColor: RGBAColor?
    var backgroundColor: RGBAColor?
    var isEnabled: Bool?
    var isUserInteractionEnabled: Bool?
    var ignoredRules: [String] = []
    var customActions: [String] = []
    var unknownAttributes: [(name: String, value: String)] = []
    var unknownChildElements: [String] = []

    init() {}

    func copy() -> ElementExtras {
        let c = ElementExtras()
        c.accessibilityHint = accessibilityHint; c.accessibilityIdentifier = accessibilityIdentifier
        c.placeholderValue = placeholderValue; c.accessibilityElements = accessibilityElements
        c.alpha = alpha; c.maximumValue = maximumValue; c.textColor = textColor
        c.backgroundColor = backgroundColor; c.isEnabled = isEnabled
        c.isUserInteractionEnabled = isUserInteractionEnabled; c.ignoredRules = ignoredRules
        c.customActions = customActions; c.unknownAttributes = unknownAttributes
        c.unknownChildElements = unknownChildElements
        return c
    }
}
