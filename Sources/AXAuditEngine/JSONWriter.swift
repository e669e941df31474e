import AXAuditPlatform
import AXAuditModel

/// A small streaming JSON writer: keys in the order written, strings escaped so
/// any label (quotes, control characters, emoji, right-to-left text) stays valid
/// JSON. It collects text in `output` until `flush(into:)` hands it on, so a
/// report written to a file is flushed finding by finding, never held whole.
public final class JSONWriter {
    /// Everything the writer keeps, changed by one call per value written: a
    /// class's stored property is checked for overlapping access each time it
    /// is changed, and a finding is written in dozens of pieces.
    private var text = Text()

    private struct Text {
        /// What is written since the last flush, as UTF-8.
        var bytes: [UInt8] = []
        /// Per open object or array (and the top level): whether the next value needs a comma.
        var needsComma: [Bool] = [false]

        mutating func separate() {
            if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
            needsComma[needsComma.count - 1] = true
        }

        mutating func open(_ bracket: Unicode.Scalar) {
            separate()
            bytes.append(UInt8(ascii: bracket))
            needsComma.append(false)
        }

        mutating func close(_ bracket: Unicode.Scalar) {
            needsComma.removeLast()
            bytes.append(UInt8(ascii: bracket))
        }

        /// `"name":`, after a comma if one is due.
        mutating func name(_ name: String) {
            separate()
            JSONWriter.appendQuoted(name, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }

        /// A value written as it is given.
        mutating func raw(_ value: String) {
            bytes.append(contentsOf: value.utf8)
        }

        mutating func field(_ name: String, _ value: String?) {
            self.name(name)
            if let value { JSONWriter.appendQuoted(value, to: &bytes) } else { raw("null") }
        }

        mutating func field(_ name: String, _ value: Int) {
            self.name(name)
            raw(String(value))
        }

        mutating func field(_ name: String, _ value: Bool) {
            self.name(name)
            raw(value ? "true" : "false")
        }

        mutating func string(_ value: String) {
            separate()
            JSONWriter.appendQuoted(value, to: &bytes)
        }

        mutating func unquoted(_ value: String) {
            separate()
            raw(value)
        }
    }

    public init() {}

    /// The text written since the last flush.
    public var output: String { String(decoding: text.bytes, as: UTF8.self) }

    /// Writes the text collected so far to `stream`, and forgets it.
    public func flush(into stream: inout some TextOutputStream) {
        FileOutputStream.write(utf8: text.bytes, to: &stream)
        text.bytes.removeAll(keepingCapacity: true)
    }

    public func object(_ body: () -> Void) {
        text.open("{")
        body()
        text.close("}")
    }

    public func array<Items: Sequence>(_ items: Items, _ body: (Items.Element) -> Void) {
        text.open("[")
        for item in items { body(item) }
        text.close("]")
    }

    /// Writes `"name":` and then the value `body` writes.
    public func key(_ name: String, _ body: () -> Void) {
        text.name(name)
        text.needsComma.append(false)
        body()
        text.needsComma.removeLast()
    }

    // The fields write their key and value directly, as `key` and a value would.

    public func field(_ name: String, _ value: String?) {
        text.field(name, value)
    }

    public func field(_ name: String, _ value: Int) {
        text.field(name, value)
    }

    public func field(_ name: String, _ value: Bool) {
        text.field(name, value)
    }

    public func string(_ value: String) {
        text.string(value)
    }

    public func null() {
        text.unquoted("null")
    }

    /// A value written as it is given: a number or a boolean in JSON's spelling.
    package func unquoted(_ value: String) {
        text.unquoted(value)
    }

    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let start = out.count
        out.appendUTF8(
            s, replacing: escape,
            screenedBy: {
                $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
            })
        out.escapeLogCommands(from: start, bracket: "\\u005B")
        out.append(UInt8(ascii: "\""))
    }

    /// What JSON needs instead of `scalar` inside a string, if anything. U+2028
    /// and U+2029 are escaped too: JavaScript before ES2019 ends a line there.
    /// So are DEL, the C1 controls and the bidirectional controls (as `LogText`
    /// shows them), and `[` after `##` (`escapeLogCommands`): a report on
    /// standard output lands in a CI log.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{2028}": return "\\u2028"
        case "\u{2029}": return "\\u2029"
        default:
            guard scalar.value < 0x20 || LogText.isInvisible(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
