import AXAuditModel
import AXAuditEngine
/// `label-redundant-trait`: a label does not repeat the trait VoiceOver already announces.
struct LabelRedundantTraitRule: Rule {
    static let description = RuleDescription(
        id: "label-redundant-trait",
        title: "Labels do not repeat the element's trait",
        severity: .warning,
        confidence: .high,
        confidenceReason:
            "It matches the trait's own word as a whole word at the end or start of the label, where VoiceOver then says it twice; a product name that ends in the word is the exception.",
        rationale: """
            VoiceOver announces an element's traits after its label: "Buy, button". A label that already \
            ends (or starts) with the trait's word is heard twice: "Buy button, button". Apple's \
            `accessibilityLabel` documentation: the label "does not include the type of the control or \
            view"; GTXiLib and the Android Accessibility Test Framework (RedundantDescriptionCheck) report \
            it. The rule matches the English word VoiceOver speaks for each trait, as a whole word at the \
            end of the label, or at its start when punctuation sets it off ("Button: Buy"; "Button size \
            guide" uses the word as a noun), case-insensitively: "button" (button trait or a control), "link", \
            "image" (image trait), "tab" (tab bar trait, on the element or an ancestor), "heading" (header \
            trait). "Buttonhole", "Imagery" or "Linking" are other words, and labels in other languages \
            ("Bouton", "زر") are never matched. "icon" is not a trait word: VoiceOver never says "icon", so \
            "Settings icon" on a button describes the glyph and is left alone. Images (role `image`) are \
            `image-label`'s: it reports "image", "picture" and "photo" anywhere in an image's label, so this \
            rule does not look for "image" on them; it does look for the other traits' words on images. \
            A label that a text inside the element shows as it is ("Action Button", the name of the \
            iPhone's button, on a Settings row) is a name on screen: dropping the word from the label \
            alone would break label-in-name (WCAG 2.5.3), so it is left alone; an element's own title \
            is its label and is still told.
            """,
        guidance: [
            GuidanceCitation(
                source: "Apple, UIKit documentation",
                section: "UIAccessibilityElement.accessibilityLabel",
                quote:
                    "The label is a very short, localized string that identifies the accessibility element, but does not include the type of the control or view. For example, the label for a Save button is “Save,” not “Save button.”"
            ),
            GuidanceCitation(
                source: "GTXiLib (Google Toolbox for Accessibility, iOS)",
                section: "Check \"Accessibility label-trait overlap\" (checkForAXLabelNotRedundantWithTraits)",
                quote: "Accessibility label-trait overlap"),
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "RedundantDescriptionCheck (\"Item type label\")",
                quote: "Item type label"),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.4.6 Headings and Labels (Level AA)",
                quote: "Headings and labels describe topic or purpose."),
        ],
        voiceOverImpact: """
            VoiceOver reads the trait twice ("Buy button, button", "Settings heading, heading"), which \
            slows every visit to the element and sounds broken.
            """,
        fix: RuleFix(
            summary: """
                Remove the trait's word from `accessibilityLabel` (or from the title UIKit speaks as the label); \
                keep the trait, which says it in the user's language.
                """,
            uiKit: """
                buyButton.accessibilityLabel = "Buy"          // not "Buy button"
                sectionTitle.accessibilityTraits.insert(.header)  // VoiceOver says "heading"
                """,
            swiftUI: """
                Button("Buy") { buy(product) }  // not "Buy button"
                Text("Details")
                    .accessibilityAddTraits(.isHeader)  // VoiceOver says "heading"
                """),
        examples: [
            .failing(
                "A \"Buy button\" title, a \"Terms link\", a \"Heading: Settings\" and a \"Home tab\"",
                """
                <hierarchy version="1" screen="Shop">
                  <element id="buy" class="UIButton" inherits="UIControl UIView" frame="16 16 120 44" text="Buy button"/>
                  <element id="terms" class="UIButton" inherits="UIControl UIView" frame="16 70 120 44"
                           accessibilityLabel="Terms link" accessibilityTraits="link"/>
                  <element id="title" class="UILabel" frame="16 120 200 30" text="Heading: Settings" accessibilityTraits="header"/>
                  <element class="UITabBar" frame="0 780 390 64" accessibilityTraits="tabBar">
                    <element id="home" class="UITabBarButton" inherits="UIControl UIView" frame="0 780 195 64"
                             isAccessibilityElement="true" accessibilityLabel="Home tab" accessibilityTraits="button"/>
                  </element>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("buy", .warning), ExpectedFinding("terms", .warning),
                    ExpectedFinding("title", .warning), ExpectedFinding("home", .warning),
                ]),
            .passing(
                "Trait words inside other words, in the middle, without the trait, in other languages, and in a name shown on screen",
                """
                <hierarchy version="1" screen="Tailor" layoutDirection="rightToLeft">
                  <element id="hole" class="UIButton" inherits="UIControl UIView" frame="16 16 120 44" text="Buttonhole"/>
                  <element id="imagery" class="UIButton" inherits="UIControl UIView" frame="16 70 120 44" text="Imagery" accessibilityTraits="image"/>
                  <element id="lead" class="UIButton" inherits="UIControl UIView" frame="16 120 200 44" text="Button size guide"/>
                  <element id="text" class="UILabel" frame="16 170 200 20" text="Sew on a button"/>
                  <element id="fr" class="UIButton" inherits="UIControl UIView" frame="16 200 120 44" text="Bouton"/>
                  <element id="ar" class="UIButton" inherits="UIControl UIView" frame="16 250 120 44" text="زر الشراء"/>
                  <element id="icon" class="UIButton" inherits="UIControl UIView" frame="16 300 120 44" accessibilityLabel="Settings icon"/>
                  <element id="photo" class="UIImageView" frame="16 350 80 80" isAccessibilityElement="true" accessibilityLabel="Profile image"/>
                  <element id="row" class="UITableViewCell" frame="16 440 358 53" isAccessibilityElement="true"
                           accessibilityLabel="Action Button" accessibilityTraits="button">
                    <element class="UILabel" frame="29 449 147 29" text="Action Button"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 7 }

    /// The word VoiceOver speaks for each trait this rule knows.
    enum TraitWord: String, CaseIterable {
        case button, link, image, tab, heading

        static let all = allCases

        /// The word's bit in a mask of words: the bits follow the order of the cases.
        var bit: UInt8 {
            switch self {
            case .button: 1 << 0
            case .link: 1 << 1
            case .image: 1 << 2
            case .tab: 1 << 3
            case .heading: 1 << 4
            }
        }
    }

    /// The trait words that repeat what VoiceOver announces for `e`, a bit per
    /// `TraitWord` in the order of its cases.
    static func announcedMask(_ e: Element, inTabBar: Bool) -> UInt8 {
        var mask: UInt8 = 0
        let t = e.traits
        if t.contains(.button) || (e.roles.contains(.control) && t.isDisjoint(with: [.link, .adjustable])) {
            mask |= TraitWord.button.bit
        }
        if t.contains(.link) { mask |= TraitWord.link.bit }
        // An image's "image", "picture", "photo" are image-label's findings.
        if t.contains(.image) && !e.roles.contains(.image) { mask |= TraitWord.image.bit }
        if t.contains(.tabBar) || inTabBar { mask |= TraitWord.tab.bit }
        if t.contains(.header) { mask |= TraitWord.heading.bit }
        return mask
    }

    /// The trait words at the start and end of `label` (whole words, case-insensitive) and
    /// the label without them; nil when none. Strips repeatedly: "Home tab button" → "Home".
    static func redundantWords(in label: String, announced mask: UInt8) -> Problem? {
        guard mask != 0 else { return nil }
        // Only a trait word at either end can go: most labels are ruled out by
        // their first and last words, without splitting all of them.
        if let edges = Text.edgeWords(label), !isTraitWord(label.utf8[edges.first], in: mask),
            !isTraitWord(label.utf8[edges.last], in: mask)
        {
            return nil
        }
        func announced(_ word: Substring) -> Bool {
            let lowered = word.lowercased()
            return TraitWord.all.contains { mask & $0.bit != 0 && $0.rawValue == lowered }
        }
        let ranges = Text.wordRanges(label)
        guard !ranges.isEmpty else { return nil }
        var first = 0, last = ranges.count - 1
        var leading: [String] = [], trailing: [String] = []
        // A leading word counts only when punctuation sets it off ("Button: Buy") or it is the
        // whole label: "Button size guide", "Image settings", "Tab order" use it as a noun.
        while first <= last, announced(label[ranges[first]]),
            first == last
                || label[ranges[first].upperBound..<ranges[first + 1].lowerBound].contains(where: { !$0.isWhitespace })
        {
            leading.append(label[ranges[first]].lowercased())
            first += 1
        }
        while last >= first, announced(label[ranges[last]]) {
            trailing.insert(label[ranges[last]].lowercased(), at: 0)
            last -= 1
        }
        let found = leading + trailing
        guard !found.isEmpty else { return nil }
        let trimmed = first <= last ? String(label[ranges[first].lowerBound..<ranges[last].upperBound]) : ""
        var unique: [String] = []
        for word in found where !unique.contains(word) { unique.append(word) }
        return Problem(words: unique, trimmed: trimmed)
    }

    /// Whether the ASCII `word` is, in any case, one of the trait words of `mask`.
    static func isTraitWord(_ word: some Collection<UInt8>, in mask: UInt8) -> Bool {
        // Trait words have three to seven letters: most words are told apart by their length.
        guard (3...7).contains(word.count) else { return false }
        return TraitWord.all.contains { traitWord in
            mask & traitWord.bit != 0 && word.count == traitWord.rawValue.utf8.count
                && zip(word, traitWord.rawValue.utf8).allSatisfy { Text.lowercasedASCII($0) == $1 }
        }
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        // Per element: a tab bar (by trait) is an ancestor; one forward pass.
        var inTabBar = [Bool](repeating: false, count: h.elements.count)
        for i in h.elements.indices.dropFirst() {
            guard let p = h.elements[i].parent.map(Int.init) else { continue }
            inTabBar[i] = inTabBar[p] || h.elements[p].traits.contains(.tabBar)
        }
        var findings: [Finding] = []
        for stop in context.order.stops {
            let e = h.elements[Int(stop)]
            let announced = Self.announcedMask(e, inTabBar: inTabBar[Int(stop)])
            guard announced != 0, let label = e.spokenLabel, !Text.isBlank(label),
                let problem = Self.redundantWords(in: label, announced: announced),
                !Self.showsAsText(label, inside: stop, of: h)
            else { continue }
            findings.append(context.finding(Self.self, at: stop, problem))
        }
        return findings
    }

    /// Whether a text element inside `index` shows `label` itself: then the word is part of a
    /// name printed on screen (Settings' "Action Button" row), and dropping it from the label
    /// alone would break label-in-name (WCAG 2.5.3) for Voice Control users who say what they
    /// see. An element's own title is not such a text: "Buy button" on a button is its label.
    static func showsAsText(_ label: String, inside index: Element.Index, of h: Hierarchy) -> Bool {
        let name = Text.normalizedLabel(label)
        // A control's own title is its label, though UIKit draws it in a label of its
        // own (a UIButton's UIButtonLabel, which an export writes as a subview).
        let e = h.elements[Int(index)]
        if e.isControl, let own = e.text, Text.normalizedLabel(own) == name { return false }
        return h.descendants(of: index).contains { i in
            let d = h.elements[Int(i)]
            guard d.roles.contains(.text), let shown = d.text ?? d.spokenLabel else { return false }
            return Text.normalizedLabel(shown) == name
        }
    }

    /// The trait words the label repeats, and the label without them.
    struct Problem: Sendable, Equatable {
        var words: [String]
        var trimmed: String
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let label = e.spokenLabel!
        let quotedWords = Text.list(problem.words.map { "\"\($0)\"" })
        let source = e.accessibilityLabel == nil ? "title" : "accessibilityLabel"
        let message =
            "\(e.displayName): the \(source) \(Text.quoted(label)) repeats \(quotedWords), "
            + "which VoiceOver already announces from the element's traits, so the user hears it twice."
        let fix =
            problem.trimmed.isEmpty
            ? "view.accessibilityLabel = \"<what it is or does>\" (the label is only the trait's word)"
            : "view.accessibilityLabel = " + Text.swiftLiteral(problem.trimmed)
        return FindingExplanation(message, fix: fix)
    }
}
