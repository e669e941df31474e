import AXAuditModel
import AXAuditEngine
/// `reading-order-container`: an explicit `accessibilityElements` order names every part, once, by a real id.
struct ReadingOrderContainerRule: Rule {
    static let description = RuleDescription(
        id: "reading-order-container",
        title: "Accessibility containers list each of their parts exactly once",
        severity: .error,
        confidence: .high,
        confidenceReason:
            "It checks a container's exported element list against the container's parts, which is exact.",
        rationale: """
            A card can set its own reading order by becoming an accessibility container. Material Components' \
            Cards guidance: "you can make the card an accessibility container by adopting the \
            UIAccessibilityContainer protocol. Grouping and order is controlled by creating as many \
            UIAccessibilityElement elements as needed, and returning them in the desired order." Once a \
            container lists its elements, VoiceOver reads only what it lists: an element left out can never \
            be reached, a listed element that does not exist or is hidden is skipped, and one listed twice is \
            read twice.
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard)",
                section: "Card Accessibility: Accessibility for Single Cards: Reordering elements",
                quote:
                    "To change the order, or group elements together, you can make the card an accessibility container by adopting the UIAccessibilityContainer protocol. Grouping and order is controlled by creating as many UIAccessibilityElement elements as needed, and returning them in the desired order."
            )
        ],
        voiceOverImpact: """
            Parts the container leaves out are unreachable with swipes; names of missing or hidden elements \
            are skipped silently; an element listed twice is read twice.
            """,
        fix: RuleFix(
            summary: """
                List every part the user must reach, once each, in `accessibilityElements`; remove entries for \
                views that are gone or hidden.
                """,
            uiKit: """
                card.accessibilityElements = [buyButton, titleLabel, priceLabel, ratingView]
                """,
            swiftUI: """
                VStack {
                    titleText
                    priceText
                    ratingView
                    buyButton.accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .contain)  // each child once, none hidden
                """),
        examples: [
            .failing(
                "A container that leaves out the price, names a missing view, and names the title twice",
                """
                <hierarchy version="1" screen="Product">
                  <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 200"
                           accessibilityElements="buy title gone title">
                    <element id="title" class="UILabel" frame="24 110 300 20" text="Trail shoes"/>
                    <element id="price" class="UILabel" frame="24 140 300 20" text="$89"/>
                    <element id="buy" class="UIButton" inherits="UIControl UIView" frame="24 240 80 44" text="Buy"/>
                  </element>
                </hierarchy>
                """,
                expect: [
                    ExpectedFinding("card", .error), ExpectedFinding("card", .error), ExpectedFinding("card", .warning),
                ]),
            .passing(
                "A container that lists every part once",
                """
                <hierarchy version="1" screen="Product">
                  <element id="card" class="MDCCard" inherits="UIControl UIView" frame="16 100 358 200"
                           accessibilityElements="buy title price">
                    <element id="title" class="UILabel" frame="24 110 300 20" text="Trail shoes"/>
                    <element id="price" class="UILabel" frame="24 140 300 20" text="$89"/>
                    <element id="buy" class="UIButton" inherits="UIControl UIView" frame="24 240 80 44" text="Buy"/>
                    <element id="badge" class="UILabel" frame="24 170 80 20" text="New" isHidden="true"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    private static func name(_ e: Element) -> String {
        if let id = e.id { return id }
        if let identifier = e.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return e.className
    }

    /// The container's list with what it leaves out added: each part once, in order.
    private static func fix(_ listed: [String], _ omitted: [Element.Index], _ h: Hierarchy) -> String {
        let list = SwiftNames.list(listed + omitted.map { name(h[$0]) })
        return "container.accessibilityElements = " + list.code + " (each part once, in reading order"
            + (list.words.map { "; \($0)" } ?? "") + ")"
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let count = h.elements.count
        let order = context.order
        // Most screens have no such container: the per-element tables are made only for one that has.
        guard let firstList = h.elements.dropFirst().firstIndex(where: { $0.accessibilityElements != nil }) else {
            return []
        }
        let contentCounts = context.table(ReachedElementCounts.self).of
        // Per element: the container that lists it, and the one it is covered in (listed, or
        // below a listed element). A container's marks are never undone, and its walk skips
        // nested blocks: the cost is linear in the lists' total size plus the elements walked.
        var listedBy = ElementMap<Element.Index>(count: count)
        var coveredBy = ElementMap<Element.Index>(count: count)
        var findings: [Finding] = []
        for c in firstList..<count {
            let container = h.elements[c]
            guard let ids = container.accessibilityElements, !container.isAccessibilityElement,
                order.isReached(Element.Index(c))
            else { continue }
            let containerIndex = Element.Index(c)
            var unknown: [String] = [], hiddenIDs: [String] = [], duplicates: [String] = []
            var valid: [String] = []
            var duplicateSeen = Set<String>()
            for id in ids {
                guard let index = h.indexByID[id], h.isDescendant(index, of: containerIndex) else {
                    unknown.append(id)
                    continue
                }
                if listedBy[index] == containerIndex {
                    if duplicateSeen.insert(id).inserted { duplicates.append(id) }
                    continue
                }
                listedBy[index] = containerIndex
                if order.hidden[Int(index)] { hiddenIDs.append(id) } else { valid.append(id) }
            }
            // Walk the subtree: covered = listed or below a listed element. Nested elements and
            // nested containers are judged as a whole; their insides are their own business.
            var omitted: [Element.Index] = []
            var j = c + 1
            let end = Int(container.subtreeEnd)
            while j < end {
                let e = h.elements[j]
                if order.hidden[j] {
                    j = Int(e.subtreeEnd)
                    continue
                }
                let parent = e.parent!
                let isCovered =
                    listedBy[Element.Index(j)] == containerIndex
                    || (parent != containerIndex && coveredBy[parent] == containerIndex)
                if isCovered { coveredBy[Element.Index(j)] = containerIndex }
                let isBlock = e.isAccessibilityElement || e.accessibilityElements != nil
                if isBlock {
                    if !isCovered && (e.isAccessibilityElement || contentCounts[j] > 0) {
                        omitted.append(Element.Index(j))
                    }
                    j = Int(e.subtreeEnd)
                } else {
                    j += 1
                }
            }

            let index = Element.Index(c)
            if !omitted.isEmpty {
                findings.append(context.finding(Self.self, at: index, Problem(.omits, valid: valid, omitted: omitted)))
            }
            if !unknown.isEmpty || !hiddenIDs.isEmpty {
                findings.append(
                    context.finding(
                        Self.self, at: index,
                        Problem(.namesMissing(unknown: unknown, hidden: hiddenIDs), valid: valid, omitted: omitted)))
            }
            if !duplicates.isEmpty {
                findings.append(
                    context.finding(
                        Self.self, at: index, severity: .warning,
                        Problem(.namesTwice(duplicates), valid: valid, omitted: omitted)))
            }
        }
        return findings
    }

    /// What is wrong with the container's list, and what the fix's list is made of:
    /// the ids it rightly names and the parts it leaves out.
    struct Problem: Sendable, Equatable {
        enum Kind: Equatable {
            /// It leaves out parts (`omitted`).
            case omits
            /// It names ids of no element inside it, or of hidden ones.
            case namesMissing(unknown: [String], hidden: [String])
            /// It names these ids more than once.
            case namesTwice([String])
        }

        var kind: Kind
        var valid: [String]
        var omitted: [Element.Index]

        init(_ kind: Kind, valid: [String], omitted: [Element.Index]) {
            self.kind = kind
            self.valid = valid
            self.omitted = omitted
        }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let message: String
        switch problem.kind {
        case .omits:
            let omitted = problem.omitted
            message =
                "\(h[index].displayName) lists its accessibilityElements but leaves out "
                + Text.list(omitted.map { h[$0].displayName }, limit: 5) + ": VoiceOver can never reach "
                + (omitted.count == 1 ? "it." : "them.")
        case .namesMissing(let unknown, let hidden):
            var parts: [String] = []
            if !unknown.isEmpty {
                parts.append(
                    "names " + Text.list(unknown.map { "\"\($0)\"" }, limit: 5)
                        + (unknown.count == 1
                            ? ", which is not an element inside it" : ", which are not elements inside it"))
            }
            if !hidden.isEmpty {
                parts.append("names hidden " + Text.list(hidden.map { "\"\($0)\"" }, limit: 5))
            }
            message =
                "\(h[index].displayName)'s accessibilityElements " + parts.joined(separator: " and ")
                + ": VoiceOver skips these entries, so the order is not the one the code intends."
        case .namesTwice(let duplicates):
            message =
                "\(h[index].displayName)'s accessibilityElements names "
                + (duplicates.count == 1
                    ? "\"\(duplicates[0])\" more than once: VoiceOver reads it again."
                    : "\(duplicates.count) ids more than once ("
                        + Text.list(duplicates.map { "\"\($0)\"" }, limit: 5) + "): VoiceOver reads them again.")
        }
        return FindingExplanation(message, fix: fix(problem.valid, problem.omitted, h))
    }
}
