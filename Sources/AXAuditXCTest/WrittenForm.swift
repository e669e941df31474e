import AXAuditExport

// What AXAuditExport's XML writer does to a node's values, for the in-memory
// conversion (`AXInMemoryScreen`), so that a screen audited in memory is the
// screen the importer would read from `AXAuditExport.xml(of:)`: the same ids,
// lists, numbers, colours and strings, byte for byte.
//
// These mirror `AXExportIDs` and `AXExportXMLWriter` in Sources/AXAuditExport,
// which are internal to that module; the round-trip tests
// (Tests/AXAuditXCTestTests/RoundTripTests.swift) fail when the two drift apart.

/// The `id` of every node, as `AXExportIDs` assigns them (see its documentation):
/// the node's own id or identifier when usable and unique, else a path from the
/// nearest ancestor with one (`ax.0.1`, `card-shoes.2`), `ax-n<k>` past 12 steps,
/// `~2`, `~3` for a path already taken.
struct WrittenIDs {
    private(set) var ids: [String] = []  // in document (pre-)order
    private var byReference: [AXExportNode.Reference: String] = [:]
    static let maximumPathLength = 12

    func id(at index: Int) -> String { ids[index] }
    func id(for reference: AXExportNode.Reference) -> String? { byReference[reference] }

    init(roots: [AXExportNode]) {
        var requests: [String: Int] = [:]
        Self.preorder(roots) { node in
            if let name = Self.requestedID(of: node) { requests[name, default: 0] += 1 }
        }
        var used = Set(requests.filter { $0.value == 1 }.keys)
        struct Frame {
            var nodes: [AXExportNode]
            var next: Int
            var anchor: String
            var path: [Int]
        }
        var stack = [Frame(nodes: roots, next: 0, anchor: "ax", path: [])]
        var index = 0
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            guard i < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = i + 1
            let node = stack[top].nodes[i]
            let id: String
            var childAnchor: String
            var childPath: [Int]
            if let name = Self.requestedID(of: node), requests[name] == 1 {
                id = name
                childAnchor = name
                childPath = []
            } else {
                let path = stack[top].path + [i]
                var candidate: String
                if path.count > Self.maximumPathLength {
                    candidate = "ax-n\(index)"
                    childPath = []
                } else {
                    candidate = stack[top].anchor + "." + path.map(String.init).joined(separator: ".")
                    childPath = path
                }
                if used.contains(candidate) {
                    var n = 2
                    while used.contains(candidate + "~\(n)") { n += 1 }
                    candidate += "~\(n)"
                }
                used.insert(candidate)
                id = candidate
                childAnchor = path.count > Self.maximumPathLength ? candidate : stack[top].anchor
                if candidate.contains("~") {
                    childAnchor = candidate
                    childPath = []
                }
            }
            ids.append(id)
            if let reference = node.reference, byReference[reference] == nil { byReference[reference] = id }
            index += 1
            if !node.children.isEmpty {
                stack.append(Frame(nodes: node.children, next: 0, anchor: childAnchor, path: childPath))
            }
        }
    }

    static func requestedID(of node: AXExportNode) -> String? {
        for name in [node.id, node.accessibilityIdentifier] {
            if let name, !name.isEmpty, !name.utf8.contains(where: WrittenForm.isListSeparator) { return name }
        }
        return nil
    }

    /// Every node in document order, without recursion.
    static func preorder(_ roots: [AXExportNode], _ visit: (AXExportNode) -> Void) {
        var stack: [(nodes: [AXExportNode], next: Int)] = [(roots, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            guard i < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = i + 1
            let node = stack[top].nodes[i]
            visit(node)
            if !node.children.isEmpty { stack.append((node.children, 0)) }
        }
    }
}

/// Values as they read back from the written file.
enum WrittenForm {
    /// The writer's indentation stops growing at this depth.
    static let maximumIndent = 32

    static func isListSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2C || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A name in a space-separated list, without the characters that would split it.
    static func listToken(_ s: String) -> String {
        guard s.utf8.contains(where: isListSeparator) else { return s }
        return String(decoding: s.utf8.filter { !isListSeparator($0) }, as: UTF8.self)
    }

    /// A string as the parser gives it back: XML 1.0 cannot carry C0 controls
    /// other than tab, LF and CR, nor U+FFFE and U+FFFF, so the writer replaces
    /// them by a visible `\u{0001}`; everything else survives escaping unchanged.
    static func string(_ s: String) -> String {
        guard s.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0xEF }) else {
            return s
        }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: out.append(scalar)
            case 0x00..<0x20, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let escape = "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
                out.append(contentsOf: escape.unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// A number the writer writes (finite), as the reader parses it: `-0` is written as `0`.
    static func number(_ v: Double?) -> Double? {
        guard let v, v.isFinite else { return nil }
        return v == 0 ? 0 : v
    }

    /// `CGRect.standardized`, as the writer turns a negative width or height
    /// around; nil when a number is not finite (the frame is not written).
    static func frame(_ r: AXExportNode.Rect?) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard var r else { return nil }
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
        return (x, y, w, h)
    }

    /// sRGB components as `#RRGGBB(AA)` carries them: clamped to 0...1 and
    /// rounded to 8 bits; nil when a component is NaN (not written).
    static func color(_ c: AXExportNode.Color?) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard let c else { return nil }
        let components = [c.red, c.green, c.blue, c.alpha]
        guard !components.contains(where: \.isNaN) else { return nil }
        let bytes = components.map { (min(max($0, 0), 1) * 255).rounded() }
        return (bytes[0] / 255, bytes[1] / 255, bytes[2] / 255, bytes[3] < 255 ? bytes[3] / 255 : 1)
    }
}
