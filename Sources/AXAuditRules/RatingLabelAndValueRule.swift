import AXAuditModel
import AXAuditEngine
/// `rating-label-and-value`: a star rating is one element: its purpose and scale in the label, the rating in the value.
struct RatingLabelAndValueRule: Rule {
    static let description = RuleDescription(
        id: "rating-label-and-value",
        title: "Ratings have a label with the scale and a numeric value",
        severity: .error,
        confidence: .medium,
        confidenceReason:
            "It recognises a rating by its class, role or a row of star images, and can take another row of images for one or miss a custom rating.",
        rationale: """
            A star rating drawn as images means nothing to VoiceOver unless the view says what it rates and \
            what the rating is. Material Components' Cards guidance: "Star or rating images should have an \
            accessibilityLabel describing its purpuse and an accessibilityValue describing the rating value", \
            with the label "Average customer rating, out of \\(MDCProductRating.maximumValue) stars" and the \
            value the average rating. A value outside 0...maximumValue is wrong; a value that is not a number \
            ("great") or a label without the scale leaves the user guessing how good the rating is. A row of \
            three or more sibling images named or labelled as stars ("star-full", "star-half", "star-empty") \
            is a rating too, reported once at its first star: a screen that names no rating view (a page \
            source) shows it only that way.
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCProductRating)",
                section: "Card Accessibility: Accessibility for Single Cards: Star Rating",
                quote:
                    "Star or rating images should have an accessibilityLabel describing its purpuse and an accessibilityValue describing the rating value."
            ),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCProductRating)",
                section: "Card Accessibility: Accessibility for Single Cards: Star Rating",
                quote:
                    "ratingView.isAccessibilityElement = true\nratingView.accessibilityLabel = \"Average customer rating, out of \" + \"\\(MDCProductRating.maximumValue) stars\"\nratingView.accessibilityValue = (String)product.averageRating"
            ),
        ],
        voiceOverImpact: """
            VoiceOver skips the rating or reads its stars one by one as images, says a number without \
            saying what it rates or out of how many, or reads a rating that cannot be right.
            """,
        fix: RuleFix(
            summary: """
                Make the rating view one accessibility element; put its purpose and scale in \
                `accessibilityLabel` ("Average customer rating, out of 5 stars") and the number in \
                `accessibilityValue` ("4.5").
                """,
            uiKit: """
                ratingView.isAccessibilityElement = true
                ratingView.accessibilityLabel = "Average customer rating, out of \\(Int(ratingView.maximumValue)) stars"
                ratingView.accessibilityValue = String(product.averageRating)
                """,
            swiftUI: """
                HStack(spacing: 2) {
                    ForEach(0..<5) { index in
                        Image(systemName: Double(index) < product.averageRating ? "star.fill" : "star")
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Average customer rating, out of 5 stars")
                .accessibilityValue(String(product.averageRating))
                """),
        examples: [
            .failing(
                "Ratings that are not elements, have no value, a value over the maximum, or no scale in the label",
                """
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
                """,
                expect: [
                    ExpectedFinding("stars", .error), ExpectedFinding("novalue", .error),
                    ExpectedFinding("over", .error),
                    ExpectedFinding("noscale", .warning), ExpectedFinding("words", .warning),
                ]),
            .failing(
                "A rating drawn as five star images, with the average as a text after them",
                """
                <hierarchy version="1" screen="Podcast">
                  <element id="star-1" class="UIImageView" frame="16 100 16 16" image="star-full" isAccessibilityElement="true" accessibilityLabel="star-full"/>
                  <element class="UIImageView" frame="32 100 16 16" image="star-full" isAccessibilityElement="true" accessibilityLabel="star-full"/>
                  <element class="UIImageView" frame="48 100 16 16" image="star-full" isAccessibilityElement="true" accessibilityLabel="star-full"/>
                  <element class="UIImageView" frame="64 100 16 16" image="star-full" isAccessibilityElement="true" accessibilityLabel="star-full"/>
                  <element class="UIImageView" frame="80 100 16 16" image="star-half" isAccessibilityElement="true" accessibilityLabel="star-half"/>
                  <element class="UILabel" frame="100 100 30 16" text="4.6"/>
                </hierarchy>
                """, expect: [ExpectedFinding("star-1", .error)]),
            .passing(
                "A rating as the guidance shows it",
                """
                <hierarchy version="1" screen="Product">
                  <element id="rating" class="MDCProductRating" inherits="UIControl UIView" frame="16 100 100 16" maximumValue="5"
                           isAccessibilityElement="true" accessibilityLabel="Average customer rating, out of 5 stars" accessibilityValue="4.5"/>
                </hierarchy>
                """),
        ])

    init() {}

    /// The label states the scale: "… of 5", "out of five", "… / 5".
    private static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]

    static func statesScale(_ label: String, maximum: Double) -> Bool {
        let words = Text.words(label)
        let digits = Text.format(maximum)
        let spelled = maximum == maximum.rounded() && maximum >= 0 && maximum <= 10 ? numberWords[Int(maximum)] : nil
        if words.count >= 2 {
            for k in 1..<words.count where words[k - 1] == "of" && (words[k] == digits || words[k] == spelled) {
                return true
            }
        }
        // "4/5" or "/ 5"
        let compact = label.filter { !$0.isWhitespace }
        return compact.hasSuffix("/" + digits) || compact.containsUTF8("/" + digits + " ")
    }

    /// What can be wrong with a rating, in the order the message says it: the
    /// errors, then the warnings.
    enum Issue: Sendable, Equatable {
        case notAnElement, noLabel, valueOutOfRange, noValue
        case valueNotANumber, scaleNotStated

        var isError: Bool { self != .valueNotANumber && self != .scaleNotStated }
    }

    /// Everything wrong with one rating.
    struct Problem: Sendable, Equatable {
        var issues: [Issue]
        /// The rating is a row of star images, reported at its first star.
        var starRow: StarRow? = nil
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var findings: [Finding] = []
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.rating) {
            guard context.order.isReached(Element.Index(i)) else { continue }
            let issues = Self.issues(of: h.elements[i])
            guard !issues.isEmpty else { continue }
            let severity: Severity = issues.contains(where: \.isError) ? .error : .warning
            findings.append(
                context.finding(Self.self, at: Element.Index(i), severity: severity, Problem(issues: issues)))
        }
        for row in context.starRows() {
            let issues: [Issue] = [.notAnElement, .noLabel, .noValue]
            findings.append(context.finding(Self.self, at: row.stars[0], Problem(issues: issues, starRow: row)))
        }
        return findings
    }

    /// The rating's label and value, trimmed; nil when blank.
    private static func labelAndValue(_ e: Element) -> (label: String?, value: String?) {
        (
            Text.isBlank(e.accessibilityLabel) ? nil : e.accessibilityLabel!.trimmingSpaces(),
            Text.isBlank(e.accessibilityValue) ? nil : e.accessibilityValue!.trimmingSpaces()
        )
    }

    private static func issues(of e: Element) -> [Issue] {
        let maximum = e.maximumValue
        let (label, value) = labelAndValue(e)
        var errors: [Issue] = []
        var warnings: [Issue] = []
        if !e.isAccessibilityElement { errors.append(.notAnElement) }
        if label == nil { errors.append(.noLabel) }
        if let value {
            if let number = Text.leadingNumber(value) {
                if number < 0 || (maximum.map { number > $0 } ?? false) { errors.append(.valueOutOfRange) }
            } else {
                warnings.append(.valueNotANumber)
            }
        } else {
            errors.append(.noValue)
        }
        if let label, let maximum, !Self.statesScale(label, maximum: maximum) { warnings.append(.scaleNotStated) }
        return errors + warnings
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        if let row = problem.starRow { return explanation(of: row, in: h) }
        let e = h[index]
        let maximum = e.maximumValue
        let (label, value) = labelAndValue(e)
        let phrases = problem.issues.map { issue in
            switch issue {
            case .notAnElement:
                "it is not an accessibility element, so VoiceOver skips it or reads its stars one by one"
            case .noLabel:
                "it has no accessibilityLabel, so VoiceOver does not say what is rated"
            case .valueOutOfRange:
                "its accessibilityValue \(Text.quoted(value!)) is outside 0..." + (maximum.map(Text.format) ?? "∞")
                    + ", so VoiceOver reads a rating that cannot be right"
            case .noValue:
                "it has no accessibilityValue, so VoiceOver does not say the rating"
            case .valueNotANumber:
                "its accessibilityValue \(Text.quoted(value!)) is not a number, so the user cannot tell how good the rating is"
            case .scaleNotStated:
                "its accessibilityLabel \(Text.quoted(label!)) does not state the scale (out of \(Text.format(maximum!)) stars), so \"\(value ?? "4")\" has nothing to compare to"
            }
        }
        let message = "\(e.displayName) is a rating, but " + phrases.joined(separator: "; ") + "."

        // Suggested label and value.
        let givenLabel = label ?? "Average customer rating"
        let suggestedLabel =
            if let maximum, !Self.statesScale(givenLabel, maximum: maximum) {
                "\(givenLabel), out of \(Text.format(maximum)) stars"
            } else {
                givenLabel
            }
        var fixes: [String] = []
        // The same as SwiftUI modifiers on the rating's view.
        var modifiers: [String] = []
        if !e.isAccessibilityElement {
            fixes.append("ratingView.isAccessibilityElement = true")
            modifiers.append(".accessibilityElement(children: .ignore)")
        }
        fixes.append("ratingView.accessibilityLabel = " + Text.swiftLiteral(suggestedLabel))
        modifiers.append(".accessibilityLabel(" + Text.swiftLiteral(suggestedLabel) + ")")
        let range = maximum.map { " (a number between 0 and \(Text.format($0)))" } ?? ""
        if let number = value.flatMap(Text.leadingNumber), number >= 0, maximum.map({ number <= $0 }) ?? true {
            fixes.append("ratingView.accessibilityValue = " + Text.swiftLiteral(Text.format(number)))
            modifiers.append(".accessibilityValue(" + Text.swiftLiteral(Text.format(number)) + ")")
        } else {
            fixes.append("ratingView.accessibilityValue = String(product.averageRating)" + range)
            modifiers.append(".accessibilityValue(String(product.averageRating))")
        }
        let swiftUIFix =
            modifiers.joined() + " on the rating's view (\(e.displayName))"
            + (modifiers.last == ".accessibilityValue(String(product.averageRating))" ? range : "")
        return FindingExplanation(message, fix: fixes.joined(separator: "; "), swiftUIFix: swiftUIFix)
    }

    /// A rating drawn as star images: what VoiceOver reads instead of one rating.
    private static func explanation(of row: StarRow, in h: Hierarchy) -> FindingExplanation {
        let stars = row.stars.map { h[$0] }
        let spoken = stars.filter(\.isAccessibilityElement).map { $0.stopName }
        let shown = row.shownValue.flatMap { h[$0].text ?? h[$0].accessibilityLabel }.map { $0.trimmingSpaces() }
        let read =
            spoken.isEmpty
            ? ", none of them an accessibility element: VoiceOver skips the rating"
            : ": VoiceOver reads \(spoken.count) separate images (\(Text.list(spoken, limit: 3)))"
        let then =
            shown.map { " and then \(Text.quoted($0)) without saying what it rates or out of how many" }
            ?? " and never says the rating or its scale"
        let message =
            "\(stars[0].displayName) and the \(stars.count - 1) images after it draw a rating as star images"
            + "\(read)\(then)."
        let value = shown.flatMap(Text.leadingNumber).map(Text.format)
        let fix =
            "make the stars' container one element: ratingView.isAccessibilityElement = true; "
            + "ratingView.accessibilityLabel = \"Average rating, out of \(stars.count) stars\"; ratingView.accessibilityValue = "
            + (value.map(Text.swiftLiteral) ?? "String(averageRating)")
            + "; and the star images not elements of their own"
        return FindingExplanation(message, fix: fix)
    }
}
