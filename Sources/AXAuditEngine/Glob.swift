import AXAuditModel
/// Shell-style patterns for paths and names: `*` matches within a path segment,
/// `**` across segments (`**/` also matches no directory), `?` one character.
/// Used by `exclude` and by role mappings on class names and identifiers.
/// Characters are Unicode scalars, compared exactly.
public struct Glob: Sendable {
    /// The longest pattern a configuration may give, in characters: one is
    /// matched in (pattern × name) steps, against every class, identifier or path.
    package static let maximumLength = 256

    public let pattern: String
    private let tokens: [Token]

    private enum Token: Equatable {
        case literal(Unicode.Scalar)
        /// `?`: one scalar other than `/`.
        case one
        /// `*`: any run of scalars without `/`.
        case segment
        /// `**` not followed by `/`: any run.
        case anything
        /// `**/`: nothing, or any run that ends with `/`.
        case directories
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            switch scalars[i] {
            case "*" where i + 1 < scalars.count && scalars[i + 1] == "*":
                if i + 2 < scalars.count && scalars[i + 2] == "/" {
                    tokens.append(.directories)
                    i += 3
                } else {
                    tokens.append(.anything)
                    i += 2
                }
                continue
            case "*": tokens.append(.segment)
            case "?": tokens.append(.one)
            default: tokens.append(.literal(scalars[i]))
            }
            i += 1
        }
        self.tokens = tokens
    }

    /// Whether the pattern matches all of `text`. Worked out backwards over the
    /// tokens, one row of text positions each, so that no pattern takes more than
    /// (tokens × scalars) steps: backtracking would take exponential time on
    /// patterns like `*a*a*a*b`.
    public func matches(_ text: String) -> Bool {
        let text = Array(text.unicodeScalars)
        let n = text.count
        // next[j]: the tokens after the current one match text[j...].
        var next = [Bool](repeating: false, count: n + 1)
        next[n] = true
        var current = next
        for token in tokens.reversed() {
            switch token {
            case .literal(let scalar):
                for j in 0...n { current[j] = j < n && text[j] == scalar && next[j + 1] }
            case .one:
                for j in 0...n { current[j] = j < n && text[j] != "/" && next[j + 1] }
            case .segment:
                current[n] = next[n]
                for j in stride(from: n - 1, through: 0, by: -1) {
                    current[j] = next[j] || (text[j] != "/" && current[j + 1])
                }
            case .anything:
                current[n] = next[n]
                for j in stride(from: n - 1, through: 0, by: -1) { current[j] = next[j] || current[j + 1] }
            case .directories:
                // Some `/` at or after j whose rest matches.
                var slashFollowedByMatch = false
                current[n] = next[n]
                for j in stride(from: n - 1, through: 0, by: -1) {
                    if text[j] == "/" && next[j + 1] { slashFollowedByMatch = true }
                    current[j] = next[j] || slashFollowedByMatch
                }
            }
            swap(&current, &next)
        }
        return next[0]
    }
}
