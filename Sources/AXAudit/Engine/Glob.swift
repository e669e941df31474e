import Foundation

/// Shell-style patterns for paths and names: `*` matches within a path segment,
/// `**` across segments (`**/` also matches no directory), `?` one character.
/// Used by `exclude` and by role mappings on class names and identifiers.
public struct Glob: @unchecked Sendable {
    public let pattern: String
    // NSRegularExpression is immutable once made, so sharing it across threads is safe.
    private let regex: NSRegularExpression

    public init(_ pattern: String) {
        self.pattern = pattern
        var expression = "^"
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "*" {
                if i + 1 < chars.count, chars[i + 1] == "*" {
                    if i + 2 < chars.count, chars[i + 2] == "/" {
                        expression += "(?:.*/)?"; i += 3
                    } else {
                        expression += ".*"; i += 2
                    }
                    continue
                }
                expression += "[^/]*"
            } else if c == "?" {
                expression += "[^/]"
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(c))
            }
            i += 1
        }
        expression += "$"
        // The pattern is fully escaped, so it always compiles.
        regex = try! NSRegularExpression(pattern: expression, options: [.dotMatchesLineSeparators])
    }

    public func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
