import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Shared bookkeeping of the importers: appends elements in document order and
/// keeps parent, children, sibling positions, subtree ends and ids right.
struct ElementArena {
    /// The elements, unless `pages` holds them.
    private var elements: [Element] = []
    /// The elements of a fragment, to be adopted (see `init(fragmentOf:)`).
    private let pages: ElementPages?
    private(set) var indexByID: [String: Element.Index] = [:]
    /// Open elements, innermost last.
    private(set) var open: [Element.Index] = []
    /// Open elements changed after they were added (parallel to `open`): written
    /// again, their strings appended anew, when they close. Most are never changed.
    private var changedOpen: [Element.Index: ElementDraft] = [:]
    /// Whether each open element is in `changedOpen` (parallel to `open`).
    private var openChanged: [Bool] = []
    /// `<customAction>` names and unknown child elements of open elements not in
    /// `changedOpen`, added when they close: a button has several, and writing
    /// the element again for each would cost a draft per action.
    private var openChildNames: [Element.Index: ChildNames] = [:]

    struct ChildNames {
        var customActions: [String] = []
        var userInputLabels: [String] = []
        var customRotors: [CustomRotor] = []
        var unknownChildElements: [String] = []

        func add(to draft: inout ElementDraft) {
            draft.customActions += customActions
            draft.userInputLabels += userInputLabels
            draft.customRotors += customRotors
            draft.unknownChildElements += unknownChildElements
        }
    }
    /// What elements point at until `finish` gives them their table: this
    /// arena's own, not a shared empty table, whose reference count every thread
    /// importing a file would otherwise change for every element.
    private let pending = AttributeTable([])
    /// One shared value per distinct colour of the file.
    private let colors = ColorInterner()
    /// The strings and lists of the closed elements, each element's together;
    /// `finish` (or the adoption of a fragment) makes them the elements' table.
    private var values: [AttributeTable.Value] = []
    /// Children added so far to each open element (parallel to `open`).
    private var openChildCounts: [Int32] = []
    /// Superclass lists' ids by the attribute that gives them, and by their names.
    private var inheritLists: [String: Int32] = [:]
    private var inheritRefsByNames: [[String]: Int32] = [[]: 0]
    /// Class names and superclass lists by their ids (`classRef`, `inheritsRef`):
    /// the importers' caches key on ids rather than strings.
    private(set) var classNamesByRef: [String] = []
    private(set) var inheritListsByRef: [[String]] = [[]]
    private var lastInterned = ""
    /// Each name's id in `classNamesByRef`: one table both interns names and numbers them.
    private var classRefs: [String: Int32] = [:]

    /// Values an element of a real export has, at most, on average (label, value, text, identifier).
    private static let valuesPerElement = 4

    init(expectedElements: Int = 0) {
        pages = nil
        if expectedElements > 0 {
            elements.reserveCapacity(expectedElements)
            // Reserved, not grown: growing copies into a buffer twice the size while the
            // old one is still held, the peak of a large file's import. Pages never
            // written are never resident.
            values.reserveCapacity(expectedElements * Self.valuesPerElement)
            // Real exports give an id to a few elements in ten (cells, cards, controls).
            indexByID.reserveCapacity(expectedElements / 8)
        }
    }

    /// The arena of a fragment that another arena will `adopt`: its elements are
    /// kept in pages of their own, which the adoption gives back as it moves the
    /// elements out, so that the two copies never both exist at the peak of a large
    /// file's import, and no element is retained or released on the way.
    init(fragmentOf expectedElements: Int) {
        pages = ElementPages(capacity: expectedElements)
        indexByID.reserveCapacity(expectedElements / 8)
        values.reserveCapacity(expectedElements * Self.valuesPerElement)
    }

    var current: Element.Index? { open.last }

    var count: Int { pages?.count ?? elements.count }

    @inline(__always) private mutating func append(_ element: consuming Element) {
        if let pages { pages.append(consume element) } else { elements.append(consume element) }
    }

    /// Adds an element under the innermost open one and opens it.
    mutating func open(tagName: String, location: SourceLocation) -> Element.Index {
        let index = Element.Index(count)
        var draft = next(tagName: tagName, location: location)
        push(&draft)
        return index
    }

    /// The element `open` would add, not added yet: fill it in, then `push` it.
    @inline(__always) mutating func next(tagName: String, location: SourceLocation) -> ElementDraft {
        let place = nextPlace()
        return ElementDraft(
            parent: place.parent, subtreeEnd: place.subtreeEnd, siblingPosition: place.siblingPosition,
            location: location, tagName: intern(tagName))
    }

    /// Where the element `push` adds next goes: a builder that makes its draft
    /// itself (not returned from here, which copied it) starts from this.
    @inline(__always) func nextPlace() -> (parent: Element.Index?, subtreeEnd: Element.Index, siblingPosition: Int32) {
        let index = Element.Index(count)
        let parent = open.last
        let position = parent == nil ? 1 : openChildCounts[openChildCounts.count - 1] + 1
        return (parent, index + 1, position)
    }

    /// Adds an element made by `next` and opens it.
    @inline(__always) mutating func push(_ draft: inout ElementDraft) {
        let index = Element.Index(count)
        precondition(draft.subtreeEnd == index + 1, "push takes the element `next` made")
        opened(element(of: draft), at: index)
    }

    // A builder's fast path makes no `ElementDraft` (made, copied and destroyed
    // per element): it starts an element with `beginElement`, adds its values with
    // `addValue`, and pushes it. (These are `mutating` so that a builder holding the
    // arena calls them in place rather than on a copy.)

    /// The element `push(_:)` adds next, with no attributes yet; its values go
    /// after the arena's values so far.
    @inline(__always) mutating func beginElement(location: SourceLocation) -> Element {
        let place = nextPlace()
        return Element(
            fields: ElementFields(
                parent: place.parent, subtreeEnd: place.subtreeEnd, siblingPosition: place.siblingPosition,
                location: location),
            row: AttributeTable.Row(table: pending, start: Int32(values.count), keys: 0))
    }

    /// Adds a value of the element `beginElement` made, in key order whatever
    /// order they come in; false, adding nothing, when it has that key already.
    @inline(__always) mutating func addValue(
        _ value: consuming AttributeTable.Value, as key: AttributeTable.Key, to element: inout Element
    ) -> Bool {
        let keys = element.row.keys
        guard keys & key.bit == 0 else { return false }
        let position = Int(element.row.start) + (keys & (key.bit &- 1)).nonzeroBitCount
        if position == values.count { values.append(value) } else { values.insert(value, at: position) }
        element.row.keys = keys | key.bit
        return true
    }

    /// `addValue` for a colour: one shared value per distinct colour of the file.
    @inline(__always) mutating func addColor(_ color: RGBAColor, as key: AttributeTable.Key, to element: inout Element)
        -> Bool
    {
        addValue(.color(colors.shared(color)), as: key, to: &element)
    }

    /// Takes back the values of an element `beginElement` made that will not be pushed.
    mutating func discardValues(of element: Element) {
        values.removeSubrange(Int(element.row.start)...)
    }

    /// Adds an element made by `beginElement`, with the values added since, and opens it.
    @inline(__always) mutating func push(_ element: consuming Element) {
        let index = Element.Index(count)
        precondition(
            element.subtreeEnd == index + 1
                && Int(element.row.start) + element.row.keys.nonzeroBitCount == values.count,
            "push takes the element `beginElement` made, with its values last")
        opened(consume element, at: index)
    }

    /// Appends an element under the innermost open one and opens it.
    @inline(__always) private mutating func opened(_ element: consuming Element, at index: Element.Index) {
        // Read before the element moves into the array, which then holds the only copy.
        let hasParent = element.parent != nil
        append(consume element)
        if hasParent {
            openChildCounts[openChildCounts.count - 1] += 1
        }
        open.append(index)
        openChanged.append(false)
        openChildCounts.append(0)
    }

    mutating func close() {
        guard let index = open.popLast() else { return }
        openChildCounts.removeLast()
        closeElement(index, changed: openChanged.removeLast(), subtreeEnd: Element.Index(count))
    }

    /// Gives an open element its subtree's end, and the changes and child names kept aside while it was open.
    private mutating func closeElement(_ index: Element.Index, changed: Bool, subtreeEnd end: Element.Index) {
        let names = openChildNames.isEmpty ? nil : openChildNames.removeValue(forKey: index)
        if changed, var draft = changedOpen.removeValue(forKey: index) {
            draft.subtreeEnd = end
            names?.add(to: &draft)
            write(draft, at: index)
            return
        }
        if let pages { pages[Int(index)].subtreeEnd = end } else { elements[Int(index)].subtreeEnd = end }
        guard let names else { return }
        // Its values again, after every value so far, with the two lists among them.
        var element = pages?[Int(index)] ?? elements[Int(index)]
        let own = element.row
        element.row = AttributeTable.Row(
            table: pending, start: Int32(values.count), keys: own.keys, classRef: own.classRef,
            inheritsRef: own.inheritsRef)
        // One by one: an element has a few values, and a copy of them in an array of its own cost more.
        for k in Int(own.start)..<Int(own.start) + own.keys.nonzeroBitCount { values.append(values[k]) }
        if !names.customActions.isEmpty {
            precondition(addValue(.list(names.customActions), as: .customActions, to: &element))
        }
        if !names.userInputLabels.isEmpty {
            precondition(addValue(.list(names.userInputLabels), as: .userInputLabels, to: &element))
        }
        if !names.customRotors.isEmpty {
            precondition(addValue(.pairs(names.customRotors.map(\.pair)), as: .customRotors, to: &element))
        }
        if !names.unknownChildElements.isEmpty {
            precondition(addValue(.list(names.unknownChildElements), as: .unknownChildElements, to: &element))
        }
        if let pages { pages[Int(index)] = element } else { elements[Int(index)] = element }
    }

    /// A `<customAction>` of an open element.
    mutating func addCustomAction(_ name: String, to index: Element.Index) {
        if changedOpen[index] != nil {
            changedOpen[index]!.customActions.append(name)
        } else {
            openChildNames[index, default: ChildNames()].customActions.append(name)
        }
    }

    /// A `<userInputLabel>` of an open element.
    mutating func addUserInputLabel(_ name: String, to index: Element.Index) {
        if changedOpen[index] != nil {
            changedOpen[index]!.userInputLabels.append(name)
        } else {
            openChildNames[index, default: ChildNames()].userInputLabels.append(name)
        }
    }

    /// A `<customRotor>` of an open element.
    mutating func addCustomRotor(_ rotor: CustomRotor, to index: Element.Index) {
        if changedOpen[index] != nil {
            changedOpen[index]!.customRotors.append(rotor)
        } else {
            openChildNames[index, default: ChildNames()].customRotors.append(rotor)
        }
    }

    /// A child XML element the format does not define, of an open element.
    mutating func addUnknownChildElement(_ name: String, to index: Element.Index) {
        if changedOpen[index] != nil {
            changedOpen[index]!.unknownChildElements.append(name)
        } else {
            openChildNames[index, default: ChildNames()].unknownChildElements.append(name)
        }
    }

    /// The element `draft` describes, its strings appended to `values`.
    private mutating func element(of draft: borrowing ElementDraft) -> Element {
        let start = Int32(values.count)
        let keys = draft.appendValues(to: &values, color: colors.shared)
        let className = draft.className, inherits = draft.inherits
        return Element(
            fields: draft.fields,
            row: AttributeTable.Row(
                table: pending, start: start, keys: keys, classRef: className.isEmpty ? -1 : classRef(className),
                inheritsRef: inherits.isEmpty ? -1 : inheritsRef(inherits)))
    }

    private mutating func write(_ draft: ElementDraft, at index: Element.Index) {
        let element = element(of: draft)
        if let pages { pages[Int(index)] = element } else { elements[Int(index)] = element }
    }

    /// An open element, to read or change: changed, it is written again when it closes.
    subscript(index: Element.Index) -> ElementDraft {
        get {
            precondition(open.contains(index), "element \(index) is not open")
            return changedOpen[index] ?? storedDraft(index)
        }
        set {
            guard let k = open.lastIndex(of: index) else { preconditionFailure("element \(index) is not open") }
            openChanged[k] = true
            // The new value has the child names the getter gave it.
            openChildNames[index] = nil
            changedOpen[index] = newValue
        }
        // In place: an importer changes an element several times, and a get and
        // a set would copy the whole draft each time.
        _modify {
            guard let k = open.lastIndex(of: index) else { preconditionFailure("element \(index) is not open") }
            if !openChanged[k] {
                openChanged[k] = true
                changedOpen[index] = storedDraft(index)
                openChildNames[index] = nil
            }
            yield &changedOpen[index]!
        }
    }

    /// An open element not changed as a draft yet, as a draft: as stored, with
    /// the child names kept aside for it.
    private func storedDraft(_ index: Element.Index) -> ElementDraft {
        var draft = (pages?[Int(index)] ?? elements[Int(index)]).draft(
            values: values, classNames: classNamesByRef, inheritLists: inheritListsByRef)
        openChildNames[index]?.add(to: &draft)
        return draft
    }

    /// The frame of an element, open or closed.
    func frame(of index: Element.Index) -> Rect? {
        if let draft = changedOpen[index] { return draft.frame }
        return pages?[Int(index)].frame ?? elements[Int(index)].frame
    }

    /// Sets the frame of an element, open or closed.
    mutating func setFrame(_ frame: Rect, of index: Element.Index) {
        if changedOpen[index] != nil {
            changedOpen[index]!.frame = frame
        } else if let pages {
            pages[Int(index)].frame = frame
        } else {
            elements[Int(index)].frame = frame
        }
    }

    /// A closed element with its strings, before `finish` gives every element its table.
    func closedElement(_ index: Element.Index) -> Element {
        var element = pages?[Int(index)] ?? elements[Int(index)]
        element.attach(AttributeTable(values, classNames: classNamesByRef, inheritLists: inheritListsByRef))
        return element
    }

    /// Where an element, open or closed, starts in the file.
    func location(of index: Element.Index) -> SourceLocation {
        pages?[Int(index)].location ?? elements[Int(index)].location
    }

    /// Registers an id; returns the index that already has it, if any.
    mutating func register(id: String, for index: Element.Index) -> Element.Index? {
        // One hash for a new id, the common case; a duplicate puts the first one back.
        guard let existing = indexByID.updateValue(index, forKey: id) else { return nil }
        indexByID[id] = existing
        return existing
    }

    /// Class names repeat thousands of times in a file: keep one copy of each.
    mutating func intern(_ name: String) -> String {
        // Every element of a file usually has the same tag: no hashing for it.
        if name == lastInterned { return lastInterned }
        lastInterned = classNamesByRef[Int(classRef(name))]
        return lastInterned
    }

    /// The id (`inheritListsByRef`) of the superclass list
    /// an `inherits` value names, parsed once per distinct value.
    mutating func inheritsRef(_ list: String) -> Int32 {
        if let existing = inheritLists[list] { return existing }
        let ref = inheritsRef(Self.classNames(in: list).map { intern($0) })
        inheritLists[list] = ref
        return ref
    }

    /// The id (`inheritListsByRef`) of a superclass list, added the first time.
    mutating func inheritsRef(_ names: [String]) -> Int32 {
        if let existing = inheritRefsByNames[names] { return existing }
        let ref = Int32(inheritListsByRef.count)
        inheritListsByRef.append(names)
        inheritRefsByNames[names] = ref
        return ref
    }

    /// The names of a class list, separated by spaces, commas, tabs or newlines.
    static func classNames(in list: String) -> [String] {
        list.listNames(separatedBy: Array(" ,\t\n".utf8))
    }

    /// The id of a name (a class, a superclass or a tag) in `classNamesByRef`, added the first time.
    mutating func classRef(_ name: String) -> Int32 {
        if let ref = classRefs[name] { return ref }
        let ref = Int32(classNamesByRef.count)
        classNamesByRef.append(name)
        classRefs[name] = ref
        return ref
    }

    /// Whether `adopt` can take `fragment` in exactly: it must be a fragment's
    /// arena; its first `synthetic` elements stand for the elements open here, and
    /// must be as they were made (children aside); and an id on both sides would
    /// be reported against a first use the fragment never saw.
    func canAdopt(_ fragment: ElementArena, synthetic: Int) -> Bool {
        guard fragment.pages != nil, open.count == synthetic, fragment.open.isEmpty, fragment.count >= synthetic else {
            return false
        }
        let childValues =
            AttributeTable.Key.customActions.bit | AttributeTable.Key.userInputLabels.bit
            | AttributeTable.Key.customRotors.bit | AttributeTable.Key.unknownChildElements.bit
        for j in 0..<synthetic {
            if fragment.pages![j].row.keys & childValues != 0 { return false }
        }
        return !fragment.indexByID.keys.contains { indexByID[$0] != nil }
    }

    /// Moves in the elements `fragment` read after its `synthetic` made-up
    /// ancestors, as if this arena had read them itself, and closes the open
    /// elements where the fragment closed their stand-ins. The fragment is left
    /// empty.
    mutating func adopt(_ fragment: ElementArena, synthetic: Int) {
        guard let pages = fragment.pages else { preconditionFailure("only a fragment's arena is adopted") }
        let d = Element.Index(synthetic)
        let shift = Element.Index(elements.count) - d
        // The open elements close where the fragment closed their stand-ins.
        for j in 0..<synthetic {
            closeElement(open[j], changed: openChanged[j], subtreeEnd: pages[j].subtreeEnd + shift)
        }
        let fragmentTable = AttributeTable(
            fragment.values, classNames: fragment.classNamesByRef, inheritLists: fragment.inheritListsByRef)
        // The ids go in on a second thread while the elements move: the two touch
        // nothing of each other's.
        final class Parts: @unchecked Sendable {
            var elements: [Element], indexByID: [String: Element.Index]
            init(_ elements: [Element], _ indexByID: [String: Element.Index]) {
                self.elements = elements
                self.indexByID = indexByID
            }
        }
        let parts = Parts(elements, indexByID)
        // Held only by `parts` while it works, so that nothing is copied on write.
        elements = []
        indexByID = [:]
        let openElements = open, childCounts = openChildCounts, fragmentIDs = fragment.indexByID
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 1 {
                var ids = parts.indexByID
                parts.indexByID = [:]
                ids.reserveCapacity(ids.count + fragmentIDs.count)
                for (id, j) in fragmentIDs { ids[id] = j + shift }
                parts.indexByID = ids
                return
            }
            var moved = parts.elements
            parts.elements = []
            moved.reserveCapacity(moved.count + pages.count - synthetic)
            pages.moveOut(after: synthetic) { e in
                let parent = e.parent!
                if parent < d {
                    // The fragment counted its next made-up ancestor among a made-up
                    // parent's children; here that child is the open one, already counted.
                    e.siblingPosition += childCounts[Int(parent)] - (parent < d - 1 ? 1 : 0)
                    e.parent = openElements[Int(parent)]
                } else {
                    e.parent = parent + shift
                }
                e.subtreeEnd += shift
                e.attach(fragmentTable)
                moved.append(e)
            }
            parts.elements = moved
        }
        elements = parts.elements
        indexByID = parts.indexByID
        parts.elements = []
        parts.indexByID = [:]
        open.removeAll()
        openChanged.removeAll()
        openChildCounts.removeAll()
    }

    /// Closes anything left open and hands over the elements.
    mutating func finish() -> (elements: [Element], indexByID: [String: Element.Index]) {
        precondition(pages == nil, "a fragment's elements are adopted, not finished")
        while !open.isEmpty { close() }
        let table = AttributeTable(values, classNames: classNamesByRef, inheritLists: inheritListsByRef)
        values = []
        for i in elements.indices where elements[i].row.table === pending {
            elements[i].attach(table)
        }
        return (elements, indexByID)
    }
}

/// A fragment's elements (`ElementArena.init(fragmentOf:)`), in memory mapped
/// for them alone, so that pages can be given back as the elements move out.
/// (Used by one thread at a time: the fragment's reader, then the adoption.)
final class ElementPages: @unchecked Sendable {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// Elements from the start that were moved out or destroyed.
    @exclusivity(unchecked) private var gone = 0
    /// Bytes from the start already unmapped, a whole number of pages.
    @exclusivity(unchecked) private var unmapped = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = Self.map(self.capacity)
    }

    deinit {
        (base + gone).deinitialize(count: count - gone)
        Self.unmap(UnsafeMutableRawPointer(base), from: unmapped, to: Self.bytes(capacity))
    }

    /// An element not yet moved out, bounds checked as an array's would be.
    subscript(index: Int) -> Element {
        _read {
            precondition(index >= gone && index < count, "element index out of range")
            yield base[index]
        }
        _modify {
            precondition(index >= gone && index < count, "element index out of range")
            yield &base[index]
        }
    }

    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Destroys the first `start` elements, then hands each of the others out
    /// in order, giving back every page once the elements on it are gone.
    func moveOut(after start: Int, _ body: (inout Element) -> Void) {
        precondition(gone == 0 && start <= count)
        base.deinitialize(count: start)
        gone = start
        // Pages go back in runs of 4 MB: a system call per page would cost more than the move.
        let run = max(1, (1 << 22) / MemoryLayout<Element>.stride)
        while gone < count {
            let end = min(count, gone + run)
            for i in gone..<end {
                var element = (base + i).move()
                body(&element)
            }
            gone = end
            let done = gone * MemoryLayout<Element>.stride / Self.pageSize * Self.pageSize
            Self.unmap(UnsafeMutableRawPointer(base), from: unmapped, to: done)
            unmapped = max(unmapped, done)
        }
    }

    private func grow() {
        let larger = Self.map(capacity * 2)
        larger.moveInitialize(from: base, count: count)
        Self.unmap(UnsafeMutableRawPointer(base), from: 0, to: Self.bytes(capacity))
        base = larger
        capacity *= 2
    }

    private static func bytes(_ elements: Int) -> Int {
        (elements * MemoryLayout<Element>.stride + pageSize - 1) / pageSize * pageSize
    }

    private static func map(_ elements: Int) -> UnsafeMutablePointer<Element> {
        guard let raw = mmap(nil, bytes(elements), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            raw != MAP_FAILED
        else {
            fatalError("out of memory: \(bytes(elements)) bytes for elements")
        }
        return raw.bindMemory(to: Element.self, capacity: elements)
    }

    private static func unmap(_ base: UnsafeMutableRawPointer, from start: Int, to end: Int) {
        if end > start { munmap(base + start, end - start) }
    }
}

/// Boolean attribute values: `true`/`false`, `YES`/`NO`, `1`/`0`, any case.
enum BooleanAttribute {
    static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }
}

/// One `SharedColor` per distinct colour an arena's elements have.
final class ColorInterner {
    /// One property, so that a call checks exclusive access once.
    private var table = Table()

    func shared(_ color: RGBAColor) -> AttributeTable.SharedColor { table.shared(color) }

    private struct Table {
        var shared: [RGBAColor: AttributeTable.SharedColor] = [:]
        /// The colours last asked for, looked at before the dictionary: a screen
        /// uses a few colours over and over, and comparing a colour's four numbers
        /// costs a fraction of hashing them.
        var recentColors: [RGBAColor] = []
        var recentShared: [AttributeTable.SharedColor] = []
        var nextRecent = 0
        static let recentCount = 4

        mutating func shared(_ color: RGBAColor) -> AttributeTable.SharedColor {
            if let k = recentColors.firstIndex(of: color) { return recentShared[k] }
            let found: AttributeTable.SharedColor
            if let known = shared[color] {
                found = known
            } else {
                found = AttributeTable.SharedColor(color)
                shared[color] = found
            }
            if recentColors.count < Self.recentCount {
                recentColors.append(color)
                recentShared.append(found)
            } else {
                recentColors[nextRecent] = color
                recentShared[nextRecent] = found
                nextRecent = (nextRecent + 1) % Self.recentCount
            }
            return found
        }
    }
}
