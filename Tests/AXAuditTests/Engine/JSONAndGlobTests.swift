import Foundation
import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditPlatform
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// The library's own JSON parser and glob matcher replace Foundation's
/// JSONSerialization and NSRegularExpression (so that the command does not load
/// Foundation and ICU). Both are checked against what they replace.
final class JSONAndGlobTests: XCTestCase {

    // MARK: JSON

    /// JSONSerialization's reading of a document, in JSONValue's terms.
    private func reference(_ text: String) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else {
            return nil
        }
        func convert(_ value: Any) -> JSONValue {
            switch value {
            case is NSNull: return .null
            case let number as NSNumber where String(cString: number.objCType) == "c": return .bool(number.boolValue)
            case let number as NSNumber: return .number(number.doubleValue)
            case let string as String: return .string(string)
            case let array as [Any]: return .array(array.map(convert))
            case let object as [String: Any]: return .object(object.mapValues(convert))
            default:
                XCTFail("unexpected \(type(of: value))")
                return .null
            }
        }
        return convert(object)
    }

    func testValidDocumentsReadAsJSONSerializationReadsThem() throws {
        let documents = [
            #"{}"#, #"[]"#, #"null"#, #"true"#, #"false"#, #"0"#, #"-0"#, #"12"#, #"-3.25"#, #"1e3"#, #"1E-2"#,
            #"2.5e+2"#,
            #"123456789012345678"#, #"0.1"#, #""""#, #""a b""#,
            #""\"\\\/\b\f\n\r\t""#, #""\u0041\u00e9\u4e2d""#, #""\ud83d\ude00""#, #""é中😀""#,
            " \t\r\n{ \"a\" : [ 1 , 2 , { \"b\" : null } ] , \"c\" : \"d\" } \n",
            #"{"rules": {"image-label": "off", "duplicate-label": {"enabled": true, "severity": "info"}}, "exclude": ["**/x.xml"]}"#,
            #"[[[[[]]]], {"": ""}, [true, false, null]]"#,
            // Trailing commas, as JSONSerialization allows them.
            #"[1, 2, ]"#, "{\"a\": [1,\n],\n}", #"1e308"#,
        ]
        for text in documents {
            let parsed = try JSONValue.parse(text.utf8)
            XCTAssertEqual(parsed, reference(text), text)
        }
        XCTAssertEqual(
            try JSONValue.parse(#"{"a": [1, "x", true, null, {"b": {}}]}"#.utf8),
            .object(["a": .array([.number(1), .string("x"), .bool(true), .null, .object(["b": .object([:])])])]))
        XCTAssertEqual(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .array([.number(1)]))
    }

    func testInvalidDocumentsAreLocated() {
        let cases: [(String, String, Int, Int)] = [
            ("", "unexpected end of file, expected a value", 1, 1),
            ("   ", "unexpected end of file, expected a value", 1, 4),
            ("{", "unexpected end of file, expected a key", 1, 2),
            ("{\"a\"", "unexpected end of file, expected ':' after a key", 1, 5),
            ("{\"a\" 1}", "unexpected '1', expected ':' after a key", 1, 6),
            ("{\"a\": 1", "unexpected end of file, expected ',' or '}'", 1, 8),
            ("{,}", "unexpected ',', expected a key in double quotes", 1, 2),
            ("{\"a\": 1,,}", "unexpected ',', expected a key in double quotes", 1, 9),
            ("{a: 1}", "unexpected 'a', expected a key in double quotes", 1, 2),
            ("{\"a\": 1 \"b\": 2}", "unexpected '\"', expected ',' or '}' after a member", 1, 9),
            ("[,]", "unexpected ',', expected a value", 1, 2),
            ("[1,,]", "unexpected ',', expected a value", 1, 4),
            ("1e400", "a number out of range", 1, 1),
            ("[-1e309]", "a number out of range", 1, 2),
            ("[1 2]", "unexpected '2', expected ',' or ']' after an item", 1, 4),
            ("[", "unexpected end of file, expected a value", 1, 2),
            ("[1", "unexpected end of file, expected ',' or ']'", 1, 3),
            ("tru", "unexpected 't', expected a value", 1, 1),
            ("nul", "unexpected 'n', expected a value", 1, 1),
            ("True", "unexpected 'T', expected a value", 1, 1),
            ("'a'", "unexpected ''', expected a value", 1, 1),
            ("01", "a number cannot start with 0", 1, 1),
            ("-01", "a number cannot start with 0", 1, 1),
            ("-", "a number needs a digit after '-'", 1, 1),
            ("-a", "a number needs a digit after '-'", 1, 1),
            ("1.", "a number needs a digit after '.'", 1, 1),
            ("1.e3", "a number needs a digit after '.'", 1, 1),
            ("1e", "a number needs a digit in its exponent", 1, 1),
            ("1e+", "a number needs a digit in its exponent", 1, 1),
            (".5", "unexpected '.', expected a value", 1, 1),
            ("+1", "unexpected '+', expected a value", 1, 1),
            ("NaN", "unexpected 'N', expected a value", 1, 1),
            ("1 2", "unexpected text after the JSON value", 1, 3),
            ("{} x", "unexpected text after the JSON value", 1, 4),
            ("\"abc", "unexpected end of file in a string", 1, 1),
            ("\"a\u{1}\"", "a control character in a string (write it as an escape such as \\n)", 1, 3),
            ("\"a\nb\"", "a control character in a string (write it as an escape such as \\n)", 1, 3),
            ("\"\\x\"", "an unknown escape in a string", 1, 2),
            ("\"\\u12\"", "a \\u escape needs four hexadecimal digits", 1, 2),
            ("\"\\u12g4\"", "a \\u escape needs four hexadecimal digits", 1, 2),
            ("\"\\ud800\"", "a \\u escape of an unpaired surrogate", 1, 2),
            ("\"\\ud800\\u0041\"", "a \\u escape of an unpaired surrogate", 1, 2),
            ("\"\\udc00\"", "a \\u escape of an unpaired surrogate", 1, 2),
            ("\"\\", "unexpected end of file in a string", 1, 2),
            ("{\"a\": 1, \"a\": 2}", "duplicate key 'a'", 1, 10),
            ("\u{0}", "unexpected byte 0x0, expected a value", 1, 1),
            ("é", "unexpected non-ASCII text, expected a value", 1, 1),
            // Columns count Unicode scalars, lines count line feeds.
            ("[\"é中\",\n  \"😀\", x]", "unexpected 'x', expected a value", 2, 8),
            ("\r\n\r\n  ]", "unexpected ']', expected a value", 3, 3),
        ]
        for (text, message, line, column) in cases {
            do {
                let value = try JSONValue.parse(text.utf8)
                XCTFail("\(text.debugDescription) parsed as \(value)")
            } catch {
                XCTAssertEqual(error.message, message, text.debugDescription)
                XCTAssertEqual(error.location, SourceLocation(line: line, column: column), text.debugDescription)
                XCTAssertEqual(error.description, "\(message) at line \(line), column \(column)")
            }
            // Duplicate keys are the one thing JSONSerialization lets through.
            if !message.hasPrefix("duplicate") {
                XCTAssertNil(reference(text), "JSONSerialization reads \(text.debugDescription)")
            }
        }
        // Invalid UTF-8 in a string, and after a byte order mark (not a column).
        XCTAssertThrowsError(try JSONValue.parse(Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))) { error in
            XCTAssertEqual(
                error as? JSONValue.SyntaxError,
                JSONValue.SyntaxError(
                    message: "a string that is not valid UTF-8", location: SourceLocation(line: 1, column: 2)))
        }
        XCTAssertThrowsError(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1,,]".utf8))) { error in
            XCTAssertEqual((error as? JSONValue.SyntaxError)?.location, SourceLocation(line: 1, column: 4))
        }
    }

    func testNestingIsLimited() throws {
        let deepest =
            String(repeating: "[", count: JSONValue.maximumDepth)
            + String(repeating: "]", count: JSONValue.maximumDepth)
        var value = try JSONValue.parse(deepest.utf8)
        for _ in 1..<JSONValue.maximumDepth { value = try XCTUnwrap(value.array?.first) }
        XCTAssertEqual(value, .array([]))
        for depth in [JSONValue.maximumDepth + 1, 100_000] {
            let text = String(repeating: "{\"a\":", count: depth - 1) + "[]" + String(repeating: "}", count: depth - 1)
            XCTAssertThrowsError(try JSONValue.parse(text.utf8)) { error in
                XCTAssertEqual(
                    error as? JSONValue.SyntaxError,
                    JSONValue.SyntaxError(
                        message: "nested more than 512 levels deep",
                        location: SourceLocation(line: 1, column: 5 * JSONValue.maximumDepth + 1)))
            }
        }
    }

    /// Valid documents with one byte changed, removed or repeated: the parser
    /// accepts exactly what JSONSerialization accepts, and reads it the same.
    func testMutatedDocumentsAgreeWithJSONSerialization() throws {
        let seeds = [
            #"{"rules": {"image-label": "off", "x": {"enabled": true, "severity": "info", "ignore": {"identifiers": ["a*"]}}}, "thresholds": {"minimumTouchTarget": 44.5, "n": -1e-3}, "roles": [null, false]}"#,
            #"["\u00e9\ud83d\ude00\n", 0, -0.5, 12E+3, "a\"b\\c\/d"]"#,
        ]
        let alphabet = Array(#"{}[]":,.-+eE01 9\unrtfalsb"#.utf8) + [0x0A, 0x00, 0xC3, 0xA9]
        var random = SeededRandom(7)
        var accepted = 0, rejected = 0
        for _ in 0..<6_000 {
            var bytes = Array(seeds[Int.random(in: 0..<seeds.count, using: &random)].utf8)
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
            }
            let ours = try? JSONValue.parse(bytes)
            let theirs = String(validatingUTF8: bytes).flatMap(reference)
            if case .failure(let error as JSONValue.SyntaxError) = Result(catching: { try JSONValue.parse(bytes) }),
                error.message.hasPrefix("duplicate key")
            {
                continue
            }
            XCTAssertEqual(ours, theirs, String(decoding: bytes, as: UTF8.self).debugDescription)
            if ours == nil { rejected += 1 } else { accepted += 1 }
        }
        // Both outcomes are well represented.
        XCTAssertGreaterThan(accepted, 500)
        XCTAssertGreaterThan(rejected, 2_000)
    }

    // MARK: Globs

    /// The regular expression `Glob` was once translated to, as the reference
    /// (but for one bug, below).
    private func referenceMatch(_ pattern: String, _ text: String) -> Bool {
        var expression = "^"
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            if chars[i] == "*" {
                if i + 1 < chars.count, chars[i + 1] == "*" {
                    if i + 2 < chars.count, chars[i + 2] == "/" {
                        expression += "(?:.*/)?"
                        i += 3
                    } else {
                        expression += ".*"
                        i += 2
                    }
                    continue
                }
                expression += "[^/]*"
            } else if chars[i] == "?" {
                expression += "[^/]"
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(chars[i]))
            }
            i += 1
        }
        // `\z`, not the `$` of the old translation: `$` also matched before a final
        // line break, so `a` matched "a\n". The glob matcher does not.
        let regex = try! NSRegularExpression(pattern: expression + "\\z", options: [.dotMatchesLineSeparators])
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    func testGlobsMatchAsTheRegularExpressionsTheyReplace() {
        let patternPieces = ["a", "b", "/", "*", "**", "**/", "?", "é", ".", "\n", "[", "\\"]
        let textPieces = ["a", "b", "/", "é", ".", "\n", "[", "\\", "ab/"]
        var random = SeededRandom(11)
        var matched = 0
        for _ in 0..<4_000 {
            let pattern = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                patternPieces.randomElement(using: &random)!
            }.joined()
            let glob = Glob(pattern)
            for _ in 0..<5 {
                let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in
                    textPieces.randomElement(using: &random)!
                }.joined()
                let expected = referenceMatch(pattern, text)
                XCTAssertEqual(glob.matches(text), expected, "\(pattern.debugDescription) on \(text.debugDescription)")
                if expected { matched += 1 }
            }
        }
        XCTAssertGreaterThan(matched, 1_000)
    }

    func testGlobsTakeLinearStepsOnBacktrackingPatterns() {
        // A backtracking matcher takes about 30^6 steps here.
        let glob = Glob(String(repeating: "*a", count: 6) + "*b")
        XCTAssertFalse(glob.matches(String(repeating: "a", count: 30)))
        XCTAssertTrue(glob.matches(String(repeating: "a", count: 30) + "b"))
        XCTAssertTrue(Glob("**/**/**/**/*.xml").matches(String(repeating: "d/", count: 200) + "x.xml"))
    }
}
