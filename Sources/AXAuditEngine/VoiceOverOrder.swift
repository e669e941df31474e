import AXAuditModel
import AXAuditImport

/// The simulated VoiceOver order of a hierarchy: the stops VoiceOver visits when
/// the user swipes right from the top, as `rules.md` ("The simulated VoiceOver
/// order") describes. Computed without recursion, so nesting depth is bounded
/// only by the importer's limit.
///
/// What is hidden and what is inside an element is worked out at once; the stops
/// when they are first asked for. Half of the rules never ask, and with a spare
/// worker they run while another one works the stops out, the longest part of
/// preparing a large screen.
public struct VoiceOverOrder: Sendable {
    /// Element indices in the order VoiceOver reads them.
    public var stops: [Element.Index] { sequence.value.stops }
    /// 0-based position of each element in `stops`, or -1 when it is not a stop.
    public var positions: [Int32] { sequence.value.positions }
    /// The stops and their positions, worked out by whoever asks first.
    private let sequence: ComputedOnce<(stops: [Element.Index], positions: [Int32])>
    /// Hidden: by itself or an ancestor (`isHidden`, `alpha` 0,
    /// `accessibilityElementsHidden`), or by a modal sibling.
    public let hidden: [Bool]
    /// Inside an accessibility element that is not hidden: VoiceOver never enters it.
    public let insideElement: [Bool]

    public func position(of index: Element.Index) -> Int? {
        let p = positions[Int(index)]
        return p < 0 ? nil : Int(p)
    }

    /// Visible and not inside an accessibility element: what VoiceOver reaches or walks through.
    public func isReached(_ index: Element.Index) -> Bool {
        !hidden[Int(index)] && !insideElement[Int(index)]
    }

    public init(_ hierarchy: Hierarchy) {
        let elements = hierarchy.elements
        let count = elements.count
        var hidden = [Bool](repeating: false, count: count)
        var insideElement = [Bool](repeating: false, count: count)
        // Parents come before children, so one forward pass settles inheritance.
        var hiddenByModal = [Bool](repeating: false, count: count)
        // Fields are read in place (`elements[i].x`): copying a whole `Element` per visit
        // costs a dozen retains and releases.
        // The last visible modal child of a parent hides its siblings.
        var lastModalChild: [Element.Index: Element.Index] = [:]
        for i in 0..<count where elements[i].accessibilityViewIsModal && !elements[i].hidesSubtree {
            if let parent = elements[i].parent { lastModalChild[parent] = Element.Index(i) }
        }
        for (parent, modal) in lastModalChild {
            for sibling in hierarchy.children(of: parent) where sibling != modal { hiddenByModal[Int(sibling)] = true }
        }
        for i in 0..<count {
            if let parent = elements[i].parent.map(Int.init) {
                hidden[i] = hidden[parent] || elements[i].hidesSubtree || hiddenByModal[i]
                insideElement[i] = insideElement[parent] || (elements[parent].isAccessibilityElement && parent != 0)
            } else {
                hidden[i] = elements[i].hidesSubtree
            }
        }
        self.hidden = hidden
        self.insideElement = insideElement
        sequence = ComputedOnce { [hidden, insideElement] in
            var stops: [Element.Index] = []
            if hierarchy.documentOrderIsReadingOrder {
                let elements = hierarchy.elements
                for i in 1..<max(count, 1) where elements[i].isAccessibilityElement && !hidden[i] && !insideElement[i] {
                    stops.append(Element.Index(i))
                }
            } else {
                stops = VoiceOverOrder.simulate(
                    hierarchy, hidden: hidden, rightToLeft: VoiceOverOrder.directions(hierarchy))
            }
            var positions = [Int32](repeating: -1, count: count)
            for (position, stop) in stops.enumerated() { positions[Int(stop)] = Int32(position) }
            return (stops, positions)
        }
    }

    private enum Task {
        case stop(Element.Index)
        case expand(Element.Index)
    }

    private static func simulate(_ hierarchy: Hierarchy, hidden: [Bool], rightToLeft: [Bool]) -> [Element.Index] {
        let elements = hierarchy.elements
        guard !elements.isEmpty else { return [] }
        var stops: [Element.Index] = []
        var emitted = [Bool](repeating: false, count: elements.count)
        var expanded = [Bool](repeating: false, count: elements.count)
        var tasks: [Task] = [.expand(0)]
        while let task = tasks.popLast() {
            switch task {
            case .stop(let index):
                if !emitted[Int(index)] {
                    emitted[Int(index)] = true
                    stops.append(index)
                }
            case .expand(let container):
                guard !expanded[Int(container)] else { continue }
                expanded[Int(container)] = true
                let items = orderedItems(of: container, hierarchy, hidden: hidden, rightToLeft: rightToLeft)
                for item in items.reversed() {
                    tasks.append(elements[Int(item)].isAccessibilityElement && item != 0 ? .stop(item) : .expand(item))
                }
            }
        }
        return stops
    }

    /// The items a container reads in order: accessibility elements, and blocks
    /// (grouped or explicitly ordered containers, and containers that lay out in
    /// the other direction) that are then read through.
    static func orderedItems(of container: Element.Index, _ hierarchy: Hierarchy, hidden: [Bool], rightToLeft: [Bool])
        -> [Element.Index]
    {
        let elements = hierarchy.elements
        if let ids = elements[Int(container)].accessibilityElements {
            return ids.compactMap { id in
                guard let index = hierarchy.indexByID[id], hierarchy.isDescendant(index, of: container),
                    !hidden[Int(index)]
                else { return nil }
                return index
            }
        }
        var items: [Element.Index] = []
        var j = container + 1
        let end = elements[Int(container)].subtreeEnd
        while j < end {
            if hidden[Int(j)] {
                j = elements[Int(j)].subtreeEnd
            } else if elements[Int(j)].isAccessibilityElement || elements[Int(j)].shouldGroupAccessibilityChildren
                || elements[Int(j)].accessibilityElements != nil
                || rightToLeft[Int(j)] != rightToLeft[Int(container)]
            {
                // A container whose semanticContentAttribute flips the direction is
                // sorted as one block, then its own items in its own direction.
                items.append(j)
                j = elements[Int(j)].subtreeEnd
            } else {
                j += 1
            }
        }
        return sortGeometrically(items, hierarchy, hidden: hidden, rightToLeft: rightToLeft[Int(container)])
    }

    /// Rows top to bottom (same row: vertical overlap of more than half the smaller
    /// height), leading to trailing within a row; top to bottom, then document
    /// order break ties.
    static func sortGeometrically(
        _ items: [Element.Index], _ hierarchy: Hierarchy, hidden: [Bool],
        rightToLeft: Bool
    ) -> [Element.Index] {
        var sorted = items
        sortGeometrically(&sorted, in: sorted.indices, hierarchy, hidden: hidden, rightToLeft: rightToLeft)
        return sorted
    }

    /// `sortGeometrically` of `items[range]`, in place: cards and cells sort each
    /// owner's run of parts where it lies in one array of all of them.
    package static func sortGeometrically(
        _ items: inout [Element.Index], in range: Range<Int>, _ hierarchy: Hierarchy,
        hidden: [Bool], rightToLeft: Bool
    ) {
        guard range.count > 1 else { return }
        struct Item {
            var index: Element.Index
            var frame: Rect
            var row = 0
        }
        var framed: [Item] = []
        framed.reserveCapacity(range.count)
        for k in range {
            framed.append(Item(index: items[k], frame: sortFrame(of: items[k], hierarchy, hidden: hidden)))
        }
        framed.sort { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            return a.index < b.index
        }
        // Rows are runs of the items sorted top to bottom. An item joins the row
        // when it overlaps the row's first item or the one reaching lowest: a
        // cell's icon, title, subtitle and switch form one row even when title and
        // subtitle do not overlap each other. Two comparisons per item keep a
        // 100,000-item row linear.
        var anchor = framed[0].frame
        var lowest = framed[0].frame
        var row = 0
        var rowsShareItems = false
        for k in 1..<framed.count {
            let frame = framed[k].frame
            if sameRow(anchor, frame) || sameRow(lowest, frame) {
                if frame.maxY > lowest.maxY { lowest = frame }
                rowsShareItems = true
            } else {
                row += 1
                anchor = frame
                lowest = frame
            }
            framed[k].row = row
        }
        // Within a row, leading to trailing. Sorting all items by row first gives
        // each row sorted on its own, rows in place: the order is total.
        if rowsShareItems {
            framed.sort { a, b in
                if a.row != b.row { return a.row < b.row }
                if rightToLeft {
                    if a.frame.maxX != b.frame.maxX { return a.frame.maxX > b.frame.maxX }
                } else if a.frame.minX != b.frame.minX {
                    return a.frame.minX < b.frame.minX
                }
                if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
                return a.index < b.index
            }
        }
        for (k, item) in zip(range, framed) { items[k] = item.index }
    }

    static func sameRow(_ a: Rect, _ b: Rect) -> Bool {
        let smaller = min(a.height, b.height)
        if smaller <= 0 { return a.minY == b.minY }
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return overlap > smaller / 2
    }

    /// An item's frame, or for a frameless block the union of its visible descendants' frames.
    package static func sortFrame(of index: Element.Index, _ hierarchy: Hierarchy, hidden: [Bool]) -> Rect {
        if let frame = hierarchy[index].frame { return frame }
        var union: Rect?
        for j in hierarchy.descendants(of: index) where !hidden[Int(j)] {
            if let frame = hierarchy[j].frame { union = union.map { $0.union(frame) } ?? frame }
        }
        return union ?? hierarchy.effectiveFrame(of: index)
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
