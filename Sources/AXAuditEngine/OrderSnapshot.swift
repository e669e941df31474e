import AXAuditModel

/// A screen's VoiceOver order as text: a header line, then one line per stop,
/// in VoiceOver's order, each saying what VoiceOver says and which element it
/// is. `docs/order-snapshots.md` describes the format; this type writes it and
/// reads it back.
///
/// Frames, line numbers and stop numbers are left out, so that a layout tweak
/// that keeps the order, or a stop added at the top, changes only the lines it
/// must.
public struct OrderSnapshot: Sendable, Equatable {
    public static let formatVersion = 1
    /// The rule that compares a screen's order with its snapshot.
    public static let checkRuleID = "reading-order-changed"
    /// The file name extension of a recorded snapshot.
    public static let fileExtension = "order"

    public var screen: String
    public var stops: [Stop]

    /// One stop: what VoiceOver says, and the element's identity.
    public struct Stop: Sendable, Hashable {
        /// `nil`: the element has no label (VoiceOver says only its traits, if any).
        public var label: String?
        public var value: String?
        /// VoiceOver's words for the traits it speaks, in `spokenTraits` order.
        public var traits: [String]
        public var actions: [String]
        public var identity: Identity

        public init(label: String?, value: String?, traits: [String], actions: [String], identity: Identity) {
            self.label = label
            self.value = value
            self.traits = traits
            self.actions = actions
            self.identity = identity
        }
    }

    /// How a reader finds the element: its accessibilityIdentifier, else its
    /// `id`, else the classes of it and its nearest ancestors. A line that is not
    /// a stop this version can read is kept whole as `unreadable`.
    public enum Identity: Sendable, Equatable, Hashable {
        case identifier(String)
        case id(String)
        case classPath(String)
        case unreadable(String)
    }

    public init(screen: String, stops: [Stop]) {
        self.screen = screen
        self.stops = stops
    }

    /// The traits VoiceOver speaks, in the order they are written, with its words for them.
    public static let spokenTraits: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.searchField, "search field"), (.image, "image"),
        (.header, "heading"), (.tabBar, "tab bar"), (.keyboardKey, "key"), (.adjustable, "adjustable"),
        (.selected, "selected"), (.notEnabled, "dimmed"),
    ]

    /// Classes in a class path: enough to find an element, few enough that
    /// wrapping the screen in another view does not change every line.
    static let classPathDepth = 3

    /// The stops of `order`, and the element of each.
    public init(_ hierarchy: Hierarchy, _ order: VoiceOverOrder) {
        screen = hierarchy.screen
        stops = order.stops.map { OrderSnapshot.stop(at: $0, in: hierarchy) }
    }

    public static func stop(at index: Element.Index, in hierarchy: Hierarchy) -> Stop {
        let element = hierarchy[index]
        let traits = element.traits
        let value = element.accessibilityValue.flatMap { $0.isEmpty ? nil : $0 }
        return Stop(
            label: element.spokenLabel, value: value,
            traits: spokenTraits.filter { traits.contains($0.0) }.map(\.1),
            actions: element.customActions, identity: identity(of: index, in: hierarchy))
    }

    static func identity(of index: Element.Index, in hierarchy: Hierarchy) -> Identity {
        let element = hierarchy[index]
        if let identifier = element.accessibilityIdentifier, !identifier.isEmpty { return .identifier(identifier) }
        if let id = element.id { return .id(id) }
        var classes: [String] = []
        var current: Element.Index? = index
        while let i = current, i != 0, classes.count < classPathDepth {
            classes.append(hierarchy[i].className)
            current = hierarchy[i].parent
        }
        return .classPath(classes.reversed().joined(separator: "/"))
    }

    // MARK: Writing

    /// The header line, without its line break.
    public static func header(screen: String) -> String {
        "# axaudit VoiceOver order, format \(formatVersion), screen " + quoted(screen)
    }

    /// The file's text: the header, then a line per stop; every line ends with a line break.
    public var rendered: String {
        var out = OrderSnapshot.header(screen: screen) + "\n"
        for stop in stops { out += stop.line + "\n" }
        return out
    }

    /// The file's lines without their line breaks.
    public var lines: [String] { [OrderSnapshot.header(screen: screen)] + stops.map(\.line) }

    /// `"label", "value", trait words, actions: "A", "B"  [identity]`.
    public static func spokenText(_ stop: Stop) -> String {
        var parts = [stop.label.map(quoted) ?? "unlabeled"]
        if let value = stop.value { parts.append(quoted(value)) }
        parts += stop.traits
        if let first = stop.actions.first {
            parts.append("actions: " + quoted(first))
            parts += stop.actions.dropFirst().map(quoted)
        }
        return parts.joined(separator: ", ")
    }

    /// A string in double quotes, escaped so that it stays on one line and
    /// reads the same in any editor or diff: `\"`, `\\`, `\n`, `\r`, `\t`, and
    /// `\u{…}` for other control characters, line and paragraph separators, and
    /// the invisible characters that reorder or hide text (bidirectional
    /// controls, zero-width characters, the byte order mark); and `[` after
    /// `##` as `\u{5B}`, so that no line of a snapshot, printed by
    /// `axaudit order --snapshot` or in a diff, is a command to GitHub's runner.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        var hashes = 0
        for scalar in s.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            if scalar == "[" && hashes >= 2 {
                out += "\\u{5B}"
                continue
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if mustEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true  // C0, DEL, C1 (with NEL)
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true  // invisible and bidi
        case 0xFFF9...0xFFFB: true  // interlinear annotations
        default: false
        }
    }

    // MARK: Reading

    /// Reads a snapshot file. A header this version cannot read leaves `screen`
    /// `nil`, and a line it cannot read is kept as a stop with an `unreadable`
    /// identity, so that a damaged file is reported as a change, never dropped.
    /// Lines ending in CR LF (a checkout that converts line ends) read the same.
    ///
    /// Read as UTF-8 bytes: every delimiter of the format is ASCII, and a file of
    /// thousands of stops is read in a fraction of the time characters take.
    public static func parse(_ text: String) -> (screen: String?, stops: [Stop]) {
        let bytes = Array(text.utf8)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { return (nil, []) }
        var screen: String?
        var header = LineScanner(first)
        if header.consume("# axaudit VoiceOver order, format \(formatVersion), screen "),
            let name = header.quotedString(), header.atEnd
        {
            screen = name
        }
        // A header of another format is no stop; a file without a header begins with one.
        let body = first.first == UInt8(ascii: "#") ? lines.dropFirst() : lines[...]
        return (screen, body.map { parseStop($0) ?? unreadableStop(String(decoding: $0, as: UTF8.self)) })
    }

    static func unreadableStop(_ line: String) -> Stop {
        Stop(label: nil, value: nil, traits: [], actions: [], identity: .unreadable(line))
    }

    static func parseStop(_ line: String) -> Stop? {
        parseStop(Array(line.utf8)[...])
    }

    /// A stop line, or `nil` when it does not follow the format.
    static func parseStop(_ line: ArraySlice<UInt8>) -> Stop? {
        var scanner = LineScanner(line)
        var label: String?
        if scanner.consume("unlabeled") {
            label = nil
        } else if let quoted = scanner.quotedString() {
            label = quoted
        } else {
            return nil
        }
        var value: String?
        var traits: [String] = []
        var actions: [String] = []
        while scanner.consume(", ") {
            if scanner.consume("actions: ") {
                guard let action = scanner.quotedString() else { return nil }
                actions.append(action)
            } else if let quoted = scanner.quotedString() {
                if !actions.isEmpty {
                    actions.append(quoted)
                } else if value == nil && traits.isEmpty {
                    value = quoted
                } else {
                    return nil
                }
            } else if let word = spokenTraits.map(\.1).first(where: {
                scanner.peek($0 + ",") || scanner.peek($0 + "  [")
            }
            ) {
                guard actions.isEmpty else { return nil }
                _ = scanner.consume(word)
                traits.append(word)
            } else {
                return nil
            }
        }
        guard scanner.consume("  [") else { return nil }
        let identity: Identity
        if scanner.consume("identifier "), let s = scanner.quotedString() {
            identity = .identifier(s)
        } else if scanner.consume("id "), let s = scanner.quotedString() {
            identity = .id(s)
        } else if scanner.consume("class "), let s = scanner.quotedString() {
            identity = .classPath(s)
        } else {
            return nil
        }
        guard scanner.consume("]"), scanner.atEnd else { return nil }
        return Stop(label: label, value: value, traits: traits, actions: actions, identity: identity)
    }

    /// Reads a line's UTF-8 left to right: literals and quoted strings.
    struct LineScanner {
        var rest: ArraySlice<UInt8>
        init(_ line: ArraySlice<UInt8>) { rest = line }
        var atEnd: Bool { rest.isEmpty }

        func peek(_ literal: String) -> Bool { rest.starts(with: literal.utf8) }

        mutating func consume(_ literal: String) -> Bool {
            guard peek(literal) else { return false }
            rest = rest.dropFirst(literal.utf8.count)
            return true
        }

        /// A string `quoted(_:)` wrote; `nil` (and nothing consumed) otherwise.
        mutating func quotedString() -> String? {
            var i = rest.startIndex
            guard i < rest.endIndex, rest[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            var out: [UInt8] = []
            while i < rest.endIndex {
                let byte = rest[i]
                i += 1
                switch byte {
                case UInt8(ascii: "\""):
                    rest = rest[i...]
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard i < rest.endIndex else { return nil }
                    let escaped = rest[i]
                    i += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(escaped)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard i < rest.endIndex, rest[i] == UInt8(ascii: "{") else { return nil }
                        i += 1
                        var value: UInt32 = 0
                        var digits = 0
                        while i < rest.endIndex, rest[i] != UInt8(ascii: "}") {
                            guard let digit = hexValue(rest[i]), digits < 6 else { return nil }
                            value = value * 16 + digit
                            digits += 1
                            i += 1
                        }
                        guard i < rest.endIndex, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
                        i += 1
                        out.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default:
                    out.append(byte)
                }
            }
            return nil
        }

        private func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            default: nil
            }
        }
    }
}

extension OrderSnapshot.Stop {
    /// The stop's line, without its line break.
    public var line: String {
        OrderSnapshot.spokenText(self) + "  [" + identity.written + "]"
    }
}

extension OrderSnapshot.Identity {
    /// As a snapshot line ends: `identifier "…"`, `id "…"` or `class "…"`.
    public var written: String {
        switch self {
        case .identifier(let s): "identifier " + OrderSnapshot.quoted(s)
        case .id(let s): "id " + OrderSnapshot.quoted(s)
        case .classPath(let s): "class " + OrderSnapshot.quoted(s)
        case .unreadable(let line): line
        }
    }
}

/// A screen's recorded order, as the runner found it for the check: the file's
/// path, and its text, or `nil` when there is no such file.
public struct RecordedOrder: Sendable, Equatable {
    public var path: String
    public var text: String?

    public init(path: String, text: String?) {
        self.path = path
        self.text = text
    }
}

/// What `--record-order-snapshots` found for one screen: where its snapshot
/// goes, its text, and how it differs from the file there.
public struct OrderSnapshotRecord: Sendable, Equatable {
    public enum Status: String, Sendable, Equatable {
        /// No file yet.
        case new
        /// A file with another order (or other bytes).
        case changed
        /// The file holds exactly this text.
        case unchanged
    }

    public var path: String
    public var text: String
    public var status: Status

    public init(path: String, text: String, status: Status) {
        self.path = path
        self.text = text
        self.status = status
    }
}
