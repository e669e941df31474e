import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

final class ReadingOrderContainerRuleTests: XCTestCase {
    func testHiddenIDAndNestedContainers() {
        let xml = screen(
            """
            <element id="outer" class="UIView" frame="0 0 390 400" accessibilityElements="group inner">
              <element id="group" class="UIView" frame="0 0 390 100">
                <element id="a" class="UILabel" frame="0 0 100 20" text="A"/>
                <element id="b" class="UILabel" frame="0 30 100 20" text="B"/>
              </element>
              <element id="inner" class="UIView" frame="0 100 390 100" accessibilityElements="c ghost">
                <element id="c" class="UILabel" frame="0 100 100 20" text="C"/>
                <element id="d" class="UILabel" frame="0 130 100 20" text="D" isHidden="true"/>
              </element>
              <element id="lonely" class="UIView" frame="0 200 390 100" accessibilityElements="e d2">
                <element id="e" class="UILabel" frame="0 200 100 20" text="E"/>
                <element id="d2" class="UILabel" frame="0 230 100 20" text="D2" alpha="0"/>
              </element>
            </element>
            <element id="gone" class="UIView" frame="0 500 390 100" isHidden="true" accessibilityElements="nothing"/>
            """)
        let findings = runRule(ReadingOrderContainerRule.self, xml)
        XCTAssertEqual(summary(findings), ["#inner error", "#lonely error", "#outer error"])
        let outer = findings.first { $0.element.id == "outer" }!
        XCTAssertTrue(outer.message.contains("leaves out UIView #lonely"), outer.message)
        XCTAssertEqual(
            outer.fix,
            "container.accessibilityElements = [group, inner, lonely] (each part once, in reading order)")
        XCTAssertTrue(findings.first { $0.element.id == "lonely" }!.message.contains("hidden \"d2\""))
    }

    /// Ids named twice: one is named, many are counted and the first few named
    /// (the message once said "and 2 more more than once").
    func testIDsNamedTwice() {
        let ids = (1...7).map { "x\($0)" }
        let children = ids.map { #"<element id="\#($0)" class="UILabel" frame="0 0 10 10" text="\#($0)"/>"# }
        for (listed, expected) in [
            (
                "x1 x1 " + ids.dropFirst().joined(separator: " "),
                "names \"x1\" more than once: VoiceOver reads it again."
            ),
            (
                (ids + ids).joined(separator: " "),
                "names 7 ids more than once (\"x1\", \"x2\", \"x3\", \"x4\", \"x5\" and 2 more): VoiceOver reads them again."
            ),
        ] {
            let xml = screen(
                #"<element id="list" class="UIView" frame="0 0 390 400" accessibilityElements="\#(listed)">"#
                    + children.joined(separator: "\n") + "</element>")
            let findings = runRule(ReadingOrderContainerRule.self, xml)
            XCTAssertEqual(findings.count, 1)
            XCTAssertTrue(findings.first?.message.hasSuffix(expected) == true, findings.first?.message ?? "none")
            XCTAssertFalse(findings.first?.message.contains("more more") == true)
        }
    }

    func testLargeContainerIsLinear() {
        let n = 100_000
        var body = "<element id=\"big\" class=\"UIView\" frame=\"0 0 390 844\" accessibilityElements=\""
        body += (0..<n).map { "e\($0)" }.joined(separator: " ") + " e7\">"
        for k in 0..<n { body += "<element id=\"e\(k)\" class=\"UILabel\" frame=\"0 \(k) 10 1\" text=\"x\"/>" }
        body += "<element id=\"extra\" class=\"UILabel\" frame=\"0 0 10 1\" text=\"y\"/></element>"
        let start = Date()
        let findings = runRule(ReadingOrderContainerRule.self, screen(body))
        XCTAssertEqual(summary(findings), ["#big error", "#big warning"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }
}
