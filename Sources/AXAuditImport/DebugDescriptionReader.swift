import AXAuditModel
import AXAuditPlatform

/// XCUITest's `debugDescription` of an element (`print(XCUIApplication().debugDescription)`,
/// `po app` in the debugger, the text of many failed UI tests):
///
///     Attributes: Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'
///     Element subtree:
///      →Application, 0x7fb5a0512bb0, pid: 41491, label: 'Test App'
///         Window (Main), 0x7fb5a052ab50, {{0.0, 0.0}, {393.0, 852.0}}
///           Button, 0x7fb5a0614770, {{20.0, 59.0}, {55.0, 40.0}}, identifier: 'menu', label: 'Menu', Selected
///     Path to element:
///     …
///
/// Xcode 9 and 10 wrote `Button, 0x…, traits: 8589934593, {{…}}, …`, and Xcode 7
/// and 8 `Button 0x…: traits: 8589934593, {{…}}, …`, the traits a
/// `UIAccessibilityTraits` number. Each element line becomes the element a
/// WebDriverAgent page source has for it, with the attributes it would have
/// (`name` is the identifier, else the label, as WebDriverAgent's), and
/// `XCUITestHierarchyBuilder` reads them: the same types, roles and inference
/// as the XML page source. Lines say nothing of `accessible` or `visible`.
///
/// An element's parent is the nearest line above it indented less. A line that
/// is not an element line continues the one before (a label or value with line
/// breaks). The `Path to element:` and `Query chain:` tail is not read.
enum DebugDescriptionReader {
    /// One element as its line gives it.
    struct ElementLine {
        /// The column its type starts at.
        var indent: Int
        var location: SourceLocation
        var type: String
        var attributes: [XMLAttribute] = []
        var frame: [String]?
    }

    struct Head {
        var typeStart: Int
        var typeEnd: Int
        /// `Main` of `Window (Main)`.
        var note: String?
        /// Where the parts after the address start.
        var restStart: Int
    }

    // MARK: - Detection

    /// Whether text starts as a debugDescription does: an `Attributes:` or
    /// `Element subtree:` line, or an element line; or as the text XCUITest
    /// prints when it could not take a snapshot (`Query chain:` alone).
    static func looksLikeDebugDescription(_ text: ArraySlice<UInt8>) -> Bool {
        let line = TextLines.firstNonBlankLine(text)
        let trimmed = TextLines.trimmingLeadingSpaces(line)
        return TextLines.matches(trimmed, at: trimmed.startIndex, "Attributes: ")
            || TextLines.matches(trimmed, at: trimmed.startIndex, "Element subtree:")
            || TextLines.matches(trimmed, at: trimmed.startIndex, "Query chain:")
            || TextLines.matches(trimmed, at: trimmed.startIndex, "Path to element:") || elementHead(line) != nil
    }

    /// Where an element line's type is and where the parts after its address
    /// (`, 0x…` or, before Xcode 9, ` 0x…:`) begin, or nil when it is no element line.
    static func elementHead(_ line: ArraySlice<UInt8>) -> Head? {
        var i = line.startIndex
        while i < line.endIndex && TextLines.isSpace(line[i]) { i += 1 }
        // `→` (U+2192) marks the element described; `↳` (U+21B3) a child in a path.
        if i + 2 < line.endIndex, line[i] == 0xE2, line[i + 1] == 0x86, line[i + 2] == 0x92 || line[i + 2] == 0xB3 {
            i += 3
        }
        let typeStart = i
        while i < line.endIndex && TextLines.isLetter(line[i]) { i += 1 }
        guard i > typeStart, TextLines.isUppercase(line[typeStart]) else { return nil }
        let typeEnd = i
        var note: String?
        if TextLines.matches(line, at: i, " (") {
            var j = i + 2
            while j < line.endIndex && TextLines.isLetter(line[j]) { j += 1 }
            if j < line.endIndex, line[j] == UInt8(ascii: ")") {
                note = String(decoding: line[(i + 2)..<j], as: UTF8.self)
                i = j + 1
            }
        }
        let current = TextLines.matches(line, at: i, ", 0x")
        guard current || TextLines.matches(line, at: i, " 0x") else { return nil }
        var j = i + (current ? 4 : 3)
        let digits = j
        while j < line.endIndex && TextLines.isHexDigit(line[j]) { j += 1 }
        guard j > digits else { return nil }
        if !current {
            guard j < line.endIndex, line[j] == UInt8(ascii: ":") else { return nil }
            j += 1
        }
        return Head(typeStart: typeStart, typeEnd: typeEnd, note: note, restStart: j)
    }

    // MARK: - Import

    static func importText(_ bytes: [UInt8], file: String, limits: ImportLimits) -> ImportResult {
        var errors = InputErrorList()
        let elements = elementLines(bytes, errors: &errors)
        guard let root = elements.first else {
            errors.append(
                InputError(
                    "this debugDescription has no element lines ('Application, 0x…, pid: …' and the lines under it): print XCUIApplication().debugDescription once the screen is shown",
                    at: SourceLocation(line: 1, column: 1)))
            return ImportResult(hierarchy: nil, format: .xcuitest, errors: errors.listed)
        }
        guard root.type == "Application" else {
            errors.append(
                InputError(
                    "this debugDescription is of a \(root.type), not of the application: print XCUIApplication().debugDescription, which holds the whole screen",
                    at: root.location))
            return ImportResult(hierarchy: nil, format: .xcuitest, errors: errors.listed)
        }
        let builder = XCUITestHierarchyBuilder(file: file, source: .debugDescription)
        var indents: [Int] = []
        for (index, var element) in elements.enumerated() {
            if index == 0, element.frame == nil {
                // The application's line has no frame: its first window's is the screen's.
                element.frame = elements.first { $0.type == "Window" && $0.frame != nil }?.frame
            }
            while indents.count > 1, let last = indents.last, last >= element.indent {
                indents.removeLast()
                builder.endElement(name: "")
            }
            if index > 0, let last = indents.last, last >= element.indent {
                errors.append(
                    InputError(
                        "this element is indented no deeper than the application; read as the application's child",
                        at: element.location))
            }
            guard indents.count < limits.maxDepth else {
                errors.append(InputError("elements nested more than \(limits.maxDepth) deep", at: element.location))
                return ImportResult(hierarchy: nil, format: .xcuitest, errors: errors.listed)
            }
            var attributes = [XMLAttribute(name: "type", value: XCUITestHierarchyBuilder.typePrefix + element.type)]
            if let frame = element.frame {
                for (name, value) in zip(["x", "y", "width", "height"], frame) {
                    attributes.append(XMLAttribute(name: name, value: value))
                }
            }
            attributes += element.attributes
            if let error = builder.startElement(
                name: XCUITestHierarchyBuilder.typePrefix + element.type, attributes: attributes,
                location: element.location, depth: indents.count)
            {
                errors.append(error)
                return ImportResult(hierarchy: nil, format: .xcuitest, errors: errors.listed)
            }
            indents.append(element.indent)
        }
        for _ in indents { builder.endElement(name: "") }
        let hierarchy = builder.finish()
        var result = ImportResult(hierarchy: hierarchy, format: .xcuitest)
        result.errors = (errors.listed + builder.errors).sorted { $0.location < $1.location }
        result.warnings = builder.warnings
        return result
    }

    /// The element lines of the subtree (after `Element subtree:` when the text
    /// has that line), each with the lines that continue it.
    static func elementLines(_ bytes: [UInt8], errors: inout InputErrorList) -> [ElementLine] {
        var result: [ElementLine] = []
        let subtreeLine = TextLines.line(startingWith: "Element subtree:", in: bytes)
        var lines = TextLines(bytes)
        var pending: (line: TextLines.Line, end: Int, head: Head)?
        var locator = TextLocator(bytes)
        func flush() {
            guard let p = pending else { return }
            result.append(element(bytes, p.line, end: p.end, head: p.head, locator: &locator, errors: &errors))
            pending = nil
        }
        while let line = lines.next() {
            if let subtreeLine, line.number <= subtreeLine { continue }
            let text = bytes[line.start..<line.end]
            let trimmed = TextLines.trimmingLeadingSpaces(text)
            if TextLines.matches(trimmed, at: trimmed.startIndex, "Path to element:")
                || TextLines.matches(trimmed, at: trimmed.startIndex, "Query chain:")
            {
                break
            }
            if let head = elementHead(text) {
                flush()
                pending = (line, line.end, head)
            } else if pending != nil {
                pending?.end = line.end
            } else if !trimmed.isEmpty {
                errors.append(
                    InputError(
                        "expected an element line (such as \"Button, 0x…, {{x, y}, {width, height}}, label: '…'\") in the debugDescription's subtree",
                        at: locator.location(of: trimmed.startIndex)))
            }
        }
        flush()
        return result
    }

    /// Reads the parts after an element's type and address.
    private static func element(
        _ bytes: [UInt8], _ line: TextLines.Line, end: Int, head: Head, locator: inout TextLocator,
        errors: inout InputErrorList
    ) -> ElementLine {
        let location = locator.location(of: head.typeStart)
        var element = ElementLine(
            indent: location.column, location: location,
            type: String(decoding: bytes[head.typeStart..<head.typeEnd], as: UTF8.self))
        var attributes: [XMLAttribute] = []
        if let note = head.note { attributes.append(XMLAttribute(name: "window", value: note)) }
        var parts = DebugDescriptionParts(bytes: bytes, position: head.restStart, end: end)
        var identifier: String?
        var label: String?
        var disabled = false
        while let part = parts.next() {
            switch part.kind {
            case .frame(let frame):
                element.frame = frame
                if frame == nil {
                    errors.append(
                        InputError(
                            "a frame that is not {{x, y}, {width, height}}; the element's frame is unknown",
                            at: locator.location(of: part.start)))
                }
            case .field(let key, let value, let terminated):
                if !terminated {
                    errors.append(
                        InputError(
                            "the \(key) has no closing quote; read to the end of the element's text",
                            at: locator.location(of: part.start)))
                }
                switch key {
                case "identifier": identifier = value
                case "label": label = value
                case "traits":
                    guard let number = UInt64(value) else {
                        errors.append(
                            InputError(
                                "traits '\(value)' is not a number (a UIAccessibilityTraits value)",
                                at: locator.location(of: part.start)))
                        continue
                    }
                    attributes.append(XMLAttribute(name: "traits", value: traitNames(number).joined(separator: " ")))
                default: attributes.append(XMLAttribute(name: key, value: value))
                }
            case .flag("Disabled"): disabled = true
            case .flag(let word):
                attributes.append(XMLAttribute(name: word.prefix(1).lowercased() + word.dropFirst(), value: "true"))
            case .unknown(let text):
                let at = locator.location(of: part.start)
                if at.line > location.line {
                    // Text on a line of its own that is no element line: a note
                    // someone put into a pasted dump, or a line cut from another.
                    errors.append(
                        InputError(
                            "this line is not an element line (such as \"Button, 0x…, {{x, y}, {width, height}}, label: '…'\"); its text is kept as a part of the element above",
                            at: at))
                }
                // A part of the element's own line that the format does not
                // name (Xcode 8's `Main Window`) is kept as it is.
                attributes.append(XMLAttribute(name: "part", value: text))
            }
        }
        if let identifier { attributes.append(XMLAttribute(name: "identifier", value: identifier)) }
        // WebDriverAgent's `name`: the identifier, else the label.
        if let name = [identifier, label].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            attributes.append(XMLAttribute(name: "name", value: name))
        }
        if let label { attributes.append(XMLAttribute(name: "label", value: label)) }
        attributes.append(XMLAttribute(name: "enabled", value: disabled ? "false" : "true"))
        element.attributes = attributes
        return element
    }

    /// The `UIAccessibilityTraits` bits UIKit documents, by the names the
    /// format uses. XCTest's private bits (2^33 on every element of Xcode 9's
    /// dumps) are not traits VoiceOver speaks, and are left out.
    static let traitBits: [(bit: UInt64, name: String)] = [
        (0, "button"), (1, "link"), (2, "image"), (3, "selected"), (4, "playsSound"), (5, "keyboardKey"),
        (6, "staticText"), (7, "summaryElement"), (8, "notEnabled"), (9, "updatesFrequently"), (10, "searchField"),
        (11, "startsMediaSession"), (12, "adjustable"), (13, "allowsDirectInteraction"), (14, "causesPageTurn"),
        (15, "tabBar"), (16, "header"),
    ]

    static func traitNames(_ number: UInt64) -> [String] {
        traitBits.filter { number & (1 << $0.bit) != 0 }.map(\.name)
    }
}
