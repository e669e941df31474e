import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// In page sources every element's class is its XCUIElementType and its `name` is
/// its label when it has no identifier: groups are by type and identifier, else
/// by whether the element has a label, so that the same problem is one group.
final class PageSourceProblemGroupsTests: TemporaryDirectoryTestCase {
    /// Screen `n` has `small` tiny labelled buttons, each with its own label as
    /// WebDriverAgent writes it (`name` = `label`), an unlabelled button, and a tiny
    /// Close button with the identifier `close-button`.
    static func screen(_ n: Int, small: Int) -> String {
        var body = ""
        for k in 0..<small {
            let label = "Day \(n)-\(k)"
            body += """
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(label)" label="\(label)" enabled="true" visible="true" accessible="true" x="\(10 + k * 30)" y="100" width="20" height="20"/>

                """
        }
        body += """
            <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="10" y="300" width="80" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="close-button" label="Close" enabled="true" visible="true" accessible="true" x="350" y="40" width="20" height="20"/>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App \(n)" label="App \(n)" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
            \(body)
            </XCUIElementTypeApplication>
            </AppiumAUT>
            """
    }

    func run(_ paths: [String]) -> AuditRun {
        var runner = AuditRunner()
        runner.jobs = 1
        return runner.run(paths: paths, failOn: .error)
    }

    func testFourteenButtonsOnThreeScreensAreOneGroup() throws {
        for (n, small) in [5, 5, 4].enumerated() {
            try FT.write(Self.screen(n, small: small), to: directory + "/s\(n).xml")
        }
        let run = run([directory])
        let groups = run.problemGroups
        let tiny = groups.filter { $0.ruleID == "touch-target-size" }
        XCTAssertEqual(
            tiny.map { "\($0.component.name) \($0.screens) \($0.findings)" },
            ["XCUIElementTypeButton (labelled) 3 14", "XCUIElementTypeButton 'close-button' 3 3"])
        let unlabelled = try XCTUnwrap(groups.first { $0.ruleID == "element-label" })
        XCTAssertEqual(unlabelled.component.name, "XCUIElementTypeButton (no label)")
        XCTAssertEqual(unlabelled.screens, 3)
        XCTAssertEqual(groups.filter { $0.ruleID == "element-label" }.count, 1)
        // Every finding in exactly one group.
        XCTAssertEqual(groups.reduce(0) { $0 + $1.findings }, run.files.reduce(0) { $0 + $1.findings.count })
        // The text and JSON reports say the pattern.
        var text = ""
        TextReporter.writeProblemGroups(run, to: &text)
        XCTAssertTrue(
            text.contains("  XCUIElementTypeButton (labelled) · touch-target-size · warning · 3 screens, 14 findings"),
            text)
        let json = JSONWriter()
        json.object { JSONReporter.writeProblemGroups(run, into: json) }
        XCTAssertTrue(
            json.output.contains(#""class":"XCUIElementTypeButton","identifier":null,"label":"labelled""#), json.output)
    }

    /// The real page sources: the Japanese date picker's 9 day buttons, each named by
    /// its label, are one group, as are the apps the input warnings are about.
    func testRealPageSourcesGroup() throws {
        let folder = TestPaths.repository.appendingPathComponent("Tests/Corpus/page-sources").path
        let run = run([folder])
        let groups = run.problemGroups
        let days = try XCTUnwrap(
            groups.first { $0.ruleID == "touch-target-size" && $0.component.name == "XCUIElementTypeButton (labelled)" }
        )
        XCTAssertGreaterThanOrEqual(days.findings, 9)
        let names = groups.map { "\($0.ruleID) \($0.severity) \($0.component.name)" }
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertFalse(groups.contains { $0.component.name.contains("12月") }, names.joined(separator: "\n"))
    }

    /// The native format keeps class and identifier: no label pattern.
    func testNativeComponentsHaveNoLabelPattern() throws {
        let h = try FT.hierarchy(
            FT.doc(
                #"<element id="b" class="UIButton" inherits="UIControl UIView" frame="0 0 20 20" accessibilityLabel="Go"/>"#
            ))
        let component = ProblemGroup.Component(h[1], format: h.format)
        XCTAssertEqual(component.name, "UIButton")
        XCTAssertNil(component.labelPattern)
    }
}
