/// A control's `accessibilityUserInputLabels`, to ask of each of its visible
/// titles whether one label says all of the title's words. Each label's words
/// are worked out once, and each word leads to the labels that hold it: a title
/// is compared only with the labels that hold its rarest word, so a control with
/// thousands of titles and labels (which a pull request can commit) costs time
/// in proportion to their words, not to titles times labels.
struct InputLabelIndex {
    private let labels: [WordSet]
    private let labelsHolding: [ArraySlice<UInt8>: [Int]]
    private var known: [String: Bool] = [:]
    /// Labels compared with a title so far, for tests of the cost.
    private(set) var comparisons = 0

    init(_ inputLabels: [String]) {
        var labels: [WordSet] = []
        var labelsHolding: [ArraySlice<UInt8>: [Int]] = [:]
        labels.reserveCapacity(inputLabels.count)
        for (i, label) in inputLabels.enumerated() {
            let words = Words(label, spoken: true)
            labels.append(WordSet(words))
            var seen = Set<ArraySlice<UInt8>>()
            _ = words.allWords { word in
                if seen.insert(word).inserted { labelsHolding[word, default: []].append(i) }
                return true
            }
        }
        self.labels = labels
        self.labelsHolding = labelsHolding
    }

    /// Whether one of the labels says every word of `title` (a title without
    /// words is said by any label).
    mutating func holds(_ title: String) -> Bool {
        if let answer = known[title] { return answer }
        let words = Words(title, spoken: true)
        var rarest: [Int]?
        let everyWordHeld = words.allWords { word in
            guard let holding = labelsHolding[word] else { return false }
            if holding.count < rarest?.count ?? Int.max { rarest = holding }
            return true
        }
        var answer = false
        if everyWordHeld {
            if let rarest {
                for i in rarest {
                    comparisons += 1
                    if labels[i].contains(allOf: words) {
                        answer = true
                        break
                    }
                }
            } else {
                answer = !labels.isEmpty
            }
        }
        known[title] = answer
        return answer
    }
}
