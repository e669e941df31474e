/// The known word a misspelt one most likely meant: a trait in an input file,
/// a configuration key or rule id, a command or an option.
public enum NearMiss {
    /// The candidate at the fewest edits from `word`, if it is within a quarter
    /// of the word's length (at least 2 edits).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.count
        let limit = max(2, length / 4)
        // A candidate is at least as many edits away as the lengths differ: one
        // further off than the limit is not compared (a long hostile word costs
        // its length once, not its length times each candidate's).
        let best = candidates.lazy.filter { abs($0.count - length) <= limit }.map { ($0, editDistance(word, $0)) }
            .min { $0.1 < $1.1 }
        guard let (candidate, distance) = best, distance <= limit else { return nil }
        return candidate
    }

    /// " (did you mean 'image-label'?)" for a near miss, else "".
    public static func suggestion(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance, by characters. Its cost is the product of the two
    /// lengths; candidates are short names, so it stays linear in `a`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
