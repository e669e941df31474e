import XCTest

@testable import AXAuditImport
@testable import AXAuditModel

/// The element model: a draft with every attribute set reads back whole, values
/// live in the table they were appended to, and changing one moves only that
/// element's values.
final class ElementTests: XCTestCase {
    /// A draft with every attribute set to something other than its default.
    private func fullDraft() -> ElementDraft {
        var d = ElementDraft(
            parent: 0, subtreeEnd: 7, siblingPosition: 3, location: SourceLocation(line: 12, column: 5),
            tagName: "XCUIElementTypeCell")
        d.id = "card"
        d.className = "ProductCardCell"
        d.inherits = ["MDCCardCollectionCell", "UICollectionViewCell"]
        d.explicitRole = .card
        d.roles = [.card, .cell]
        d.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        d.isAccessibilityElementAttribute = true
        d.isAccessibilityElement = true
        d.accessibilityLabel = "Trail shoes"
        d.accessibilityValue = "4 of 5"
        d.accessibilityHint = "Opens the product"
        d.accessibilityIdentifier = "product.card"
        d.placeholderValue = "Search"
        d.traits = [.button, .selected]
        d.accessibilityElements = ["a", "b"]
        d.shouldGroupAccessibilityChildren = true
        d.accessibilityElementsHidden = true
        d.isHidden = true
        d.alpha = 0.5
        d.accessibilityViewIsModal = true
        d.text = "Trail shoes $89"
        d.image = "shoes"
        d.maximumValue = 5
        d.textColor = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        d.backgroundColor = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        d.accessibilityFrame = Rect(x: 10, y: 20, width: 44, height: 44)
        d.activationPoint = Point(x: 12.5, y: 30)
        d.containerType = .landmark
        d.accessibilityLanguage = "fr-CA"
        d.containerPosition = ContainerPosition(.tab, index: 2, count: 4)
        d.respondsToUserInteraction = false
        d.fontSize = 17
        d.adjustsFontForContentSizeCategory = false
        d.semanticContentAttribute = .forceRightToLeft
        d.isEnabled = false
        d.isUserInteractionEnabled = true
        d.ignoredRules = ["image-label"]
        d.customActions = ["Add to cart", "Share"]
        d.userInputLabels = ["Buy", "Buy shoes"]
        d.customRotors = [CustomRotor(name: "Sizes"), CustomRotor(name: "", systemType: "heading")]
        d.unknownAttributes = [(name: "x-debug", value: "1")]
        d.unknownChildElements = ["note"]
        return d
    }

    /// Every attribute of an element, as text, to compare two of them whole.
    private func describe(_ e: Element) -> [String] {
        [
            "\(String(describing: e.parent)) \(e.subtreeEnd) \(e.siblingPosition) \(e.location)",
            e.tagName, "\(String(describing: e.id))", e.className, "\(e.inherits)",
            "\(String(describing: e.explicitRole)) \(e.roles)", "\(String(describing: e.frame))",
            "\(String(describing: e.isAccessibilityElementAttribute)) \(e.isAccessibilityElement)",
            "\(String(describing: e.accessibilityLabel))", "\(String(describing: e.accessibilityValue))",
            "\(String(describing: e.accessibilityHint))", "\(String(describing: e.accessibilityIdentifier))",
            "\(String(describing: e.placeholderValue))", "\(e.traits.rawValue)",
            "\(String(describing: e.accessibilityElements))",
            "\(e.shouldGroupAccessibilityChildren) \(e.accessibilityElementsHidden) \(e.isHidden)",
            "\(String(describing: e.alpha)) \(e.accessibilityViewIsModal)",
            "\(String(describing: e.text)) \(String(describing: e.image)) \(String(describing: e.maximumValue))",
            "\(String(describing: e.textColor)) \(String(describing: e.backgroundColor))",
            "\(String(describing: e.fontSize)) \(String(describing: e.adjustsFontForContentSizeCategory))",
            "\(e.semanticContentAttribute) \(String(describing: e.isEnabled))",
            "\(String(describing: e.isUserInteractionEnabled))", "\(e.ignoredRules) \(e.hasIgnoredRules)",
            "\(e.customActions)", "\(e.unknownAttributes.map { "\($0.name)=\($0.value)" })",
            "\(e.unknownChildElements)",
            "\(String(describing: e.accessibilityFrame)) \(String(describing: e.activationPoint))",
            "\(String(describing: e.containerType)) \(String(describing: e.accessibilityLanguage))",
            "\(String(describing: e.containerPosition)) \(String(describing: e.respondsToUserInteraction))",
        ]
    }

    func testADraftWithEveryAttributeReadsBackWhole() {
        let draft = fullDraft()
        let element = Element(draft)
        XCTAssertEqual(element.location, SourceLocation(line: 12, column: 5))
        XCTAssertEqual(element.tagName, "XCUIElementTypeCell")
        XCTAssertEqual(element.accessibilityLabel, "Trail shoes")
        XCTAssertEqual(element.textColor, draft.textColor)
        XCTAssertEqual(element.maximumValue, 5)
        XCTAssertEqual(element.unknownAttributes.map(\.value), ["1"])
        XCTAssertTrue(element.hasIgnoredRules)
        // And back to a draft, then an element again: nothing lost either way.
        var values: [AttributeTable.Value] = []
        let keys = draft.appendValues(to: &values, color: AttributeTable.SharedColor.init)
        XCTAssertEqual(keys.nonzeroBitCount, AttributeTable.Key.allCases.count, "every value-table attribute is set")
        let again = Element(element.draft)
        XCTAssertEqual(describe(again), describe(element))
        XCTAssertEqual(again.valueDescriptions, element.valueDescriptions)
        XCTAssertEqual(element.valueDescriptions.count, AttributeTable.Key.allCases.count)
    }

    func testDefaultsAreNotStored() {
        let element = Element(
            ElementDraft(subtreeEnd: 1, siblingPosition: 1, location: SourceLocation(line: 1, column: 1)))
        XCTAssertEqual(element.row.keys, 0)
        XCTAssertEqual(element.tagName, "element")
        XCTAssertEqual(element.className, "")
        XCTAssertNil(element.accessibilityElements)
        XCTAssertEqual(element.customActions, [])
        XCTAssertFalse(element.hasIgnoredRules)
    }

    func testTheStoredPropertiesLeaveNoPadding() {
        // The sum of the stored properties' sizes on a 64-bit platform: an order
        // that pads between them makes the stride larger.
        #if arch(x86_64) || arch(arm64)
        XCTAssertEqual(MemoryLayout<Element>.stride, 104)
        #endif
    }

    func testAnEmptyListIsKeptApartFromNone() {
        var draft = ElementDraft(subtreeEnd: 1, siblingPosition: 1, location: SourceLocation(line: 1, column: 1))
        draft.accessibilityElements = []
        XCTAssertEqual(Element(draft).accessibilityElements, [])
    }

    func testSettingAValueLeavesTheSharedTableAndTheOtherCopiesAlone() {
        var values: [AttributeTable.Value] = []
        var first = fullDraft()
        first.accessibilityLabel = "First"
        var second = fullDraft()
        second.accessibilityLabel = "Second"
        let k1 = first.appendValues(to: &values, color: AttributeTable.SharedColor.init)
        let start2 = Int32(values.count)
        let k2 = second.appendValues(to: &values, color: AttributeTable.SharedColor.init)
        let table = AttributeTable(values, classNames: [first.className], inheritLists: [first.inherits])
        let a = Element(
            fields: first.fields, row: AttributeTable.Row(table: table, start: 0, keys: k1, classRef: 0, inheritsRef: 0)
        )
        var b = Element(
            fields: second.fields,
            row: AttributeTable.Row(table: table, start: start2, keys: k2, classRef: 0, inheritsRef: 0))
        XCTAssertEqual(b.className, second.className)
        XCTAssertEqual(b.inherits, second.inherits)
        let copyOfB = b
        b.accessibilityLabel = nil
        b.customActions.append("Delete")
        b.textColor = nil
        XCTAssertNil(b.accessibilityLabel)
        XCTAssertEqual(b.customActions, ["Add to cart", "Share", "Delete"])
        XCTAssertNil(b.textColor)
        XCTAssertFalse(b.row.table === table, "a changed element has a table of its own")
        XCTAssertEqual(copyOfB.accessibilityLabel, "Second")
        XCTAssertEqual(copyOfB.customActions, ["Add to cart", "Share"])
        XCTAssertEqual(a.accessibilityLabel, "First")
        XCTAssertTrue(a.row.table === table)
        // Every other attribute of the changed element is as it was.
        var expected = describe(copyOfB)
        let changed = describe(b)
        XCTAssertEqual(expected.count, changed.count)
        let differing = zip(expected, changed).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 3, "label, custom actions and text colour changed, nothing else")
        expected.removeAll()
    }

    func testTheArenaGivesEveryElementOfAFileOneTable() throws {
        let xml = """
            <hierarchy version="1" screen="S">
              <element id="a" class="UILabel" text="One" accessibilityLabel="First">
                <customAction name="Share"/>
                <element id="b" class="UIButton" accessibilityLabel="Second" textColor="#FF0000"/>
              </element>
              <element id="c" class="UIImageView" image="hero" textColor="#FF0000"/>
            </hierarchy>
            """
        let result = Importer.importBytes(Array(xml.utf8), file: "s.xml")
        let h = try XCTUnwrap(result.hierarchy)
        let tables = Set(h.elements.map { ObjectIdentifier($0.row.table) })
        XCTAssertEqual(tables.count, 1, "one table for the file")
        XCTAssertEqual(h.element(id: "a")?.customActions, ["Share"], "a child added after the start tag")
        XCTAssertEqual(h.element(id: "a")?.text, "One")
        XCTAssertEqual(h.element(id: "b")?.accessibilityLabel, "Second")
        XCTAssertEqual(h.element(id: "c")?.image, "hero")
        XCTAssertEqual(h.element(id: "b")?.textColor, h.element(id: "c")?.textColor)
        XCTAssertEqual(h.element(id: "b")?.className, "UIButton")
        let classNames = h.elements[0].row.table.classNames
        XCTAssertEqual(Set(classNames).count, classNames.count, "each class name kept once")
    }

    func testSettingTheClassLeavesTheOtherCopiesAlone() {
        var draft = fullDraft()
        draft.accessibilityLabel = "First"
        let a = Element(draft)
        var c = a
        c.className = "Other"
        XCTAssertEqual(c.className, "Other")
        XCTAssertEqual(c.inherits, draft.inherits)
        XCTAssertEqual(c.accessibilityLabel, "First")
        XCTAssertEqual(a.className, draft.className)
        c.inherits = []
        XCTAssertEqual(c.inherits, [])
        XCTAssertEqual(c.className, "Other")
        XCTAssertEqual(a.inherits, draft.inherits)
    }

    /// Drafts made into elements together share one table, each class name and
    /// superclass list kept once, and read back as the same elements made one by one.
    func testElementsSharingOneTableAreTheElementsMadeAlone() throws {
        var drafts: [ElementDraft] = []
        for (i, (className, inherits)) in [
            ("UITableView", ["UIScrollView", "UIView"]), ("Cell", ["UITableViewCell", "UIView"]),
            ("Cell", ["UITableViewCell", "UIView"]), ("", []), ("_UIHostingView<V>", []),
        ].enumerated() {
            var draft = ElementDraft(
                parent: i == 0 ? nil : 0, subtreeEnd: Element.Index(i + 1), siblingPosition: Int32(i),
                location: SourceLocation(line: i + 2, column: 3))
            draft.className = className
            draft.inherits = inherits
            draft.accessibilityLabel = i.isMultiple(of: 2) ? "Label \(i)" : nil
            draft.customActions = i == 1 ? ["Delete", "Share"] : []
            draft.textColor = i == 2 ? RGBAColor(red: 1, green: 0, blue: 0, alpha: 1) : nil
            drafts.append(draft)
        }
        var shared = Element.sharingOneTable(drafts)
        let alone = drafts.map(Element.init)
        XCTAssertEqual(shared.map(\.valueDescriptions), alone.map(\.valueDescriptions))
        XCTAssertEqual(shared.map(\.className), alone.map(\.className))
        XCTAssertEqual(shared.map(\.inherits), alone.map(\.inherits))
        XCTAssertEqual(shared.map(\.knownClasses), alone.map(\.knownClasses))
        XCTAssertEqual(shared.map(\.location), alone.map(\.location))
        XCTAssertTrue(shared.allSatisfy { $0.row.table === shared[0].row.table })
        XCTAssertEqual(shared[0].row.table.classNames, ["UITableView", "Cell", "_UIHostingView<V>"])
        XCTAssertEqual(shared[0].row.table.inheritLists.count, 2)
        // A change gives the element a table of its own and leaves the others alone.
        shared[1].accessibilityLabel = "Changed"
        XCTAssertEqual(shared[1].accessibilityLabel, "Changed")
        XCTAssertNil(shared[3].accessibilityLabel)
        XCTAssertEqual(shared[2].accessibilityLabel, "Label 2")
    }

    /// `knownClasses` covers the class and its superclasses, page-source types
    /// too, and follows a class changed after import.
    func testKnownClassesCoverClassSuperclassesAndPageSourceTypes() throws {
        let xml = """
            <hierarchy version="1" screen="S">
              <element class="UITableView" inherits="UIScrollView UIView">
                <element class="Cell" inherits="UITableViewCell UIView"/><element class="MySwitch" inherits="UISwitch UIControl UIView"/>
                <element class="UILabel"/><element class="UISwitchy" inherits="UIControl"/>
              </element>
              <element class="MyList" inherits="UICollectionView UIScrollView UIView"/><element class="WKWebView"/>
            </hierarchy>
            """
        var h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "s.xml").hierarchy)
        XCTAssertEqual(
            h.elements.map(\.knownClasses),
            [[], [.tableView, .scrollView], [], [.switch], [.label], [], [.collectionView, .scrollView], [.webView]])
        h.elements[2].className = "XCUIElementTypeSwitch"
        XCTAssertEqual(h.elements[2].knownClasses, [.switch])
        h.elements[3].inherits = []
        XCTAssertEqual(h.elements[3].knownClasses, [])
        XCTAssertEqual(KnownClasses.of("XCUIElementTypeSecureTextField"), .textField)
        XCTAssertEqual(KnownClasses.of("XCUIElementTypeToggle"), .switch)
        XCTAssertEqual(KnownClasses.of("uiswitch"), [])
        XCTAssertEqual(KnownClasses.of(""), [])
    }

    /// The overlap of two frames; frames that only touch share no area.
    func testRectIntersection() {
        let a = Rect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(
            a.intersection(Rect(x: 50, y: 20, width: 100, height: 40)), Rect(x: 50, y: 20, width: 50, height: 20))
        XCTAssertEqual(
            a.intersection(Rect(x: 10, y: 10, width: 10, height: 10)), Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertNil(a.intersection(Rect(x: 100, y: 0, width: 10, height: 40)))
        XCTAssertNil(a.intersection(Rect(x: 0, y: 40, width: 100, height: 10)))
        XCTAssertNil(a.intersection(Rect(x: 0, y: 50, width: 100, height: 10)))
        XCTAssertNil(a.intersection(Rect(x: 10, y: 10, width: 0, height: 10)))
    }
}
