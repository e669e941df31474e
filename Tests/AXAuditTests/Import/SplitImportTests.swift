import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules
@testable import axaudit_fuzz

/// A large file read by two parsers at once must give exactly what one parser
/// reading from the start gives: every element field, path, id, error and
/// warning. Documents are generated with the constructs that could fool the
/// split (comments, CDATA, processing instructions, namespaces, custom actions
/// and unknown children around the split, ids on both sides, bad attributes,
/// malformed XML, CRLF line ends, tabs), and each is read both ways.
final class SplitImportTests: XCTestCase {
    private var splitLimits: ImportLimits {
        var limits = ImportLimits()
        limits.splitImportMinimumBytes = 0
        return limits
    }

    static func dump(_ result: ImportResult) -> String { FuzzHarness.fingerprint(result) }

    /// Reads `xml` from the start, and split as `Importer` would split it; asserts
    /// both give the same. Returns whether the split was taken in.
    @discardableResult
    private func assertSameBothWays(
        _ xml: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        assertSameBothWays(bytes: Array(xml.utf8), message, file: file, line: line)
    }

    @discardableResult
    private func assertSameBothWays(
        bytes: [UInt8], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let serial = Importer.importBytes(bytes, file: "screen.xml")
        // Through Importer, as a file is read: split, or read whole when the split gives up.
        XCTAssertEqual(
            Self.dump(Importer.importBytes(bytes, file: "screen.xml", limits: splitLimits, workers: 2)),
            Self.dump(serial), message, file: file, line: line)
        guard let split = SplitImport.findSplit(size: bytes.count, read: SplitImport.reader(of: bytes)),
            let (result, held) = SplitImport.importFile(
                file: "screen.xml", size: bytes.count, skip: 0, split: split,
                option: .auto, limits: splitLimits, read: SplitImport.reader(of: bytes))
        else { return false }
        let (a, b) = (Self.dump(result), Self.dump(serial))
        if a != b {
            let first = zip(a.split(separator: "\n"), b.split(separator: "\n")).first { $0 != $1 }
            XCTFail(
                "\(message) (split at \(split.offset), \(split.openElements) open, held \(held)): "
                    + "split \(first?.0 ?? "?") serial \(first?.1 ?? "?")", file: file, line: line)
        }
        return held
    }

    /// A generated screen: nested, indented `<element>`s with the given extras mixed in.
    private func document(
        seed: UInt64, elements: Int, indent: String = "  ", newline: String = "\n",
        extras: Set<Extra> = [], rootAttributes: String = ""
    ) -> String {
        var random = SeededRandom(seed)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + newline
        out += "<hierarchy version=\"1\" screen=\"S\(seed)\"\(rootAttributes)>" + newline
        var made = 0
        var open: [Bool] = []  // per open element: whether it was closed by an end tag (not self-closing)
        var ids = 0
        while made < elements {
            let depth = open.count + 1
            let pad = String(repeating: indent, count: depth)
            let choice = random.next() % 100
            if !open.isEmpty && (choice < 25 || depth > 7) {
                if extras.contains(.customActionAfterChildren) && random.next() % 4 == 0 {
                    // Any of the child names an element keeps aside until it closes.
                    switch random.next() % 3 {
                    case 0: out += pad + "<customAction name=\"Act \(made)\"/>" + newline
                    case 1: out += pad + "<userInputLabel name=\"Say \(made)\"/>" + newline
                    default: out += pad + "<customRotor name=\"Rotor \(made)\" systemType=\"heading\"/>" + newline
                    }
                }
                open.removeLast()
                out += String(repeating: indent, count: depth - 1) + "</element>" + newline
                continue
            }
            if extras.contains(.comments) && choice < 30 {
                out +=
                    pad + "<!-- a comment" + newline + pad + "<element class=\"Commented\"/>" + newline + pad + "-->"
                    + newline
            }
            if extras.contains(.cdata) && choice >= 30 && choice < 33 {
                out +=
                    pad + "<![CDATA[" + newline + pad + "<element class=\"InCData\"/>" + newline + pad + "]]>" + newline
            }
            if extras.contains(.processingInstructions) && choice >= 33 && choice < 35 {
                out += pad + "<?note" + newline + pad + "<element class=\"InPI\"/>" + newline + pad + "?>" + newline
            }
            if extras.contains(.unknownChildren) && choice >= 35 && choice < 38 {
                out += pad + "<futureChild kind=\"x\">" + newline
                out += pad + indent + "<element class=\"UILabel\" text=\"inside unknown \(made)\"/>" + newline
                out += pad + "</futureChild>" + newline
            }
            var attributes = ""
            if random.next() % 3 == 0 {
                let id =
                    extras.contains(.duplicateIDs) && random.next() % 2 == 0 ? "dup-\(random.next() % 3)" : "e\(ids)"
                ids += 1
                attributes += " id=\"\(id)\""
            }
            let kind = random.next() % 5
            switch kind {
            case 0: attributes += " class=\"UILabel\" text=\"Label \(made) café 🎉\" frame=\"0 \(made) 100 20\""
            case 1:
                attributes += " class=\"UIButton\" inherits=\"UIControl UIView\" text=\"Buy\" frame=\"0 \(made) 44 44\""
            case 2:
                attributes +=
                    " class=\"ListTableViewCell\" inherits=\"UITableViewCell UIView\" frame=\"0 \(made) 390 60\""
            case 3: attributes += " class=\"UIImageView\" image=\"product_\(made)\" frame=\"0 \(made) 60 60\""
            default:
                attributes +=
                    " class=\"MDCCardCollectionCell\" isAccessibilityElement=\"true\" accessibilityLabel=\"Card \(made)\""
            }
            if extras.contains(.badAttributes) && random.next() % 10 == 0 {
                attributes += " fontSize=\"big\" accessibilityTraits=\"button sparkly\""
            }
            if extras.contains(.multiLineTags) && random.next() % 10 == 0 {
                attributes += newline + pad + indent + "accessibilityHint=\"two" + newline + "lines\""
            }
            made += 1
            if extras.contains(.malformed) && made == elements * 3 / 4 {
                out += pad + "<element class=\"Broken\" frame=\"0 0 1 1\">" + newline + pad + "</notElement>" + newline
            }
            if random.next() % 2 == 0 {
                out += pad + "<element\(attributes)/>" + newline
            } else {
                out += pad + "<element\(attributes)>" + newline
                open.append(true)
            }
        }
        while !open.isEmpty {
            out += String(repeating: indent, count: open.count) + "</element>" + newline
            open.removeLast()
        }
        return out + "</hierarchy>" + newline
    }

    private enum Extra: Hashable {
        case comments, cdata, processingInstructions, unknownChildren, duplicateIDs, badAttributes, multiLineTags,
            malformed, customActionAfterChildren
    }

    /// The line count before the split, whatever the reads return: LF, CRLF and
    /// a lone CR are one line break each, also when a read ends between CR and LF.
    func testLineBreaksCountsAsTheReaderCountsLines() throws {
        var generator = SeededRandom(11)
        for round in 0..<400 {
            let alphabet: [UInt8] = [
                [0x61, 0x0A], [0x61, 0x61, 0x0A, 0x0D], [0x00, 0x0B, 0x8A, 0xFF, 0x0A, 0x09, 0x80],
            ][round % 3]
            let bytes = (0..<Int.random(in: 0...3000, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let end = Int.random(in: 0...bytes.count, using: &generator)
            var expected = 0
            for i in 0..<end where bytes[i] == 0x0D || (bytes[i] == 0x0A && (i == 0 || bytes[i - 1] != 0x0D)) {
                expected += 1
            }
            let longest = Int.random(in: 1...600, using: &generator)
            let counted = try SplitImport.lineBreaks(before: end) { offset, buffer, count throws(InputError) in
                let n = min(count, longest, bytes.count - offset)
                for k in 0..<n { buffer[k] = bytes[offset + k] }
                return n
            }
            XCTAssertEqual(counted, expected, "round \(round)")
        }
    }

    func testPlainDocumentsSplitAndGiveTheSameHierarchy() {
        var held = 0
        for seed in 0..<40 as Range<UInt64> {
            if assertSameBothWays(document(seed: seed, elements: 300 + Int(seed) * 10), "seed \(seed)") { held += 1 }
        }
        // The split must really be used, or this test proves nothing.
        XCTAssertGreaterThan(held, 30)
    }

    func testTabsCRLFAndMultiLineTags() {
        var held = 0
        for seed in 0..<20 as Range<UInt64> {
            let xml = document(
                seed: seed, elements: 400, indent: seed % 2 == 0 ? "\t" : "    ",
                newline: seed % 3 == 0 ? "\r\n" : "\n",
                extras: [.multiLineTags])
            if assertSameBothWays(xml, "seed \(seed)") { held += 1 }
        }
        XCTAssertGreaterThan(held, 10)
    }

    func testConstructsThatCanFoolTheSplitGiveTheSameResult() {
        let all: [Extra] = [
            .comments, .cdata, .processingInstructions, .unknownChildren, .duplicateIDs, .badAttributes,
            .customActionAfterChildren, .malformed,
        ]
        for extra in all {
            for seed in 0..<25 as Range<UInt64> {
                assertSameBothWays(document(seed: seed, elements: 300, extras: [extra]), "\(extra) seed \(seed)")
            }
        }
        for seed in 0..<25 as Range<UInt64> {
            assertSameBothWays(document(seed: seed, elements: 400, extras: Set(all)), "everything, seed \(seed)")
        }
    }

    /// libxml2 words a fatal error by where its input was cut (found by the fuzz
    /// target: an invalid byte in an end tag was "not proper UTF-8" read whole and
    /// "expected '>'" when the first parser's half ended just after it). Bad bytes
    /// and broken tags on both sides of the split, near it and far from it.
    func testFatalErrorsNearTheSplitGiveTheSameMessage() throws {
        var random = SeededRandom(11)
        var checked = 0
        for seed in 0..<12 as Range<UInt64> {
            let bytes = Array(document(seed: seed, elements: 300).utf8)
            let split = try XCTUnwrap(SplitImport.findSplit(size: bytes.count, read: SplitImport.reader(of: bytes)))
            for _ in 0..<6 {
                let distance = [1, 2, 5, 12, 40, 300, 3000].randomElement(using: &random)!
                let at = max(
                    1, min(bytes.count - 1, split.offset + Int.random(in: -distance...distance, using: &random)))
                for bad: [UInt8] in [[0xB7], [0xFF, 0x3E], [0x3C, 0x3C], [0xC3]] {
                    var broken = bytes
                    broken.replaceSubrange(at..<at, with: bad)
                    assertSameBothWays(bytes: broken, "seed \(seed): \(bad) at \(at), split at \(split.offset)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 12 * 6 * 4)
    }

    func testANamespaceOrABadRootIsReadAlone() {
        for seed in 0..<5 as Range<UInt64> {
            XCTAssertFalse(
                assertSameBothWays(
                    document(seed: seed, elements: 300, rootAttributes: " xmlns:x=\"urn:x\""), "namespace \(seed)"))
            assertSameBothWays(
                document(seed: seed, elements: 300, rootAttributes: " layoutDirection=\"sideways\" width=\"wide\""),
                "bad root attributes \(seed)")
        }
        let noVersion = document(seed: 1, elements: 300).replacingOccurrences(
            of: "version=\"1\" screen", with: "screen")
        XCTAssertFalse(assertSameBothWays(noVersion, "no version"))
        let android = document(seed: 2, elements: 300).replacingOccurrences(of: "version=\"1\"", with: "rotation=\"0\"")
        XCTAssertFalse(assertSameBothWays(android, "android"))
    }

    func testMisIndentedOrMinifiedFilesAreReadAlone() {
        // Indentation that does not match the depth (everything one level in,
        // though nested three deep): the guess fails its checks.
        var flat = "<hierarchy version=\"1\">\n  <element id=\"a\">\n  <element id=\"b\">\n"
        for i in 0..<400 { flat += "  <element class=\"UILabel\" text=\"t\(i)\"/>\n" }
        flat += "  </element>\n  </element>\n</hierarchy>\n"
        XCTAssertEqual(
            SplitImport.findSplit(size: flat.utf8.count, read: SplitImport.reader(of: Array(flat.utf8)))?.openElements,
            1)
        XCTAssertFalse(assertSameBothWays(flat, "flat indentation"))
        assertSameBothWays(
            document(seed: 3, elements: 300).replacingOccurrences(of: "\n      <", with: "\n  <"), "skewed")
        let minified = document(seed: 4, elements: 300).replacingOccurrences(of: "\n", with: "")
        XCTAssertNil(
            SplitImport.findSplit(size: minified.utf8.count, read: SplitImport.reader(of: Array(minified.utf8))))
        assertSameBothWays(minified, "minified")
    }

    /// Through the file path, as the runner calls it: the same audit either way.
    func testAFileAuditedWithTwoWorkersGivesTheSameReport() throws {
        let dir = try FT.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.xml"
        try FT.write(
            "\u{FEFF}" + document(seed: 9, elements: 3_000, extras: [.badAttributes, .customActionAfterChildren]),
            to: path)
        let serial = Importer.importFile(atPath: path)
        let split = Importer.importFile(atPath: path, limits: splitLimits, workers: 2)
        XCTAssertNotNil(serial.hierarchy, "\(serial.errors)")
        XCTAssertGreaterThanOrEqual(serial.hierarchy?.elementsBelowRoot ?? 0, 3_000)
        XCTAssertFalse(serial.errors.isEmpty && serial.warnings.isEmpty, "the bad attributes are reported")
        XCTAssertEqual(Self.dump(split), Self.dump(serial))
    }

    /// Short elements, ten times as many as the second parser reserves room for:
    /// its pages grow several times and go back in several runs while adopted.
    func testADenseFileGrowsTheFragmentsPagesAndGivesTheSameResult() {
        var xml = "<hierarchy version=\"1\">\n  <element id=\"list\">\n"
        for i in 0..<60_000 {
            xml += i % 1_000 == 0 ? "    <element id=\"e\(i)\"/>\n" : "    <element/>\n"
        }
        xml += "  </element>\n</hierarchy>\n"
        XCTAssertTrue(assertSameBothWays(xml, "dense"), "the split must be taken in, or this test proves nothing")
    }

    /// A fragment's elements own their strings' store; whether adopted or
    /// dropped, each is destroyed exactly once (too few: the store outlives
    /// everything; too many: a crash).
    func testAFragmentsElementsAreDestroyedOnceWhetherAdoptedOrDropped() {
        func fragment(_ count: Int) -> ElementArena {
            var arena = ElementArena(fragmentOf: 16)
            _ = arena.open(tagName: "hierarchy", location: SourceLocation(line: 1, column: 1))
            _ = arena.open(tagName: "element", location: SourceLocation(line: 2, column: 1))
            for i in 0..<count {
                let index = arena.open(tagName: "element", location: SourceLocation(line: 3 + i, column: 1))
                if i % 7 == 0 { arena[index].accessibilityLabel = "label \(i)" }
                arena.close()
            }
            arena.close()
            arena.close()
            return arena
        }
        do {
            let dropped = fragment(50_000)
            XCTAssertEqual(dropped.count, 50_002)
            XCTAssertEqual(
                dropped.closedElement(49_002).accessibilityLabel, "label \(49_000)", "kept through the pages' growth")
        }

        do {
            var arena = ElementArena()
            _ = arena.open(tagName: "hierarchy", location: SourceLocation(line: 1, column: 1))
            _ = arena.open(tagName: "element", location: SourceLocation(line: 2, column: 1))
            _ = arena.open(tagName: "element", location: SourceLocation(line: 3, column: 1))
            arena.close()
            let rest = fragment(50_000)
            XCTAssertTrue(arena.canAdopt(rest, synthetic: 2))
            arena.adopt(rest, synthetic: 2)
            let (elements, _) = arena.finish()
            XCTAssertEqual(elements.count, 50_003)
            XCTAssertEqual(elements[1].subtreeEnd, 50_003)
            XCTAssertEqual(elements[3].siblingPosition, 2)
            XCTAssertEqual(elements[50_002].parent, 1)
            XCTAssertEqual(elements[50_002].subtreeEnd, 50_003)
            XCTAssertEqual(elements[49_003].accessibilityLabel, "label \(49_000)")
        }
    }
}
