import AXAuditModel
import AXAuditEngine

/// `label-in-name`: a control's accessibility label contains its visible title.
struct LabelInNameRule: Rule {
    static let description = RuleDescription(
        id: "label-in-name",
        title: "A control's label contains its visible title",
        severity: .warning,
        confidence: .medium,
        confidenceReason:
            "It compares the label with the control's visible text word by word, so a label that says the same in other words, or a text inside the control that is not its title, can still be reported.",
        rationale: """
            Voice control users say what they see ("Tap Place order"), and VoiceOver users who work beside \
            sighted colleagues hear the names those colleagues read. WCAG 2.5.3 "Label in Name" asks that a \
            control's accessible name contain its visible text, best at its start; axe-core checks it on the \
            web as `label-content-name-mismatch`. The rule reports a labelled control (a button, a switch, a \
            custom `UIControl` or an element with the button trait) whose visible title, its own text or a \
            text inside it, is not in its accessibilityLabel or accessibilityValue. Texts are compared as \
            `text-not-spoken` compares them: word by word, ignoring case and punctuation, numbers as \
            VoiceOver says them, so "Send message" contains "Send" and "89 dollars" contains "$89". A \
            quantity inside a control (a skip button's "10") is a detail, `text-not-spoken`'s, unless the \
            title is missing too, when the fix names both. A control without a label is `element-label`'s. \
            A title found in one of the control's `accessibilityUserInputLabels` (compared the same way) is \
            accepted: Voice Control matches a spoken command against those names, so saying what is shown \
            reaches the control, and a label that differs on purpose (a shorter or fuller name for VoiceOver) \
            stays the team's choice.
            """,
        guidance: [
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.5.3 Label in Name (Level A)",
                quote:
                    "For user interface components with labels that include text or images of text, the name contains the text that is presented visually."
            ),
            GuidanceCitation(
                source: "axe-core",
                section: "Rule label-content-name-mismatch",
                quote:
                    "Ensures that elements labelled through their content must have their visible text as part of their accessible name"
            ),
        ],
        voiceOverImpact: """
            VoiceOver users hear a control named differently from its title ("Submit" for "Place order"), and \
            a voice control command with the visible words reaches nothing.
            """,
        fix: RuleFix(
            summary: """
                Start the control's label with its visible title and add any detail after it, or remove the \
                label so the title is read. Where the label must differ, add the visible title to \
                `accessibilityUserInputLabels` (SwiftUI: `.accessibilityInputLabels`) so Voice Control still \
                finds the control by what it shows. In SwiftUI, `Button("Place order") { … }` needs no label; a \
                button drawn from an image and a text takes `.accessibilityLabel("Place order")`.
                """,
            uiKit: """
                placeOrderButton.accessibilityLabel = "Place order"   // its title is "Place order", not "Submit"
                sendButton.accessibilityLabel = nil                   // or let UIKit read the title
                shareButton.accessibilityUserInputLabels = ["Share", "Send"]  // or let Voice Control match "Send"
                """,
            swiftUI: """
                Button("Place order") { placeOrder() }  // no .accessibilityLabel("Submit"): the title is read
                Button {
                    placeOrder()
                } label: {
                    HStack {
                        Image(systemName: "cart")
                        Text("Place order")
                    }
                }
                .accessibilityLabel("Place order, 3 items")  // the title first, then any detail
                Button("Send") { send() }
                    .accessibilityLabel("Share")
                    .accessibilityInputLabels(["Share", "Send"])  // or let Voice Control match "Send"
                """),
        examples: [
            .failing(
                "A button labelled \"Submit\" whose title is \"Place order\", and a custom control whose text is not in its label",
                """
                <hierarchy version="1" screen="Checkout">
                  <element id="place-order" class="UIButton" inherits="UIControl UIView" frame="16 700 358 50"
                           text="Place order" accessibilityLabel="Submit"/>
                  <element id="follow" class="FollowControl" inherits="UIControl UIView" frame="16 640 120 44"
                           isAccessibilityElement="true" accessibilityLabel="Subscribe">
                    <element class="UILabel" frame="16 650 120 24" text="Follow"/>
                  </element>
                </hierarchy>
                """,
                expect: [ExpectedFinding("place-order", .warning), ExpectedFinding("follow", .warning)]),
            .passing(
                "A title at the start of a longer label, a title said with other case and punctuation, an icon button, a label left out of a text",
                """
                <hierarchy version="1" screen="Checkout">
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 320 358 44" text="Send"
                           accessibilityLabel="Send order"/>
                  <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 380 358 44" text="BUY NOW!"
                           accessibilityLabel="Buy now, 89 dollars"/>
                  <element id="close" class="UIButton" inherits="UIControl UIView" frame="16 440 44 44" image="ic_close"
                           accessibilityLabel="Close"/>
                  <element id="price" class="UILabel" frame="16 500 100 20" text="$89.00" accessibilityLabel="89 dollars"/>
                </hierarchy>
                """),
            .failing(
                "User input labels that leave the visible title out",
                """
                <hierarchy version="1" screen="Compose">
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 320 120 44" text="Send"
                           accessibilityLabel="Share">
                    <userInputLabel name="Share"/>
                    <userInputLabel name="Post"/>
                  </element>
                </hierarchy>
                """,
                expect: [ExpectedFinding("send", .warning)]),
            .passing(
                "A label that differs from the title, with the title among the user input labels Voice Control matches",
                """
                <hierarchy version="1" screen="Compose">
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 320 120 44" text="SEND!"
                           accessibilityLabel="Share">
                    <userInputLabel name="Share"/>
                    <userInputLabel name="send"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// A control whose label leaves out these visible titles (and these details it shows).
    struct Problem: Sendable, Equatable {
        let titles: [String]
        let details: [String]
    }

    func check(_ context: AuditContext) -> [Finding] {
        // Other missing texts are text-not-spoken's: the two rules split one comparison.
        context.table(LabelledTexts.self).missing.filter(\.isTitleNotInLabel).compactMap { missing in
            let inputLabels = context.hierarchy[missing.owner].userInputLabels
            var index = InputLabelIndex(inputLabels)
            let titles = inputLabels.isEmpty ? missing.titles : missing.titles.filter { !index.holds($0) }
            guard !titles.isEmpty else { return nil }
            return context.finding(Self.self, at: missing.owner, Problem(titles: titles, details: missing.details))
        }
    }

    /// Voice Control matches what the user says against each user input label: a
    /// title is accepted when one of them holds all its words.
    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let label = e.accessibilityLabel ?? ""
        let message =
            "\(e.displayName): the accessibilityLabel \(Text.quoted(label, limit: 60)) does not contain the visible "
            + "title \(Text.list(problem.titles.map { Text.quoted($0, limit: 30) })): VoiceOver users hear another name "
            + "than the one shown, and voice control users who say the title reach nothing (WCAG 2.5.3 Label in Name)."
        return FindingExplanation(
            message,
            fix: "view.accessibilityLabel = " + Text.swiftLiteral(Text.joinedLabel(problem.titles + problem.details))
                + " (the visible title, with any detail after it), or add the title to "
                + "view.accessibilityUserInputLabels so Voice Control matches it")
    }
}
