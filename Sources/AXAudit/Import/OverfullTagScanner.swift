/// Finds the first start tag with more than `limit` attributes in a byte stream,
/// chunk by chunk, before libxml2 parses it: libxml2 2.9 checks a start tag's
/// attributes for duplicates pairwise, so a tag with a million attributes would
/// take hours. Attributes are counted as the `=` outside quotes; comments, CDATA
/// sections, processing instructions, declarations and end tags are skipped.
struct OverfullTagScanner {
    let limit: Int
    /// The stream offset of the overfull tag's `<`, once its count passed the limit.
    private(set) var overfullTagStart: Int?
    /// Attributes counted in the current (or overfull) tag.
    private(set) var count = 0
    /// The overfull tag's `>` (or the next `<`) has been seen: `count` is final.
    private(set) var overfullTagEnded = false

    private enum Mode { case text, open, startTag, comment, cdata, processingInstruction, other }
    private var mode = Mode.text
    private var tagStart = 0
    private var quote: UInt8 = 0
    /// Bytes after `<` while it is not yet clear what the markup is (`!--`, `![CDATA[`).
    private var opening: [UInt8] = []
    /// How much of a terminator (`-->`, `]]>`, `?>`) has been matched.
    private var matched = 0

    private static let comment = Array("!--".utf8)
    private static let cdata = Array("![CDATA[".utf8)

    init(limit: Int) { self.limit = limit }

    /// Scans the next bytes, which start at stream offset `offset`.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard !overfullTagEnded else { return }
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        for k in 0..<chunk.count {
            let c = chunk[k]
            switch mode {
            case .text:
                if c == lt { startMarkup(at: offset + k) }
            case .open:
                opening.append(c)
                if opening[0] == UInt8(ascii: "?") {
                    mode = .processingInstruction; matched = 0
                } else if opening[0] == UInt8(ascii: "/") {
                    mode = c == gt ? .text : .other
                } else if opening[0] == UInt8(ascii: "!") {
                    if opening == Self.comment {
                        mode = .comment; matched = 0
                    } else if opening == Self.cdata {
                        mode = .cdata; matched = 0
                    } else if !Self.comment.starts(with: opening) && !Self.cdata.starts(with: opening) {
                        mode = c == gt ? .text : .other
                    }
                } else {
                    mode = .startTag; quote = 0; count = 0
                    if c == gt { mode = .text } else if c == lt { startMarkup(at: offset + k) }
                }
            case .startTag:
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: "=") {
                    count += 1
                    if count > limit && overfullTagStart == nil { overfullTagStart = tagStart }
                } else if c == gt {
                    if overfullTagStart != nil { overfullTagEnded = true; return }
                    mode = .text
                }
                // A `<` never belongs in a tag, even quoted: the tag ends there (libxml2 reports it).
                if c == lt {
                    if overfullTagStart != nil { overfullTagEnded = true; return }
                    startMarkup(at: offset + k)
                }
            case .comment:
                if c == UInt8(ascii: "-") { matched = min(matched + 1, 2) }
                else if c == gt && matched == 2 { mode = .text }
                else { matched = 0 }
            case .cdata:
                if c == UInt8(ascii: "]") { matched = min(matched + 1, 2) }
                else if c == gt && matched == 2 { mode = .text }
                else { matched = 0 }
            case .processingInstruction:
                if c == UInt8(ascii: "?") { matched = 1 }
                else if c == gt && matched == 1 { mode = .text }
                else { matched = 0 }
            case .other:
                if c == gt { mode = .text }
            }
        }
    }

    private mutating func startMarkup(at offset: Int) {
        mode = .open
        tagStart = offset
        opening.removeAll(keepingCapacity: true)
    }
}
