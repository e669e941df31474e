import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Attributes counted so far in a start tag that is still open where the bytes
    /// scanned end: at most this many of a later piece's `=` can add to one tag's count.
    var countInOpenTag: Int { mode == .startTag ? count : 0 }

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
    /// Quotes, `=`, `>` and `<`: the bytes that matter inside a start tag. All
    /// are below 64, so one shift of a constant mask tells.
    @inline(__always)
    private static func isSignificantInTag(_ byte: UInt8) -> Bool {
        let mask: UInt64 = 1 << 0x22 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3D | 1 << 0x3E
        return byte < 64 && (mask >> UInt64(byte)) & 1 == 1
    }

    init(limit: Int) { self.limit = limit }

    /// Scans the next bytes, which start at stream offset `offset`.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard !overfullTagEnded, let base = chunk.baseAddress else { return }
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        let n = chunk.count
        var k = 0
        /// The index of the next `byte` at or after `k`, or `n`.
        func next(_ byte: UInt8, from k: Int) -> Int {
            guard k < n, let found = memchr(base + k, Int32(byte), n - k) else { return n }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        while k < n {
            switch mode {
            case .text:
                // Text is much of a file: jump to the next `<`.
                k = next(lt, from: k)
                if k < n {
                    startMarkup(at: offset + k)
                    k += 1
                }
            case .open:
                let c = chunk[k]
                k += 1
                opening.append(c)
                if opening[0] == UInt8(ascii: "?") {
                    mode = .processingInstruction
                    matched = 0
                } else if opening[0] == UInt8(ascii: "/") {
                    mode = c == gt ? .text : .other
                } else if opening[0] == UInt8(ascii: "!") {
                    if opening == Self.comment {
                        mode = .comment
                        matched = 0
                    } else if opening == Self.cdata {
                        mode = .cdata
                        matched = 0
                    } else if !Self.comment.starts(with: opening) && !Self.cdata.starts(with: opening) {
                        mode = c == gt ? .text : .other
                    }
                } else {
                    mode = .startTag
                    quote = 0
                    count = 0
                    if c == gt { mode = .text } else if c == lt { startMarkup(at: offset + k - 1) }
                }
            case .startTag:
                // Stay in the tag: skip plain bytes and quoted values in tight loops.
                while k < n {
                    if quote != 0 {
                        // Values are most of a tag's bytes: memchr finds the closing quote.
                        k = next(quote, from: k)
                        if k == n { break }
                        quote = 0
                        k += 1
                        continue
                    }
                    while k < n && !Self.isSignificantInTag(base[k]) { k += 1 }
                    if k == n { break }
                    let c = base[k]
                    k += 1
                    if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                        quote = c
                    } else if c == UInt8(ascii: "=") {
                        count += 1
                        if count > limit && overfullTagStart == nil { overfullTagStart = tagStart }
                    } else {
                        // `>` ends the tag; a `<` never belongs in one: the tag ends there (libxml2 reports it).
                        if overfullTagStart != nil {
                            overfullTagEnded = true
                            return
                        }
                        if c == gt { mode = .text } else { startMarkup(at: offset + k - 1) }
                        break
                    }
                }
            case .comment, .cdata, .processingInstruction, .other:
                let c = chunk[k]
                k += 1
                endMarkup(c)
            }
        }
    }

    /// Matches the end of a comment (`-->`), CDATA section (`]]>`), processing
    /// instruction (`?>`) or other markup (`>`), byte by byte across chunks.
    private mutating func endMarkup(_ c: UInt8) {
        let gt = UInt8(ascii: ">")
        switch mode {
        case .comment, .cdata:
            let repeated = mode == .comment ? UInt8(ascii: "-") : UInt8(ascii: "]")
            if c == repeated {
                matched = min(matched + 1, 2)
            } else if c == gt && matched == 2 {
                mode = .text
            } else {
                matched = 0
            }
        case .processingInstruction:
            if c == UInt8(ascii: "?") {
                matched = 1
            } else if c == gt && matched == 1 {
                mode = .text
            } else {
                matched = 0
            }
        default:
            if c == gt { mode = .text }
        }
    }

    private mutating func startMarkup(at offset: Int) {
        mode = .open
        tagStart = offset
        opening.removeAll(keepingCapacity: true)
    }
}
