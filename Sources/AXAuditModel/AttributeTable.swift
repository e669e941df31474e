/// The strings, lists, colours and rarer numbers of many elements, in one
/// array: an importer appends each element's values here, so that elements
/// need no allocation of their own. The class names and superclass lists of a
/// file are few and repeat on most elements: each is kept once, and elements
/// number them.
@usableFromInline package final class AttributeTable: Sendable {
    @usableFromInline package let values: [Value]
    @usableFromInline package let classNames: [String]
    @usableFromInline package let inheritLists: [[String]]
    /// What each class name and each superclass list is, by the same numbers.
    @usableFromInline package let classKinds: [KnownClasses]
    @usableFromInline package let inheritKinds: [KnownClasses]

    package init(_ values: [Value], classNames: [String] = [], inheritLists: [[String]] = []) {
        self.values = values
        self.classNames = classNames
        self.inheritLists = inheritLists
        classKinds = classNames.map { KnownClasses.of($0) }
        inheritKinds = inheritLists.map { KnownClasses.of("", inherits: $0) }
    }

    /// Which attribute a value is, in the order an element's values are kept.
    /// A new attribute kept in the table is a case here and a row in `field`.
    /// (The class and superclasses are not values: they are numbered names of
    /// the table, see `Row`.)
    @usableFromInline package enum Key: UInt32, CaseIterable, Sendable {
        case tagName, id, accessibilityLabel, accessibilityValue, accessibilityHint,
            accessibilityIdentifier, placeholderValue, accessibilityElements, alpha, text, image, maximumValue,
            textColor, backgroundColor, accessibilityFrame, activationPoint, containerType, accessibilityLanguage,
            containerPosition, respondsToUserInteraction, ignoredRules, customActions, userInputLabels, customRotors,
            unknownAttributes, unknownChildElements

        @inlinable package var bit: UInt32 { 1 << rawValue }

        /// The draft's property that holds the attribute, and the kind of value it is.
        package var field: Field {
            switch self {
            case .tagName: .string({ $0.tagNameIfNotDefault }, { $0.tagNameIfNotDefault = $1 })
            case .id: .string({ $0.id }, { $0.id = $1 })
            case .accessibilityLabel: .string({ $0.accessibilityLabel }, { $0.accessibilityLabel = $1 })
            case .accessibilityValue: .string({ $0.accessibilityValue }, { $0.accessibilityValue = $1 })
            case .accessibilityHint: .string({ $0.accessibilityHint }, { $0.accessibilityHint = $1 })
            case .accessibilityIdentifier: .string({ $0.accessibilityIdentifier }, { $0.accessibilityIdentifier = $1 })
            case .placeholderValue: .string({ $0.placeholderValue }, { $0.placeholderValue = $1 })
            case .accessibilityElements: .list({ $0.accessibilityElements }, { $0.accessibilityElements = $1 })
            case .alpha: .number({ $0.alpha }, { $0.alpha = $1 })
            case .text: .string({ $0.text }, { $0.text = $1 })
            case .image: .string({ $0.image }, { $0.image = $1 })
            case .maximumValue: .number({ $0.maximumValue }, { $0.maximumValue = $1 })
            case .textColor: .color({ $0.textColor }, { $0.textColor = $1 })
            case .backgroundColor: .color({ $0.backgroundColor }, { $0.backgroundColor = $1 })
            case .accessibilityFrame:
                .numbers(
                    { $0.accessibilityFrame?.numbers }, { $0.accessibilityFrame = $1.flatMap(Rect.init(numbers:)) })
            case .activationPoint:
                .numbers({ $0.activationPoint?.numbers }, { $0.activationPoint = $1.flatMap(Point.init(numbers:)) })
            case .containerType:
                .string(
                    { $0.containerType?.rawValue },
                    { $0.containerType = $1.flatMap(AccessibilityContainerType.init(rawValue:)) })
            case .accessibilityLanguage: .string({ $0.accessibilityLanguage }, { $0.accessibilityLanguage = $1 })
            case .respondsToUserInteraction:
                .number(
                    { $0.respondsToUserInteraction.map { $0 ? 1 : 0 } },
                    { $0.respondsToUserInteraction = $1.map { $0 != 0 } })
            case .containerPosition:
                .numbers(
                    { $0.containerPosition?.numbers },
                    { $0.containerPosition = $1.flatMap(ContainerPosition.init(numbers:)) })
            case .ignoredRules: .list({ $0.ignoredRules.nonEmpty }, { $0.ignoredRules.nonEmpty = $1 })
            case .customActions: .list({ $0.customActions.nonEmpty }, { $0.customActions.nonEmpty = $1 })
            case .userInputLabels: .list({ $0.userInputLabels.nonEmpty }, { $0.userInputLabels.nonEmpty = $1 })
            case .customRotors:
                .pairs(
                    { $0.customRotors.nonEmpty.map { $0.map(\.pair) } },
                    { $0.customRotors = ($1 ?? []).map(CustomRotor.init(pair:)) })
            case .unknownAttributes: .pairs({ $0.unknownAttributes.nonEmpty }, { $0.unknownAttributes.nonEmpty = $1 })
            case .unknownChildElements:
                .list({ $0.unknownChildElements.nonEmpty }, { $0.unknownChildElements.nonEmpty = $1 })
            }
        }
    }

    /// A draft's property, `nil` when the element has no value for it: how to
    /// read it and how to set it. Closures rather than key paths: a key path
    /// that is not known where it is applied is projected by a generic walk of
    /// its components, and the draft path of the import reads every key.
    package enum Field {
        case string((ElementDraft) -> String?, (inout ElementDraft, String?) -> Void)
        case list((ElementDraft) -> [String]?, (inout ElementDraft, [String]?) -> Void)
        case pairs(
            (ElementDraft) -> [(name: String, value: String)]?,
            (inout ElementDraft, [(name: String, value: String)]?) -> Void)
        case number((ElementDraft) -> Double?, (inout ElementDraft, Double?) -> Void)
        case numbers((ElementDraft) -> [Double]?, (inout ElementDraft, [Double]?) -> Void)
        case color((ElementDraft) -> RGBAColor?, (inout ElementDraft, RGBAColor?) -> Void)
    }

    /// A string, list, number or colour of an element.
    @usableFromInline package enum Value: Sendable {
        case string(String)
        case list([String])
        case pairs([(name: String, value: String)])
        case number(Double)
        /// A rectangle's or a point's numbers, or a container position's.
        case numbers([Double])
        case color(SharedColor)
    }

    /// A colour, shared by the elements that have it (inline, it would make
    /// every value twice the size).
    @usableFromInline package final class SharedColor: Sendable {
        @usableFromInline package let color: RGBAColor
        @inlinable package init(_ color: RGBAColor) { self.color = color }
    }

    /// Where one element's values are: `keys.nonzeroBitCount` of them from
    /// `start` in `table`; its class is `table.classNames[classRef]` and its
    /// superclasses `table.inheritLists[inheritsRef]` (none when negative).
    @usableFromInline package struct Row: Sendable {
        @usableFromInline package var table: AttributeTable
        @usableFromInline package var start: Int32
        @usableFromInline package var keys: UInt32
        @usableFromInline package var classRef: Int32
        @usableFromInline package var inheritsRef: Int32

        @inlinable package init(
            table: AttributeTable, start: Int32, keys: UInt32, classRef: Int32 = -1, inheritsRef: Int32 = -1
        ) {
            self.table = table
            self.start = start
            self.keys = keys
            self.classRef = classRef
            self.inheritsRef = inheritsRef
        }

        /// One element's values and names in a table of its own: an element made
        /// alone, or changed after import.
        @usableFromInline init(own values: [Value], keys: UInt32, className: String, inherits: [String]) {
            self.init(
                table: AttributeTable(
                    values, classNames: className.isEmpty ? [] : [className],
                    inheritLists: inherits.isEmpty ? [] : [inherits]),
                start: 0, keys: keys, classRef: className.isEmpty ? -1 : 0, inheritsRef: inherits.isEmpty ? -1 : 0)
        }

        /// The value for `key`, if the element has one.
        // Always inlined: each accessor then reads its one case's payload from the
        // table, rather than a copy of the whole value returned from a call.
        @inlinable @inline(__always) package func value(_ key: Key) -> Value? {
            guard keys & key.bit != 0 else { return nil }
            return table.values[Int(start) + (keys & (key.bit &- 1)).nonzeroBitCount]
        }
    }
}

extension ElementDraft {
    /// Appends the values it has, in `AttributeTable.Key` order, and says which keys they are.
    package func appendValues(
        to values: inout [AttributeTable.Value], color: (RGBAColor) -> AttributeTable.SharedColor
    ) -> UInt32 {
        var keys: UInt32 = 0
        for key in AttributeTable.Key.allCases {
            let value: AttributeTable.Value?
            switch key.field {
            case .string(let get, _): value = get(self).map { .string($0) }
            case .list(let get, _): value = get(self).map { .list($0) }
            case .pairs(let get, _): value = get(self).map { .pairs($0) }
            case .number(let get, _): value = get(self).map { .number($0) }
            case .numbers(let get, _): value = get(self).map { .numbers($0) }
            case .color(let get, _): value = get(self).map { .color(color($0)) }
            }
            if let value {
                values.append(value)
                keys |= key.bit
            }
        }
        return keys
    }

    /// Sets the attributes of a row's values, read from `values`.
    package mutating func setValues(of row: AttributeTable.Row, from values: [AttributeTable.Value]) {
        var k = Int(row.start)
        for key in AttributeTable.Key.allCases where row.keys & key.bit != 0 {
            switch (key.field, values[k]) {
            case (.string(_, let set), .string(let v)): set(&self, v)
            case (.list(_, let set), .list(let v)): set(&self, v)
            case (.pairs(_, let set), .pairs(let v)): set(&self, v)
            case (.number(_, let set), .number(let v)): set(&self, v)
            case (.numbers(_, let set), .numbers(let v)): set(&self, v)
            case (.color(_, let set), .color(let v)): set(&self, v.color)
            default: preconditionFailure("\(key) holds another kind of value")
            }
            k += 1
        }
    }

    /// The tag name, `nil` for the default `element`, which is not stored.
    var tagNameIfNotDefault: String? {
        get { tagName == "element" ? nil : tagName }
        set { tagName = newValue ?? "element" }
    }
}

extension Element {
    /// The element's values in the table, each as `key value`: what the fuzz
    /// harness and tests compare two elements by, so that a new value is
    /// compared without being listed again.
    package var valueDescriptions: [String] {
        AttributeTable.Key.allCases.compactMap { key in
            row.value(key).map { value in
                switch value {
                case .string(let v): "\(key) \(v.debugDescription)"
                case .list(let v): "\(key) \(v)"
                case .pairs(let v): "\(key) \(v.map { "\($0.name)=\($0.value.debugDescription)" })"
                case .number(let v): "\(key) \(v)"
                case .numbers(let v): "\(key) \(v)"
                case .color(let v): "\(key) \(v.color)"
                }
            }
        }
    }
}

extension Array {
    /// The array, `nil` when empty: lists whose absence is an empty list are
    /// not stored when empty.
    var nonEmpty: [Element]? {
        get { isEmpty ? nil : self }
        set { self = newValue ?? [] }
    }
}
