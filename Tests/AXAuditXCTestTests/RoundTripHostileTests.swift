import XCTest
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

// Bad input: both ways give the same screen for values the format cannot carry.
extension RoundTripTests {
    /// Values the XML cannot carry as they are, ids that collide, names the
    /// format does not know, numbers that are not finite: both ways give the
    /// same elements, errors and warnings.
    static func hostile() -> [AXExportNode] {
        func label(_ text: String, id: String? = nil, _ change: (inout AXExportNode) -> Void = { _ in }) -> AXExportNode
        {
            var n = AXExportNode(className: "UILabel", frame: .init(x: 0, y: 0, width: 100, height: 20))
            n.inherits = ["UIView"]
            n.text = text
            n.accessibilityIdentifier = id
            change(&n)
            return n
        }
        var root = AXExportNode(className: "Hostile<View, Model>", frame: .init(x: 0, y: 0, width: 390, height: 844))
        root.inherits = ["Box<A, B>", "", "UI\tView"]
        root.accessibilityLabel = "<&>\"' tab\tnew\nline\rreturn \u{0} \u{1} \u{1F} \u{FFFE} \u{FFFF} e\u{301} 👩‍👩‍👧 שלום"
        root.accessibilityElements = [.init(name: "plain"), .init(name: "combining")]
        root.children = [
            label("same", id: "cell"), label("same", id: "cell"),  // a reused identifier: neither is used as the id
            label("spaces", id: "has space"),  // not an id token
            label("path", id: "ax.0.0"),  // an identifier that is also the first label's generated path
            label("control", id: "x\u{1}"), label("literal", id: "x\\u{0001}"),  // equal once written: a duplicate id
            label("combining", id: "\u{301}mark") { $0.reference = .init(name: "combining") },
            label("plain", id: "plain") { $0.reference = .init(name: "plain") },
            label("roles") {
                $0.role = "spaceship"
                $0.accessibilityTraits = ["supportsZoom", "UIAccessibilityTraitButton", "StaticText", "head er", ""]
            },
            label("empty role") { $0.role = "" },
            label("numbers") {
                $0.frame = .init(x: 10, y: 20, width: -5, height: -0.0)
                $0.alpha = .nan
                $0.fontSize = 0.30000000000000004
                $0.maximumValue = 1e20
                $0.textColor = .init(red: 2, green: -1, blue: 0.5, alpha: 0.999)
                $0.backgroundColor = .init(red: .nan, green: 0, blue: 0)
            },
            label("no frame") {
                $0.frame = .init(x: .infinity, y: 0, width: 1, height: 1)
                $0.alpha = -0.0
            },
            label("rules") {
                $0.ignoredRules = ["a,b", "c d", "all"]
                $0.customActions = ["<&>", "\u{2}"]
                // Neither a name nor a type: not written; a control character and a type no iOS has: kept.
                $0.customRotors = [
                    .init(name: ""), .init(name: "", systemType: ""), .init(name: "\u{1}<"),
                    .init(name: "", systemType: "spaceship"),
                ]
            },
        ]
        // A chain deeper than the writer's indentation (32) and id paths (12).
        var deep = label("bottom")
        for level in 0..<40 {
            var parent = AXExportNode(className: "Level\(level)", frame: .init(x: 0, y: 0, width: 10, height: 10))
            parent.children = [deep]
            deep = parent
        }
        root.children.append(deep)
        return [root]
    }

    func testHostileValuesRoundTrip() throws {
        try assertRoundTrip(Self.hostile(), screen: "bad\u{1}screen <&>")
        // No nodes, an empty name, a size the format cannot carry (not written).
        try assertRoundTrip([], screen: "", screenSize: (-1, 844))
        try assertRoundTrip(Self.hostile(), screen: "nan", screenSize: (.nan, 844), layoutDirection: .rightToLeft)
        try assertRoundTrip(Self.hostile(), screen: "zero", screenSize: (-0.0, 0))
        let inMemory = AXInMemoryScreen(Self.hostile(), screen: "bad\u{1}screen")
        XCTAssertEqual(inMemory.hierarchy.screen, "bad\\u{0001}screen")
        XCTAssertEqual(
            inMemory.errors.map(\.message),
            [
                "duplicate id 'x\\u{0001}' (first used on line 8); ids must be unique in a file",
                "role 'spaceship' is not one of cell, card, image, rating, text, control, container",
                "role '' is not one of cell, card, image, rating, text, control, container",
            ])
        XCTAssertEqual(inMemory.warnings.map(\.message), ["unknown accessibility trait 'supportsZoom' (ignored)"])
        let h = inMemory.hierarchy
        XCTAssertEqual(h.element(id: "ax.0.0")?.text, "path")
        XCTAssertEqual(h.element(id: "ax.0.0~2")?.accessibilityIdentifier, "cell")
        XCTAssertEqual(h.elements[1].inherits, ["Box<AB>", "UIView"])
        let numbers = try XCTUnwrap(h.elements.first { $0.text == "numbers" })
        XCTAssertEqual(numbers.frame, Rect(x: 5, y: 20, width: 5, height: 0))
        XCTAssertNil(numbers.alpha)
        XCTAssertNil(numbers.backgroundColor)
        XCTAssertEqual(numbers.textColor, RGBAColor(red: 1, green: 0, blue: 128.0 / 255, alpha: 1))
        XCTAssertEqual(h.elements.first { $0.text == "roles" }?.traits, [.button, .staticText, .header])
        XCTAssertEqual(h.elements.first { $0.text == "rules" }?.ignoredRules, ["ab", "cd", "all"])
        XCTAssertEqual(
            h.elements.first { $0.text == "rules" }?.customRotors,
            [CustomRotor(name: "\\u{0001}<"), CustomRotor(name: "", systemType: "spaceship")])
        XCTAssertTrue(h.elements.contains { $0.id?.hasPrefix("ax-n") == true }, "ids restart past 12 steps")
        XCTAssertEqual(h.elements.last?.location.column, 2 * 32 + 1, "indentation stops at 32 levels")
    }
}
