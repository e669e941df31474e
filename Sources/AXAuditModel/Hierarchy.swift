/// Which importer read a file.
public enum InputFormat: String, Sendable, CaseIterable {
    /// The native hierarchy format (`<hierarchy>`).
    case axaudit
    /// Appium / WebDriverAgent XCUITest page source.
    case xcuitest
}

/// One screen: the elements of one input file in an arena, root first.
public struct Hierarchy: Sendable {
    public var file: String
    public var format: InputFormat
    public var screen: String
    public var layoutDirection: LayoutDirection
    /// Screen size in points, when the input gives it.
    public var screenSize: (width: Double, height: Double)?
    /// Elements in document order; `elements[0]` is the root.
    public var elements: [Element]
    /// `id` → index, for `accessibilityElements` and reports.
    public var indexByID: [String: Element.Index]
    /// The stops are read in document order rather than by the order model.
    /// Neither importer sets it: page sources are sorted by frames too, since
    /// XCTest's tree order is not always VoiceOver's (docs/page-sources.md).
    public var documentOrderIsReadingOrder: Bool

    public init(
        file: String, format: InputFormat, screen: String, layoutDirection: LayoutDirection,
        screenSize: (width: Double, height: Double)?, elements: [Element],
        indexByID: [String: Element.Index], documentOrderIsReadingOrder: Bool = false
    ) {
        self.file = file
        self.format = format
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.screenSize = screenSize
        self.elements = elements
        self.indexByID = indexByID
        self.documentOrderIsReadingOrder = documentOrderIsReadingOrder
    }

    @inlinable public var root: Element { elements[0] }

    /// The children of an element, in document order. Not stored: in the arena
    /// the first child follows its parent and each next sibling follows the
    /// previous one's subtree.
    @inlinable public func children(of index: Element.Index) -> [Element.Index] {
        var result: [Element.Index] = []
        var child = index + 1
        let end = elements[Int(index)].subtreeEnd
        while child < end {
            result.append(child)
            child = elements[Int(child)].subtreeEnd
        }
        return result
    }
    /// How many elements there are below the root (`<hierarchy>`, or a page
    /// source's root): what reports give as the screen's elements.
    /// `elements.count` counts the root too.
    @inlinable public var elementsBelowRoot: Int { elements.count - 1 }

    /// The element at `index`: `let e = hierarchy[i]` costs one reference count.
    @inlinable public subscript(index: Element.Index) -> Element {
        elements[Int(index)]
    }

    /// The element with this id, for tests (rules and reports go by index).
    package func element(id: String) -> Element? {
        indexByID[id].map { elements[Int($0)] }
    }

    /// Descendant indices of `index`, in document order.
    @inlinable public func descendants(of index: Element.Index) -> Range<Element.Index> {
        (index + 1)..<elements[Int(index)].subtreeEnd
    }

    /// How many ancestors the element has: 0 for the root.
    @inlinable public func depth(of index: Element.Index) -> Int {
        var depth = 0
        var current = elements[Int(index)].parent
        while let parent = current {
            depth += 1
            current = elements[Int(parent)].parent
        }
        return depth
    }

    @inlinable public func isDescendant(_ candidate: Element.Index, of ancestor: Element.Index) -> Bool {
        candidate > ancestor && candidate < elements[Int(ancestor)].subtreeEnd
    }

    /// Ancestors from the parent up to the root.
    public func ancestors(of index: Element.Index) -> AncestorSequence {
        AncestorSequence(hierarchy: self, current: elements[Int(index)].parent)
    }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        let hierarchy: Hierarchy
        var current: Element.Index?
        public mutating func next() -> Element? {
            guard let index = current else { return nil }
            let element = hierarchy.elements[Int(index)]
            current = element.parent
            return element
        }
    }

    /// `#id` when the element has an id, else `hierarchy/element[2]/element[1]`.
    public func path(of index: Element.Index) -> String {
        let element = elements[Int(index)]
        if let id = element.id { return "#" + id }
        return positionalPath(of: index)
    }

    /// Steps a positional path holds at most. A deeper element's path starts at
    /// its nearest ancestor with an id within that many steps
    /// (`#list/element[2]/…`), else at `…`: a path that went up to the root would
    /// make the paths of a deep tree's elements grow with the square of its depth.
    public static let maximumPathSteps = 16

    public func positionalPath(of index: Element.Index) -> String {
        // The chain up to the root, then one string built forward from it, rather
        // than a string per step joined: every finding's element reference has a path.
        var chain: [Element.Index] = []
        var current: Element.Index? = index
        var start: String?
        while let i = current {
            if chain.count == Self.maximumPathSteps {
                if let k = chain.dropFirst().firstIndex(where: { elements[Int($0)].id != nil }) {
                    start = "#" + elements[Int(chain[k])].id!
                    chain.removeSubrange(k...)
                } else {
                    start = "…"
                }
                break
            }
            chain.append(i)
            current = elements[Int(i)].parent
        }
        // As UTF-8 bytes, made a string once: a deep element's path is dozens of
        // small pieces, and each append to a String checks and may grow it.
        var path: [UInt8] = []
        path.reserveCapacity(chain.count * 16 + (start?.utf8.count ?? 0))
        if let start { path.append(contentsOf: start.utf8) }
        for i in chain.reversed() {
            if !path.isEmpty { path.append(UInt8(ascii: "/")) }
            path.append(contentsOf: elements[Int(i)].tagName.utf8)
            if elements[Int(i)].parent != nil {
                path.append(UInt8(ascii: "["))
                path.append(contentsOf: String(elements[Int(i)].siblingPosition).utf8)
                path.append(UInt8(ascii: "]"))
            }
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// The frame to sort by: the element's own, else its nearest framed ancestor's.
    @inlinable public func effectiveFrame(of index: Element.Index) -> Rect {
        var current: Element.Index? = index
        while let i = current {
            if let frame = elements[Int(i)].frame { return frame }
            current = elements[Int(i)].parent
        }
        return .zero
    }
}
