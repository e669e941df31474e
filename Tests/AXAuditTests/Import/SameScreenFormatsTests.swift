import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel

/// One screen written as WebDriverAgent's XML page source, its JSON page
/// source and XCUITest's debugDescription: the three imports give the same
/// elements, the same VoiceOver order and the same findings, apart from what a
/// format cannot carry (a debugDescription has no `accessible`).
final class SameScreenFormatsTests: XCTestCase {
    struct Node {
        var type: String
        var identifier: String? = nil
        var label: String? = nil
        var value: String? = nil
        var placeholder: String? = nil
        var frame: (Double, Double, Double, Double)
        var accessible = false
        var enabled = true
        var selected = false
        var children: [Node] = []
    }

    /// A settings screen: a navigation bar with an unlabelled back button,
    /// switch and text rows, a field labelled only by its placeholder, a small
    /// disabled button with only an identifier, labels holding `'`, `, ` and a line break.
    static let screen = Node(
        type: "Application", label: "Shop", frame: (0, 0, 390, 844),
        children: [
            Node(
                type: "Window", frame: (0, 0, 390, 844),
                children: [
                    Node(
                        type: "NavigationBar", identifier: "Settings", frame: (0, 47, 390, 44),
                        children: [
                            Node(type: "Button", frame: (8, 47, 39, 44), accessible: true),
                            Node(type: "StaticText", label: "Settings", frame: (160, 58, 70, 22), accessible: true),
                        ]),
                    Node(
                        type: "Table", frame: (0, 91, 390, 400),
                        children: [
                            Node(
                                type: "Cell", frame: (0, 91, 390, 44),
                                children: [
                                    Node(
                                        type: "StaticText", label: "Wi-Fi", frame: (16, 101, 100, 22), accessible: true),
                                    Node(
                                        type: "Switch", label: "Wi-Fi", value: "1", frame: (320, 97, 51, 31),
                                        accessible: true),
                                ]),
                            Node(
                                type: "Cell", frame: (0, 135, 390, 44),
                                children: [
                                    Node(type: "Image", frame: (16, 145, 24, 24)),
                                    Node(
                                        type: "StaticText", label: "Don't disturb, Selected", frame: (50, 145, 200, 22),
                                        accessible: true),
                                ]),
                            Node(
                                type: "Cell", frame: (0, 179, 390, 60), selected: true,
                                children: [
                                    Node(
                                        type: "StaticText", label: "Terms\nand conditions", frame: (16, 185, 200, 44),
                                        accessible: true)
                                ]),
                        ]),
                    Node(
                        type: "TextField", identifier: "email", placeholder: "Email", frame: (16, 500, 358, 44),
                        accessible: true),
                    Node(type: "Button", identifier: "go", frame: (16, 560, 20, 20), accessible: true, enabled: false),
                    Node(
                        type: "Button", label: "Sign in", frame: (16, 600, 358, 50), accessible: true,
                        children: [Node(type: "StaticText", label: "Sign in", frame: (150, 612, 80, 22))]),
                ])
        ])

    // MARK: - Writers

    static func xml(_ node: Node, accessible: Bool, depth: Int = 0) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
        }
        let type = "XCUIElementType" + node.type
        var text = String(repeating: "  ", count: depth) + "<\(type) type=\"\(type)\""
        if let name = node.identifier ?? node.label { text += " name=\"\(escape(name))\"" }
        if let label = node.label { text += " label=\"\(escape(label))\"" }
        if let value = node.value { text += " value=\"\(escape(value))\"" }
        if let placeholder = node.placeholder { text += " placeholderValue=\"\(escape(placeholder))\"" }
        text += " enabled=\"\(node.enabled)\" visible=\"true\""
        if accessible { text += " accessible=\"\(node.accessible)\"" }
        let (x, y, w, h) = node.frame
        text += " x=\"\(Int(x))\" y=\"\(Int(y))\" width=\"\(Int(w))\" height=\"\(Int(h))\""
        if node.selected { text += " selected=\"true\"" }
        if node.children.isEmpty { return text + "/>\n" }
        text += ">\n"
        for child in node.children { text += xml(child, accessible: accessible, depth: depth + 1) }
        return text + String(repeating: "  ", count: depth) + "</\(type)>\n"
    }

    static func json(_ node: Node) -> String {
        func quote(_ s: String?) -> String {
            guard let s else { return "null" }
            return "\""
                + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        let (x, y, w, h) = node.frame
        var members = [
            "\"isEnabled\": \"\(node.enabled ? 1 : 0)\"", "\"type\": \(quote(node.type))",
            "\"rawIdentifier\": \(quote(node.identifier))", "\"name\": \(quote(node.identifier ?? node.label))",
            "\"label\": \(quote(node.label))", "\"value\": \(quote(node.value))",
            "\"frame\": \"{{\(Int(x)), \(Int(y))}, {\(Int(w)), \(Int(h))}}\"",
            // Children before the rect: members in any order.
            "\"children\": [" + node.children.map(json).joined(separator: ",\n") + "]",
            "\"rect\": {\"x\": \(Int(x)), \"y\": \(Int(y)), \"width\": \(Int(w)), \"height\": \(Int(h))}",
            "\"isVisible\": \"1\"", "\"isAccessible\": \"\(node.accessible ? 1 : 0)\"",
        ]
        if let placeholder = node.placeholder { members.append("\"placeholderValue\": \(quote(placeholder))") }
        if node.selected { members.append("\"selected\": true") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func debugDescription(_ root: Node) -> String {
        func parts(_ node: Node, frame: Bool) -> String {
            var text =
                "\(node.type == "Window" ? "Window (Main)" : node.type), 0x\(String(Int(node.frame.1 * 1000 + node.frame.0) + 4096, radix: 16))"
            if node.type == "Application" { text += ", pid: 4242" }
            let (x, y, w, h) = node.frame
            if frame { text += ", {{\(x), \(y)}, {\(w), \(h)}}" }
            if let identifier = node.identifier { text += ", identifier: '\(identifier)'" }
            if let label = node.label { text += ", label: '\(label)'" }
            if let placeholder = node.placeholder { text += ", placeholderValue: '\(placeholder)'" }
            if let value = node.value { text += ", value: \(value)" }
            if node.selected { text += ", Selected" }
            if !node.enabled { text += ", Disabled" }
            return text
        }
        var text =
            "Attributes: " + parts(root, frame: false) + "\nElement subtree:\n →" + parts(root, frame: false) + "\n"
        func write(_ node: Node, depth: Int) {
            text += String(repeating: "  ", count: depth + 1) + parts(node, frame: true) + "\n"
            for child in node.children { write(child, depth: depth + 1) }
        }
        for child in root.children { write(child, depth: 1) }
        text +=
            "Path to element:\n →" + parts(root, frame: false)
            + "\nQuery chain:\n →Find: Target Application 'com.example.shop'\n"
        return text
    }

    // MARK: - Comparing

    struct Audit {
        var elements: [String]
        var order: [String]
        /// What each stop is called: its label, else its text.
        var spoken: [String]
        var findings: [String]
        var inputWarnings: [String]
    }

    func audit(_ text: String, file: String, line: UInt = #line) throws -> Audit {
        let report = AuditRunner().audit(bytes: Array(text.utf8), path: file)
        XCTAssertEqual(report.inputErrors, [], file, line: line)
        XCTAssertEqual(report.format, .xcuitest, line: line)
        let h = try XCTUnwrap(report.hierarchy, line: line)
        let order = try XCTUnwrap(report.order, line: line)
        func describe(_ i: Element.Index) -> String {
            let e = h.elements[Int(i)]
            return "\(e.className) \(e.accessibilityLabel ?? "-") \(e.text ?? "-") \(e.accessibilityValue ?? "-")"
        }
        return Audit(
            elements: h.elements.indices.map { i in
                let e = h.elements[i]
                return "\(e.className) \(e.accessibilityIdentifier ?? "-") \(e.accessibilityLabel ?? "-") "
                    + "\(e.frame.map { "\($0)" } ?? "-") \(e.isEnabled.map { "\($0)" } ?? "-") \(e.isHidden)"
            },
            order: order.stops.map(describe),
            spoken: order.stops.compactMap { h.elements[Int($0)].accessibilityLabel ?? h.elements[Int($0)].text },
            findings: report.findings.filter { $0.ruleID != "input" }.map {
                "\($0.ruleID) \($0.element.path) \($0.message)"
            },
            inputWarnings: report.findings.filter { $0.ruleID == "input" }.map(\.message))
    }

    func testXMLAndJSONPageSourcesGiveTheSameElementsOrderAndFindings() throws {
        let xml = try audit(Self.xml(Self.screen, accessible: true), file: "screen.xml")
        let json = try audit(Self.json(Self.screen), file: "screen.json")
        XCTAssertEqual(json.elements, xml.elements)
        XCTAssertEqual(json.order, xml.order)
        XCTAssertEqual(json.findings, xml.findings)
        XCTAssertEqual(json.inputWarnings, xml.inputWarnings)
        // The screen has findings to compare: the unlabelled back button, the
        // placeholder-only field, the button with only an identifier.
        XCTAssertTrue(xml.findings.contains { $0.hasPrefix("element-label ") }, "\(xml.findings)")
        XCTAssertTrue(xml.findings.contains { $0.hasPrefix("label-quality ") }, "\(xml.findings)")
        XCTAssertGreaterThan(xml.order.count, 5)
    }

    func testDebugDescriptionGivesWhatAnXMLSourceWithoutAccessibleGives() throws {
        let xml = try audit(Self.xml(Self.screen, accessible: false), file: "screen.xml")
        let text = try audit(Self.debugDescription(Self.screen), file: "screen.txt")
        XCTAssertEqual(text.elements, xml.elements)
        XCTAssertEqual(text.order, xml.order)
        XCTAssertEqual(text.findings, xml.findings)
        // Each says, once, that which elements VoiceOver visits was inferred.
        XCTAssertEqual(xml.inputWarnings.count, 1)
        XCTAssertEqual(text.inputWarnings.count, 1)
        XCTAssertTrue(text.inputWarnings[0].contains("debugDescription"), text.inputWarnings[0])
        // Quotes, `, Selected` and a line break inside labels are read as the labels' own text.
        XCTAssertTrue(text.order.contains("XCUIElementTypeCell - Don't disturb, Selected -"), "\(text.order)")
        XCTAssertTrue(text.order.contains("XCUIElementTypeCell - Terms\nand conditions -"), "\(text.order)")
    }

    /// What a debugDescription cannot carry: `accessible`. The elements are the
    /// same as the full page source's; which of them VoiceOver visits is inferred.
    func testDebugDescriptionCarriesTheSameElementsAsTheFullSourceButNotWhichAreAccessible() throws {
        let xml = try audit(Self.xml(Self.screen, accessible: true), file: "screen.xml")
        let text = try audit(Self.debugDescription(Self.screen), file: "screen.txt")
        XCTAssertEqual(text.elements, xml.elements)
        XCTAssertEqual(xml.inputWarnings, [])
        // The inference reads a row of texts as one element, as UIKit does for a
        // cell's labels: the texts the full source visits one by one are spoken, in the same order.
        let spoken = text.spoken.joined(separator: "\n")
        XCTAssertNotEqual(text.order, xml.order)
        var searchFrom = spoken.startIndex
        for name in xml.spoken where !name.isEmpty {
            guard let found = spoken.range(of: name, range: searchFrom..<spoken.endIndex) else {
                XCTFail("\(name) is not spoken after the stops before it: \(text.spoken)")
                continue
            }
            searchFrom = found.lowerBound
        }
    }
}
