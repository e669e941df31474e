import AXAuditModel
import AXAuditEngine

/// What each labelled VoiceOver stop shows and its label and value leave out,
/// a table of the screen (`context.table(LabelledTexts.self)`) that
/// `text-not-spoken` and `label-in-name` split: a control's missing title is
/// `label-in-name`'s, every other missing text `text-not-spoken`'s, so one text
/// is reported once.
struct LabelledTexts: ScreenTable {
    /// One labelled stop whose label and value leave out texts it shows.
    struct Missing: Sendable, Equatable {
        let owner: Element.Index
        /// Texts that name the element: a control's title, or any text of another element.
        let titles: [String]
        /// Quantities in texts inside a control (a skip button's "10", a download's "1.3 MB").
        let details: [String]
        let isControl: Bool
        /// A control whose label leaves out its visible title (WCAG 2.5.3 Label in Name).
        var isTitleNotInLabel: Bool { isControl && !titles.isEmpty }
    }

    /// Every labelled stop (not a card in a collection, which is `card-aggregated-label`'s)
    /// whose label and value leave out texts it shows, in element order.
    let missing: [Missing]

    init(_ context: AuditContext) {
        missing = Self.missing(in: context)
    }

    private static func missing(in context: AuditContext) -> [Missing] {
        let elements = context.hierarchy.elements
        let positions = context.order.positions
        var owners: [Element.Index] = []
        for i in elements.indices.dropFirst() where positions[i] >= 0 {
            if !Text.isBlank(elements[i].accessibilityLabel), !context.isCardInCollection(Element.Index(i)) {
                owners.append(Element.Index(i))
            }
        }
        guard !owners.isEmpty else { return [] }
        // Only owners with descendants need the content table.
        let withContent = owners.filter { elements[Int($0)].subtreeEnd > $0 + 1 }
        let contents = ContentTable(of: withContent, context)
        var spokenWords = SpokenWords()
        var result: [Missing] = []
        for owner in owners {
            let e = elements[Int(owner)]
            // A text field's text is what was typed, and the texts inside it are its
            // placeholder and what it draws of the typing: its value, not its label's words.
            if e.isTextInput { continue }
            var said = Words(e.accessibilityLabel!, spoken: true)
            if let value = e.accessibilityValue { said.append(Words(value, spoken: true)) }
            let labelWords = WordSet(said)
            // A control's titles, and the details it shows beside them: a quantity in a
            // text inside it (a skip button's "10", a download's "1.3 MB") says how far or
            // how much, and the label should add it rather than start with it.
            var titles: [String] = []
            var details: [String] = []
            // Each text told once: looked up in a set, not in the lists (texts by the thousand).
            var told: Set<String> = []
            func compare(_ text: String, own: Bool) {
                guard !labelWords.contains(allOf: spokenWords.of(text)) else { return }
                let trimmed = text.trimmingSpaces()
                guard told.insert(trimmed).inserted else { return }
                if e.isControl && !own && Text.isQuantity(trimmed) {
                    details.append(trimmed)
                } else {
                    titles.append(trimmed)
                }
            }
            if e.roles.contains(.text) || e.isControl, let text = e.text, !Text.isBlank(text) {
                compare(text, own: true)
            }
            contents.forEachText(of: owner) { item, text in
                if !elements[Int(item)].isTextInput { compare(text, own: false) }
            }
            if !titles.isEmpty || !details.isEmpty {
                result.append(Missing(owner: owner, titles: titles, details: details, isControl: e.isControl))
            }
        }
        return result
    }
}
