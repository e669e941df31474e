import AXAuditModel
import AXAuditPlatform

/// WebDriverAgent's JSON page source (`GET /source?format=json`, Appium's
/// `mobile: source` with `format: json`): one object per element,
///
///     {"type": "Button", "name": "menu", "label": "Menu", "value": null,
///      "rect": {"x": 20, "y": 59, "width": 55, "height": 40}, "frame": "{{20, 59}, {55, 40}}",
///      "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "children": [ … ]}
///
/// possibly inside WebDriverAgent's reply (`{"value": {…}, "sessionId": …}`).
/// Each object becomes the element the XML page source has for it, with the
/// XML's attribute names (`type` gets its `XCUIElementType` prefix back), and
/// `XCUITestHierarchyBuilder` reads them: the same semantics as the XML. An
/// element is located at its `{`.
enum PageSourceJSONReader {
    /// The page source's root element in a JSON value: the value itself (an
    /// element object: a `type`, and `children` or a frame), or the member
    /// WebDriverAgent's reply holds it in (`value`, or `tree` in old versions).
    static func root(of value: JSONValue) -> (element: [String: JSONValue], inMember: String?)? {
        guard let object = value.object else { return nil }
        if isElement(object) { return (object, nil) }
        for key in ["value", "tree"] {
            if let inner = object[key]?.object, isElement(inner) { return (inner, key) }
        }
        return nil
    }

    static func isElement(_ object: [String: JSONValue]) -> Bool {
        object["type"]?.string != nil
            && (object["children"] != nil || object["rect"] != nil || object["frame"] != nil)
    }

    static func importText(_ bytes: [UInt8], file: String, limits: ImportLimits) -> ImportResult {
        let parsed: (value: JSONValue, objects: [JSONValue.ObjectLayout])
        do {
            parsed = try JSONValue.parseWithLayout(bytes)
        } catch {
            return ImportResult(
                hierarchy: nil, format: .xcuitest,
                errors: [InputError("not a JSON page source: \(error.message)", at: error.location)])
        }
        guard let root = root(of: parsed.value) else {
            return ImportResult(
                hierarchy: nil, format: .xcuitest,
                errors: [
                    InputError(
                        "this JSON is not a WebDriverAgent page source (an object with \"type\" and \"children\" or \"rect\", from /source?format=json). "
                            + Importer.supportedFormatsDescription, at: SourceLocation(line: 1, column: 1))
                ])
        }
        var walk = Walk(
            objects: parsed.objects, locator: TextLocator(bytes), limits: limits,
            builder: XCUITestHierarchyBuilder(file: file, source: .json))
        var rootIndex = 0
        if let member = root.inMember {
            // The reply's members before the page source hold objects of their own.
            var cursor = 1
            for key in parsed.objects[0].keys {
                if key == member { break }
                cursor = walk.after(parsed.value.object![key]!, from: cursor)
            }
            rootIndex = cursor
        }
        walk.element(root.element, layout: rootIndex)
        var result = ImportResult(hierarchy: nil, format: .xcuitest)
        result.errors = walk.errors.listed + walk.builder.errors
        if walk.stopped == nil { result.hierarchy = walk.builder.finish() }
        result.warnings = walk.builder.warnings
        result.errors.sort { $0.location < $1.location }
        return result
    }

    /// Hands the element objects to the builder, parents before children, each
    /// located by its object's layout (found by counting the objects before it).
    private struct Walk {
        let objects: [JSONValue.ObjectLayout]
        var locator: TextLocator
        let limits: ImportLimits
        let builder: XCUITestHierarchyBuilder
        var depth = 0
        var errors = InputErrorList()
        /// Why the import stopped, if it did.
        var stopped: InputError?

        /// The layout index after the objects `value` holds, from `index` on.
        func after(_ value: JSONValue, from index: Int) -> Int {
            switch value {
            case .object: return objects[index].end
            case .array(let items): return items.reduce(index) { after($1, from: $0) }
            default: return index
            }
        }

        mutating func element(_ members: [String: JSONValue], layout index: Int) {
            guard stopped == nil else { return }
            let layout = objects[index]
            let location = locator.location(of: layout.offset)
            guard depth < limits.maxDepth else {
                stopped = InputError("elements nested more than \(limits.maxDepth) deep", at: location)
                errors.append(stopped!)
                return
            }
            var type = members["type"]?.string ?? "Other"
            if !type.hasPrefix(XCUITestHierarchyBuilder.typePrefix) {
                type = XCUITestHierarchyBuilder.typePrefix + type
            }
            var attributes = [XMLAttribute(name: "type", value: type)]
            var children: (items: [JSONValue], first: Int)?
            var cursor = index + 1
            for key in layout.keys {
                let value = members[key]!
                let start = cursor
                cursor = after(value, from: cursor)
                switch key {
                case "type": break
                case "children":
                    if let items = value.array {
                        children = (items, start)
                    } else if value != .null {
                        errors.append(InputError("\"children\" is not a list; it is not read", at: location))
                    }
                case "rect":
                    guard let rect = value.object else { continue }
                    for name in ["x", "y", "width", "height"] {
                        if let v = rect[name] { attributes.append(XMLAttribute(name: name, value: Self.text(v))) }
                    }
                case "frame" where members["rect"] != nil:
                    break
                case "frame":
                    // Some sources give only "{{x, y}, {w, h}}".
                    if let numbers = value.string.flatMap(Self.frameNumbers) {
                        for (name, v) in zip(["x", "y", "width", "height"], numbers) {
                            attributes.append(XMLAttribute(name: name, value: v))
                        }
                    }
                case "isEnabled": attributes.append(XMLAttribute(name: "enabled", value: Self.text(value)))
                case "isVisible": attributes.append(XMLAttribute(name: "visible", value: Self.text(value)))
                case "isAccessible": attributes.append(XMLAttribute(name: "accessible", value: Self.text(value)))
                default:
                    // null is an attribute the XML leaves out; lists and objects have no XML form.
                    switch value {
                    case .null, .array, .object: break
                    default: attributes.append(XMLAttribute(name: key, value: Self.text(value)))
                    }
                }
            }
            if let error = builder.startElement(name: type, attributes: attributes, location: location, depth: depth) {
                stopped = error
                errors.append(error)
                return
            }
            depth += 1
            if let children {
                var next = children.first
                for child in children.items {
                    if case .object(let object) = child, object["type"]?.string != nil {
                        element(object, layout: next)
                        if stopped != nil { return }
                    } else {
                        errors.append(
                            InputError(
                                "an item of \"children\" that is not an element object (with a \"type\"); it is not read",
                                at: location))
                    }
                    next = after(child, from: next)
                }
            }
            depth -= 1
            builder.endElement(name: type)
        }

        /// A scalar as the XML writes it: strings as they are, numbers without a
        /// needless `.0`, booleans as `true`/`false`.
        static func text(_ value: JSONValue) -> String {
            switch value {
            case .string(let s): return s
            case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
            case .bool(let b): return b ? "true" : "false"
            case .null: return ""
            case .array, .object: return ""
            }
        }

        /// "{{x, y}, {w, h}}" → its four numbers as written.
        static func frameNumbers(_ text: String) -> [String]? {
            let inside = text.trimmingSpaces()
            guard inside.hasPrefix("{{"), inside.hasSuffix("}}") else { return nil }
            let halves = String(inside.dropFirst(2).dropLast(2)).splitUTF8(separator: "}, {")
            guard halves.count == 2 else { return nil }
            let numbers = halves.flatMap { $0.split(separator: ",") }.map { String($0).trimmingSpaces() }
            return numbers.count == 4 ? numbers : nil
        }
    }
}
