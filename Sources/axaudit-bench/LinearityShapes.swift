/// The files of workload (d), one shape at n and 10n elements, so that no rule is quadratic.
extension HierarchyGenerator {
    enum Shape: String { case container, card }

    /// `container`: one view with `n` label children in a 3-column grid.
    /// `card`: one `MDCCard` (an accessibility element) holding `n` texts, as a
    /// card that composes its label from its texts would.
    mutating func shape(_ shape: Shape, count n: Int) {
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write("<hierarchy version=\"1\" screen=\"\(shape.rawValue)-\(n)\" width=\"390\" height=\"844\">\n")
        switch shape {
        case .container:
            start(
                [("id", "container"), ("class", "UIView"), ("frame", frame(0, 0, 390, (n + 2) / 3 * 30))],
                selfClosing: false)
            for i in 0..<n {
                start(
                    [("class", "UILabel"), ("frame", frame(i % 3 * 130, i / 3 * 30, 120, 24)), ("text", "Item \(i)")],
                    selfClosing: true)
            }
        case .card:
            start(
                [
                    ("id", "card"), ("class", "MDCCard"), ("inherits", "UIControl UIView"),
                    ("frame", frame(16, 0, 358, n * 22)), ("isAccessibilityElement", "true"),
                ], selfClosing: false)
            for i in 0..<n {
                start(
                    [
                        ("class", "UILabel"), ("frame", frame(24, i * 22, 342, 20)),
                        ("text", "Line \(i) of the card"),
                    ], selfClosing: true)
            }
        }
        end()
        out.write("</hierarchy>\n")
    }
}
