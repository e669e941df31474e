import AXAuditModel

/// Tables about a screen that the engine works out once and several rules read.
public enum ScreenTables {
    /// Per element: the index of its nearest table or collection view ancestor, or -1.
    public static func nearestCollection(_ h: Hierarchy) -> [Int32] {
        var result = [Int32](repeating: -1, count: h.elements.count)
        let elements = h.elements
        for i in 1..<max(elements.count, 1) {
            guard let p = elements[i].parent.map(Int.init) else { continue }
            result[i] = isList(elements[p]) ? Int32(p) : result[p]
        }
        return result
    }

    /// A table or collection view, by class or, in a page source, by type.
    public static func isList(_ e: Element) -> Bool {
        !e.knownClasses.isDisjoint(with: [.tableView, .collectionView])
    }

}
