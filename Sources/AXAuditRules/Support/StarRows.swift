import AXAuditModel
import AXAuditEngine

/// A rating drawn as a row of star images (`star-full`, `star-full`,
/// `star-half`, `star-empty`…): a role inferred from what a screen shows, for
/// screens that name no rating view (page sources have no class names).
/// `rating-label-and-value` reports the row once; `image-label` and
/// `duplicate-label` leave its images to it.
struct StarRow: Sendable, Equatable {
    /// The star images, siblings in a row, in document order.
    var stars: [Element.Index]
    /// The text right after the stars, when it starts with a number ("4.9").
    var shownValue: Element.Index?
}

extension StarRow {
    /// So many sibling star images at least make a rating: one star next to a
    /// number is an icon.
    static let minimumStars = 3

    static let stateWords: Set<String> = [
        "full", "half", "empty", "fill", "filled", "on", "off", "outline", "selected", "active", "inactive",
    ]

    /// An image named or labelled as a star: a word "star" or "stars", or one
    /// such as "starfull" or "starempty".
    static func isStar(_ e: Element) -> Bool {
        isStarName(e.accessibilityLabel) || isStarName(e.accessibilityIdentifier) || isStarName(e.image)
    }

    private static func isStarName(_ name: String?) -> Bool {
        guard let name, name.utf8.count < 80, containsStar(name) else { return false }
        for word in Text.words(name) where word.hasPrefix("star") {
            let rest = word.dropFirst(4)
            if rest.isEmpty || rest == "s" || stateWords.contains(String(rest)) { return true }
        }
        return false
    }
}

extension StarRow {
    /// "star" in any case, found in the bytes: most names have none, and need no words.
    private static func containsStar(_ name: String) -> Bool {
        // "star" has no proper prefix that is also its suffix: a mismatch
        // restarts the match, at its first letter when the byte is an "s".
        var matched = 0
        return name.containsUTF8Byte { byte in
            let b = Text.lowercasedASCII(byte)
            let next: UInt8 =
                switch matched {
                case 0: UInt8(ascii: "s")
                case 1: UInt8(ascii: "t")
                case 2: UInt8(ascii: "a")
                default: UInt8(ascii: "r")
                }
            if b == next {
                matched += 1
                return matched == 4
            }
            matched = b == UInt8(ascii: "s") ? 1 : 0
            return false
        }
    }
}

extension AuditContext {
    /// The rows of star images VoiceOver reaches or walks past (not hidden, not
    /// inside an accessibility element, which speaks for them).
    func starRows() -> [StarRow] {
        let elements = hierarchy.elements
        var rows: [StarRow] = []
        var run: [Element.Index] = []
        func close() {
            defer { run = [] }
            guard run.count >= StarRow.minimumStars, let last = run.last else { return }
            var row = StarRow(stars: run)
            let next = Int(elements[Int(last)].subtreeEnd)
            if next < elements.count, elements[next].parent == elements[Int(last)].parent,
                elements[next].roles.contains(.text), order.isReached(Element.Index(next)),
                let shown = elements[next].text ?? elements[next].accessibilityLabel, Text.leadingNumber(shown) != nil
            {
                row.shownValue = Element.Index(next)
            }
            rows.append(row)
        }
        for i in elements.indices.dropFirst() where elements[i].roles.contains(.image) {
            let index = Element.Index(i)
            guard order.isReached(index), StarRow.isStar(elements[i]) else { continue }
            if let last = run.last,
                elements[Int(last)].subtreeEnd != index
                    || elements[Int(last)].parent != elements[i].parent
            {
                close()
            }
            run.append(index)
        }
        close()
        return rows
    }
}
