import AXAuditImport
import AXAuditModel

/// A small streaming JSON writer: keys in the order written, strings escaped so
/// any label (quotes, control characters, emoji, right-to-left text) stays valid
/// JSON. It collects text in `output` until `flush(into:)` hands it on, so a
/// report written to a file is flushed finding by finding, never held whole.
public final class JSONWriter {
    // Unchecked: every piece of a report is appended here, and the dynamic
    // exclusivity checks of a class's properties cost more than the appending.
    // The writer is used by one thread, and no access overlaps another.
    /// The text written since the last flush, as UTF-8: appending the dozens of
    /// pieces of a finding to a String cost 300 instructions each.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    @exclusivity(unchecked) private var needsComma: [Bool] = [false]

    public init() {}

    /// The text written since the last flush.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes the text collected so far to `stream`, and forgets it.
    public func flush(into stream: inout some TextOutputStream) {
        FileOutputStream.write(utf8: bytes, to: &stream)
        bytes.removeAll(keepingCapacity: true)
    }

    private func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    public func object(_ body: () -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
        body()
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    public func array<Items: Sequence>(_ items: Items, _ body: (Items.Element) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
        for item in items { body(item) }
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"name":`, after a comma if one is due.
    private func name(_ name: String) {
        separate()
        JSONWriter.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes `"name":` and then the value `body` writes.
    public func key(_ name: String, _ body: () -> Void) {
        self.name(name)
        needsComma.append(false)
        body()
        needsComma.removeLast()
    }

    // The fields write their key and value directly, as `key` and a value would.

    public func field(_ name: String, _ value: String?) {
        self.name(name)
        if let value { JSONWriter.appendQuoted(value, to: &bytes) } else { bytes.append("null") }
    }

    public func field(_ name: String, _ value: Int) {
        self.name(name)
        bytes.appendUTF8(String(value))
    }

    public func field(_ name: String, _ value: Bool) {
        self.name(name)
        bytes.append(value ? "true" : "false")
    }

    public func string(_ value: String) {
        separate()
        JSONWriter.appendQuoted(value, to: &bytes)
    }

    public func null() {
        separate()
        bytes.append("null")
    }

    /// A value written as it is given: a number or a boolean in JSON's spelling.
    package func unquoted(_ value: String) {
        separate()
        bytes.appendUTF8(value)
    }

    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out.appendUTF8(s, replacing: escape, screenedBy: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 })
        out.append(UInt8(ascii: "\""))
    }

    /// What JSON needs instead of `scalar` inside a string, if anything. U+2028
    /// and U+2029 are escaped too: JavaScript before ES2019 ends a line there.
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
            guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
