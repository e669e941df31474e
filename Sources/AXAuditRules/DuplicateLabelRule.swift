import AXAuditModel
import AXAuditEngine
/// `duplicate-label`: items of one list or grid that VoiceOver reaches can be told apart.
struct DuplicateLabelRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-label",
        title: "Items in one list do not say the same label",
        severity: .warning,
        confidence: .medium,
        confidenceReason:
            "Two items of one list may really be alike (the same product twice); the rule cannot tell them from a copied label.",
        rationale: """
            In a grid of products every card has a "Buy" button; visually each sits on its card, but \
            VoiceOver's rotor and Voice Control list them as "Buy, Buy, Buy", and a user who lands on one \
            cannot tell which product it buys. The Android Accessibility Test Framework's \
            DuplicateSpeakableTextCheck reports such items. The rule groups the elements VoiceOver reaches by \
            list (their nearest table or collection view, else their parent), role and label (trimmed, \
            case-insensitive) and reports every element of a group after the first in VoiceOver order, \
            suggesting a label that adds the item's title (the first text of its cell or card). Plain \
            static text is left out: a repeated "In stock" is content read in its item's context, not \
            something the user acts on. Elements of different lists are never compared. Labels that are \
            file or asset names, and the images of a star rating, are left to `image-label`, \
            `element-label` and `rating-label-and-value`: one cause, one finding. A stop whose frame lies \
            within (or around) that of the first one saying the same is that element exposed twice (a back \
            button and its chevron), not a second item, and is not reported.
            """,
        guidance: [
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "DuplicateSpeakableTextCheck (\"Item descriptions\")",
                quote: "Item descriptions"),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.4.6 Headings and Labels (Level AA)",
                quote: "Headings and labels describe topic or purpose."),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.4.4 Link Purpose (In Context) (Level A)",
                quote:
                    "The purpose of each link can be determined from the link text alone or from the link text together with its programmatically determined link context"
            ),
        ],
        voiceOverImpact: """
            VoiceOver says "Buy, button" for every card; in the rotor's list of buttons and in Voice Control \
            ("Tap Buy") the user cannot tell which item each one acts on.
            """,
        fix: RuleFix(
            summary: """
                Give each element a label that names its item ("Buy Trail shoes"), or make each cell or card one \
                element with the action as a custom action.
                """,
            uiKit: """
                buyButton.accessibilityLabel = "Buy \\(product.name)"
                """,
            swiftUI: """
                Button("Buy") { buy(product) }
                    .accessibilityLabel("Buy \\(product.name)")
                """),
        examples: [
            .failing(
                "Three \"Buy\" buttons in one grid",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="ProductCell" inherits="UICollectionViewCell UIView" frame="16 0 171 120">
                      <element class="UILabel" frame="24 8 155 20" text="Trail shoes"/>
                      <element id="buy-1" class="UIButton" inherits="UIControl UIView" frame="24 60 80 44" text="Buy"/>
                    </element>
                    <element id="card-2" class="ProductCell" inherits="UICollectionViewCell UIView" frame="203 0 171 120">
                      <element class="UILabel" frame="211 8 155 20" text="Rain jacket"/>
                      <element id="buy-2" class="UIButton" inherits="UIControl UIView" frame="211 60 80 44" text="Buy"/>
                    </element>
                    <element id="card-3" class="ProductCell" inherits="UICollectionViewCell UIView" frame="16 130 171 120">
                      <element class="UILabel" frame="24 138 155 20" text="Headlamp"/>
                      <element id="buy-3" class="UIButton" inherits="UIControl UIView" frame="24 190 80 44" text=" buy "/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("buy-2", .warning), ExpectedFinding("buy-3", .warning)]),
            .passing(
                "Labels that name their item; the same label in two lists; repeated static text",
                """
                <hierarchy version="1" screen="Shop">
                  <element class="UICollectionView" frame="0 0 390 400">
                    <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="16 0 171 120">
                      <element class="UILabel" frame="24 8 155 20" text="In stock"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="24 60 80 44" text="Buy" accessibilityLabel="Buy Trail shoes"/>
                    </element>
                    <element class="ProductCell" inherits="UICollectionViewCell UIView" frame="203 0 171 120">
                      <element class="UILabel" frame="211 8 155 20" text="In stock"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="211 60 80 44" text="Buy" accessibilityLabel="Buy Rain jacket"/>
                    </element>
                  </element>
                  <element class="UITableView" frame="0 400 390 200">
                    <element class="UITableViewCell" frame="0 400 390 60" isAccessibilityElement="true" accessibilityLabel="See all"/>
                  </element>
                  <element class="UITableView" frame="0 600 390 200">
                    <element class="UITableViewCell" frame="0 600 390 60" isAccessibilityElement="true" accessibilityLabel="See all"/>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// The costliest rule: first, so that it does not start when the rest are nearly done and run alone.
    static var workerPriority: Int { 10 }

    /// The stop says the same as the stops before it in its group: `first` (the
    /// first VoiceOver reads) and `others` more, all items of `list`. `title` is
    /// the item's own title, when its cell or card shows one.
    struct Problem: Sendable, Equatable {
        var first: Element.Index
        var others: Int
        var list: Element.Index
        var title: String?
    }

    /// What stops of one list that say the same share: their roles and their
    /// label (trimmed, case-insensitive).
    struct Key: Hashable {
        var roles: Roles
        var label: String
    }

    /// The list whose items the stop at `i` is compared with, if it is one the rule compares.
    private static func list(of i: Element.Index, _ context: AuditContext, stars: Set<Element.Index>)
        -> Element.Index?
    {
        let e = context.hierarchy.elements[Int(i)]
        guard let label = e.spokenLabel, !Text.isBlank(label) else { return nil }
        if e.roles.contains(.text) && !e.isInteractive { return nil }
        // One cause, one finding: asset names are image-label's (images) and
        // element-label's (controls), as are symbol names (tappable images' too, image-label's),
        // star images rating-label-and-value's.
        if (e.roles.contains(.image) || e.isControl) && AssetNames.isAssetName(label, asset: e.image) { return nil }
        if (e.isControl || (e.roles.contains(.image) && e.isInteractive))
            && AssetNames.symbol(namedBy: label, on: e) != nil
        {
            return nil
        }
        if stars.contains(i) { return nil }
        return context.nearestCollection[i] ?? e.parent ?? 0
    }

    /// A stop that says the same as stops before it in its list: the first of
    /// them VoiceOver reads, how many others there are, and the label.
    private struct Duplicate {
        /// Its place in VoiceOver order.
        var position: Int
        var stop: Element.Index
        var first: Element.Index
        var others: Int
        var list: Element.Index
        var label: String
    }

    /// The duplicates in VoiceOver order. Stops of different lists are never
    /// compared: the stops are taken list by list, and grouped within their
    /// list by what they say.
    private static func duplicates(_ context: AuditContext) -> [Duplicate] {
        let elements = context.hierarchy.elements
        let stars = Set(context.starRows().flatMap(\.stars))
        // The compared stops of each list, in VoiceOver order, with their places in it.
        var stopsOfList: [Element.Index: [(position: Int, stop: Element.Index)]] = [:]
        for (position, stop) in context.order.stops.enumerated() {
            guard let list = list(of: stop, context, stars: stars) else { continue }
            stopsOfList[list, default: []].append((position, stop))
        }
        var found: [Duplicate] = []
        for (list, stops) in stopsOfList where stops.count > 1 {
            let groups = Dictionary(grouping: stops) {
                Key(
                    roles: elements[Int($0.stop)].roles,
                    label: Text.normalizedLabel(elements[Int($0.stop)].spokenLabel!))
            }
            for (key, group) in groups where group.count > 1 {
                let first = group[0].stop
                // A stop within the frame of the first one saying the same (or around
                // it) is that one exposed twice, as a bar button and its chevron: not a
                // second item.
                let items = group.dropFirst().filter { !isTwin($0.stop, of: first, elements) }
                for item in items {
                    found.append(
                        Duplicate(
                            position: item.position, stop: item.stop, first: first, others: items.count, list: list,
                            label: key.label))
                }
            }
        }
        found.sort { $0.position < $1.position }
        return found
    }

    /// Whether `stop`'s frame lies within `first`'s, or around it.
    private static func isTwin(_ stop: Element.Index, of first: Element.Index, _ elements: [Element]) -> Bool {
        guard let outer = elements[Int(first)].frame, let inner = elements[Int(stop)].frame else { return false }
        return outer.contains(inner) || inner.contains(outer)
    }

    /// The nearest cell or card around the element at `i`, whose texts give an item's title.
    private static func owner(of i: Element.Index, in elements: [Element]) -> Element.Index? {
        var ancestor = elements[Int(i)].parent
        while let k = ancestor {
            let roles = elements[Int(k)].roles
            if roles.contains(.cell) || roles.contains(.card) { return k }
            ancestor = elements[Int(k)].parent
        }
        return nil
    }

    func check(_ context: AuditContext) -> [Finding] {
        let duplicates = Self.duplicates(context)
        guard !duplicates.isEmpty else { return [] }
        // An item's title is the first text of its nearest cell or card that is
        // not the label. Found for the duplicates alone, not as a table for every element.
        let owners = duplicates.map { Self.owner(of: $0.stop, in: context.hierarchy.elements) }
        let contents = ContentTable(of: Set(owners.compactMap { $0 }).sorted(), context)
        func title(in owner: Element.Index?, besides label: String) -> String? {
            guard let owner else { return nil }
            var title: String?
            contents.forEachText(of: owner) { _, text in
                guard title == nil else { return }
                let trimmed = text.trimmingSpaces()
                if !trimmed.isEmpty && Text.normalizedLabel(trimmed) != label { title = trimmed }
            }
            return title
        }
        return duplicates.indices.map { n in
            let d = duplicates[n]
            let problem = Problem(
                first: d.first, others: d.others, list: d.list, title: title(in: owners[n], besides: d.label))
            return context.finding(Self.self, at: d.stop, problem)
        }
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let label = e.spokenLabel!.trimmingSpaces()
        let others = problem.others == 1 ? "as does 1 other element" : "as do \(problem.others) other elements"
        let message =
            "\(e.displayName) says \(Text.quoted(label)), \(others) of the same \(h[problem.list].className) "
            + "(the first VoiceOver reads is \(h[problem.first].displayName)): "
            + "VoiceOver users cannot tell which item each one is for."
        let name = e.isControl ? "button" : "view"
        let fix =
            problem.title.map { "\(name).accessibilityLabel = " + Text.swiftLiteral(label + " " + $0) }
            ?? "\(name).accessibilityLabel = \(Text.swiftLiteral(label + " <item name>")) (name the item it acts on)"
        return FindingExplanation(message, fix: fix)
    }
}
