import AXAuditModel
import AXAuditPlatform
/// The axaudit hierarchy format, version 1 (`<hierarchy>` / `<element>`).
final class NativeHierarchyBuilder: HierarchyBuilder {
    let file: String
    @exclusivity(unchecked) private(set) var errorList = InputErrorList()
    package var errors: [InputError] { errorList.listed }
    @exclusivity(unchecked) private(set) var warningList = InputErrorList()
    package var warnings: [InputError] { warningList.listed }
    @exclusivity(unchecked) private var arena = ElementArena()
    private var screen: String?
    private var layoutDirection = LayoutDirection.leftToRight
    private var screenWidth: Double?
    private var screenHeight: Double?

    private enum OpenKind { case element, other }
    @exclusivity(unchecked) private var openKinds: [OpenKind] = []

    // The fast path (`startElement(name:raw:…)`): attribute names resolved once per
    // name, repeated values (class, inherits, traits) looked up by their bytes,
    // roles computed once per class and superclass list.
    /// The attributes of `<element>` the format defines.
    private enum AttributeKind: String {
        case id
        case className = "class"
        case inherits, role, frame, isAccessibilityElement, accessibilityLabel, accessibilityValue
        case accessibilityHint, accessibilityIdentifier, accessibilityTraits, accessibilityElements,
            shouldGroupAccessibilityChildren, accessibilityElementsHidden, isHidden, alpha
        case accessibilityViewIsModal, text, image, maximumValue, textColor, backgroundColor, fontSize,
            adjustsFontForContentSizeCategory, semanticContentAttribute, isEnabled, isUserInteractionEnabled
        case accessibilityFrame, activationPoint, accessibilityContainerType, accessibilityLanguage,
            accessibilityRespondsToUserInteraction, containerPosition
        case axauditIgnore = "axaudit-ignore"
    }
    private enum ResolvedKind {
        case unresolved
        case known(AttributeKind)
        case other
    }
    @exclusivity(unchecked) private var kinds: [ResolvedKind] = []
    /// Class names and superclass lists by their bytes, to their indices in the arena's store.
    @exclusivity(unchecked) private var classTable = ByteTable<Int32>()
    @exclusivity(unchecked) private var inheritsTable = ByteTable<Int32>()
    @exclusivity(unchecked) private var traitsTable = ByteTable<AccessibilityTraits>()
    /// Labels, values, texts and image names that repeat ("Add to cart", a rating's
    /// "Average customer rating, out of 5 stars"), by their bytes: each repeat
    /// shares one string instead of allocating its own (see `sharedValue`).
    @exclusivity(unchecked) private var valueTable = ByteTable<String>()
    /// What the classes say, by class and superclass list (their indices in the
    /// store), in front of `RoleInference.byClass`: a screen has a few dozen pairs,
    /// and asking the run's table (a lock and a hash of the names) for every
    /// element would cost more than the rest of its roles. Direct-mapped.
    @exclusivity(unchecked) private var recentRoles = [(key: Int64, roles: Roles, elementByDefault: Bool)](
        repeating: (-1, .container, false), count: 256)

    init(file: String, expectedBytes: Int = 0, fragment: Bool = false) {
        self.file = file
        // About 150 bytes per element in real exports; reserving more costs only address space.
        let expectedElements = expectedBytes / 100 + 16
        if fragment {
            arena = ElementArena(fragmentOf: expectedElements)
        } else if expectedBytes > 0 {
            arena = ElementArena(expectedElements: expectedElements)
        }
    }

    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError? {
        guard depth > 0, name == "element" else {
            // A button's actions: its one attribute read where it lies, as in
            // `startElement(name:attributes:)`, without copying the others out.
            if depth > 0, name == "customAction", openKinds.last == .element, let current = arena.current {
                addCustomAction(raw.first(where: { $0.name == "name" })?.value, to: current, at: location)
                openKinds.append(.other)
                return nil
            }
            return startElement(name: name, attributes: raw.materialize(), location: location, depth: depth)
        }
        startElement(raw: raw, location: location)
        openKinds.append(.element)
        return nil
    }

    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError? {
        if depth == 0 {
            guard name == "hierarchy" else {
                return InputError("the root element is <\(name)>, not the axaudit format's <hierarchy>", at: location)
            }
            return startRoot(attributes: attributes, location: location)
        }
        switch name {
        case "element":
            startElement(attributes: attributes, location: location)
            openKinds.append(.element)
        case "customAction" where openKinds.last == .element:
            if let current = arena.current {
                addCustomAction(attributes.first(where: { $0.name == "name" })?.value, to: current, at: location)
            }
            openKinds.append(.other)
        case "userInputLabel" where openKinds.last == .element:
            if let current = arena.current {
                if let name = attributes.first(where: { $0.name == "name" })?.value {
                    arena.addUserInputLabel(name, to: current)
                } else {
                    errorList.append(InputError("<userInputLabel> has no name attribute", at: location))
                }
            }
            openKinds.append(.other)
        case "customRotor" where openKinds.last == .element:
            if let current = arena.current {
                let name = attributes.first(where: { $0.name == "name" })?.value ?? ""
                let type = attributes.first(where: { $0.name == "systemType" })?.value
                if name.isEmpty && (type ?? "").isEmpty {
                    errorList.append(
                        InputError("<customRotor> has neither a name nor a systemType attribute", at: location))
                } else {
                    arena.addCustomRotor(
                        CustomRotor(name: name, systemType: type?.isEmpty == true ? nil : type), to: current)
                }
            }
            openKinds.append(.other)
        default:
            if let current = arena.current { arena.addUnknownChildElement(name, to: current) }
            openKinds.append(.other)
        }
        return nil
    }

    /// A `<customAction>` of the open element `current`: its name, or an error when it has none.
    private func addCustomAction(_ name: String?, to current: Element.Index, at location: SourceLocation) {
        if let name {
            arena.addCustomAction(name, to: current)
        } else {
            errorList.append(InputError("<customAction> has no name attribute", at: location))
        }
    }

    func endElement(name: String) {
        guard let kind = openKinds.popLast() else { return }
        if kind == .element { arena.close() }
    }

    /// Elements open now, the root included; nil when something other than
    /// `<hierarchy>` and `<element>` is open.
    var openElementDepth: Int? {
        openKinds.allSatisfy { $0 == .element } ? openKinds.count : nil
    }

    /// Takes in what `fragment` read of the rest of the same file after
    /// `synthetic` made-up ancestors standing for the elements open here; its
    /// errors and warnings before `start` (about the made-up part) are dropped.
    /// False, changing nothing, when the result would not be exactly a reading
    /// of the whole file.
    func adopt(_ fragment: NativeHierarchyBuilder, synthetic: Int, start: SourceLocation) -> Bool {
        guard openElementDepth == synthetic, fragment.openKinds.isEmpty,
            arena.canAdopt(fragment.arena, synthetic: synthetic)
        else { return false }
        arena.adopt(fragment.arena, synthetic: synthetic)
        openKinds.removeAll()
        errorList.append(fragment.errorList) { $0.location >= start }
        warningList.append(fragment.warningList) { $0.location >= start }
        return true
    }

    func finish() -> Hierarchy {
        let (elements, ids) = arena.finish()
        let size: (width: Double, height: Double)? = {
            if let w = screenWidth, let h = screenHeight { return (w, h) }
            return nil
        }()
        return Hierarchy(
            file: file, format: .axaudit, screen: screen ?? Self.screenName(fromFile: file),
            layoutDirection: layoutDirection, screenSize: size, elements: elements, indexByID: ids)
    }

    /// The file's name (its last path component) without its extension. An
    /// ASCII path is taken apart in its bytes: every file's report is named this
    /// way, and splitting a path into Characters costs more than reading the file's
    /// first elements.
    static func screenName(fromFile file: String) -> String {
        guard file.containsUTF8Byte(where: { $0 >= 0x80 }) else {
            let utf8 = file.utf8
            let slash = UInt8(ascii: "/")
            guard let last = utf8.lastIndex(where: { $0 != slash }) else { return file }
            let end = utf8.index(after: last)
            let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
            let base = utf8[start..<end]
            if let dot = base.lastIndex(of: UInt8(ascii: ".")), dot != start {
                return String(Substring(utf8[start..<dot]))
            }
            return String(Substring(base))
        }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { return String(base[..<dot]) }
        return base
    }

    // MARK: - Root

    private func startRoot(attributes: [XMLAttribute], location: SourceLocation) -> InputError? {
        let root = arena.open(tagName: "hierarchy", location: location)
        arena[root].className = "hierarchy"
        openKinds.append(.element)
        var version: String?
        for attribute in attributes {
            switch attribute.name {
            case "version": version = attribute.value
            case "screen": screen = attribute.value
            case "layoutDirection":
                if let direction = LayoutDirection(rawValue: attribute.value) {
                    layoutDirection = direction
                } else {
                    errorList.append(
                        InputError(
                            "layoutDirection '\(attribute.value)' is not leftToRight or rightToLeft", at: location))
                }
            case "width": screenWidth = number(attribute, at: location, .screenSize)
            case "height": screenHeight = number(attribute, at: location, .screenSize)
            default: arena[root].unknownAttributes.append((attribute.name, attribute.value))
            }
        }
        guard let version else {
            return InputError(
                "<hierarchy> has no version attribute; this format is version 1 (<hierarchy version=\"1\">)",
                at: location)
        }
        guard version == "1" else {
            return InputError(
                "hierarchy format version '\(version)' is not supported; axaudit reads version 1", at: location)
        }
        if let w = screenWidth, let h = screenHeight { arena[root].frame = Rect(x: 0, y: 0, width: w, height: h) }
        return nil
    }

    // MARK: - Elements

    private func startElement(attributes: [XMLAttribute], location: SourceLocation) {
        let index = Element.Index(arena.count)
        let place = arena.nextPlace()
        var element = ElementDraft(
            parent: place.parent, subtreeEnd: place.subtreeEnd, siblingPosition: place.siblingPosition,
            location: location)
        for attribute in attributes {
            apply(attribute, to: &element, index: index, location: location)
        }
        if element.className.isEmpty { element.className = arena.intern("UIView") }
        let classes = element.classes
        element.roles = element.explicitRole ?? RoleInference.roles(classes: classes, traits: element.traits)
        element.isAccessibilityElement =
            element.isAccessibilityElementAttribute
            ?? RoleInference.isElementByDefault(classes: classes)
        arena.push(&element)
    }

    private func kind(of attribute: RawAttributes.Attribute) -> AttributeKind? {
        let i = Int(attribute.nameID)
        if i < kinds.count {
            switch kinds[i] {
            case .known(let kind): return kind
            case .other: return nil
            case .unresolved: break
            }
        } else {
            kinds.append(contentsOf: repeatElement(.unresolved, count: i + 1 - kinds.count))
        }
        // The name is looked at once per distinct attribute name, not per attribute.
        let kind = AttributeKind(rawValue: attribute.name)
        kinds[i] = kind.map(ResolvedKind.known) ?? .other
        return kind
    }

    /// `startElement(attributes:location:)` for the attributes and values real
    /// exports have, read from the bytes into the element's fields and values
    /// directly. Anything else (an attribute it does not take, a value it cannot
    /// read plainly, which may be an error) sends the whole element to the
    /// general path, so the two never differ (`ImportFastPathTests`).
    private func startElement(raw: RawAttributes, location: SourceLocation) {
        var element = arena.beginElement(location: location)
        // Indices in the store: the role cache's key.
        var classID: Int32 = -1
        var inheritsID: Int32 = 0
        var id: String?
        var plain = true
        attributes: for a in raw {
            let kind = kind(of: a)
            switch kind {
            case .className:
                if let found = classTable.find(a.bytes) {
                    classID = found
                } else {
                    classID = arena.classRef(a.value)
                    classTable.insert(a.bytes, classID)
                }
                if arena.classNamesByRef[Int(classID)].isEmpty { classID = arena.classRef("UIView") }
            case .inherits:
                if let found = inheritsTable.find(a.bytes) {
                    inheritsID = found
                } else {
                    inheritsID = arena.inheritsRef(a.value)
                    inheritsTable.insert(a.bytes, inheritsID)
                }
            case .id:
                // Empty ids and ids with spaces or commas take the general path, which judges them.
                let value = a.value
                id = value
                plain =
                    !a.bytes.isEmpty && !a.bytes.contains { $0 <= 0x20 || $0 == 0x2C }
                    && arena.addValue(.string(value), as: .id, to: &element)
            case .frame:
                element.frame = FastParse.rect(a.bytes)
                plain = element.frame != nil
            case .isAccessibilityElement:
                element.isAccessibilityElementAttribute = FastParse.boolean(a.bytes)
                plain = element.isAccessibilityElementAttribute != nil
            case .accessibilityTraits:
                if let traits = traitsTable.find(a.bytes) {
                    element.traits = traits
                } else {
                    let (traits, unknown) = AccessibilityTraits.parse(a.value)
                    plain = unknown.isEmpty
                    element.traits = traits
                    if plain { traitsTable.insert(a.bytes, traits) }
                }
            case .accessibilityLabel:
                plain = arena.addValue(.string(sharedValue(a)), as: .accessibilityLabel, to: &element)
            case .accessibilityValue:
                plain = arena.addValue(.string(sharedValue(a)), as: .accessibilityValue, to: &element)
            case .text: plain = arena.addValue(.string(sharedValue(a)), as: .text, to: &element)
            case .image: plain = arena.addValue(.string(sharedValue(a)), as: .image, to: &element)
            case .accessibilityHint: plain = arena.addValue(.string(a.value), as: .accessibilityHint, to: &element)
            case .accessibilityIdentifier:
                plain = arena.addValue(.string(a.value), as: .accessibilityIdentifier, to: &element)
            case .fontSize:
                element.fontSize = FastParse.number(a.bytes).flatMap { $0 > 0 ? $0 : nil }
                plain = element.fontSize != nil
            case .maximumValue:
                // Not through `map`: a closure that captured `element` would make
                // pushing it a copy rather than a move.
                if let value = FastParse.number(a.bytes), value > 0 {
                    plain = arena.addValue(.number(value), as: .maximumValue, to: &element)
                } else {
                    plain = false
                }
            case .alpha:
                if let value = FastParse.number(a.bytes), (0...1).contains(value) {
                    plain = arena.addValue(.number(value), as: .alpha, to: &element)
                } else {
                    plain = false
                }
            case .textColor:
                if let color = FastParse.color(a.bytes) {
                    plain = arena.addColor(color, as: .textColor, to: &element)
                } else {
                    plain = false
                }
            case .backgroundColor:
                if let color = FastParse.color(a.bytes) {
                    plain = arena.addColor(color, as: .backgroundColor, to: &element)
                } else {
                    plain = false
                }
            case .shouldGroupAccessibilityChildren, .accessibilityElementsHidden, .isHidden, .accessibilityViewIsModal,
                .adjustsFontForContentSizeCategory, .isEnabled, .isUserInteractionEnabled:
                guard let value = FastParse.boolean(a.bytes) else {
                    plain = false
                    break
                }
                switch kind {
                case .shouldGroupAccessibilityChildren: element.shouldGroupAccessibilityChildren = value
                case .accessibilityElementsHidden: element.accessibilityElementsHidden = value
                case .isHidden: element.isHidden = value
                case .accessibilityViewIsModal: element.accessibilityViewIsModal = value
                case .adjustsFontForContentSizeCategory: element.adjustsFontForContentSizeCategory = value
                case .isEnabled: element.isEnabled = value
                default: element.isUserInteractionEnabled = value
                }
            case .role, .accessibilityElements, .semanticContentAttribute, .axauditIgnore, .accessibilityFrame,
                .activationPoint, .accessibilityContainerType, .accessibilityLanguage,
                .accessibilityRespondsToUserInteraction, .containerPosition, nil:
                plain = false
            }
            if !plain { break attributes }
        }
        guard plain else {
            arena.discardValues(of: element)
            startElement(attributes: raw.materialize(), location: location)
            return
        }
        if classID < 0 { classID = arena.classRef("UIView") }
        element.row.classRef = classID
        if !arena.inheritListsByRef[Int(inheritsID)].isEmpty { element.row.inheritsRef = inheritsID }
        if let id, let first = arena.register(id: id, for: Element.Index(arena.count)) {
            let firstLine = arena.location(of: first).line
            errorList.append(
                InputError(
                    "duplicate id '\(id)' (first used on line \(firstLine)); ids must be unique in a file",
                    at: location))
        }
        let key = Int64(classID) << 32 | Int64(UInt32(bitPattern: inheritsID))
        let slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        let byClass: (roles: Roles, elementByDefault: Bool)
        if recentRoles[slot].key == key {
            byClass = (recentRoles[slot].roles, recentRoles[slot].elementByDefault)
        } else {
            byClass = RoleInference.byClass(
                arena.classNamesByRef[Int(classID)], inherits: arena.inheritListsByRef[Int(inheritsID)])
            recentRoles[slot] = (key, byClass.roles, byClass.elementByDefault)
        }
        // Traits matter only when the classes say nothing (see `RoleInference.roles`).
        element.roles =
            byClass.roles == .container ? RoleInference.roles(classes: [], traits: element.traits) : byClass.roles
        element.isAccessibilityElement = element.isAccessibilityElementAttribute ?? byClass.elementByDefault
        // Moved into the arena's array: passed on without `consume`, the element
        // would be copied in (its table retained) and this one destroyed.
        arena.push(consume element)
    }

    /// The attribute's value, the same string as an earlier equal value's when
    /// there was one. Strings of up to 15 bytes are stored inline and need no
    /// sharing; the table takes values of up to `sharedValueMaximumBytes` while it
    /// has fewer than `sharedValueLimit`, so a file of distinct labels cannot grow
    /// it without bound. Real exports repeat most of their longer labels.
    private func sharedValue(_ a: RawAttributes.Attribute) -> String {
        let count = a.bytes.count
        guard count > 15 && count <= Self.sharedValueMaximumBytes else { return a.value }
        if let known = valueTable.find(a.bytes) { return known }
        let value = a.value
        if valueTable.count < Self.sharedValueLimit { valueTable.insert(a.bytes, value) }
        return value
    }

    static let sharedValueMaximumBytes = 128
    static let sharedValueLimit = 32_768

    private func apply(
        _ attribute: XMLAttribute, to element: inout ElementDraft, index: Element.Index, location: SourceLocation
    ) {
        apply(AttributeKind(rawValue: attribute.name), attribute, to: &element, index: index, location: location)
    }

    private func apply(
        _ kind: AttributeKind?, _ attribute: XMLAttribute, to element: inout ElementDraft, index: Element.Index,
        location: SourceLocation
    ) {
        let value = attribute.value
        switch kind {
        case .id:
            element.id = value
            if value.isEmpty
                || value.containsUTF8Byte(where: { $0 == 0x20 || $0 == 0x2C || (0x09...0x0D).contains($0) })
            {
                // `accessibilityElements` lists ids separated by spaces or commas: such an id could not be listed.
                errorList.append(
                    InputError(
                        "id '\(value)' is \(value.isEmpty ? "empty" : "not one word"); an id has no spaces or commas",
                        at: location))
            }
            if let first = arena.register(id: value, for: index) {
                let firstLine = arena.location(of: first).line
                errorList.append(
                    InputError(
                        "duplicate id '\(value)' (first used on line \(firstLine)); ids must be unique in a file",
                        at: location))
            }
        case .className: element.className = arena.intern(value)
        case .inherits:
            let ref = arena.inheritsRef(value)
            element.inherits = arena.inheritListsByRef[Int(ref)]
        case .role:
            if let role = Roles.named(value) {
                element.explicitRole = role
            } else {
                errorList.append(
                    InputError(
                        "role '\(value)' is not one of cell, card, image, rating, text, control, container",
                        at: location))
            }
        case .frame:
            if let frame = Rect.parse(value) {
                element.frame = frame
            } else {
                errorList.append(
                    InputError(
                        "frame '\(value)' is not 'x y width height' (or UIKit's '{{x, y}, {width, height}}') with a width and height of zero or more, none beyond \(Rect.format(Rect.maximumCoordinate))",
                        at: location))
            }
        case .isAccessibilityElement: element.isAccessibilityElementAttribute = boolean(attribute, at: location)
        case .accessibilityLabel: element.accessibilityLabel = value
        case .accessibilityValue: element.accessibilityValue = value
        case .accessibilityHint: element.accessibilityHint = value
        case .accessibilityIdentifier: element.accessibilityIdentifier = value
        case .accessibilityTraits:
            let (traits, unknown) = AccessibilityTraits.parse(value)
            element.traits = traits
            for name in unknown {
                warningList.append(
                    InputError(AccessibilityTraits.unknownNameMessage(name), at: location))
            }
        case .accessibilityElements:
            element.accessibilityElements = value.split(whereSeparator: {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == ","
            }).map(String.init)
        case .shouldGroupAccessibilityChildren:
            element.shouldGroupAccessibilityChildren = boolean(attribute, at: location) ?? false
        case .accessibilityElementsHidden:
            element.accessibilityElementsHidden = boolean(attribute, at: location) ?? false
        case .isHidden: element.isHidden = boolean(attribute, at: location) ?? false
        case .alpha: element.alpha = number(attribute, at: location, .fraction)
        case .accessibilityViewIsModal: element.accessibilityViewIsModal = boolean(attribute, at: location) ?? false
        case .text: element.text = value
        case .image: element.image = value
        case .maximumValue: element.maximumValue = number(attribute, at: location, .positive)
        case .textColor: element.textColor = color(attribute, at: location)
        case .backgroundColor: element.backgroundColor = color(attribute, at: location)
        case .fontSize: element.fontSize = number(attribute, at: location, .positive)
        case .adjustsFontForContentSizeCategory:
            element.adjustsFontForContentSizeCategory = boolean(attribute, at: location)
        case .semanticContentAttribute:
            if let semantic = SemanticContentAttribute(rawValue: value) {
                element.semanticContentAttribute = semantic
            } else {
                errorList.append(
                    InputError(
                        "semanticContentAttribute '\(value)' is not unspecified, forceLeftToRight or forceRightToLeft",
                        at: location))
            }
        case .isEnabled: element.isEnabled = boolean(attribute, at: location)
        case .isUserInteractionEnabled: element.isUserInteractionEnabled = boolean(attribute, at: location)
        case .accessibilityFrame:
            if let frame = Rect.parse(value) {
                element.accessibilityFrame = frame
            } else {
                errorList.append(
                    InputError(
                        "accessibilityFrame '\(value)' is not 'x y width height' (or UIKit's '{{x, y}, {width, height}}') with a width and height of zero or more, none beyond \(Rect.format(Rect.maximumCoordinate))",
                        at: location))
            }
        case .activationPoint:
            if let point = Point.parse(value) {
                element.activationPoint = point
            } else {
                errorList.append(
                    InputError(
                        "activationPoint '\(value)' is not 'x y', two numbers none beyond \(Rect.format(Rect.maximumCoordinate))",
                        at: location))
            }
        case .accessibilityContainerType:
            if value == "none" {
                element.containerType = nil
            } else if let type = AccessibilityContainerType(rawValue: value) {
                element.containerType = type
            } else {
                errorList.append(
                    InputError(
                        "accessibilityContainerType '\(value)' is not none, dataTable, list, landmark or semanticGroup",
                        at: location))
            }
        case .accessibilityLanguage: element.accessibilityLanguage = value
        case .accessibilityRespondsToUserInteraction:
            element.respondsToUserInteraction = boolean(attribute, at: location)
        case .containerPosition:
            if let position = ContainerPosition.parse(value) {
                element.containerPosition = position
            } else {
                errorList.append(
                    InputError(
                        "containerPosition '\(value)' is not 'series I of N' or 'tab I of N' with 1 ≤ I ≤ N",
                        at: location))
            }
        case .axauditIgnore:
            element.ignoredRules = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(
                String.init)
        case nil:
            element.unknownAttributes.append((attribute.name, value))
        }
    }

    // MARK: - Typed attributes

    private func boolean(_ attribute: XMLAttribute, at location: SourceLocation) -> Bool? {
        if let value = BooleanAttribute.parse(attribute.value) { return value }
        errorList.append(
            InputError(
                "\(attribute.name) '\(attribute.value)' is not a boolean (true/false, YES/NO, 1/0)", at: location))
        return nil
    }

    /// What a numeric attribute takes: a decimal number, in a range that makes sense for it.
    private enum NumberRange {
        case positive, fraction, screenSize

        init(_ kind: AttributeKind?) {
            self = kind == .alpha ? .fraction : .positive
        }

        func contains(_ value: Double) -> Bool {
            switch self {
            case .positive: value > 0
            case .fraction: (0...1).contains(value)
            case .screenSize: value > 0 && value <= Rect.maximumCoordinate
            }
        }

        var description: String {
            switch self {
            case .positive: "a number above 0"
            case .fraction: "a number from 0 to 1"
            case .screenSize: "a number above 0 and up to \(Rect.format(Rect.maximumCoordinate))"
            }
        }
    }

    private func number(_ attribute: XMLAttribute, at location: SourceLocation, _ range: NumberRange) -> Double? {
        if let value = Double(decimal: attribute.value), range.contains(value) { return value }
        errorList.append(InputError("\(attribute.name) '\(attribute.value)' is not \(range.description)", at: location))
        return nil
    }

    private func color(_ attribute: XMLAttribute, at location: SourceLocation) -> RGBAColor? {
        if let value = RGBAColor.parse(attribute.value) { return value }
        errorList.append(
            InputError("\(attribute.name) '\(attribute.value)' is not a color (#RRGGBB or #RRGGBBAA)", at: location))
        return nil
    }
}
