import AXAuditModel
import AXAuditEngine
/// `reading-order-primary-last`: a card's action is not read after its long text.
struct ReadingOrderPrimaryLastRule: Rule {
    static let description = RuleDescription(
        id: "reading-order-primary-last",
        title: "A card's primary action is not read after long content",
        severity: .warning,
        confidence: .low,
        confidenceReason:
            "Which action is primary and which content is long are heuristics (a button, a text length threshold); the designer may want this order.",
        rationale: """
            VoiceOver reads a card's parts top to bottom, so a button at the bottom of a card comes after \
            everything above it, including long body text. Material Components' Cards guidance: "Primary \
            content or actions that appear lower on the screen will be read last by assistive technologies, \
            sometimes after longer or non-primary content. To change the order, or group elements together, \
            you can make the card an accessibility container". The rule fires for cards that are read part by \
            part in the default order, when a control comes after a text of at least 80 characters (the \
            threshold is configurable).
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard)",
                section: "Card Accessibility: Accessibility for Single Cards: Reordering elements",
                quote:
                    "Primary content or actions that appear lower on the screen will be read last by assistive technologies, sometimes after longer or non-primary content. To change the order, or group elements together, you can make the card an accessibility container by adopting the UIAccessibilityContainer protocol."
            )
        ],
        voiceOverImpact: """
            The user has to listen through the whole body text (or swipe past it) before reaching the \
            card's action.
            """,
        fix: RuleFix(
            summary: """
                Make the card an accessibility container whose `accessibilityElements` put the action first \
                (or right after the title), before the long text.
                """,
            uiKit: """
                card.accessibilityElements = [titleLabel, readButton, bodyLabel]
                """,
            swiftUI: """
                VStack(alignment: .leading) {
                    titleText.accessibilitySortPriority(2)
                    bodyText
                    readButton.accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .contain)
                """),
        examples: [
            .failing(
                "A card whose Read button comes after a long summary",
                """
                <hierarchy version="1" screen="News">
                  <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 300">
                    <element id="title" class="UILabel" frame="24 110 340 20" text="Weekend hikes"/>
                    <element id="body" class="UILabel" frame="24 140 340 100"
                             text="Five trails within an hour of the city, from an easy lakeside loop to a full-day ridge walk with views of the coast."/>
                    <element id="read" class="UIButton" inherits="UIControl UIView" frame="24 250 80 44" text="Read"/>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("card", .warning)]),
            .passing(
                "The same card as a container with the action first",
                """
                <hierarchy version="1" screen="News">
                  <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 300" accessibilityElements="title read body">
                    <element id="title" class="UILabel" frame="24 110 340 20" text="Weekend hikes"/>
                    <element id="body" class="UILabel" frame="24 140 340 100"
                             text="Five trails within an hour of the city, from an easy lakeside loop to a full-day ridge walk with views of the coast."/>
                    <element id="read" class="UIButton" inherits="UIControl UIView" frame="24 250 80 44" text="Read"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 5 }

    static var options: [ThresholdKey] { [.primaryLastTextLength] }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let threshold = Int(context.thresholds[.primaryLastTextLength])
        let cardOf = context.table(OutermostCards.self).of
        // By card: its stops in VoiceOver order, its first long text, and the control read after it.
        var stopsOf: [Element.Index: [Element.Index]] = [:]
        var longText = ElementMap<Element.Index>(for: h)
        var offending = ElementMap<Element.Index>(for: h)
        var cardsInOrder: [Element.Index] = []
        for stop in context.order.stops {
            guard let card = cardOf[stop], card != stop else { continue }
            let c = h.elements[Int(card)]
            guard !c.isAccessibilityElement, c.accessibilityElements == nil else { continue }
            if stopsOf[card] == nil { cardsInOrder.append(card) }
            stopsOf[card, default: []].append(stop)
            let e = h.elements[Int(stop)]
            if e.isControl {
                if longText[card] != nil && offending[card] == nil { offending[card] = stop }
            } else if longText[card] == nil, let spoken = e.spokenLabel ?? e.text,
                spoken.hasAtLeast(characters: threshold)
            {
                longText[card] = stop
            }
        }
        return cardsInOrder.compactMap { card in
            guard let control = offending[card], let text = longText[card] else { return nil }
            return context.finding(
                Self.self, at: card, Problem(control: control, longText: text, stops: stopsOf[card] ?? []))
        }
    }

    /// The control read after the card's long text, and the card's stops in VoiceOver order.
    struct Problem: Sendable, Equatable {
        var control: Element.Index
        var longText: Element.Index
        var stops: [Element.Index]
    }

    static func explanation(of problem: Problem, at card: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let (text, stops) = (problem.longText, problem.stops)
        let textElement = h[text]
        let length = (textElement.spokenLabel ?? textElement.text ?? "").characterCount
        let message =
            "\(h[card].displayName): VoiceOver reads \(h[problem.control].displayName) after "
            + "\(textElement.displayName) (\(length) characters), so the card's action comes last."
        // Suggested order: controls first (after a leading short text such as the title), then the rest.
        var leading: [Element.Index] = []
        if let first = stops.first, first != text, !h[first].isControl { leading.append(first) }
        let controls = stops.filter { h[$0].isControl && !leading.contains($0) }
        let rest = stops.filter { !h[$0].isControl && !leading.contains($0) }
        let names = (leading + controls + rest).map { index -> String in
            let e = h[index]
            return e.id ?? e.accessibilityIdentifier ?? e.className
        }
        let list = SwiftNames.list(names)
        let fix = "card.accessibilityElements = " + list.code + (list.words.map { " (\($0))" } ?? "")
        let control = h[problem.control]
        let swiftUIFix =
            ".accessibilitySortPriority(1) on \(control.displayName) (higher is read first; "
            + "the card keeps .accessibilityElement(children: .contain)), so VoiceOver reads it before "
            + textElement.displayName
        return FindingExplanation(message, fix: fix, swiftUIFix: swiftUIFix)
    }
}

extension ThresholdKey {
    /// `reading-order-primary-last`: text at least this long counts as long content.
    public static let primaryLastTextLength = ThresholdKey.wholeNumber("primaryLastTextLength", default: 80, minimum: 1)
}
