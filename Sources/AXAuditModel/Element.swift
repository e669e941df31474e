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

/// One `<element>` (or one XCUITest node) of a hierarchy, with the format's
/// attributes as named properties; `nil` is an attribute the input leaves out.
/// Index 0 of every hierarchy is the root (`<hierarchy>` or the page source's
/// root), so every element has a parent but the root.
///
/// The tree links, flags and numbers are stored in the element; its strings and
/// lists are kept together in one copy-on-write box, so that copying an element
/// (`let e = hierarchy[i]`, as rules do) costs one reference count rather than
/// one for each string.
public struct Element: Sendable {
    public typealias Index = Int32
    /// The parent's index; `nil` for the root.
    public var parent: Index?
    /// Elements are stored in document order (pre-order), so the descendants of
    /// the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    public var subtreeEnd: Index
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    /// Where the element's start tag begins.
    public var location: SourceLocation
    /// The `role` attribute, when the input gives one.
    public var explicitRole: Roles?
    /// The explicit role, else what the classes (or, failing them, the traits) say.
    public var roles: Roles
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool
    public var traits: AccessibilityTraits
    public var shouldGroupAccessibilityChildren: Bool
    public var accessibilityElementsHidden: Bool
    public var accessibilityViewIsModal: Bool
    public var frame: Rect?
    public var isHidden: Bool
    public var alpha: Double?
    public var fontSize: Double?
    public var adjustsFontForContentSizeCategory: Bool?
    public var semanticContentAttribute: SemanticContentAttribute
    public var isEnabled: Bool?
    public var isUserInteractionEnabled: Bool?

    /// The strings, lists and colours, in an array of one: copies of the element
    /// share them (a copy costs one reference count, not one per string) until
    /// one of the copies changes, through the standard library's copy-on-write.
    private var attributes: [Attributes]

    private struct Attributes: Sendable {
        var tagName: String = "element"
        var id: String? = nil
        var className: String = ""
        var inherits: [String] = []
        var accessibilityLabel: String? = nil
        var accessibilityValue: String? = nil
        var accessibilityHint: String? = nil
        var accessibilityIdentifier: String? = nil
        var accessibilityElements: [String]? = nil
        var customActions: [String] = []
        var text: String? = nil
        var image: String? = nil
        var placeholderValue: String? = nil
        var maximumValue: Double? = nil
        var textColor: RGBAColor? = nil
        var backgroundColor: RGBAColor? = nil
        var ignoredRules: [String] = []
        var unknownAttributes: [(name: String, value: String)] = []
        var unknownChildElements: [String] = []
    }

    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String {
        get { attributes[0].tagName }
        set { attributes[0].tagName = newValue }
    }
    public var id: String? {
        get { attributes[0].id }
        set { attributes[0].id = newValue }
    }
    public var className: String {
        get { attributes[0].className }
        set { attributes[0].className = newValue }
    }
    /// Superclasses, nearest first.
    public var inherits: [String] {
        get { attributes[0].inherits }
        set { attributes[0].inherits = newValue }
    }
    public var accessibilityLabel: String? {
        get { attributes[0].accessibilityLabel }
        set { attributes[0].accessibilityLabel = newValue }
    }
    public var accessibilityValue: String? {
        get { attributes[0].accessibilityValue }
        set { attributes[0].accessibilityValue = newValue }
    }
    public var accessibilityHint: String? {
        get { attributes[0].accessibilityHint }
        set { attributes[0].accessibilityHint = newValue }
    }
    public var accessibilityIdentifier: String? {
        get { attributes[0].accessibilityIdentifier }
        set { attributes[0].accessibilityIdentifier = newValue }
    }
    /// Ids of the elements the container lists, in its order.
    public var accessibilityElements: [String]? {
        get { attributes[0].accessibilityElements }
        set { attributes[0].accessibilityElements = newValue }
    }
    /// `accessibilityCustomActions` names.
    public var customActions: [String] {
        get { attributes[0].customActions }
        set { attributes[0].customActions = newValue }
    }
    public var text: String? {
        get { attributes[0].text }
        set { attributes[0].text = newValue }
    }
    public var image: String? {
        get { attributes[0].image }
        set { attributes[0].image = newValue }
    }
    public var placeholderValue: String? {
        get { attributes[0].placeholderValue }
        set { attributes[0].placeholderValue = newValue }
    }
    public var maximumValue: Double? {
        get { attributes[0].maximumValue }
        set { attributes[0].maximumValue = newValue }
    }
    public var textColor: RGBAColor? {
        get { attributes[0].textColor }
        set { attributes[0].textColor = newValue }
    }
    public var backgroundColor: RGBAColor? {
        get { attributes[0].backgroundColor }
        set { attributes[0].backgroundColor = newValue }
    }
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] {
        get { attributes[0].ignoredRules }
        set { attributes[0].ignoredRules = newValue }
    }
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] {
        get { attributes[0].unknownAttributes }
        set { attributes[0].unknownAttributes = newValue }
    }
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] {
        get { attributes[0].unknownChildElements }
        set { attributes[0].unknownChildElements = newValue }
    }

    public init(
        parent: Index? = nil,
        subtreeEnd: Index,
        siblingPosition: Int32,
        location: SourceLocation,
        tagName: String,
        id: String? = nil,
        className: String,
        inherits: [String] = [],
        explicitRole: Roles? = nil,
        roles: Roles = .container,
        frame: Rect? = nil,
        isAccessibilityElementAttribute: Bool? = nil,
        isAccessibilityElement: Bool = false,
        accessibilityLabel: String? = nil,
        accessibilityValue: String? = nil,
        accessibilityHint: String? = nil,
        accessibilityIdentifier: String? = nil,
        placeholderValue: String? = nil,
        traits: AccessibilityTraits = [],
        accessibilityElements: [String]? = nil,
        shouldGroupAccessibilityChildren: Bool = false,
        accessibilityElementsHidden: Bool = false,
        isHidden: Bool = false,
        alpha: Double? = nil,
        accessibilityViewIsModal: Bool = false,
        text: String? = nil,
        image: String? = nil,
        maximumValue: Double? = nil,
        textColor: RGBAColor? = nil,
        backgroundColor: RGBAColor? = nil,
        fontSize: Double? = nil,
        adjustsFontForContentSizeCategory: Bool? = nil,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        isEnabled: Bool? = nil,
        isUserInteractionEnabled: Bool? = nil,
        ignoredRules: [String] = [],
        customActions: [String] = [],
        unknownAttributes: [(name: String, value: String)] = [],
        unknownChildElements: [String] = []
    ) {
        var attributes = Attributes()
        attributes.maximumValue = maximumValue
        attributes.textColor = textColor
        attributes.backgroundColor = backgroundColor
        attributes.tagName = tagName
        attributes.id = id
        attributes.className = className
        attributes.inherits = inherits
        attributes.accessibilityLabel = accessibilityLabel
        attributes.accessibilityValue = accessibilityValue
        attributes.accessibilityHint = accessibilityHint
        attributes.accessibilityIdentifier = accessibilityIdentifier
        attributes.placeholderValue = placeholderValue
        attributes.accessibilityElements = accessibilityElements
        attributes.text = text
        attributes.image = image
        attributes.ignoredRules = ignoredRules
        attributes.customActions = customActions
        attributes.unknownAttributes = unknownAttributes
        attributes.unknownChildElements = unknownChildElements
        self.attributes = [attributes]
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.siblingPosition = siblingPosition
        self.location = location
        self.explicitRole = explicitRole
        self.roles = roles
        self.frame = frame
        self.isAccessibilityElementAttribute = isAccessibilityElementAttribute
        self.isAccessibilityElement = isAccessibilityElement
        self.traits = traits
        self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        self.accessibilityElementsHidden = accessibilityElementsHidden
        self.isHidden = isHidden
        self.alpha = alpha
        self.accessibilityViewIsModal = accessibilityViewIsModal
        self.fontSize = fontSize
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.semanticContentAttribute = semanticContentAttribute
        self.isEnabled = isEnabled
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }

    /// An element as an importer starts it: tree links, location and tag; the
    /// attributes come next.
    public init(index: Index, parent: Index?, siblingPosition: Int32, location: SourceLocation, tagName: String) {
        self.init(
            parent: parent, subtreeEnd: index + 1, siblingPosition: siblingPosition, location: location,
            tagName: tagName, className: "")
    }

    /// The element has an `axaudit-ignore` attribute.
    public var hasIgnoredRules: Bool { !attributes[0].ignoredRules.isEmpty }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }

    /// The element hides itself and its subtree (`isHidden`, `alpha` 0, `accessibilityElementsHidden`).
    @inline(__always) public var hidesSubtree: Bool {
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
        // Every finding's message starts with this: room for an id and a title
        // up front, then plain appends (an interpolation builds a string of its own).
        name.reserveCapacity(name.utf8.count + 64)
        if let identifier = accessibilityIdentifier, !identifier.isEmpty {
            name += " '"; name += identifier; name += "'"
        } else if let id {
            name += " #"; name += id
        }
        if let title = (text ?? accessibilityLabel), !title.isEmpty {
            name += " \""; name += Element.abbreviate(title, to: 40); name += "\""
        }
        return name
    }

    package static func abbreviate(_ s: String, to limit: Int) -> String {
        // Most labels are short single lines: nothing to do.
        if s.utf8.count <= limit && !s.containsUTF8Byte(where: { $0 == 0x0A || $0 == 0x0D }) { return s }
        // An ASCII line: one byte a character, cut by bytes.
        if limit > 0, !s.containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0A || $0 == 0x0D }) {
            return String(s.utf8.prefix(limit - 1))! + "…"
        }
        // At most `limit` characters, else the first `limit - 1` and "…", counted
        // in scalars with a combining sequence kept whole; only the kept part is
        // looked at, so a long text costs no more than a short one.
        let scalars = s.unicodeScalars
        var count = 0
        var i = scalars.startIndex
        var cut = i
        while i < scalars.endIndex {
            let scalar = scalars[i]
            if isLineBreak(scalar) { return abbreviateLines(s, to: limit) }
            if !extendsCharacter(scalar) {
                if count == limit { return String(scalars[..<cut]) + "…" }
                count += 1
            }
            i = scalars.index(after: i)
            if count <= limit - 1 { cut = i }
        }
        return s
    }

    /// Lines joined by one space, then cut like `abbreviate`.
    private static func abbreviateLines(_ s: String, to limit: Int) -> String {
        var joined = ""
        var pendingSpace = false
        var count = 0
        for scalar in s.unicodeScalars {
            if isLineBreak(scalar) { pendingSpace = !joined.isEmpty; continue }
            if pendingSpace { joined.unicodeScalars.append(" "); pendingSpace = false; count += 1 }
            joined.unicodeScalars.append(scalar)
            if !extendsCharacter(scalar) { count += 1 }
            if count > limit + 1 { break }
        }
        return abbreviate(joined, to: limit)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 || v == 0x85
    }

    /// A scalar that belongs to the character before it (a combining mark, a
    /// zero-width joiner, a skin tone); below U+0300 nothing combines.
    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v >= 0x300 && (scalar.properties.isGraphemeExtend || v == 0x200D || (v >= 0x1F3FB && v <= 0x1F3FF))
    }

    public func hasClass(_ name: String) -> Bool {
        // Rules ask this of every element; class names of 16 bytes or more are
        // compared out of line, so most mismatches are settled by the byte count.
        let length = name.utf8.count
        if className.utf8.count == length && className == name { return true }
        return inherits.contains { $0.utf8.count == length && $0 == name }
    }
}
