import AXAuditModel
import AXAuditPlatform

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
    @inlinable public func isReached(_ index: Element.Index) -> Bool {
        !hidden[Int(index)] && !insideElement[Int(index)]
    }

    /// Tops less than this many points apart are in one row.
    public let rowTolerance: Double

    /// `rowTolerance`: the configuration's `thresholds.readingOrderRowTolerance`,
    /// else by the screen's width (`rowTolerance(for:override:)`).
    public init(_ hierarchy: Hierarchy, rowTolerance: Double? = nil) {
        let rowTolerance = VoiceOverOrder.rowTolerance(for: hierarchy, override: rowTolerance)
        self.rowTolerance = rowTolerance
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
        // Per element: every accessibility element around it is a page source's
        // text field, whose buttons (clear, show password) VoiceOver reaches.
        let pageSource = hierarchy.format == .xcuitest
        var onlyTextFieldsAround = [Bool](repeating: true, count: pageSource ? count : 0)
        for i in 0..<count {
            if let parent = elements[i].parent.map(Int.init) {
                hidden[i] = hidden[parent] || elements[i].hidesSubtree || hiddenByModal[i]
                let parentIsElement = elements[parent].isAccessibilityElement && parent != 0
                insideElement[i] = insideElement[parent] || parentIsElement
                if pageSource {
                    onlyTextFieldsAround[i] =
                        onlyTextFieldsAround[parent]
                        && (!parentIsElement || VoiceOverOrder.isTextField(elements[parent]))
                    if insideElement[i] && onlyTextFieldsAround[i] && elements[i].isAccessibilityElement
                        && elements[i].roles.contains(.control)
                    {
                        insideElement[i] = false
                    }
                }
            } else {
                hidden[i] = elements[i].hidesSubtree
            }
        }
        self.hidden = hidden
        self.insideElement = insideElement
        sequence = ComputedOnce { [hidden, insideElement, rowTolerance] in
            var stops: [Element.Index] = []
            if hierarchy.documentOrderIsReadingOrder {
                let elements = hierarchy.elements
                for i in 1..<max(count, 1) where elements[i].isAccessibilityElement && !hidden[i] && !insideElement[i] {
                    stops.append(Element.Index(i))
                }
            } else {
                stops = VoiceOverOrder.simulate(
                    hierarchy, hidden: hidden, insideElement: insideElement,
                    rightToLeft: VoiceOverOrder.directions(hierarchy), tolerance: rowTolerance)
            }
            var positions = [Int32](repeating: -1, count: count)
            for (position, stop) in stops.enumerated() { positions[Int(stop)] = Int32(position) }
            return (stops, positions)
        }
    }

    private init(
        sequence: ComputedOnce<(stops: [Element.Index], positions: [Int32])>, hidden: [Bool],
        insideElement: [Bool], rowTolerance: Double
    ) {
        self.sequence = sequence
        self.hidden = hidden
        self.insideElement = insideElement
        self.rowTolerance = rowTolerance
    }

    /// This order with the `excluded` elements taken out (`excluded` covers
    /// whole subtrees): they are hidden and no stops, and the other stops keep
    /// their places. What rules judge when part of a screen is the system's
    /// own UI (`ScreenTables.systemUI`).
    public func excluding(_ excluded: [Bool]) -> VoiceOverOrder {
        let hidden = zip(hidden, excluded).map { $0 || $1 }
        let full = sequence
        return VoiceOverOrder(
            sequence: ComputedOnce {
                let stops = full.value.stops.filter { !excluded[Int($0)] }
                var positions = [Int32](repeating: -1, count: excluded.count)
                for (position, stop) in stops.enumerated() { positions[Int(stop)] = Int32(position) }
                return (stops, positions)
            }, hidden: hidden, insideElement: insideElement, rowTolerance: rowTolerance)
    }

    private enum Task {
        case stop(Element.Index)
        case expand(Element.Index)
    }

    /// The row tolerance when the configuration leaves it open: 8 points on a
    /// phone, 13 on an iPad (a screen at least 600 points wide), as
    /// AccessibilitySnapshot measured VoiceOver (docs/reading-order.md).
    public static func rowTolerance(for hierarchy: Hierarchy, override: Double? = nil) -> Double {
        if let override { return override }
        let width = hierarchy.screenSize?.width ?? hierarchy.elements.first?.frame?.width ?? 0
        return width >= 600 ? 13 : 8
    }

    private static func simulate(
        _ hierarchy: Hierarchy, hidden: [Bool], insideElement: [Bool], rightToLeft: [Bool], tolerance: Double
    ) -> [Element.Index] {
        let elements = hierarchy.elements
        guard !elements.isEmpty else { return [] }
        // Groups (shouldGroupAccessibilityChildren, accessibilityElements) are
        // placed by their first item, so their items are ordered before their
        // container's. Descendants follow their ancestors in document order: a
        // backward pass orders every group after the groups inside it, without
        // recursion.
        var groups = GroupOrders()
        for i in stride(from: elements.count - 1, to: 0, by: -1)
        where (elements[i].shouldGroupAccessibilityChildren || elements[i].accessibilityElements != nil)
            && !elements[i].isAccessibilityElement && !hidden[i] && !insideElement[i]
        {
            let items = orderedItems(
                of: Element.Index(i), hierarchy, hidden: hidden, insideElement: insideElement,
                rightToLeft: rightToLeft, tolerance: tolerance, groups: groups)
            let lead = items.first.map { groups.lead(of: $0, hierarchy, hidden: hidden) }
            groups.add(Element.Index(i), items: items, lead: lead)
        }
        var stops: [Element.Index] = []
        let pageSource = hierarchy.format == .xcuitest
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
                if pageSource && keepsDocumentOrder(elements[Int(container)]) {
                    for i in hierarchy.descendants(of: container).reversed()
                    where elements[Int(i)].isAccessibilityElement && !hidden[Int(i)] && !insideElement[Int(i)] {
                        tasks.append(.stop(i))
                    }
                    continue
                }
                let items =
                    groups.items(of: container)
                    ?? orderedItems(
                        of: container, hierarchy, hidden: hidden, insideElement: insideElement,
                        rightToLeft: rightToLeft, tolerance: tolerance, groups: groups)
                for item in items.reversed() {
                    tasks.append(elements[Int(item)].isAccessibilityElement && item != 0 ? .stop(item) : .expand(item))
                }
            }
        }
        return stops
    }

    /// The ordered items of the groups of a screen, and the point each is placed by.
    struct GroupOrders {
        private var entries: [Element.Index: (items: [Element.Index], lead: Point?)] = [:]

        mutating func add(_ group: Element.Index, items: [Element.Index], lead: Point?) {
            entries[group] = (items, lead)
        }

        func items(of container: Element.Index) -> [Element.Index]? {
            entries.isEmpty ? nil : entries[container]?.items
        }

        /// Where an item is placed among its container's: a group by its first
        /// item (AccessibilitySnapshot PR #325), a page source's web content by
        /// its first stop, anything else by the top-left corner of its frame.
        func lead(of item: Element.Index, _ hierarchy: Hierarchy, hidden: [Bool]) -> Point {
            if !entries.isEmpty, let entry = entries[item], let lead = entry.lead { return lead }
            // Web content, read in its own order, is placed by its first stop: a
            // web view that lies under a translucent bar starts under the bar,
            // and its page below it.
            if hierarchy.format == .xcuitest && VoiceOverOrder.keepsDocumentOrder(hierarchy.elements[Int(item)]) {
                for j in hierarchy.descendants(of: item) where !hidden[Int(j)] {
                    let e = hierarchy.elements[Int(j)]
                    if e.isAccessibilityElement, let frame = e.frame { return Point(x: frame.minX, y: frame.minY) }
                }
            }
            let frame = VoiceOverOrder.sortFrame(of: item, hierarchy, hidden: hidden)
            return Point(x: frame.minX, y: frame.minY)
        }
    }

    struct Point {
        var x: Double
        var y: Double
    }

    /// The items a container reads in order: accessibility elements, and blocks
    /// (grouped or explicitly ordered containers, and containers that lay out in
    /// the other direction) that are then read through.
    static func orderedItems(
        of container: Element.Index, _ hierarchy: Hierarchy, hidden: [Bool], insideElement: [Bool],
        rightToLeft: [Bool], tolerance: Double, groups: GroupOrders
    ) -> [Element.Index] {
        let elements = hierarchy.elements
        if let ids = elements[Int(container)].accessibilityElements {
            // Taken as given: devices keep it (AccessibilitySnapshot issue #168).
            return ids.compactMap { id in
                guard let index = hierarchy.indexByID[id], hierarchy.isDescendant(index, of: container),
                    !hidden[Int(index)]
                else { return nil }
                return index
            }
        }
        var items: [SortItem] = []
        let pageSource = hierarchy.format == .xcuitest
        var j = container + 1
        let end = elements[Int(container)].subtreeEnd
        while j < end {
            if hidden[Int(j)] {
                j = elements[Int(j)].subtreeEnd
            } else if insideElement[Int(j)] {
                // Inside a text field walked into (below) for its buttons.
                j += 1
            } else if elements[Int(j)].isAccessibilityElement || elements[Int(j)].shouldGroupAccessibilityChildren
                || elements[Int(j)].accessibilityElements != nil
                || rightToLeft[Int(j)] != rightToLeft[Int(container)]
                || (pageSource && (keepsDocumentOrder(elements[Int(j)]) || isWindow(elements[Int(j)])))
            {
                // A container whose semanticContentAttribute flips the direction is
                // sorted as one block, then its own items in its own direction.
                let lead = groups.lead(of: j, hierarchy, hidden: hidden)
                items.append(SortItem(index: j, x: lead.x, y: lead.y))
                let walkedInto = pageSource && elements[Int(j)].isAccessibilityElement && isTextField(elements[Int(j)])
                j = walkedInto ? j + 1 : elements[Int(j)].subtreeEnd
            } else {
                j += 1
            }
        }
        sweep(&items, tolerance: tolerance, rightToLeft: rightToLeft[Int(container)])
        return items.map(\.index)
    }

    /// Web content of a page source, read in the order of its document (the
    /// DOM's), as VoiceOver reads web pages: one block among its container's
    /// items, its stops unsorted.
    static func keepsDocumentOrder(_ e: Element) -> Bool {
        e.className == KnownClasses.PageSourceType.webView
    }

    /// A page source's text field: VoiceOver reaches the buttons inside it.
    static func isTextField(_ e: Element) -> Bool {
        KnownClasses.PageSourceType.textFields.contains(e.className)
    }

    /// A window of a page source: read as one block, placed by its frame, so
    /// that windows over one another (the app's, the status bar's, the
    /// keyboard's) are read one after the other rather than mixed by frames.
    static func isWindow(_ e: Element) -> Bool {
        e.className == KnownClasses.PageSourceType.window
    }

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
        if let frame = hierarchy[index].frame { return frame }
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
