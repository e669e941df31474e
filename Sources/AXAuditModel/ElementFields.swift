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

/// What an element keeps in itself rather than in its file's `AttributeTable`:
/// tree links, where it starts, the frame, flags and small numbers. An
/// `Element` and an `ElementDraft` hold the same `ElementFields`, so making one
/// from the other copies them in one assignment; both expose each field under
/// its own name.
///
/// The properties are in an order that leaves no padding between them
/// (`ElementTests` checks the size): a large file holds hundreds of thousands
/// of elements, all of them in memory while the rules run. Keep a new one where
/// it fills a gap, or among those of its own alignment.
public struct ElementFields: Sendable {
    public typealias Index = Int32

    public var frame: Rect? = nil
    /// As the input says it; `nil` when the attribute is missing.
    public var isAccessibilityElementAttribute: Bool? = nil
    /// The effective value: the attribute, else UIKit's default for the class.
    public var isAccessibilityElement: Bool = false
    public var shouldGroupAccessibilityChildren: Bool = false
    /// The parent's index; `nil` for the root.
    public var parent: Index? = nil
    /// The `role` attribute, when the input gives one.
    public var explicitRole: Roles? = nil
    /// The explicit role, else what the classes (or, failing them, the traits) say.
    public var roles: Roles = .container
    /// Elements are stored in document order (pre-order), so the descendants of
    /// the element at index `i` are exactly `i + 1 ..< subtreeEnd`.
    public var subtreeEnd: Index
    /// 1-based position among the parent's element children, for paths.
    public var siblingPosition: Int32
    // 32 bits each: a line or column past 4,294,967,295 (a file over 4 GB) reads as that number.
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    public var traits: AccessibilityTraits = []
    public var fontSize: Double? = nil
    public var accessibilityElementsHidden: Bool = false
    public var isHidden: Bool = false
    public var accessibilityViewIsModal: Bool = false
    public var adjustsFontForContentSizeCategory: Bool? = nil
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var isEnabled: Bool? = nil
    public var isUserInteractionEnabled: Bool? = nil

    @inlinable public init(parent: Index? = nil, subtreeEnd: Index, siblingPosition: Int32, location: SourceLocation) {
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.siblingPosition = siblingPosition
        self.line = UInt32(clamping: location.line)
        self.column = UInt32(clamping: location.column)
    }

    /// Where the element's start tag begins.
    @inlinable public var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
        }
    }
}
