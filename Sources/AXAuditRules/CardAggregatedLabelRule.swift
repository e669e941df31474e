import AXAuditModel
import AXAuditEngine
/// `card-aggregated-label`: a card in a collection is one element whose label says what the card shows.
struct CardAggregatedLabelRule: Rule {
    static let description = RuleDescription(
        id: "card-aggregated-label",
        title: "Cards in a collection are one element with an aggregated label",
        severity: .error,
        confidence: .medium,
        confidenceReason:
            "It compares the card's label with the texts the card shows word by word, so a label that says the same in other words (\"4 out of 5 stars\" for \"★★★★☆\") can still be reported.",
        rationale: """
            In a grid or list of cards, VoiceOver visits the cards one after another; when each card's \
            title, price and rating are separate stops, the user cannot tell where one card ends and the \
            next begins. Material Components' Cards guidance: "Since assistive technologies visit all cards \
            in a collection in a sequential order, it is often easier to distinguish between elements that \
            belong to different cards by aggregating all the card's information so the card is read as a \
            single sentence." The label must carry every text the card shows (control titles are actions, \
            not label text). Words are compared case- and punctuation-insensitively, and numbers as VoiceOver \
            says them: "89 dollars" covers "$89.00", and "1299" covers "1,299". A card whose only stop covers it (a page source's cell around a \
            button carrying the joined label) is read as that element, whose label `text-not-spoken` judges. \
            A single card outside a collection is exempt: "Nested elements in MDCCards are \
            available to assistive technologies without additional customization".
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCCardCollectionCell)",
                section: "Card Accessibility: Accessibility for Cards in a Collection",
                quote:
                    "Since assistive technologies visit all cards in a collection in a sequential order, it is often easier to distinguish between elements that belong to different cards by aggregating all the card's information so the card is read as a single sentence. This can be done by setting an appropriate accessibilityLabel for the card. Additionally, set the card's isAccessibilityElement to true."
            ),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCCardCollectionCell)",
                section: "Card Accessibility: Accessibility for Single Cards",
                quote:
                    "Nested elements in MDCCards are available to assistive technologies without additional customization"
            ),
        ],
        voiceOverImpact: """
            VoiceOver reads the card's parts as separate stops (and in a grid, mixes them with the next \
            card's), or reads a card with no label as nothing useful, or leaves out information that \
            sighted users see on the card.
            """,
        fix: RuleFix(
            summary: """
                Set the card's `isAccessibilityElement` to true and its `accessibilityLabel` to the card's texts \
                in reading order, joined into one sentence; a rating contributes its value and scale. Expose \
                buttons such as "Buy" as `accessibilityCustomActions`.
                """,
            uiKit: """
                card.isAccessibilityElement = true
                card.accessibilityLabel = "\\(product.name), \\(product.price), \\(product.rating) out of 5 stars"
                card.accessibilityCustomActions = [
                    UIAccessibilityCustomAction(name: "Buy") { _ in self.buy(product); return true }
                ]
                """,
            swiftUI: """
                VStack(alignment: .leading) {
                    Text(product.name)
                    Text(product.price)
                    Button("Buy") { buy(product) }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("\\(product.name), \\(product.price), \\(product.rating) out of 5 stars")
                .accessibilityAction(named: "Buy") { buy(product) }
                """),
        examples: [
            .failing(
                "Cards whose parts are separate stops",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240">
                      <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
                      <element class="UILabel" frame="24 250 155 20" text="$89"/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("card-1", .error)]),
            .failing(
                "A card element with an empty label, and one whose label leaves out the price",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240"
                             isAccessibilityElement="true" accessibilityLabel=" ">
                      <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
                    </element>
                    <element id="card-2" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="203 100 171 240"
                             isAccessibilityElement="true" accessibilityLabel="Rain jacket">
                      <element class="UILabel" frame="211 228 155 20" text="Rain jacket"/>
                      <element class="UILabel" frame="211 250 155 20" text="$120"/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("card-1", .error), ExpectedFinding("card-2", .warning)]),
            .passing(
                "A card element whose label covers its texts; the Buy button is an action",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240"
                             isAccessibilityElement="true" accessibilityLabel="trail shoes, 89 dollars ($89); rated 4.5 out of 5 stars">
                      <element class="UILabel" frame="24 228 155 20" text="Trail Shoes"/>
                      <element class="UILabel" frame="24 250 155 20" text="$89"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Buy"/>
                      <customAction name="Buy"/>
                    </element>
                  </element>
                </hierarchy>
                """),
            .passing(
                "A label that says the price as VoiceOver reads the card's \"$89.00\"",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240"
                             isAccessibilityElement="true" accessibilityLabel="Trail shoes, 89 dollars, 1,299 reviews">
                      <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
                      <element class="UILabel" frame="24 250 155 20" text="$89.00"/>
                      <element class="UILabel" frame="24 272 155 20" text="1299 reviews"/>
                    </element>
                  </element>
                </hierarchy>
                """),
            .passing(
                "A single card outside a collection",
                """
                <hierarchy version="1" screen="Article">
                  <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 300">
                    <element class="UILabel" frame="24 120 340 20" text="Weekend hikes"/>
                    <element class="UIButton" inherits="UIControl UIView" frame="24 300 80 44" text="Read"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// After the mid-sized rules, so that its tables are not held beside duplicate-label's.
    static var workerPriority: Int { 1 }

    /// The fix for a card that is not one element or has no label: make it one,
    /// with the label its content reads as and its controls as custom actions.
    private static func fix(for e: Element, _ content: CardContent, _ h: Hierarchy) -> String? {
        let label = Text.joinedLabel(content.labelParts)
        var fixes: [String] = []
        if !e.isAccessibilityElement { fixes.append("card.isAccessibilityElement = true") }
        if !label.isEmpty { fixes.append("card.accessibilityLabel = " + Text.swiftLiteral(label)) }
        if !content.controls.isEmpty && e.customActions.isEmpty {
            let names = content.controls.map { Text.swiftLiteral(h[$0].spokenText) }
            fixes.append(
                "card.accessibilityCustomActions = ["
                    + names.prefix(6).map {
                        "UIAccessibilityCustomAction(name: \($0)) { _ in … }"
                    }.joined(separator: ", ") + "]")
        }
        return fixes.isEmpty ? nil : fixes.joined(separator: "; ")
    }

    /// The same fix as SwiftUI modifiers on the card's view.
    private static func swiftUIFix(for e: Element, _ content: CardContent, _ h: Hierarchy) -> String? {
        let label = Text.joinedLabel(content.labelParts)
        var modifiers: [String] = []
        if !e.isAccessibilityElement { modifiers.append(".accessibilityElement(children: .ignore)") }
        if !label.isEmpty { modifiers.append(".accessibilityLabel(" + Text.swiftLiteral(label) + ")") }
        if !content.controls.isEmpty && e.customActions.isEmpty {
            for control in content.controls.prefix(6) {
                modifiers.append(".accessibilityAction(named: \(Text.swiftLiteral(h[control].spokenText))) { … }")
            }
        }
        return modifiers.isEmpty ? nil : modifiers.joined() + " on the card's view (\(e.displayName))"
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var cards: [Element.Index] = []
        for i in h.elements.indices.dropFirst()
        where context.isCardInCollection(Element.Index(i))
            && context.order.isReached(Element.Index(i))
        {
            cards.append(Element.Index(i))
        }
        guard !cards.isEmpty else { return [] }
        let contents = ContentTable(of: cards, context)
        // The stops inside each card that is not an element, in VoiceOver order (nearest card wins).
        var isCard = [Bool](repeating: false, count: h.elements.count)
        for card in cards { isCard[Int(card)] = true }
        let nearestCard = ElementMap.nearest(in: h) { isCard[Int($0)] }
        var stopsOf: [Element.Index: [Element.Index]] = [:]
        for stop in context.order.stops {
            if let card = nearestCard[stop] { stopsOf[card, default: []].append(stop) }
        }
        var findings: [Finding] = []
        for card in cards {
            let e = h.elements[Int(card)]
            // A card whose one stop covers it (a page source's cell around a
            // button that carries the joined label) is read as that one
            // element: what its label leaves out is text-not-spoken's.
            if !e.isAccessibilityElement, let stops = stopsOf[card], stops.count == 1, Self.covers(stops[0], card, h) {
                continue
            }
            if !e.isAccessibilityElement {
                findings.append(
                    context.finding(
                        Self.self, at: card,
                        .notAnElement(stops: stopsOf[card] ?? [], content: contents[card] ?? CardContent())))
                continue
            }
            guard let spoken = e.accessibilityLabel, !Text.isBlank(spoken) else {
                findings.append(
                    context.finding(Self.self, at: card, .noLabel(content: contents[card] ?? CardContent())))
                continue
            }
            // Coverage: every word of every visible text is one of the label's words,
            // numbers as VoiceOver says them.
            var said = Words(spoken, spoken: true)
            if let value = e.accessibilityValue { said.append(Words(value, spoken: true)) }
            let labelWords = WordSet(said)
            var missing: [String] = []
            contents.forEachText(of: card) { _, text in
                if !labelWords.contains(allOf: Words(text, spoken: true)) { missing.append(text.trimmingSpaces()) }
            }
            guard !missing.isEmpty else { continue }
            let labelParts = (contents[card] ?? CardContent()).labelParts
            findings.append(
                context.finding(
                    Self.self, at: card, severity: .warning,
                    .leavesOut(missing, labelParts: labelParts)))
        }
        return findings
    }

    /// Whether the stop's frame holds at least nine tenths of the card's.
    static func covers(_ stop: Element.Index, _ card: Element.Index, _ h: Hierarchy) -> Bool {
        guard let inner = h.elements[Int(stop)].frame, let outer = h.elements[Int(card)].frame,
            let overlap = inner.intersection(outer)
        else { return false }
        return overlap.area >= 0.9 * outer.area
    }

    enum Problem: Sendable, Equatable {
        /// The card is not one accessibility element: VoiceOver stops on `stops` inside it.
        case notAnElement(stops: [Element.Index], content: CardContent)
        /// The card is one element, with a blank label.
        case noLabel(content: CardContent)
        /// The card's label leaves out these texts; the label its content reads as is `labelParts` joined.
        case leavesOut([String], labelParts: [String])
    }

    static func explanation(of problem: Problem, at card: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[card]
        switch problem {
        case .notAnElement(let stops, let content):
            let parts = stops.map { h[$0].stopName }
            let read =
                parts.count > 1
                ? "VoiceOver reads \(Text.list(parts)) as \(parts.count) separate stops, "
                    + "so the user cannot tell which card they belong to."
                : "VoiceOver does not read it as one sentence, so the user cannot tell the cards apart."
            let ordered =
                e.accessibilityElements == nil
                ? ""
                : " (Its accessibilityElements order its parts, but in a collection the card should be read as one element.)"
            let message =
                "\(e.displayName) is a card in a collection but not an accessibility element: \(read)\(ordered)"
            return FindingExplanation(
                message, fix: fix(for: e, content, h), swiftUIFix: swiftUIFix(for: e, content, h))
        case .noLabel(let content):
            let message =
                "\(e.displayName) is a card in a collection with an empty accessibilityLabel: "
                + "VoiceOver reads nothing useful for the whole card."
            return FindingExplanation(
                message, fix: fix(for: e, content, h), swiftUIFix: swiftUIFix(for: e, content, h))
        case .leavesOut(let missing, let labelParts):
            let quotedMissing = Text.list(missing.map { Text.quoted($0, limit: 30) })
            let quotedLabel = Text.quoted(e.accessibilityLabel!, limit: 60)
            let message =
                "\(e.displayName): the card's accessibilityLabel \(quotedLabel) leaves out \(quotedMissing), "
                + "which the card shows: VoiceOver users do not hear \(missing.count == 1 ? "it" : "them")."
            let label = Text.joinedLabel(labelParts)
            return FindingExplanation(
                message, fix: label.isEmpty ? nil : "card.accessibilityLabel = " + Text.swiftLiteral(label),
                swiftUIFix: label.isEmpty
                    ? nil : ".accessibilityLabel(\(Text.swiftLiteral(label))) on the card's view (\(e.displayName))")
        }
    }
}
