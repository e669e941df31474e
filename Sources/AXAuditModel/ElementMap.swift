/// A value for some of the elements of one hierarchy, found by element index;
/// nil for the others. Rules and the engine fill one in a pass over the
/// elements, in document order (a parent before its children), or backwards.
public struct ElementMap<Value> {
    @usableFromInline var values: [Value?]

    // Inlinable, as the standard library's collections are: each module that
    // uses a map gets it compiled for its own `Value`.

    /// No value yet for any of `count` elements.
    @inlinable public init(count: Int) {
        values = [Value?](repeating: nil, count: count)
    }

    /// No value yet for any element of `hierarchy`.
    @inlinable public init(for hierarchy: Hierarchy) {
        self.init(count: hierarchy.elements.count)
    }

    /// How many elements the map covers (with a value or not).
    @inlinable public var count: Int { values.count }

    @inlinable public subscript(index: Element.Index) -> Value? {
        get { values[Int(index)] }
        // In place, so that appending to an array value does not copy the array.
        _modify { yield &values[Int(index)] }
    }

    /// The elements with a value, in document order, with their values.
    public var entries: [(index: Element.Index, value: Value)] {
        values.indices.compactMap { i in values[i].map { (Element.Index(i), $0) } }
    }
}

extension ElementMap: Sendable where Value: Sendable {}
extension ElementMap: Equatable where Value: Equatable {}

extension ElementMap where Value == Element.Index {
    /// Per element: the nearest of its ancestors that `matches`, or with
    /// `orSelf`, the element itself when it matches. One pass, parents first.
    @inlinable public static func nearest(
        in hierarchy: Hierarchy, orSelf: Bool = false, where matches: (Element.Index) -> Bool
    ) -> ElementMap {
        let elements = hierarchy.elements
        var map = ElementMap(count: elements.count)
        for i in elements.indices {
            let index = Element.Index(i)
            if orSelf && matches(index) {
                map[index] = index
            } else if let parent = elements[i].parent {
                map[index] = !orSelf && matches(parent) ? parent : map[parent]
            }
        }
        return map
    }

    /// Per element: the outermost of its ancestors that `matches`, or with
    /// `orSelf`, of the element and its ancestors. One pass, parents first.
    @inlinable public static func outermost(
        in hierarchy: Hierarchy, orSelf: Bool = false, where matches: (Element.Index) -> Bool
    ) -> ElementMap {
        let elements = hierarchy.elements
        var map = ElementMap(count: elements.count)
        for i in elements.indices {
            let index = Element.Index(i)
            let parent = elements[i].parent
            if let parent, let outer = map[parent] {
                map[index] = outer
            } else if orSelf {
                map[index] = matches(index) ? index : nil
            } else if let parent, matches(parent) {
                map[index] = parent
            }
        }
        return map
    }
}
