import AXAuditExport
import AXAuditModel
import AXAuditPlatform

/// An exported screen as the audit model, built in memory from `AXExportNode`s.
///
/// **Why in memory, not through XML.** An assertion inside a unit test could
/// write the export with `AXAuditExport.xml(of:)` and hand the text to
/// `Importer.importBytes`. It does not, because:
/// - the nodes already are the format's attributes, as values: turning them into
///   text and parsing the text back only adds work, and failure modes (a parser
///   limit, a malformed byte) that have nothing to do with the app's screen;
/// - in a test bundle on iOS, nothing of the parser has to run: the model,
///   the order and the rules are plain Swift over `Element`s;
/// - the file path stays for files (`axaudit` on exports written by a debug
///   menu, a UI test, or a page source), and the two paths are held equal by
///   tests: this conversion gives the hierarchy the importer reads from
///   `AXAuditExport.xml(of:)` of the same nodes, every attribute of every element,
///   its line and column in that file, and the same input errors and warnings
///   (Tests/AXAuditXCTestTests/RoundTripTests.swift). A finding in a test is
///   therefore the finding `axaudit` reports on the exported file, at the same line.
///
/// This module sees only the model, the platform layer and the exporter: it
/// does not link libxml2, and the benchmark (`axaudit-bench`) times it without XCTest.
///
/// Roles and element-ness are inferred as the importer infers them
/// (`NativeHierarchyBuilder` in Sources/AXAuditImport/NativeImporter.swift):
/// an explicit `role`, else `RoleInference.roles(classes:traits:)` of the class
/// and its superclasses; `isAccessibilityElement` as exported, else
/// `RoleInference.isElementByDefault(classes:)` (UIKit's default for the class).
/// A node without a class is a `UIView`, as a written element without `class` is.
public struct AXInMemoryScreen: Sendable {
    /// The screen; `elements[0]` is the `<hierarchy>` root, as the importer makes it.
    public var hierarchy: Hierarchy
    /// What the importer reports as input errors when it reads the same export
    /// (a `role` the format does not know, two ids equal once written); the
    /// elements are kept and audited, as the command does.
    public var errors: [InputError]
    /// What the importer reports as warnings (trait names format version 1 does not know).
    public var warnings: [InputError]

    /// The screen `nodes` describe: each node a top-level element, as
    /// `AXAuditExport.xml(of:screen:screenSize:layoutDirection:)` writes them.
    /// `file` names the screen in findings (`Finding.file`); by default the screen's name.
    public init(
        _ nodes: [AXExportNode], screen: String, screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight, file: String? = nil
    ) {
        var builder = Builder(roots: nodes)
        let screenName = WrittenForm.string(screen)
        var size: (width: Double, height: Double)?
        if let screenSize, let w = WrittenForm.number(screenSize.width), let h = WrittenForm.number(screenSize.height),
            w > 0, h > 0
        {
            size = (w, h)
        }
        builder.build(screenSize: size)
        hierarchy = Hierarchy(
            file: file ?? screenName, format: .axaudit, screen: screenName,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            screenSize: size, elements: Element.sharingOneTable(builder.drafts), indexByID: builder.indexByID)
        errors = builder.errors
        warnings = builder.warnings
    }

    /// The screen of one top-level node (usually the exported root view).
    public init(
        _ node: AXExportNode, screen: String, screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight, file: String? = nil
    ) {
        self.init([node], screen: screen, screenSize: screenSize, layoutDirection: layoutDirection, file: file)
    }
}

/// Walks the nodes in document order (without recursion: a 2,000-deep tree
/// needs no 2,000-frame stack) and fills in one `ElementDraft` per node.
private struct Builder {
    let roots: [AXExportNode]
    let ids: AXExportIDs
    var drafts: [ElementDraft] = []
    var indexByID: [String: Element.Index] = [:]
    var errors: [InputError] = []
    var warnings: [InputError] = []
    /// Each pair of a class and superclasses, as read back and as they alone infer
    /// roles: a screen has a few dozen pairs, each worked out once.
    private var classes: [ClassKey: ClassFacts] = [:]

    private struct ClassKey: Hashable {
        var className: String
        var inherits: [String]
    }
    private struct ClassFacts {
        var className: String
        var inherits: [String]
        var roles: Roles
        var elementByDefault: Bool
    }

    init(roots: [AXExportNode]) {
        self.roots = roots
        ids = AXExportIDs(roots: roots)
    }

    /// Line 1 of the written file is the XML declaration, line 2 `<hierarchy>`;
    /// each element's start tag is one line (values never hold a raw line
    /// break), each `<customAction>` one more, and an element with children or
    /// actions ends with a line of its own.
    mutating func build(screenSize: (width: Double, height: Double)?) {
        var root = ElementDraft(
            subtreeEnd: 1, siblingPosition: 1, location: SourceLocation(line: 2, column: 1),
            tagName: "hierarchy")
        root.className = "hierarchy"
        drafts.reserveCapacity(ids.count + 1)
        indexByID.reserveCapacity(ids.count)
        if let screenSize { root.frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) }
        drafts.append(root)

        struct Frame {
            var nodes: [AXExportNode]
            var next: Int
            var parent: Element.Index
        }
        var stack = [Frame(nodes: roots, next: 0, parent: 0)]
        var line = 3
        var index = 0  // pre-order, as in `AXExportIDs`
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            if i == stack[top].nodes.count {
                let parent = stack.removeLast().parent
                drafts[Int(parent)].subtreeEnd = Element.Index(drafts.count)
                if !stack.isEmpty { line += 1 }  // `</element>`
                continue
            }
            stack[top].next = i + 1
            let node = stack[top].nodes[i]
            let location = SourceLocation(line: line, column: 2 * min(stack.count, WrittenForm.maximumIndent) + 1)
            let elementIndex = Element.Index(drafts.count)
            var draft = ElementDraft(
                parent: stack[top].parent, subtreeEnd: elementIndex + 1,
                siblingPosition: Int32(i + 1), location: location)
            fill(&draft, from: node, id: ids.id(at: index), index: elementIndex)
            drafts.append(draft)
            index += 1
            let rotors = node.customRotors.lazy.filter(AXExportXMLWriter.isWritten).count
            line += 1 + node.customActions.count + node.userInputLabels.count + rotors
            if !node.children.isEmpty || !node.customActions.isEmpty || !node.userInputLabels.isEmpty || rotors > 0 {
                stack.append(Frame(nodes: node.children, next: 0, parent: elementIndex))
            }
        }
    }

    private mutating func fill(_ e: inout ElementDraft, from node: AXExportNode, id rawID: String, index: Element.Index)
    {
        let id = WrittenForm.string(rawID)
        e.id = id
        if let first = indexByID[id] {
            let firstLine = drafts[Int(first)].location.line
            errors.append(
                InputError(
                    "duplicate id '\(id)' (first used on line \(firstLine)); ids must be unique in a file",
                    at: e.location))
        } else {
            indexByID[id] = index
        }
        let byClass = facts(of: node)
        e.className = byClass.className
        e.inherits = byClass.inherits
        if let role = node.role {
            let name = WrittenForm.string(role)
            if let roles = Roles.named(name) {
                e.explicitRole = roles
            } else {
                errors.append(
                    InputError(
                        "role '\(name)' is not one of cell, card, image, rating, text, control, container",
                        at: e.location))
            }
        }
        if let f = WrittenForm.frame(node.frame) { e.frame = Rect(x: f.x, y: f.y, width: f.width, height: f.height) }
        e.isAccessibilityElementAttribute = node.isAccessibilityElement
        e.accessibilityLabel = node.accessibilityLabel.map(WrittenForm.string)
        e.accessibilityValue = node.accessibilityValue.map(WrittenForm.string)
        e.accessibilityHint = node.accessibilityHint.map(WrittenForm.string)
        e.accessibilityIdentifier = node.accessibilityIdentifier.map(WrittenForm.string)
        let traits = list(node.accessibilityTraits)
        if !traits.isEmpty {
            let (parsed, unknown) = AccessibilityTraits.parse(traits)
            e.traits = parsed
            for name in unknown {
                warnings.append(
                    InputError(AccessibilityTraits.unknownNameMessage(name), at: e.location))
            }
        }
        if let references = node.accessibilityElements {
            let written = references.compactMap { ids.id(for: $0) }.joined(separator: " ")
            e.accessibilityElements = WrittenForm.string(written).listNames(separatedBy: Self.elementsSeparators)
        }
        e.shouldGroupAccessibilityChildren = node.shouldGroupAccessibilityChildren ?? false
        e.accessibilityElementsHidden = node.accessibilityElementsHidden ?? false
        e.isHidden = node.isHidden ?? false
        e.alpha = WrittenForm.number(node.alpha)
        e.accessibilityViewIsModal = node.accessibilityViewIsModal ?? false
        e.text = node.text.map(WrittenForm.string)
        e.image = node.image.map(WrittenForm.string)
        e.maximumValue = WrittenForm.number(node.maximumValue)
        if let c = WrittenForm.color(node.textColor) {
            e.textColor = RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        if let c = WrittenForm.color(node.backgroundColor) {
            e.backgroundColor = RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        e.fontSize = WrittenForm.number(node.fontSize)
        e.adjustsFontForContentSizeCategory = node.adjustsFontForContentSizeCategory
        switch node.semanticContentAttribute {
        case .forceLeftToRight?: e.semanticContentAttribute = .forceLeftToRight
        case .forceRightToLeft?: e.semanticContentAttribute = .forceRightToLeft
        case .unspecified?, nil: e.semanticContentAttribute = .unspecified
        }
        e.isEnabled = node.isEnabled
        e.isUserInteractionEnabled = node.isUserInteractionEnabled
        let ignored = list(node.ignoredRules)
        if !ignored.isEmpty { e.ignoredRules = ignored.listNames(separatedBy: Self.ignoreSeparators) }
        e.customActions = node.customActions.map(WrittenForm.string)
        e.userInputLabels = node.userInputLabels.map(WrittenForm.string)
        e.customRotors = node.customRotors.filter(AXExportXMLWriter.isWritten).map {
            CustomRotor(
                name: WrittenForm.string($0.name),
                systemType: $0.systemType.flatMap { $0.isEmpty ? nil : WrittenForm.string($0) })
        }
        if let f = WrittenForm.frame(node.accessibilityFrame) {
            e.accessibilityFrame = Rect(x: f.x, y: f.y, width: f.width, height: f.height)
        }
        if let p = node.activationPoint, let x = WrittenForm.number(p.x), let y = WrittenForm.number(p.y) {
            e.activationPoint = Point(x: x, y: y)
        }
        e.containerType = node.containerType.flatMap { AccessibilityContainerType(rawValue: $0.rawValue) }
        e.accessibilityLanguage = node.accessibilityLanguage.map(WrittenForm.string)
        e.respondsToUserInteraction = node.respondsToUserInteraction
        if let p = node.containerPosition, p.index > 0, p.count >= p.index, p.count <= 1_000_000 {
            e.containerPosition = ContainerPosition(p.kind == .series ? .series : .tab, index: p.index, count: p.count)
        }

        // As `NativeHierarchyBuilder.startElement`: the explicit role, else the classes, else
        // the traits, which matter only when the classes say nothing (`RoleInference.roles`).
        e.roles =
            e.explicitRole
            ?? (byClass.roles == .container ? RoleInference.roles(classes: [], traits: e.traits) : byClass.roles)
        e.isAccessibilityElement = e.isAccessibilityElementAttribute ?? byClass.elementByDefault
    }

    /// A node without a class is a `UIView`, as a written element without `class` is.
    private mutating func facts(of node: AXExportNode) -> ClassFacts {
        let key = ClassKey(className: node.className, inherits: node.inherits)
        if let known = classes[key] { return known }
        let className = node.className.isEmpty ? "UIView" : WrittenForm.string(node.className)
        let inherits = list(node.inherits).listNames(separatedBy: Self.inheritsSeparators)
        let all = [className] + inherits
        let found = ClassFacts(
            className: className, inherits: inherits, roles: RoleInference.roles(classes: all, traits: []),
            elementByDefault: RoleInference.isElementByDefault(classes: all))
        classes[key] = found
        return found
    }

    /// A list attribute's value as written: names without separators, empty ones
    /// left out, joined by spaces.
    private func list(_ names: [String]) -> String {
        if names.isEmpty { return "" }
        return WrittenForm.string(names.map(WrittenForm.listToken).filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// Where the importer splits each list attribute (by Characters: `listNames(separatedBy:)`).
    private static let inheritsSeparators = Array(" ,\t\n".utf8)
    private static let elementsSeparators = Array(" \t\n,".utf8)
    private static let ignoreSeparators = Array(" ,\t".utf8)
}
