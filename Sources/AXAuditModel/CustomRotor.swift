/// One of an element's `accessibilityCustomRotors`: a rotor the app adds to
/// VoiceOver's, named by the app, or one of the system's kinds (`heading`,
/// `link`, …) searched by the app's own code.
public struct CustomRotor: Equatable, Hashable, Sendable {
    /// The name VoiceOver speaks in the rotor; empty for a system-type rotor that has none.
    public var name: String
    /// `UIAccessibilityCustomRotor.SystemRotorType` as Swift spells it (`heading`,
    /// `headingLevel1`, `link`, …); nil for a custom rotor (`.none`). Names the
    /// format does not know are kept as written: a later iOS may add types.
    public var systemType: String?

    public init(name: String, systemType: String? = nil) {
        self.name = name
        self.systemType = systemType
    }

    /// As the attribute table keeps it: the name, then the system type or "".
    package var pair: (name: String, value: String) { (name, systemType ?? "") }
    package init(pair: (name: String, value: String)) {
        self.init(name: pair.name, systemType: pair.value.isEmpty ? nil : pair.value)
    }
}
