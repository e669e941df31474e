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
        let collection = context.nearestCollection[Int(i)]
        return collection >= 0 ? collection : (e.parent ?? 0)
    }

    /// Keys as they come, each with the position of the first key equal to it:
    /// a group's first member is where its members point. One lookup a key: the
    /// table keeps each key's latest position, which the next equal key takes over.
    struct Groups<K: Hashable> {
        private var latest: [K: Int] = [:]
        /// For each key added, the position of the first key equal to it.
        private(set) var first: [Int] = []

        /// Forgets the keys, keeping the storage, with room for `capacity` new ones.
        mutating func removeAll(reservingCapacity capacity: Int) {
            latest.removeAll(keepingCapacity: true)
            latest.reserveCapacity(capacity)
            first.removeAll(keepingCapacity: true)
        }

        /// Adds the next key; returns the position of the first key equal to it (its own when none was before).
        mutating func add(_ key: K) -> Int {
            let n = first.count
            let found = latest.updateValue(n, forKey: key).map { first[$0] } ?? n
            first.append(found)
            return found
        }
    }

    /// A stop that says the same as stops before it in its list: the first of
    /// them VoiceOver reads, how many others there are, and the label.
    private struct Duplicate {
        /// Its place among the compared stops, in VoiceOver order.
        var position: Int
        var stop: Element.Index
        var first: Element.Index
        var others: Int
        var list: Element.Index
        var label: String
    }

    /// The duplicates in VoiceOver order. Stops of different lists are never
    /// compared, so the stops are taken list by list (VoiceOver order kept within
    /// each), and only one list's labels are held at a time: on a large screen
    /// most labels are no one's duplicate.
    private static func duplicates(_ context: AuditContext) -> [Duplicate] {
        let stars = Set(context.starRows().flatMap(\.stars))
        var stops: [Element.Index] = []
        var lists: [Element.Index] = []
        for stop in context.order.stops {
            guard let list = list(of: stop, context, stars: stars) else { continue }
            stops.append(stop)
            lists.append(list)
        }
        // The compared stops' positions by list (a counting sort): list `l`'s are
        // `byList[start[l] ..< start[l + 1]]`.
        let elements = context.hierarchy.elements
        var start = [Int32](repeating: 0, count: elements.count + 1)
        for list in lists { start[Int(list) + 1] += 1 }
        for l in elements.indices { start[l + 1] += start[l] }
        var byList = [Int32](repeating: 0, count: stops.count)
        var next = Array(start.dropLast())
        for (n, list) in lists.enumerated() {
            byList[Int(next[Int(list)])] = Int32(n)
            next[Int(list)] += 1
        }
        var found: [Duplicate] = []
        // One list's tables, emptied for the next: most lists are short, and new
        // tables for each would cost more than the work on them.
        var groups = Groups<Key>()
        var labels: [String] = []
        var twin: [Bool] = []
        var size: [Int] = []
        for list in elements.indices where start[list + 1] - start[list] > 1 {
            let base = Int(start[list])
            let count = Int(start[list + 1]) - base
            // The stop at the list's `k`th compared position.
            func stop(_ k: Int) -> Element.Index { stops[Int(byList[base + k])] }
            groups.removeAll(reservingCapacity: count)
            labels.removeAll(keepingCapacity: true)
            for k in 0..<count {
                let i = Int(stop(k))
                let label = Text.normalizedLabel(elements[i].spokenLabel!)
                let first = groups.add(Key(roles: elements[i].roles, label: label))
                // The group's own label: this one's copy goes.
                labels.append(first == k ? label : labels[first])
            }
            let first = groups.first
            // A stop within the frame of the first one saying the same (or around
            // it) is that one exposed twice, as a bar button and its chevron: not a
            // second item.
            twin.removeAll(keepingCapacity: true)
            for k in 0..<count {
                guard first[k] != k, let outer = elements[Int(stop(first[k]))].frame,
                    let inner = elements[Int(stop(k))].frame
                else {
                    twin.append(false)
                    continue
                }
                twin.append(outer.contains(inner) || inner.contains(outer))
            }
            size.removeAll(keepingCapacity: true)
            size.append(contentsOf: repeatElement(0, count: count))
            for k in 0..<count where !twin[k] { size[first[k]] += 1 }
            for k in 0..<count where first[k] != k && !twin[k] {
                found.append(
                    Duplicate(
                        position: Int(byList[base + k]), stop: stop(k), first: stop(first[k]),
                        others: size[first[k]] - 1, list: Element.Index(list), label: labels[k]))
            }
        }
        found.sort { $0.position < $1.position }
        return found
    }

    /// The nearest cell or card around the element at `i`, whose texts give an item's title; -1 if none.
    private static func owner(of i: Element.Index, in elements: [Element]) -> Element.Index {
        var ancestor = elements[Int(i)].parent
        while let k = ancestor {
            let roles = elements[Int(k)].roles
            if roles.contains(.cell) || roles.contains(.card) { return k }
            ancestor = elements[Int(k)].parent
        }
        return -1
    }

    func check(_ context: AuditContext) -> [Finding] {
        let duplicates = Self.duplicates(context)
        guard !duplicates.isEmpty else { return [] }
        // An item's title is the first text of its nearest cell or card that is
        // not the label. Found for the duplicates alone, not as a table for every element.
        let owners = duplicates.map { Self.owner(of: $0.stop, in: context.hierarchy.elements) }
        let contents = ContentTable(of: Set(owners).filter { $0 >= 0 }.sorted(), context)
        func title(in owner: Element.Index, besides label: String) -> String? {
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
        var message = e.displayName
        message += " says "
        message += Text.quoted(label)
        message += problem.others == 1 ? ", as does 1 other element" : ", as do \(problem.others) other elements"
        message += " of the same "
        message += h[problem.list].className
        message += " (the first VoiceOver reads is "
        message += h[problem.first].displayName
        message += "): VoiceOver users cannot tell which item each one is for."
        let name = e.isControl ? "button" : "view"
        let fix =
            problem.title.map { "\(name).accessibilityLabel = " + Text.swiftLiteral(label + " " + $0) }
            ?? "\(name).accessibilityLabel = \(Text.swiftLiteral(label + " <item name>")) (name the item it acts on)"
        return FindingExplanation(message, fix: fix)
    }
}
