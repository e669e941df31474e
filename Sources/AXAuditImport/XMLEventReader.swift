import AXAuditModel
import AXAuditPlatform

// libxml2: on Linux the system's, through the CLibXML2 module map; on Apple
// platforms the SDK's own `libxml2` module, whose headers need no search path.
#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An attribute of a start tag, copied out of libxml2's buffers.
public struct XMLAttribute: Sendable {
    public var name: String
    public var value: String
}

/// What the importer does with the document's elements, one event at a time.
protocol XMLEventHandler: AnyObject {
    /// Return an error to stop parsing there.
    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
    /// The same with the attributes still in libxml2's buffers (valid during the call only);
    /// by default they are copied out and passed to the method above.
    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError?
    func endElement(name: String)
}

extension XMLEventHandler {
    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError? {
        startElement(name: name, attributes: raw.materialize(), location: location, depth: depth)
    }
}

/// The attributes of the start tag being reported, not yet copied: names are
/// interned by the reader (`nameID` is stable for the whole parse), values are
/// the bytes in libxml2's buffer. Valid only during the `startElement` call.
struct RawAttributes: Sequence {
    fileprivate let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int
    /// Unmanaged: the reader outlives the call, and a reference counted one would
    /// be retained and released around every attribute's name lookup.
    fileprivate let reader: Unmanaged<XMLEventReader>

    struct Attribute {
        /// Index of the (prefixed) name in the reader's name table.
        let nameID: Int32
        fileprivate let reader: Unmanaged<XMLEventReader>
        var name: String { reader.takeUnretainedValue().names[Int(nameID)] }
        /// The value as libxml2 hands it over (a `&` is `&#38;`, see `XMLEventReader.attributeValue`).
        let bytes: UnsafeBufferPointer<UInt8>
        var value: String { XMLEventReader.attributeValue(bytes) }
        var attribute: XMLAttribute { XMLAttribute(name: name, value: value) }
    }

    package struct Iterator: IteratorProtocol {
        fileprivate let attributes: RawAttributes
        fileprivate var i = 0

        mutating func next() -> Attribute? {
            guard let base = attributes.base else { return nil }
            while i < attributes.count {
                let entry = base + i * 5
                i += 1
                guard let namePointer = entry[0], let start = entry[3], let end = entry[4] else { continue }
                let reader = attributes.reader
                let nameID = reader._withUnsafeGuaranteedRef { $0.nameID(namePointer, prefix: entry[1]) }
                return Attribute(
                    nameID: nameID, reader: reader,
                    bytes: UnsafeBufferPointer(start: UnsafePointer(start), count: end - start))
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(attributes: self) }

    func materialize() -> [XMLAttribute] {
        var list: [XMLAttribute] = []
        list.reserveCapacity(count)
        for attribute in self { list.append(attribute.attribute) }
        return list
    }
}

/// Bounds of our own: libxml2's are lifted (`XML_PARSE_HUGE`) so that real,
/// deeply nested SwiftUI hierarchies parse, so these keep hostile input bounded.
public struct ImportLimits: Sendable {
    public var maxDepth = 10_000
    public var maxAttributeValueBytes = 8 << 20
    public var maxAttributesPerElement = 10_000
    /// A native file at least this large is read by two parsers at once when a
    /// second core is free (see `SplitImport`).
    public var splitImportMinimumBytes = 8 << 20
    /// The largest file read whole into memory: a UTF-16 file (converted before
    /// parsing), a JSON page source and a debugDescription. UTF-8 XML is read in pieces.
    public var maxWholeFileBytes = InputFile.sizeLimit
    /// The shortest piece of input libxml2 gets without the overfull-tag scan
    /// (`XMLEventReader.feed`); tests lower it to cut pieces in small inputs.
    package var unscannedPieceMinimum = 4096
    public init() {}
}

/// The one place that talks to libxml2: a SAX2 push parser fed in chunks, from
/// bytes in memory or straight from a file (never the whole file in memory).
///
/// Safety: no DTD is loaded, no entity is substituted (never `XML_PARSE_NOENT`),
/// no network is used, and any DOCTYPE stops the parse, so external entities,
/// parameter entities and entity expansion bombs never get a chance to run.
///
/// Locations are computed from the bytes, not from libxml2's line counters: the
/// parser reports where it *is* (after the start tag, possibly lines later) and
/// `xmlGetLineNo` saturates at 65,535. When a start tag is reported, the parser
/// stands on its `>`; the tag's `<` is the last `<` before that, because `<`
/// cannot occur inside attribute values. The reader keeps the bytes from the last
/// start tag's `<` on (a window), enough to count lines and columns exactly.
final class XMLEventReader {
    private let limits: ImportLimits
    /// Held strongly (it never holds the reader): calls through a `let` need no
    /// retain, where an unowned one would be retained and released around every event.
    private let handler: XMLEventHandler
    private var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) private var firstError: InputError? { didSet { failed = firstError != nil } }
    /// `firstError != nil`, asked for every element without copying the error.
    @exclusivity(unchecked) private var failed = false
    @exclusivity(unchecked) private var depth = 0
    // Incremental line/column tracking, monotonic in the byte offset.
    @exclusivity(unchecked) private var scanOffset = 0
    @exclusivity(unchecked) private var line = 1
    @exclusivity(unchecked) private var column = 1
    /// The last byte counted was a CR: the LF of a CRLF does not end another line.
    @exclusivity(unchecked) private var afterCR = false
    /// The offset of the first CR from `scanOffset` on in the bytes fed so far, or
    /// `Int.max`: most files have none, and lines are then counted by LF alone
    /// without looking for a CR before every element.
    @exclusivity(unchecked) private var nextCR = Int.max
    /// Finds a start tag with too many attributes before libxml2 sees it whole.
    @exclusivity(unchecked) private var overfullScanner: OverfullTagScanner
    /// Bytes from stream offset `windowStart` to `fed` (everything fed so far).
    @exclusivity(unchecked) private var window: [UInt8] = []
    @exclusivity(unchecked) private var windowStart = 0
    @exclusivity(unchecked) private var fed = 0
    private var sax = xmlSAXHandler()
    /// Element and attribute names, interned by libxml2's dictionary pointers.
    @exclusivity(unchecked) private(set) var names: [String] = []
    @exclusivity(unchecked) private var nameIDs: [NameKey: Int32] = [:]
    /// The local part of each name, NUL-terminated, one after another (name `id`'s
    /// from `nameTextStart[id]`): what a name outside libxml2's dictionary is checked
    /// against. One array for all names, not an array (two allocations) per name.
    @exclusivity(unchecked) private var nameText: [CChar] = []
    @exclusivity(unchecked) private var nameTextStart: [Int32] = []
    private static let recentSize = 256
    @exclusivity(unchecked) private var recentNames = [
        (local: UnsafeRawPointer?, prefix: UnsafeRawPointer?, id: Int32, interned: Bool)
    ](
        repeating: (nil, nil, 0, false), count: XMLEventReader.recentSize)

    private struct NameKey: Hashable {
        var local: UnsafeRawPointer
        var prefix: UnsafeRawPointer?
    }

    static let chunkSize = 1 << 18
    private static let initialize: Void = { xmlInitParser() }()

    /// `firstLine`: the line the first byte fed is on (a parser that starts in
    /// the middle of a file, see `SplitImport`).
    init(limits: ImportLimits, handler: XMLEventHandler, firstLine: Int = 1) {
        _ = XMLEventReader.initialize
        self.limits = limits
        self.handler = handler
        self.overfullScanner = OverfullTagScanner(limit: limits.maxAttributesPerElement)
        self.line = firstLine
        // A screen uses a few dozen names: tables grown name by name cost more than
        // the rest of a small screen's names.
        names.reserveCapacity(64)
        nameText.reserveCapacity(1024)
        nameTextStart.reserveCapacity(64)
        nameIDs.reserveCapacity(64)
    }

    /// A start tag declared a namespace (what follows depends on it).
    @exclusivity(unchecked) private(set) var sawNamespaceDeclaration = false
    /// Elements open now.
    var openElements: Int { depth }

    /// The parse stands between two tags, in element content, with nothing held
    /// back but white space: what comes next parses the same whoever reads it.
    func restsBetweenTags() -> Bool {
        guard let context, !failed, context.pointee.disableSAX == 0, context.pointee.wellFormed != 0,
            context.pointee.instate == XML_PARSER_CONTENT, overfullScanner.overfullTagStart == nil,
            let input = context.pointee.input?.pointee, var cur = input.cur, let end = input.end
        else { return false }
        while cur < end {
            guard Importer.isWhitespace(cur.pointee) else { return false }
            cur += 1
        }
        return true
    }

    /// `bytes` must be UTF-8 (see `InputDecoding`).
    convenience init(bytes: [UInt8], limits: ImportLimits, handler: XMLEventHandler) {
        self.init(limits: limits, handler: handler)
        pendingBytes = bytes
    }
    private var pendingBytes: [UInt8] = []

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Parses the bytes given to `init(bytes:)`; returns the first fatal error, if any.
    func parse() -> InputError? {
        let bytes = pendingBytes
        pendingBytes = []
        guard start() else { return firstError }
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            repeat {
                let length = min(XMLEventReader.chunkSize, buffer.count - offset)
                let chunk = UnsafeBufferPointer(rebasing: buffer[offset..<offset + length])
                offset += length
                if !feed(chunk, isLast: offset >= buffer.count) { break }
            } while offset < buffer.count
        }
        return finish()
    }

    /// Starts a parse fed by `feed`; false when libxml2 cannot make a parser.
    func start() -> Bool {
        #if canImport(CLibXML2)
        // The SDK's module has no such shim (its handler is variadic, which Swift
        // cannot define): there, a rare encoding error may also reach stderr.
        axaudit_silence_generic_errors()
        #endif
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        // The reader outlives its parse: the two callbacks of every element use it
        // without a retain and a release (atomic operations) around each.
        sax.startElementNs = { userData, localName, prefix, _, namespaceCount, _, attributeCount, _, attributes in
            guard let userData else { return }
            Unmanaged<XMLEventReader>.fromOpaque(userData)._withUnsafeGuaranteedRef { reader in
                if namespaceCount > 0 { reader.sawNamespaceDeclaration = true }
                reader.didStartElement(
                    localName: localName, prefix: prefix,
                    attributeCount: Int(attributeCount), attributes: attributes)
            }
        }
        sax.endElementNs = { userData, localName, prefix, _ in
            guard let userData else { return }
            Unmanaged<XMLEventReader>.fromOpaque(userData)._withUnsafeGuaranteedRef { reader in
                reader.didEndElement(localName: localName, prefix: prefix)
            }
        }
        sax.internalSubset = { userData, name, _, _ in
            guard let userData else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(userData).takeUnretainedValue()
            reader.didSeeDoctype(name: name)
        }
        sax.serror = { userData, error in
            guard let userData, let error else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(userData).takeUnretainedValue()
            reader.didReceiveError(error.pointee)
        }

        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&sax, userData, nil, 0, nil) else {
            firstError = InputError("libxml2 could not create a parser", at: SourceLocation(line: 1, column: 1))
            return false
        }
        self.context = context
        let options =
            XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            | XML_PARSE_NOWARNING.rawValue
        xmlCtxtUseOptions(context, Int32(options))
        return true
    }

    /// Feeds the next bytes (UTF-8); returns false when parsing has stopped.
    ///
    /// libxml2 parses a start tag only once its `>` has come, so a tag with too many
    /// attributes is held back from its `<` on and never reaches it (see
    /// `OverfullTagScanner`). Scanning every byte for that is a cost every import would pay, so
    /// pieces that cannot complete an overfull tag go to libxml2 unscanned: a tag
    /// gets at most one attribute per `=`, so a piece no longer than the attributes
    /// the open tag may still have is safe. The scanner then starts afresh where
    /// libxml2 resumes, which is outside any markup (a few bytes back, usually),
    /// or, when libxml2 holds back more than the piece, scans the piece itself.
    ///
    /// libxml2 picks the encoding from the document's first four bytes before any
    /// tag is complete: unless they are plain ASCII (it then reads UTF-8), the first
    /// chunk is scanned whole. An unscanned `<` and three NULs made it fail on the
    /// encoding where scanning finds an overfull tag.
    func feed(_ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool) -> Bool {
        guard parsing else { return false }
        let chunkStart = fed
        window.append(contentsOf: chunk)
        fed += chunk.count
        if nextCR == Int.max, let base = chunk.baseAddress, let cr = memchr(base, 0x0D, chunk.count) {
            nextCR = chunkStart + (UnsafeRawPointer(cr) - UnsafeRawPointer(base))
        }
        var k = 0
        repeat {
            let rest = chunk.count - k
            let room = limits.maxAttributesPerElement - overfullScanner.countInOpenTag
            // libxml2 holds back a long text or tag until its end comes, looking through
            // all it holds at every call: while it does, chunks go in whole.
            let held = chunkStart + k - (resumeOffset() ?? 0)
            guard overfullScanner.overfullTagStart == nil, room >= min(rest, limits.unscannedPieceMinimum),
                held <= limits.maxAttributesPerElement, startsAsPlainText
            else {
                // Too little room, or a document start libxml2 may read as another encoding:
                // the rest of the chunk is scanned before libxml2 sees it.
                feedScanned(UnsafeBufferPointer(rebasing: chunk[k...]), at: chunkStart + k, isLast: isLast)
                break
            }
            let piece = UnsafeBufferPointer(rebasing: chunk[k..<k + min(rest, room)])
            let scannerBefore = overfullScanner
            parse(piece, terminate: isLast && piece.count == rest)
            let caughtUp = resynchronize(from: scannerBefore, after: piece, at: chunkStart + k)
            k += piece.count
            if !caughtUp && k < chunk.count && parsing {
                feedScanned(UnsafeBufferPointer(rebasing: chunk[k...]), at: chunkStart + k, isLast: isLast)
                break
            }
        } while k < chunk.count && parsing
        // Bytes before the last start tag's `<` are counted: let them go.
        let done = scanOffset - windowStart
        if done >= XMLEventReader.chunkSize / 2 {
            window.removeSubrange(0..<done)
            windowStart = scanOffset
        }
        return parsing
    }

    /// Past the document's start, or its first four bytes are tabs, line breaks or
    /// printable ASCII (see `feed`).
    private var startsAsPlainText: Bool {
        guard context?.pointee.instate == XML_PARSER_START else { return true }
        guard windowStart == 0, window.count >= 4 else { return false }
        return window[0..<4].allSatisfy { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || ($0 >= 0x20 && $0 < 0x7F) }
    }

    /// No error so far, and libxml2 still reports what it reads.
    private var parsing: Bool {
        guard let context else { return false }
        return !failed && context.pointee.disableSAX == 0
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, terminate: Bool) {
        guard let context else { return }
        _ = xmlParseChunk(
            context, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
            Int32(bytes.count), terminate ? 1 : 0)
    }

    /// Feeds bytes after scanning them: an overfull tag's bytes never reach libxml2.
    private func feedScanned(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, isLast: Bool) {
        let overfullBefore = overfullScanner.overfullTagStart
        overfullScanner.scan(bytes, at: start)
        guard let tagStart = overfullScanner.overfullTagStart else {
            parse(bytes, terminate: isLast)
            return
        }
        if overfullBefore == nil && tagStart > start {
            parse(UnsafeBufferPointer(rebasing: bytes[0..<(tagStart - start)]), terminate: false)
        }
        if !failed && (overfullScanner.overfullTagEnded || isLast) {
            advance(to: tagStart)
            stop(
                InputError(
                    "an element has \(overfullScanner.count) attributes, more than axaudit's limit of \(limits.maxAttributesPerElement)",
                    at: SourceLocation(line: line, column: column)))
        }
    }

    /// Brings the scanner to the end of a piece libxml2 got unscanned: from where
    /// libxml2 resumes when that is outside markup and at most a piece back (true),
    /// else by scanning the piece from the state before it (false).
    private func resynchronize(from before: OverfullTagScanner, after piece: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool
    {
        let end = start + piece.count
        if let resume = resumeOffset(), resume >= windowStart, resume <= end, end - resume <= piece.count {
            var scanner = OverfullTagScanner(limit: limits.maxAttributesPerElement)
            window.withUnsafeBufferPointer { bytes in
                scanner.scan(
                    UnsafeBufferPointer(rebasing: bytes[(resume - windowStart)..<(end - windowStart)]), at: resume)
            }
            overfullScanner = scanner
            return true
        }
        var scanner = before
        scanner.scan(piece, at: start)
        overfullScanner = scanner
        return false
    }

    /// Where libxml2 will go on reading, when all before it is complete markup and
    /// text: in these states it stands before a `<`, an `&` or text, never inside a
    /// tag, comment, CDATA section or processing instruction.
    private func resumeOffset() -> Int? {
        guard let context, context.pointee.inputNr == 1, let input = context.pointee.input?.pointee,
            let cur = input.cur, let base = input.base
        else { return nil }
        switch context.pointee.instate {
        case XML_PARSER_START, XML_PARSER_MISC, XML_PARSER_PROLOG, XML_PARSER_EPILOG,
            XML_PARSER_START_TAG, XML_PARSER_CONTENT, XML_PARSER_END_TAG:
            return Int(input.consumed) + (cur - base)
        default:
            return nil
        }
    }

    /// Ends the parse; returns the first fatal error, if any.
    func finish() -> InputError? {
        guard let context else { return firstError }
        if !failed && context.pointee.wellFormed == 0 {
            firstError = InputError("the document is not well-formed XML", at: currentParserLocation())
        }
        return firstError
    }

    // MARK: - Names

    /// The id of an element or attribute name. libxml2 hands out names from its
    /// dictionary, so the pointer identifies the name; the bytes are checked anyway.
    @inline(__always)
    func nameID(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        // A direct-mapped cache in front of the table: a handful of names repeat all the time.
        // Fibonacci hashing of the address: libxml2 packs a dictionary's names next to
        // each other, and their low bits alone put a tenth of the lookups in a taken slot.
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: local) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        let recent = recentNames[slot]
        if recent.local == UnsafeRawPointer(local), recent.prefix == prefix.map(UnsafeRawPointer.init),
            recent.interned || prefix != nil || localName(local, is: recent.id)
        {
            return recent.id
        }
        return nameIDMissed(local, prefix: prefix, slot: slot)
    }

    /// `nameID` for a name not in the cache: kept out of line, so that the cache's
    /// test is all that every attribute of every element runs.
    @inline(never)
    private func nameIDMissed(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, slot: Int) -> Int32 {
        let key = NameKey(local: UnsafeRawPointer(local), prefix: prefix.map(UnsafeRawPointer.init))
        let id: Int32
        if let found = nameIDs[key], prefix != nil || localName(local, is: found) {
            id = found
        } else {
            var name = XMLEventReader.string(local)
            if let prefix { name = XMLEventReader.string(prefix) + ":" + name }
            id = Int32(names.count)
            names.append(name)
            nameTextStart.append(Int32(nameText.count))
            let text = UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self)
            nameText.append(contentsOf: UnsafeBufferPointer(start: text, count: strlen(text) + 1))
            nameIDs[key] = id
        }
        // A name in libxml2's dictionary stays at its address, unique, for the whole parse.
        let interned = context.map { xmlDictOwns($0.pointee.dict, local) == 1 } ?? false
        recentNames[slot] = (key.local, key.prefix, id, interned)
        return id
    }

    private func localName(_ pointer: UnsafePointer<xmlChar>, is id: Int32) -> Bool {
        nameText.withUnsafeBufferPointer {
            strcmp(
                UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self),
                $0.baseAddress! + Int(nameTextStart[Int(id)])) == 0
        }
    }

    // MARK: - Callbacks

    private func didStartElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard !failed else { return }
        let location = startTagLocation()
        depth += 1
        if depth > limits.maxDepth {
            stop(
                InputError(
                    "elements are nested more than \(limits.maxDepth) levels deep (axaudit's limit)", at: location))
            return
        }
        if attributeCount > limits.maxAttributesPerElement {
            stop(
                InputError(
                    "an element has \(attributeCount) attributes, more than axaudit's limit of \(limits.maxAttributesPerElement)",
                    at: location))
            return
        }
        if let attributes {
            for i in 0..<attributeCount {
                let base = attributes + i * 5
                guard let namePointer = base[0], let start = base[3], let end = base[4] else { continue }
                let length = end - start
                if length > limits.maxAttributeValueBytes {
                    let name = XMLEventReader.string(namePointer)
                    stop(
                        InputError(
                            "attribute '\(name)' is \(length) bytes long, more than axaudit's limit of \(limits.maxAttributeValueBytes) bytes",
                            at: location))
                    return
                }
            }
        }
        let name = localName.map { names[Int(nameID($0, prefix: prefix))] } ?? ""
        let raw = RawAttributes(base: attributes, count: attributeCount, reader: Unmanaged.passUnretained(self))
        if let error = handler.startElement(name: name, raw: raw, location: location, depth: depth - 1) {
            stop(error)
        }
    }

    private func didEndElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) {
        guard !failed else { return }
        depth -= 1
        let name = localName.map { names[Int(nameID($0, prefix: prefix))] } ?? ""
        handler.endElement(name: name)
    }

    private func didSeeDoctype(name: UnsafePointer<xmlChar>?) {
        guard !failed else { return }
        let root = name.map(XMLEventReader.string) ?? ""
        let message =
            root.lowercased() == "html"
            ? "this is a web page (an HTML DOCTYPE), not a view hierarchy"
            : "a DOCTYPE is not allowed: hierarchies never need one, and axaudit does not read DTDs or entities"
        stop(InputError(message, at: doctypeLocation()))
    }

    private func didReceiveError(_ error: xmlError) {
        guard !failed, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        if error.code == Int32(XML_ERR_RESERVED_XML_NAME.rawValue) {
            // libxml2 says what is wrong, not what to do about it.
            message +=
                " (something comes before <?xml …?>, often a blank line or a byte order mark written twice: "
                + "remove it, so that the declaration starts the file)"
        }
        stop(InputError("malformed XML: " + message, at: currentParserLocation()))
    }

    private func stop(_ error: InputError) {
        if !failed { firstError = error }
        if let context { xmlStopParser(context) }
    }

    // MARK: - Locations

    /// Where the parser stands (where libxml2 locates its errors), counted from
    /// the bytes like element locations: columns in Unicode scalars, and a lone CR
    /// ends a line (libxml2's own counters count only LF).
    private func currentParserLocation() -> SourceLocation {
        guard let input = context?.pointee.input?.pointee else { return SourceLocation(line: 1, column: 1) }
        if let cur = input.cur, let base = input.base {
            let offset = min(Int(input.consumed) + (cur - base), fed)
            if offset >= scanOffset {
                advance(to: offset)
                return SourceLocation(line: line, column: column)
            }
        }
        return SourceLocation(line: max(Int(input.line), 1), column: max(Int(input.col), 1))
    }

    /// The `<` of `<!DOCTYPE`: when the parser reports it, it stands after the
    /// DOCTYPE's name and external ids, possibly lines later.
    private func doctypeLocation() -> SourceLocation {
        guard let input = context?.pointee.input?.pointee, let cur = input.cur, let base = input.base else {
            return currentParserLocation()
        }
        let pattern = Array("<!DOCTYPE".utf8)
        var offset = min(Int(input.consumed) + (cur - base), fed) - pattern.count
        while offset >= scanOffset {
            let at = offset - windowStart
            if window[at..<at + pattern.count].elementsEqual(pattern) {
                advance(to: offset)
                return SourceLocation(line: line, column: column)
            }
            offset -= 1
        }
        return currentParserLocation()
    }

    /// The line and column of the `<` of the start tag being reported.
    private func startTagLocation() -> SourceLocation {
        guard let input = context?.pointee.input?.pointee, let cur = input.cur, let base = input.base else {
            return SourceLocation(line: line, column: column)
        }
        var offset = min(Int(input.consumed) + (cur - base), fed)
        if offset > scanOffset {
            window.withUnsafeBufferPointer { bytes in
                let base = UnsafeRawPointer(bytes.baseAddress!)
                var i = offset - windowStart
                let low = scanOffset - windowStart
                // Sixteen bytes at a time (one vector compare) while none is a `<`.
                let lessThan = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
                while i - 16 >= low {
                    if any((base + i - 16).loadUnaligned(as: SIMD16<UInt8>.self) .== lessThan) { break }
                    i -= 16
                }
                while i > low, bytes[i - 1] != UInt8(ascii: "<") { i -= 1 }
                offset = i > low ? windowStart + i - 1 : scanOffset
            }
        }
        advance(to: offset)
        return SourceLocation(line: line, column: column)
    }

    /// Moves the line and column from `scanOffset` to `target`: lines by newlines,
    /// columns in Unicode scalars (UTF-8 bytes that are not continuation bytes).
    private func advance(to target: Int) {
        guard target > scanOffset else { return }
        window.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress!)
            let begin = scanOffset - windowStart
            let end = target - windowStart
            // XML line ends are LF, CRLF and a lone CR (XML 1.0, 2.11). Bytes without
            // a CR take the fast path: lines by memchr, columns eight bytes at a time.
            if nextCR < target {
                var line = self.line, column = self.column, afterCR = self.afterCR
                for i in begin..<end {
                    let byte = buffer[i]
                    if byte == 0x0A {
                        // The LF of a CRLF ends the line the CR already ended.
                        if !afterCR {
                            line += 1
                            column = 1
                        }
                    } else if byte == 0x0D {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                    afterCR = byte == 0x0D
                }
                self.line = line
                self.column = column
                self.afterCR = afterCR
                let rest = buffer.count - end
                nextCR =
                    rest > 0
                    ? memchr(base + end, 0x0D, rest).map { target + (UnsafeRawPointer($0) - (base + end)) } ?? Int.max
                    : Int.max
                return
            }
            var start = begin
            var lineStart = -1
            while start < end, let nl = memchr(base + start, 0x0A, end - start) {
                // A CRLF split across two advances: its LF ends no new line.
                if !(afterCR && UnsafeRawPointer(nl) - base == begin) { line += 1 }
                start = UnsafeRawPointer(nl) - base + 1
                lineStart = start
            }
            var i = lineStart >= 0 ? lineStart : begin
            var column = lineStart >= 0 ? 1 : self.column
            // Every byte counts but UTF-8 continuation bytes (10xxxxxx).
            while i + 8 <= end {
                let w = (base + i).loadUnaligned(as: UInt64.self)
                let continuation = w & ~(w << 1) & 0x8080_8080_8080_8080
                column += 8 - continuation.nonzeroBitCount
                i += 8
            }
            while i < end {
                if buffer[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            self.column = column
            afterCR = false
        }
        scanOffset = target
    }

    // MARK: - Strings

    static func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        String(cString: pointer)
    }

    /// libxml2 hands SAX2 consumers every `&` of an attribute value as `&#38;`
    /// when it does not substitute entities; a literal `&` never appears, so
    /// replacing each `&#38;` gives the value exactly.
    static func attributeValue(_ buffer: UnsafeBufferPointer<UInt8>) -> String {
        let length = buffer.count
        guard let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), length) != nil else {
            return String(decoding: buffer, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(length)
        var i = 0
        let entity: [UInt8] = Array("&#38;".utf8)
        while i < length {
            if buffer[i] == UInt8(ascii: "&"), i + 5 <= length, Array(buffer[i..<i + 5]) == entity {
                out.append(UInt8(ascii: "&"))
                i += 5
            } else {
                out.append(buffer[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
