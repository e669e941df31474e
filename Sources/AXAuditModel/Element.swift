/// One `<element>` (or one XCUITest node) of a hierarchy, with the format's
/// attributes as named properties; `nil` is an attribute the input leaves out.
/// Index 0 of every hierarchy is the root (`<hierarchy>` or the page source's
/// root), so every element has a parent but the root.
///
/// Tree links, flags and the frame are the element's `fields`, each read and
/// written by its own name (`element.isHidden`, see `ElementAccessors.swift`). Its strings, lists and rarer numbers
/// are in a table it shares with the other elements of its file
/// (`AttributeTable`), so that an element needs no allocation of its own and a
/// copy (`let e = hierarchy[i]`) allocates nothing: it retains the shared table
/// once. Reading a string is an index into that table; changing one gives the
/// element a table of its own.
public struct Element: Sendable {
    public typealias Index = Int32

    @usableFromInline package var fields: ElementFields
    @usableFromInline package var row: AttributeTable.Row

    /// An element of these fields and table row: an importer's fast path makes
    /// its fields and puts its values in its table itself.
    @inlinable package init(fields: ElementFields, row: AttributeTable.Row) {
        self.fields = fields
        self.row = row
    }

    /// The element a draft describes, with a table of its own.
    public init(_ draft: ElementDraft) {
        var values: [AttributeTable.Value] = []
        let keys = draft.appendValues(to: &values, color: AttributeTable.SharedColor.init)
        self.init(
            fields: draft.fields,
            row: AttributeTable.Row(own: values, keys: keys, className: draft.className, inherits: draft.inherits))
    }

    /// The elements `drafts` describe, sharing one table, as an importer makes
    /// them: their values in one array, each class name and superclass list kept
    /// once and told once (`KnownClasses`). Made one by one, each element would
    /// allocate a table of its own and tell its classes again.
    public static func sharingOneTable(_ drafts: [ElementDraft]) -> [Element] {
        var values: [AttributeTable.Value] = []
        var classNames: [String] = [], classRefs: [String: Int32] = [:]
        var inheritLists: [[String]] = [], inheritRefs: [[String]: Int32] = [:]
        let pending = AttributeTable([])
        var elements = drafts.map { draft in
            let start = Int32(values.count)
            let keys = draft.appendValues(to: &values, color: AttributeTable.SharedColor.init)
            var classRef: Int32 = -1, inheritsRef: Int32 = -1
            if !draft.className.isEmpty {
                classRef = classRefs[draft.className] ?? Int32(classNames.count)
                if classRef == classNames.count {
                    classNames.append(draft.className)
                    classRefs[draft.className] = classRef
                }
            }
            if !draft.inherits.isEmpty {
                inheritsRef = inheritRefs[draft.inherits] ?? Int32(inheritLists.count)
                if inheritsRef == inheritLists.count {
                    inheritLists.append(draft.inherits)
                    inheritRefs[draft.inherits] = inheritsRef
                }
            }
            return Element(
                fields: draft.fields,
                row: AttributeTable.Row(
                    table: pending, start: start, keys: keys, classRef: classRef, inheritsRef: inheritsRef))
        }
        let table = AttributeTable(values, classNames: classNames, inheritLists: inheritLists)
        for i in elements.indices { elements[i].attach(table) }
        return elements
    }

    /// The element as a draft.
    package var draft: ElementDraft {
        draft(values: row.table.values, classNames: row.table.classNames, inheritLists: row.table.inheritLists)
    }

    /// The element as a draft, its values and names read from an importer's
    /// tables still being added to.
    package func draft(
        values: [AttributeTable.Value], classNames: [String], inheritLists: [[String]]
    ) -> ElementDraft {
        var draft = ElementDraft(subtreeEnd: 0, siblingPosition: 0, location: SourceLocation(line: 0, column: 0))
        draft.fields = fields
        if row.classRef >= 0 { draft.className = classNames[Int(row.classRef)] }
        if row.inheritsRef >= 0 { draft.inherits = inheritLists[Int(row.inheritsRef)] }
        draft.setValues(of: row, from: values)
        return draft
    }

    /// Points the element at the table its values were appended to.
    @inlinable package mutating func attach(_ table: AttributeTable) {
        row.table = table
    }

    // The values in the table, by kind. Always inlined: each accessor then reads
    // its one case's payload from the table, rather than a copy of the whole value
    // returned from a call.
    @inlinable @inline(__always) func string(_ key: AttributeTable.Key) -> String? {
        if case .string(let v)? = row.value(key) { return v }
        return nil
    }
    @inlinable @inline(__always) func list(_ key: AttributeTable.Key) -> [String]? {
        if case .list(let v)? = row.value(key) { return v }
        return nil
    }
    @inlinable @inline(__always) func pairs(_ key: AttributeTable.Key) -> [(name: String, value: String)]? {
        if case .pairs(let v)? = row.value(key) { return v }
        return nil
    }
    @inlinable @inline(__always) func number(_ key: AttributeTable.Key) -> Double? {
        if case .number(let v)? = row.value(key) { return v }
        return nil
    }
    @inlinable @inline(__always) func numbers(_ key: AttributeTable.Key) -> [Double]? {
        if case .numbers(let v)? = row.value(key) { return v }
        return nil
    }
    @inlinable @inline(__always) func color(_ key: AttributeTable.Key) -> RGBAColor? {
        if case .color(let v)? = row.value(key) { return v.color }
        return nil
    }

    /// Sets one value: the element's values move to a table of their own.
    @usableFromInline mutating func setValue(_ key: AttributeTable.Key, _ newValue: AttributeTable.Value?) {
        let start = Int(row.start)
        var own = Array(row.table.values[start..<start + row.keys.nonzeroBitCount])
        let at = (row.keys & (key.bit &- 1)).nonzeroBitCount
        var keys = row.keys
        switch (keys & key.bit != 0, newValue) {
        case (true, let newValue?): own[at] = newValue
        case (true, nil):
            own.remove(at: at)
            keys &= ~key.bit
        case (false, let newValue?):
            own.insert(newValue, at: at)
            keys |= key.bit
        case (false, nil): return
        }
        row = AttributeTable.Row(own: own, keys: keys, className: className, inherits: inherits)
    }

    /// Sets the class and superclasses: the element's values move to a table of their own.
    @usableFromInline mutating func setNames(className: String, inherits: [String]) {
        let start = Int(row.start)
        let own = Array(row.table.values[start..<start + row.keys.nonzeroBitCount])
        row = AttributeTable.Row(own: own, keys: row.keys, className: className, inherits: inherits)
    }
}
