/// Where something starts in an input file: 1-based line and column (in Unicode
/// scalars) of the `<` of an element's start tag.
public struct SourceLocation: Equatable, Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
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

    @inlinable public init(
        parent: Index? = nil, subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation,
        tagName: String = "element"
    ) {
        self.parent = parent
        self.tagName = tagName
        self.subtreeEnd = subtreeEnd
        self.siblingPosition = siblingPosition
        self.location = location
    }

    /// All class names: the class, then its superclasses.
    public var classes: [String] { [className] + inherits }

    /// Appends the values it has, in `ElementValueKey` order, and says which keys they are.
    @inlinable package borrowing func appendValues(
        to values: inout [ElementValue], color: (RGBAColor) -> ElementValue.SharedColor
    ) -> UInt32 {
        var keys: UInt32 = 0
        if tagName != "element" {
            values.append(.string(tagName))
            keys |= ElementValueKey.tagName.bit
        }
        if let v = id {
            values.append(.string(v))
            keys |= ElementValueKey.id.bit
        }
        if let v = accessibilityLabel {
            values.append(.string(v))
            keys |= ElementValueKey.accessibilityLabel.bit
        }
        if let v = accessibilityValue {
            values.append(.string(v))
            keys |= ElementValueKey.accessibilityValue.bit
        }
        if let v = accessibilityHint {
            values.append(.string(v))
            keys |= ElementValueKey.accessibilityHint.bit
        }
        if let v = accessibilityIdentifier {
            values.append(.string(v))
            keys |= ElementValueKey.accessibilityIdentifier.bit
        }
        if let v = placeholderValue {
            values.append(.string(v))
            keys |= ElementValueKey.placeholderValue.bit
        }
        if let v = accessibilityElements {
            values.append(.list(v))
            keys |= ElementValueKey.accessibilityElements.bit
        }
        if let v = alpha {
            values.append(.number(v))
            keys |= ElementValueKey.alpha.bit
        }
        if let v = text {
            values.append(.string(v))
            keys |= ElementValueKey.text.bit
        }
        if let v = image {
            values.append(.string(v))
            keys |= ElementValueKey.image.bit
        }
        if let v = maximumValue {
            values.append(.number(v))
            keys |= ElementValueKey.maximumValue.bit
        }
        if let v = textColor {
            values.append(.color(color(v)))
            keys |= ElementValueKey.textColor.bit
        }
        if let v = backgroundColor {
            values.append(.color(color(v)))
            keys |= ElementValueKey.backgroundColor.bit
        }
        if !ignoredRules.isEmpty {
            values.append(.list(ignoredRules))
            keys |= ElementValueKey.ignoredRules.bit
        }
        if !customActions.isEmpty {
            values.append(.list(customActions))
            keys |= ElementValueKey.customActions.bit
        }
        if !unknownAttributes.isEmpty {
            values.append(.pairs(unknownAttributes))
            keys |= ElementValueKey.unknownAttributes.bit
        }
        if !unknownChildElements.isEmpty {
            values.append(.list(unknownChildElements))
            keys |= ElementValueKey.unknownChildElements.bit
        }
        return keys
    }
}

/// Which value of an element an `ElementValue` is: the order in which an
/// element's values are kept. (The class and superclasses are not values: they
/// are numbered names of the table, see `ElementValues`.)
@usableFromInline package enum ElementValueKey: UInt32, CaseIterable {
    case tagName, id, accessibilityLabel, accessibilityValue, accessibilityHint,
        accessibilityIdentifier, placeholderValue, accessibilityElements, alpha, text, image, maximumValue, textColor,
        backgroundColor, ignoredRules, customActions, unknownAttributes, unknownChildElements

    @inlinable package var bit: UInt32 { 1 << rawValue }
}

/// A string, list, number or colour of an element.
@usableFromInline package enum ElementValue: Sendable {
    case string(String)
    case list([String])
    case pairs([(name: String, value: String)])
    case number(Double)
    case color(SharedColor)

    /// A colour, shared by the elements that have it (inline, it would make
    /// every value twice the size).
    @usableFromInline package final class SharedColor: Sendable {
        @usableFromInline package let color: RGBAColor
        @inlinable package init(_ color: RGBAColor) { self.color = color }
    }
}

/// The values of many elements, in one array: an importer appends each
/// element's values here, so that elements need no allocation of their own.
/// The class names and superclass lists of a file are few and repeat on most
/// elements: each is kept once, and elements number them.
@usableFromInline package final class ElementValueTable: Sendable {
    @usableFromInline package let values: [ElementValue]
    @usableFromInline package let classNames: [String]
    @usableFromInline package let inheritLists: [[String]]
    /// What each class name and each superclass list is, by the same numbers.
    @usableFromInline package let classKinds: [KnownClasses]
    @usableFromInline package let inheritKinds: [KnownClasses]
    package init(_ values: [ElementValue], classNames: [String] = [], inheritLists: [[String]] = []) {
        self.values = values
        self.classNames = classNames
        self.inheritLists = inheritLists
        classKinds = classNames.map { KnownClasses.of($0) }
        inheritKinds = inheritLists.map { KnownClasses.of("", inherits: $0) }
    }
}

/// Where an element's values are: `keys.nonzeroBitCount` of them from `start` in
/// `table`; its class is `table.classNames[classRef]` and its superclasses
/// `table.inheritLists[inheritsRef]` (none when negative).
@usableFromInline package struct ElementValues: Sendable {
    @usableFromInline package var table: ElementValueTable
    @usableFromInline package var start: Int32
    @usableFromInline package var keys: UInt32
    @usableFromInline package var classRef: Int32
    @usableFromInline package var inheritsRef: Int32

    @inlinable package init(
        table: ElementValueTable, start: Int32, keys: UInt32, classRef: Int32 = -1, inheritsRef: Int32 = -1
    ) {
        self.table = table
        self.start = start
        self.keys = keys
        self.classRef = classRef
        self.inheritsRef = inheritsRef
    }

    /// One element's values and names in a table of its own: an element made
    /// alone, or changed after import.
    @usableFromInline init(own values: [ElementValue], keys: UInt32, className: String, inherits: [String]) {
        self.init(
            table: ElementValueTable(
                values, classNames: className.isEmpty ? [] : [className],
                inheritLists: inherits.isEmpty ? [] : [inherits]),
            start: 0, keys: keys, classRef: className.isEmpty ? -1 : 0, inheritsRef: inherits.isEmpty ? -1 : 0)
    }
}

/// One `<element>` (or one XCUITest node) of a hierarchy, with the format's
/// attributes as named properties; `nil` is an attribute the input leaves out.
/// Index 0 of every hierarchy is the root (`<hierarchy>` or the page source's
/// root), so every element has a parent but the root.
///
/// Flags, the frame and tree links are stored in the element; its strings,
/// lists and rarer numbers are in a table it shares with the other elements of
/// its file (`ElementValues`), so that an element needs no allocation of its
/// own and a copy (`let e = hierarchy[i]`) allocates nothing: it retains the
/// shared table once. Reading a string is an index into that table; changing
/// one gives the element a table of its own.
public struct Element: Sendable {
    public typealias Index = Int32

    // The stored properties are in an order that leaves no padding between them
    // (`ElementTests` checks the size): a large file holds hundreds of
    // thousands of elements, all of them in memory while the rules run. Keep a
    // new one where it fills a gap, or among those of its own alignment.
    public var frame: Rect?
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool
    public var shouldGroupAccessibilityChildren: Bool
    /// The parent's index; `nil` for the root.
    public var parent: Index?
    /// The `role` attribute, when the input gives one.
    public var explicitRole: Roles?
    /// The explicit role, else what the classes (or, failing them, the traits) say.
    public var roles: Roles
    /// Elements are stored in document order (pre-order), so the descendants of
    /// the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    public var subtreeEnd: Index
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    /// Where the element's start tag begins.
    @inlinable public var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }
    // 32 bits each: a line or column past 4,294,967,295 (a file over 4 GB) reads as that number.
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    public var traits: AccessibilityTraits
    public var fontSize: Double?
    public var accessibilityElementsHidden: Bool
    public var isHidden: Bool
    public var accessibilityViewIsModal: Bool
    public var adjustsFontForContentSizeCategory: Bool?
    public var semanticContentAttribute: SemanticContentAttribute
    public var isEnabled: Bool?
    public var isUserInteractionEnabled: Bool?
    @usableFromInline package var values: ElementValues

    // Always inlined: each accessor then reads its one case's payload from the
    // table, rather than a copy of the whole value returned from a call.
    @inlinable @inline(__always) package func value(_ key: ElementValueKey) -> ElementValue? {
        guard values.keys & key.bit != 0 else { return nil }
        return values.table.values[Int(values.start) + (values.keys & (key.bit &- 1)).nonzeroBitCount]
    }

    /// Sets one value: the element's values move to a table of their own.
    @usableFromInline mutating func setValue(_ key: ElementValueKey, _ newValue: ElementValue?) {
        let start = Int(values.start)
        var own = Array(values.table.values[start..<start + values.keys.nonzeroBitCount])
        let at = (values.keys & (key.bit &- 1)).nonzeroBitCount
        var keys = values.keys
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
        values = ElementValues(own: own, keys: keys, className: className, inherits: inherits)
    }

    /// Sets the class and superclasses: the element's values move to a table of their own.
    @usableFromInline mutating func setNames(className: String, inherits: [String]) {
        let start = Int(values.start)
        let own = Array(values.table.values[start..<start + values.keys.nonzeroBitCount])
        values = ElementValues(own: own, keys: values.keys, className: className, inherits: inherits)
    }

    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    @inlinable public var tagName: String {
        get {
            if case .string(let v)? = value(.tagName) { return v }
            return "element"
        }
        set { setValue(.tagName, newValue == "element" ? nil : .string(newValue)) }
    }
    @inlinable public var id: String? {
        get {
            if case .string(let v)? = value(.id) { return v }
            return nil
        }
        set { setValue(.id, newValue.map(ElementValue.string)) }
    }
    @inlinable public var className: String {
        get { values.classRef < 0 ? "" : values.table.classNames[Int(values.classRef)] }
        set { setNames(className: newValue, inherits: inherits) }
    }
    /// Superclasses, nearest first.
    @inlinable public var inherits: [String] {
        get { values.inheritsRef < 0 ? [] : values.table.inheritLists[Int(values.inheritsRef)] }
        set { setNames(className: className, inherits: newValue) }
    }
    @inlinable public var accessibilityLabel: String? {
        get {
            if case .string(let v)? = value(.accessibilityLabel) { return v }
            return nil
        }
        set { setValue(.accessibilityLabel, newValue.map(ElementValue.string)) }
    }
    @inlinable public var accessibilityValue: String? {
        get {
            if case .string(let v)? = value(.accessibilityValue) { return v }
            return nil
        }
        set { setValue(.accessibilityValue, newValue.map(ElementValue.string)) }
    }
    @inlinable public var accessibilityHint: String? {
        get {
            if case .string(let v)? = value(.accessibilityHint) { return v }
            return nil
        }
        set { setValue(.accessibilityHint, newValue.map(ElementValue.string)) }
    }
    @inlinable public var accessibilityIdentifier: String? {
        get {
            if case .string(let v)? = value(.accessibilityIdentifier) { return v }
            return nil
        }
        set { setValue(.accessibilityIdentifier, newValue.map(ElementValue.string)) }
    }
    @inlinable public var placeholderValue: String? {
        get {
            if case .string(let v)? = value(.placeholderValue) { return v }
            return nil
        }
        set { setValue(.placeholderValue, newValue.map(ElementValue.string)) }
    }
    /// Ids of the elements the container lists, in its order.
    @inlinable public var accessibilityElements: [String]? {
        get {
            if case .list(let v)? = value(.accessibilityElements) { return v }
            return nil
        }
        set { setValue(.accessibilityElements, newValue.map(ElementValue.list)) }
    }
    @inlinable public var alpha: Double? {
        get {
            if case .number(let v)? = value(.alpha) { return v }
            return nil
        }
        set { setValue(.alpha, newValue.map(ElementValue.number)) }
    }
    @inlinable public var text: String? {
        get {
            if case .string(let v)? = value(.text) { return v }
            return nil
        }
        set { setValue(.text, newValue.map(ElementValue.string)) }
    }
    @inlinable public var image: String? {
        get {
            if case .string(let v)? = value(.image) { return v }
            return nil
        }
        set { setValue(.image, newValue.map(ElementValue.string)) }
    }
    @inlinable public var maximumValue: Double? {
        get {
            if case .number(let v)? = value(.maximumValue) { return v }
            return nil
        }
        set { setValue(.maximumValue, newValue.map(ElementValue.number)) }
    }
    @inlinable public var textColor: RGBAColor? {
        get {
            if case .color(let v)? = value(.textColor) { return v.color }
            return nil
        }
        set { setValue(.textColor, newValue.map { .color(ElementValue.SharedColor($0)) }) }
    }
    @inlinable public var backgroundColor: RGBAColor? {
        get {
            if case .color(let v)? = value(.backgroundColor) { return v.color }
            return nil
        }
        set { setValue(.backgroundColor, newValue.map { .color(ElementValue.SharedColor($0)) }) }
    }
    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    @inlinable public var ignoredRules: [String] {
        get {
            if case .list(let v)? = value(.ignoredRules) { return v }
            return []
        }
        set { setValue(.ignoredRules, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// `accessibilityCustomActions` names.
    @inlinable public var customActions: [String] {
        get {
            if case .list(let v)? = value(.customActions) { return v }
            return []
        }
        set { setValue(.customActions, newValue.isEmpty ? nil : .list(newValue)) }
    }
    /// Attributes the format does not define, in document order.
    @inlinable public var unknownAttributes: [(name: String, value: String)] {
        get {
            if case .pairs(let v)? = value(.unknownAttributes) { return v }
            return []
        }
        set { setValue(.unknownAttributes, newValue.isEmpty ? nil : .pairs(newValue)) }
    }
    /// Names of child XML elements the format does not define.
    @inlinable public var unknownChildElements: [String] {
        get {
            if case .list(let v)? = value(.unknownChildElements) { return v }
            return []
        }
        set { setValue(.unknownChildElements, newValue.isEmpty ? nil : .list(newValue)) }
    }

    /// The element has an `axaudit-ignore` attribute.
    @inlinable public var hasIgnoredRules: Bool { values.keys & ElementValueKey.ignoredRules.bit != 0 }

    /// The element a draft describes, with a table of its own.
    public init(_ draft: ElementDraft) {
        var values: [ElementValue] = []
        let keys = draft.appendValues(to: &values, color: ElementValue.SharedColor.init)
        self.init(
            draft, values: ElementValues(own: values, keys: keys, className: draft.className, inherits: draft.inherits))
    }

    /// The element a draft describes, whose values an importer put in a table already.
    @inlinable package init(_ draft: borrowing ElementDraft, values: ElementValues) {
        self.parent = draft.parent
        self.subtreeEnd = draft.subtreeEnd
        self.siblingPosition = draft.siblingPosition
        self.explicitRole = draft.explicitRole
        self.roles = draft.roles
        self.frame = draft.frame
        self.isAccessibilityElementAttribute = draft.isAccessibilityElementAttribute
        self.isAccessibilityElement = draft.isAccessibilityElement
        self.traits = draft.traits
        self.shouldGroupAccessibilityChildren = draft.shouldGroupAccessibilityChildren
        self.accessibilityElementsHidden = draft.accessibilityElementsHidden
        self.isHidden = draft.isHidden
        self.accessibilityViewIsModal = draft.accessibilityViewIsModal
        self.fontSize = draft.fontSize
        self.adjustsFontForContentSizeCategory = draft.adjustsFontForContentSizeCategory
        self.semanticContentAttribute = draft.semanticContentAttribute
        self.isEnabled = draft.isEnabled
        self.isUserInteractionEnabled = draft.isUserInteractionEnabled
        self.line = UInt32(clamping: draft.location.line)
        self.column = UInt32(clamping: draft.location.column)
        self.values = values
    }

    /// An element with no attributes yet: an importer's fast path sets its fields
    /// and gives it `values` it put in a table itself.
    @inlinable package init(
        parent: Index?, subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation, values: ElementValues
    ) {
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.siblingPosition = siblingPosition
        self.explicitRole = nil
        self.roles = .container
        self.frame = nil
        self.isAccessibilityElementAttribute = nil
        self.isAccessibilityElement = false
        self.traits = []
        self.shouldGroupAccessibilityChildren = false
        self.accessibilityElementsHidden = false
        self.isHidden = false
        self.accessibilityViewIsModal = false
        self.fontSize = nil
        self.adjustsFontForContentSizeCategory = nil
        self.semanticContentAttribute = .unspecified
        self.isEnabled = nil
        self.isUserInteractionEnabled = nil
        self.line = UInt32(clamping: location.line)
        self.column = UInt32(clamping: location.column)
        self.values = values
    }

    /// The element as a draft.
    package var draft: ElementDraft {
        draft(values: values.table.values, classNames: values.table.classNames, inheritLists: values.table.inheritLists)
    }

    /// The element as a draft, its values and names read from an importer's
    /// tables still being added to.
    package func draft(values table: [ElementValue], classNames: [String], inheritLists: [[String]]) -> ElementDraft {
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
        draft.accessibilityViewIsModal = accessibilityViewIsModal
        draft.fontSize = fontSize
        draft.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        draft.semanticContentAttribute = semanticContentAttribute
        draft.isEnabled = isEnabled
        draft.isUserInteractionEnabled = isUserInteractionEnabled
        if values.classRef >= 0 { draft.className = classNames[Int(values.classRef)] }
        if values.inheritsRef >= 0 { draft.inherits = inheritLists[Int(values.inheritsRef)] }
        var k = Int(values.start)
        for key in ElementValueKey.allCases where values.keys & key.bit != 0 {
            switch (key, table[k]) {
            case (.tagName, .string(let v)): draft.tagName = v
            case (.id, .string(let v)): draft.id = v
            case (.accessibilityLabel, .string(let v)): draft.accessibilityLabel = v
            case (.accessibilityValue, .string(let v)): draft.accessibilityValue = v
            case (.accessibilityHint, .string(let v)): draft.accessibilityHint = v
            case (.accessibilityIdentifier, .string(let v)): draft.accessibilityIdentifier = v
            case (.placeholderValue, .string(let v)): draft.placeholderValue = v
            case (.accessibilityElements, .list(let v)): draft.accessibilityElements = v
            case (.alpha, .number(let v)): draft.alpha = v
            case (.text, .string(let v)): draft.text = v
            case (.image, .string(let v)): draft.image = v
            case (.maximumValue, .number(let v)): draft.maximumValue = v
            case (.textColor, .color(let v)): draft.textColor = v.color
            case (.backgroundColor, .color(let v)): draft.backgroundColor = v.color
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
    @inlinable package mutating func attach(_ table: ElementValueTable) {
        values.table = table
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
    @inlinable public var hidesSubtree: Bool {
        isHidden || accessibilityElementsHidden || (alpha.map { $0 <= 0 } ?? false)
    }

    /// What VoiceOver speaks as the label: the exported label, else a label's or
    /// button's visible text, which UIKit speaks when no label is set.
    @inlinable public var spokenLabel: String? {
        if let label = accessibilityLabel { return label }
        if roles.contains(.text) || roles.contains(.control) { return text }
        return nil
    }

    /// A short name a developer can find in code: class, identifier or id, title.
    public var displayName: String {
        // Every finding's message starts with this: its pieces are gathered as
        // UTF-8 bytes and made a string once, as paths are (`Hierarchy.positionalPath`).
        let className = self.className
        var name: [UInt8] = []
        name.reserveCapacity(className.utf8.count + 64)
        name.append(contentsOf: className.utf8)
        if let identifier = accessibilityIdentifier, !identifier.isEmpty {
            name.append(contentsOf: " '".utf8)
            name.append(contentsOf: identifier.utf8)
            name.append(UInt8(ascii: "'"))
        } else if let id {
            name.append(contentsOf: " #".utf8)
            name.append(contentsOf: id.utf8)
        }
        if let title = (text ?? accessibilityLabel), !title.isEmpty {
            name.append(contentsOf: " \"".utf8)
            name.append(contentsOf: Element.abbreviate(title, to: 40).utf8)
            name.append(UInt8(ascii: "\""))
        }
        return String(decoding: name, as: UTF8.self)
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
        // looked at, so a long text costs no more than a short one. The scalars
        // are read from the UTF-8 bytes, not through `unicodeScalars`, whose
        // index steps cost several times as much a scalar.
        enum Cut {
            case whole
            case at(Int)
            case lines
        }
        let found: Cut = s.withUTF8Bytes { n, byte in
            var count = 0
            var k = 0
            var cut = 0
            while k < n {
                let (value, length) = String.scalarValue(at: k, byte)
                if isLineBreak(value) { return .lines }
                if value < 0x300 || !extendsCharacter(Unicode.Scalar(value)!) {
                    if count == limit { return .at(cut) }
                    count += 1
                }
                k += length
                if count <= limit - 1 { cut = k }
            }
            return .whole
        }
        switch found {
        case .whole: return s
        case .at(let cut): return String(s.utf8.prefix(cut))! + "…"
        case .lines: return abbreviateLines(s, to: limit)
        }
    }

    /// Lines joined by one space, then cut like `abbreviate`.
    private static func abbreviateLines(_ s: String, to limit: Int) -> String {
        var joined = ""
        var pendingSpace = false
        var count = 0
        for scalar in s.unicodeScalars {
            if isLineBreak(scalar) {
                pendingSpace = !joined.isEmpty
                continue
            }
            if pendingSpace {
                joined.unicodeScalars.append(" ")
                pendingSpace = false
                count += 1
            }
            joined.unicodeScalars.append(scalar)
            if !extendsCharacter(scalar) { count += 1 }
            if count > limit + 1 { break }
        }
        return abbreviate(joined, to: limit)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { isLineBreak(scalar.value) }

    private static func isLineBreak(_ v: UInt32) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 || v == 0x85
    }

    /// A scalar that belongs to the character before it (a combining mark, a
    /// zero-width joiner, a skin tone); below U+0300 nothing combines.
    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v >= 0x300 && (scalar.properties.isGraphemeExtend || v == 0x200D || (v >= 0x1F3FB && v <= 0x1F3FF))
    }

    /// The known UIKit classes (and page-source types) the element is or inherits from.
    @inlinable public var knownClasses: KnownClasses {
        let own = values.classRef < 0 ? [] : values.table.classKinds[Int(values.classRef)]
        return values.inheritsRef < 0 ? own : own.union(values.table.inheritKinds[Int(values.inheritsRef)])
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
