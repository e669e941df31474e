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

    // Tree links: elements are stored in document order (pre-order), so an
    // element's descendants are exactly the indices `index + 1 ..< subtreeEnd`.
    public var index: Index
    public var parent: Index?
    public var children: [Index] = []
    public var subtreeEnd: Index
    public var depth: Int32
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32

    public var location: SourceLocation
    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String

    public var id: String?
    public var className: String
    /// Superclasses, nearest first.
    public var inherits: [String] = []
    public var explicitRole: Roles?
    public var roles: Roles = .container

    public var frame: Rect?
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool = false
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?
    public var placeholderValue: String?
    public var traits: AccessibilityTraits = []
    public var accessibilityElements: [String]?
    public var shouldGroupAccessibilityChildren = false
    public var accessibilityElementsHidden = false
    public var isHidden = false
    public var alpha: Double?
    public var accessibilityViewIsModal = false
    public var text: String?
    public var image: String?
    public var maximumValue: Double?
    public var textColor: RGBAColor?
    public var backgroundColor: RGBAColor?
    public var fontSize: Double?
    public var adjustsFontForContentSizeCategory: Bool?
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var isEnabled: Bool?
    public var isUserInteractionEnabled: Bool?
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] = []
    /// `accessibilityCustomActions` names.
    public var customActions: [String] = []
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] = []
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] = []

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
