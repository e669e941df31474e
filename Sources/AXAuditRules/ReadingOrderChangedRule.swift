import AXAuditModel
import AXAuditEngine
/// `reading-order-changed`: the screen's VoiceOver order is not the one recorded
/// in its order snapshot. It runs only when the run checks snapshots
/// (`--order-snapshots DIR`), which gives each screen's context its recording.
struct ReadingOrderChangedRule: Rule {
    static let description = RuleDescription(
        id: "reading-order-changed",
        title: "The VoiceOver order is the one recorded in the screen's order snapshot",
        severity: .warning,
        confidence: .veryHigh,
        confidenceReason:
            "It compares the simulated order with the recorded one exactly; every change it reports is real, whether meant or not.",
        rationale: """
            Rules catch known mistakes; many accessibility regressions are changes nobody meant: a refactor \
            moves the Buy button after the description, a new badge becomes the first stop of every card, a \
            rewrite splits a row into three stops. With `--order-snapshots DIR`, each screen's VoiceOver order \
            is compared with `DIR/<screen>.order`, a text file with one stop per line that is committed and \
            reviewed like code (docs/order-snapshots.md). A difference is one finding at the first changed \
            stop, saying what moved, was added, removed or says something else; the full diff is in every \
            report. A screen without a recording gets an info finding (the configured severity, if any, applies \
            to both). Material Components' Cards guidance asks for the order to be chosen on purpose: "To \
            change the order, or group elements together, you can make the card an accessibility container".
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
            Users who learned where things are on a screen find them somewhere else, or never reach them: a \
            primary action read after a long text, a stop gone, a new stop before the content.
            """,
        fix: RuleFix(
            summary: """
                If the change is not meant, restore the recorded order (for example with the container's \
                `accessibilityElements`). If it is, record the new order with `--record-order-snapshots` and \
                commit the changed `.order` file with the change, so that reviewers see it.
                """,
            uiKit: """
                detailView.accessibilityElements = [titleLabel, priceLabel, buyButton, descriptionLabel]
                """,
            swiftUI: """
                VStack {
                    descriptionText
                    titleText.accessibilitySortPriority(3)
                    priceText.accessibilitySortPriority(2)
                    buyButton.accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .contain)
                """),
        examples: [
            .failing(
                "The Buy button moved after the description",
                """
                <hierarchy version="1" screen="Product">
                  <element id="title" class="UILabel" frame="16 60 358 30" text="Trail shoes" accessibilityTraits="header"/>
                  <element id="price" class="UILabel" frame="16 96 358 20" text="$89"/>
                  <element id="description" class="UILabel" frame="16 130 358 80"
                           text="Light trail shoes with a grippy sole, a breathable upper and a cushioned heel, for long days on rocky paths."/>
                  <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 220 358 44" text="Buy" accessibilityTraits="button"/>
                </hierarchy>
                """,
                recordedOrder: """
                    # axaudit VoiceOver order, format 1, screen "Product"
                    "Trail shoes", heading  [id "title"]
                    "$89"  [id "price"]
                    "Buy", button  [id "buy"]
                    "Light trail shoes with a grippy sole, a breathable upper and a cushioned heel, for long days on rocky paths."  [id "description"]

                    """,
                expect: [ExpectedFinding("buy", .warning)]),
            .passing(
                "The order is the recorded one",
                """
                <hierarchy version="1" screen="Product">
                  <element id="title" class="UILabel" frame="16 60 358 30" text="Trail shoes" accessibilityTraits="header"/>
                  <element id="price" class="UILabel" frame="16 96 358 20" text="$89"/>
                  <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 124 358 44" text="Buy" accessibilityTraits="button"/>
                  <element id="description" class="UILabel" frame="16 180 358 80"
                           text="Light trail shoes with a grippy sole, a breathable upper and a cushioned heel, for long days on rocky paths."/>
                </hierarchy>
                """,
                recordedOrder: """
                    # axaudit VoiceOver order, format 1, screen "Product"
                    "Trail shoes", heading  [id "title"]
                    "$89"  [id "price"]
                    "Buy", button  [id "buy"]
                    "Light trail shoes with a grippy sole, a breathable upper and a cushioned heel, for long days on rocky paths."  [id "description"]

                    """),
        ])

    enum Problem: Equatable, Sendable {
        /// No snapshot at this path.
        case missing(path: String)
        case changed(OrderComparison)
    }

    init() {}

    func check(_ context: AuditContext) -> [Finding] {
        guard let recorded = context.recordedOrder else { return [] }
        guard let text = recorded.text else {
            return [context.finding(Self.self, at: 0, severity: .info, .missing(path: recorded.path))]
        }
        // Recordings hold every stop, the system keyboard's too.
        let current = OrderSnapshot(context.hierarchy, context.screenOrder)
        if current.rendered == text { return [] }
        // Read as stops, not bytes: a recording whose lines end in CR LF (a
        // checkout that converts line ends) says the same.
        let comparison = OrderComparison(
            recordedText: text, snapshotPath: recorded.path, current: current,
            currentElements: context.screenOrder.stops)
        guard !comparison.isUnchanged else { return [] }
        return [context.finding(Self.self, at: comparison.firstChangedElement, .changed(comparison))]
    }

    static func explanation(of problem: Problem, at index: Element.Index, in hierarchy: Hierarchy)
        -> FindingExplanation
    {
        switch problem {
        case .missing(let path):
            return FindingExplanation(
                "No recorded VoiceOver order for the screen " + OrderSnapshot.quoted(hierarchy.screen) + ": " + path
                    + " does not exist.",
                fix:
                    "Record it with --record-order-snapshots (the same command, plus that option), review "
                    + path + " and commit it.")
        case .changed(let comparison):
            return FindingExplanation(
                comparison.message + ".",
                fix:
                    "If the new order is meant, record it with --record-order-snapshots and commit "
                    + comparison.snapshotPath
                    + " with the change; otherwise restore the recorded order (e.g. with the container's accessibilityElements).",
                attachments: [.orderChange(comparison)])
        }
    }
}
