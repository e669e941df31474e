import AXAuditModel
/// `axaudit order`: one stop per line, what VoiceOver says and where it is.
public enum OrderListing {
    public static func render(_ hierarchy: Hierarchy, _ order: VoiceOverOrder) -> String {
        var out = ""
        let width = String(order.stops.count).count
        for (position, index) in order.stops.enumerated() {
            let element = hierarchy[index]
            let number = String(position + 1)
            var line = String(repeating: " ", count: width - number.count) + number + "  " + element.roles.description
            // Quoted as JSON strings, which leaves C1 controls and bidi overrides as they are.
            line += "  " + (element.spokenLabel.map { LogText.visible(JSONWriter.quoted($0)) } ?? "(no label)")
            if let value = element.accessibilityValue, !value.isEmpty {
                line += "  value " + LogText.visible(JSONWriter.quoted(value))
            }
            if !element.traits.isEmpty { line += "  [" + element.traits.description + "]" }
            line += "  " + LogText.visible(place(of: index, in: hierarchy))
            out += line + "\n"
        }
        if order.stops.isEmpty { out += "(VoiceOver reaches no element on this screen)\n" }
        return out
    }

    /// Where the stop is: its path in the native format (an id, or at most
    /// `Hierarchy.maximumPathSteps` steps). A page source's path is a chain of
    /// `XCUIElementTypeOther[1]` hundreds of characters long, so there a stop is
    /// named as findings place it: its type, its identifier (a `name` that is not
    /// its label), and its line and column in the file.
    static func place(of index: Element.Index, in hierarchy: Hierarchy) -> String {
        guard hierarchy.format == .xcuitest else { return hierarchy.path(of: index) }
        let element = hierarchy[index]
        var place = element.className
        if let identifier = element.accessibilityIdentifier, !identifier.isEmpty,
            identifier != element.accessibilityLabel
        {
            place += " " + JSONWriter.quoted(Element.abbreviate(identifier, to: 40))
        }
        return place + " line \(element.location.line):\(element.location.column)"
    }
}
