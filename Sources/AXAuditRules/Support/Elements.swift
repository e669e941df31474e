import AXAuditModel
import AXAuditEngine

/// What rules ask of one element: what kind of control it is, and how
/// messages name it.
extension Element {
    /// A control by role (a `UIControl`, or the `button`, `link`, `adjustable` or `toggleButton` trait).
    var isControl: Bool { roles.contains(.control) }

    /// A control that carries a value: switch, slider, stepper, segmented control, or adjustable.
    var isValueControl: Bool {
        !knownClasses.isDisjoint(with: [.switch, .slider, .stepper, .segmentedControl]) || traits.contains(.adjustable)
    }

    /// A `UISwitch`, or a page source's switch or toggle.
    var isSwitch: Bool {
        knownClasses.contains(.switch)
    }

    /// A `UISlider`, or a page source's slider.
    var isSlider: Bool {
        knownClasses.contains(.slider)
    }

    /// Disabled: `isEnabled` false (a page source's `enabled="false"`) or the `notEnabled` trait.
    var isDisabled: Bool {
        isEnabled == false || traits.contains(.notEnabled)
    }

    /// A navigation bar, toolbar or tab bar, by class or page-source type.
    var isBar: Bool {
        !knownClasses.isDisjoint(with: [.navigationBar, .toolbar, .tabBar])
    }

    /// Something the user activates or adjusts: a control (by role, or by the `button`,
    /// `link`, `adjustable` or `toggleButton` trait), or a cell that is an accessibility element.
    var isInteractive: Bool {
        isControl || !traits.isDisjoint(with: AccessibilityTraits.actionable)
            || (roles.contains(.cell) && isAccessibilityElement)
    }

    /// A field the user types into: its text is what was typed (VoiceOver reads it
    /// as the value), not a title or a label.
    var isTextInput: Bool {
        if traits.contains(.searchField) { return true }
        // Fields are texts by role; most texts are labels, told apart by one class test.
        let classes = knownClasses
        return roles.contains(.text) && !classes.contains(.label) && !classes.isDisjoint(with: [.textField, .textView])
    }

    /// What VoiceOver says for the element, for quoting in messages: its label,
    /// value or text, else its name.
    var spokenText: String {
        if let label = spokenLabel, !Text.isBlank(label) { return label }
        if let value = accessibilityValue, !Text.isBlank(value) { return value }
        if let text, !Text.isBlank(text) { return text }
        return displayName
    }

    /// A short name for a stop in an excerpt of the VoiceOver order: its words, or its class.
    var stopName: String {
        if let label = spokenLabel, !Text.isBlank(label) { return Text.quoted(label, limit: 30) }
        // A switch's value ("1") names nothing; the class does.
        if !isControl, let value = accessibilityValue, !Text.isBlank(value) { return Text.quoted(value, limit: 30) }
        return className + (id.map { " #" + $0 } ?? "")
    }
}

extension AuditContext {
    /// A card in a collection: a card that is a cell, or whose ancestor is a table or collection view.
    func isCardInCollection(_ index: Element.Index) -> Bool {
        let roles = hierarchy.elements[Int(index)].roles
        return roles.contains(.card) && (roles.contains(.cell) || nearestCollection[index] != nil)
    }
}
