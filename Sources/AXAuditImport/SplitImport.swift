import AXAuditModel
import AXAuditPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// One large native file read by two parsers at once, when a second core is
/// free: the first reads the file up to a split point near the middle, the
/// second reads the rest at the same time, behind made-up start tags for the
/// elements open there, and the first then takes in what the second built.
///
/// The split point is a guess from indentation (a line holding only the
/// indentation of an `<element` start tag; the depth from that indentation),
/// and it is checked before anything is taken in: the first parser must stand
/// between two tags there with exactly that many elements open (all
/// `<hierarchy>`/`<element>`, no namespace declared), the second must have read
/// to the end without a fatal error, and no id may be used on both sides. When
/// any check fails, the first parser simply reads on alone (or, when the
/// reading stops at a fatal error, the file is read again from the start as
/// one piece), so the result is always the one reading the whole file from the
/// start gives.
enum SplitImport {
    struct Split: Equatable {
        /// The byte offset of the start of the line, just after a line feed.
        var offset: Int
        /// Elements open before that line's `<element`, the root included.
        var openElements: Int
    }

    /// Reads up to `count` bytes at `offset` into the start of `buffer`; fewer only at the end.
    typealias Read = @Sendable (_ offset: Int, _ buffer: inout [UInt8], _ count: Int) throws(InputError) -> Int

    /// How far to look for a split line around the middle of the file.
    static let searchWindow = 1 << 16

    /// The split point, or nil when the file does not look like indented
    /// `<element>`s (minified, tabs and spaces mixed, another format).
    static func findSplit(size: Int, read: Read) -> Split? {
        guard let head = try? bytes(at: 0, count: min(size, searchWindow), read: read),
            let rootTag = find(Array("<hierarchy".utf8), in: head, from: 0),
            let unit = indentationUnit(head, after: rootTag)
        else { return nil }
        // A little past the middle: the second parser first counts the lines before
        // its start, so with equal halves it would end after the first one.
        let middle = size / 100 * 53
        guard let window = try? bytes(at: middle, count: min(size - middle, searchWindow), read: read) else {
            return nil
        }
        var i = 0
        while let newline = window[i...].firstIndex(of: 0x0A) {
            let lineStart = newline + 1
            var j = lineStart
            while j < window.count, window[j] == unit.character { j += 1 }
            let indentation = j - lineStart
            if indentation > 0, indentation % unit.width == 0, startsElementTag(window, at: j) {
                return Split(offset: middle + lineStart, openElements: indentation / unit.width)
            }
            i = lineStart
        }
        return nil
    }

    /// The indentation of the first `<element` line after the root's start tag:
    /// one level (its character and how many of it).
    private static func indentationUnit(_ head: [UInt8], after rootTag: Int) -> (character: UInt8, width: Int)? {
        var i = rootTag
        while let newline = head[i...].firstIndex(of: 0x0A) {
            let lineStart = newline + 1
            guard lineStart < head.count else { return nil }
            let character = head[lineStart]
            guard character == 0x20 || character == 0x09 else { return nil }
            var j = lineStart
            while j < head.count, head[j] == character { j += 1 }
            if startsElementTag(head, at: j) { return (character, j - lineStart) }
            i = lineStart
        }
        return nil
    }

    private static func startsElementTag(_ bytes: [UInt8], at i: Int) -> Bool {
        let tag = Array("<element".utf8)
        guard i + tag.count < bytes.count, bytes[i..<i + tag.count].elementsEqual(tag) else { return false }
        let next = bytes[i + tag.count]
        return next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0x2F || next == 0x3E
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var i = start
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0], bytes[i..<i + pattern.count].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    private static func bytes(at offset: Int, count: Int, read: Read) throws(InputError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = try read(offset, &buffer, count)
        buffer.removeSubrange(got...)
        return buffer
    }

    /// Line breaks in bytes `0 ..< end` as `XMLEventReader` counts lines: LF,
    /// CRLF (once) and a lone CR.
    static func lineBreaks(before end: Int, read: Read) throws(InputError) -> Int {
        var buffer = [UInt8](repeating: 0, count: XMLEventReader.chunkSize)
        var count = 0, offset = 0, afterCR = false
        while offset < end {
            let want = min(buffer.count, end - offset)
            let got = try read(offset, &buffer, want)
            if got == 0 { break }
            buffer.withUnsafeBufferPointer { b in
                let chunk = UnsafeBufferPointer(rebasing: b[0..<got])
                guard let base = chunk.baseAddress else { return }
                // Without a CR, the line breaks are the LFs, counted eight bytes at a
                // time: the second parser waits for this count over half of the file.
                if memchr(base, 0x0D, got) == nil {
                    var lf = 0, i = 0
                    let raw = UnsafeRawPointer(base)
                    while i + 8 <= got {
                        lf += zeroBytes(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A)
                        i += 8
                    }
                    while i < got {
                        if base[i] == 0x0A { lf += 1 }
                        i += 1
                    }
                    count += lf - (afterCR && base[0] == 0x0A ? 1 : 0)
                    afterCR = false
                    return
                }
                for byte in chunk {
                    if byte == 0x0A {
                        if !afterCR { count += 1 }
                    } else if byte == 0x0D {
                        count += 1
                    }
                    afterCR = byte == 0x0D
                }
            }
            offset += got
        }
        return count
    }

    /// How many of the eight bytes of `word` are zero.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> Int {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte's high bit is set when any of its bits is; no carry crosses bytes.
        let nonzero = ((word & low7) &+ low7) | word
        return (~(nonzero | low7)).nonzeroBitCount
    }

    /// Feeds bytes `start ..< end` to `reader`; false once the parse has stopped.
    static func feed(_ reader: XMLEventReader, from start: Int, to end: Int, read: Read) throws(InputError) -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(XMLEventReader.chunkSize, max(end - start, 1)))
        var offset = start
        while offset < end {
            let want = min(buffer.count, end - offset)
            let got = try read(offset, &buffer, want)
            if got == 0 { break }
            offset += got
            let parsing = buffer.withUnsafeBufferPointer {
                reader.feed(UnsafeBufferPointer(rebasing: $0[0..<got]), isLast: false)
            }
            if !parsing { return false }
        }
        return true
    }

    /// The import of a file `Importer` would otherwise read alone, when it is
    /// worth splitting (a second worker, a native file of the minimum size) and a
    /// split point is found; nil when it reads alone.
    static func importIfSplit(
        file: String, size: Int, skip: Int, option: InputFormatOption, limits: ImportLimits,
        workers: Int, read: Read
    ) -> ImportResult? {
        guard workers > 1, option != .xcuitest, size >= limits.splitImportMinimumBytes,
            let split = findSplit(size: size, read: read), split.offset > skip
        else { return nil }
        return importFile(file: file, size: size, skip: skip, split: split, option: option, limits: limits, read: read)?
            .result
    }

    /// Reads bytes in memory.
    static func reader(of bytes: [UInt8]) -> Read {
        { offset, buffer, want in
            let count = max(0, min(want, bytes.count - offset))
            if count > 0 { buffer.replaceSubrange(0..<count, with: bytes[offset..<offset + count]) }
            return count
        }
    }

    /// Imports a native file of `size` bytes (UTF-8; `skip` bytes of byte-order
    /// mark first) split at `split`. The result is the same as a reading from the
    /// start, whether or not the split held (`splitHeld`: whether the second
    /// parser's reading was taken in); nil when the file must be read from the
    /// start after all: the split did not hold and the reading stopped at a
    /// fatal error. libxml2 words some errors by where its input was cut (an
    /// invalid byte is "not proper UTF-8" in one chunk and "expected '>'" at the
    /// end of another), and only the whole-file reading cuts where it cuts.
    static func importFile(
        file: String, size: Int, skip: Int, split: Split, option: InputFormatOption,
        limits: ImportLimits, read: Read
    ) -> (result: ImportResult, splitHeld: Bool)? {
        // Each worker uses only its own reader and dispatcher; the results are read after both end.
        nonisolated(unsafe) let first = FormatDispatcher(file: file, option: option)
        first.expectedBytes = size
        nonisolated(unsafe) let firstReader = XMLEventReader(limits: limits, handler: first)
        nonisolated(unsafe) let second = FormatDispatcher(file: file, option: .axaudit)
        second.expectedBytes = size - split.offset
        second.readsFragment = true
        // Set by the one worker that reads them, read after both are done.
        final class Outcome: @unchecked Sendable {
            /// The first parser read its half without stopping (no fatal or read error).
            var firstParsing = false
            var secondLine = 0
            var secondReader: XMLEventReader?
            var secondRead = false
        }
        let outcome = Outcome()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                do throws(InputError) {
                    outcome.firstParsing = firstReader.start()
                    if outcome.firstParsing {
                        outcome.firstParsing = try feed(firstReader, from: skip, to: split.offset, read: read)
                    }
                } catch {
                    outcome.firstParsing = false
                }
            } else {
                do throws(InputError) {
                    let line = try lineBreaks(before: split.offset, read: read) + 1
                    // The made-up start tags take the line before the split's.
                    let reader = XMLEventReader(limits: limits, handler: second, firstLine: line - 1)
                    outcome.secondLine = line
                    outcome.secondReader = reader
                    guard reader.start() else { return }
                    let prefix = Array(
                        ("<hierarchy version=\"1\">" + String(repeating: "<element>", count: split.openElements - 1)
                            + "\n").utf8)
                    guard prefix.withUnsafeBufferPointer({ reader.feed($0, isLast: false) }) else { return }
                    guard try feed(reader, from: split.offset, to: size, read: read) else { return }
                    _ = reader.feed(UnsafeBufferPointer(start: nil, count: 0), isLast: true)
                    outcome.secondRead = reader.finish() == nil
                } catch {
                    outcome.secondRead = false
                }
            }
        }
        guard outcome.firstParsing else { return nil }
        if outcome.secondRead, first.format == .axaudit,
            firstReader.restsBetweenTags(), firstReader.openElements == split.openElements,
            !firstReader.sawNamespaceDeclaration, outcome.secondReader?.sawNamespaceDeclaration == false,
            let builder = first.builder as? NativeHierarchyBuilder,
            let rest = second.builder as? NativeHierarchyBuilder,
            builder.adopt(
                rest, synthetic: split.openElements, start: SourceLocation(line: outcome.secondLine, column: 1))
        {
            return (Importer.result(first, fatal: nil), true)
        }
        // The split did not hold: the first parser reads on alone.
        do throws(InputError) {
            if try feed(firstReader, from: split.offset, to: size, read: read) {
                _ = firstReader.feed(UnsafeBufferPointer(start: nil, count: 0), isLast: true)
            }
        } catch {
            return nil
        }
        let fatal = firstReader.finish()
        return fatal == nil ? (Importer.result(first, fatal: nil), false) : nil
    }
}
