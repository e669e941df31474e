import AXAuditModel
import AXAuditEngine

/// VoiceOver stops at an accessibility element and never enters it: a view
/// inside one is not a stop, so a rule never reports it as one. Where what is
/// wrong with an inner view still matters (its text stays small, or is hard to
/// read), the finding belongs to the element VoiceOver stops at, and names the view.
struct FoundAtStop<Item: Sendable & Equatable>: Sendable, Equatable {
    /// The element a finding is at: a view VoiceOver reaches, or the stop around views inside it.
    let stop: Element.Index
    /// What is wrong with the stop itself, when anything is.
    var own: Item?
    /// Views inside the stop and what is wrong with each, in element order.
    var inner: [Inner]

    struct Inner: Sendable, Equatable {
        let index: Element.Index
        let item: Item
    }
}

extension AuditContext {
    /// `found` (elements in element order, each with what is wrong with it),
    /// grouped by where a finding belongs: an element VoiceOver reaches keeps its
    /// own; a view inside an accessibility element is listed under the outermost
    /// element around it, the stop. In the stops' element order.
    func groupedByStop<Item>(_ found: [(index: Element.Index, item: Item)]) -> [FoundAtStop<Item>] {
        let inside = order.insideElement
        guard found.contains(where: { inside[Int($0.index)] }) else {
            return found.map { FoundAtStop(stop: $0.index, own: $0.item, inner: []) }
        }
        let stops = table(StopsAroundViews.self).stop
        var groups: [FoundAtStop<Item>] = []
        var groupOf: [Element.Index: Int] = [:]
        for (index, item) in found {
            let stop = stops[index] ?? index
            let k: Int
            if let existing = groupOf[stop] {
                k = existing
            } else {
                k = groups.count
                groupOf[stop] = k
                groups.append(FoundAtStop(stop: stop, own: nil, inner: []))
            }
            if stop == index { groups[k].own = item } else { groups[k].inner.append(.init(index: index, item: item)) }
        }
        // An element comes before the views inside it, so most groups are in order already.
        return groups.sorted { $0.stop < $1.stop }
    }

}

/// Per element: for a view inside an accessibility element, the outermost
/// element around it (where VoiceOver stops instead); none for the others.
/// Worked out once per screen, in one pass (parents before children), and only
/// for a screen where a rule found something inside an element.
struct StopsAroundViews: ScreenTable {
    let stop: ElementMap<Element.Index>

    init(_ context: AuditContext) {
        let elements = context.hierarchy.elements
        let inside = context.order.insideElement
        var stop = ElementMap<Element.Index>(for: context.hierarchy)
        for i in elements.indices where inside[i] {
            guard let parent = elements[i].parent else { continue }
            stop[Element.Index(i)] = stop[parent] ?? parent
        }
        self.stop = stop
    }
}
