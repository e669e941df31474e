import AXAuditModel
import AXAuditEngine
/// `cell-hidden-control`: a control inside a cell or card that is one element stays usable.
struct CellHiddenControlRule: Rule {
    static let description = RuleDescription(
        id: "cell-hidden-control",
        title: "Controls inside an element cell or card stay reachable",
        severity: .error,
        confidence: .high,
        confidenceReason:
            "A control inside an element cell is unreachable unless the cell takes it over; the rule reads custom actions, traits and values, and can only miss a custom action that names its control differently.",
        rationale: """
            Making a cell one accessibility element ("cell.isAccessibilityElement = true") stops VoiceOver \
            from entering it, so a switch, button or slider inside (the `ListTableViewCell` control view of \
            "Section C can be configured with any kind of UIView") can no longer be focused or activated. The \
            cell must take the control over: as an `accessibilityCustomActions` entry, or through its own \
            traits (`button`, `adjustable`) and value (a switch's "On"/"Off"). A cell whose value is that of \
            its only switch is UIKit's switch row (a switch as the accessory view): VoiceOver reads \
            "Auto-Correction, switch, off" and a double tap toggles it, so it is not reported. The finding \
            is the cell's or card's, the stop VoiceOver reaches and where the fix goes, and names each control \
            it leaves out: a view inside an accessibility element gets no finding of its own.
            """,
        guidance: [
            GuidanceCitation(
                source: "ListTableViewCell Lists guide",
                section: "ListContentViewCell anatomy: Section C; Control Customization",
                quote:
                    "Section C can be configured with any kind of UIView. […] cell.listContentViewCell.controlView = myCustomControlView"
            ),
            GuidanceCitation(
                source: "Material Components iOS, Cards README (MDCCard, MDCCardCollectionCell)",
                section: "Card Accessibility: Accessibility for Cards in a Collection",
                quote:
                    "Cards are a container element and setting isAccessibiltyElement for a container turns off individually selecting its subelements."
            ),
            GuidanceCitation(
                source: "Material Components iOS, List README",
                section: "Accessibility: Setting -isAccessibilityElement",
                quote:
                    "It is generally recommended to set UICollectionViewCells (and UITableViewCells) as accessibilityElements."
            ),
        ],
        voiceOverImpact: """
            VoiceOver reads the cell as one stop and never focuses the control inside it: the user cannot \
            toggle the switch, press the button or adjust the slider, and does not hear its state.
            """,
        fix: RuleFix(
            summary: """
                Expose the control on the cell: add an `accessibilityCustomActions` entry that performs it, or \
                give the cell the `button` or `adjustable` trait and an `accessibilityValue` with the control's state.
                """,
            uiKit: """
                cell.accessibilityCustomActions = [
                    UIAccessibilityCustomAction(name: "Notifications") { _ in
                        toggle.setOn(!toggle.isOn, animated: true); return true
                    }
                ]
                // or, for a switch that the whole row toggles:
                cell.accessibilityTraits.insert(.button)
                cell.accessibilityValue = toggle.isOn ? "On" : "Off"
                """,
            swiftUI: """
                HStack {
                    Text("Notifications")
                    Spacer()
                    Toggle("", isOn: $notificationsOn).labelsHidden()
                }
                .accessibilityRepresentation {
                    Toggle("Notifications", isOn: $notificationsOn)
                }
                // or simply: Toggle("Notifications", isOn: $notificationsOn)
                """),
        examples: [
            .failing(
                "A list row that is one element with a switch it does not expose",
                """
                <hierarchy version="1" screen="Settings">
                  <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 0 390 844">
                    <element id="row" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 0 390 64"
                             isAccessibilityElement="true" accessibilityLabel="Notifications">
                      <element class="UILabel" frame="16 12 280 20" text="Notifications"/>
                      <element id="toggle" class="UISwitch" inherits="UIControl UIView" frame="320 16 51 31" accessibilityValue="1"/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("row", .error)]),
            .passing(
                "The row exposes the switch through its traits and value, another through a custom action",
                """
                <hierarchy version="1" screen="Settings">
                  <element class="ListTableView" inherits="UITableView UIScrollView UIView" frame="0 0 390 844">
                    <element id="row" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 0 390 64"
                             isAccessibilityElement="true" accessibilityLabel="Notifications" accessibilityTraits="button" accessibilityValue="On">
                      <element class="UILabel" frame="16 12 280 20" text="Notifications"/>
                      <element id="toggle" class="UISwitch" inherits="UIControl UIView" frame="320 16 51 31"/>
                    </element>
                    <element id="row-2" class="ListTableViewCell" inherits="UITableViewCell UIView" frame="0 64 390 64"
                             isAccessibilityElement="true" accessibilityLabel="Ada Lovelace">
                      <element class="UILabel" frame="16 76 280 20" text="Ada Lovelace"/>
                      <element id="follow" class="UIButton" inherits="UIControl UIView" frame="300 76 80 44" text="Follow"/>
                      <customAction name="Follow"/>
                    </element>
                    <element id="row-3" class="UITableViewCell" frame="0 128 390 44"
                             isAccessibilityElement="true" accessibilityLabel="Auto-Correction" accessibilityValue="0">
                      <element class="UILabel" frame="16 140 280 20" text="Auto-Correction"/>
                      <element id="autocorrect" class="UISwitch" inherits="UIControl UIView" frame="320 134 51 31" accessibilityValue="0"/>
                    </element>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 4 }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let order = context.order
        var findings: [Finding] = []
        var i = 1
        while i < h.elements.count {
            let owner = h.elements[i]
            // Outermost accessibility elements VoiceOver reaches; their subtrees are disjoint.
            guard owner.isAccessibilityElement, order.isReached(Element.Index(i)) else {
                i += 1
                continue
            }
            let end = Int(owner.subtreeEnd)
            defer { i = end }
            guard owner.roles.contains(.cell) || owner.roles.contains(.card) else { continue }
            // Outermost visible controls inside.
            var controls: [Int] = []
            var j = i + 1
            while j < end {
                if order.hidden[j] || h.elements[j].roles.contains(.control) {
                    if !order.hidden[j] { controls.append(j) }
                    j = Int(h.elements[j].subtreeEnd)
                } else {
                    j += 1
                }
            }
            guard !controls.isEmpty else { continue }
            findings += judge(owner: i, controls: controls, context)
        }
        return findings
    }

    /// A custom action name: the control's own words, else a verb and the owner's label.
    private static func actionName(for control: Element, in owner: Element) -> String {
        if let label = control.spokenLabel, !Text.isBlank(label) { return label.trimmingSpaces() }
        let verb = control.isSwitch ? "Toggle" : (control.isValueControl ? "Adjust" : "Activate")
        if let label = owner.accessibilityLabel, !Text.isBlank(label) {
            return verb + " " + Element.abbreviate(label.trimmingSpaces(), to: 40)
        }
        if let identifier = control.accessibilityIdentifier, !identifier.isEmpty { return verb + " " + identifier }
        return verb
    }

    /// Matches controls to what the owner exposes: custom actions named like the control, then the
    /// owner's traits and value for one control, then unnamed actions in order. The rest are hidden.
    private func judge(owner: Int, controls: [Int], _ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let o = h.elements[owner]
        let actions = o.customActions
        var actionsLeft = actions.count
        // An owner has a few actions, if any: names are searched, not hashed, and
        // controls' titles are not worked out when there are none.
        var actionNames = actions.map { Words($0) }
        // Without actions, every control is unmatched: the list is the controls' own.
        var unmatched: [Int] = actionNames.isEmpty ? controls : []
        for c in controls where !actions.isEmpty {
            guard !actionNames.isEmpty else {
                unmatched.append(c)
                continue
            }
            let e = h.elements[c]
            let title = Words(e.spokenLabel ?? e.accessibilityIdentifier ?? "")
            if !title.isEmpty, let k = actionNames.firstIndex(of: title) {
                actionNames.remove(at: k)
                actionsLeft -= 1
            } else {
                unmatched.append(c)
            }
        }
        guard !unmatched.isEmpty else { return [] }
        // UIKit's switch row: a cell whose only switch is its accessory reads the
        // switch's state as its own value and toggles it on a double tap
        // ("Auto-Correction, switch, off"). The cell's value mirrors the switch's.
        let switches = controls.filter { h.elements[$0].isSwitch }
        var traitsUsed = false
        if switches.count == 1, let value = o.accessibilityValue, !Text.isBlank(value),
            let switchValue = h.elements[switches[0]].accessibilityValue,
            Text.normalizedLabel(value) == Text.normalizedLabel(switchValue)
        {
            unmatched.removeAll { $0 == switches[0] }
            guard !unmatched.isEmpty else { return [] }
            traitsUsed = true
        }
        let hasValue = !Text.isBlank(o.accessibilityValue)
        let activates = o.traits.contains(.button) || o.traits.contains(.link)
        let adjusts = o.traits.contains(.adjustable)
        var hidden: [Int] = []
        for c in unmatched {
            let e = h.elements[c]
            if !traitsUsed {
                let exposedByTraits = e.isValueControl ? ((activates || adjusts) && hasValue) : (activates || adjusts)
                if exposedByTraits {
                    traitsUsed = true
                    continue
                }
            }
            if actionsLeft > 0 {
                actionsLeft -= 1
                continue
            }
            hidden.append(c)
        }
        guard !hidden.isEmpty else { return [] }
        // At the cell, the stop VoiceOver reaches: the controls inside it are no stops.
        return [context.finding(Self.self, at: Element.Index(owner), Problem(controls: hidden.map(Element.Index.init)))]
    }

    /// How many custom actions a fix spells out.
    static let actionsNamed = 6

    /// The controls inside the cell or card (one accessibility element) that it hides, in element order.
    struct Problem: Sendable, Equatable {
        var controls: [Element.Index]
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let o = h[index]
        let ownerKind = o.roles.contains(.card) ? "card" : "cell"
        let names = problem.controls.map { Text.swiftLiteral(actionName(for: h[$0], in: o)) }
        let actions = names.map { "UIAccessibilityCustomAction(name: \($0)) { _ in … }" }
        guard problem.controls.count == 1 else {
            let message =
                "\(o.displayName) is one accessibility element, so VoiceOver never focuses the "
                + "\(problem.controls.count) controls inside it (\(Text.list(problem.controls.map { h[$0].displayName }))): "
                + "the user cannot use them or hear their state, and the \(ownerKind) exposes them neither as custom "
                + "actions nor through its traits and value."
            // A fix of reasonable length, however many controls the cell holds.
            let shown = actions.prefix(Self.actionsNamed).joined(separator: ", ")
            let more = actions.count > Self.actionsNamed ? ", … (\(actions.count - Self.actionsNamed) more)" : ""
            return FindingExplanation(message, fix: "\(ownerKind).accessibilityCustomActions = [\(shown)\(more)]")
        }
        let e = h[problem.controls[0]]
        let kind = e.isValueControl ? "adjust" : "activate"
        let message =
            "\(e.displayName) is inside \(o.displayName), which is one accessibility element: "
            + "VoiceOver never focuses the control, so the user cannot \(kind) it"
            + (e.isValueControl ? " or hear its state" : "")
            + ", and the \(ownerKind) exposes it neither as a custom action nor through its traits and value."
        let throughTraits =
            e.isValueControl
            ? "\(ownerKind).accessibilityTraits.insert(\(e.isSwitch ? ".button" : ".adjustable")) with "
                + "\(ownerKind).accessibilityValue = the control's state" + (e.isSwitch ? " (\"On\"/\"Off\")" : "")
            : "\(ownerKind).accessibilityTraits.insert(.button) if activating the \(ownerKind) performs it"
        let fix = "\(ownerKind).accessibilityCustomActions = [\(actions[0])]; or \(throughTraits)"
        return FindingExplanation(message, fix: fix)
    }
}
