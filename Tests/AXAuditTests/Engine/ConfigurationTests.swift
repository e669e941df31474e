import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

// MARK: - Test rules (their own ids, so the real registry never interferes)

/// A rule description with only an id and a severity, for rules defined in tests.
func testDescription(_ id: String, _ severity: Severity) -> RuleDescription {
    RuleDescription(
        id: id, title: id, severity: severity, confidence: .high, confidenceReason: "A test rule.", rationale: "",
        guidance: [], voiceOverImpact: "",
        fix: RuleFix(summary: "", uiKit: "", swiftUI: ""), examples: [])
}

// MARK: - Helpers

private func parse(_ json: String, file: String = "cfg.json") throws(ConfigurationError) -> AuditConfiguration {
    try ConfigurationFile.parse(Data(json.utf8), file: file)
}

/// The error `json` gives, or a test failure when it parses.
private func parseError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
    do throws(ConfigurationError) {
        _ = try parse(json)
        XCTFail("expected a configuration error for \(json)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

private func assertError(
    _ json: String, _ keyPath: String, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = parseError(json, file: file, line: line) else { return }
    XCTAssertEqual(error.file, "cfg.json", file: file, line: line)
    XCTAssertEqual(error.keyPath, keyPath, "for \(json)", file: file, line: line)
    XCTAssertEqual(error.message, message, "for \(json)", file: file, line: line)
}

/// A rule id from the registry, or a skip while the registry is empty (the rules
/// are written on another branch; these tests run after integration).
private func someRuleID() throws -> String {
    let ids = RuleRegistry.all.map { $0.description.id }
    try XCTSkipIf(ids.isEmpty, "RuleRegistry.all is empty on this branch")
    return ids[0]
}

final class ConfigurationTests: XCTestCase {

    // MARK: Errors that need no rule

    func testInvalidJSON() throws {
        let error = try XCTUnwrap(parseError("{\"rules\": "))
        XCTAssertEqual(error.keyPath, "")
        XCTAssertEqual(error.message, "not valid JSON: unexpected end of file, expected a value")
        XCTAssertEqual(error.location, SourceLocation(line: 1, column: 11))
        XCTAssertEqual(
            error.description, "cfg.json:1:11: error: not valid JSON: unexpected end of file, expected a value")
        let typo = try XCTUnwrap(parseError("{\n  \"rules\": {\"image-label\": off}\n}"))
        XCTAssertEqual(typo.description, "cfg.json:2:28: error: not valid JSON: unexpected 'o', expected a value")
        let twice = try XCTUnwrap(parseError(#"{"rules": {"image-label": false, "image-label": true}}"#))
        XCTAssertEqual(twice.description, "cfg.json:1:34: error: not valid JSON: duplicate key 'image-label'")
    }

    func testRootMustBeAnObject() {
        assertError("[]", "", "the configuration must be a JSON object")
        assertError("\"rules\"", "", "the configuration must be a JSON object")
    }

    func testUnknownTopLevelKeySuggestsTheNearestKey() throws {
        assertError(
            #"{"rule": {}}"#, "rule",
            "unknown key (did you mean 'rules'?) (known: rules, roles, thresholds, exclude)")
        assertError(
            #"{"threshold": {}}"#, "threshold",
            "unknown key (did you mean 'thresholds'?) (known: rules, roles, thresholds, exclude)")
        assertError(
            #"{"excludes": []}"#, "excludes",
            "unknown key (did you mean 'exclude'?) (known: rules, roles, thresholds, exclude)")
        assertError(#"{"zzzzzzzzzz": 1}"#, "zzzzzzzzzz", "unknown key (known: rules, roles, thresholds, exclude)")
        let error = try XCTUnwrap(parseError(#"{"rule": {}}"#))
        XCTAssertEqual(
            error.description,
            "cfg.json:1:2: error: rule: unknown key (did you mean 'rules'?) (known: rules, roles, thresholds, exclude)")
    }

    func testUnknownNestedKeys() {
        assertError(
            #"{"thresholds": {"minTouch": 40}}"#, "thresholds.minTouch",
            "unknown key (known: primaryLastTextLength, minimumTouchTarget, touchTargetTolerance, headingMinimumStops, readingOrderRowTolerance)"
        )
        assertError(
            #"{"thresholds": {"minimumTouchTargets": 40}}"#, "thresholds.minimumTouchTargets",
            "unknown key (did you mean 'minimumTouchTarget'?) (known: primaryLastTextLength, minimumTouchTarget, touchTargetTolerance, headingMinimumStops, readingOrderRowTolerance)"
        )
        assertError(
            #"{"roles": [{"class": "A", "role": "card"}, {"clas": "B", "role": "card"}]}"#, "roles[1].clas",
            "unknown key (did you mean 'class'?) (known: class, classPattern, identifier, role)")
    }

    func testUnknownRuleID() {
        // Far from any id, so no suggestion whatever the registry holds.
        assertError(
            #"{"rules": {"zz-no-such-rule-at-all-zz": true}}"#, "rules.zz-no-such-rule-at-all-zz",
            "unknown rule id")
        assertError(#"{"rules": []}"#, "rules", "must be an object of rule ids")
    }

    func testUnknownRuleIDSuggestsANearMiss() throws {
        let id = try someRuleID()
        let typo = String(id.dropLast())
        assertError(#"{"rules": {"\#(typo)": true}}"#, "rules.\(typo)", "unknown rule id (did you mean '\(id)'?)")
    }

    func testThresholds() throws {
        let configuration = try parse(#"{"thresholds": {"primaryLastTextLength": 120, "minimumTouchTarget": 48.5}}"#)
        XCTAssertEqual(configuration.thresholds[.primaryLastTextLength], 120)
        XCTAssertEqual(configuration.thresholds[.minimumTouchTarget], 48.5)
        // A whole number written with a fraction part is still whole.
        XCTAssertEqual(
            try parse(#"{"thresholds": {"primaryLastTextLength": 100.0}}"#).thresholds[.primaryLastTextLength], 100)
        XCTAssertEqual(
            try parse(#"{"thresholds": {"primaryLastTextLength": 1}}"#).thresholds[.primaryLastTextLength], 1)
        // Unset thresholds keep their defaults.
        let partial = try parse(#"{"thresholds": {"minimumTouchTarget": 30}}"#)
        XCTAssertEqual(
            partial.thresholds[.primaryLastTextLength],
            Thresholds()[.primaryLastTextLength])
        XCTAssertEqual(partial.thresholds[.minimumTouchTarget], 30)
        XCTAssertEqual(try parse("{}").thresholds, Thresholds())
        XCTAssertEqual(
            try parse(#"{"thresholds": {"touchTargetTolerance": 0}}"#).thresholds[.touchTargetTolerance], 0)
        XCTAssertEqual(
            try parse(#"{"thresholds": {"touchTargetTolerance": 4.5}}"#).thresholds[.touchTargetTolerance], 4.5)
    }

    func testBadThresholds() {
        let length = "must be a whole number of 1 or more"
        for value in ["true", "false", "\"80\"", "-1", "0", "2.5", "0.5", "null", "[80]", "{}", "1e300"] {
            assertError(
                #"{"thresholds": {"primaryLastTextLength": \#(value)}}"#, "thresholds.primaryLastTextLength", length)
        }
        let target = "must be a number of points above 0"
        for value in ["true", "false", "\"44\"", "-1", "0", "-0.5", "null", "[44]"] {
            assertError(#"{"thresholds": {"minimumTouchTarget": \#(value)}}"#, "thresholds.minimumTouchTarget", target)
        }
        for value in ["true", "\"2\"", "-1", "-0.5", "null", "[2]"] {
            assertError(
                #"{"thresholds": {"touchTargetTolerance": \#(value)}}"#, "thresholds.touchTargetTolerance",
                "must be a number of points, 0 or more")
        }
        assertError(#"{"thresholds": 44}"#, "thresholds", "must be an object")
        assertError(#"{"thresholds": []}"#, "thresholds", "must be an object")
    }

    func testExclude() throws {
        let configuration = try parse(#"{"exclude": ["**/Generated/**", "legacy-*.xml"]}"#)
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["**/Generated/**", "legacy-*.xml"])
        XCTAssertEqual(try parse(#"{"exclude": []}"#).exclude.count, 0)
        assertError(#"{"exclude": "Generated/**"}"#, "exclude", "must be a list of strings")
        assertError(#"{"exclude": ["a", 5]}"#, "exclude[1]", "must be a non-empty string")
        assertError(#"{"exclude": ["a", "b", ""]}"#, "exclude[2]", "must be a non-empty string")
        assertError(#"{"exclude": [null]}"#, "exclude[0]", "must be a non-empty string")
    }

    func testRoles() throws {
        let configuration = try parse(
            #"""
            {"roles": [
              {"class": "ProductTileView", "role": "card"},
              {"classPattern": "*RatingBadge", "role": "rating"},
              {"identifier": "hero-*", "role": "image"},
              {"class": "TileCell", "role": "card+cell"},
              {"class": "TileCell2", "role": "cell card"},
              {"class": "Box", "role": "container"},
              {"class": "Caption", "role": "text"},
              {"class": "Tap", "role": "control"}
            ]}
            """#)
        XCTAssertEqual(
            configuration.roleMappings.map(\.roles),
            [.card, .rating, .image, [.card, .cell], [.card, .cell], .container, .text, .control])
        let matchers = configuration.roleMappings.map { mapping -> String in
            switch mapping.matcher {
            case .className(let name): return "class " + name
            case .classPattern(let glob): return "classPattern " + glob.pattern
            case .identifier(let glob): return "identifier " + glob.pattern
            }
        }
        XCTAssertEqual(
            matchers,
            [
                "class ProductTileView", "classPattern *RatingBadge", "identifier hero-*",
                "class TileCell", "class TileCell2", "class Box", "class Caption", "class Tap",
            ])
    }

    func testBadRoles() {
        let oneMatcher = "needs exactly one of class, classPattern or identifier, as a non-empty string"
        assertError(
            #"{"roles": {"class": "A"}}"#, "roles",
            #"must be a list of {"class"|"classPattern"|"identifier": …, "role": …}"#)
        assertError(#"{"roles": ["A"]}"#, "roles[0]", "must be an object")
        assertError(#"{"roles": [{"role": "card"}]}"#, "roles[0]", oneMatcher)
        assertError(#"{"roles": [{"class": "A", "identifier": "a", "role": "card"}]}"#, "roles[0]", oneMatcher)
        assertError(#"{"roles": [{"class": "A", "classPattern": "A*", "role": "card"}]}"#, "roles[0]", oneMatcher)
        assertError(#"{"roles": [{"class": "", "role": "card"}]}"#, "roles[0]", oneMatcher)
        assertError(#"{"roles": [{"class": 5, "role": "card"}]}"#, "roles[0]", oneMatcher)
        assertError(
            #"{"roles": [{"class": "A", "role": "card"}, {"identifier": ["a"], "role": "card"}]}"#, "roles[1]",
            oneMatcher)
        let missing = "is missing (cell, card, image, rating, text, control, container, or card+cell)"
        assertError(#"{"roles": [{"class": "A"}]}"#, "roles[0].role", missing)
        assertError(#"{"roles": [{"class": "A", "role": 3}]}"#, "roles[0].role", missing)
        for name in ["tile", "Card", "card+tile", "", "+", "card+", "card++cell"] {
            assertError(
                #"{"roles": [{"class": "A", "role": "\#(name)"}]}"#, "roles[0].role",
                "'\(name)' is not cell, card, image, rating, text, control, container (or card+cell)")
        }
        assertError(
            #"{"roles": [{"class": "A", "role": "card", "roles": "cell"}]}"#, "roles[0].roles",
            "unknown key (did you mean 'role'?) (known: class, classPattern, identifier, role)")
    }

    func testCommentKeysAreAllowedAnywhere() throws {
        let configuration = try parse(
            #"""
            {
              "$comment": "top",
              "$comment-2": "another note",
              "rules": {"$comment": "no rule settings yet"},
              "roles": [{"$comment": "our tiles", "class": "ProductTileView", "role": "card"}],
              "thresholds": {"$comment": "bigger targets", "minimumTouchTarget": 48},
              "exclude": ["Generated/**"]
            }
            """#)
        XCTAssertEqual(configuration.roleMappings.count, 1)
        XCTAssertEqual(configuration.thresholds[.minimumTouchTarget], 48)
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["Generated/**"])
        XCTAssertEqual(configuration.sourcePath, "cfg.json")
        // Only keys that start with $comment: "$note" is a typo like any other.
        assertError(#"{"$note": 1}"#, "$note", "unknown key (known: rules, roles, thresholds, exclude)")
    }

    func testARulesObjectWithoutSettingsKeepsEveryRule() throws {
        let configuration = try parse(#"{"rules": {"$comment": "x"}}"#)
        XCTAssertEqual(
            configuration.rules.map { type(of: $0).description.id }, RuleRegistry.all.map { $0.description.id })
        XCTAssertEqual(configuration.severityOverrides.count, 0)
        XCTAssertEqual(configuration.ignoreLists.count, 0)
    }

    // MARK: Rule settings (need a registered rule: skipped until the rules are integrated)

    func testRuleSwitches() throws {
        let id = try someRuleID()
        let all = RuleRegistry.all.map { $0.description.id }
        func ids(_ json: String) throws -> [String] { try parse(json).rules.map { type(of: $0).description.id } }
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": true}}"#), all)
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": false}}"#), all.filter { $0 != id })
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": "off"}}"#), all.filter { $0 != id })
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": {"enabled": false}}}"#), all.filter { $0 != id })
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": {"enabled": true}}}"#), all)
        XCTAssertEqual(try ids(#"{"rules": {"\#(id)": {}}}"#), all)
        for severity in Severity.allCases {
            let configuration = try parse(#"{"rules": {"\#(id)": "\#(severity.rawValue)"}}"#)
            XCTAssertEqual(configuration.severityOverrides, [id: severity])
            XCTAssertEqual(configuration.rules.count, all.count)
            let object = try parse(#"{"rules": {"\#(id)": {"severity": "\#(severity.rawValue)"}}}"#)
            XCTAssertEqual(object.severityOverrides, [id: severity])
        }
    }

    func testRuleIgnoreLists() throws {
        let id = try someRuleID()
        let configuration = try parse(
            #"""
            {"rules": {"\#(id)": {"$comment": "ads are checked elsewhere", "enabled": true, "severity": "info",
                                 "ignore": {"$comment": "x", "identifiers": ["promo-*", "banner"], "classes": ["Ad*View"]}}}}
            """#)
        XCTAssertEqual(configuration.severityOverrides, [id: .info])
        let list = try XCTUnwrap(configuration.ignoreLists[id])
        XCTAssertEqual(list.identifiers.map(\.pattern), ["promo-*", "banner"])
        XCTAssertEqual(list.classes.map(\.pattern), ["Ad*View"])
        let onlyClasses = try parse(#"{"rules": {"\#(id)": {"ignore": {"classes": ["X"]}}}}"#)
        XCTAssertEqual(onlyClasses.ignoreLists[id]?.identifiers.count, 0)
        XCTAssertEqual(onlyClasses.ignoreLists[id]?.classes.map(\.pattern), ["X"])
    }

    func testBadRuleSettings() throws {
        let id = try someRuleID()
        let p = "rules.\(id)"
        assertError(#"{"rules": {"\#(id)": "fatal"}}"#, p, "'fatal' is not error, warning, info or off")
        assertError(#"{"rules": {"\#(id)": "Error"}}"#, p, "'Error' is not error, warning, info or off")
        let shape = #"must be true, false, "off", a severity, or an object with enabled, severity, ignore"#
        for value in ["1", "0", "null", "[]", "2.5"] {
            assertError(#"{"rules": {"\#(id)": \#(value)}}"#, p, shape)
        }
        for value in ["\"no\"", "1", "0", "null", "\"false\""] {
            assertError(#"{"rules": {"\#(id)": {"enabled": \#(value)}}}"#, p + ".enabled", "must be true or false")
        }
        for value in ["\"off\"", "\"fatal\"", "3", "true", "null"] {
            assertError(
                #"{"rules": {"\#(id)": {"severity": \#(value)}}}"#, p + ".severity",
                #"must be "error", "warning" or "info""#)
        }
        assertError(
            #"{"rules": {"\#(id)": {"enable": false}}}"#, p + ".enable",
            "unknown key (did you mean 'enabled'?) (known: enabled, severity, ignore)")
        assertError(
            #"{"rules": {"\#(id)": {"ignore": ["a"]}}}"#, p + ".ignore",
            "must be an object with identifiers and/or classes")
        assertError(
            #"{"rules": {"\#(id)": {"ignore": {"identifier": ["a"]}}}}"#, p + ".ignore.identifier",
            "unknown key (did you mean 'identifiers'?) (known: identifiers, classes)")
        assertError(
            #"{"rules": {"\#(id)": {"ignore": {"identifiers": "a"}}}}"#, p + ".ignore.identifiers",
            "must be a list of strings")
        assertError(
            #"{"rules": {"\#(id)": {"ignore": {"classes": ["A", 3]}}}}"#, p + ".ignore.classes[1]",
            "must be a non-empty string")
        assertError(
            #"{"rules": {"\#(id)": {"ignore": {"identifiers": [""]}}}}"#, p + ".ignore.identifiers[0]",
            "must be a non-empty string")
    }

    /// The starter changes nothing (a severity per rule replaced findings' own)
    /// and names every rule, in registry order, in its notes.
    func testStarterParsesBack() throws {
        let starter = ConfigurationFile.starter()
        let configuration = try parse(starter, file: ".axaudit.json")
        XCTAssertEqual(configuration.thresholds, Thresholds())
        XCTAssertEqual(configuration.exclude.count, 0)
        XCTAssertEqual(configuration.roleMappings.count, 0)
        XCTAssertEqual(configuration.severityOverrides, [:])
        XCTAssertTrue(configuration.ignoreLists.isEmpty)
        XCTAssertEqual(
            configuration.rules.map { type(of: $0).description.id }, RuleRegistry.all.map { $0.description.id })
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(starter.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(root["rules"] as? [String: Any])
        XCTAssertEqual(Set(rules.keys), ["$comment"])
        let note = try XCTUnwrap(rules["$comment"] as? String)
        XCTAssertTrue(note.contains(RuleRegistry.all.map { $0.description.id }.joined(separator: ", ")), note)
        XCTAssertEqual(
            Set(root.keys), ["$comment", "rules", "roles", "thresholds", "exclude", "$comment-roles-exclude"])
    }
}
