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
            line += "  " + LogText.visible(hierarchy.path(of: index))
            out += line + "\n"
        }
        if order.stops.isEmpty { out += "(VoiceOver reaches no element on this screen)\n" }
        return out
    }
}
