import AXAuditModel

// How stops with no other order are sorted: by their frames, row by row.
extension VoiceOverOrder {
    /// An item to sort: its element and the point it is placed by.
    struct SortItem {
        var index: Element.Index
        var x: Double
        var y: Double
    }

    /// Rows by top difference, leading to trailing within a row (see `sweep`),
    /// each item placed by the top-left corner of its frame.
    static func sortGeometrically(
        _ items: [Element.Index], _ hierarchy: Hierarchy, hidden: [Bool],
        rightToLeft: Bool, tolerance: Double
    ) -> [Element.Index] {
        guard items.count > 1 else { return items }
        var sortItems = items.map { index in
            let frame = sortFrame(of: index, hierarchy, hidden: hidden)
            return SortItem(index: index, x: frame.minX, y: frame.minY)
        }
        sweep(&sortItems, tolerance: tolerance, rightToLeft: rightToLeft)
        return sortItems.map(\.index)
    }

    /// VoiceOver's geometric order, as a deterministic sweep (docs/reading-order.md).
    ///
    /// AccessibilitySnapshot sorts with a comparator: tops at least `tolerance`
    /// apart, the higher first; otherwise the leading one. It is not transitive
    /// (a, b and c with tops 0, 5 and 10 pt apart), so its result can depend on
    /// the subview order. The sweep: of the items not yet read, take those whose
    /// top is less than `tolerance` below the highest one's, and read the
    /// leading one (ties: the higher, then document order); repeat. Whenever
    /// the comparator orders the items without a cycle, that order is the only
    /// one a sort can give, and the sweep gives it: the item read first then
    /// precedes every other, so it lies in the window and leads it.
    ///
    /// Items are taken top to bottom into a heap keyed by their leading edge, so
    /// a row of any length costs O(n log n); when no two tops are within the
    /// tolerance, the sort by top is the order and the heap is not built.
    static func sweep(_ items: inout [SortItem], tolerance: Double, rightToLeft: Bool) {
        guard items.count > 1 else { return }
        @inline(__always) func leads(_ a: SortItem, _ b: SortItem) -> Bool {
            if a.x != b.x { return rightToLeft ? a.x > b.x : a.x < b.x }
            if a.y != b.y { return a.y < b.y }
            return a.index < b.index
        }
        items.sort { a, b in
            if a.y != b.y { return a.y < b.y }
            return leads(a, b)
        }
        var rowsShareItems = false
        for k in 1..<items.count where items[k].y - items[k - 1].y < tolerance {
            rowsShareItems = true
            break
        }
        guard rowsShareItems else { return }
        let byTop = items
        // A binary heap of positions in `byTop`, the leading item on top.
        var heap: [Int] = []
        func push(_ k: Int) {
            heap.append(k)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard leads(byTop[heap[child]], byTop[heap[parent]]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }
        func pop() -> Int {
            let first = heap[0]
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { break }
                    var best = left
                    if left + 1 < heap.count && leads(byTop[heap[left + 1]], byTop[heap[left]]) { best = left + 1 }
                    guard leads(byTop[heap[best]], byTop[heap[parent]]) else { break }
                    heap.swapAt(best, parent)
                    parent = best
                }
            }
            return first
        }
        var read = [Bool](repeating: false, count: byTop.count)
        var next = 0  // the first item not yet in the heap
        var highest = 0  // the highest item not yet read is at or after this one
        for out in byTop.indices {
            while highest < next && read[highest] { highest += 1 }
            let top = byTop[highest].y
            while next < byTop.count && (next == highest || byTop[next].y - top < tolerance) {
                push(next)
                next += 1
            }
            let k = pop()
            read[k] = true
            items[out] = byTop[k]
        }
    }

    /// An item's frame, or for a frameless block the union of its visible descendants' frames.
    package static func sortFrame(of index: Element.Index, _ hierarchy: Hierarchy, hidden: [Bool]) -> Rect {
        // VoiceOver sorts by the accessibility frame (an override, a SwiftUI path's bounds), not the view's.
        if let frame = hierarchy[index].sortFrame { return frame }
        var union: Rect?
        for j in hierarchy.descendants(of: index) where !hidden[Int(j)] {
            if let frame = hierarchy[j].frame { union = union.map { $0.union(frame) } ?? frame }
        }
        return union ?? hierarchy.effectiveFrame(of: index)
    }

    /// `directions(hierarchy)[index]`, from the element and its ancestors alone:
    /// for the few elements a rule asks about, without a pass over the screen.
    public static func isRightToLeft(_ index: Element.Index, in hierarchy: Hierarchy) -> Bool {
        var current: Element.Index? = index
        while let i = current {
            switch hierarchy.elements[Int(i)].semanticContentAttribute {
            case .forceRightToLeft: return true
            case .forceLeftToRight: return false
            case .unspecified: current = hierarchy.elements[Int(i)].parent
            }
        }
        return hierarchy.layoutDirection == .rightToLeft
    }

    /// Per element: does it lay out right to left? The nearest `semanticContentAttribute`
    /// that forces a direction wins; else the screen's `layoutDirection`.
    public static func directions(_ hierarchy: Hierarchy) -> [Bool] {
        var result = [Bool](repeating: hierarchy.layoutDirection == .rightToLeft, count: hierarchy.elements.count)
        let elements = hierarchy.elements
        for i in elements.indices {
            let inherited = elements[i].parent.map { result[Int($0)] } ?? (hierarchy.layoutDirection == .rightToLeft)
            switch elements[i].semanticContentAttribute {
            case .forceRightToLeft: result[i] = true
            case .forceLeftToRight: result[i] = false
            case .unspecified: result[i] = inherited
            }
        }
        return result
    }
}
