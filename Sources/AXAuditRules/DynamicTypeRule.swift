import AXAuditModel
import AXAuditEngine
/// `dynamic-type`: visible text follows the user's preferred text size and is not tiny.
struct DynamicTypeRule: Rule {
    static let description = RuleDescription(
        id: "dynamic-type",
        title: "Text scales with Dynamic Type and is at least 11 points",
        severity: .warning,
        confidence: .high,
        confidenceReason:
            "It reads each text's exported adjustsFontForContentSizeCategory and font size, and leaves text that does not say alone.",
        rationale: """
            Many people who use VoiceOver some of the time, and many more with low vision, set a larger \
            text size in Settings. Text whose font does not follow Dynamic Type stays small. Material \
            Components' List guidance has a Dynamic Type section: "Dynamic Type allows users to indicate a \
            system-wide preferred text size", and sets each label's font "scaledForDynamicType: \
            mdc_adjustsFontForContentSizeCategory"; GTXiLib's "Supports Dynamic Type" check and Xcode's \
            `dynamicType` audit report labels with `adjustsFontForContentSizeCategory` off. The rule reports \
            visible text (role `text`, not hidden, with text) whose `adjustsFontForContentSizeCategory` is \
            `false`, or whose `fontSize` is below 11 points, the smallest size Apple's typography \
            guidelines use. Text that does not say (`adjustsFontForContentSizeCategory` missing) is not judged.
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, List README (MDCBaseCell, MDCSelfSizingStereoCell)",
                section: "Dynamic Type",
                quote:
                    "Dynamic Type allows users to indicate a system-wide preferred text size. To support it in our cells we need to follow these steps:\n1. Set each of the label fonts to use the dynamically sized MDC fonts in their set/update methods"
            ),
            GuidanceCitation(
                source: "Material Components iOS, List README (MDCBaseCell, MDCSelfSizingStereoCell)",
                section: "Dynamic Type",
                quote:
                    "_titleLabel.font =\n    _titleFont.mdc_fontSized(forMaterialTextStyle: .subheadline,\n                             scaledForDynamicType: mdc_adjustsFontForContentSizeCategory)"
            ),
            GuidanceCitation(
                source: "GTXiLib (Google Toolbox for Accessibility, iOS)",
                section: "Check \"Supports Dynamic Type\"",
                quote:
                    "This element is a text displaying element, but adjustsFontForContentSizeCategory is NO. Set adjustsFontForContentSizeCategory to YES to automatically scale with Dynamic Type."
            ),
            GuidanceCitation(
                source: "Apple, Xcode accessibility audit (XCUIAccessibilityAuditType)",
                section: "dynamicType",
                quote: "dynamicType"),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 1.4.4 Resize Text (Level AA)",
                quote:
                    "Except for captions and images of text, text can be resized without assistive technology up to 200 percent without loss of content or functionality."
            ),
        ],
        voiceOverImpact: """
            VoiceOver still reads the text; users who rely on larger text (often alongside VoiceOver or Zoom) \
            see it stay small, or too small to read at all.
            """,
        fix: RuleFix(
            summary: """
                Use a text style font scaled with `UIFontMetrics` and set `adjustsFontForContentSizeCategory` to \
                true; keep text at 11 points or more at the default size.
                """,
            uiKit: """
                label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                label.adjustsFontForContentSizeCategory = true
                """,
            swiftUI: """
                Text(caption)
                    .font(.footnote)  // not .system(size: 13), which does not scale
                Text(caption)
                    .font(.custom("Avenir", size: 13, relativeTo: .footnote))  // a custom font that scales
                """),
        examples: [
            .failing(
                "A label that opts out of Dynamic Type, and a 9-point footnote",
                """
                <hierarchy version="1" screen="Product">
                  <element id="price" class="UILabel" frame="16 16 200 20" text="$89" fontSize="17"
                           adjustsFontForContentSizeCategory="false"/>
                  <element id="footnote" class="UILabel" frame="16 40 300 12" text="Prices include VAT" fontSize="9"
                           adjustsFontForContentSizeCategory="true"/>
                </hierarchy>
                """, expect: [ExpectedFinding("price", .warning), ExpectedFinding("footnote", .warning)]),
            .passing(
                "Scaling text of 11 points; unknown settings; hidden and empty labels",
                """
                <hierarchy version="1" screen="Product">
                  <element id="caption" class="UILabel" frame="16 16 200 14" text="In stock" fontSize="11"
                           adjustsFontForContentSizeCategory="true"/>
                  <element id="unknown" class="UILabel" frame="16 40 200 20" text="$89"/>
                  <element id="hidden" class="UILabel" frame="16 70 200 20" text="Old price" isHidden="true"
                           adjustsFontForContentSizeCategory="false"/>
                  <element id="empty" class="UILabel" frame="16 100 200 20" fontSize="8"/>
                </hierarchy>
                """),
        ])

    init() {}

    /// Apple's smallest text size, in points.
    static let minimumFontSize = 11.0

    /// What is wrong with the text's font: it does not scale, it is too small, or both.
    struct Problem: Sendable, Equatable {
        var fixedSize: Bool
        var tooSmall: Bool
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var findings: [Finding] = []
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.text) {
            let e = h.elements[i]
            guard !context.order.hidden[i] else { continue }
            let fixed = e.adjustsFontForContentSizeCategory == false
            let small = e.fontSize.map { $0 < Self.minimumFontSize } ?? false
            guard fixed || small, !Text.isBlank(e.text) else { continue }
            findings.append(
                context.finding(Self.self, at: Element.Index(i), Problem(fixedSize: fixed, tooSmall: small)))
        }
        return findings
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        var problems: [String] = []
        var fixes: [String] = []
        if problem.fixedSize {
            problems.append(
                "its adjustsFontForContentSizeCategory is false, so it keeps its size when the user asks for larger text"
            )
            fixes.append(
                "label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: label.font); label.adjustsFontForContentSizeCategory = true"
            )
        }
        if problem.tooSmall, let size = e.fontSize {
            problems.append(
                "its font is \(Text.format(size)) points, below the \(Text.format(Self.minimumFontSize))-point minimum")
            fixes.append(
                "use a font of at least \(Text.format(Self.minimumFontSize)) points (UIFont.preferredFont(forTextStyle: .caption2))"
            )
        }
        return FindingExplanation(
            "\(e.displayName): " + problems.joined(separator: "; ") + ".", fix: fixes.joined(separator: "; "))
    }
}
