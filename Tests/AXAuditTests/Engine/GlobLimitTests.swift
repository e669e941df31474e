import Foundation
import XCTest

@testable import AXAuditEngine

/// Glob patterns from a configuration: matching costs the pattern's length
/// times the name's for every name, so a pattern past `Glob.maximumLength` is a
/// configuration error wherever it is given (roles, ignore lists, exclude).
final class GlobLimitTests: XCTestCase {
    /// `*a*a…*b`: the shape that backtracking matchers take exponential time on.
    private func pattern(length: Int) -> String {
        String(String(repeating: "*a", count: length / 2).prefix(length - 1)) + "b"
    }

    private func places(_ p: String) -> [(json: String, keyPath: String)] {
        [
            (#"{"roles": [{"classPattern": "\#(p)", "role": "card"}]}"#, "roles[0].classPattern"),
            (#"{"roles": [{"identifier": "\#(p)", "role": "card"}]}"#, "roles[0].identifier"),
            (
                #"{"rules": {"image-label": {"ignore": {"classes": ["x", "\#(p)"]}}}}"#,
                "rules.image-label.ignore.classes[1]"
            ),
            (
                #"{"rules": {"image-label": {"ignore": {"identifiers": ["\#(p)"]}}}}"#,
                "rules.image-label.ignore.identifiers[0]"
            ),
            (#"{"exclude": ["a/*.xml", "\#(p)"]}"#, "exclude[1]"),
        ]
    }

    func testAPatternPastTheLimitIsAConfigurationErrorEverywhere() {
        let long = pattern(length: Glob.maximumLength + 1)
        XCTAssertEqual(long.unicodeScalars.count, Glob.maximumLength + 1)
        for (json, keyPath) in places(long) {
            do throws(ConfigurationError) {
                _ = try ConfigurationFile.parse(Data(json.utf8), file: "cfg.json")
                XCTFail("accepted a pattern of \(Glob.maximumLength + 1) characters at \(keyPath)")
            } catch {
                XCTAssertEqual(error.keyPath, keyPath)
                XCTAssertEqual(
                    error.message,
                    "is a pattern of \(Glob.maximumLength + 1) characters; patterns are at most \(Glob.maximumLength) (axaudit's limit)"
                )
            }
        }
    }

    func testAPatternAtTheLimitIsUsed() throws {
        let longest = pattern(length: Glob.maximumLength)
        for (json, keyPath) in places(longest) {
            XCTAssertNoThrow(try ConfigurationFile.parse(Data(json.utf8), file: "cfg.json"), keyPath)
        }
        // Characters, not bytes: 256 of "é" are 512 bytes and allowed.
        let accented = String(repeating: "é", count: Glob.maximumLength)
        XCTAssertNoThrow(try ConfigurationFile.parse(Data(#"{"exclude": ["\#(accented)"]}"#.utf8), file: "cfg.json"))
        let glob = Glob(longest)
        XCTAssertTrue(glob.matches(String(repeating: "a", count: 200) + "b"))
        XCTAssertFalse(glob.matches(String(repeating: "a", count: 200)))
    }
}
