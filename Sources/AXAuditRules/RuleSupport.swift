import AXAuditModel
import AXAuditEngine
/// Shared, linear helpers for the guidance rules. Nothing here recurses: every
/// pass walks the arena forwards (parents before children) or backwards
/// (children before parents).
package enum RuleSupport {
    // MARK: - Text

    /// Lowercased runs of letters and digits: case- and punctuation-insensitive words.
    static func words(_ s: String) -> [String] {
        // Strings, not substrings: a word is short enough to be stored inline, and
        // hashing a Substring (for sets of words) normalizes it first.
        if let words = asciiWords(s) { return words }
        let lowered = s.lowercasedByScalar()
        return wordRanges(lowered).map { String(lowered.unicodeScalars[$0]) }
    }

    /// `words` of an ASCII string, lowercased byte by byte (nil for any other
    /// string): cards compare the words of all their texts, and lowercasing
    /// each whole string first cost a copy of it. With `spoken`, the
    /// `spokenWords` of an ASCII string.
    static func asciiWords(_ s: String, spoken: Bool = false) -> [String]? {
        let found = s.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { lowered -> [String]? in
                guard let (length, count) = lowerASCIIWords(bytes, into: lowered, spoken: spoken) else { return nil }
                var words: [String] = []
                words.reserveCapacity(count)
                var start = -1
                for i in 0..<length {
                    if lowered[i] != 0 {
                        if start < 0 { start = i }
                    } else if start >= 0 {
                        words.append(String(decoding: UnsafeBufferPointer(rebasing: lowered[start..<i]), as: UTF8.self))
                        start = -1
                    }
                }
                if start >= 0 {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: lowered[start..<length]), as: UTF8.self))
                }
                return words
            }
        }
        return found ?? nil
    }

    /// Writes the ASCII `bytes` lowered into `lowered` (0 for a byte between words;
    /// with `spoken`, bytes that are not said are left out) and returns how many
    /// bytes it wrote and how many words they hold; nil for bytes that are not ASCII.
    /// Counted first, so that a list of words is allocated once rather than grown
    /// word by word. Not generic and through raw pointers: every card's label and
    /// texts go through here, and the loop inside a generic closure took 35
    /// instructions a byte.
    private static func lowerASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>, into lowered: UnsafeMutableBufferPointer<UInt8>,
                                        spoken: Bool) -> (length: Int, count: Int)? {
        guard let source = bytes.baseAddress, let target = lowered.baseAddress else { return (0, 0) }
        let n = bytes.count
        var count = 0, length = 0, i = 0
        var inWord = false
        while i < n {
            let b = source[i]
            if b >= 0x80 { return nil }
            let lower = b | 0x20
            if b &- 0x30 < 10 || lower &- 0x61 < 26 {
                target[length] = b <= 0x39 ? b : lower
                if !inWord { count &+= 1; inWord = true }
                length &+= 1
                i &+= 1
                continue
            }
            if spoken && (b == 0x2E || b == 0x2C) && i > 0 && source[i - 1] &- 0x30 < 10
                && i + 1 < n && source[i + 1] &- 0x30 < 10 {
                var end = i + 1
                while end < n && source[end] &- 0x30 < 10 { end += 1 }
                let afterNumber = end == n || (source[end] | 0x20) &- 0x61 >= 26
                if end - i <= 3 && afterNumber && !(i + 1 ..< end).contains(where: { source[$0] != 0x30 }) {
                    i = end
                    continue
                }
                if end - i == 4 {
                    i &+= 1
                    continue
                }
            }
            target[length] = 0
            inWord = false
            length &+= 1
            i &+= 1
        }
        return (length, count)
    }

    /// `words`, with numbers as VoiceOver says them: a fraction of one or two
    /// zeros is not said ("$330.00" and "330 dollars" both say 330), and a
    /// separator before a group of three digits joins them ("1,299" is 1299).
    /// Card labels are compared with the texts by these words.
    static func spokenWords(_ s: String) -> [String] {
        if let words = asciiWords(s, spoken: true) { return words }
        return scalarSpokenWords(s)
    }

    /// `spokenWords` of any string, scalar by scalar.
    static func scalarSpokenWords(_ s: String) -> [String] {
        // Most texts have no separator: no copy.
        guard s.containsUTF8Byte(where: { $0 == 0x2E || $0 == 0x2C }) else { return words(s) }
        let scalars = Array(s.unicodeScalars)
        func isDigit(_ k: Int) -> Bool { k < scalars.count && scalars[k].value >= 0x30 && scalars[k].value <= 0x39 }
        var kept = String.UnicodeScalarView()
        var k = 0
        while k < scalars.count {
            let c = scalars[k]
            if c == "." || c == ",", k > 0, isDigit(k - 1), isDigit(k + 1) {
                var end = k + 1
                while isDigit(end) { end += 1 }
                let afterNumber = end == scalars.count || !scalars[end].properties.isAlphabetic
                if end - k <= 3, afterNumber, scalars[(k + 1)..<end].allSatisfy({ $0 == "0" }) {
                    k = end
                    continue
                }
                if end - k == 4 {
                    k += 1
                    continue
                }
            }
            kept.append(c)
            k += 1
        }
        return words(String(kept))
    }

    static func isBlank(_ s: String?) -> Bool {
        guard let s else { return true }
        // Most texts start with a visible ASCII character: no Unicode property lookup.
        if let first = s.utf8.first, first > 0x20, first < 0x80 { return false }
        return s.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A letter, digit or combining mark, in any script. Decided per Unicode
    /// scalar (ASCII without a property lookup): rules split every label into
    /// words, and Character's grapheme breaking would dominate the audit.
    @inline(__always)
    static func isWordScalar(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        if v < 0x80 {
            let lower = v | 0x20
            return (v >= 0x30 && v <= 0x39) || (lower >= 0x61 && lower <= 0x7A)
        }
        let properties = u.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// `"a"`, `"a and b"`, `"a, b and c"`; long lists end with "and N more".
    static func list(_ items: [String], limit: Int = 6) -> String {
        var shown = Array(items.prefix(limit))
        if items.count > limit { shown.append("\(items.count - limit) more") }
        switch shown.count {
        case 0: return ""
        case 1: return shown[0]
        default: return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        }
    }

    static func quoted(_ s: String, limit: Int = 40) -> String {
        "\"" + Element.abbreviate(s, to: limit) + "\""
    }

    /// A Swift string literal (quotes, backslashes and newlines escaped).
    static func swiftLiteral(_ s: String) -> String {
        // Most labels need no escaping: copied whole rather than scalar by scalar.
        if !s.containsUTF8Byte(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x0D }) {
            return "\"" + s + "\""
        }
        var out = "\""
        var afterCR = false
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": if !afterCR { out += " " }
            case "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
            afterCR = scalar == "\r"
        }
        return out + "\""
    }

    /// The runs of letters and digits of `s`, as ranges of `s`: whole words in any
    /// script, with the punctuation between them left out.
    static func wordRanges(_ s: String) -> [Range<String.Index>] {
        asciiWordRanges(s) ?? scalarWordRanges(s)
    }

    static func scalarWordRanges(_ s: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        let scalars = s.unicodeScalars
        var i = scalars.startIndex
        while i < scalars.endIndex {
            if isWordScalar(scalars[i]) {
                if start == nil { start = i }
            } else if let first = start {
                ranges.append(first..<i)
                start = nil
            }
            i = scalars.index(after: i)
        }
        if let first = start { ranges.append(first..<scalars.endIndex) }
        return ranges
    }

    /// `wordRanges` of an ASCII string, from its bytes (nil for any other string):
    /// most labels are ASCII, and stepping through Unicode scalars was a tenth of an audit.
    private static func asciiWordRanges(_ s: String) -> [Range<String.Index>]? {
        let utf8 = s.utf8
        let offsets = utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>]? in
            var ranges: [Range<Int>] = []
            var start = -1
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x80 else { return nil }
                if isWordScalar(Unicode.Scalar(b)) {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    ranges.append(start..<i)
                    start = -1
                }
            }
            if start >= 0 { ranges.append(start..<bytes.count) }
            return ranges
        }
        guard let found = offsets, let offsets = found else { return nil }
        return offsets.map { stringRange($0, in: s) }
    }

    /// The string indices of a range of UTF-8 offsets (on character boundaries).
    private static func stringRange(_ offsets: Range<Int>, in s: String) -> Range<String.Index> {
        let utf8 = s.utf8
        return utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: offsets.upperBound)
    }

    /// The UTF-8 offsets of the first and last words of an ASCII string (the same
    /// word when it has one), found from its ends; nil when it has none or is not ASCII.
    static func edgeWords(_ s: String) -> (first: Range<Int>, last: Range<Int>)? {
        let found = s.utf8.withContiguousStorageIfAvailable { bytes -> (first: Range<Int>, last: Range<Int>)? in
            func isWord(_ b: UInt8) -> Bool { isWordScalar(Unicode.Scalar(b)) }
            guard !bytes.contains(where: { $0 >= 0x80 }), let start = bytes.firstIndex(where: isWord),
                  let lastByte = bytes.lastIndex(where: isWord) else { return nil }
            var end = start
            while end < bytes.count && isWord(bytes[end]) { end += 1 }
            var lastStart = lastByte
            while lastStart > 0 && isWord(bytes[lastStart - 1]) { lastStart -= 1 }
            return (start..<end, lastStart..<(lastByte + 1))
        }
        return found ?? nil
    }

    /// A label compared for equality: trimmed and lowercased.
    static func normalizedLabel(_ s: String) -> String {
        s.trimmingSpaces().lowercasedByScalar()
    }

    /// Joins parts with ", ", stopping (with "…") once the result passes `limit` characters.
    static func joinedLabel(_ parts: [String], limit: Int = 300) -> String {
        var out = ""
        var length = 0
        for (n, part) in parts.enumerated() {
            if n > 0 {
                if length >= limit { out += ", …"; break }
                out += ", "; length += 2
            }
            out += part
            // Counting characters breaks graphemes; in ASCII without CR (CR LF is one
            // character) a character is a byte.
            length += part.containsUTF8Byte(where: { $0 >= 0x80 || $0 == 0x0D }) ? part.count : part.utf8.count
        }
        return out
    }

    /// `5` for 5.0, `4.5` for 4.5.
    static func format(_ v: Double) -> String { Rect.format(v) }

    // MARK: - Elements

    /// What VoiceOver says for a stop, for quoting in messages.
    static func spoken(_ e: Element) -> String {
        if let label = e.spokenLabel, !isBlank(label) { return label }
        if let value = e.accessibilityValue, !isBlank(value) { return value }
        if let text = e.text, !isBlank(text) { return text }
        return e.displayName
    }

    /// A short name for a stop in an order excerpt: its words, or the class.
    static func stopName(_ e: Element) -> String {
        if let label = e.spokenLabel, !isBlank(label) { return quoted(label, limit: 30) }
        // A switch's value ("1") names nothing; the class does.
        if !isControl(e), let value = e.accessibilityValue, !isBlank(value) { return quoted(value, limit: 30) }
        return e.className + (e.id.map { " #" + $0 } ?? "")
    }

    /// A control by role or by traits (button, link, adjustable).
    static func isControl(_ e: Element) -> Bool {
        e.roles.contains(.control)
    }

    /// A control that carries a value (switch, slider, stepper, segmented control, adjustable).
    static func isValueControl(_ e: Element) -> Bool {
        e.hasClass("UISwitch") || e.hasClass("UISlider") || e.hasClass("UIStepper")
            || e.hasClass("UISegmentedControl") || e.traits.contains(.adjustable)
    }

    /// Per element: the outermost card around it (or the element itself), or -1.
    static func outermostCard(_ h: Hierarchy) -> [Int32] {
        var cardOf = [Int32](repeating: -1, count: h.elements.count)
        for i in 1..<max(h.elements.count, 1) {
            let inherited = h.elements[i].parent.map { cardOf[Int($0)] } ?? -1
            cardOf[i] = inherited >= 0 ? inherited : (h.elements[i].roles.contains(.card) ? Int32(i) : -1)
        }
        return cardOf
    }

    /// Something the user activates or adjusts: a control (by role, or by the `button`,
    /// `link` or `adjustable` trait), or a cell that is an accessibility element.
    static func isInteractive(_ e: Element) -> Bool {
        isControl(e) || !e.traits.isDisjoint(with: [.button, .link, .adjustable])
            || (e.roles.contains(.cell) && e.isAccessibilityElement)
    }

    /// A card in a collection: a card that is a cell, or whose ancestor is a table or collection view.
    static func isCardInCollection(_ i: Int, _ context: AuditContext) -> Bool {
        let roles = context.hierarchy.elements[i].roles
        return roles.contains(.card) && (roles.contains(.cell) || context.nearestCollection[i] >= 0)
    }

    /// Per element: the number of visible accessibility elements VoiceOver reaches in
    /// its subtree (itself excluded), counted bottom-up in one backward pass.
    static func reachedElementCounts(_ context: AuditContext) -> [Int32] {
        let h = context.hierarchy
        var counts = [Int32](repeating: 0, count: h.elements.count)
        var i = h.elements.count - 1
        while i > 0 {
            let e = h.elements[i]
            if let p = e.parent.map(Int.init) {
                let own: Int32 = (e.isAccessibilityElement && context.order.isReached(Element.Index(i))) ? 1 : 0
                counts[p] += counts[i] + own
            }
            i -= 1
        }
        return counts
    }

    // MARK: - What a card or cell shows

    /// The visible content of one owner (a card or a cell), in reading order.
    struct Content {
        /// Visible `text` of role-`text` descendants (not inside a control or rating), in reading order.
        var texts: [(index: Element.Index, text: String)] = []
        /// What each part contributes to an aggregated label, in reading order
        /// (texts, and ratings as value and scale).
        var labelParts: [String] = []
        /// Visible controls (outermost), in document order.
        var controls: [Element.Index] = []
    }

    /// The content of some owners (cells, cards), looked up by owner index. Kept
    /// flat (every owner's parts in one array, in runs) and turned into a
    /// `Content` when asked: a table of 100,000 cards held three small arrays
    /// per card, all alive until the rule was done.
    struct ContentTable {
        fileprivate let hierarchy: Hierarchy
        /// The owners, sorted: an owner's position is found by bisection (a table
        /// of positions by element took 2.5 MB of a 100 MB file for each rule).
        fileprivate var owners: [Element.Index]
        /// Texts and ratings, each owner's run in reading order; `partStart[k] ..< partStart[k + 1]`.
        fileprivate var parts: [Element.Index]
        fileprivate var partStart: [Int32]
        /// Controls, each owner's run in document order.
        fileprivate var controls: [Element.Index]
        fileprivate var controlStart: [Int32]

        /// The owner's position in `owners`, if it is one.
        private func position(of owner: Element.Index) -> Int? {
            var low = 0, high = owners.count
            while low < high {
                let mid = (low + high) / 2
                if owners[mid] < owner { low = mid + 1 } else { high = mid }
            }
            return low < owners.count && owners[low] == owner ? low : nil
        }

        subscript(owner: Element.Index) -> Content? {
            guard let k = position(of: owner) else { return nil }
            var content = Content()
            content.controls = Array(controls[Int(controlStart[k])..<Int(controlStart[k + 1])])
            for item in parts[Int(partStart[k])..<Int(partStart[k + 1])] {
                let e = hierarchy[item]
                if e.roles.contains(.rating) {
                    if let part = ratingPhrase(e) { content.labelParts.append(part) }
                } else if let text = e.text {
                    content.texts.append((item, text))
                    content.labelParts.append(text.trimmingSpaces())
                }
            }
            return content
        }

        /// `self[owner]?.texts`, one by one, without building the rest of the content:
        /// rules that compare texts ask it of every owner, and the label parts (with
        /// their rating phrases) and controls are needed only for a finding.
        func forEachText(of owner: Element.Index, _ body: (Element.Index, String) -> Void) {
            guard let k = position(of: owner) else { return }
            for item in parts[Int(partStart[k])..<Int(partStart[k + 1])] {
                let e = hierarchy[item]
                if !e.roles.contains(.rating), let text = e.text { body(item, text) }
            }
        }
    }

    /// Collects, in one forward pass and one sort per owner, the content of every
    /// owner in `owners` (sorted element indices). A descendant belongs to its
    /// nearest owner ancestor.
    static func content(of owners: [Element.Index], _ context: AuditContext) -> ContentTable {
        assert(zip(owners, owners.dropFirst()).allSatisfy { $0 < $1 }, "owners must be sorted")
        let h = context.hierarchy
        let hidden = context.order.hidden
        let n = h.elements.count
        var slot = [Int32](repeating: -1, count: n)
        for (k, o) in owners.enumerated() { slot[Int(o)] = Int32(k) }
        // Each part and control with its owner's position, in document order.
        var foundParts: [(owner: Int32, item: Element.Index)] = []
        var foundControls: [(owner: Int32, item: Element.Index)] = []
        if !owners.isEmpty {
            // Per element: the position of its nearest owner ancestor, or -1.
            var ownerSlot = [Int32](repeating: -1, count: n)
            // Inside a control or rating (their texts are titles, not label text).
            var inControl = [Bool](repeating: false, count: n)
            // Through a buffer pointer, each element is read in place, not copied.
            h.elements.withUnsafeBufferPointer { elements in
                for i in 1..<n {
                    guard let p32 = elements[i].parent else { continue }
                    let p = Int(p32)
                    ownerSlot[i] = slot[p] >= 0 ? slot[p] : ownerSlot[p]
                    inControl[i] = inControl[p] || (ownerSlot[p] >= 0 && slot[p] < 0
                                                    && (isControl(elements[p]) || elements[p].roles.contains(.rating)))
                    let owner = ownerSlot[i]
                    guard owner >= 0, !hidden[i], !inControl[i] else { continue }
                    let roles = elements[i].roles
                    if roles.contains(.rating) || (roles.contains(.text) && !isBlank(elements[i].text)) {
                        foundParts.append((owner, Element.Index(i)))
                    } else if roles.contains(.control) {
                        foundControls.append((owner, Element.Index(i)))
                    }
                }
            }
        }
        // Grouped by owner (a counting sort keeps document order within each run).
        func grouped(_ found: [(owner: Int32, item: Element.Index)]) -> (items: [Element.Index], start: [Int32]) {
            var start = [Int32](repeating: 0, count: owners.count + 1)
            for f in found { start[Int(f.owner) + 1] += 1 }
            for k in 0..<owners.count { start[k + 1] += start[k] }
            var next = start
            var items = [Element.Index](repeating: 0, count: found.count)
            for f in found {
                items[Int(next[Int(f.owner)])] = f.item
                next[Int(f.owner)] += 1
            }
            return (items, start)
        }
        var (parts, partStart) = grouped(foundParts)
        let (controls, controlStart) = grouped(foundControls)
        let rightToLeft = VoiceOverOrder.directions(h)
        for k in owners.indices where partStart[k + 1] - partStart[k] > 1 {
            let run = Int(partStart[k])..<Int(partStart[k + 1])
            VoiceOverOrder.sortGeometrically(&parts, in: run, h, hidden: hidden, rightToLeft: rightToLeft[Int(owners[k])])
        }
        return ContentTable(hierarchy: h, owners: owners, parts: parts, partStart: partStart,
                            controls: controls, controlStart: controlStart)
    }

    /// What a rating adds to an aggregated label: "4.5 out of 5 stars".
    static func ratingPhrase(_ e: Element) -> String? {
        guard let value = e.accessibilityValue, !isBlank(value) else { return nil }
        let trimmed = value.trimmingSpaces()
        if let number = leadingNumber(trimmed), let maximum = e.maximumValue, !containsWordOf(trimmed) {
            var phrase = format(number)
            phrase += " out of "; phrase += format(maximum); phrase += " stars"
            return phrase
        }
        // "great" says nothing a label should repeat; rating-label-and-value reports it.
        return leadingNumber(trimmed) == nil ? nil : trimmed
    }

    /// Whether `words(s)` contains "of" ("4 of 5"). An ASCII value without an "o"
    /// (most are numbers such as "4.5") is settled without splitting it into words.
    static func containsWordOf(_ s: String) -> Bool {
        if !s.containsUTF8Byte(where: { $0 >= 0x80 || $0 | 0x20 == 0x6F }) { return false }
        return words(s).contains("of")
    }

    /// The number a value starts with: "4.5", "4 of 5", "4 stars", "-1"; nil for "great".
    static func leadingNumber(_ s: String) -> Double? {
        let trimmed = s.trimmingSpaces()
        if let decided = asciiLeadingNumber(trimmed) { return decided }
        return characterLeadingNumber(trimmed)
    }

    /// `leadingNumber` on the bytes, when the number and the character after it
    /// are ASCII (a non-ASCII scalar there may combine with what precedes it):
    /// nil when it cannot decide, `.some(nil)` for "no number".
    private static func asciiLeadingNumber(_ s: String) -> Double?? {
        var s = s
        return s.withUTF8 { b -> Double?? in
            func isDigit(_ i: Int) -> Bool { i < b.count && b[i] >= 0x30 && b[i] <= 0x39 }
            var i = 0
            if i < b.count, b[i] == 0x2D || b[i] == 0x2B { i += 1 }
            let digitsStart = i
            while isDigit(i) { i += 1 }
            guard i > digitsStart else { return i < b.count && b[i] >= 0x80 ? nil : .some(nil) }
            if i + 1 < b.count, b[i] == 0x2E || b[i] == 0x2C, isDigit(i + 1) {
                i += 1
                while isDigit(i) { i += 1 }
            }
            if i < b.count {
                if b[i] >= 0x80 { return nil }
                let lower = b[i] | 0x20
                if lower >= 0x61 && lower <= 0x7A { return .some(nil) }
            }
            var literal = String(decoding: UnsafeBufferPointer(rebasing: b[0..<i]), as: UTF8.self)
            if literal.utf8.contains(0x2C) { literal = literal.replacing(",", with: ".") }
            return .some(Double(literal))
        }
    }

    static func characterLeadingNumber(_ trimmed: String) -> Double? {
        let chars = Array(trimmed)
        var i = 0
        var literal = ""
        if i < chars.count, chars[i] == "-" || chars[i] == "+" { literal.append(chars[i]); i += 1 }
        var digits = 0
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { literal.append(chars[i]); i += 1; digits += 1 }
        if digits > 0, i + 1 < chars.count, chars[i] == "." || chars[i] == ",", chars[i + 1].isASCII, chars[i + 1].isNumber {
            literal.append(".")
            i += 1
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { literal.append(chars[i]); i += 1 }
        }
        guard digits > 0 else { return nil }
        // The number must end the value or be followed by a separator ("4 of 5", "4/5", "4 stars").
        if i < chars.count, chars[i].isLetter { return nil }
        return Double(literal)
    }
}
