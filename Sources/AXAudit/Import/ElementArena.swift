/// Shared bookkeeping of the importers: appends elements in document order and
/// keeps parent, children, sibling positions, subtree ends and ids right.
struct ElementArena {
    /// The strings of the elements made here (see `ElementStore`).
    let store: ElementStore
    private(set) var elements: [Element] = []
    private(set) var indexByID: [String: Element.Index] = [:]
    /// Open elements, innermost last.
    private(set) var open: [Element.Index] = []
    /// Children added so far to each open element (parallel to `open`).
    private var openChildCounts: [Int32] = []
    private var classNames: [String: String] = [:]
    private var inheritLists: [String: Int32] = [:]
    private var lastInterned = ""

    init(expectedElements: Int = 0) {
        store = ElementStore(importing: true, expectedElements: expectedElements)
        if expectedElements > 0 {
            elements.reserveCapacity(expectedElements)
            // Real exports give an id to a few elements in ten (cells, cards, controls).
            indexByID.reserveCapacity(expectedElements / 8)
        }
        // A screen has a few dozen classes and superclass lists (see `XMLEventReader.init`).
        classNames.reserveCapacity(32)
        inheritLists.reserveCapacity(32)
    }

    var current: Element.Index? { open.last }

    /// Adds an element under the innermost open one and opens it.
    mutating func open(tagName: String, location: SourceLocation) -> Element.Index {
        let index = Element.Index(elements.count)
        let parent = open.last
        var position: Int32 = 1
        if parent != nil {
            openChildCounts[openChildCounts.count - 1] += 1
            position = openChildCounts[openChildCounts.count - 1]
        }
        elements.append(Element(arenaIndex: index, parent: parent, depth: Int32(open.count), siblingPosition: position,
                                location: location, tagName: intern(tagName), store: store))
        open.append(index)
        openChildCounts.append(0)
        return index
    }

    /// The element `open` would add, not added yet: fill it in, then `push` it
    /// (building it outside the array saves copying it in and out).
    mutating func next(tagName: String, location: SourceLocation) -> Element {
        let index = Element.Index(elements.count)
        let parent = open.last
        let position = parent == nil ? 1 : openChildCounts[openChildCounts.count - 1] + 1
        return Element(arenaIndex: index, parent: parent, depth: Int32(open.count), siblingPosition: position,
                       location: location, tagName: intern(tagName), store: store)
    }

    /// Adds an element made by `next` and opens it.
    mutating func push(_ element: consuming Element) {
        let index = element.index
        precondition(index == Element.Index(elements.count))
        if element.parent != nil {
            openChildCounts[openChildCounts.count - 1] += 1
        }
        elements.append(consume element)
        open.append(index)
        openChildCounts.append(0)
    }

    mutating func close() {
        guard let index = open.popLast() else { return }
        openChildCounts.removeLast()
        elements[Int(index)].subtreeEnd = Element.Index(elements.count)
    }

    subscript(index: Element.Index) -> Element {
        _read { yield elements[Int(index)] }
        _modify { yield &elements[Int(index)] }
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
        if let existing = classNames[name] {
            lastInterned = existing
        } else {
            classNames[name] = name
            lastInterned = name
        }
        return lastInterned
    }

    /// The index in the store (`Element.setInheritsRef`) of the superclass list
    /// an `inherits` value names, parsed once per distinct value.
    mutating func inheritsRef(_ list: String) -> Int32 {
        if let existing = inheritLists[list] { return existing }
        let ref = store.listRef(for: Self.classNames(in: list).map { intern($0) })
        inheritLists[list] = ref
        return ref
    }

    /// The names of a class list, separated by spaces, commas, tabs or newlines.
    static func classNames(in list: String) -> [String] {
        // ASCII without a CR (CR LF is one character, not a newline) splits byte by
        // byte; splitting by Characters cost 16,000 instructions a list, per file.
        if !list.containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0D }) {
            return list.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x2C || $0 == 0x09 || $0 == 0x0A })
                .map { String(Substring($0)) }
        }
        return list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The index of a class name in the store (`Element.setClassRef`).
    mutating func classRef(_ name: String) -> Int32 {
        store.classRef(for: intern(name))
    }

    /// Whether `adopt` can take `fragment` in exactly: its first `synthetic`
    /// elements stand for the elements open here, and must be as they were made
    /// (children aside); and an id on both sides would be reported against a first
    /// use the fragment never saw.
    func canAdopt(_ fragment: ElementArena, synthetic: Int) -> Bool {
        guard open.count == synthetic, fragment.open.isEmpty, fragment.elements.count >= synthetic else { return false }
        for e in fragment.elements[0..<synthetic] where !e.customActions.isEmpty || !e.unknownChildElements.isEmpty {
            return false
        }
        return !fragment.indexByID.keys.contains { indexByID[$0] != nil }
    }

    /// Appends the elements `fragment` read after its `synthetic` made-up
    /// ancestors, as if this arena had read them itself, and closes the open
    /// elements where the fragment closed their stand-ins.
    mutating func adopt(_ fragment: ElementArena, synthetic: Int) {
        let d = Element.Index(synthetic)
        let shift = Element.Index(elements.count) - d
        elements.reserveCapacity(elements.count + fragment.elements.count - synthetic)
        for j in synthetic..<fragment.elements.count {
            var e = fragment.elements[j]
            let parent = e.parent!
            if parent < d {
                // The fragment counted its next made-up ancestor among a made-up
                // parent's children; here that child is the open one, already counted.
                e.siblingPosition += openChildCounts[Int(parent)] - (parent < d - 1 ? 1 : 0)
                e.parent = open[Int(parent)]
            } else {
                e.parent = parent + shift
            }
            e.index += shift
            e.subtreeEnd += shift
            elements.append(e)
        }
        for j in 0..<synthetic {
            elements[Int(open[j])].subtreeEnd = fragment.elements[j].subtreeEnd + shift
        }
        indexByID.reserveCapacity(indexByID.count + fragment.indexByID.count)
        for (id, j) in fragment.indexByID { indexByID[id] = j + shift }
        // The fragment's elements are complete: from now on its store is only read.
        fragment.store.importing = false
        open.removeAll()
        openChildCounts.removeAll()
    }

    /// Closes anything left open and hands over the elements.
    mutating func finish() -> (elements: [Element], indexByID: [String: Element.Index]) {
        while !open.isEmpty { close() }
        store.importing = false
        return (elements, indexByID)
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
