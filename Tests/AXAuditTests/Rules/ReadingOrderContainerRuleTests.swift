import XCTest

@testable import AXAudit
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
            outer.suggestion,
            "container.accessibilityElements = [group, inner, lonely] (each part once, in reading order)")
        XCTAssertTrue(findings.first { $0.element.id == "lonely" }!.message.contains("hidden \"d2\""))
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
