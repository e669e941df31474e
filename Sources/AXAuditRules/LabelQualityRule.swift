import AXAuditModel
import AXAuditEngine
/// `label-quality`: labels are short names, not placeholders, shouting or sentences.
struct LabelQualityRule: Rule {
    static let description = RuleDescription(
        id: "label-quality",
        title: "Labels are short names VoiceOver reads cleanly",
        severity: .warning,
        confidence: .low,
        confidenceReason:
            "It judges a label's form (its length, punctuation and placeholder) by heuristics about words, which can misjudge a label that reads well.",
        rationale: """
            A label is what VoiceOver says first at every visit, so its form matters as much as its words. \
            The rule reports four forms VoiceOver users hear as noise, on the elements VoiceOver reaches. \
            **A placeholder as the only label**: a text field with a placeholder and no label is announced \
            by its placeholder only while it is empty; once the user types, nothing says what the field is \
            for (A11yUITests checks "elements that have a placeholder but no label"; page sources record the \
            placeholder as `placeholderValue`). **All \
            capitals over several words**: VoiceOver may spell a word in capitals it does not know letter by \
            letter ("A-D-D to cart"); the rule reports a label with no lowercase letter and at least two \
            words of two or more capitals, when it has three such words or one of five letters or more, so \
            that abbreviations ("FAQ", "USB-C", "U.S.A.", "NASA TV") are left alone; scripts without case \
            (Hebrew, Arabic, Japanese) never match; nor do section headers and footers (an element inside a \
            table or collection view but outside its cells), which UIKit itself writes in capitals, label \
            included, in grouped tables, and whose words VoiceOver reads as words. **Longer than 100 characters on a control**: a control's \
            label names an action; details belong in its hint, which the user can skip (A11yUITests warns \
            from 40); a card's aggregated label, the texts inside it joined by commas as the Cards \
            guidance asks (and as SwiftUI combines a button's children), is not judged for length. **A trailing period on a control**: a control's label is a name, not a sentence, and \
            VoiceOver pauses after it (GTXiLib's "Accessibility label punctuation"); a label with a comma \
            (an aggregated one), an ellipsis, or a final abbreviation ("Acme Inc.", "the U.S.", \
            "Vitamin C.") is not reported. Texts (role `text`) may be sentences and are judged only for capitals.
            """,
        guidance: [
            GuidanceCitation(
                source: "GTXiLib (Google Toolbox for Accessibility, iOS)",
                section: "Check \"Accessibility label punctuation\" (checkForAXLabelNotPunctuated)",
                quote:
                    "This element has an accessibility label that ends in a period but doesn’t have a text trait. Accessibility labels aren’t sentences and don’t need periods."
            ),
            GuidanceCitation(
                source: "A11yUITests (XCUITest accessibility checks)",
                section: "Tests: Label Presence; Button Label; Label Length",
                quote:
                    "Additionally this tests checks for elements that have a placeholder but no label and that the label is not uppercased."
            ),
            GuidanceCitation(
                source: "Apple, UIKit documentation",
                section: "UIAccessibilityElement.accessibilityLabel",
                quote:
                    "The label is a very short, localized string that identifies the accessibility element, but does not include the type of the control or view."
            ),
        ],
        voiceOverImpact: """
            VoiceOver says nothing about a filled-in field's purpose, spells words in capitals letter by \
            letter, reads a paragraph before it says "button", or pauses at a period as at the end of a sentence.
            """,
        fix: RuleFix(
            summary: """
                Give text fields a label of their own (keep the placeholder as an example); write labels in \
                sentence case even when the title is shown in capitals; keep a control's label to a few words \
                and move details to `accessibilityHint`; drop a control label's final period.
                """,
            uiKit: """
                emailField.accessibilityLabel = "Email"            // its placeholder is "name@example.com"
                addToCartButton.accessibilityLabel = "Add to cart" // the title shows "ADD TO CART"
                sendButton.accessibilityLabel = "Send"             // not "Send."
                """,
            swiftUI: """
                TextField("name@example.com", text: $email)
                    .accessibilityLabel("Email")
                Button("ADD TO CART") { addToCart() }
                    .accessibilityLabel("Add to cart")
                Button("Send") { send() }  // not "Send."
                """),
        examples: [
            .failing(
                "A title in capitals, a long label and a sentence on buttons",
                """
                <hierarchy version="1" screen="Checkout">
                  <element id="add" class="UIButton" inherits="UIControl UIView" frame="16 120 358 44" text="ADD TO CART"/>
                  <element id="terms" class="UIButton" inherits="UIControl UIView" frame="16 180 358 44" text="Terms"
                           accessibilityLabel="Read the terms and conditions of sale, the privacy policy and the cookie policy that apply to every order you place"/>
                  <element id="send" class="UIButton" inherits="UIControl UIView" frame="16 240 358 44" text="Send" accessibilityLabel="Send order."/>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("add", .warning), ExpectedFinding("terms", .warning),
                    ExpectedFinding("send", .warning),
                ]),
            .passing(
                "Good labels in Hebrew, Arabic and Japanese, abbreviations, and a text that is a sentence",
                """
                <hierarchy version="1" screen="Checkout">
                  <element id="he" class="UIButton" inherits="UIControl UIView" frame="16 60 358 44" text="הוסף לעגלה"/>
                  <element id="ar" class="UIButton" inherits="UIControl UIView" frame="16 120 358 44" text="أضف إلى السلة"/>
                  <element id="ja" class="UIButton" inherits="UIControl UIView" frame="16 180 358 44" text="カートに追加"/>
                  <element id="faq" class="UIButton" inherits="UIControl UIView" frame="16 240 358 44" text="FAQ"/>
                  <element id="tv" class="UIButton" inherits="UIControl UIView" frame="16 300 358 44" text="NASA TV"/>
                  <element id="inc" class="UIButton" inherits="UIControl UIView" frame="16 360 358 44" text="Contact Acme Inc."/>
                  <element id="zip" class="UITextField" frame="16 420 358 44" accessibilityLabel="ZIP code" text="12345"/>
                  <element id="note" class="UILabel" frame="16 480 358 44" text="Orders ship in two days."/>
                  <element class="UITableView" frame="0 540 390 300">
                    <element class="UITableViewHeaderFooterView" frame="0 540 390 38">
                      <element id="section" class="UILabel" frame="16 550 358 20" text="DELIVERY OPTIONS"/>
                    </element>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// The longest label a control should have, in characters.
    static let longestControlLabel = 100

    /// Final words that end with a period of their own: "Acme Inc.", "Main St.".
    static let abbreviations: Set<String> = [
        "inc", "co", "corp", "ltd", "llc", "st", "ave", "rd", "dr", "mr", "mrs", "ms", "jr", "sr", "etc", "vs",
        "no", "approx", "incl", "excl", "min", "max", "hrs", "sec", "dept", "est", "fig", "vol", "pp",
    ]

    enum Issue: Sendable, Equatable {
        /// A text field whose placeholder is its only label.
        case placeholderOnly
        /// Several words in capitals.
        case allCapitals
        /// A control's label of this many characters.
        case tooLong(characters: Int)
        /// A control's label that ends with a sentence's period.
        case trailingPeriod
    }

    /// What is wrong with one element's label.
    struct Problem: Sendable, Equatable {
        var issues: [Issue]
    }

    /// The label's issues, for an element that is or is not a control, with or without a placeholder.
    static func issues(label: String?, placeholderOnly: Bool, isControl: Bool) -> [Issue] {
        var found: [Issue] = []
        if placeholderOnly { found.append(.placeholderOnly) }
        guard let label, !Text.isBlank(label) else { return found }
        if isInCapitals(label) { found.append(.allCapitals) }
        if isControl {
            // Characters are counted only when the bytes could be too many.
            if label.utf8.count > longestControlLabel {
                let characters = label.trimmingSpaces().count
                if characters > longestControlLabel { found.append(.tooLong(characters: characters)) }
            }
            if endsWithSentencePeriod(label) { found.append(.trailingPeriod) }
        }
        return found
    }

    /// Whether the label is the texts inside the element joined by commas (each
    /// part a label, text or value of one of its descendants), as a card's
    /// aggregated label is, and as SwiftUI combines a button's children.
    static func isAggregated(_ label: String, of index: Element.Index, in h: Hierarchy) -> Bool {
        let parts = label.split(separator: ",").map { Text.normalizedLabel(String($0)) }.filter { !$0.isEmpty }
        guard parts.count > 1 else { return false }
        var texts = Set<String>()
        for d in h.descendants(of: index) {
            let e = h.elements[Int(d)]
            for text in [e.spokenLabel, e.text, e.accessibilityValue] {
                // A text with a comma of its own ("Paris, France") gives its parts.
                for part in text?.split(separator: ",") ?? [] { texts.insert(Text.normalizedLabel(String(part))) }
            }
        }
        return parts.allSatisfy(texts.contains)
    }

    /// No lowercase letter, and several words of two or more capitals (three, or one of five letters or more).
    static func isInCapitals(_ label: String) -> Bool {
        var words = 0, longest = 0, run = 0
        func endWord() {
            if run >= 2 {
                words += 1
                longest = max(longest, run)
            }
            run = 0
        }
        for scalar in label.unicodeScalars {
            if scalar.isASCII {
                if ("a"..."z").contains(scalar) { return false }
                if ("A"..."Z").contains(scalar) {
                    run += 1
                    continue
                }
            } else {
                let properties = scalar.properties
                if properties.isLowercase { return false }
                if properties.isUppercase {
                    run += 1
                    continue
                }
            }
            endWord()
        }
        endWord()
        return words >= 2 && (words >= 3 || longest >= 5)
    }

    /// Ends with one period that is not an ellipsis's or an abbreviation's, in a label without a comma.
    static func endsWithSentencePeriod(_ label: String) -> Bool {
        let trimmed = Array(label.trimmingSpaces().unicodeScalars)
        guard trimmed.count > 1, trimmed.last == ".", trimmed[trimmed.count - 2] != ".",
            !trimmed.contains(",")
        else { return false }
        // The word before the period.
        var start = trimmed.count - 1
        while start > 0 && trimmed[start - 1].properties.isAlphabetic { start -= 1 }
        let word = String(String.UnicodeScalarView(trimmed[start..<(trimmed.count - 1)]))
        // "U.S.", "e.g.": a period before the word makes it an abbreviation.
        if start > 0 && trimmed[start - 1] == "." { return false }
        // An initial ("Vitamin C.").
        if word.unicodeScalars.count == 1 { return false }
        return !abbreviations.contains(word.lowercasedByScalar())
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var findings: [Finding] = []
        // Worked out only when a label is all capitals: most screens have none.
        var sectionTitles: [Bool]?
        for stop in context.order.stops {
            let e = h.elements[Int(stop)]
            let placeholderOnly = !Text.isBlank(e.placeholderValue) && Text.isBlank(e.accessibilityLabel)
            // A text field's text is what was typed, not its label.
            let label = placeholderOnly || (e.accessibilityLabel == nil && e.isTextInput) ? nil : e.spokenLabel
            var found = Self.issues(label: label, placeholderOnly: placeholderOnly, isControl: e.isControl)
            if found.contains(where: { if case .tooLong = $0 { true } else { false } }), let label,
                Self.isAggregated(label, of: stop, in: h)
            {
                found.removeAll { if case .tooLong = $0 { true } else { false } }
            }
            if found.contains(.allCapitals) && !e.isControl {
                if sectionTitles == nil { sectionTitles = Self.sectionTitles(h) }
                if sectionTitles![Int(stop)] { found.removeAll { $0 == .allCapitals } }
            }
            guard !found.isEmpty else { continue }
            findings.append(context.finding(Self.self, at: stop, Problem(issues: found)))
        }
        return findings
    }

    /// Per element: inside a table or collection view but outside its cells, as
    /// section headers and footers are (UIKit writes a grouped table's section
    /// titles in capitals, in their labels too).
    static func sectionTitles(_ h: Hierarchy) -> [Bool] {
        var result = [Bool](repeating: false, count: h.elements.count)
        for i in h.elements.indices.dropFirst() {
            guard let p = h.elements[i].parent.map(Int.init) else { continue }
            result[i] = (ScreenTables.isList(h.elements[p]) || result[p]) && !h.elements[i].roles.contains(.cell)
        }
        return result
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        var said: [String] = []
        var fixed = e.spokenLabel.map { $0.trimmingSpaces() } ?? ""
        var hint: String?
        for issue in problem.issues {
            switch issue {
            case .placeholderOnly:
                let placeholder = e.placeholderValue!.trimmingSpaces()
                said.append(
                    "its only label is the placeholder \(Text.quoted(placeholder)), which VoiceOver stops saying "
                        + "once the field has text, so the user no longer hears what the field is for")
                fixed = placeholder
            case .allCapitals:
                said.append("the label is in capitals, which VoiceOver may spell out letter by letter")
                fixed = sentenceCase(fixed)
            case .tooLong(let characters):
                said.append(
                    "the label is \(characters) characters long, more than the \(longestControlLabel) a control's name "
                        + "should take: VoiceOver reads all of it before saying what the control is")
                hint = "move the details to view.accessibilityHint"
            case .trailingPeriod:
                said.append("the label ends with a period, which makes VoiceOver pause as after a sentence")
                if fixed.hasSuffix(".") { fixed.removeLast() }
            }
        }
        let message = "\(e.displayName): " + said.joined(separator: "; ") + "."
        var fixes: [String] = []
        if problem.issues.contains(where: { if case .tooLong = $0 { true } else { false } }) {
            fixes.append("view.accessibilityLabel = \"<a few words>\"")
        } else if !fixed.isEmpty {
            fixes.append("view.accessibilityLabel = " + Text.swiftLiteral(fixed))
        }
        if let hint { fixes.append(hint) }
        return FindingExplanation(message, fix: fixes.joined(separator: "; "))
    }

    /// "ADD TO CART" as "Add to cart".
    static func sentenceCase(_ s: String) -> String {
        let lowered = s.lowercasedByScalar()
        guard let first = lowered.first else { return lowered }
        return first.uppercased() + lowered.dropFirst()
    }
}
