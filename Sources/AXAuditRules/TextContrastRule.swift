import AXAuditModel
import AXAuditEngine
/// `text-contrast`: visible text contrasts enough with what is behind it.
struct TextContrastRule: Rule {
    static let description = RuleDescription(
        id: "text-contrast",
        title: "Text contrasts at least 4.5:1 with its background (3:1 from 18 points)",
        severity: .error,
        confidence: .medium,
        confidenceReason:
            "It computes contrast from the exported colours, but a background drawn by an image, a gradient or a blur is not in the export.",
        rationale: """
            Low-contrast text is hard or impossible to read for people with low vision, and for everyone in \
            sunlight. WCAG 2.x (Success Criterion 1.4.3, AA) asks for a contrast ratio of at least 4.5:1, \
            and 3:1 for large text; GTXiLib, the Android Accessibility Test Framework (TextContrastCheck) and \
            Xcode's contrast audit check the same. The rule judges visible text (role `text`, not hidden) \
            whose `textColor` is known and whose background is known: its own `backgroundColor`, else the \
            nearest ancestor's. A translucent background is composited over the backgrounds of further \
            ancestors, and the text color's alpha over the result. When nothing opaque is known below a \
            translucent background, the background is unknown and the text is not judged: the rule does not \
            assume a white window (in Dark Mode it is black). Text of `fontSize` 18 or more counts as large \
            (3:1); text without a `fontSize` must reach 4.5:1. The ratio is WCAG's: sRGB channels linearized \
            (threshold 0.03928), relative luminance 0.2126 R + 0.7152 G + 0.0722 B, ratio \
            (L1 + 0.05) / (L2 + 0.05). Siblings drawn behind the text (a background image) and view `alpha` \
            are not modelled. A text inside an accessibility element (a cell or card VoiceOver reads as one \
            stop) gets no finding of its own: low contrast still fails whoever reads the cell, so it is \
            reported once, on the element VoiceOver stops at, naming each text inside and its colors.
            """,
        guidance: [
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 1.4.3 Contrast (Minimum) (Level AA)",
                quote:
                    "The visual presentation of text and images of text has a contrast ratio of at least 4.5:1, except for the following: Large Text: Large-scale text and images of large-scale text have a contrast ratio of at least 3:1"
            ),
            GuidanceCitation(
                source: "GTXiLib (Google Toolbox for Accessibility, iOS)",
                section: "Check \"Label has sufficient contrast ratio\" (checkForSufficientContrastRatio)",
                quote:
                    "The element's text contrast ratio is $0. This ratio is based on a text colour of $1 and background colour of $2. Consider increasing this element's text contrast ratio to $3 or greater."
            ),
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "TextContrastCheck (\"Text contrast\")",
                quote: "Text contrast"),
            GuidanceCitation(
                source: "Apple, Xcode accessibility audit (XCUIAccessibilityAuditType)",
                section: "contrast",
                quote: "contrast"),
        ],
        voiceOverImpact: """
            VoiceOver reads the text regardless of its color; the finding matters to the many low-vision \
            users who read the screen (often alongside VoiceOver or Zoom) and cannot make the text out.
            """,
        fix: RuleFix(
            summary: """
                Darken the text (or lighten it on a dark background) until it reaches 4.5:1, or 3:1 for text of \
                18 points or more. `.label` passes in light and dark appearance; `.secondaryLabel` (#3C3C43 at 60%) \
                does not reach 4.5:1 on white, so check it like any other color.
                """,
            uiKit: """
                captionLabel.textColor = .label   // or a gray no lighter than #767676 on white
                """,
            swiftUI: """
                Text(caption)
                    .foregroundStyle(.primary)  // or a gray no lighter than #767676 on white
                """),
        examples: [
            .failing(
                "Gray #777777 on white, light gray on a translucent black over white, and 2.3:1 large text",
                """
                <hierarchy version="1" screen="Article">
                  <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
                    <element id="caption" class="UILabel" frame="16 16 300 16" text="Updated 5 min ago" textColor="#777777" fontSize="13"/>
                    <element class="UIView" frame="0 100 390 100" backgroundColor="#00000080">
                      <element id="overlay" class="UILabel" frame="16 120 300 20" text="Sold out" textColor="#B0B0B0" fontSize="15"/>
                    </element>
                    <element id="title" class="UILabel" frame="16 220 300 30" text="Summer sale" textColor="#AAAAAA" fontSize="24"/>
                  </element>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("caption", .error), ExpectedFinding("overlay", .error),
                    ExpectedFinding("title", .error),
                ]),
            .failing(
                "A card that is one accessibility element, holding two light gray texts: one finding, on the card",
                """
                <hierarchy version="1" screen="Deals">
                  <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
                    <element id="deal-card" class="DealCard" frame="16 100 358 120" isAccessibilityElement="true"
                             accessibilityLabel="Summer sale, ends Sunday">
                      <element id="deal-title" class="UILabel" frame="32 116 300 24" text="Summer sale" textColor="#999999" fontSize="17"/>
                      <element id="deal-ends" class="UILabel" frame="32 150 300 16" text="Ends Sunday" textColor="#AAAAAA" fontSize="13"/>
                    </element>
                  </element>
                </hierarchy>
                """,
                expect: [ExpectedFinding("deal-card", .error)]),
            .passing(
                "#767676 on white, 3:1 large text, dark text inside a card that is one element, unknown backgrounds, hidden text",
                """
                <hierarchy version="1" screen="Article">
                  <element class="UIView" frame="0 0 390 844" backgroundColor="#FFFFFF">
                    <element id="caption" class="UILabel" frame="16 16 300 16" text="Updated 5 min ago" textColor="#767676" fontSize="13"/>
                    <element id="title" class="UILabel" frame="16 40 300 30" text="Summer sale" textColor="#949494" fontSize="18"/>
                    <element id="nocolor" class="UILabel" frame="16 80 300 20" text="Default color"/>
                    <element id="hidden" class="UILabel" frame="16 110 300 20" text="Hidden" textColor="#EEEEEE" isHidden="true"/>
                  </element>
                  <element id="floating" class="UILabel" frame="16 300 300 20" text="No known background" textColor="#EEEEEE"/>
                  <element class="UIView" frame="0 340 390 60" backgroundColor="#FFFFFF">
                    <element id="card" class="DealCard" frame="16 340 358 60" isAccessibilityElement="true" accessibilityLabel="Sale">
                      <element id="card-title" class="UILabel" frame="32 350 300 24" text="Sale" textColor="#595959" fontSize="17"/>
                    </element>
                  </element>
                  <element class="UIView" frame="0 400 390 100" backgroundColor="#00000080">
                    <element id="overlay" class="UILabel" frame="16 420 300 20" text="Nothing opaque below" textColor="#B0B0B0"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 6 }

    /// Per element: the opaque color behind it (its own `backgroundColor`, else the nearest
    /// ancestor's; translucent colors composited over what is below), as an index into
    /// `colors`; none when no opaque color is known below. One forward pass.
    static func effectiveBackgrounds(_ h: Hierarchy) -> (of: ElementMap<Int>, colors: [RGBAColor]) {
        // A screen has a few colors: an index per element rather than a color each.
        let elements = h.elements
        var of = ElementMap<Int>(for: h)
        var colors: [RGBAColor] = []
        for i in elements.indices {
            let index = Element.Index(i)
            let below = elements[i].parent.flatMap { of[$0] }
            guard let own = elements[i].backgroundColor else {
                of[index] = below
                continue
            }
            if own.isOpaque {
                colors.append(own)
            } else if let below {
                colors.append(own.composited(over: colors[below]))
            } else {
                continue
            }
            of[index] = colors.count - 1
        }
        return (of, colors)
    }

    /// The ratio to two decimals, never rounded up to the threshold it misses ("4.49:1", not "4.50:1");
    /// `below: .infinity` rounds to nearest.
    static func formatRatio(_ ratio: Double, below threshold: Double) -> String {
        var hundredths = Int((ratio * 100).rounded())
        if Double(hundredths) / 100 >= threshold { hundredths = Int((ratio * 100).rounded(.down)) }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The nearest text color, mixed toward black (light backgrounds) or white (dark ones) in
    /// steps of 5%, that reaches `threshold` on `background`.
    static func passingColor(_ text: RGBAColor, on background: RGBAColor, threshold: Double) -> RGBAColor? {
        let target =
            background.relativeLuminance > 0.179
            ? RGBAColor(red: 0, green: 0, blue: 0)
            : RGBAColor(red: 1, green: 1, blue: 1)
        let start = text.composited(over: background)
        for step in 1...20 {
            let t = Double(step) / 20
            let mixed = RGBAColor(
                red: start.red + (target.red - start.red) * t,
                green: start.green + (target.green - start.green) * t,
                blue: start.blue + (target.blue - start.blue) * t)
            // As the report prints it: quantized to #RRGGBB.
            if let printed = RGBAColor.parse(mixed.description),
                RGBAColor.contrastRatio(printed, background) >= threshold
            {
                return printed
            }
        }
        return nil
    }

    /// The colors compared, their contrast, and whether the text counts as large.
    struct Contrast: Sendable, Equatable {
        var text: RGBAColor
        var background: RGBAColor
        var ratio: Double
        var large: Bool

        /// WCAG's minimum for the text's size.
        var threshold: Double { large ? 3.0 : 4.5 }
    }

    /// The text's contrast at a stop, or the texts inside one: VoiceOver stops at an
    /// accessibility element, so a text inside it is reported there, by name.
    typealias Problem = FoundAtStop<Contrast>

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let backgrounds = Self.effectiveBackgrounds(h)
        var found: [(index: Element.Index, item: Contrast)] = []
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.text) {
            let e = h.elements[i]
            guard let below = backgrounds.of[Element.Index(i)], !context.order.hidden[i], !Text.isBlank(e.text),
                let color = e.textColor
            else { continue }
            let background = backgrounds.colors[below]
            let contrast = Contrast(
                text: color, background: background, ratio: color.contrastRatio(over: background),
                large: (e.fontSize ?? 0) >= 18)
            guard contrast.ratio < contrast.threshold else { continue }
            found.append((Element.Index(i), contrast))
        }
        return context.groupedByStop(found).map { context.finding(Self.self, at: $0.stop, $0) }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        var parts: [String] = []
        if let own = problem.own {
            let size = e.fontSize.map { "\(Text.format($0))-point text" } ?? "text of unknown size, counted as small"
            parts.append(
                "text color \(own.text) on background \(own.background) has a contrast of "
                    + "\(Self.formatRatio(own.ratio, below: own.threshold)), needs \(Text.format(own.threshold)):1 "
                    + "(\(own.large ? "large text, 18 points or more" : size))")
        }
        if !problem.inner.isEmpty {
            let texts = problem.inner.map { inner in
                let t = h[inner.index], c = inner.item
                return "\(t.className) \(Text.quoted(t.text ?? "", limit: 30)) (\(c.text) on \(c.background), "
                    + "\(Self.formatRatio(c.ratio, below: c.threshold)), needs \(Text.format(c.threshold)):1)"
            }
            parts.append("it is one VoiceOver stop, and text inside it has too little contrast: " + Text.list(texts))
        }
        let message = "\(e.displayName): " + parts.joined(separator: "; ") + ": low-vision users cannot read it."
        // The nearest passing color, for the stop's own text or else the first text inside.
        let checked = problem.own ?? problem.inner.first?.item
        let passing = checked.flatMap { c in
            Self.passingColor(c.text, on: c.background, threshold: c.threshold).map { passing in
                ", or a color such as \(passing) "
                    + "(\(Self.formatRatio(RGBAColor.contrastRatio(passing, c.background), below: .infinity)) on \(c.background))"
            }
        }
        let names = problem.inner.map { Text.quoted(h[$0.index].text ?? "", limit: 30) }
        let inside =
            names.isEmpty
            ? ""
            : (problem.own == nil ? " for the labels showing " : ", and the same for the labels showing ")
                + Text.list(names)
        let fix = "label.textColor = .label (adapts to Dark Mode)\(passing ?? "")\(inside)"
        return FindingExplanation(message, fix: fix)
    }
}
