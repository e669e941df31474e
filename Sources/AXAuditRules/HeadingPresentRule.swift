import AXAuditModel
import AXAuditEngine
/// `heading-present`: a screen with many stops has a heading to jump to.
struct HeadingPresentRule: Rule {
    static let description = RuleDescription(
        id: "heading-present",
        title: "Screens with many stops have a heading",
        severity: .info,
        confidence: .low,
        confidenceReason: "Whether a screen needs a heading is a judgement of its design; the rule only counts stops.",
        rationale: """
            VoiceOver users skim a screen with the rotor set to Headings, jumping from section to section \
            instead of swiping through every element. An element is a heading when it has the `header` \
            trait; a screen without one can only be read element by element. A11yUITests' header check \
            asks every screen for at least one, after WCAG's Section Headings. The finding is placed on the \
            first text VoiceOver reads that is not a number or a time, the likely title; a screen of nothing \
            but controls (a menu of commands, a keypad) has no title or section text to mark and is not \
            judged, nor is one whose only texts are numbers and times (a player's "1 of 4" and "4s": a \
            counter or a time is not a title). A short screen is quick to swipe through, so the rule looks only at screens with at least \
            `headingMinimumStops` stops (10 by default; the configuration's `thresholds` can change it), and \
            counts only headings VoiceOver reaches. Page sources that record no traits at all (older \
            WebDriverAgent versions leave the `traits` attribute out) cannot show a heading and are not judged; \
            in a page source, a heading marked `visible="false"` inside a scroll, table, collection or web view \
            (off screen, or under a bar) counts, as the rotor scrolls to it, unless a presented view, a \
            screen over it or the system keyboard hides it.
            """,
        guidance: [
            GuidanceCitation(
                source: "A11yUITests (XCUITest accessibility checks)",
                section: "Tests: Header",
                quote:
                    "`header` checks the screen has at least one text element with a header trait. Headers are used by VoiceOver users to orientate and quickly navigate content."
            ),
            GuidanceCitation(
                source: "Apple, UIKit documentation",
                section: "UIAccessibilityTraits.header",
                quote:
                    "The accessibility element is a header that divides content into sections, such as the title of a navigation bar."
            ),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.4.10 Section Headings (Level AAA)",
                quote: "Section headings are used to organize the content."),
        ],
        voiceOverImpact: """
            With the rotor on Headings, VoiceOver says "no headings" and the user has to swipe through every \
            element to find a section.
            """,
        fix: RuleFix(
            summary: """
                Give the screen's title and each section title the `header` trait (a navigation bar's title has \
                it already).
                """,
            uiKit: """
                titleLabel.accessibilityTraits.insert(.header)
                """,
            swiftUI: """
                Text("Settings")
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                """),
        examples: [
            .failing(
                "Ten stops and no heading",
                """
                <hierarchy version="1" screen="Account">
                  <element id="title" class="UILabel" frame="16 56 358 34" text="Account"/>
                  <element class="UILabel" frame="16 100 358 20" text="Name"/>
                  <element class="UITextField" frame="16 124 358 44" accessibilityLabel="Name" text="Ada"/>
                  <element class="UILabel" frame="16 180 358 20" text="Email"/>
                  <element class="UITextField" frame="16 204 358 44" accessibilityLabel="Email" text="ada@example.com"/>
                  <element class="UILabel" frame="16 260 358 20" text="Phone"/>
                  <element class="UITextField" frame="16 284 358 44" accessibilityLabel="Phone" text="555 0100"/>
                  <element class="UILabel" frame="16 340 358 20" text="City"/>
                  <element class="UITextField" frame="16 364 358 44" accessibilityLabel="City" text="London"/>
                  <element class="UIButton" inherits="UIControl UIView" frame="16 420 358 44" text="Save"/>
                </hierarchy>
                """, expect: [ExpectedFinding("title", .info)]),
            .passing(
                "The same screen with a heading",
                """
                <hierarchy version="1" screen="Account">
                  <element id="title" class="UILabel" frame="16 56 358 34" text="Account" accessibilityTraits="header"/>
                  <element class="UILabel" frame="16 100 358 20" text="Name"/>
                  <element class="UITextField" frame="16 124 358 44" accessibilityLabel="Name" text="Ada"/>
                  <element class="UILabel" frame="16 180 358 20" text="Email"/>
                  <element class="UITextField" frame="16 204 358 44" accessibilityLabel="Email" text="ada@example.com"/>
                  <element class="UILabel" frame="16 260 358 20" text="Phone"/>
                  <element class="UITextField" frame="16 284 358 44" accessibilityLabel="Phone" text="555 0100"/>
                  <element class="UILabel" frame="16 340 358 20" text="City"/>
                  <element class="UITextField" frame="16 364 358 44" accessibilityLabel="City" text="London"/>
                  <element class="UIButton" inherits="UIControl UIView" frame="16 420 358 44" text="Save"/>
                </hierarchy>
                """),
            .passing(
                "A short screen without a heading",
                """
                <hierarchy version="1" screen="Alert">
                  <element class="UILabel" frame="16 300 358 20" text="Delete this photo?"/>
                  <element class="UIButton" inherits="UIControl UIView" frame="16 340 170 44" text="Cancel"/>
                  <element class="UIButton" inherits="UIControl UIView" frame="204 340 170 44" text="Delete"/>
                </hierarchy>
                """),
        ])

    init() {}

    static var options: [ThresholdKey] { [.headingMinimumStops] }

    /// How many stops the screen has, and the threshold. The finding is on the
    /// first text stop that is not a number or a time, the likely title.
    struct Problem: Sendable, Equatable {
        var stops: Int
        var minimum: Int
        /// VoiceOver reads a number or a time before it (the message says so).
        var followsFigures = false
    }

    /// Whether a page source has a heading VoiceOver's rotor reaches although
    /// it is no stop now: WebDriverAgent marks an element `visible="false"`
    /// when it lies off screen or under another view, and the rotor scrolls a
    /// scroll view's content to it (iOS 26 tables keep their section headers
    /// so). Not a heading on a screen covered by another, behind a presented
    /// view or in the system keyboard, nor one inside an element.
    static func hasHeadingOutOfSight(_ context: AuditContext) -> Bool {
        let h = context.hierarchy
        let elements = h.elements
        // Per element, in one pass (parents first): the nearest element the page
        // source shows, itself or an ancestor, and whether an accessibility
        // element lies between them.
        var shown = [Int](repeating: 0, count: elements.count)
        var insideAnElement = [Bool](repeating: false, count: elements.count)
        for i in elements.indices {
            guard elements[i].isHidden, let parent = elements[i].parent.map(Int.init) else {
                shown[i] = i
                continue
            }
            shown[i] = shown[parent]
            insideAnElement[i] =
                (elements[parent].isHidden && insideAnElement[parent]) || elements[parent].isAccessibilityElement
        }
        for i in elements.indices
        where elements[i].traits.contains(.header) && elements[i].isAccessibilityElement && context.order.hidden[i] {
            let visible = shown[i]
            // The rotor scrolls content: a screen covered by another is no scroll away.
            if !insideAnElement[i] && !elements[visible].isAccessibilityElement && !context.order.hidden[visible]
                && elements[visible].isScrollOrWebView
            {
                return true
            }
        }
        return false
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let stops = context.order.stops
        guard stops.count >= Int(context.thresholds[.headingMinimumStops]) else { return [] }
        var firstText: Element.Index?
        var followsFigures = false
        for stop in stops {
            let e = h.elements[Int(stop)]
            if e.traits.contains(.header) { return [] }
            // A field's text is what was typed, and a counter or a time ("1 of 4", "4s") is
            // a reading: neither is a title or a section.
            if firstText == nil && e.roles.contains(.text) && !e.isTextInput, let label = e.spokenLabel,
                !Text.isBlank(label)
            {
                if Text.isFigure(label) { followsFigures = true } else { firstText = stop }
            }
        }
        // Nothing but controls (a menu of commands, a keypad): no title or section text to mark.
        guard let title = firstText else { return [] }
        // A page source without any trait cannot show a heading: no verdict.
        if h.format == .xcuitest && !h.elements.contains(where: { !$0.traits.isEmpty }) { return [] }
        if h.format == .xcuitest && Self.hasHeadingOutOfSight(context) { return [] }
        return [
            context.finding(
                Self.self, at: title,
                Problem(
                    stops: stops.count, minimum: Int(context.thresholds[.headingMinimumStops]),
                    followsFigures: followsFigures))
        ]
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let message =
            "The screen \(Text.quoted(h.screen)) has \(problem.stops) VoiceOver stops (\(problem.minimum) or more need one) "
            + "and no heading: with the rotor on Headings the user cannot jump between its sections and must swipe "
            + "through every element. \(e.displayName) is the first text VoiceOver reads"
            + (problem.followsFigures ? " that is not a number or a time" : "") + ", likely the title."
        return FindingExplanation(
            message,
            fix: "titleLabel.accessibilityTraits.insert(.header), and the same for each section title",
            swiftUIFix: ".accessibilityAddTraits(.isHeader) on the Text that shows "
                + Text.quoted(e.spokenLabel ?? e.text ?? "") + ", and the same for each section title")
    }
}

extension ThresholdKey {
    /// `heading-present`: a screen with at least this many stops needs a heading.
    public static let headingMinimumStops = ThresholdKey.wholeNumber("headingMinimumStops", default: 10, minimum: 1)
}
