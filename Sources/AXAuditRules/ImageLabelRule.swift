import AXAuditModel
import AXAuditEngine
/// `image-label`: an image VoiceOver reaches describes its content.
struct ImageLabelRule: Rule {
    static let description = RuleDescription(
        id: "image-label",
        title: "Images VoiceOver reaches have a descriptive label",
        severity: .error,
        confidence: .high,
        confidenceReason:
            "An image VoiceOver reaches without a label is always a problem; telling a file name from a description reads words, which can err.",
        rationale: """
            An image that is an accessibility element is a stop of its own; it must say what it shows. \
            Material Components' Cards guidance asks for images "that have additional context beyond text \
            that is already presented on the card" to get an accessibilityLabel "describing their content" \
            ("Event or scene description"). A label that is the asset or file name (`IMG_2041.jpg`, \
            `icon_star`, `hero-image@2x`) describes nothing; a label that repeats the trait ("image of", \
            "picture", "photo") is read after VoiceOver already says "image". An image that acts as a \
            control (the `button` trait: SwiftUI's `Image(systemName:)` with a tap gesture) labelled with \
            its SF Symbol's spoken name ("Arrow Down Circle") says what it shows, not what it does.
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard)",
                section: "Card Accessibility: Accessibility for Single Cards: Images",
                quote:
                    "Images that have additional context beyond text that is already presented on the card. For example, news article images can benefit from an accessibilityLabel describing their content."
            ),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard)",
                section: "Card Accessibility: Accessibility for Single Cards: Images",
                quote:
                    "articleImageView.isAccessibilityElement = true\narticleImageView.accessibilityLabel = \"Event or scene description\""
            ),
        ],
        voiceOverImpact: """
            With no label VoiceOver says only "image" (or the file name iOS guesses); with a file-name label \
            it spells out "I M G underscore 2041 dot j p g"; with "photo of…" it says "image, photo of…".
            """,
        fix: RuleFix(
            summary: """
                Set `accessibilityLabel` to a short description of what the image shows, without the words \
                "image" or "photo" (the image trait says that). If the image adds nothing to the text next to \
                it, set `isAccessibilityElement` to false instead.
                """,
            uiKit: """
                articleImageView.isAccessibilityElement = true
                articleImageView.accessibilityLabel = "Hikers on a ridge at sunrise"
                """,
            swiftUI: """
                Image("article")
                    .accessibilityLabel("Hikers on a ridge at sunrise")
                Image(decorative: "divider")  // an image that adds nothing to the text beside it
                """),
        examples: [
            .failing(
                "Images with no label, a file-name label and a label repeating the trait",
                """
                <hierarchy version="1" screen="Article">
                  <element id="hero" class="UIImageView" frame="0 0 390 200" image="hero" isAccessibilityElement="true"/>
                  <element id="thumb" class="UIImageView" frame="0 210 80 80" image="thumb_01" isAccessibilityElement="true" accessibilityLabel="IMG_2041.jpg"/>
                  <element id="author" class="UIImageView" frame="0 300 40 40" isAccessibilityElement="true" accessibilityLabel="Photo of the author"/>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("hero", .error), ExpectedFinding("thumb", .warning),
                    ExpectedFinding("author", .info),
                ]),
            .passing(
                "An image with a descriptive label, and a decorative image that is not an element",
                """
                <hierarchy version="1" screen="Article">
                  <element id="author" class="UIImageView" frame="0 0 40 40" image="author_portrait" isAccessibilityElement="true"
                           accessibilityLabel="Portrait of the author"/>
                  <element id="divider" class="UIImageView" frame="0 50 390 2" image="divider"/>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 2 }

    static let traitWords: Set<String> = [
        "image", "images", "picture", "pictures", "photo", "photos", "photograph", "pic",
    ]

    /// "Image of a dog", "Profile picture", "photo". The label's words are
    /// compared as bytes, without a String made of each.
    static func repeatsTrait(_ label: String) -> String? {
        var found: String?
        _ = Words(label).allWords { word in
            found = traitWords.first { $0.utf8.elementsEqual(word) }
            return found == nil
        }
        return found
    }

    enum Problem: Sendable, Equatable {
        /// No `accessibilityLabel` at all.
        case noLabel
        /// The label is a file or asset name.
        case fileName
        /// A tappable image's label is the spoken name of its SF Symbol.
        case symbolName(String)
        /// The label says the trait's word (`word`, lowercased), which VoiceOver says too.
        case repeatsTrait(word: String)
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        var findings: [Finding] = []
        // A row of star images is one rating: rating-label-and-value reports it.
        let stars = Set(context.starRows().flatMap(\.stars))
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.image) {
            let e = h.elements[i]
            guard e.isAccessibilityElement, context.order.isReached(Element.Index(i)),
                !stars.contains(Element.Index(i))
            else { continue }
            let index = Element.Index(i)
            guard let label = e.accessibilityLabel, !Text.isBlank(label) else {
                findings.append(context.finding(Self.self, at: index, .noLabel))
                continue
            }
            if AssetNames.isAssetName(label, asset: e.image) {
                findings.append(context.finding(Self.self, at: index, severity: .warning, .fileName))
            } else if e.isInteractive, let symbol = AssetNames.symbol(namedBy: label, on: e) {
                // A tappable SF Symbol (SwiftUI's Image(systemName:) with a tap gesture) is a control.
                findings.append(context.finding(Self.self, at: index, severity: .warning, .symbolName(symbol)))
            } else if let word = Self.repeatsTrait(label) {
                findings.append(context.finding(Self.self, at: index, severity: .info, .repeatsTrait(word: word)))
            }
        }
        return findings
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        switch problem {
        case .noLabel:
            let message =
                "\(e.displayName) is an image VoiceOver stops on, but it has no accessibilityLabel: "
                + "VoiceOver says only \"image\""
                + (e.image.map { " (or guesses from the asset name \"\($0)\")" } ?? "") + "."
            return FindingExplanation(
                message,
                fix:
                    "imageView.accessibilityLabel = \"<what the image shows>\", or imageView.isAccessibilityElement = false if it is decorative",
                swiftUIFix:
                    ".accessibilityLabel(\"<what the image shows>\") on the Image (\(e.displayName)), "
                    + "or Image(decorative:) if it is decorative")
        case .fileName:
            let label = e.accessibilityLabel!
            let message =
                "\(e.displayName): the accessibilityLabel \(Text.quoted(label)) is "
                + (e.image.map { $0.lowercased() == label.trimmingSpaces().lowercased() } == true
                    ? "the image's asset name" : "a file or asset name")
                + ": VoiceOver spells it out instead of describing the image."
            return FindingExplanation(
                message,
                fix:
                    "imageView.accessibilityLabel = \"<what the image shows>\" (describe the content, not the file)",
                swiftUIFix:
                    ".accessibilityLabel(\"<what the image shows>\") on the Image (\(e.displayName)); "
                    + "Image(_:) reads its asset name when it has no label")
        case .symbolName(let symbol):
            let label = e.accessibilityLabel!
            return FindingExplanation(
                "\(e.displayName): the accessibilityLabel \(Text.quoted(label)) is the name of its SF Symbol \(symbol), "
                    + "but the image acts as a control: the user hears what it shows, not what it does.",
                fix:
                    "image.accessibilityLabel = \"<what it does>\" (in SwiftUI, .accessibilityLabel(\"<what it does>\"), "
                    + "or a Button with Label(\"<what it does>\", systemImage: " + Text.swiftLiteral(symbol) + "))")
        case .repeatsTrait(let word):
            let label = e.accessibilityLabel!
            var words = Text.words(label)
            // Drop the trait word and a following "of": "Photo of the author" → "the author".
            if let k = words.firstIndex(of: word) {
                words.remove(at: k)
                if k < words.count, words[k] == "of" { words.remove(at: k) }
            }
            let message =
                "\(e.displayName): the accessibilityLabel \(Text.quoted(label)) repeats the image trait "
                + "(\"\(word)\"): VoiceOver already says \"image\", so the user hears it twice."
            let rest = words.joined(separator: " ")
            let fix =
                words.isEmpty
                ? "Describe only the content"
                : "Describe only the content: imageView.accessibilityLabel = "
                    + Text.swiftLiteral(rest.prefix(1).uppercased() + rest.dropFirst())
            return FindingExplanation(message, fix: fix)
        }
    }
}
