import XCTest
@testable import AXAuditEngine
@testable import AXAuditKit
@testable import AXAuditModel
@testable import AXAuditPlatform

/// A configuration or baseline error names its key path and where it is in the
/// file, `file:line:column`, as a syntax error and an input error do.
final class ConfigurationLocationTests: XCTestCase {

    private func error(_ json: String) throws -> ConfigurationError {
        do throws(ConfigurationError) {
            _ = try ConfigurationFile.parse(Data(json.utf8), file: "cfg.json")
        } catch {
            return error
        }
        XCTFail("expected a configuration error for \(json)")
        throw CancellationError()
    }

    func testAValueErrorPointsAtItsKey() throws {
        let json = """
            {
              "rules": {
                "image-label": "loud"
              }
            }
            """
        let problem = try error(json)
        XCTAssertEqual(problem.location, SourceLocation(line: 3, column: 5))
        XCTAssertEqual(
            problem.description, "cfg.json:3:5: error: rules.image-label: 'loud' is not error, warning, info or off")
    }

    func testEachSectionsErrorsAreLocated() throws {
        let cases: [(json: String, line: Int, column: Int, keyPath: String)] = [
            // An unknown key: at the key.
            (#"{"rules": {}, "zzz": 1}"#, 1, 15, "zzz"),
            // A threshold that is not a number: at its key.
            ("{\"thresholds\": {\n  \"minimumTouchTarget\": \"big\"}}", 2, 3, "thresholds.minimumTouchTarget"),
            // An item of a list: at the item.
            (#"{"exclude": ["a", ""]}"#, 1, 19, "exclude[1]"),
            // A key inside an item of a list.
            (#"{"roles": [{"class": "A", "role": "tile"}]}"#, 1, 27, "roles[0].role"),
            // A missing key: at the object that lacks it.
            ("{\"roles\": [\n  {\"class\": \"A\", \"role\": \"card\"},\n  {\"class\": \"B\"}]}", 3, 3, "roles[1].role"),
            // A key of a rule's settings.
            (#"{"rules": {"image-label": {"severity": "loud"}}}"#, 1, 28, "rules.image-label.severity"),
            // The document itself, after a byte order mark and blank lines.
            ("\u{FEFF}\n\n  [1]", 3, 3, ""),
        ]
        for (json, line, column, keyPath) in cases {
            let problem = try error(json)
            XCTAssertEqual(problem.keyPath, keyPath, json)
            XCTAssertEqual(problem.location, SourceLocation(line: line, column: column), json)
            XCTAssertTrue(problem.description.hasPrefix("cfg.json:\(line):\(column): error: "), problem.description)
        }
    }

    /// Columns count Unicode scalars, as a syntax error's do.
    func testColumnsCountScalarsNotBytes() throws {
        let problem = try error(#"{"$comment": "é ✓ 👍", "rule": {}}"#)
        XCTAssertEqual(problem.keyPath, "rule")
        XCTAssertEqual(problem.location, SourceLocation(line: 1, column: 23))
    }

    /// A key that holds "." or "[" (or is empty) is quoted in a key path, so
    /// that a path names one member.
    func testKeysWithDotsAndBracketsAreQuotedAndFound() throws {
        let document = Array(#"{"a": {"b.c": {"d": 1}, "b": {"c": 2}}, "x[0]": [true], "": 3}"#.utf8)
        let (value, locations) = try JSONValue.parseWithLocations(document)
        XCTAssertEqual(value, try JSONValue.parse(document))
        XCTAssertEqual(locations.location(of: #"a."b.c".d"#), SourceLocation(line: 1, column: 16))
        XCTAssertEqual(locations.location(of: #"a."b.c""#), SourceLocation(line: 1, column: 8))
        XCTAssertEqual(locations.location(of: "a.b.c"), SourceLocation(line: 1, column: 31))
        XCTAssertEqual(locations.location(of: "a.b"), SourceLocation(line: 1, column: 25))
        XCTAssertEqual(locations.location(of: #""x[0]""#), SourceLocation(line: 1, column: 41))
        XCTAssertEqual(locations.location(of: #""x[0]"[0]"#), SourceLocation(line: 1, column: 50))
        XCTAssertEqual(locations.location(of: #""""#), SourceLocation(line: 1, column: 57))
        // Not in the document: the nearest member around it, else the document.
        XCTAssertEqual(locations.location(of: "a.zzz"), SourceLocation(line: 1, column: 2))
        XCTAssertEqual(locations.location(of: "a.b.c.d"), SourceLocation(line: 1, column: 31))
        XCTAssertEqual(locations.location(of: "zzz"), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(locations.location(of: #""x[0]"[7]"#), SourceLocation(line: 1, column: 41))
    }

    func testPathComponentsQuoteWhatWouldBeAmbiguousAndParseBack() {
        XCTAssertEqual(KeyPathLocations.pathComponent("image-label"), "image-label")
        XCTAssertEqual(KeyPathLocations.pathComponent("é 👍"), "é 👍")
        XCTAssertEqual(KeyPathLocations.pathComponent("b.c"), #""b.c""#)
        XCTAssertEqual(KeyPathLocations.pathComponent("x[0]"), #""x[0]""#)
        XCTAssertEqual(KeyPathLocations.pathComponent(""), #""""#)
        XCTAssertEqual(KeyPathLocations.pathComponent(#"a"b\c"#), #""a\"b\\c""#)
        for key in ["plain", "b.c", "x[0]", "", #"a"b\c"#, #"""#, #"\"#, "..", "[", "é.👍"] {
            XCTAssertEqual(
                KeyPathLocations.steps(of: "k." + KeyPathLocations.pathComponent(key) + "[2]"),
                [.member("k"), .member(key), .item(2)], key)
        }
    }

    /// A key holding dots no longer passes for the path of the members it spells.
    func testAKeyHoldingDotsIsNotTakenForTheMembersItSpells() throws {
        let sibling = try error("{\"rules\": {\"image-label\": {\"severity\": 5},\n \"image-label.severity\": 1}}")
        XCTAssertEqual(sibling.keyPath, "rules.image-label.severity")
        XCTAssertEqual(sibling.location, SourceLocation(line: 1, column: 28))
        let unknown = try error(#"{"rules": {"image-label": {"severity": "error"}, "image-label.severity": 1}}"#)
        XCTAssertEqual(unknown.keyPath, #"rules."image-label.severity""#)
        XCTAssertEqual(unknown.location, SourceLocation(line: 1, column: 50))
        let empty = try error("{\"rules\": {},\n \"\": 1}")
        XCTAssertEqual(
            empty.description, #"cfg.json:2:2: error: "": unknown key (known: rules, roles, thresholds, exclude)"#)
    }

    /// Nested as deep as the parser allows, each level's key found; a file of many
    /// keys keeps one entry per key (no path strings), so memory stays linear.
    func testDeepAndWideDocuments() throws {
        let depth = JSONValue.maximumDepth - 1
        let deep = String(repeating: #"{"k":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let (_, locations) = try JSONValue.parseWithLocations(Array(deep.utf8))
        let path = Array(repeating: "k", count: depth).joined(separator: ".")
        XCTAssertEqual(locations.location(of: path), SourceLocation(line: 1, column: 5 * (depth - 1) + 2))
        let wide = "{" + (0..<5000).map { #""key\#($0)": \#($0)"# }.joined(separator: ",\n") + "}"
        let (_, many) = try JSONValue.parseWithLocations(Array(wide.utf8))
        XCTAssertEqual(many.location(of: "key4999"), SourceLocation(line: 5000, column: 1))
        XCTAssertEqual(many.location(of: "key0"), SourceLocation(line: 1, column: 2))
    }

    func testBaselineErrorsAreLocated() throws {
        let directory = NSTemporaryDirectory() + "axaudit-baseline-location-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/b.json"
        try Data(
            """
            {"tool": "axaudit", "baselineVersion": 1, "findings": [
              {"screen": "S", "rule": "image-label", "element": "#a", "sceen": "T"}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        do throws(BaselineError) {
            _ = try Baseline.load(path: path)
            XCTFail("expected a baseline error")
        } catch {
            XCTAssertEqual(
                error.description,
                path + ":2:59: error: findings[0].sceen: unknown key (did you mean 'screen'?) "
                    + "(known: screen, rule, element, message)")
        }
    }
}
