import AXAuditModel
import AXAuditEngine
/// `duplicate-label`: items of one list or grid that VoiceOver reaches can be told apart.
package struct DuplicateLabelRule: Rule {
    package static let description = RuleDescription(
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

    package init() {}

    /// The groups' phrases, one table shared by the findings that use them.
    private final class GroupPhrases: Sendable {
        let list: [String]
        init(_ list: [String]) { self.list = list }
    }

    private struct Key: Equatable {
        var list: Int32
        var roles: UInt8
        var label: String
    }

    /// The list, roles and spoken label of the element at `i`, if it is one the rule
    /// compares: what its key (`key`) and the key's hash (`keyHash`) are made of.
    private static func compared(_ i: Int, _ elements: UnsafeBufferPointer<Element>,
                                 _ collection: [Int32]) -> (list: Int32, roles: UInt8, label: String)? {
        guard let label = elements[i].spokenLabel, !RuleSupport.isBlank(label) else { return nil }
        if elements[i].roles.contains(.text) && !RuleSupport.isInteractive(elements[i]) { return nil }
        let list = collection[i] >= 0 ? collection[i] : (elements[i].parent ?? 0)
        return (list, elements[i].roles.rawValue, label)
    }

    /// The group of the element at `i`, if it is one the rule compares: its list, role and label.
    private static func key(of i: Int, _ elements: UnsafeBufferPointer<Element>, _ collection: [Int32]) -> Key? {
        compared(i, elements, collection).map { Key(list: $0.list, roles: $0.roles, label: RuleSupport.normalizedLabel($0.label)) }
    }

    /// The hash of the key of the element at `i` (see `key(of:_:_:)`), if it has
    /// one, taken from the label's bytes: an ASCII label is trimmed and lowered as
    /// it is hashed, with no normalized copy made (a String for every label of a
    /// screen, and the standard library's hashing of it, were most of the rule).
    /// Any other label is normalized first. Equal keys hash equally either way:
    /// both hash the UTF-8 bytes of the normalized label.
    private static func keyHash(of i: Int, _ elements: UnsafeBufferPointer<Element>, _ collection: [Int32]) -> UInt64? {
        guard let (list, roles, label) = compared(i, elements, collection) else { return nil }
        // FNV-1a.
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { h = (h ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(UInt32(bitPattern: list)))
        mix(UInt64(roles))
        let ascii = label.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            // ASCII white space as Unicode has it: tab, line feed, vertical tab, form feed, CR, space.
            func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
            var start = 0, end = bytes.count
            while start < end && isSpace(bytes[start]) { start += 1 }
            while end > start && isSpace(bytes[end - 1]) { end -= 1 }
            for k in start..<end {
                let b = bytes[k]
                mix(UInt64(b &- 0x41 < 26 ? b | 0x20 : b))
            }
            return true
        }
        if ascii != true {
            var normalized = RuleSupport.normalizedLabel(label)
            normalized.withUTF8 { for b in $0 { mix(UInt64(b)) } }
        }
        return h ^ (h >> 29)
    }

    /// The groups of a run of stops whose keys share a hash, in VoiceOver order:
    /// one per key (one, unless two keys' hashes collide), each with its stops in order.
    static func groups<K: Equatable>(of run: [(stop: Element.Index, key: K)]) -> [(key: K, stops: [Element.Index])] {
        var groups: [(key: K, stops: [Element.Index])] = []
        for (stop, key) in run {
            if let n = groups.firstIndex(where: { $0.key == key }) {
                groups[n].stops.append(stop)
            } else {
                groups.append((key, [stop]))
            }
        }
        return groups
    }

    package func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let collection = context.nearestCollection
        // The groups with duplicates (first stop in VoiceOver order, size, key) and
        // each duplicate with its group's number.
        var duplicated: [(first: Element.Index, count: Int32, key: Key)] = []
        var duplicates: [(index: Element.Index, group: Int32)] = []
        // Through a buffer pointer, each element is read in place, not copied.
        h.elements.withUnsafeBufferPointer { elements in
            // The stops the rule compares, by the hash of their key and then VoiceOver
            // order: equal keys come together, first stop first. (A table keyed by the
            // keys held every label at once: 20 MB of the 100 MB file's peak.)
            let stops = context.order.stops
            var candidates: [(hash: UInt64, position: Int32)] = []
            candidates.reserveCapacity(stops.count)
            for (position, stop) in stops.enumerated() {
                guard let hash = Self.keyHash(of: Int(stop), elements, collection) else { continue }
                candidates.append((hash, Int32(position)))
            }
            candidates.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.position < $1.position }
            // A run of one hash is one group, unless two keys share the hash: then the
            // run's stops are sorted out by key (a run has one key or a few).
            var start = 0
            while start < candidates.count {
                var end = start + 1
                while end < candidates.count && candidates[end].hash == candidates[start].hash { end += 1 }
                if end - start > 1 {
                    let run = candidates[start..<end].map { candidate in
                        let stop = stops[Int(candidate.position)]
                        return (stop: stop, key: Self.key(of: Int(stop), elements, collection)!)
                    }
                    for (key, members) in Self.groups(of: run) where members.count > 1 {
                        let number = Int32(duplicated.count)
                        duplicated.append((members[0], Int32(members.count), key))
                        for stop in members.dropFirst() { duplicates.append((stop, number)) }
                    }
                }
                start = end
            }
        }
        guard !duplicates.isEmpty else { return [] }
        // Nearest cell or card per element: where the item's title is.
        var owner = [Int32](repeating: -1, count: h.elements.count)
        h.elements.withUnsafeBufferPointer { elements in
            for i in 1..<max(elements.count, 1) {
                guard let p = elements[i].parent.map(Int.init) else { continue }
                let roles = elements[p].roles
                owner[i] = (roles.contains(.cell) || roles.contains(.card)) ? Int32(p) : owner[p]
            }
        }
        let found = duplicates.map { (index: $0.index, group: $0.group, owner: owner[Int($0.index)]) }
        owner = []
        duplicates = []
        var owners: [Element.Index] = []
        for d in found where d.owner >= 0 { owners.append(d.owner) }
        owners = Array(Set(owners)).sorted()
        let contents = RuleSupport.content(of: owners, context)
        // The part of the message about the group, the same for each of its duplicates
        // (in a list of twenty "Buy" buttons, nineteen findings name the first one),
        // kept for the findings' text.
        let phrases = GroupPhrases(duplicated.map { group in
            let others = group.count - 1
            var phrase = others == 1 ? "does 1 other element" : "do \(others) other elements"
            phrase += " of the same "; phrase += h[group.key.list].className
            phrase += " (the first VoiceOver reads is "; phrase += h[group.first].displayName; phrase += "): "
            return phrase
        })
        var findings: [Finding] = []
        findings.reserveCapacity(found.count)
        for (index, number, o) in found {
            let key = duplicated[Int(number)].key
            var title: String?
            if o >= 0 {
                contents.forEachText(of: o) { _, text in
                    guard title == nil else { return }
                    let trimmed = text.trimmingSpaces()
                    if !trimmed.isEmpty && RuleSupport.normalizedLabel(trimmed) != key.label { title = trimmed }
                }
            }
            findings.append(context.finding(Self.description, at: index) { [title] h in
                let e = h[index]
                let label = e.spokenLabel!.trimmingSpaces()
                let quotedLabel = RuleSupport.quoted(label)
                let groupPhrase = phrases.list[Int(number)]
                var message = e.displayName
                message.reserveCapacity(message.utf8.count + 6 + quotedLabel.utf8.count + 5 + groupPhrase.utf8.count + 55)
                message += " says "; message += quotedLabel; message += ", as "
                message += groupPhrase; message += "VoiceOver users cannot tell which item each one is for."
                let name = RuleSupport.isControl(e) ? "button" : "view"
                let suggestion = title.map { "\(name).accessibilityLabel = " + RuleSupport.swiftLiteral(label + " " + $0) }
                    ?? "\(name).accessibilityLabel = \(RuleSupport.swiftLiteral(label + " <item name>")) (name the item it acts on)"
                return (message, suggestion)
            })
        }
        return findings
    }
}
