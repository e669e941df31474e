import AXAuditModel
import AXAuditEngine

/// Tables with a value per element that rules work out in one pass over the
/// screen: forwards, parents before children, or backwards, children before
/// parents. Nothing here recurses, so the nesting depth does not matter.
extension AuditContext {
    /// Per element: the outermost card around it (or the element itself), or -1.
    func outermostCards() -> [Int32] {
        let elements = hierarchy.elements
        var cardOf = [Int32](repeating: -1, count: elements.count)
        for i in elements.indices.dropFirst() {
            let inherited = elements[i].parent.map { cardOf[Int($0)] } ?? -1
            cardOf[i] = inherited >= 0 ? inherited : (elements[i].roles.contains(.card) ? Int32(i) : -1)
        }
        return cardOf
    }

    /// Per element: the outermost card around it (or the element itself), else
    /// the outermost cell of a collection laid out in more than one column, or -1.
    /// Side by side, the parts of any two cells can interleave, cards or not.
    func outermostCardsOrGridCells() -> [Int32] {
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
        var groupOf = [Int32](repeating: -1, count: elements.count)
        for i in elements.indices.dropFirst() {
            let inherited = elements[i].parent.map { groupOf[Int($0)] } ?? -1
            if inherited >= 0 {
                groupOf[i] = inherited
            } else if elements[i].roles.contains(.card)
                || (elements[i].roles.contains(.cell) && elements[i].parent.map { multiColumn[Int($0)] } == true)
            {
                groupOf[i] = Int32(i)
            }
        }
        return groupOf
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

    /// Per element: how many visible accessibility elements VoiceOver reaches in
    /// its subtree, itself left out.
    func reachedElementCounts() -> [Int32] {
        let elements = hierarchy.elements
        var counts = [Int32](repeating: 0, count: elements.count)
        for i in elements.indices.dropFirst().reversed() {
            guard let parent = elements[i].parent.map(Int.init) else { continue }
            let own: Int32 = elements[i].isAccessibilityElement && order.isReached(Element.Index(i)) ? 1 : 0
            counts[parent] += counts[i] + own
        }
        return counts
    }
}
