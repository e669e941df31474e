import CLibXML2

/// An attribute of a start tag, copied out of libxml2's buffers.
public struct XMLAttribute: Sendable {
    public var name: String
    public var value: String
}

/// A problem in an input file, located at 1-based line and column.
public struct InputError: Error, Equatable, Sendable {
    public var message: String
    public var location: SourceLocation
    public init(_ message: String, at location: SourceLocation) {
        self.message = message; self.location = location
    }
}

/// What the importer does with the document's elements, one event at a time.
protocol XMLEventHandler: AnyObject {
    /// Return an error to stop parsing there.
    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
    func endElement(name: String)
}

/// Bounds of our own: libxml2's are lifted (`XML_PARSE_HUGE`) so that real,
/// deeply nested SwiftUI hierarchies parse, so these keep hostile input bounded.
public struct ImportLimits: Sendable {
    public var maxDepth = 10_000
    public var maxAttributeValueBytes = 8 << 20
    public var maxAttributesPerElement = 10_000
    public init() {}
}

/// The one place that talks to libxml2: a SAX2 push parser over bytes in memory.
///
/// Safety: no DTD is loaded, no entity is substituted (never `XML_PARSE_NOENT`),
/// no network is used, and any DOCTYPE stops the parse, so external entities,
/// parameter entities and entity expansion bombs never get a chance to run.
///
/// Locations are computed from the bytes, not from libxml2's line counters: the
/// parser reports where it *is* (after the start tag, possibly lines later) and
/// `xmlGetLineNo` saturates at 65,535. When a start tag is reported, the parser
/// stands on its `>`; the tag's `<` is the last `<` before that, because `<`
/// cannot occur inside attribute values.
final class XMLEventReader {
    private let bytes: [UInt8]
    private let limits: ImportLimits
    private unowned let handler: XMLEventHandler
    private var context: xmlParserCtxtPtr?
    private var firstError: InputError?
    private var depth = 0
    // Incremental line/column tracking, monotonic in the byte offset.
    private var scanOffset = 0
    private var line = 1
    private var column = 1
    private var afterCR = false

    private static let initialize: Void = { xmlInitParser() }()

    /// `bytes` must be UTF-8 (see `InputDecoding`).
    init(bytes: [UInt8], limits: ImportLimits, handler: XMLEventHandler) {
        _ = XMLEventReader.initialize
        self.bytes = bytes
        self.limits = limits
        self.handler = handler
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Parses the whole input; returns the first fatal error, if any.
    func parse() -> InputError? {
        axaudit_silence_generic_errors()
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let userData else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(userData).takeUnretainedValue()
            reader.didStartElement(localName: localName, prefix: prefix,
                                   attributeCount: Int(attributeCount), attributes: attributes)
        }
        sax.endElementNs = { userData, localName, prefix, _ in
            guard let userData else { return }
            let reader = Unmanaged<XMLEventReader>.fromOpaque(userData).takeUnretainedValue()
            reader.didEndElement(localName: localName, prefix: prefix)
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
            return InputError("libxml2 could not create a parser", at: SourceLocation(line: 1, column: 1))
        }
        self.context = context
        let options = XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            | XML_PARSE_NOWARNING.rawValue
        xmlCtxtUseOptions(context, Int32(options))

        // libxml2 checks a start tag's attributes for duplicates pairwise, so a tag
        // with a million attributes takes hours: such a tag is found first and
        // libxml2 only ever sees the bytes before it.
        let overfull = bytes.withUnsafeBufferPointer {
            XMLEventReader.firstOverfullStartTag($0, limit: limits.maxAttributesPerElement)
        }
        let feedEnd = overfull?.offset ?? bytes.count
        let chunkSize = 1 << 18
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while true {
                let length = min(chunkSize, feedEnd - offset)
                let isLast = overfull == nil && offset + length >= buffer.count
                if length > 0 || isLast {
                    let base = buffer.baseAddress.map { UnsafeRawPointer($0 + offset) }
                    _ = xmlParseChunk(context, base?.assumingMemoryBound(to: CChar.self), Int32(length), isLast ? 1 : 0)
                }
                offset += length
                if firstError != nil || context.pointee.disableSAX != 0 || offset >= feedEnd { break }
            }
        }
        if let overfull, firstError == nil {
            advance(to: overfull.offset)
            firstError = InputError("an element has \(overfull.count) attributes, more than axaudit's limit of \(limits.maxAttributesPerElement)",
                                    at: SourceLocation(line: line, column: column))
        }
        if firstError == nil && context.pointee.wellFormed == 0 {
            firstError = InputError("the document is not well-formed XML", at: currentParserLocation())
        }
        return firstError
    }

    // MARK: - Callbacks

    private func didStartElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
                                 attributeCount: Int,
                                 attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard firstError == nil else { return }
        let location = startTagLocation()
        depth += 1
        if depth > limits.maxDepth {
            stop(InputError("elements are nested more than \(limits.maxDepth) levels deep (axaudit's limit)", at: location))
            return
        }
        if attributeCount > limits.maxAttributesPerElement {
            stop(InputError("an element has \(attributeCount) attributes, more than axaudit's limit of \(limits.maxAttributesPerElement)", at: location))
            return
        }
        var list: [XMLAttribute] = []
        list.reserveCapacity(attributeCount)
        if let attributes {
            for i in 0..<attributeCount {
                let base = attributes + i * 5
                guard let namePointer = base[0], let start = base[3], let end = base[4] else { continue }
                let length = end - start
                if length > limits.maxAttributeValueBytes {
                    let name = XMLEventReader.string(namePointer)
                    stop(InputError("attribute '\(name)' is \(length) bytes long, more than axaudit's limit of \(limits.maxAttributeValueBytes) bytes", at: location))
                    return
                }
                var name = XMLEventReader.string(namePointer)
                if let attributePrefix = base[1] { name = XMLEventReader.string(attributePrefix) + ":" + name }
                list.append(XMLAttribute(name: name, value: XMLEventReader.attributeValue(start, length: length)))
            }
        }
        var name = localName.map(XMLEventReader.string) ?? ""
        if let prefix { name = XMLEventReader.string(prefix) + ":" + name }
        if let error = handler.startElement(name: name, attributes: list, location: location, depth: depth - 1) {
            stop(error)
        }
    }

    private func didEndElement(localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) {
        guard firstError == nil else { return }
        depth -= 1
        var name = localName.map(XMLEventReader.string) ?? ""
        if let prefix { name = XMLEventReader.string(prefix) + ":" + name }
        handler.endElement(name: name)
    }

    private func didSeeDoctype(name: UnsafePointer<xmlChar>?) {
        guard firstError == nil else { return }
        let root = name.map(XMLEventReader.string) ?? ""
        let message = root.lowercased() == "html"
            ? "this is a web page (an HTML DOCTYPE), not a view hierarchy"
            : "a DOCTYPE is not allowed: hierarchies never need one, and axaudit does not read DTDs or entities"
        stop(InputError(message, at: doctypeLocation()))
    }

    private func didReceiveError(_ error: xmlError) {
        guard firstError == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        stop(InputError("malformed XML: " + message, at: currentParserLocation()))
    }

    private func stop(_ error: InputError) {
        if firstError == nil { firstError = error }
        if let context { xmlStopParser(context) }
    }

    /// The first start tag with more than `limit` attributes (counted as the `=`
    /// outside quotes), skipping comments, CDATA sections, processing instructions,
    /// declarations and end tags. One pass over the bytes.
    static func firstOverfullStartTag(_ b: UnsafeBufferPointer<UInt8>, limit: Int) -> (offset: Int, count: Int)? {
        let n = b.count
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        func starts(_ pattern: StaticString, at i: Int) -> Bool {
            let count = pattern.utf8CodeUnitCount
            guard i + count <= n else { return false }
            let p = pattern.utf8Start
            for k in 0..<count where b[i + k] != p[k] { return false }
            return true
        }
        /// The index just after the next `pattern` at or after `i`, or `n`.
        func skip(past pattern: StaticString, from i: Int) -> Int {
            var j = i
            while j < n {
                if b[j] == pattern.utf8Start[0], starts(pattern, at: j) { return j + pattern.utf8CodeUnitCount }
                j += 1
            }
            return n
        }
        var i = 0
        while i < n {
            guard b[i] == lt else { i += 1; continue }
            let next = i + 1 < n ? b[i + 1] : 0
            if next == UInt8(ascii: "!") {
                if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4) }
                else if starts("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9) }
                else { i = skip(past: ">", from: i + 2) }
            } else if next == UInt8(ascii: "?") {
                i = skip(past: "?>", from: i + 2)
            } else if next == UInt8(ascii: "/") {
                i = skip(past: ">", from: i + 2)
            } else {
                var j = i + 1
                var quote: UInt8 = 0
                var count = 0
                while j < n {
                    let c = b[j]
                    if c == lt { break } // never inside a tag, even quoted: malformed, libxml2 says so
                    if quote != 0 {
                        if c == quote { quote = 0 }
                    } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                        quote = c
                    } else if c == UInt8(ascii: "=") {
                        count += 1
                    } else if c == gt {
                        j += 1
                        break
                    }
                    j += 1
                }
                if count > limit { return (i, count) }
                i = j
            }
        }
        return nil
    }

    // MARK: - Locations

    /// Where the parser stands (where libxml2 locates its errors), counted from
    /// the bytes like element locations: columns in Unicode scalars, and a lone CR
    /// ends a line (libxml2's own counters count only LF).
    private func currentParserLocation() -> SourceLocation {
        guard let input = context?.pointee.input?.pointee else { return SourceLocation(line: 1, column: 1) }
        if let cur = input.cur, let base = input.base {
            let offset = min(Int(input.consumed) + (cur - base), bytes.count)
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
        var offset = min(Int(input.consumed) + (cur - base), bytes.count) - pattern.count
        while offset >= scanOffset {
            if bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
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
        var offset = min(Int(input.consumed) + (cur - base), bytes.count)
        while offset > scanOffset, bytes[offset - 1] != UInt8(ascii: "<") { offset -= 1 }
        if offset > scanOffset { offset -= 1 }
        advance(to: offset)
        return SourceLocation(line: line, column: column)
    }

    private func advance(to target: Int) {
        guard target > scanOffset else { return }
        bytes.withUnsafeBufferPointer { buffer in
            var i = scanOffset
            while i < target {
                let byte = buffer[i]
                if byte == 0x0A {
                    // The LF of a CRLF ends the line the CR already ended.
                    if !afterCR { line += 1; column = 1 }
                } else if byte == 0x0D {
                    // XML line ends are LF, CRLF and a lone CR (XML 1.0, 2.11).
                    line += 1; column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                afterCR = byte == 0x0D
                i += 1
            }
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
    static func attributeValue(_ start: UnsafePointer<xmlChar>, length: Int) -> String {
        let buffer = UnsafeBufferPointer(start: start, count: length)
        guard buffer.contains(UInt8(ascii: "&")) else {
            return String(decoding: buffer, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(length)
        var i = 0
        let entity: [UInt8] = Array("&#38;".utf8)
        while i < length {
            if buffer[i] == UInt8(ascii: "&"), i + 5 <= length, Array(buffer[i..<i + 5]) == entity {
                out.append(UInt8(ascii: "&")); i += 5
            } else {
                out.append(buffer[i]); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
