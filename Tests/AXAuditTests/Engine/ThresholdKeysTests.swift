import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditRules

/// The `thresholds` keys are one table, each row from the rule (or the engine)
/// that reads the value: it checks the file, sets the value and writes the
/// starter file's note.
final class ThresholdKeysTests: XCTestCase {
    private let keys = ConfigurationFile.thresholdKeys(RuleRegistry.all)

    private func parse(_ json: String) throws(ConfigurationError) -> AuditConfiguration {
        try ConfigurationFile.parse(Data(json.utf8), file: "c.json")
    }

    func testEveryKeyOnceAndOwnedByTheRuleThatReadsIt() {
        let names = keys.map(\.key)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertEqual(
            Set(names),
            [
                "primaryLastTextLength", "minimumTouchTarget", "touchTargetTolerance", "headingMinimumStops",
                "readingOrderRowTolerance",
            ])
        XCTAssertEqual(TouchTargetSizeRule.options.map(\.key), ["minimumTouchTarget", "touchTargetTolerance"])
        XCTAssertEqual(HeadingPresentRule.options.map(\.key), ["headingMinimumStops"])
        XCTAssertEqual(ReadingOrderPrimaryLastRule.options.map(\.key), ["primaryLastTextLength"])
        XCTAssertTrue(ImageLabelRule.options.isEmpty)
    }

    /// A rule reads its key's default until the configuration sets the key, and
    /// setting one key leaves the others at theirs.
    func testARuleReadsItsDefaultUntilTheKeyIsSet() throws {
        var thresholds = Thresholds()
        XCTAssertEqual(thresholds[.minimumTouchTarget], 44)
        XCTAssertEqual(thresholds[.touchTargetTolerance], 2)
        XCTAssertEqual(thresholds[.headingMinimumStops], 10)
        XCTAssertEqual(thresholds[.primaryLastTextLength], 80)
        XCTAssertNil(thresholds.readingOrderRowTolerance)
        thresholds[.minimumTouchTarget] = 48
        XCTAssertEqual(thresholds[.minimumTouchTarget], 48)
        XCTAssertEqual(thresholds[.touchTargetTolerance], 2)
        XCTAssertNotEqual(thresholds, Thresholds())
        let configured = try parse(#"{"thresholds": {"headingMinimumStops": 3, "readingOrderRowTolerance": 5}}"#)
        XCTAssertEqual(configured.thresholds[.headingMinimumStops], 3)
        XCTAssertEqual(configured.thresholds.readingOrderRowTolerance, 5)
        XCTAssertEqual(configured.thresholds[.minimumTouchTarget], 44)
    }

    /// A value each key takes sets its property and no other; values it does
    /// not take fail with the key path and the row's requirement.
    func testEachKeySetsItsOwnValueAndRejectsOthers() throws {
        let defaults = Thresholds()
        for row in keys {
            let configuration = try parse(#"{"thresholds": {"\#(row.key)": 7}}"#)
            XCTAssertNotEqual(configuration.thresholds, defaults, row.key)
            var expected = defaults
            XCTAssertTrue(row.set(.number(7), &expected), row.key)
            XCTAssertEqual(configuration.thresholds, expected, row.key)
            for bad in ["-1", "\"7\"", "true", "null", "[7]"] {
                XCTAssertThrowsError(try parse(#"{"thresholds": {"\#(row.key)": \#(bad)}}"#), "\(row.key) \(bad)") {
                    XCTAssertEqual(
                        "\($0)", "c.json:1:17: error: thresholds.\(row.key): must be \(row.requirement)",
                        "\(row.key) \(bad)"
                    )
                }
            }
        }
        XCTAssertThrowsError(try parse(#"{"thresholds": {"primaryLastTextLength": 2.5}}"#))
        XCTAssertThrowsError(try parse(#"{"thresholds": {"minimumTouchTarget": 0}}"#))
        XCTAssertEqual(
            try parse(#"{"thresholds": {"touchTargetTolerance": 0}}"#).thresholds[.touchTargetTolerance], 0)
    }

    /// The starter file names every key with its default, read from `Thresholds()`.
    func testTheStarterFileNamesEveryKeyAndItsDefault() throws {
        let starter = ConfigurationFile.starter()
        for row in keys { XCTAssertTrue(starter.contains("\(row.key) \(row.defaultText)"), row.key) }
        XCTAssertTrue(
            starter.contains("primaryLastTextLength \(Int(Thresholds()[.primaryLastTextLength])),"))
        XCTAssertTrue(starter.contains("minimumTouchTarget 44,"))
        XCTAssertTrue(starter.contains("headingMinimumStops 10,"))
        XCTAssertEqual(try parse(starter).thresholds, Thresholds())
    }
}
