/// Writes realistic native-format hierarchies: settings-style lists of
/// `ListTableViewCell`, product grids of `MDCCardCollectionCell`, news `MDCCard`s,
/// nested containers, multi-line start tags, and a few accessibility mistakes.
struct HierarchyGenerator {
    var rng: SplitMix64
    let out: StreamWriter
    private(set) var elementCount = 0
    var nextID = 0
    var y = 0
    var depth = 1

    init(seed: UInt64, out: StreamWriter) {
        rng = SplitMix64(seed: seed)
        self.out = out
    }

    // MARK: - Output helpers

    static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return s }
        var r = ""
        for ch in s {
            switch ch {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"": r += "&quot;"
            default: r.append(ch)
            }
        }
        return r
    }

    var indent: String { String(repeating: "  ", count: depth) }

    /// Writes a start tag; about one in twelve is spread over several lines, as exporters that wrap do.
    mutating func start(_ attributes: [(String, String)], selfClosing: Bool) {
        elementCount += 1
        let multiLine = attributes.count > 3 && rng.chance(0.08)
        let pad = indent
        var s = pad + "<element"
        for (i, (name, value)) in attributes.enumerated() {
            if multiLine && i > 0 { s += "\n" + pad + "         " } else { s += " " }
            s += name + "=\"" + HierarchyGenerator.escape(value) + "\""
        }
        s += selfClosing ? "/>\n" : ">\n"
        out.write(s)
        if !selfClosing { depth += 1 }
    }

    mutating func end() {
        depth -= 1
        out.write(indent + "</element>\n")
    }

    mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)-\(nextID)"
    }

    func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String { "\(x) \(y) \(w) \(h)" }

    // MARK: - Screens

    /// A whole screen of about `targetBytes` bytes (never less than one section).
    mutating func screen(name: String, targetBytes: Int) {
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.write(
            "<hierarchy version=\"1\" screen=\"\(name)\" layoutDirection=\"leftToRight\" width=\"390\" height=\"844\">\n"
        )
        let reserve = 64
        start([("class", "UIScrollView"), ("inherits", "UIView"), ("frame", "0 0 390 844")], selfClosing: false)
        y = 100
        var first = true
        while first || out.written < targetBytes - reserve {
            first = false
            section(until: targetBytes - reserve)
        }
        end()
        out.write("</hierarchy>\n")
    }

    /// One section, possibly wrapped in nested containers; stops adding items at `limit` bytes.
    mutating func section(until limit: Int) {
        let wrappers = rng.range(0...3)
        for _ in 0..<wrappers {
            let (cls, inherits) = rng.pick(HierarchyGenerator.containerClasses)
            var attributes = [("class", cls)]
            if let inherits { attributes.append(("inherits", inherits)) }
            if rng.chance(0.5) { attributes.append(("frame", frame(0, y, 390, 400))) }
            start(attributes, selfClosing: false)
        }
        switch rng.below(10) {
        case 0..<4: list(until: limit)
        case 4..<8: grid(until: limit)
        default: news(until: limit)
        }
        for _ in 0..<wrappers { end() }
    }

    mutating func header(_ title: String) {
        start(
            [
                ("class", "UILabel"), ("frame", frame(16, y, 358, 28)), ("text", title),
                ("accessibilityTraits", "header"), ("fontSize", "22"), ("adjustsFontForContentSizeCategory", "true"),
            ],
            selfClosing: true)
        y += 36
    }
}
