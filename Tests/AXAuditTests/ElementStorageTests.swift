import XCTest
@testable import AXAudit

/// An element keeps its strings in its hierarchy's store, which an importer
/// fills in place while it builds the elements; after that an element changed
/// copies its part to a store of its own. Whatever the order of changes, and
/// however elements and copies share a store, each element must read back what
/// was set on it and nothing set on another.
final class ElementStorageTests: XCTestCase {
    private struct Model: Equatable {
        var tagName = "element", id: String?, className = "", label: String?, value: String?
        var text: String?, image: String?, inherits: [String] = [], customActions: [String] = []
        var hint: String?, identifier: String?, maximumValue: Double?, unknownAttributes: [String] = []
        var textColor: RGBAColor?, backgroundColor: RGBAColor?
    }

    /// A colour per value: colours are kept in a table per store, which a copy
    /// moved to a store of its own must carry over.
    private func color(_ value: String?) -> RGBAColor? {
        value.map { RGBAColor(red: Double($0.utf8.count % 7) / 6, green: Double($0.unicodeScalars.first?.value ?? 0) / 0x1F600,
                              blue: 0.25, alpha: 1) }
    }

    private func read(_ e: Element) -> Model {
        Model(tagName: e.tagName, id: e.id, className: e.className, label: e.accessibilityLabel, value: e.accessibilityValue,
              text: e.text, image: e.image, inherits: e.inherits, customActions: e.customActions, hint: e.accessibilityHint,
              identifier: e.accessibilityIdentifier, maximumValue: e.maximumValue,
              unknownAttributes: e.unknownAttributes.map { $0.name + "=" + $0.value },
              textColor: e.textColor, backgroundColor: e.backgroundColor)
    }

    private func apply(_ op: Int, _ value: String?, to e: inout Element, _ m: inout Model) {
        switch op {
        case 0: e.tagName = value ?? "element"; m.tagName = value ?? "element"
        case 1: e.id = value; m.id = value
        case 2: e.className = value ?? ""; m.className = value ?? ""
        case 3: e.accessibilityLabel = value; m.label = value
        case 4: e.accessibilityValue = value; m.value = value
        case 5: e.text = value; m.text = value
        case 6: e.image = value; m.image = value
        case 7: e.inherits = value.map { [$0, "UIView"] } ?? []; m.inherits = value.map { [$0, "UIView"] } ?? []
        case 8: e.customActions.append(value ?? "act"); m.customActions.append(value ?? "act")
        case 9: e.accessibilityHint = value; m.hint = value
        // The rarely set properties: a run of their own per element, changed in any order.
        case 10: e.accessibilityIdentifier = value; m.identifier = value
        case 11: e.maximumValue = value.map { Double($0.utf8.count) }; m.maximumValue = value.map { Double($0.utf8.count) }
        case 12: e.customActions = []; m.customActions = []
        case 14: e.textColor = color(value); m.textColor = color(value)
        case 15: e.backgroundColor = color(value); m.backgroundColor = color(value)
        default:
            e.unknownAttributes.append((value ?? "nil", "v")); m.unknownAttributes.append((value ?? "nil") + "=v")
        }
    }

    private func importerElement(_ index: Int32, in store: ElementStore) -> Element {
        Element(arenaIndex: index, parent: 0, siblingPosition: index, location: .init(line: Int(index), column: 1),
                tagName: "element", store: store)
    }

    func testEveryOrderOfChangesReadsBackAndCopiesStayIndependent() {
        var generator = SeededRandom(1)
        let values: [String?] = [nil, "", "a", "Buy", "A label long enough to live on the heap, 🎉", "element", "UIView"]
        for round in 0..<300 {
            // Both ways elements are made: by hand, and by an importer whose hierarchy
            // was handed over (its store shared with another element, and read only).
            var other: Element?
            var e: Element
            if round % 2 == 0 {
                let store = ElementStore(importing: true)
                var first = importerElement(1, in: store)
                first.text = "Other"
                first.className = "UILabel"
                e = importerElement(2, in: store)
                e.accessibilityLabel = "Mine"
                store.importing = false
                other = first
            } else {
                e = Element(subtreeEnd: 2, siblingPosition: 1, location: .init(line: 1, column: 1),
                            tagName: "element", className: "", accessibilityLabel: "Mine")
            }
            var model = Model(label: "Mine")
            var copies: [(Element, Model)] = []
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                if Bool.random(using: &generator) { copies.append((e, model)) }
                apply(Int.random(in: 0...15, using: &generator), values.randomElement(using: &generator)!, to: &e, &model)
                XCTAssertEqual(read(e), model)
            }
            for (copy, expected) in copies { XCTAssertEqual(read(copy), expected) }
            if let other { XCTAssertEqual(read(other), Model(className: "UILabel", text: "Other")) }
        }
    }

    /// Lines and columns are kept in 32 bits each: exact up to 4,294,967,295,
    /// that number beyond (a file of more than 4 GB), never wrapped around.
    func testLocationsAreKeptInThirtyTwoBitsEach() {
        var e = Element(subtreeEnd: 1, siblingPosition: 1,
                        location: SourceLocation(line: 4_000_000_000, column: 7), tagName: "element", className: "UIView")
        XCTAssertEqual(e.location, SourceLocation(line: 4_000_000_000, column: 7))
        e.location = SourceLocation(line: Int(UInt32.max), column: 1)
        XCTAssertEqual(e.location, SourceLocation(line: 4_294_967_295, column: 1))
        e.location = SourceLocation(line: 1 << 40, column: Int(UInt32.max) + 1)
        XCTAssertEqual(e.location, SourceLocation(line: 4_294_967_295, column: 4_294_967_295))
        let copy = e
        e.location = SourceLocation(line: 2, column: 3)
        XCTAssertEqual(copy.location, SourceLocation(line: 4_294_967_295, column: 4_294_967_295))
        XCTAssertEqual(e.location, SourceLocation(line: 2, column: 3))
        // 600,000 of these in a 100 MB file: 8 bytes fewer each than two Ints would
        // take, and 8 fewer again without a stored index and depth.
        XCTAssertEqual(MemoryLayout<Element>.stride, 104)
    }

    /// Colours are kept once per store, the extras that hold them are 24 bytes,
    /// and a copy changed on a store of its own keeps its other colour.
    func testColoursAreKeptOncePerStore() {
        let store = ElementStore(importing: true)
        var elements = (0..<300).map { importerElement(Int32($0), in: store) }
        for i in elements.indices {
            elements[i].textColor = RGBAColor(red: Double(i % 3) / 2, green: 0, blue: 0)
            elements[i].backgroundColor = RGBAColor(red: 1, green: 1, blue: Double(i % 5) / 4)
        }
        store.importing = false
        XCTAssertEqual(store.colors.count, 8)
        for i in elements.indices {
            XCTAssertEqual(elements[i].textColor, RGBAColor(red: Double(i % 3) / 2, green: 0, blue: 0))
            XCTAssertEqual(elements[i].backgroundColor, RGBAColor(red: 1, green: 1, blue: Double(i % 5) / 4))
        }
        var copy = elements[7]
        copy.textColor = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(copy.textColor, RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        XCTAssertEqual(copy.backgroundColor, RGBAColor(red: 1, green: 1, blue: 0.5))
        XCTAssertEqual(elements[7].textColor, RGBAColor(red: 0.5, green: 0, blue: 0))
        XCTAssertEqual(store.colors.count, 8, "the shared store is not changed")
        copy.backgroundColor = nil
        XCTAssertNil(copy.backgroundColor)
        XCTAssertEqual(elements[7].backgroundColor, RGBAColor(red: 1, green: 1, blue: 0.5))
        XCTAssertEqual(MemoryLayout<ElementExtra>.stride, 24)
    }

    func testElementsBuiltTogetherInOneStoreKeepTheirOwnStrings() {
        var generator = SeededRandom(2)
        let values: [String?] = [nil, "", "b", "Save", "Another label long enough to live on the heap", "UIButton"]
        for _ in 0..<200 {
            // An importer changes the elements it builds in any order (XCUITest sets a
            // parent's text after its children, the native format adds custom actions late).
            let store = ElementStore(importing: true)
            var elements = (1...4).map { importerElement(Int32($0), in: store) }
            var models = Array(repeating: Model(), count: 4)
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let k = Int.random(in: 0..<4, using: &generator)
                apply(Int.random(in: 0...15, using: &generator), values.randomElement(using: &generator)!, to: &elements[k], &models[k])
                for j in 0..<4 { XCTAssertEqual(read(elements[j]), models[j]) }
            }
            store.importing = false
            // Handed over: a copy changed leaves the elements in the store as they were.
            var copy = elements[0]
            var copyModel = models[0]
            apply(Int.random(in: 0...15, using: &generator), "Changed", to: &copy, &copyModel)
            XCTAssertEqual(read(copy), copyModel)
            for j in 0..<4 { XCTAssertEqual(read(elements[j]), models[j]) }
        }
    }

    func testClassListsSplitAsCharactersDo() {
        // The byte path must agree with splitting by Characters, which keeps CR LF and
        // a space followed by a combining mark whole.
        let pieces = ["UIView", "MDCCard", " ", ",", "\t", "\n", "\r", "\r\n", "\u{301}", "é", "Ünï", "x"]
        var generator = SeededRandom(3)
        var bytePath = 0
        for _ in 0..<5_000 {
            let list = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(String.init)
            XCTAssertEqual(ElementArena.classNames(in: list), expected, list.debugDescription)
            if !list.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { bytePath += 1 }
        }
        XCTAssertGreaterThan(bytePath, 500)
    }

    func testCopiesChangedOnSeveralThreadsLeaveTheSharedStoreAlone() throws {
        // Rules read a hierarchy from several threads; a copy changed on one of them
        // must take its strings to a store of its own, never write the shared one.
        var xml = "<hierarchy version=\"1\">"
        for i in 0..<60 {
            xml += "<element id=\"e\(i)\" class=\"UIButton\" inherits=\"UIControl UIView\" accessibilityLabel=\"Label \(i)\" text=\"T\(i)\"/>"
        }
        xml += "</hierarchy>"
        let h = try FT.hierarchy(xml)
        let expected = h.elements.map { [$0.accessibilityLabel, $0.text, $0.id, $0.className] }
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
            func add(_ n: Int) { lock.lock(); value += n; lock.unlock() }
        }
        let mismatches = Count()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var local = 0
            for round in 0..<20 {
                for i in h.elements.indices {
                    var copy = h.elements[i]
                    copy.accessibilityLabel = "worker \(worker) round \(round)"
                    copy.customActions.append("Act")
                    copy.className = "UISwitch"
                    if copy.accessibilityLabel != "worker \(worker) round \(round)" || copy.customActions != ["Act"]
                        || copy.text != expected[i][1] { local += 1 }
                    let original = h.elements[i]
                    if [original.accessibilityLabel, original.text, original.id, original.className] != expected[i]
                        || !original.customActions.isEmpty { local += 1 }
                }
            }
            mismatches.add(local)
        }
        XCTAssertEqual(mismatches.value, 0)
    }

    func testBothImportersHandOverStoresThatCopiesDoNotWrite() throws {
        let native = try FT.hierarchy("<hierarchy version=\"1\"><element id=\"a\" text=\"Native\"/></hierarchy>")
        let page = try FT.hierarchy("""
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Page" name="t" label="Page" enabled="true" visible="true" x="0" y="0" width="100" height="20"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """)
        for h in [native, page] {
            let last = h.elements[h.elements.count - 1]
            var copy = last
            copy.text = "Changed"
            copy.accessibilityLabel = "Changed"
            XCTAssertEqual(copy.text, "Changed")
            XCTAssertEqual(h.elements[h.elements.count - 1].text, last.text)
            XCTAssertEqual(h.elements[h.elements.count - 1].accessibilityLabel, last.accessibilityLabel)
            XCTAssertNotEqual(last.text, "Changed")
        }
    }

    func testDefaultsAreNotStored() {
        var e = importerElement(3, in: ElementStore(importing: true))
        XCTAssertEqual(e.tagName, "element")
        XCTAssertEqual(e.className, "")
        XCTAssertNil(e.text)
        e.tagName = "XCUIElementTypeCell"
        e.className = "UILabel"
        e.text = "Hello"
        e.accessibilityLabel = "Greeting"
        XCTAssertEqual([e.tagName, e.className, e.text, e.accessibilityLabel], ["XCUIElementTypeCell", "UILabel", "Hello", "Greeting"])
        e.tagName = "element"
        e.text = nil
        XCTAssertEqual(e.tagName, "element")
        XCTAssertNil(e.text)
        XCTAssertEqual(e.accessibilityLabel, "Greeting")
        XCTAssertEqual(e.className, "UILabel")
    }
}
