import AXAuditModel
import AXAuditEngine
/// `rating-label-and-value`: a star rating is one element: its purpose and scale in the label, the rating in the value.
package struct RatingLabelAndValueRule: Rule {
    package static let description = RuleDescription(
        id: "rating-label-and-value",
        title: "Ratings have a label with the scale and a numeric value",
        severity: .error,
        rationale: """
        A star rating drawn as images means nothing to VoiceOver unless the view says what it rates and \
        what the rating is. Material Components' Cards guidance: "Star or rating images should have an \
        accessibilityLabel describing its purpuse and an accessibilityValue describing the rating value", \
        with the label "Average customer rating, out of \\(MDCProductRating.maximumValue) stars" and the \
        value the average rating. A value outside 0...maximumValue is wrong; a value that is not a number \
        ("great") or a label without the scale leaves the user guessing how good the rating is.
        """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCProductRating)",
                section: "Card Accessibility: Accessibility for Single Cards: Star Rating",
                quote: "Star or rating images should have an accessibilityLabel describing its purpuse and an accessibilityValue describing the rating value."),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCProductRating)",
                section: "Card Accessibility: Accessibility for Single Cards: Star Rating",
                quote: "ratingView.isAccessibilityElement = true\nratingView.accessibilityLabel = \"Average customer rating, out of \" + \"\\(MDCProductRating.maximumValue) stars\"\nratingView.accessibilityValue = (String)product.averageRating"),
        ],
        voiceOverImpact: """
        VoiceOver skips the rating or reads its stars one by one as images, says a number without \
        saying what it rates or out of how many, or reads a rating that cannot be right.
        """,
        fix: """
        Make the rating view one accessibility element; put its purpose and scale in \
        `accessibilityLabel` ("Average customer rating, out of 5 stars") and the number in \
        `accessibilityValue` ("4.5").
        """,
        fixCode: """
        ratingView.isAccessibilityElement = true
        ratingView.accessibilityLabel = "Average customer rating, out of \\(Int(ratingView.maximumValue)) stars"
        ratingView.accessibilityValue = String(product.averageRating)
        """,
        examples: [
            .failing("Ratings that are not elements, have no value, a value over the maximum, or no scale in the label", """
            <hierarchy version="1" screen="Product">
              <element id="stars" class="StarRatingView" frame="16 100 100 16" maximumValue="5"/>
              <element id="novalue" class="MDCProductRating" inherits="UIControl UIView" frame="16 120 100 16" maximumValue="5"
                       isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars"/>
              <element id="over" class="MDCProductRating" inherits="UIControl UIView" frame="16 140 100 16" maximumValue="5"
                       isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="6"/>
              <element id="noscale" class="MDCProductRating" inherits="UIControl UIView" frame="16 160 100 16" maximumValue="5"
                       isAccessibilityElement="true" accessibilityLabel="Average customer rating" accessibilityValue="4.5"/>
              <element id="words" class="MDCProductRating" inherits="UIControl UIView" frame="16 180 100 16"
                       isAccessibilityElement="true" accessibilityLabel="Average customer rating" accessibilityValue="great"/>
            </hierarchy>
            """, expect: [ExpectedFinding("stars", .error), ExpectedFinding("novalue", .error), ExpectedFinding("over", .error),
                          ExpectedFinding("noscale", .warning), ExpectedFinding("words", .warning)]),
            .passing("A rating as the guidance shows it", """
            <hierarchy version="1" screen="Product">
              <element id="rating" class="MDCProductRating" inherits="UIControl UIView" frame="16 100 100 16" maximumValue="5"
                       isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
            </hierarchy>
            """),
        ])

    package init() {}

    /// The label states the scale: "… of 5", "out of five", "… / 5".
    static func statesScale(_ label: String, maximum: Double) -> Bool {
        let words = RuleSupport.words(label)
        let digits = RuleSupport.format(maximum)
        let numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let spelled = maximum == maximum.rounded() && maximum >= 0 && maximum <= 10 ? numberWords[Int(maximum)] : nil
        if words.count >= 2 {
            for k in 1..<words.count where words[k - 1] == "of" && (words[k] == digits || words[k] == spelled) {
                return true
            }
        }
        // "4/5" or "/ 5"
        let compact = label.filter { !$0.isWhitespace }
        return compact.hasSuffix("/" + digits) || compact.contains("/" + digits + " ")
    }

    package func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var findings: [Finding] = []
        for i in 1..<h.elements.count {
            let e = h.elements[i]
            guard e.roles.contains(.rating), context.order.isReached(Element.Index(i)),
                  let found = Self.judge(e) else { continue }
            findings.append(context.finding(Self.description, at: Element.Index(i), severity: found.severity) { h in
                let found = Self.judge(h[Element.Index(i)])!
                return (found.message, found.suggestion)
            })
        }
        return findings
    }

    /// What is wrong with a rating, and the fix; nil when nothing is. (Asked once
    /// to decide, and again when a report asks for the finding's text.)
    private static func judge(_ e: Element) -> (severity: Severity, message: String, suggestion: String)? {
        let maximum = e.maximumValue
        let scale = maximum.map { "out of \(RuleSupport.format($0)) stars" }
        var errors: [String] = []
        var warnings: [String] = []
        let label = RuleSupport.isBlank(e.accessibilityLabel) ? nil : e.accessibilityLabel!.trimmingSpaces()
        let value = RuleSupport.isBlank(e.accessibilityValue) ? nil : e.accessibilityValue!.trimmingSpaces()
        var number: Double?
        if !e.isAccessibilityElement {
            errors.append("it is not an accessibility element, so VoiceOver skips it or reads its stars one by one")
        }
        if label == nil { errors.append("it has no accessibilityLabel, so VoiceOver does not say what is rated") }
        if let value {
            number = RuleSupport.leadingNumber(value)
            if let number {
                if number < 0 || (maximum.map { number > $0 } ?? false) {
                    errors.append("its accessibilityValue \(RuleSupport.quoted(value)) is outside 0..." + (maximum.map(RuleSupport.format) ?? "∞")
                                  + ", so VoiceOver reads a rating that cannot be right")
                }
            } else {
                warnings.append("its accessibilityValue \(RuleSupport.quoted(value)) is not a number, so the user cannot tell how good the rating is")
            }
        } else {
            errors.append("it has no accessibilityValue, so VoiceOver does not say the rating")
        }
        if let label, let maximum, !Self.statesScale(label, maximum: maximum) {
            warnings.append("its accessibilityLabel \(RuleSupport.quoted(label)) does not state the scale (\(scale!)), so \"\(value ?? "4")\" has nothing to compare to")
        }
        guard !errors.isEmpty || !warnings.isEmpty else { return nil }
        let severity: Severity = errors.isEmpty ? .warning : .error
        let message = "\(e.displayName) is a rating, but " + (errors + warnings).joined(separator: "; ") + "."

        // Suggested label and value.
        var suggestedLabel = label ?? "Average customer rating"
        if let maximum, !Self.statesScale(suggestedLabel, maximum: maximum) {
            suggestedLabel += ", out of \(RuleSupport.format(maximum)) stars"
        }
        var fixes: [String] = []
        if !e.isAccessibilityElement { fixes.append("ratingView.isAccessibilityElement = true") }
        fixes.append("ratingView.accessibilityLabel = " + RuleSupport.swiftLiteral(suggestedLabel))
        if let number, number >= 0, maximum.map({ number <= $0 }) ?? true {
            fixes.append("ratingView.accessibilityValue = " + RuleSupport.swiftLiteral(RuleSupport.format(number)))
        } else {
            fixes.append("ratingView.accessibilityValue = String(product.averageRating)"
                         + (maximum.map { " (a number between 0 and \(RuleSupport.format($0)))" } ?? ""))
        }
        return (severity, message, fixes.joined(separator: "; "))
    }
}
