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
            guidelines use. Text that does not say (`adjustsFontForContentSizeCategory` missing) is not judged. \
            A text inside an accessibility element (a cell or card VoiceOver reads as one stop) is not a stop \
            of its own, and gets no finding of its own: its size still fails the sighted reader who asked for \
            larger text, so it is reported once, on the element VoiceOver stops at, naming each text inside.
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
            .failing(
                "A cell that is one accessibility element, holding a fixed-size title and a 9-point caption: one finding, on the cell",
                """
                <hierarchy version="1" screen="Orders">
                  <element id="order-row" class="OrderCell" inherits="UITableViewCell UIView" frame="0 100 390 64"
                           isAccessibilityElement="true" accessibilityLabel="Order 1042, shipped">
                    <element id="order-title" class="UILabel" frame="16 108 300 22" text="Order 1042" fontSize="17"
                             adjustsFontForContentSizeCategory="false"/>
                    <element id="order-status" class="UILabel" frame="16 134 300 12" text="Shipped" fontSize="9"
                             adjustsFontForContentSizeCategory="true"/>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("order-row", .warning)]),
            .passing(
                "Scaling text of 11 points, also inside a cell that is one element; unknown settings; hidden and empty labels",
                """
                <hierarchy version="1" screen="Product">
                  <element id="caption" class="UILabel" frame="16 16 200 14" text="In stock" fontSize="11"
                           adjustsFontForContentSizeCategory="true"/>
                  <element id="unknown" class="UILabel" frame="16 40 200 20" text="$89"/>
                  <element id="hidden" class="UILabel" frame="16 70 200 20" text="Old price" isHidden="true"
                           adjustsFontForContentSizeCategory="false"/>
                  <element id="empty" class="UILabel" frame="16 100 200 20" fontSize="8"/>
                  <element id="row" class="OrderCell" inherits="UITableViewCell UIView" frame="0 140 390 64"
                           isAccessibilityElement="true" accessibilityLabel="Order 1042, shipped">
                    <element id="row-title" class="UILabel" frame="16 148 300 22" text="Order 1042" fontSize="17"
                             adjustsFontForContentSizeCategory="true"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Apple's smallest text size, in points.
    static let minimumFontSize = 11.0

    /// What is wrong with a text's font: it does not scale, it is too small, or both.
    struct Font: Sendable, Equatable {
        var fixedSize: Bool
        var tooSmall: Bool
    }

    /// The text's font at a stop, or the texts inside one: VoiceOver stops at an
    /// accessibility element, so a text inside it is reported there, by name.
    typealias Problem = FoundAtStop<Font>

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var found: [(index: Element.Index, item: Font)] = []
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.text) {
            let e = h.elements[i]
            guard !context.order.hidden[i] else { continue }
            let fixed = e.adjustsFontForContentSizeCategory == false
            let small = e.fontSize.map { $0 < Self.minimumFontSize } ?? false
            guard fixed || small, !Text.isBlank(e.text) else { continue }
            found.append((Element.Index(i), Font(fixedSize: fixed, tooSmall: small)))
        }
        return context.groupedByStop(found).map { context.finding(Self.self, at: $0.stop, $0) }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        var problems: [String] = []
        let inner = problem.inner.map(\.item)
        let fixed = (problem.own?.fixedSize ?? false) || inner.contains(where: \.fixedSize)
        let small = (problem.own?.tooSmall ?? false) || inner.contains(where: \.tooSmall)
        if let own = problem.own {
            if own.fixedSize {
                problems.append(
                    "its adjustsFontForContentSizeCategory is false, so it keeps its size when the user asks for larger text"
                )
            }
            if own.tooSmall, let size = e.fontSize {
                problems.append(
                    "its font is \(Text.format(size)) points, below the \(Text.format(Self.minimumFontSize))-point minimum"
                )
            }
        }
        if !problem.inner.isEmpty {
            let texts = problem.inner.map { innerText in
                let t = h[innerText.index]
                var what: [String] = []
                if innerText.item.fixedSize { what.append("does not scale") }
                if innerText.item.tooSmall, let size = t.fontSize { what.append("is \(Text.format(size)) points") }
                return "\(t.className) \(Text.quoted(t.text ?? "", limit: 30)) \(what.joined(separator: " and "))"
            }
            problems.append(
                "it is one VoiceOver stop, and text inside it stays small for users who ask for larger text: "
                    + Text.list(texts))
        }
        var fixes: [String] = []
        let target = problem.inner.isEmpty ? "label" : "each of those labels"
        if fixed {
            fixes.append(
                "label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: label.font); label.adjustsFontForContentSizeCategory = true"
                    + (problem.inner.isEmpty ? "" : " for \(target)"))
        }
        if small {
            fixes.append(
                "use a font of at least \(Text.format(Self.minimumFontSize)) points (UIFont.preferredFont(forTextStyle: .caption2))"
                    + (problem.inner.isEmpty ? "" : " for \(target)"))
        }
        return FindingExplanation(
            "\(e.displayName): " + problems.joined(separator: "; ") + ".", fix: fixes.joined(separator: "; "))
    }
}
