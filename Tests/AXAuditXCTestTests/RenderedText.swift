import AXAuditKit

// Assertions read a finding's text piece by piece; each piece renders the
// finding again, which only tests can afford. Reports call `rendered()` once.
extension Finding {
    var message: String { rendered().message }
    var fix: String? { rendered().fix }
    var element: ElementReference { rendered().element }
}

extension FindingText {
    /// The order change among the attachments, if any.
    var orderChange: OrderComparison? { attachments.lazy.compactMap(\.orderChange).first }
}
