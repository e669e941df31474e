import AXAuditModel
import AXAuditEngine
/// `reading-order-interleaved`: VoiceOver must not mix the parts of two cards.
struct ReadingOrderInterleavedRule: Rule {
    static let description = RuleDescription(
        id: "reading-order-interleaved",
        title: "VoiceOver reads each card's parts together",
        severity: .error,
        confidence: .medium,
        confidenceReason:
            "It reasons on the simulated VoiceOver order, a model of how VoiceOver sorts elements by frame that a device can differ from.",
        rationale: """
            VoiceOver sorts the stops of a screen top to bottom, then leading to trailing within a row. In a \
            grid of cards whose parts are separate elements, the titles of two cards side by side share a row, \
            so VoiceOver reads card A's title, card B's title, then A's price: the parts of the cards \
            interleave. Material Components' Cards guidance: "Since assistive technologies visit all cards in \
            a collection in a sequential order, it is often easier to distinguish between elements that belong \
            to different cards by aggregating all the card's information so the card is read as a single \
            sentence."
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCCardCollectionCell)",
                section: "Card Accessibility: Accessibility for Cards in a Collection",
                quote:
                    "Since assistive technologies visit all cards in a collection in a sequential order, it is often easier to distinguish between elements that belong to different cards by aggregating all the card's information so the card is read as a single sentence."
            ),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard)",
                section: "Card Accessibility: Accessibility for Single Cards: Reordering elements",
                quote:
                    "To change the order, or group elements together, you can make the card an accessibility container by adopting the UIAccessibilityContainer protocol."
            ),
        ],
        voiceOverImpact: """
            VoiceOver jumps between cards: the user hears one card's title, then the next card's title, then \
            the first card's price, and cannot tell which price belongs to which product.
            """,
        fix: RuleFix(
            summary: """
                Make each card one accessibility element with an aggregated label, or keep its parts separate but \
                together by setting the card's `shouldGroupAccessibilityChildren` to true (or giving it \
                `accessibilityElements`).
                """,
            uiKit: """
                card.isAccessibilityElement = true
                card.accessibilityLabel = "\\(product.name), \\(product.price)"
                // or, to keep the parts as separate stops read card by card:
                card.shouldGroupAccessibilityChildren = true
                """,
            swiftUI: """
                ForEach(products) { product in
                    VStack {
                        Text(product.name)
                        Text(product.price)
                    }
                    .accessibilityElement(children: .combine)
                    // or, to keep the parts as separate stops read card by card: children: .contain
                }
                """),
        examples: [
            .failing(
                "Two cards side by side whose titles share a row",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-a" class="MDCCardCollectionCell" frame="16 100 171 100">
                      <element class="UILabel" frame="24 110 155 20" text="Trail shoes"/>
                      <element class="UILabel" frame="24 140 155 20" text="$89"/>
                    </element>
                    <element id="card-b" class="MDCCardCollectionCell" frame="203 100 171 100">
                      <element class="UILabel" frame="211 110 155 20" text="Rain jacket"/>
                      <element class="UILabel" frame="211 140 155 20" text="$120"/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("card-a", .error)]),
            .passing(
                "The same cards with their children grouped",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-a" class="MDCCardCollectionCell" frame="16 100 171 100" shouldGroupAccessibilityChildren="true">
                      <element class="UILabel" frame="24 110 155 20" text="Trail shoes"/>
                      <element class="UILabel" frame="24 140 155 20" text="$89"/>
                    </element>
                    <element id="card-b" class="MDCCardCollectionCell" frame="203 100 171 100" shouldGroupAccessibilityChildren="true">
                      <element class="UILabel" frame="211 110 155 20" text="Rain jacket"/>
                      <element class="UILabel" frame="211 140 155 20" text="$120"/>
                    </element>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Early: late, it would run beside card-aggregated-label while duplicate-label's findings
    /// are held, and the three make the memory peak.
    static var workerPriority: Int { 8 }

    func check(_ context: AuditContext) -> [Finding] {
        let cardOf = context.outermostCardsOrGridCells()
        // By card: the position of its first stop, and the card read right after its latest stop.
        var firstPosition = ElementMap<Int>(for: context.hierarchy)
        var leftFor = ElementMap<Element.Index>(for: context.hierarchy)
        // Cards a finding is on (the pair's earlier card).
        var reported: Set<Element.Index> = []
        var current: Element.Index?
        var findings: [Finding] = []
        for (position, stop) in context.order.stops.enumerated() {
            guard let card = cardOf[stop], card != current else { continue }
            if let current { leftFor[current] = card }
            let seen = firstPosition[card]
            if let seen, let other = leftFor[card], other != card {
                let otherFirst = firstPosition[other] ?? Int.max
                let (first, second) = seen <= otherFirst ? (card, other) : (other, card)
                if reported.insert(first).inserted {
                    findings.append(
                        finding(
                            first: first, second: second, from: min(seen, otherFirst), to: position, cardOf: cardOf,
                            context))
                }
            }
            if seen == nil { firstPosition[card] = position }
            current = card
        }
        return findings
    }

    private func finding(
        first: Element.Index, second: Element.Index, from: Int, to: Int, cardOf: ElementMap<Element.Index>,
        _ context: AuditContext
    ) -> Finding {
        let stops = context.order.stops
        var excerpt: [Problem.Stop] = []
        let limit = 8
        var p = from
        while p <= to && excerpt.count < limit {
            let owner = cardOf[stops[p]]
            excerpt.append(Problem.Stop(index: stops[p], card: owner == first ? "A" : owner == second ? "B" : nil))
            p += 1
        }
        return context.finding(Self.self, at: first, Problem(second: second, excerpt: excerpt, cut: p <= to))
    }

    /// The card read into the one the finding is on, and the stretch of the order
    /// where they mix.
    struct Problem: Sendable, Equatable {
        /// A stop the message quotes, with the card it belongs to ("A" or "B"), if one of the two.
        struct Stop: Equatable {
            var index: Element.Index
            var card: String?
        }

        var second: Element.Index
        var excerpt: [Stop]
        /// The stretch goes on after the excerpt.
        var cut: Bool
    }

    static func explanation(of problem: Problem, at first: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let a = h[first], b = h[problem.second]
        var read = problem.excerpt.map { h[$0.index].stopName + ($0.card.map { " (\($0))" } ?? "") }
        if problem.cut { read.append("…") }
        // Cells side by side in a grid interleave as cards do, whatever they are called.
        let noun = a.roles.contains(.card) ? "card" : "cell"
        let message =
            "\(a.displayName) (A) and \(b.displayName) (B) interleave in the VoiceOver order: VoiceOver reads "
            + read.joined(separator: ", ") + ", so the user cannot tell which part belongs to which \(noun)."
        let fix =
            "Make each \(noun) one element (\(noun).isAccessibilityElement = true with an aggregated accessibilityLabel), "
            + "or set \(noun).shouldGroupAccessibilityChildren = true on \(a.id.map { "#" + $0 } ?? a.className) and \(b.id.map { "#" + $0 } ?? b.className)."
        return FindingExplanation(message, fix: fix)
    }
}
