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
    /// phone, 13 on an iPad, as AccessibilitySnapshot measured VoiceOver
    /// (docs/reading-order.md). It goes by the device's idiom, which a screen shows
    /// by its shorter side: at least 600 points is an iPad, while a phone in
    /// landscape is wider than 600 points but never that tall.
    public static func rowTolerance(for hierarchy: Hierarchy, override: Double? = nil) -> Double {
        if let override { return override }
        let size =
            hierarchy.screenSize ?? hierarchy.elements.first?.frame.map { (width: $0.width, height: $0.height) }
        guard let size else { return 8 }
        let shorterSide = size.height > 0 ? min(size.width, size.height) : size.width
        return shorterSide >= 600 ? 13 : 8
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
                    if e.isAccessibilityElement, let frame = e.sortFrame { return Point(x: frame.minX, y: frame.minY) }
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
}
