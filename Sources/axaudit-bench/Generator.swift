#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SplitMix64: small, fast, deterministic on every platform (no Foundation randomness).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound` (bound > 0); the modulo bias is irrelevant here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func range(_ r: ClosedRange<Int>) -> Int { r.lowerBound + below(r.count) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// A buffered file writer: the generator never holds a whole file in memory.
final class StreamWriter {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let flushAt = 1 << 20
    private(set) var written = 0

    init(path: String) throws(BenchError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw BenchError("cannot create \(path): \(String(cString: strerror(errno)))") }
        buffer.reserveCapacity(flushAt + 4096)
    }

    func write(_ s: String) {
        var s = s
        s.withUTF8 { buffer.append(contentsOf: $0) }
        written += s.utf8.count
        if buffer.count >= flushAt { flush() }
    }

    func flush() {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = SystemCall.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    fatalError("write failed: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() {
        flush()
        _ = SystemCall.close(fd)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// Writes realistic native-format hierarchies: settings-style lists of
/// `ListTableViewCell`, product grids of `MDCCardCollectionCell`, news `MDCCard`s,
/// nested containers, multi-line start tags, and a few accessibility mistakes.
struct HierarchyGenerator {
    var rng: SplitMix64
    private let out: StreamWriter
    private(set) var elementCount = 0
    private var nextID = 0
    private var y = 0
    private var depth = 1

    init(seed: UInt64, out: StreamWriter) {
        rng = SplitMix64(seed: seed)
        self.out = out
    }

    // MARK: - Vocabulary

    static let settings: [(String, String, String)] = [
        ("Wi-Fi", "Home network", "icon_wifi"), ("Bluetooth", "On", "icon_bluetooth"),
        ("Notifications", "Banners, sounds, badges", "icon_bell"), ("Dark mode", "Automatic at sunset", "icon_moon"),
        ("Location services", "While using the app", "icon_location"), ("Cellular data", "Roaming off", "icon_antenna"),
        ("Order updates", "Shipping and delivery", "icon_box"),
        ("Price alerts", "When items you watch drop", "icon_tag"),
        ("Newsletter", "Weekly, on Fridays", "icon_mail"), ("Face ID", "Sign in and payments", "icon_face"),
        ("Réglages avancés", "Préférences régionales", "icon_gear"), ("Sprache", "Deutsch — Schweiz", "icon_globe"),
    ]
    static let productWords = [
        "Trail", "Road", "Canvas", "Leather", "Merino", "Rain", "Down", "Linen", "Wool",
        "Classic", "Ultra", "Light", "Storm", "Summit", "Urban", "Coastal",
    ]
    static let productNouns = [
        "shoes", "jacket", "backpack", "socks", "hoodie", "cap", "boots", "vest",
        "gloves", "scarf", "tee", "shorts", "tent", "bottle", "lamp", "watch",
    ]
    static let newsTitles = [
        "City council approves new bike lanes", "Local bakery wins national award",
        "Storm expected to bring heavy rain & wind", "Schools reopen after summer break",
        "Museum unveils “lost” paintings", "Tech firm opens office downtown",
        "Marathon draws record 40,000 runners", "Café culture: the new wave — reviewed",
    ]
    static let sentences = [
        "Officials said the plan would be reviewed again in the spring after a public consultation.",
        "Residents have until the end of the month to submit comments online or at the town hall.",
        "The decision follows months of debate over costs, safety and the effect on local businesses.",
        "Experts warned that the numbers could change as more data becomes available.",
        "Critics argue the timeline is too short; supporters say the work is long overdue.",
        "Weitere Informationen gibt es auf der Website der Stadt — oder telefonisch.",
        "Les travaux commenceront dès l'automne, selon la mairie.",
        "Tickets cost €12 for adults and €6 for children under 12 (free for under-5s).",
    ]
    static let containerClasses: [(String, String?)] = [
        ("UIView", nil), ("UIStackView", "UIView"), ("SectionContainerView", "UIView"),
        ("ContentView", "UIView"), ("UIScrollView", "UIView"),
    ]

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

    private var indent: String { String(repeating: "  ", count: depth) }

    /// Writes a start tag; about one in twelve is spread over several lines, as exporters that wrap do.
    private mutating func start(_ attributes: [(String, String)], selfClosing: Bool) {
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

    private mutating func end() {
        depth -= 1
        out.write(indent + "</element>\n")
    }

    private mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)-\(nextID)"
    }

    private func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String { "\(x) \(y) \(w) \(h)" }

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
    private mutating func section(until limit: Int) {
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

    private mutating func header(_ title: String) {
        start(
            [
                ("class", "UILabel"), ("frame", frame(16, y, 358, 28)), ("text", title),
                ("accessibilityTraits", "header"), ("fontSize", "22"), ("adjustsFontForContentSizeCategory", "true"),
            ],
            selfClosing: true)
        y += 36
    }

    /// A settings list: icon, title, subtitle, `UISwitch` per row.
    private mutating func list(until limit: Int) {
        if rng.chance(0.5) { header(rng.pick(["Settings", "Privacy", "Notifications", "Account"])) }
        let rows = rng.range(4...40)
        start(
            [
                ("id", newID("table")), ("class", "UITableView"), ("inherits", "UIScrollView UIView"),
                ("frame", frame(0, y, 390, rows * 64)),
            ], selfClosing: false)
        for _ in 0..<rows {
            if out.written >= limit { break }
            let (title, subtitle, icon) = rng.pick(HierarchyGenerator.settings)
            let on = rng.chance(0.5)
            var cell = [
                ("id", newID("row")), ("class", "ListTableViewCell"),
                ("inherits", "MDCBaseCell UITableViewCell UIView"), ("frame", frame(0, y, 390, 64)),
            ]
            let accessible = !rng.chance(0.05)  // mistake: a cell VoiceOver walks into
            if accessible {
                cell += [
                    ("isAccessibilityElement", "true"), ("accessibilityLabel", "\(title), \(subtitle)"),
                    ("accessibilityValue", on ? "on" : "off"), ("accessibilityTraits", "button"),
                ]
                if rng.chance(0.3) { cell.append(("accessibilityHint", "Double-tap to toggle the setting.")) }
            }
            start(cell, selfClosing: false)
            var image = [("class", "UIImageView"), ("frame", frame(16, y + 12, 40, 40)), ("image", icon)]
            if !accessible && rng.chance(0.5) { image.append(("isAccessibilityElement", "true")) }  // unlabeled image
            start(image, selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(72, y + 10, 240, 22)), ("text", title),
                    ("fontSize", "17"), ("adjustsFontForContentSizeCategory", "true"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(72, y + 34, 240, 18)), ("text", subtitle),
                    ("textColor", "#6B6B6B"), ("fontSize", "13"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UISwitch"), ("inherits", "UIControl UIView"), ("frame", frame(323, y + 16, 51, 31)),
                    ("accessibilityValue", on ? "1" : "0"), ("accessibilityIdentifier", "switch.\(title.lowercased())"),
                ],
                selfClosing: true)
            end()
            y += 64
        }
        end()
    }

    /// A two-column product grid of `MDCCardCollectionCell`s.
    private mutating func grid(until limit: Int) {
        if rng.chance(0.5) { header(rng.pick(["Recommended for you", "New arrivals", "On sale", "Bestsellers"])) }
        let cards = rng.range(2...24)
        start(
            [
                ("id", newID("grid")), ("class", "UICollectionView"), ("inherits", "UIScrollView UIView"),
                ("frame", frame(0, y, 390, (cards + 1) / 2 * 276)),
            ], selfClosing: false)
        for i in 0..<cards {
            if out.written >= limit { break }
            let x = i % 2 == 0 ? 16 : 203
            let name = rng.pick(HierarchyGenerator.productWords) + " " + rng.pick(HierarchyGenerator.productNouns)
            let dollars = rng.range(9...349)
            let rating = Double(rng.range(2...10)) / 2
            var card = [
                ("id", newID("card")), ("class", "ProductCardCell"),
                ("inherits", "MDCCardCollectionCell UICollectionViewCell UIView"), ("frame", frame(x, y, 171, 260)),
            ]
            let accessible = !rng.chance(0.06)  // mistake: card not accessible
            if accessible {
                card += [
                    ("isAccessibilityElement", "true"),
                    ("accessibilityLabel", "\(name), \(dollars) dollars, rated \(rating) out of 5"),
                    ("accessibilityTraits", "button"),
                ]
            }
            start(card, selfClosing: false)
            var image = [
                ("class", "UIImageView"), ("frame", frame(x, y, 171, 120)),
                ("image", "product_\(rng.range(1...500))"),
            ]
            if rng.chance(0.04) { image.append(("isAccessibilityElement", "true")) }  // mistake: unlabeled image
            start(image, selfClosing: true)
            start([("class", "UILabel"), ("frame", frame(x + 8, y + 128, 155, 20)), ("text", name)], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(x + 8, y + 150, 155, 20)), ("text", "$\(dollars).00"),
                    ("textColor", "#1A1A1A"),
                ], selfClosing: true)
            var ratingView = [
                ("class", "MDCProductRating"), ("inherits", "UIControl UIView"),
                ("frame", frame(x + 8, y + 174, 100, 16)), ("maximumValue", "5"),
                ("isAccessibilityElement", "true"),
                ("accessibilityLabel", "Average customer rating, out of 5 stars"),
            ]
            if !rng.chance(0.05) { ratingView.append(("accessibilityValue", "\(rating)")) }  // mistake: no value
            start(ratingView, selfClosing: true)
            start(
                [
                    ("class", "UIButton"), ("inherits", "UIControl UIView"), ("frame", frame(x + 8, y + 204, 80, 44)),
                    ("text", "Buy"),
                ], selfClosing: false)
            out.write(indent + "<customAction name=\"Add to cart\"/>\n")
            if rng.chance(0.3) { out.write(indent + "<customAction name=\"Save for later\"/>\n") }
            end()
            end()
            if i % 2 == 1 { y += 276 }
        }
        y += 276
        end()
    }

    /// Single `MDCCard` news cards with long text and a button.
    private mutating func news(until limit: Int) {
        let cards = rng.range(1...6)
        for _ in 0..<cards {
            if out.written >= limit { break }
            let title = rng.pick(HierarchyGenerator.newsTitles)
            var body = ""
            for _ in 0..<rng.range(2...6) { body += (body.isEmpty ? "" : " ") + rng.pick(HierarchyGenerator.sentences) }
            var card = [
                ("id", newID("news")), ("class", "MDCCard"), ("inherits", "UIControl UIView"),
                ("frame", frame(16, y, 358, 420)),
            ]
            if rng.chance(0.4) { card += [("shouldGroupAccessibilityChildren", "true")] }
            start(card, selfClosing: false)
            var image = [
                ("class", "UIImageView"), ("frame", frame(16, y, 358, 180)), ("image", "news_\(rng.range(1...900))"),
            ]
            if rng.chance(0.5) {
                image += [("isAccessibilityElement", "true"), ("accessibilityLabel", "Photo: " + title.lowercased())]
            } else if rng.chance(0.1) {
                image.append(("isAccessibilityElement", "true"))  // mistake: unlabeled image
            }
            start(image, selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(32, y + 192, 326, 56)), ("text", title),
                    ("accessibilityTraits", "header"), ("fontSize", "20"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(32, y + 256, 326, 100)), ("text", body),
                    ("fontSize", "15"), ("adjustsFontForContentSizeCategory", "true"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UIButton"), ("inherits", "UIControl UIView"), ("frame", frame(32, y + 364, 120, 44)),
                    ("text", "Read more"), ("accessibilityHint", "Opens the article"),
                ], selfClosing: true)
            end()
            y += 436
        }
    }

    // MARK: - Linearity shapes

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

/// Parses `100MB`, `50KB`, `5kb`, `1.5MB`, `4096` (1 KB = 1,024 bytes).
func parseSize(_ text: String) -> Int? {
    let lower = text.lowercased()
    var number = Substring(lower)
    var unit = 1.0
    for (suffix, factor) in [
        ("gb", 1_073_741_824.0), ("mb", 1_048_576.0), ("kb", 1024.0), ("g", 1_073_741_824.0),
        ("m", 1_048_576.0), ("k", 1024.0), ("b", 1.0),
    ] where lower.hasSuffix(suffix) {
        number = lower.dropLast(suffix.count)
        unit = factor
        break
    }
    guard let value = Double(number), value > 0 else { return nil }
    return Int(value * unit)
}

func formatBytes(_ n: Int) -> String {
    let v = Double(n)
    if v >= 1_048_576 { return fmt(v / 1_048_576, 1) + " MB" }
    if v >= 1024 { return fmt(v / 1024, 1) + " KB" }
    return "\(n) B"
}

func fmt(_ v: Double, _ decimals: Int) -> String {
    var p = 1.0
    for _ in 0..<decimals { p *= 10 }
    let r = (v * p).rounded() / p
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let have = s.distance(from: dot, to: s.endIndex) - 1
        if have < decimals { s += String(repeating: "0", count: decimals - have) }
        if decimals == 0 { s = String(s[..<dot]) }
    } else if decimals > 0 {
        s += "." + String(repeating: "0", count: decimals)
    }
    return s
}

/// Generated files, what the bench and `generate` write.
enum Workloads {
    static func writeScreen(path: String, name: String, bytes: Int, seed: UInt64) throws(BenchError) -> (
        bytes: Int, elements: Int
    ) {
        let out = try StreamWriter(path: path)
        var generator = HierarchyGenerator(seed: seed, out: out)
        generator.screen(name: name, targetBytes: bytes)
        out.close()
        return (out.written, generator.elementCount)
    }

    static func writeShape(path: String, shape: HierarchyGenerator.Shape, count: Int) throws(BenchError) -> (
        bytes: Int, elements: Int
    ) {
        let out = try StreamWriter(path: path)
        var generator = HierarchyGenerator(seed: 1, out: out)
        generator.shape(shape, count: count)
        out.close()
        return (out.written, generator.elementCount)
    }

    /// `count` screens of about `bytes` each, in `directory`.
    static func writeScreens(directory: String, count: Int, bytes: Int, seed: UInt64) throws(BenchError) -> (
        bytes: Int, elements: Int, paths: [String]
    ) {
        var total = 0, elements = 0
        var paths: [String] = []
        let width = String(count).count
        for i in 0..<count {
            let number = String(i + 1)
            let name = "screen-" + String(repeating: "0", count: width - number.count) + number
            let path = directory + "/" + name + ".xml"
            let r = try writeScreen(path: path, name: name, bytes: bytes, seed: seed &+ UInt64(i) &* 7919)
            total += r.bytes
            elements += r.elements
            paths.append(path)
        }
        return (total, elements, paths)
    }
}
