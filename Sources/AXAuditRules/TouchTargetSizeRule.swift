import AXAuditModel
import AXAuditEngine
/// `touch-target-size`: interactive elements are big enough to hit.
struct TouchTargetSizeRule: Rule {
    static let description = RuleDescription(
        id: "touch-target-size",
        title: "Interactive elements measure about 44x44 points or more",
        severity: .warning,
        confidence: .high,
        confidenceReason:
            "It measures exported frames, which are exact; a control that hit-tests beyond its frame (point(inside:with:)) is the exception.",
        rationale: """
            A small control is hard to hit for people with limited dexterity or low vision, and VoiceOver \
            users who explore by touch find it less often. Apple's Human Interface Guidelines ask for a \
            hit target of about 44x44 points; GTXiLib's "Touch target size" check uses that size, the Android Accessibility Test Framework's TouchTargetSizeCheck 48x48 dp. The rule looks \
            at the interactive elements VoiceOver reaches (a control by role, an element with the `button`, \
            `link`, `adjustable` or `toggleButton` trait, a cell that is an accessibility element) and \
            compares their frame with the configured minimum (`minimumTouchTarget`, 44 by default). The HIG \
            asks for *about* 44 points, and UIKit lays out its own context-menu rows 250x43: a side up to \
            `touchTargetTolerance` points (2 by default) short of the minimum passes, though never one under \
            WCAG 2.5.8's 24 points; GTXiLib and WCAG 2.5.5 hold to 44 exactly, as a tolerance of 0 does. A \
            `UISwitch` is exempt: UIKit fixes its size (51x31) and no app can change it. So is a \
            `UISlider`: UIKit gives it a height of 31 points by design, and VoiceOver users change it by \
            swiping up or down once it is focused rather than by hitting its thumb; a custom view with the \
            `adjustable` trait is judged. So are the items of a navigation bar, toolbar or tab bar: the bar \
            sends touches around an item to it, so its frame (the glyph's, in a page source) is smaller than \
            the area that takes its taps. A disabled element (`isEnabled` false, or the `notEnabled` trait) \
            is not judged: nobody can activate it in that state; a screen captured with it enabled judges \
            it. Elements without a frame, hidden ones and those inside an accessibility element (VoiceOver \
            and the user act on the enclosing element) are not judged. A frame smaller than the area that \
            actually takes touches (an enlarged `point(inside:with:)`) cannot be seen in the hierarchy: \
            suppress the finding there. A text link (the `link` trait without `button`, or a page source's \
            `Link`) is sized by its line of text, as in a footer's "About Dictation and Privacy…": it is held \
            to WCAG 2.5.8's 24x24 points (Target Size, Minimum, which exempts links inside a sentence \
            altogether: a link with a text beside it on its line is not judged), or to the configured \
            minimum when that is smaller; a smaller link passes when it is spaced apart as 2.5.8 allows (a \
            circle of 24 points' diameter on its centre meets no other target, nor another small one's circle).
            """,
        guidance: [
            GuidanceCitation(
                source: "Apple iOS Human Interface Guidelines",
                section: "Layout",
                quote:
                    "Make it easy for people to interact with content and controls by giving each interactive element ample spacing. Give tappable controls a hit target of about 44 x 44 points."
            ),
            GuidanceCitation(
                source: "GTXiLib (Google Toolbox for Accessibility, iOS)",
                section: "Check \"Touch target size\" (checkForMinimumTappableArea)",
                quote:
                    "This element has a small touch target. All tappable elements must have a minimum touch target size of 44 by 44 points."
            ),
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "TouchTargetSizeCheck (\"Touch target\")",
                quote: "Touch target"),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.5.5 Target Size (Enhanced) (Level AAA)",
                quote: "The size of the target for pointer inputs is at least 44 by 44 CSS pixels"),
        ],
        voiceOverImpact: """
            Exploring by touch, the user slides past the element without VoiceOver focusing it; tapping \
            directly, the user misses it or activates its neighbour.
            """,
        fix: RuleFix(
            summary: """
                Make the control's frame at least 44x44 points (content insets or constraints), or enlarge the \
                area that takes touches and keep the glyph small.
                """,
            uiKit: """
                closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                """,
            swiftUI: """
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "xmark")
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                .accessibilityLabel("Close")
                """),
        examples: [
            .failing(
                "A 32-point close button, two 20-point-high text links close together, and a 30-point-high cell",
                """
                <hierarchy version="1" screen="Sheet">
                  <element id="close" class="UIButton" inherits="UIControl UIView" frame="338 16 32 32" accessibilityLabel="Close"/>
                  <element id="terms" class="TermsView" frame="16 60 200 20" isAccessibilityElement="true"
                           accessibilityLabel="Terms" accessibilityTraits="link"/>
                  <element id="privacy" class="TermsView" frame="16 82 200 20" isAccessibilityElement="true"
                           accessibilityLabel="Privacy" accessibilityTraits="link"/>
                  <element class="UITableView" frame="0 120 390 300">
                    <element id="row" class="UITableViewCell" frame="0 120 390 30" isAccessibilityElement="true" accessibilityLabel="Help"/>
                  </element>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("close", .warning), ExpectedFinding("terms", .warning),
                    ExpectedFinding("privacy", .warning), ExpectedFinding("row", .warning),
                ]),
            .passing(
                "Exactly 44 points; a menu row 2 points short of it; a small button inside a cell element; a small hidden button; text; a system switch and slider; a toolbar item; a disabled button",
                """
                <hierarchy version="1" screen="Sheet">
                  <element id="close" class="UIButton" inherits="UIControl UIView" frame="346 16 44 44" accessibilityLabel="Close"/>
                  <element id="menu-row" class="UIButton" inherits="UIControl UIView" frame="16 64 250 42" accessibilityLabel="Copy Link"/>
                  <element class="UITableView" frame="0 120 390 300">
                    <element id="row" class="UITableViewCell" frame="0 120 390 64" isAccessibilityElement="true" accessibilityLabel="Help">
                      <element id="info" class="UIButton" inherits="UIControl UIView" frame="350 140 24 24" accessibilityLabel="Info"/>
                    </element>
                  </element>
                  <element id="gone" class="UIButton" inherits="UIControl UIView" frame="16 200 20 20" accessibilityLabel="Undo" isHidden="true"/>
                  <element id="caption" class="UILabel" frame="16 240 100 14" text="Updated today"/>
                  <element id="toggle" class="UISwitch" inherits="UIControl UIView" frame="320 280 51 31" accessibilityLabel="Wi-Fi"/>
                  <element id="volume" class="UISlider" inherits="UIControl UIView" frame="16 320 358 31" accessibilityLabel="Volume"
                           accessibilityValue="50%" accessibilityTraits="adjustable"/>
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 360 60 28" accessibilityLabel="Send"
                           isEnabled="false" accessibilityTraits="button notEnabled"/>
                  <element class="UIToolbar" inherits="UIView" frame="0 761 390 49">
                    <element id="today" class="UIButton" inherits="UIControl UIView" frame="16 771 32 34" accessibilityLabel="Today"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    static var options: [ThresholdKey] { [.minimumTouchTarget, .touchTargetTolerance] }

    /// The smallest side the check asked for (a threshold the configuration may change).
    struct Problem: Sendable, Equatable {
        var minimum: Double
        /// How far short of `minimum` a side may be (`touchTargetTolerance`).
        var tolerance = 0.0
        /// A text link, held to WCAG's minimum.
        var isTextLink = false
    }

    /// WCAG 2.5.8's minimum target, for text links.
    static let textLinkMinimum = 24.0

    /// The smallest side that passes: the minimum less the tolerance ("about" 44
    /// points), but never under WCAG 2.5.8's 24, which is a hard minimum and is
    /// all a text link gets.
    static func smallestPassingSide(_ problem: Problem) -> Double {
        problem.isTextLink
            ? problem.minimum
            : max(problem.minimum - problem.tolerance, min(problem.minimum, textLinkMinimum))
    }

    /// Whether a text link sits in a line of text: its link element (a page
    /// source's `Link` around it, or itself) has a text on the same line just
    /// before or after it among its siblings. WCAG 2.5.8 exempts such links: the text's line height sets their size.
    static func isInSentence(_ index: Element.Index, _ h: Hierarchy) -> Bool {
        var link = index
        while let parent = h.elements[Int(link)].parent, isTextLink(h.elements[Int(parent)]) { link = parent }
        guard let frame = h.elements[Int(link)].frame, let parent = h.elements[Int(link)].parent else { return false }
        // The words of its sentence are the siblings just before and after it.
        var neighbours: [Element.Index] = []
        let next = h.elements[Int(link)].subtreeEnd
        if Int(next) < h.elements.count && h.elements[Int(next)].parent == parent { neighbours.append(next) }
        if link - 1 > parent {
            var previous = link - 1
            while let up = h.elements[Int(previous)].parent, up != parent { previous = up }
            neighbours.append(previous)
        }
        for sibling in neighbours {
            let e = h.elements[Int(sibling)]
            guard e.roles.contains(.text), !Text.isBlank(e.spokenLabel ?? e.text), let other = e.frame else { continue }
            if other.minY < frame.maxY && frame.minY < other.maxY { return true }
        }
        return false
    }

    /// WCAG 2.5.8's spacing exception: a circle of 24 points' diameter on the
    /// link's centre meets no other interactive stop, nor the circle of another
    /// one under 24 points.
    static func isSpacedApart(_ index: Element.Index, _ frame: Rect, _ context: AuditContext) -> Bool {
        let h = context.hierarchy
        // Each small link is compared with every stop: on a screen of more than
        // ten thousand stops (no real one has) the exception is not looked for,
        // so that a crafted file cannot make the audit quadratic.
        guard context.order.stops.count <= 10_000 else { return false }
        let radius = textLinkMinimum / 2
        let (x, y) = (frame.midX, frame.midY)
        for other in context.order.stops where other != index {
            let e = h.elements[Int(other)]
            guard e.isInteractive, let target = e.frame else { continue }
            // The distance from the centre to the nearest point of the other frame.
            let dx = max(target.minX - x, 0, x - target.maxX)
            let dy = max(target.minY - y, 0, y - target.maxY)
            if dx * dx + dy * dy < radius * radius { return false }
            if target.width < textLinkMinimum || target.height < textLinkMinimum {
                let (ox, oy) = (target.midX, target.midY)
                if (ox - x) * (ox - x) + (oy - y) * (oy - y) < textLinkMinimum * textLinkMinimum { return false }
            }
        }
        return true
    }

    /// A link drawn as text: the `link` trait (or a page source's `Link`) without `button`.
    static func isTextLink(_ e: Element) -> Bool {
        (e.traits.contains(.link) || e.className == KnownClasses.PageSourceType.link) && !e.traits.contains(.button)
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let minimum = context.thresholds[.minimumTouchTarget]
        var findings: [Finding] = []
        // Per element: inside a navigation bar, toolbar or tab bar; one forward pass.
        var inBar = [Bool](repeating: false, count: h.elements.count)
        for i in h.elements.indices.dropFirst() {
            guard let p = h.elements[i].parent.map(Int.init) else { continue }
            inBar[i] = inBar[p] || h.elements[p].isBar
        }
        for stop in context.order.stops {
            let e = h.elements[Int(stop)]
            // UIKit fixes a switch's size (51x31) and draws a slider 31 points high;
            // the app cannot enlarge them. A bar takes the touches around its items.
            // A disabled control cannot be activated at all while it is disabled.
            guard e.isInteractive, !e.isSwitch, !e.isSlider, !e.isDisabled, !inBar[Int(stop)],
                !Self.isInferredCell(e),
                let frame = e.frame,
                frame.width < minimum || frame.height < minimum
            else { continue }
            let isTextLink = Self.isTextLink(e)
            let problem = Problem(
                minimum: isTextLink ? min(minimum, Self.textLinkMinimum) : minimum,
                tolerance: context.thresholds[.touchTargetTolerance], isTextLink: isTextLink)
            let passing = Self.smallestPassingSide(problem)
            guard frame.width < passing || frame.height < passing,
                !(isTextLink && (Self.isInSentence(stop, h) || Self.isSpacedApart(stop, frame, context)))
            else { continue }
            findings.append(context.finding(Self.self, at: stop, problem))
        }
        return findings
    }

    /// A cell taken as an element by inference (a page source without
    /// `accessible`), with no trait that says it acts: whether it can be tapped
    /// at all is unknown, so its size is not judged.
    static func isInferredCell(_ e: Element) -> Bool {
        e.roles.contains(.cell) && e.isAccessibilityElementAttribute == nil
            && e.traits.isDisjoint(with: AccessibilityTraits.actionable)
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let minimum = problem.minimum
        let frame = h[index].frame ?? .zero
        let size = Text.format(minimum)
        let actual = "\(Text.format(frame.width))x\(Text.format(frame.height))"
        let message =
            "\(h[index].displayName) is \(actual) points, smaller than the \(size)x\(size) touch target "
            + (problem.isTextLink ? "a text link needs (WCAG 2.5.8)" : "an interactive element needs")
            + ": users exploring by touch or tapping miss it."
        // Only the sides that fall short are to be enlarged.
        let passing = smallestPassingSide(problem)
        var fixes: [String] = []
        if frame.width < passing {
            fixes.append("view.widthAnchor.constraint(greaterThanOrEqualToConstant: \(size)).isActive = true")
        }
        if frame.height < passing {
            fixes.append("view.heightAnchor.constraint(greaterThanOrEqualToConstant: \(size)).isActive = true")
        }
        return FindingExplanation(
            message,
            fix: fixes.joined(separator: "; ") + " (or enlarge the area that takes touches around the glyph)")
    }
}

extension ThresholdKey {
    /// `touch-target-size`: the side an interactive element should have, in points.
    public static let minimumTouchTarget = ThresholdKey.points("minimumTouchTarget", default: 44)
    /// `touch-target-size`: how many points short of `minimumTouchTarget` a side
    /// may be, as the HIG asks for "about" 44 points; 0 holds to it exactly.
    public static let touchTargetTolerance = ThresholdKey.points(
        "touchTargetTolerance", default: 2, allowsZero: true,
        defaultText: "2 (points short of minimumTouchTarget that pass; 0 for exactly)")
}
