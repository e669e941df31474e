import AXAuditModel
import AXAuditEngine

/// Per element: the outermost card around it (or the element itself). A table
/// of the screen: `reading-order-primary-last` and `text-not-spoken` read it.
struct OutermostCards: ScreenTable {
    let of: ElementMap<Element.Index>

    init(_ context: AuditContext) {
        let elements = context.hierarchy.elements
        of = ElementMap.outermost(in: context.hierarchy, orSelf: true) {
            $0 != 0 && elements[Int($0)].roles.contains(.card)
        }
    }
}

/// Per element: how many visible accessibility elements VoiceOver reaches in
/// its subtree, itself left out. A table of the screen:
/// `cell-accessibility-element` and `reading-order-container` read it.
struct ReachedElementCounts: ScreenTable {
    let of: [Int]

    init(_ context: AuditContext) {
        let elements = context.hierarchy.elements
        var counts = [Int](repeating: 0, count: elements.count)
        // Backwards: children before their parents.
        for i in elements.indices.dropFirst().reversed() {
            guard let parent = elements[i].parent.map(Int.init) else { continue }
            let own = elements[i].isAccessibilityElement && context.order.isReached(Element.Index(i)) ? 1 : 0
            counts[parent] += counts[i] + own
        }
        of = counts
    }
}

/// Tables with a value per element that rules work out in one pass over the
/// screen: forwards, parents before children, or backwards, children before
/// parents. Nothing here recurses, so the nesting depth does not matter.
extension AuditContext {
    /// Per element: the outermost card around it (or the element itself), else
    /// the outermost cell of a collection laid out in more than one column.
    /// Side by side, the parts of any two cells can interleave, cards or not.
    func outermostCardsOrGridCells() -> ElementMap<Element.Index> {
        let elements = hierarchy.elements
        var multiColumn = [Bool](repeating: false, count: elements.count)
        var cellsByCollection: [Int: [Rect]] = [:]
        for i in elements.indices.dropFirst() where elements[i].roles.contains(.cell) {
            guard let parent = elements[i].parent.map(Int.init),
                elements[parent].knownClasses.contains(.collectionView),
                let frame = elements[i].frame, frame.height > 0, !elements[i].isHidden
            else { continue }
            cellsByCollection[parent, default: []].append(frame)
        }
        for (collection, frames) in cellsByCollection {
            multiColumn[collection] = Self.sharesARow(frames)
        }
        return ElementMap.outermost(in: hierarchy, orSelf: true) { i in
            let roles = elements[Int(i)].roles
            return i != 0
                && (roles.contains(.card)
                    || (roles.contains(.cell) && elements[Int(i)].parent.map { multiColumn[Int($0)] } == true))
        }
    }

    /// Whether two of these frames stand side by side: sorted by their tops, two
    /// neighbours that overlap by more than half the lower one's height, and not
    /// sideways, share a row.
    static func sharesARow(_ frames: [Rect]) -> Bool {
        let sorted = frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            let overlap = min(a.maxY, b.maxY) - b.minY
            if overlap > min(a.height, b.height) / 2, a.maxX <= b.minX || b.maxX <= a.minX { return true }
        }
        return false
    }
}
