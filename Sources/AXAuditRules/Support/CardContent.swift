import AXAuditModel
import AXAuditEngine

/// What a card or a cell shows, in reading order: the texts its label should
/// say, and the controls it should expose.
struct CardContent: Sendable, Equatable {
    /// A visible text and the element that shows it.
    struct ShownText: Sendable, Equatable {
        var index: Element.Index
        var text: String
    }

    /// Visible `text` of role-`text` descendants (not inside a control or rating), in reading order.
    var texts: [ShownText] = []
    /// What each part contributes to an aggregated label, in reading order
    /// (texts, and ratings as value and scale).
    var labelParts: [String] = []
    /// Visible controls (outermost), in document order.
    var controls: [Element.Index] = []
}

/// The content of some owners (cells or cards), by owner. A descendant belongs
/// to its nearest owner.
///
/// Every owner's parts are kept in one array, owner after owner, and made into
/// a `CardContent` when asked: a screen can have thousands of cards, and most
/// rules only compare their texts.
struct ContentTable {
    private let hierarchy: Hierarchy
    /// The owners, sorted; an owner's position in it is found by bisection.
    private let owners: [Element.Index]
    /// Texts and ratings, each owner's run in reading order: `partStart[k] ..< partStart[k + 1]`.
    private let parts: [Element.Index]
    private let partStart: [Int32]
    /// Controls, each owner's run in document order.
    private let controls: [Element.Index]
    private let controlStart: [Int32]

    /// The content of `owners` (sorted element indices) on the context's screen.
    init(of owners: [Element.Index], _ context: AuditContext) {
        assert(zip(owners, owners.dropFirst()).allSatisfy { $0 < $1 }, "owners must be sorted")
        let elements = context.hierarchy.elements
        let hidden = context.order.hidden
        // Per element: its position in `owners` if it is one, and its nearest owner ancestor's.
        var position = [Int32](repeating: -1, count: elements.count)
        for (k, owner) in owners.enumerated() { position[Int(owner)] = Int32(k) }
        var ownerPosition = [Int32](repeating: -1, count: elements.count)
        // Inside a control or rating: their texts are titles, not label text.
        var inControl = [Bool](repeating: false, count: elements.count)
        var foundParts: [(owner: Int32, item: Element.Index)] = []
        var foundControls: [(owner: Int32, item: Element.Index)] = []
        for i in elements.indices.dropFirst() {
            guard let parent = elements[i].parent.map(Int.init) else { continue }
            ownerPosition[i] = position[parent] >= 0 ? position[parent] : ownerPosition[parent]
            inControl[i] =
                inControl[parent]
                || (ownerPosition[parent] >= 0 && position[parent] < 0
                    && (elements[parent].isControl || elements[parent].roles.contains(.rating)))
            let owner = ownerPosition[i]
            guard owner >= 0, !hidden[i], !inControl[i] else { continue }
            let roles = elements[i].roles
            if roles.contains(.rating) || (roles.contains(.text) && !Text.isBlank(elements[i].text)) {
                foundParts.append((owner, Element.Index(i)))
            } else if roles.contains(.control) {
                foundControls.append((owner, Element.Index(i)))
            }
        }
        var (parts, partStart) = Self.grouped(foundParts, owners: owners.count)
        (self.controls, self.controlStart) = Self.grouped(foundControls, owners: owners.count)
        for k in owners.indices where partStart[k + 1] - partStart[k] > 1 {
            let run = Int(partStart[k])..<Int(partStart[k + 1])
            let rightToLeft = VoiceOverOrder.isRightToLeft(owners[k], in: context.hierarchy)
            parts.replaceSubrange(run, with: context.inReadingOrder(Array(parts[run]), rightToLeft: rightToLeft))
        }
        self.hierarchy = context.hierarchy
        self.owners = owners
        self.parts = parts
        self.partStart = partStart
    }

    /// The items grouped by owner, in the order found within each owner (a
    /// counting sort), and where each owner's run starts.
    private static func grouped(_ found: [(owner: Int32, item: Element.Index)], owners: Int) -> (
        [Element.Index], [Int32]
    ) {
        var start = [Int32](repeating: 0, count: owners + 1)
        for f in found { start[Int(f.owner) + 1] += 1 }
        for k in 0..<owners { start[k + 1] += start[k] }
        var next = start
        var items = [Element.Index](repeating: 0, count: found.count)
        for f in found {
            items[Int(next[Int(f.owner)])] = f.item
            next[Int(f.owner)] += 1
        }
        return (items, start)
    }

    /// The owner's position in `owners`, if it is one.
    private func position(of owner: Element.Index) -> Int? {
        var low = 0, high = owners.count
        while low < high {
            let mid = (low + high) / 2
            if owners[mid] < owner { low = mid + 1 } else { high = mid }
        }
        return low < owners.count && owners[low] == owner ? low : nil
    }

    subscript(owner: Element.Index) -> CardContent? {
        guard let k = position(of: owner) else { return nil }
        var content = CardContent()
        content.controls = Array(controls[Int(controlStart[k])..<Int(controlStart[k + 1])])
        for item in parts[Int(partStart[k])..<Int(partStart[k + 1])] {
            let e = hierarchy[item]
            if e.roles.contains(.rating) {
                if let phrase = e.ratingPhrase { content.labelParts.append(phrase) }
            } else if let text = e.text {
                content.texts.append(CardContent.ShownText(index: item, text: text))
                content.labelParts.append(text.trimmingSpaces())
            }
        }
        return content
    }

    /// `self[owner]?.texts`, one by one, without the rest of the content (the
    /// label parts, with their rating phrases, and the controls).
    func forEachText(of owner: Element.Index, _ body: (Element.Index, String) -> Void) {
        guard let k = position(of: owner) else { return }
        for item in parts[Int(partStart[k])..<Int(partStart[k + 1])] {
            let e = hierarchy.elements[Int(item)]
            if !e.roles.contains(.rating), let text = e.text { body(item, text) }
        }
    }
}

extension Element {
    /// What a rating adds to an aggregated label: "4.5 out of 5 stars". Nil for
    /// a value that is not a number ("great" says nothing a label should repeat;
    /// `rating-label-and-value` reports it).
    var ratingPhrase: String? {
        guard let value = accessibilityValue, !Text.isBlank(value) else { return nil }
        let trimmed = value.trimmingSpaces()
        guard let number = Text.leadingNumber(trimmed) else { return nil }
        if let maximum = maximumValue, !Text.containsWordOf(trimmed) {
            return Text.format(number) + " out of " + Text.format(maximum) + " stars"
        }
        return trimmed
    }
}
