import XCTest
@testable import AXAudit

/// An element keeps only the strings it has, in one copy-on-write box that
/// grows in place while an importer owns it. Whatever the order of changes,
/// and however copies share the box, each element must read back what was set
/// on it and nothing set on another.
final class ElementStorageTests: XCTestCase {
    private struct Model: Equatable {
        var tagName = "element", id: String?, className = "", label: String?, value: String?
        var text: String?, image: String?, inherits: [String] = [], customActions: [String] = []
        var hint: String?
    }

    private func read(_ e: Element) -> Model {
        Model(tagName: e.tagName, id: e.id, className: e.className, label: e.accessibilityLabel, value: e.accessibilityValue,
              text: e.text, image: e.image, inherits: e.inherits, customActions: e.customActions, hint: e.accessibilityHint)
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
        default: e.accessibilityHint = value; m.hint = value
        }
    }

    func testEveryOrderOfChangesReadsBackAndCopiesStayIndependent() {
        var generator = SeededRandom(1)
        let values: [String?] = [nil, "", "a", "Buy", "A label long enough to live on the heap, 🎉", "element", "UIView"]
        for round in 0..<300 {
            // Both ways elements are made: by an importer (room for a few strings) and by hand.
            var e = round % 2 == 0
                ? Element(arenaIndex: 1, parent: 0, depth: 1, siblingPosition: 1, location: .init(line: 1, column: 1), tagName: "element")
                : Element(index: 1, subtreeEnd: 2, depth: 1, siblingPosition: 1, location: .init(line: 1, column: 1),
                          tagName: "element", className: "")
            var model = Model()
            var copies: [(Element, Model)] = []
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                if Bool.random(using: &generator) { copies.append((e, model)) }
                apply(Int.random(in: 0...9, using: &generator), values.randomElement(using: &generator)!, to: &e, &model)
                XCTAssertEqual(read(e), model)
            }
            for (copy, expected) in copies { XCTAssertEqual(read(copy), expected) }
        }
    }

    func testDefaultsAreNotStored() {
        var e = Element(arenaIndex: 3, parent: 0, depth: 1, siblingPosition: 1, location: .init(line: 2, column: 3), tagName: "element")
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
