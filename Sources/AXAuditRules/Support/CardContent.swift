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
/// Each owner's parts are kept as element indices and made into a
/// `CardContent` when asked: a screen can have thousands of cards, and most
/// rules only compare their texts.
struct ContentTable {
    private let hierarchy: Hierarchy
    /// Each owner's place in the owners the table was made for.
    private let place: ElementMap<Int>
    /// By owner's place: its texts and ratings, in reading order.
    private let parts: [[Element.Index]]
    /// By owner's place: its controls, in document order.
    private let controls: [[Element.Index]]

    /// The content of `owners` (each once) on the context's screen.
    init(of owners: [Element.Index], _ context: AuditContext) {
        let h = context.hierarchy
        let elements = h.elements
        let hidden = context.order.hidden
        var place = ElementMap<Int>(for: h)
        for (k, owner) in owners.enumerated() { place[owner] = k }
        var parts = [[Element.Index]](repeating: [], count: owners.count)
        var controls = [[Element.Index]](repeating: [], count: owners.count)
        // Per element: its nearest owner's place, and whether it is inside a control or
        // rating (their texts are titles, not label text).
        var ownerOf = ElementMap<Int>(for: h)
        var inControl = [Bool](repeating: false, count: elements.count)
        for i in elements.indices.dropFirst() {
            guard let parent = elements[i].parent else { continue }
            let index = Element.Index(i)
            ownerOf[index] = place[parent] ?? ownerOf[parent]
            inControl[i] =
                inControl[Int(parent)]
                || (ownerOf[parent] != nil && place[parent] == nil
                    && (elements[Int(parent)].isControl || elements[Int(parent)].roles.contains(.rating)))
            guard let k = ownerOf[index], !hidden[i], !inControl[i] else { continue }
            let roles = elements[i].roles
            if roles.contains(.rating) || (roles.contains(.text) && !Text.isBlank(elements[i].text)) {
                parts[k].append(index)
            } else if roles.contains(.control) {
                controls[k].append(index)
            }
        }
        for k in parts.indices where parts[k].count > 1 {
            let rightToLeft = VoiceOverOrder.isRightToLeft(owners[k], in: h)
            parts[k] = context.inReadingOrder(parts[k], rightToLeft: rightToLeft)
        }
        self.hierarchy = h
        self.place = place
        self.parts = parts
        self.controls = controls
    }

    subscript(owner: Element.Index) -> CardContent? {
        guard let k = place[owner] else { return nil }
        var content = CardContent()
        content.controls = controls[k]
        for item in parts[k] {
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
        guard let k = place[owner] else { return }
        for item in parts[k] {
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
