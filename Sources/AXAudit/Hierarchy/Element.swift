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
    // 600,000 of these); strings live in the hierarchy's store, and rarely set
    // properties in `extras` there, a list of only those that are set, accessed
    // like the others.

    // Tree links: elements are stored in document order (pre-order), so the
    // descendants of the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    // An element does not store its own index or depth (its position in the
    // hierarchy, and `Hierarchy.depth(of:)`): 8 bytes less each, 5 MB of a 100 MB file.
    public var subtreeEnd: Index
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    // Where the element's strings are in the store (see `store`, below).
    private var stringsStart: Int32 = 0
    private var classRef: Int32 = 0
    private var inheritsRef: Int32 = 0
    private var extrasRef: Int32 = 0
    public var parent: Index?
    public var explicitRole: Roles?
    public var roles: Roles = .container
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool?
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool = false
    /// Which `ElementExtra.Key`s the element has, one bit each; they are the run
    /// `extrasRef ..< extrasRef + extrasPresent.nonzeroBitCount` of the store's
    /// `extras`, in key order. An element without a key is answered without
    /// reaching the store: a getter that reached it made callers copy the whole
    /// element (a retain and a release) first.
    private var extrasPresent: UInt16 = 0
    public var traits: AccessibilityTraits = []
    public var shouldGroupAccessibilityChildren = false
    public var accessibilityElementsHidden = false
    public var isHidden = false
    public var accessibilityViewIsModal = false
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var adjustsFontForContentSizeCategory: Bool?
    /// Which `ElementStore.Field`s are stored, one bit each; they are the run
    /// `stringsStart ..< stringsStart + present.nonzeroBitCount`, in field order.
    private var present: UInt8 = 0
    /// `frame` and `fontSize` are set (`hasFrame`, `hasFontSize`): one byte for
    /// both, so that the extras' bits fit in the element's 104 bytes.
    private var setNumbers: UInt8 = 0
    private static let hasFrame: UInt8 = 1, hasFontSize: UInt8 = 2
    // The location in 32 bits each (8 bytes less per element, 5 MB of a 100 MB
    // file); a line or column past 4,294,967,295, in a file of more than 4 GB,
    // reads as that number.
    private var line: UInt32
    private var column: UInt32
    // `frame` and `fontSize` without the padding of an optional (8 bytes each).
    private var frameStorage = Rect.zero
    private var fontSizeStorage = 0.0
    /// The strings, lists and rarely set properties live in the hierarchy's store;
    /// the element keeps where its strings start, which it has, and the indices of
    /// its class name, superclass list and extras. (A box of its own per element
    /// took 96 bytes; copies share the store, one retain per copy.)
    private var store: ElementStore

    /// The store to change: this element's own. A store shared after import is
    /// never changed; the element's part of it is copied to a store of its own first.
    private mutating func writableStore() -> ElementStore {
        if !store.importing && !isKnownUniquelyReferenced(&store) {
            let own = ElementStore(importing: false)
            let start = Int(stringsStart)
            own.strings.append(contentsOf: store.strings[start..<start + present.nonzeroBitCount])
            stringsStart = 0
            classRef = own.classRef(for: store.classNames[Int(classRef)])
            if inheritsRef != 0 { own.lists.append(store.lists[Int(inheritsRef)]); inheritsRef = 1 }
            let extrasStart = Int(extrasRef)
            for var extra in store.extras[extrasStart..<extrasStart + extrasPresent.nonzeroBitCount] {
                // A colour is an index into its store's table: into the new store's now.
                if case .color(let ref) = extra.value { extra.value = .color(own.colorRef(for: store.colors[Int(ref)])) }
                own.extras.append(extra)
            }
            extrasRef = 0
            store = own
        }
        return store
    }

    @inline(__always) private func string(_ field: ElementStore.Field) -> String? {
        let bit: UInt8 = 1 << field.rawValue
        guard present & bit != 0 else { return nil }
        return store.strings[Int(stringsStart) + (present & (bit &- 1)).nonzeroBitCount]
    }

    private mutating func setString(_ field: ElementStore.Field, _ newValue: String?) {
        let bit: UInt8 = 1 << field.rawValue
        let has = present & bit != 0
        if !has && newValue == nil { return }
        // An importer adds a field to the element it is building, whose run ends its
        // store: appended through an unretained reference (the element holds the
        // store), without the retain and release of a store in hand.
        if !has, let newValue, store.importing, present & ~(bit &- 1) == 0 {
            let count = present.nonzeroBitCount
            let appended = Unmanaged.passUnretained(store)._withUnsafeGuaranteedRef { store -> Bool in
                guard count == 0 || Int(stringsStart) + count == store.strings.count else { return false }
                if count == 0 { stringsStart = Int32(store.strings.count) }
                store.strings.append(newValue)
                return true
            }
            if appended {
                present |= bit
                return
            }
        }
        let store = writableStore()
        let start = Int(stringsStart)
        let count = present.nonzeroBitCount
        let k = start + (present & (bit &- 1)).nonzeroBitCount
        if has, let newValue {
            store.strings[k] = newValue
            return
        }
        // The run changes length: in place when it ends the store (an element being
        // built), else it moves to the end.
        if count > 0 && start + count != store.strings.count {
            stringsStart = ElementStore.moveToEnd(&store.strings, start: start, count: count)
            return setString(field, newValue)
        }
        if count == 0 { stringsStart = Int32(store.strings.count) }
        let at = Int(stringsStart) + (present & (bit &- 1)).nonzeroBitCount
        if let newValue {
            // Importers set fields in order: most strings go at the very end.
            if at == store.strings.count { store.strings.append(newValue) } else { store.strings.insert(newValue, at: at) }
            present |= bit
        } else {
            store.strings.remove(at: at)
            present &= ~bit
        }
    }

    /// Where the element's start tag begins.
    public var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }

    /// The XML element name (`element`, or an XCUITest type such as `XCUIElementTypeCell`).
    public var tagName: String {
        get { string(.tagName) ?? ElementStore.nativeTagName }
        set { setString(.tagName, newValue == ElementStore.nativeTagName ? nil : newValue) }
    }
    public var id: String? {
        get { string(.id) }
        set { setString(.id, newValue) }
    }
    public var className: String {
        get { store.classNames[Int(classRef)] }
        set { classRef = writableStore().classRef(for: newValue) }
    }
    /// Superclasses, nearest first.
    public var inherits: [String] {
        get { store.lists[Int(inheritsRef)] }
        set {
            let store = writableStore()
            if newValue.isEmpty { inheritsRef = 0; return }
            inheritsRef = Int32(store.lists.count)
            store.lists.append(newValue)
        }
    }
    public var accessibilityLabel: String? {
        get { string(.accessibilityLabel) }
        set { setString(.accessibilityLabel, newValue) }
    }
    public var accessibilityValue: String? {
        get { string(.accessibilityValue) }
        set { setString(.accessibilityValue, newValue) }
    }
    public var text: String? {
        get { string(.text) }
        set { setString(.text, newValue) }
    }
    public var image: String? {
        get { string(.image) }
        set { setString(.image, newValue) }
    }

    public init(parent: Index? = nil, subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation, tagName: String, id: String? = nil,
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
        self.store = ElementStore(importing: false)
        self.parent = parent; self.subtreeEnd = subtreeEnd; self.siblingPosition = siblingPosition
        self.line = UInt32(clamping: location.line); self.column = UInt32(clamping: location.column)
        self.tagName = tagName; self.className = className
        self.id = id; self.inherits = inherits
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

    /// The importers' element: tree links and location, its strings to come in the importer's store.
    init(arenaIndex index: Index, parent: Index?, siblingPosition: Int32,
         location: SourceLocation, tagName: String, store: ElementStore) {
        self.store = store
        self.parent = parent; self.subtreeEnd = index + 1; self.siblingPosition = siblingPosition
        self.line = UInt32(clamping: location.line); self.column = UInt32(clamping: location.column)
        self.tagName = tagName
    }

    /// Sets the class name by its index in the importer's store (`ElementStore.classRef(for:)`).
    mutating func setClassRef(_ ref: Int32) {
        precondition(store.importing)
        classRef = ref
    }

    /// Sets the superclasses by their index in the importer's store (`ElementStore.listRef(for:)`).
    mutating func setInheritsRef(_ ref: Int32) {
        precondition(store.importing)
        inheritsRef = ref
    }

    public var frame: Rect? {
        get { setNumbers & Self.hasFrame != 0 ? frameStorage : nil }
        set {
            if newValue != nil { setNumbers |= Self.hasFrame } else { setNumbers &= ~Self.hasFrame }
            frameStorage = newValue ?? .zero
        }
    }

    public var fontSize: Double? {
        get { setNumbers & Self.hasFontSize != 0 ? fontSizeStorage : nil }
        set {
            if newValue != nil { setNumbers |= Self.hasFontSize } else { setNumbers &= ~Self.hasFontSize }
            fontSizeStorage = newValue ?? 0
        }
    }

    // MARK: Rarely set properties

    @inline(__always) private func extra(_ key: ElementExtra.Key) -> ElementExtra.Value? {
        guard let k = extraPosition(key) else { return nil }
        return store.extras[k].value
    }

    /// Where `key` is in the store's `extras`, if the element has it: decided from
    /// the element's own bits, in place, for an element without it.
    @inline(__always) private func extraPosition(_ key: ElementExtra.Key) -> Int? {
        let bit: UInt16 = 1 << key.rawValue
        guard extrasPresent & bit != 0 else { return nil }
        return Int(extrasRef) + (extrasPresent & (bit &- 1)).nonzeroBitCount
    }

    private mutating func setExtra(_ key: ElementExtra.Key, _ value: ElementExtra.Value?) {
        guard let value else { _ = takeExtra(key); return }
        let store = writableStore()
        if let k = extraPosition(key) {
            store.extras[k].value = value
            return
        }
        // The run grows: in place when it ends the store (an element being built),
        // else it moves to the end.
        let start = Int(extrasRef), count = extrasPresent.nonzeroBitCount
        if count == 0 {
            extrasRef = Int32(store.extras.count)
        } else if start + count != store.extras.count {
            extrasRef = ElementStore.moveToEnd(&store.extras, start: start, count: count)
        }
        let bit: UInt16 = 1 << key.rawValue
        let at = Int(extrasRef) + (extrasPresent & (bit &- 1)).nonzeroBitCount
        // Importers set keys in order: most go at the very end.
        let extra = ElementExtra(key: key, value: value)
        if at == store.extras.count { store.extras.append(extra) } else { store.extras.insert(extra, at: at) }
        extrasPresent |= bit
    }

    /// Takes an entry out (an array value is then uniquely referenced while it is changed in place).
    private mutating func takeExtra(_ key: ElementExtra.Key) -> ElementExtra.Value? {
        guard extraPosition(key) != nil else { return nil }
        let store = writableStore()
        guard let k = extraPosition(key) else { return nil }
        let start = Int(extrasRef), end = start + extrasPresent.nonzeroBitCount
        let value = store.extras[k].value
        if end == store.extras.count {
            store.extras.remove(at: k)
        } else {
            // Later entries of the run move up; its last slot is left unused.
            for j in k..<end - 1 { store.extras[j] = store.extras[j + 1] }
            store.extras[end - 1] = ElementStore.unusedExtra
        }
        extrasPresent &= ~(1 << key.rawValue)
        return value
    }

    public var accessibilityHint: String? {
        get { if case .string(let v)? = extra(.accessibilityHint) { return v }; return nil }
        set { setExtra(.accessibilityHint, newValue.map(ElementExtra.Value.string)) }
    }
    public var accessibilityIdentifier: String? {
        get { if case .string(let v)? = extra(.accessibilityIdentifier) { return v }; return nil }
        set { setExtra(.accessibilityIdentifier, newValue.map(ElementExtra.Value.string)) }
    }
    public var placeholderValue: String? {
        get { if case .string(let v)? = extra(.placeholderValue) { return v }; return nil }
        set { setExtra(.placeholderValue, newValue.map(ElementExtra.Value.string)) }
    }
    public var accessibilityElements: [String]? {
        get { if case .strings(let v)? = extra(.accessibilityElements) { return v }; return nil }
        set { setExtra(.accessibilityElements, newValue.map(ElementExtra.Value.strings)) }
    }
    public var alpha: Double? {
        get { if case .number(let v)? = extra(.alpha) { return v }; return nil }
        set { setExtra(.alpha, newValue.map(ElementExtra.Value.number)) }
    }
    public var maximumValue: Double? {
        get { if case .number(let v)? = extra(.maximumValue) { return v }; return nil }
        set { setExtra(.maximumValue, newValue.map(ElementExtra.Value.number)) }
    }
    public var textColor: RGBAColor? {
        get { color(.textColor) }
        set { setColor(.textColor, newValue) }
    }
    public var backgroundColor: RGBAColor? {
        get { color(.backgroundColor) }
        set { setColor(.backgroundColor, newValue) }
    }

    private func color(_ key: ElementExtra.Key) -> RGBAColor? {
        if case .color(let ref)? = extra(key) { return store.colors[Int(ref)] }
        return nil
    }

    private mutating func setColor(_ key: ElementExtra.Key, _ color: RGBAColor?) {
        // Interned in the store the extra will be in: `writableStore` first (it may
        // move the element to a store of its own), then `setExtra`, which finds it ready.
        let ref = color.map { writableStore().colorRef(for: $0) }
        setExtra(key, ref.map(ElementExtra.Value.color))
    }
    public var isEnabled: Bool? {
        get { if case .flag(let v)? = extra(.isEnabled) { return v }; return nil }
        set { setExtra(.isEnabled, newValue.map(ElementExtra.Value.flag)) }
    }
    public var isUserInteractionEnabled: Bool? {
        get { if case .flag(let v)? = extra(.isUserInteractionEnabled) { return v }; return nil }
        set { setExtra(.isUserInteractionEnabled, newValue.map(ElementExtra.Value.flag)) }
    }
    /// The element has an `axaudit-ignore` attribute (without building the list).
    @inline(__always) var hasIgnoredRules: Bool { extra(.ignoredRules) != nil }

    /// Rule ids from `axaudit-ignore`; `all` ignores every rule.
    public var ignoredRules: [String] {
        get { if case .strings(let v)? = extra(.ignoredRules) { return v }; return [] }
        _modify {
            var v: [String] = []
            if case .strings(let taken)? = takeExtra(.ignoredRules) { v = taken }
            defer { if !v.isEmpty { setExtra(.ignoredRules, .strings(v)) } }
            yield &v
        }
    }
    /// `accessibilityCustomActions` names.
    public var customActions: [String] {
        get { if case .strings(let v)? = extra(.customActions) { return v }; return [] }
        _modify {
            var v: [String] = []
            if case .strings(let taken)? = takeExtra(.customActions) { v = taken }
            defer { if !v.isEmpty { setExtra(.customActions, .strings(v)) } }
            yield &v
        }
    }
    /// Attributes the format does not define, in document order.
    public var unknownAttributes: [(name: String, value: String)] {
        get { if case .pairs(let v)? = extra(.unknownAttributes) { return v }; return [] }
        _modify {
            var v: [(name: String, value: String)] = []
            if case .pairs(let taken)? = takeExtra(.unknownAttributes) { v = taken }
            defer { if !v.isEmpty { setExtra(.unknownAttributes, .pairs(v)) } }
            yield &v
        }
    }
    /// Names of child XML elements the format does not define.
    public var unknownChildElements: [String] {
        get { if case .strings(let v)? = extra(.unknownChildElements) { return v }; return [] }
        _modify {
            var v: [String] = []
            if case .strings(let taken)? = takeExtra(.unknownChildElements) { v = taken }
            defer { if !v.isEmpty { setExtra(.unknownChildElements, .strings(v)) } }
            yield &v
        }
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

    static func abbreviate(_ s: String, to limit: Int) -> String {
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

/// One rarely set property of an `Element` (see `Element.extras`).
struct ElementExtra: Sendable {
    enum Key: UInt8, Sendable {
        case accessibilityHint, accessibilityIdentifier, placeholderValue, accessibilityElements, alpha, maximumValue
        case textColor, backgroundColor, isEnabled, isUserInteractionEnabled, ignoredRules, customActions
        case unknownAttributes, unknownChildElements
    }
    enum Value: Sendable {
        /// A colour is an index into the store's `colors`: inline, its four
        /// Doubles made every extra 48 bytes instead of 24 (text colours are
        /// most of the extras of real exports).
        case string(String), strings([String]), number(Double), color(Int32), flag(Bool)
        case pairs([(name: String, value: String)])
    }
    // The value first: after the one-byte key it would be padded to 8 bytes.
    var value: Value
    var key: Key

    init(key: Key, value: Value) {
        self.value = value
        self.key = key
    }
}

/// The strings and lists of the elements of one hierarchy (see `Element.store`).
/// An importer fills its store while it builds the elements (`importing`), on
/// one thread; once the hierarchy is handed over the store is only read, and an
/// element changed later copies its part to a store of its own.
final class ElementStore: @unchecked Sendable {
    enum Field: UInt8 {
        case tagName, id, accessibilityLabel, accessibilityValue, text, image
    }

    /// The tag of every native element: not stored.
    static let nativeTagName = "element"

    /// Each element's strings, a run per element (`Element.stringsStart`, `present`).
    @exclusivity(unchecked) var strings: [String] = []
    /// Class names, each once; index 0 is "".
    @exclusivity(unchecked) private(set) var classNames: [String] = [""]
    @exclusivity(unchecked) private var classIndex: [String: Int32] = ["": 0]
    /// Superclass lists; index 0 is the empty list.
    @exclusivity(unchecked) var lists: [[String]] = [[]]
    /// The colours of the extras, each once (a screen has a few dozen).
    @exclusivity(unchecked) private(set) var colors: [RGBAColor] = []
    @exclusivity(unchecked) private var colorIndex: [RGBAColor: Int32] = [:]
    /// Rarely set properties, a run per element that has any (`Element.extrasRef`,
    /// `extrasPresent`). (A list per element cost an allocation each, for 45% of the
    /// elements of the benchmark's files.)
    @exclusivity(unchecked) var extras: [ElementExtra] = []
    /// What a slot a run no longer uses holds.
    static let unusedExtra = ElementExtra(key: .alpha, value: .flag(false))

    /// Copies the run `start ..< start + count` of `array` to its end, where it can
    /// grow in place; returns where it now starts. (Copied out first: appending a
    /// slice of the array itself would copy all of it.)
    static func moveToEnd<T>(_ array: inout [T], start: Int, count: Int) -> Int32 {
        let run = Array(array[start..<start + count])
        let newStart = Int32(array.count)
        array.append(contentsOf: run)
        return newStart
    }
    /// Elements change the store in place while its importer builds them (the
    /// importer reads no stale copy of an element it changes).
    @exclusivity(unchecked) var importing: Bool

    init(importing: Bool, expectedElements: Int = 0) {
        self.importing = importing
        if expectedElements > 0 { strings.reserveCapacity(expectedElements + expectedElements / 2) }
        if importing { classIndex.reserveCapacity(32) }
    }

    /// The index of a class name, added the first time.
    func classRef(for name: String) -> Int32 {
        if let ref = classIndex[name] { return ref }
        let ref = Int32(classNames.count)
        classNames.append(name)
        classIndex[name] = ref
        return ref
    }

    /// The index of a colour in `colors`, added the first time.
    func colorRef(for color: RGBAColor) -> Int32 {
        // Elements in a row usually share their colour.
        if let last = colors.last, last == color { return Int32(colors.count - 1) }
        if let ref = colorIndex[color] { return ref }
        let ref = Int32(colors.count)
        colors.append(color)
        colorIndex[color] = ref
        return ref
    }

    /// The index of a new superclass list.
    func listRef(for list: [String]) -> Int32 {
        if list.isEmpty { return 0 }
        lists.append(list)
        return Int32(lists.count - 1)
    }
}
