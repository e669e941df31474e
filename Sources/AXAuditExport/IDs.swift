/// The `id` of every exported node, chosen so that two exports of the same tree
/// give the same ids, and a change in one part of a screen leaves the ids of the
/// rest alone where it can:
///
/// 1. The node's own `id`, else its `accessibilityIdentifier`, when that is a
///    usable token (no spaces or commas: `accessibilityElements` is a list of ids)
///    and no other node in the file asks for the same one. A reused identifier
///    (every cell "productCell") is used by none of them.
/// 2. Otherwise a path from the nearest ancestor that has such an id (or from the
///    top, `ax`): `card-shoes.2` is the third child of `card-shoes`, `ax.1.0` the
///    first child of the second top-level node. Child positions count exported
///    nodes, so they depend only on the exported tree.
/// 3. Paths longer than `maximumPathLength` steps restart at `ax-n<k>`, k being the
///    node's position in document order, so a 2,000-deep tree does not write ids
///    of thousands of characters.
/// 4. An id already taken (an app identifier that looks like a generated path) gets `~2`, `~3`, ….
package struct AXExportIDs {
    private(set) var ids: [String] = []  // in document (pre-)order
    private var byReference: [AXExportNode.Reference: String] = [:]
    static let maximumPathLength = 12

    package var count: Int { ids.count }
    package func id(at index: Int) -> String { ids[index] }
    package func id(for reference: AXExportNode.Reference) -> String? { byReference[reference] }

    package init(roots: [AXExportNode]) {
        // Pass 1: how often each asked-for id occurs.
        var requests: [String: Int] = [:]
        var nodeCount = 0
        Self.preorder(roots) { node, _ in
            nodeCount += 1
            if let name = Self.requestedID(of: node) { requests[name, default: 0] += 1 }
        }
        var used = Set(requests.filter { $0.value == 1 }.keys)
        used.reserveCapacity(nodeCount)
        ids.reserveCapacity(nodeCount)
        // Pass 2: assign, in document order. A path id is its parent's id and the
        // child's position (`card-shoes.2.0` under `card-shoes.2`), so each frame
        // keeps its node's id and how many steps it is from its anchor.
        struct Frame {
            var nodes: [AXExportNode]
            var next: Int
            var parentID: String
            var steps: Int
        }
        var stack = [Frame(nodes: roots, next: 0, parentID: "ax", steps: 0)]
        var index = 0
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            guard i < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            // Read in place: a node copied out of its array retains each of its fields.
            let nodes = stack[top].nodes
            stack[top].next = i + 1
            let id: String
            var childSteps = 0
            if let name = Self.requestedID(of: nodes[i]), requests[name] == 1 {
                id = name
            } else {
                let steps = stack[top].steps + 1
                var candidate: String
                if steps > Self.maximumPathLength {
                    candidate = "ax-n\(index)"
                } else {
                    candidate = stack[top].parentID + "." + String(i)
                    childSteps = steps
                }
                if used.contains(candidate) {
                    var n = 2
                    while used.contains(candidate + "~\(n)") { n += 1 }
                    candidate += "~\(n)"
                }
                used.insert(candidate)
                id = candidate
                // A suffixed id is an anchor of its own, so its children's paths stay unique too.
                if candidate.utf8.contains(UInt8(ascii: "~")) { childSteps = 0 }
            }
            ids.append(id)
            if let reference = nodes[i].reference, byReference[reference] == nil { byReference[reference] = id }
            index += 1
            if !nodes[i].children.isEmpty {
                stack.append(Frame(nodes: nodes[i].children, next: 0, parentID: id, steps: childSteps))
            }
        }
    }

    /// The node's own id or identifier, when it can be an id at all.
    static func requestedID(of node: AXExportNode) -> String? {
        func usable(_ name: String?) -> String? {
            guard let name, !name.isEmpty, !name.utf8.contains(where: AXExportXMLWriter.isListSeparator) else {
                return nil
            }
            return name
        }
        return usable(node.id) ?? usable(node.accessibilityIdentifier)
    }

    /// Visits every node in document order, without recursion.
    package static func preorder(_ roots: [AXExportNode], _ visit: (AXExportNode, Int) -> Void) {
        var stack: [(nodes: [AXExportNode], next: Int)] = [(roots, 0)]
        var index = 0
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            guard i < stack[top].nodes.count else {
                stack.removeLast()
                continue
            }
            let nodes = stack[top].nodes
            stack[top].next = i + 1
            visit(nodes[i], index)
            index += 1
            if !nodes[i].children.isEmpty { stack.append((nodes[i].children, 0)) }
        }
    }
}
