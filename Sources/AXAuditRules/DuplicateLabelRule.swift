import AXAuditModel
import AXAuditEngine
/// `duplicate-label`: items of one list or grid that VoiceOver reaches can be told apart.
struct DuplicateLabelRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-label",
        title: "Items in one list do not say the same label",
        severity: .warning,
        rationale: """
        In a grid of products every card has a "Buy" button; visually each sits on its card, but \
        VoiceOver's rotor and Voice Control list them as "Buy, Buy, Buy", and a user who lands on one \
        cannot tell which product it buys. The Android Accessibility Test Framework's \
        DuplicateSpeakableTextCheck reports such items. The rule groups the elements VoiceOver reaches by \
        list (their nearest table or collection view, else their parent), role and label (trimmed, \
        case-insensitive) and reports every element of a group after the first in VoiceOver order, \
        suggesting a label that adds the item's title (the first text of its cell or card). Plain \
        static text is left out: a repeated "In stock" is content read in its item's context, not \
        something the user acts on. Elements of different lists are never compared.
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
                quote: "The purpose of each link can be determined from the link text alone or from the link text together with its programmatically determined link context"),
        ],
        voiceOverImpact: """
        VoiceOver says "Buy, button" for every card; in the rotor's list of buttons and in Voice Control \
        ("Tap Buy") the user cannot tell which item each one acts on.
        """,
        fix: """
        Give each element a label that names its item ("Buy Trail shoes"), or make each cell or card one \
        element with the action as a custom action.
        """,
        fixCode: """
        buyButton.accessibilityLabel = "Buy \\(product.name)"
        """,
        examples: [
            .failing("Three \"Buy\" buttons in one grid", """
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
            .passing("Labels that name their item; the same label in two lists; repeated static text", """
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

    /// What stops of one group share: their list, their roles and their label
    /// (trimmed, case-insensitive).
    struct Key: Hashable {
        var list: Element.Index
        var roles: UInt8
        var label: String
    }

    /// The group of the stop at `i`, if it is one the rule compares.
    private static func key(of i: Element.Index, _ context: AuditContext) -> Key? {
        let e = context.hierarchy[i]
        guard let label = e.spokenLabel, !RuleSupport.isBlank(label) else { return nil }
        if e.roles.contains(.text) && !RuleSupport.isInteractive(e) { return nil }
        let collection = context.nearestCollection[Int(i)]
        return Key(list: collection >= 0 ? collection : (e.parent ?? 0), roles: e.roles.rawValue,
                   label: RuleSupport.normalizedLabel(label))
    }

    /// The stops grouped by key: groups in the order of their first stop, each
    /// with its stops in order.
    static func groups<K: Hashable>(of stops: [(stop: Element.Index, key: K)]) -> [(key: K, stops: [Element.Index])] {
        var groups: [K: (first: Int, stops: [Element.Index])] = [:]
        groups.reserveCapacity(stops.count)
        for (position, (stop, key)) in stops.enumerated() {
            groups[key, default: (position, [])].stops.append(stop)
        }
        return groups.sorted { $0.value.first < $1.value.first }.map { ($0.key, $0.value.stops) }
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let keyed = context.order.stops.compactMap { stop in Self.key(of: stop, context).map { (stop: stop, key: $0) } }
        let duplicated = Self.groups(of: keyed).filter { $0.stops.count > 1 }
        guard !duplicated.isEmpty else { return [] }
        // An item's title is the first text of its cell or card (the stop's nearest one).
        var owner = [Int32](repeating: -1, count: h.elements.count)
        for i in h.elements.indices.dropFirst() {
            guard let p = h.elements[i].parent.map(Int.init) else { continue }
            let roles = h.elements[p].roles
            owner[i] = (roles.contains(.cell) || roles.contains(.card)) ? Int32(p) : owner[p]
        }
        let owners = Set(duplicated.flatMap { $0.stops.dropFirst().map { owner[Int($0)] } }).filter { $0 >= 0 }
        let contents = RuleSupport.content(of: owners.sorted(), context)
        var findings: [Finding] = []
        for (key, stops) in duplicated {
            for stop in stops.dropFirst() {
                var title: String?
                if owner[Int(stop)] >= 0 {
                    contents.forEachText(of: owner[Int(stop)]) { _, text in
                        guard title == nil else { return }
                        let trimmed = text.trimmingSpaces()
                        if !trimmed.isEmpty && RuleSupport.normalizedLabel(trimmed) != key.label { title = trimmed }
                    }
                }
                let problem = Problem(first: stops[0], others: stops.count - 1, list: key.list, title: title)
                findings.append(context.finding(Self.self, at: stop, problem))
            }
        }
        return findings
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let label = e.spokenLabel!.trimmingSpaces()
        let others = problem.others == 1 ? "does 1 other element" : "do \(problem.others) other elements"
        let message = "\(e.displayName) says \(RuleSupport.quoted(label)), as \(others) of the same \(h[problem.list].className) "
            + "(the first VoiceOver reads is \(h[problem.first].displayName)): "
            + "VoiceOver users cannot tell which item each one is for."
        let name = RuleSupport.isControl(e) ? "button" : "view"
        let suggestion = problem.title.map { "\(name).accessibilityLabel = " + RuleSupport.swiftLiteral(label + " " + $0) }
            ?? "\(name).accessibilityLabel = \(RuleSupport.swiftLiteral(label + " <item name>")) (name the item it acts on)"
        return FindingExplanation(message, suggestion: suggestion)
    }
}
