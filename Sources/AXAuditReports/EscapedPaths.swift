import AXAuditModel
import AXAuditEngine

/// `Hierarchy.path(of:)`, escaped. A positional path is its parent's and one
/// step, so the paths of the last element's ancestors are kept on a stack and
/// reused by the next element in document order, instead of each element's
/// being rebuilt from the root, which costs the depth of the tree per element.
package struct EscapedPaths {
    private let hierarchy: Hierarchy
    /// The positional paths of the last element that needed one and of its ancestors, root first.
    private var chain: [(index: Element.Index, path: String)] = []

    init(_ hierarchy: Hierarchy) {
        self.hierarchy = hierarchy
    }

    mutating func path(of index: Element.Index) -> String {
        if let id = hierarchy[index].id { return "#" + HTMLEscaping.escape(id) }
        return positionalPath(of: index)
    }

    private mutating func positionalPath(of index: Element.Index) -> String {
        while let last = chain.last, last.index != index, !hierarchy.isDescendant(index, of: last.index) {
            chain.removeLast()
        }
        if let last = chain.last, last.index == index { return last.path }
        // Only ancestors are left: with as many as a path has steps, the element is
        // deeper than a path from the root goes.
        if chain.count >= Hierarchy.maximumPathSteps {
            return HTMLEscaping.escape(hierarchy.positionalPath(of: index))
        }
        let tagName = HTMLEscaping.escape(hierarchy[index].tagName)
        let path: String
        if let parent = hierarchy[index].parent {
            if chain.last?.index != parent { _ = positionalPath(of: parent) }
            guard chain.last?.index == parent, chain.count < Hierarchy.maximumPathSteps else {
                return HTMLEscaping.escape(hierarchy.positionalPath(of: index))
            }
            path = chain[chain.count - 1].path + "/" + tagName + "[\(hierarchy[index].siblingPosition)]"
        } else {
            path = tagName
        }
        chain.append((index, path))
        return path
    }
}
