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

/// An element as an importer (or a test) builds it: every attribute of the
/// format as a plain stored property. `Element(draft)` makes the element a
/// hierarchy keeps.
public struct ElementDraft: Sendable {
    public typealias Index = Element.Index
    /// The parent's index; `nil` for the root.
    public var parent: Index? = nil
    /// Elements are stored in document order (pre-order), so the descendants of
    /// the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    public var subtreeEnd: Index
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    /// Where the element's start tag begins.
    public var location: SourceLocation
    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String = "element"
    public var id: String? = nil
    public var className: String = ""
    /// Superclasses, nearest first.
    public var inherits: [String] = []
    /// The `role` attribute, when the input gives one.
    public var explicitRole: Roles? = nil
    /// The explicit role, else what the classes (or, failing them, the traits) say.
    public var roles: Roles = .container
    public var frame: Rect? = nil
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool? = nil
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool = false
    public var accessibilityLabel: String? = nil
    public var accessibilityValue: String? = nil
    public var accessibilityHint: String? = nil
    public var accessibilityIdentifier: String? = nil
    public var placeholderValue: String? = nil
    public var traits: AccessibilityTraits = []
    /// Ids of the elements the container lists, in its order.
    public var accessibilityElements: [String]? = nil
    public var shouldGroupAccessibilityChildren: Bool = false
    public var accessibilityElementsHidden: Bool = false
    public var isHidden: Bool = false
    public var alpha: Double? = nil
    public var accessibilityViewIsModal: Bool = false
    public var text: String? = nil
    public var image: String? = nil
    public var maximumValue: Double? = nil
    public var textColor: RGBAColor? = nil
    public var backgroundColor: RGBAColor? = nil
    public var fontSize: Double? = nil
    public var adjustsFontForContentSizeCategory: Bool? = nil
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var isEnabled: Bool? = nil
    public var isUserInteractionEnabled: Bool? = nil
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] = []
    /// `accessibilityCustomActions` names.
    public var customActions: [String] = []
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] = []
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] = []

    public init(subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation) {
        self.subtreeEnd = subtreeEnd
        self.siblingPosition = siblingPosition
        self.location = location
    }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }

    /// The strings and lists it has, in `ElementStringKey` order, and which keys they are.
    package borrowing func stringValues(into values: inout [ElementStringValue]) -> UInt32 {
        var keys: UInt32 = 0
        if tagName != "element" { values.append(.string(tagName)); keys |= ElementStringKey.tagName.bit }
        if let v = id { values.append(.string(v)); keys |= ElementStringKey.id.bit }
        if className != "" { values.append(.string(className)); keys |= ElementStringKey.className.bit }
        if !inherits.isEmpty { values.append(.list(inherits)); keys |= ElementStringKey.inherits.bit }
        if let v = accessibilityLabel { values.append(.string(v)); keys |= ElementStringKey.accessibilityLabel.bit }
        if let v = accessibilityValue { values.append(.string(v)); keys |= ElementStringKey.accessibilityValue.bit }
        if let v = accessibilityHint { values.append(.string(v)); keys |= ElementStringKey.accessibilityHint.bit }
        if let v = accessibilityIdentifier { values.append(.string(v)); keys |= ElementStringKey.accessibilityIdentifier.bit }
        if let v = placeholderValue { values.append(.string(v)); keys |= ElementStringKey.placeholderValue.bit }
        if let v = accessibilityElements { values.append(.list(v)); keys |= ElementStringKey.accessibilityElements.bit }
        if let v = text { values.append(.string(v)); keys |= ElementStringKey.text.bit }
        if let v = image { values.append(.string(v)); keys |= ElementStringKey.image.bit }
        if !ignoredRules.isEmpty { values.append(.list(ignoredRules)); keys |= ElementStringKey.ignoredRules.bit }
        if !customActions.isEmpty { values.append(.list(customActions)); keys |= ElementStringKey.customActions.bit }
        if !unknownAttributes.isEmpty { values.append(.pairs(unknownAttributes)); keys |= ElementStringKey.unknownAttributes.bit }
        if !unknownChildElements.isEmpty { values.append(.list(unknownChildElements)); keys |= ElementStringKey.unknownChildElements.bit }
        return keys
    }
}

/// Which string or list of an element a value is: the order in which an
/// element's values are kept.
package enum ElementStringKey: UInt32, CaseIterable {
    case tagName, id, className, inherits, accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier, placeholderValue, accessibilityElements, text, image, ignoredRules, customActions, unknownAttributes, unknownChildElements

    package var bit: UInt32 { 1 << rawValue }
}

package enum ElementStringValue: Sendable {
    case string(String)
    case list([String])
    case pairs([(name: String, value: String)])
}

/// The strings and lists of many elements, in one array: an importer appends
/// each element's values here, so that elements need no allocation of their own.
package final class ElementStringTable: Sendable {
    package let values: [ElementStringValue]
    package init(_ values: [ElementStringValue]) { self.values = values }
    package static let empty = ElementStringTable([])
}

/// Where an element's values are: `keys.nonzeroBitCount` of them from `start` in `table`.
package struct ElementStrings: Sendable {
    package var table: ElementStringTable
    package var start: Int32
    package var keys: UInt32

    package init(table: ElementStringTable, start: Int32, keys: UInt32) {
        self.table = table
        self.start = start
        self.keys = keys
    }
}

/// One `<element>` (or one XCUITest node) of a hierarchy, with the format's
/// attributes as named properties; `nil` is an attribute the input leaves out.
/// Index 0 of every hierarchy is the root (`<hierarchy>` or the page source's
/// root), so every element has a parent but the root.
///
/// Flags, numbers and tree links are stored in the element; its strings and
/// lists are in a table it shares with the other elements of its file (see
/// `ElementStrings`), so that an element needs no allocation of its own and a
/// copy (`let e = hierarchy[i]`) costs one reference count. Reading a string is
/// an index into that table; changing one gives the element a table of its own.
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
    public var frame: Rect?
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool
    public var traits: AccessibilityTraits
    public var shouldGroupAccessibilityChildren: Bool
    public var accessibilityElementsHidden: Bool
    public var isHidden: Bool
    public var alpha: Double?
    public var accessibilityViewIsModal: Bool
    public var maximumValue: Double?
    public var textColor: RGBAColor?
    public var backgroundColor: RGBAColor?
    public var fontSize: Double?
    public var adjustsFontForContentSizeCategory: Bool?
    public var semanticContentAttribute: SemanticContentAttribute
    public var isEnabled: Bool?
    public var isUserInteractionEnabled: Bool?
    package private(set) var strings: ElementStrings

    private func value(_ key: ElementStringKey) -> ElementStringValue? {
        guard strings.keys & key.bit != 0 else { return nil }
        return strings.table.values[Int(strings.start) + (strings.keys & (key.bit &- 1)).nonzeroBitCount]
    }

    /// Sets one value: the element's values move to a table of their own.
    private mutating func setValue(_ key: ElementStringKey, _ newValue: ElementStringValue?) {
        let start = Int(strings.start)
        var own = Array(strings.table.values[start..<start + strings.keys.nonzeroBitCount])
        let at = (strings.keys & (key.bit &- 1)).nonzeroBitCount
        var keys = strings.keys
        switch (keys & key.bit != 0, newValue) {
        case (true, let newValue?): own[at] = newValue
        case (true, nil):
            own.remove(at: at)
            keys &= ~key.bit
        case (false, let newValue?):
            own.insert(newValue, at: at)
            keys |= key.bit
        case (false, nil): return
        }
        strings = ElementStrings(table: ElementStringTable(own), start: 0, keys: keys)
    }

    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String {
        get { if case .string(let v)? = value(.tagName) { return v }; return "element" }
        set { setValue(.tagName, newValue == "element" ? nil : .string(newValue)) }
    }
    public var id: String? {
        get { if case .string(let v)? = value(.id) { return v }; return nil }
        set { setValue(.id, newValue.map(ElementStringValue.string)) }
    }
    public var className: String {
        get { if case .string(let v)? = value(.className) { return v }; return "" }
        set { setValue(.className, newValue == "" ? nil : .string(newValue)) }
    }
    /// Superclasses, nearest first.
    public var inherits: [String] {
        get { if case .list(let v)? = value(.inherits) { return v }; return [] }
        set { setValue(.inherits, newValue.isEmpty ? nil : .list(newValue)) }
    }
    public var accessibilityLabel: String? {
        get { if case .string(let v)? = value(.accessibilityLabel) { return v }; return nil }
        set { setValue(.accessibilityLabel, newValue.map(ElementStringValue.string)) }
    }
    public var accessibilityValue: String? {
        get { if case .string(let v)? = value(.accessibilityValue) { return v }; return nil }
        set { setValue(.accessibilityValue, newValue.map(ElementStringValue.string)) }
    }
    public var accessibilityHint: String? {
        get { if case .string(let v)? = value(.accessibilityHint) { return v }; return nil }
        set { setValue(.accessibilityHint, newValue.map(ElementStringValue.string)) }
    }
    public var accessibilityIdentifier: String? {
        get { if case .string(let v)? = value(.accessibilityIdentifier) { return v }; return nil }
        set { setValue(.accessibilityIdentifier, newValue.map(ElementStringValue.string)) }
    }
    public var placeholderValue: String? {
        get { if case .string(let v)? = value(.placeholderValue) { return v }; return nil }
        set { setValue(.placeholderValue, newValue.map(ElementStringValue.string)) }
    }
    /// Ids of the elements the container lists, in its order.
    public var accessibilityElements: [String]? {
        get { if case .list(let v)? = value(.accessibilityElements) { return v }; return nil }
        set { setValue(.accessibilityElements, newValue.map(ElementStringValue.list)) }
    }
    public var text: String? {
        get { if case .string(let v)? = value(.text) { return v }; return nil }
        set { setValue(.text, newValue.map(ElementStringValue.string)) }
    }
    public var image: String? {
        get { if case .string(let v)? = value(.image) { return v }; return nil }
        set { setValue(.image, newValue.map(ElementStringValue.string)) }
    }
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] {
        get { if case .list(let v)? = value(.ignoredRules) { return v }; return [] }
        set { setValue(.ignoredRules, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// `accessibilityCustomActions` names.
    public var customActions: [String] {
        get { if case .list(let v)? = value(.customActions) { return v }; return [] }
        set { setValue(.customActions, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] {
        get { if case .pairs(let v)? = value(.unknownAttributes) { return v }; return [] }
        set { setValue(.unknownAttributes, newValue.isEmpty ? nil : .pairs(newValue)) }
    }
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] {
        get { if case .list(let v)? = value(.unknownChildElements) { return v }; return [] }
        set { setValue(.unknownChildElements, newValue.isEmpty ? nil : .list(newValue)) }
    }

    /// The element has an `axaudit-ignore` attribute.
    public var hasIgnoredRules: Bool { strings.keys & ElementStringKey.ignoredRules.bit != 0 }

    /// The element a draft describes, with a table of its own.
    public init(_ draft: ElementDraft) {
        var values: [ElementStringValue] = []
        let keys = draft.stringValues(into: &values)
        self.init(draft, strings: ElementStrings(table: ElementStringTable(values), start: 0, keys: keys))
    }

    /// The element a draft describes, whose values an importer put in a table already.
    package init(_ draft: borrowing ElementDraft, strings: ElementStrings) {
        self.parent = draft.parent
        self.subtreeEnd = draft.subtreeEnd
        self.siblingPosition = draft.siblingPosition
        self.location = draft.location
        self.explicitRole = draft.explicitRole
        self.roles = draft.roles
        self.frame = draft.frame
        self.isAccessibilityElementAttribute = draft.isAccessibilityElementAttribute
        self.isAccessibilityElement = draft.isAccessibilityElement
        self.traits = draft.traits
        self.shouldGroupAccessibilityChildren = draft.shouldGroupAccessibilityChildren
        self.accessibilityElementsHidden = draft.accessibilityElementsHidden
        self.isHidden = draft.isHidden
        self.alpha = draft.alpha
        self.accessibilityViewIsModal = draft.accessibilityViewIsModal
        self.maximumValue = draft.maximumValue
        self.textColor = draft.textColor
        self.backgroundColor = draft.backgroundColor
        self.fontSize = draft.fontSize
        self.adjustsFontForContentSizeCategory = draft.adjustsFontForContentSizeCategory
        self.semanticContentAttribute = draft.semanticContentAttribute
        self.isEnabled = draft.isEnabled
        self.isUserInteractionEnabled = draft.isUserInteractionEnabled
        self.strings = strings
    }

    /// The element as a draft, its strings read from `values` (an importer's
    /// table still being filled).
    package func draft(values: [ElementStringValue]) -> ElementDraft {
        var draft = ElementDraft(subtreeEnd: subtreeEnd, siblingPosition: siblingPosition, location: location)
        draft.parent = parent
        draft.explicitRole = explicitRole
        draft.roles = roles
        draft.frame = frame
        draft.isAccessibilityElementAttribute = isAccessibilityElementAttribute
        draft.isAccessibilityElement = isAccessibilityElement
        draft.traits = traits
        draft.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        draft.accessibilityElementsHidden = accessibilityElementsHidden
        draft.isHidden = isHidden
        draft.alpha = alpha
        draft.accessibilityViewIsModal = accessibilityViewIsModal
        draft.maximumValue = maximumValue
        draft.textColor = textColor
        draft.backgroundColor = backgroundColor
        draft.fontSize = fontSize
        draft.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        draft.semanticContentAttribute = semanticContentAttribute
        draft.isEnabled = isEnabled
        draft.isUserInteractionEnabled = isUserInteractionEnabled
        var k = Int(strings.start)
        for key in ElementStringKey.allCases where strings.keys & key.bit != 0 {
            switch (key, values[k]) {
            case (.tagName, .string(let v)): draft.tagName = v
            case (.id, .string(let v)): draft.id = v
            case (.className, .string(let v)): draft.className = v
            case (.inherits, .list(let v)): draft.inherits = v
            case (.accessibilityLabel, .string(let v)): draft.accessibilityLabel = v
            case (.accessibilityValue, .string(let v)): draft.accessibilityValue = v
            case (.accessibilityHint, .string(let v)): draft.accessibilityHint = v
            case (.accessibilityIdentifier, .string(let v)): draft.accessibilityIdentifier = v
            case (.placeholderValue, .string(let v)): draft.placeholderValue = v
            case (.accessibilityElements, .list(let v)): draft.accessibilityElements = v
            case (.text, .string(let v)): draft.text = v
            case (.image, .string(let v)): draft.image = v
            case (.ignoredRules, .list(let v)): draft.ignoredRules = v
            case (.customActions, .list(let v)): draft.customActions = v
            case (.unknownAttributes, .pairs(let v)): draft.unknownAttributes = v
            case (.unknownChildElements, .list(let v)): draft.unknownChildElements = v
            default: preconditionFailure("\(key) holds another kind of value")
            }
            k += 1
        }
        return draft
    }

    /// Points the element at the table its values were appended to.
    package mutating func attach(_ table: ElementStringTable) {
        strings.table = table
    }

    public init(
        parent: Index? = nil,
        subtreeEnd: Index,
        siblingPosition: Int32,
        location: SourceLocation,
        tagName: String = "element",
        id: String? = nil,
        className: String = "",
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
        var draft = ElementDraft(subtreeEnd: subtreeEnd, siblingPosition: siblingPosition, location: location)
        draft.parent = parent
        draft.tagName = tagName
        draft.id = id
        draft.className = className
        draft.inherits = inherits
        draft.explicitRole = explicitRole
        draft.roles = roles
        draft.frame = frame
        draft.isAccessibilityElementAttribute = isAccessibilityElementAttribute
        draft.isAccessibilityElement = isAccessibilityElement
        draft.accessibilityLabel = accessibilityLabel
        draft.accessibilityValue = accessibilityValue
        draft.accessibilityHint = accessibilityHint
        draft.accessibilityIdentifier = accessibilityIdentifier
        draft.placeholderValue = placeholderValue
        draft.traits = traits
        draft.accessibilityElements = accessibilityElements
        draft.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        draft.accessibilityElementsHidden = accessibilityElementsHidden
        draft.isHidden = isHidden
        draft.alpha = alpha
        draft.accessibilityViewIsModal = accessibilityViewIsModal
        draft.text = text
        draft.image = image
        draft.maximumValue = maximumValue
        draft.textColor = textColor
        draft.backgroundColor = backgroundColor
        draft.fontSize = fontSize
        draft.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        draft.semanticContentAttribute = semanticContentAttribute
        draft.isEnabled = isEnabled
        draft.isUserInteractionEnabled = isUserInteractionEnabled
        draft.ignoredRules = ignoredRules
        draft.customActions = customActions
        draft.unknownAttributes = unknownAttributes
        draft.unknownChildElements = unknownChildElements
        self.init(draft)
    }

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
