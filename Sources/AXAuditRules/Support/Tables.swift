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
