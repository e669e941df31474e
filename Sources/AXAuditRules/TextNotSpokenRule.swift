import AXAuditModel
import AXAuditEngine
/// `text-not-spoken`: every text the screen shows is said by some VoiceOver stop.
struct TextNotSpokenRule: Rule {
    static let description = RuleDescription(
        id: "text-not-spoken",
        title: "Visible text is spoken by VoiceOver",
        severity: .warning,
        confidence: .medium,
        confidenceReason:
            "It matches visible text against spoken words, and cannot tell text that is decorative or said in other words from text that is lost.",
        rationale: """
            What sighted users read, VoiceOver users should hear, and voice control users say what they \
            see to act on it. The rule reports visible text that no stop speaks: a text VoiceOver never \
            reaches (inside an `accessibilityElementsHidden` subtree, not an accessibility element, or left \
            out of an `accessibilityElements` list) whose words no stop on the screen says either; and a text \
            inside an accessibility element whose label and value leave it out (a quantity in a text inside a \
            control, such as a skip button's "10" or a download's "1.3 MB", is such a detail), as the Android \
            Accessibility Test Framework's UnexposedTextCheck reports text on screen that no element exposes. \
            A control whose visible title is not in its label is `label-in-name`'s (WCAG 2.5.3). Texts are compared as `card-aggregated-label` compares them: word by word, ignoring \
            case and punctuation, numbers as VoiceOver says them ("89 dollars" says "$89.00", "1299" says \
            "1,299"); a number or time beside an adjustable element with a value (a player's "00:06" and \
            "-01:13" beside its scrubber) shows what that value says. Cards in a collection are `card-aggregated-label`'s, elements without a label are \
            `element-label`'s, a control's titles inside a larger element are that element's actions, and \
            text hidden on screen (`isHidden`, `alpha` 0, an empty frame) or behind a modal view is not \
            judged. A text field's text is what the user typed, read as its value, and neither it nor the \
            texts inside the field (its placeholder) are compared with its label.
            """,
        guidance: [
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "UnexposedTextCheck",
                quote: "UnexposedTextCheck"),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 1.3.1 Info and Relationships (Level A)",
                quote:
                    "Information, structure, and relationships conveyed through presentation can be programmatically determined or are available in text."
            ),
        ],
        voiceOverImpact: """
            The user does not hear a text the screen shows (a price, a warning, a date, a detail inside a \
            cell or a control).
            """,
        fix: RuleFix(
            summary: """
                Put the text in the label of the element that shows it (or make the text an accessibility \
                element again); a control's detail can go after its title or in its value.
                """,
            uiKit: """
                cell.accessibilityLabel = "Trail shoes, free shipping"   // the cell shows both
                skipButton.accessibilityValue = "10"                     // the glyph shows "10"
                """,
            swiftUI: """
                HStack {
                    Text("Trail shoes")
                    Text("free shipping")
                }
                .accessibilityElement(children: .combine)  // says both
                Button {
                    skip()
                } label: {
                    Image(systemName: "goforward.10")
                }
                .accessibilityValue("10")  // the glyph shows "10"
                """),
        examples: [
            .failing(
                "A hidden notice, a cell whose label leaves out a text, and a button whose label leaves out the number it shows",
                """
                <hierarchy version="1" screen="Order">
                  <element id="banner" class="BannerView" frame="0 40 390 44" accessibilityElementsHidden="true">
                    <element id="notice" class="UILabel" frame="16 50 358 20" text="Orders placed today ship Monday"/>
                  </element>
                  <element class="UITableView" frame="0 100 390 200">
                    <element id="row" class="UITableViewCell" frame="0 100 390 72" isAccessibilityElement="true"
                             accessibilityLabel="Trail shoes">
                      <element class="UILabel" frame="16 110 300 22" text="Trail shoes"/>
                      <element class="UILabel" frame="16 136 300 20" text="Free shipping"/>
                    </element>
                  </element>
                  <element id="skip" class="UIButton" inherits="UIControl UIView" frame="16 320 60 60"
                           accessibilityLabel="Skip back">
                    <element class="UILabel" frame="36 340 20 20" text="10"/>
                  </element>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("notice", .warning), ExpectedFinding("row", .warning),
                    ExpectedFinding("skip", .warning),
                ]),
            .passing(
                "Labels that say the texts (case, punctuation and numbers as spoken), a hidden text another stop says, a button whose title is not in its label (label-in-name's)",
                """
                <hierarchy version="1" screen="Order">
                  <element class="BannerView" frame="0 40 390 44" accessibilityElementsHidden="true">
                    <element class="UILabel" frame="16 50 358 20" text="Free shipping!"/>
                  </element>
                  <element id="shipping" class="ShippingView" frame="0 40 390 44" isAccessibilityElement="true"
                           accessibilityLabel="free shipping on every order"/>
                  <element class="UITableView" frame="0 100 390 200">
                    <element id="row" class="UITableViewCell" frame="0 100 390 72" isAccessibilityElement="true"
                             accessibilityLabel="Trail shoes, 89 dollars, 1,299 reviews">
                      <element class="UILabel" frame="16 110 300 22" text="TRAIL SHOES"/>
                      <element class="UILabel" frame="16 136 100 20" text="$89.00"/>
                      <element class="UILabel" frame="120 136 100 20" text="1299 reviews"/>
                      <element class="UILabel" frame="230 136 100 20" text="Sold out" isHidden="true"/>
                    </element>
                  </element>
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 320 358 44" text="Send"
                           accessibilityLabel="Submit order"/>
                  <element id="name" class="UITextField" frame="16 380 358 44" accessibilityLabel="Name" text="Ada Lovelace"/>
                </hierarchy>
                """),
        ])

    init() {}

    /// Why a text VoiceOver never reaches is not spoken.
    enum Unreached: Sendable, Equatable {
        /// This ancestor (or the text itself) has `accessibilityElementsHidden`.
        case elementsHidden(Element.Index)
        /// The text is not an accessibility element (nor in one VoiceOver reaches).
        case notAnElement
    }

    enum Problem: Sendable, Equatable {
        /// A visible text that VoiceOver never reaches and no stop says.
        case unreached(Unreached)
        /// An element (not a control) whose label and value leave out these texts it shows.
        case leftOut([String])
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let elements = h.elements
        let order = context.order
        let positions = order.positions
        // Per element: hidden on screen (by itself or an ancestor), hidden from VoiceOver by
        // `accessibilityElementsHidden`, and whether an accessibility element is around it.
        var onScreenHidden = [Bool](repeating: false, count: elements.count)
        var elementsHidden = [Bool](repeating: false, count: elements.count)
        var insideAnElement = [Bool](repeating: false, count: elements.count)
        var unreached: [Element.Index] = []
        let hidden = order.hidden
        // Fields are read in place: copying each element costs more than the rest of the pass.
        for i in elements.indices.dropFirst() {
            guard let p = elements[i].parent.map(Int.init) else { continue }
            onScreenHidden[i] =
                onScreenHidden[p] || elements[i].isHidden || (elements[i].alpha.map { $0 <= 0 } ?? false)
            elementsHidden[i] = elementsHidden[p] || elements[i].accessibilityElementsHidden
            insideAnElement[i] = insideAnElement[p] || (p != 0 && elements[p].isAccessibilityElement)
            if positions[i] >= 0 { continue }
            guard !insideAnElement[i], elements[i].roles.contains(.text), !onScreenHidden[i],
                !Text.isBlank(elements[i].text)
            else { continue }
            if let frame = elements[i].frame, frame.width <= 0 || frame.height <= 0 { continue }
            // Hidden by a modal view, not by the app's choice: the modal covers it.
            if hidden[i] && !elementsHidden[i] { continue }
            unreached.append(Element.Index(i))
        }
        // A control's title its label leaves out is label-in-name's; the rest is this rule's.
        var findings = context.table(LabelledTexts.self).missing.filter { !$0.isTitleNotInLabel }.map {
            context.finding(Self.self, at: $0.owner, .leftOut($0.titles + $0.details))
        }
        var spokenWords = SpokenWords()
        if !unreached.isEmpty {
            let cards = context.table(OutermostCards.self).of
            // Everything the stops say: a text another stop says is spoken there.
            var said = Words("")
            for stop in order.stops {
                let e = elements[Int(stop)]
                if let label = e.spokenLabel { said.append(Words(label, spoken: true)) }
                if let value = e.accessibilityValue { said.append(Words(value, spoken: true)) }
                if e.isTextInput, let text = e.text { said.append(Words(text, spoken: true)) }
            }
            let spoken = WordSet(said)
            // Per parent, asked once: whether a reached adjustable element with a value is among its children.
            var holdsAdjustable: [Element.Index: Bool] = [:]
            for text in unreached {
                // Inside a card in a collection: card-aggregated-label's.
                if let card = cards[text], context.isCardInCollection(card) { continue }
                if spoken.contains(allOf: spokenWords.of(elements[Int(text)].text!)) { continue }
                if Self.isCaptionOfAdjustable(text, h, order, memo: &holdsAdjustable) { continue }
                let reason: Unreached
                if elementsHidden[Int(text)] {
                    var hider = Int(text)
                    while !elements[hider].accessibilityElementsHidden, let p = elements[hider].parent {
                        hider = Int(p)
                    }
                    reason = .elementsHidden(Element.Index(hider))
                } else {
                    reason = .notAnElement
                }
                findings.append(context.finding(Self.self, at: text, .unreached(reason)))
            }
        }
        return findings
    }

    /// A number or time ("00:06", "-01:13", "50%") beside a reached adjustable
    /// element with a value (a scrubber, a slider): the caption shows the state
    /// that the element's value says, in other words ("six seconds of one
    /// minute, nineteen seconds"), as a player's elapsed and remaining times do.
    static func isCaptionOfAdjustable(
        _ text: Element.Index, _ h: Hierarchy, _ order: VoiceOverOrder, memo: inout [Element.Index: Bool]
    ) -> Bool {
        guard let caption = h.elements[Int(text)].text,
            caption.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ":.,-+−% ".unicodeScalars.contains($0) }),
            caption.unicodeScalars.contains(where: { ("0"..."9").contains($0) }),
            let parent = h.elements[Int(text)].parent
        else { return false }
        if let known = memo[parent] { return known }
        let holds = h.children(of: parent).contains { sibling in
            let e = h.elements[Int(sibling)]
            return e.traits.contains(.adjustable) && !Text.isBlank(e.accessibilityValue) && order.isReached(sibling)
        }
        memo[parent] = holds
        return holds
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        switch problem {
        case .unreached(let reason):
            let why: String
            let fix: String
            switch reason {
            case .elementsHidden(let hider):
                why = "\(hider == index ? "it" : h[hider].displayName) has accessibilityElementsHidden"
                fix =
                    "Say the text in a stop's accessibilityLabel, or view.accessibilityElementsHidden = false on "
                    + (hider == index ? "it" : h[hider].displayName)
            case .notAnElement:
                why = "it is not an accessibility element VoiceOver visits"
                fix =
                    "label.isAccessibilityElement = true, or say the text in a nearby stop's accessibilityLabel"
            }
            let message =
                "\(e.displayName) is visible text, but VoiceOver never reaches it (\(why)) "
                + "and no stop says its words: VoiceOver users do not hear it."
            return FindingExplanation(message, fix: fix)
        case .leftOut(let missing):
            let label = e.accessibilityLabel ?? ""
            let message =
                "\(e.displayName): the accessibilityLabel \(Text.quoted(label, limit: 60)) leaves out "
                + Text.list(missing.map { Text.quoted($0, limit: 30) })
                + ", which the element shows: VoiceOver users do not hear \(missing.count == 1 ? "it" : "them")."
            // A control's detail may be its value instead, which keeps the name short for voice control.
            let asValue =
                e.isControl && Text.isBlank(e.accessibilityValue)
                ? " (or view.accessibilityValue = \(Text.swiftLiteral(Text.joinedLabel(missing))), "
                    + "which VoiceOver reads after the label)"
                : ""
            let fix =
                "view.accessibilityLabel = \(Text.swiftLiteral(Text.joinedLabel([label.trimmingSpaces()] + missing)))"
                + asValue
            return FindingExplanation(message, fix: fix)
        }
    }
}
