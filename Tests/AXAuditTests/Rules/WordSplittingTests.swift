import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

// The text helpers every rule uses have byte-level fast paths; each must agree
// with the general, Character- or scalar-based path it short-cuts.

/// `Text.wordRanges` as it was first written, scalar by scalar: the reference.
private func referenceWordRanges(_ s: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    let scalars = s.unicodeScalars
    var i = scalars.startIndex
    while i < scalars.endIndex {
        if Text.isWordScalar(scalars[i]) {
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

final class WordSplittingTests: XCTestCase {
    func testWords() {
        XCTAssertEqual(Text.words("Buy Trail-shoes, 4.5 stars!"), ["buy", "trail", "shoes", "4", "5", "stars"])
        XCTAssertEqual(Text.words("  "), [])
        XCTAssertEqual(Text.words("Crème BRÛLÉE £5"), ["crème", "brûlée", "5"])
        XCTAssertEqual(Text.words("שלום עולם"), ["שלום", "עולם"])
        XCTAssertEqual(Text.words("e\u{301}t\u{E9} x"), ["e\u{301}t\u{E9}", "x"])
    }

    func testSpokenWordsSayNumbersAsVoiceOverDoes() {
        let cases: [(String, [String])] = [
            ("$330.00", ["330"]),
            ("330 dollars", ["330", "dollars"]),
            ("Rated 4.0, was $1,299.00", ["rated", "4", "was", "1299"]),
            ("1.299,00 €", ["1299"]),
            ("$1,000", ["1000"]),
            ("3,000,000 views", ["3000000", "views"]),
            ("4.5 stars", ["4", "5", "stars"]),  // a fraction that is said stays
            ("$10.50", ["10", "50"]),
            ("0.0", ["0"]),
            ("v2.0 notes", ["v2", "notes"]),
            ("5.", ["5"]),
            ("1,2345", ["1", "2345"]),  // not a group of three
            ("a.00 and .00 and 4.000x", ["a", "00", "and", "00", "and", "4000x"]),
            ("12.00kg", ["12", "00kg"]),  // a unit glued to the zeros keeps them
            ("£5,00 · 5.00 €", ["5", "5"]),
            ("Crème 9.00", ["crème", "9"]),
            ("no numbers, here.", ["no", "numbers", "here"]),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Text.spokenWords(text), expected, text)
        }
        // Without a separator after a digit, they are the plain words.
        var generator = SeededRandom(12)
        let pieces = ["1", "0", "a", " ", ".", ",", "$", "é", "00"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let digitThenSeparator = text.unicodeScalars.indices.contains { i in
                let next = text.unicodeScalars.index(after: i)
                return next < text.unicodeScalars.endIndex && ("0"..."9").contains(text.unicodeScalars[i])
                    && (text.unicodeScalars[next] == "." || text.unicodeScalars[next] == ",")
            }
            if !digitThenSeparator { XCTAssertEqual(Text.spokenWords(text), Text.words(text), text) }
        }
        // ASCII strings take a byte path, which must say what the scalar path says.
        let asciiPieces = ["1", "0", "00", "000", "9", "a", "Z", " ", ".", ",", "$", "-", "x"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                asciiPieces.randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(Text.spokenWords(text), Words(scalarsOf: text, spoken: true).strings, text)
        }
        for (text, expected) in cases {
            XCTAssertEqual(Words(scalarsOf: text, spoken: true).strings, expected, text)
        }
    }

    func testTraitWordsAreComparedInAnyCaseByBytes() {
        typealias Rule = LabelRedundantTraitRule
        var words = [
            "button", "BUTTON", "bUtToN", "buttons", "butto", "link", "LINK", "image", "tab", "TAB", "heading",
            "Heading", "head", "b@tton", "bu[ton", "tab1", "", "x", "ta", "headings", "4ab", "b55on", "Bu44on",
        ]
        var generator = SeededRandom(13)
        let letters = Array("buttonlinkimagetabheadingBUTTONLINKIMAGETABHEADING@[`{0123456789".unicodeScalars)
        for _ in 0..<2_000 {
            words.append(
                String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: 2...8, using: &generator)).map { _ in
                            letters.randomElement(using: &generator)!
                        })))
        }
        for mask in 0..<32 as Range<UInt8> {
            for word in words {
                let expected = Rule.TraitWord.allCases.enumerated().contains {
                    mask & (1 << $0.offset) != 0 && $0.element.rawValue == word.lowercased()
                }
                XCTAssertEqual(Rule.isTraitWord(word.utf8, in: mask), expected, "\(word) \(mask)")
            }
        }
    }

    func testASCIIWordRangesAgreeWithScalars() {
        let pieces = ["a", "Z", "9", " ", "-", ",", "_", "'", "\t", "\u{7F}", "\0", "é", "🎉", "Ω"]
        var generator = SeededRandom(3)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let fast = Text.wordRanges(text).map { String(text.unicodeScalars[$0]) }
            let slow = referenceWordRanges(text).map { String(text.unicodeScalars[$0]) }
            XCTAssertEqual(fast, slow, text.debugDescription)
        }
    }

    func testContainsUTF8FindsByteRuns() {
        XCTAssertTrue("MDCStarRatingView".containsUTF8("Rating"))
        XCTAssertTrue("Rating".containsUTF8("Rating"))
        XCTAssertTrue("anything".containsUTF8(""))
        XCTAssertFalse("Ratin".containsUTF8("Rating"))
        XCTAssertFalse("MDCStarratingView".containsUTF8("Rating"))
        XCTAssertTrue("Ünïcødé Rating 🎉".containsUTF8("Rating"))
        XCTAssertTrue("RaRatingg".containsUTF8("Rating"))
        var generator = SeededRandom(8)
        let pieces = ["R", "a", "t", "i", "n", "g", "Ra", "ting"]
        for _ in 0..<3_000 {
            let haystack = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let needle = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            // ASCII only: Foundation's search then compares the same bytes.
            let expected = needle.isEmpty || haystack.range(of: needle) != nil
            XCTAssertEqual(haystack.containsUTF8(needle), expected, "\(haystack) / \(needle)")
        }
    }

    func testASCIIWordsAgreeWithLowercasedScalarWords() {
        let pieces = [
            "a", "Z", "q", "M", "0", "9", " ", "-", "@", "[", "`", "{", "/", ":", "\t", "\u{7F}", "\0", "é", "🎉", "İ",
        ]
        var generator = SeededRandom(5)
        var asciiChecked = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let lowered = text.lowercased()
            let slow = Text.wordRanges(lowered).map { String(lowered.unicodeScalars[$0]) }
            XCTAssertEqual(Text.words(text), slow, text.debugDescription)
            if let ascii = Words(ascii: text)?.strings {
                XCTAssertEqual(ascii, slow, text.debugDescription)
                asciiChecked += 1
            } else {
                XCTAssertTrue(text.utf8.contains { $0 >= 0x80 }, text.debugDescription)
            }
        }
        XCTAssertGreaterThan(asciiChecked, 500)
    }
}

extension WordSplittingTests {
    func testLowercasedByScalarAgreesWithLowercased() {
        // Mappings that grow (İ, ẞ, ﬀ stays), titlecase digraphs, final sigma, combining
        // marks, a Kelvin sign that lowers to ASCII, emoji and the ASCII letters' neighbours.
        let pieces = [
            "A", "Z", "a", "@", "[", "`", "{", " ", "1", "É", "é", "İ", "ẞ", "ß", "ﬀ", "ǅ", "Σ", "ΣΑ",
            "\u{301}", "\u{212A}", "Ω", "Ж", "Ա", "🎉", "\u{10400}", "\u{FFFD}", "\r\n",
        ]
        var generator = SeededRandom(11)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(
                text.lowercasedByScalar().unicodeScalars.map(\.value), text.lowercased().unicodeScalars.map(\.value),
                text.debugDescription)
        }
        // Every scalar, 64 at a time after an ASCII capital.
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            scalars.append(scalar)
            if scalars.count == 64 || value == 0x10FFFF {
                var text = "Q"
                text.unicodeScalars.append(contentsOf: scalars)
                XCTAssertEqual(
                    text.lowercasedByScalar().unicodeScalars.map(\.value),
                    text.lowercased().unicodeScalars.map(\.value), "from U+\(String(scalars[0].value, radix: 16))")
                scalars.removeAll(keepingCapacity: true)
            }
        }
    }

    func testControlOrNonASCIIByteScanAgreesWithAByteLoop() {
        // Each ASCII scalar and a few others, at every place of the first three words and the tail.
        let others: [Unicode.Scalar] = ["\u{80}", "\u{85}", "é", "\u{2028}", "€", "🎉"]
        let probes = (0...0x7F).map { Unicode.Scalar(UInt8($0)) } + others
        for length in [0, 1, 7, 8, 9, 15, 16, 23, 24, 25] {
            for position in 0..<max(length, 1) {
                for probe in probes {
                    var text = String(repeating: "a", count: position)
                    if length > 0 { text.unicodeScalars.append(probe) }
                    text += String(repeating: "~", count: max(0, length - position - 1))
                    XCTAssertEqual(
                        text.hasControlOrNonASCIIByte, text.utf8.contains { $0 < 0x20 || $0 >= 0x80 },
                        "\(text.debugDescription) (\(length) long, U+\(String(probe.value, radix: 16)) at \(position))")
                }
            }
        }
        // Bridged and small strings take the same answer.
        XCTAssertTrue(("x\u{1F}" as String).hasControlOrNonASCIIByte)
        XCTAssertFalse(String(repeating: " ~", count: 40).hasControlOrNonASCIIByte)
    }

    func testContainsWordOfAgreesWithTheWordSplit() {
        let pieces = ["of", "OF", "Of", "o", "f", "4", ".", " ", "5", "stars", "é", "\u{212A}", "ö", "oF"]
        var generator = SeededRandom(12)
        var screened = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(Text.containsWordOf(text), Text.words(text).contains("of"), text.debugDescription)
            // ASCII without an "o": settled without the word split.
            if !text.utf8.contains(where: { $0 >= 0x80 || $0 | 0x20 == 0x6F }) { screened += 1 }
        }
        XCTAssertGreaterThan(screened, 100)
    }

    func testHasAtLeastCharactersAgreesWithCount() {
        let pieces = ["a", "Trail shoes", "\r\n", "\r", "\n", "e\u{301}", "👨‍👩‍👧", "Crème", " ", "x\ry", "🇫🇷"]
        var generator = SeededRandom(14)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for n in -1...(text.utf8.count + 2) {
                XCTAssertEqual(text.hasAtLeast(characters: n), text.count >= n, "\(text.debugDescription) \(n)")
            }
        }
    }

    func testCharacterCountAgreesWithCount() {
        // Scalars counted by their bytes, their neighbours, and what joins them.
        let pieces = [
            "a", "Trail shoes", "\r\n", "\r", "\n", "e\u{301}", "👨‍👩‍👧", "Crème", " ", "🇫🇷", "€", "—", "…", "’", "‼",
            "\u{2028}", "\u{200C}", "\u{200D}", "\u{200B}", "\u{203F}", "\u{2040}", "\u{207F}", "\u{20BF}", "\u{20C0}",
            "\u{20DD}", "\u{2FF}", "\u{300}", "\u{1C5}", "\u{FE0F}", "\u{85}", "©", "ש", "\u{1F3FB}",
        ]
        var generator = SeededRandom(15)
        var counted = 0
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            XCTAssertEqual(text.characterCount, text.count, text.debugDescription)
            counted += 1
        }
        XCTAssertEqual(counted, 6_000)
        XCTAssertEqual("Tickets cost €12 — “free” for kids…".characterCount, 35)
    }

    func testASCIIWordBytesAreTheWordScalars() {
        var words = 0
        for byte in UInt8(0)...UInt8(0x7F) {
            XCTAssertEqual(Text.isASCIIWordByte(byte), Text.isWordScalar(Unicode.Scalar(byte)), "\(byte)")
            XCTAssertEqual(
                Text.isASCIIWordByte(byte),
                Unicode.Scalar(byte).properties.isAlphabetic || (0x30...0x39).contains(byte),
                "\(byte)")
            if Text.isASCIIWordByte(byte) { words += 1 }
        }
        XCTAssertEqual(words, 62)
        for byte in UInt8(0x80)...UInt8(0xFF) { XCTAssertFalse(Text.isASCIIWordByte(byte), "\(byte)") }
    }

    /// Parts join with ", " until the text reaches the limit, counted in Characters
    /// (a grapheme cluster, a CR LF pair and a family emoji are one each).
    func testJoinedLabelStopsAtTheLimitCountingCharacters() {
        XCTAssertEqual(Text.joinedLabel([]), "")
        XCTAssertEqual(Text.joinedLabel(["Trail shoes", "$89"]), "Trail shoes, $89")
        XCTAssertEqual(Text.joinedLabel(["abc", "def", "ghi"], limit: 3), "abc, …")
        XCTAssertEqual(Text.joinedLabel(["abc", "def", "ghi"], limit: 4), "abc, def, …")
        XCTAssertEqual(Text.joinedLabel(["abc", "def", "ghi"], limit: 9), "abc, def, ghi")
        XCTAssertEqual(Text.joinedLabel(["only"], limit: 0), "only")
        // "e\u{301}" twice is two Characters, not four scalars: under a limit of 3 the next part fits.
        XCTAssertEqual(Text.joinedLabel(["e\u{301}e\u{301}", "x"], limit: 3), "e\u{301}e\u{301}, x")
        XCTAssertEqual(Text.joinedLabel(["e\u{301}e\u{301}", "x"], limit: 2), "e\u{301}e\u{301}, …")
        XCTAssertEqual(Text.joinedLabel(["\r\n👨‍👩‍👧", "x"], limit: 3), "\r\n👨‍👩‍👧, x")
        XCTAssertEqual(Text.joinedLabel(["\r\n👨‍👩‍👧", "x"], limit: 2), "\r\n👨‍👩‍👧, …")
    }

    /// The texts rules compare one by one are the texts of the whole content, in order.
    func testForEachTextGivesTheContentsTexts() throws {
        let examples = GeneratedFilesTests.packageRoot + "/Examples"
        var compared = 0
        // A rating with a text: a part of the content, but not one of its texts.
        let rated = try FT.hierarchy(
            FT.doc(
                """
                <element class="UICollectionView" frame="0 0 390 844">
                  <element id="card" class="ProductCardCell" inherits="MDCCardCollectionCell UICollectionViewCell UIView" frame="16 100 171 240">
                    <element class="UILabel" frame="24 228 155 20" text="Trail shoes"/>
                    <element class="MDCStarRatingView" role="rating" frame="24 250 155 20" text="4.5" accessibilityValue="4.5"/>
                    <element class="UILabel" frame="24 270 155 20" text="$89"/>
                  </element>
                </element>
                """))
        var hierarchies = [("rated", rated)]
        for file in try FileManager.default.contentsOfDirectory(atPath: examples).filter({ $0.hasSuffix(".xml") }) {
            if let hierarchy = Importer.importFile(atPath: examples + "/" + file).hierarchy {
                hierarchies.append((file, hierarchy))
            }
        }
        for (file, hierarchy) in hierarchies {
            let context = AuditContext(hierarchy: hierarchy, order: VoiceOverOrder(hierarchy))
            // Every element an owner, and every other one: nested owners split their texts.
            for step in [1, 2] {
                let owners = stride(from: 1, to: hierarchy.elements.count, by: step).map { Element.Index($0) }
                let table = ContentTable(of: owners, context)
                for owner in 0..<Element.Index(hierarchy.elements.count) {
                    var texts: [String] = []
                    var indices: [Element.Index] = []
                    table.forEachText(of: owner) { index, text in
                        indices.append(index)
                        texts.append(text)
                    }
                    XCTAssertEqual(texts, table[owner]?.texts.map(\.text) ?? [], "\(file) \(owner)")
                    XCTAssertEqual(indices, table[owner]?.texts.map(\.index) ?? [], "\(file) \(owner)")
                    compared += texts.count
                }
            }
        }
        XCTAssertGreaterThan(compared, 30)
    }

    func testHasClassComparesWholeNames() {
        var draft = ElementDraft(
            parent: 0, subtreeEnd: 2, siblingPosition: 1, location: SourceLocation(line: 1, column: 1))
        draft.className = "UICollectionViewX"
        draft.inherits = ["UICollectionVieW", "UICollectionView", "UIView"]
        let e = Element(draft)
        XCTAssertTrue(e.hasClass("UICollectionView"))
        XCTAssertTrue(e.hasClass("UICollectionViewX"))
        XCTAssertTrue(e.hasClass("UIView"))
        XCTAssertFalse(e.hasClass("UITableView"))
        XCTAssertFalse(e.hasClass("UICollectionVie"))
        XCTAssertFalse(e.hasClass("UICollectionViewY"))
        XCTAssertFalse(e.hasClass(""))
    }

    func testEdgeWordsAreTheFirstAndLastOfTheWords() {
        func edgeWords(_ s: String) -> (first: Substring, last: Substring)? {
            guard let edges = Text.edgeWords(s) else { return nil }
            return (s[edges.first], s[edges.last])
        }
        XCTAssertNil(Text.edgeWords(" - "))
        XCTAssertNil(Text.edgeWords("Crème"))
        let one = edgeWords("  Buy! ")
        XCTAssertEqual(one?.first, "Buy")
        XCTAssertEqual(one?.last, "Buy")
        let pieces = ["a", "Z", "9", " ", "-", ",", "_", "'", "\t", "Tab", "button"]
        var generator = SeededRandom(4)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let words = Text.wordRanges(text).map { text[$0] }
            let edges = edgeWords(text)
            XCTAssertEqual(edges?.first, words.first, text.debugDescription)
            XCTAssertEqual(edges?.last, words.last, text.debugDescription)
        }
    }
}
