/// Writes a tree of `AXExportNode`s as an axaudit hierarchy file (format
/// version 1). Iterative, so a 2,000-deep (or deeper) tree needs no deep stack.
package struct AXExportXMLWriter {
    private var out: [UInt8] = []

    static func document(
        of roots: [AXExportNode], screen: String, screenSize: (width: Double, height: Double)?,
        layoutDirection: AXExportNode.LayoutDirection
    ) -> String {
        var writer = AXExportXMLWriter()
        let ids = AXExportIDs(roots: roots)
        writer.write(roots, ids: ids, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection)
        return String(decoding: writer.out, as: UTF8.self)
    }

    /// Indentation stops growing here: a pathological 2,000-deep tree would
    /// otherwise spend most of its bytes on spaces.
    private static let maximumIndent = 32

    private mutating func write(
        _ roots: [AXExportNode], ids: AXExportIDs, screen: String,
        screenSize: (width: Double, height: Double)?, layoutDirection: AXExportNode.LayoutDirection
    ) {
        out.reserveCapacity(256 + ids.count * 160)
        raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\"")
        attribute("screen", screen)
        attribute("layoutDirection", layoutDirection.rawValue)
        if let screenSize, let w = Self.number(screenSize.width), let h = Self.number(screenSize.height),
            screenSize.width > 0, screenSize.height > 0
        {
            attribute("width", w)
            attribute("height", h)
        }
        raw(">\n")
        var stack: [(nodes: [AXExportNode], next: Int)] = [(roots, 0)]
        var index = 0  // pre-order index, as in `AXExportIDs`
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            if i == stack[top].nodes.count {
                stack.removeLast()
                if !stack.isEmpty {  // the element whose children these were
                    indent(stack.count)
                    raw("</element>\n")
                }
                continue
            }
            stack[top].next = i + 1
            let node = stack[top].nodes[i]
            indent(stack.count)
            raw("<element")
            writeAttributes(of: node, id: ids.id(at: index), ids: ids)
            index += 1
            let rotors = node.customRotors.filter(Self.isWritten)
            if node.children.isEmpty && node.customActions.isEmpty && node.userInputLabels.isEmpty && rotors.isEmpty {
                raw("/>\n")
                continue
            }
            raw(">\n")
            for action in node.customActions {
                indent(stack.count + 1)
                raw("<customAction")
                attribute("name", action)
                raw("/>\n")
            }
            for label in node.userInputLabels {
                indent(stack.count + 1)
                raw("<userInputLabel")
                attribute("name", label)
                raw("/>\n")
            }
            for rotor in rotors {
                indent(stack.count + 1)
                raw("<customRotor")
                if !rotor.name.isEmpty { attribute("name", rotor.name) }
                if let type = rotor.systemType, !type.isEmpty { attribute("systemType", type) }
                raw("/>\n")
            }
            stack.append((node.children, 0))
        }
        raw("</hierarchy>\n")
    }

    private mutating func writeAttributes(of node: AXExportNode, id: String, ids: AXExportIDs) {
        attribute("id", id)
        // An empty class name is left out: the importer reads a missing class as UIView.
        if !node.className.isEmpty { attribute("class", node.className) }
        // `inherits` is a list split at spaces, commas, tabs and newlines: a name
        // holding one (a generic `Box<A, B>`) loses it rather than becoming two names.
        let inherits = node.inherits.map(Self.listToken).filter { !$0.isEmpty }
        if !inherits.isEmpty { attribute("inherits", inherits.joined(separator: " ")) }
        if let role = node.role { attribute("role", role) }
        if let frame = node.frame, let text = Self.frame(frame) { attribute("frame", text) }
        if let v = node.isAccessibilityElement { attribute("isAccessibilityElement", v) }
        if let v = node.accessibilityLabel { attribute("accessibilityLabel", v) }
        if let v = node.accessibilityValue { attribute("accessibilityValue", v) }
        if let v = node.accessibilityHint { attribute("accessibilityHint", v) }
        if let v = node.accessibilityIdentifier { attribute("accessibilityIdentifier", v) }
        let traits = node.accessibilityTraits.map(Self.listToken).filter { !$0.isEmpty }
        if !traits.isEmpty { attribute("accessibilityTraits", traits.joined(separator: " ")) }
        if let references = node.accessibilityElements {
            attribute("accessibilityElements", references.compactMap { ids.id(for: $0) }.joined(separator: " "))
        }
        if let v = node.shouldGroupAccessibilityChildren { attribute("shouldGroupAccessibilityChildren", v) }
        if let v = node.accessibilityElementsHidden { attribute("accessibilityElementsHidden", v) }
        if let v = node.isHidden { attribute("isHidden", v) }
        if let v = node.alpha, let text = Self.number(v) { attribute("alpha", text) }
        if let v = node.accessibilityViewIsModal { attribute("accessibilityViewIsModal", v) }
        if let v = node.text { attribute("text", v) }
        if let v = node.image { attribute("image", v) }
        if let v = node.maximumValue, let text = Self.number(v) { attribute("maximumValue", text) }
        if let v = node.textColor, let text = Self.color(v) { attribute("textColor", text) }
        if let v = node.backgroundColor, let text = Self.color(v) { attribute("backgroundColor", text) }
        if let v = node.fontSize, let text = Self.number(v) { attribute("fontSize", text) }
        if let v = node.adjustsFontForContentSizeCategory { attribute("adjustsFontForContentSizeCategory", v) }
        if let v = node.semanticContentAttribute { attribute("semanticContentAttribute", v.rawValue) }
        if let v = node.isEnabled { attribute("isEnabled", v) }
        if let v = node.isUserInteractionEnabled { attribute("isUserInteractionEnabled", v) }
        for (name, value) in Self.geometryAttributes(of: node) { attribute(name, value) }
        let ignored = node.ignoredRules.map(Self.listToken).filter { !$0.isEmpty }
        if !ignored.isEmpty { attribute("axaudit-ignore", ignored.joined(separator: " ")) }
    }

    // MARK: - Values

    /// A rotor the importer accepts: a name or a system type (docs/hierarchy-format.md).
    package static func isWritten(_ rotor: AXExportNode.CustomRotor) -> Bool {
        !rotor.name.isEmpty || !(rotor.systemType ?? "").isEmpty
    }

    /// The accessibility geometry and the attributes beside it, as written, in order.
    package static func geometryAttributes(of node: AXExportNode) -> [(name: StaticString, value: String)] {
        var out: [(name: StaticString, value: String)] = []
        if let rect = node.accessibilityFrame, let text = frame(rect) { out.append(("accessibilityFrame", text)) }
        if let point = node.activationPoint, let x = number(point.x), let y = number(point.y) {
            out.append(("activationPoint", x + " " + y))
        }
        if let v = node.containerType { out.append(("accessibilityContainerType", v.rawValue)) }
        if let v = node.accessibilityLanguage { out.append(("accessibilityLanguage", v)) }
        if let v = node.respondsToUserInteraction {
            out.append(("accessibilityRespondsToUserInteraction", v ? "true" : "false"))
        }
        if let p = node.containerPosition, p.index > 0, p.count >= p.index, p.count <= 1_000_000 {
            out.append(("containerPosition", "\(p.kind.rawValue) \(p.index) of \(p.count)"))
        }
        return out
    }

    /// A name in a space-separated list, without the characters that would split it.
    package static func listToken(_ s: String) -> String {
        guard s.utf8.contains(where: isListSeparator) else { return s }
        return String(decoding: s.utf8.filter { !isListSeparator($0) }, as: UTF8.self)
    }

    package static func isListSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2C || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A whole number without a fraction (and `-0` as `0`); otherwise Swift's
    /// shortest round-tripping form. nil for NaN and infinities, which the format cannot carry.
    static func number(_ v: Double) -> String? {
        guard v.isFinite else { return nil }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    /// `x y width height`, with a negative width or height turned around as
    /// `CGRect.standardized` does; nil when any number is not finite.
    static func frame(_ r: AXExportNode.Rect) -> String? {
        var r = r
        if r.width < 0 {
            r.x += r.width
            r.width = -r.width
        }
        if r.height < 0 {
            r.y += r.height
            r.height = -r.height
        }
        guard let x = number(r.x), let y = number(r.y), let w = number(r.width), let h = number(r.height) else {
            return nil
        }
        return x + " " + y + " " + w + " " + h
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; nil when a component is NaN.
    static func color(_ c: AXExportNode.Color) -> String? {
        let components = [c.red, c.green, c.blue, c.alpha]
        guard !components.contains(where: \.isNaN) else { return nil }
        let bytes = components.map { Int((min(max($0, 0), 1) * 255).rounded()) }
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for (i, b) in bytes.enumerated() where i < 3 || b < 255 {
            text.append(digits[b >> 4])
            text.append(digits[b & 15])
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: - Output

    private mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private mutating func indent(_ depth: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(depth, Self.maximumIndent)))
    }

    private mutating func attribute(_ name: StaticString, _ value: Bool) {
        attribute(name, value ? "true" : "false")
    }

    private mutating func attribute(_ name: StaticString, _ value: String) {
        out.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        AXExportXMLEscaping.appendAttribute(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}

/// Attribute values as XML 1.0 can carry them. A label can hold anything a Swift
/// string can; the output must stay well-formed.
///
/// - `&`, `<`, `>` and `"` become entity references (values are always double-quoted).
/// - Tab, LF and CR become character references, so the reader's attribute-value
///   normalisation does not turn them into spaces.
/// - The other C0 controls (U+0000–U+001F) and U+FFFE, U+FFFF are not allowed in
///   XML 1.0 at all, not even as character references. They are *replaced* by a
///   visible escape, `\u{0001}`, as axaudit's own XML reports do, so that a
///   reviewer sees that the label held one. (Lone surrogates cannot occur: a Swift
///   `String` is always valid Unicode.)
package enum AXExportXMLEscaping {
    static func appendAttribute(_ s: String, to out: inout [UInt8]) {
        let utf8 = s.utf8
        // The lead bytes of everything replaced below: markup, C0 controls, and
        // 0xEF, which starts U+FFFE and U+FFFF (and many ordinary characters).
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0xEF })
        else {
            out.append(contentsOf: utf8)
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x22: out.append(contentsOf: "&quot;".utf8)
            case 0x09: out.append(contentsOf: "&#9;".utf8)
            case 0x0A: out.append(contentsOf: "&#10;".utf8)
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0x00..<0x20, 0xFFFE, 0xFFFF: out.append(contentsOf: visibleEscape(scalar).utf8)
            default: if let encoded = UTF8.encode(scalar) { out.append(contentsOf: encoded) }
            }
        }
    }

    /// `\u{0001}` for U+0001.
    package static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }

    package static func attribute(_ s: String) -> String {
        var out: [UInt8] = []
        appendAttribute(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
