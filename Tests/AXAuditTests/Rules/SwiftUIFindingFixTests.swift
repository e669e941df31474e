import XCTest

@testable import AXAuditEngine
@testable import AXAuditModel
@testable import AXAuditRules

/// A finding on a SwiftUI element gives its fix as SwiftUI modifiers; on a UIKit
/// view, as UIKit properties. Run over every rule's failing examples, once as
/// they are and once inside a hosting view.
final class SwiftUIFindingFixTests: XCTestCase {
    /// The example's screen inside `_UIHostingView`, as the exporter writes a
    /// screen a `UIHostingController` shows.
    static func hosted(_ xml: String) -> String {
        guard let open = xml.range(of: "<hierarchy"), let end = xml[open.upperBound...].range(of: ">"),
            let close = xml.range(of: "</hierarchy>", options: .backwards)
        else { return xml }
        return String(xml[..<end.upperBound])
            + "\n<element class=\"_UIHostingView&lt;ContentView&gt;\" inherits=\"UIView\">"
            + String(xml[end.upperBound..<close.lowerBound]) + "</element>\n" + String(xml[close.lowerBound...])
    }

    /// What only UIKit code says: assigning an accessibility property, or UIKit's types.
    static let uiKitCode = [
        "isAccessibilityElement =", "accessibilityLabel =", "accessibilityValue =", "accessibilityTraits",
        "accessibilityElements =", "UIAccessibilityCustomAction", "shouldGroupAccessibilityChildren",
        "accessibilityElementsHidden",
    ]

    func testEveryRulesFindingsOnSwiftUIElementsGiveSwiftUIFixes() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples where !example.isPassing {
                let findings = runRule(rule, Self.hosted(example.xml), recordedOrder: example.recordedOrder)
                let context = "\(rule.description.id), \"\(example.title)\""
                XCTAssertEqual(summary(findings), example.expected.map(\.description).sorted(), context)
                for finding in findings {
                    let fix = finding.rendered().fix ?? ""
                    XCTAssertFalse(fix.isEmpty, context)
                    for code in Self.uiKitCode {
                        XCTAssertFalse(fix.contains(code), "\(context): the SwiftUI fix says \(code): \(fix)")
                    }
                    XCTAssertTrue(fix.contains(".accessibility") || fix.contains("in SwiftUI"), "\(context): \(fix)")
                }
            }
        }
    }

    func testUIKitElementsKeepUIKitFixes() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples where !example.isPassing {
                for finding in runRule(rule, example.xml, recordedOrder: example.recordedOrder) {
                    let fix = finding.rendered().fix ?? ""
                    XCTAssertFalse(fix.hasPrefix("in SwiftUI"), "\(rule.description.id): \(fix)")
                    XCTAssertFalse(fix.contains(".accessibilityElement(children:"), "\(rule.description.id): \(fix)")
                }
            }
        }
    }

    func testARulesOwnSwiftUIFixNamesTheElementsValues() throws {
        let example = try XCTUnwrap(HeadingPresentRule.description.examples.first { !$0.isPassing })
        XCTAssertEqual(
            runRule(HeadingPresentRule.self, Self.hosted(example.xml)).map { $0.rendered().fix },
            [
                ".accessibilityAddTraits(.isHeader) on the Text that shows \"Account\", and the same for each section title"
            ])
        XCTAssertEqual(
            runRule(HeadingPresentRule.self, example.xml).map { $0.rendered().fix },
            ["titleLabel.accessibilityTraits.insert(.header), and the same for each section title"])
    }

    /// These rules write their own SwiftUI fix, with the element's values, for
    /// at least one of their problems (the others fall back to the snippet).
    func testRulesWithTheirOwnSwiftUIFixesUseThem() {
        let own = [
            "card-aggregated-label", "cell-accessibility-element", "heading-present", "image-label",
            "reading-order-primary-last", "element-label", "rating-label-and-value",
        ]
        for id in own {
            guard let rule = RuleRegistry.rule(id: id) else {
                XCTFail("no rule \(id)")
                continue
            }
            let fixes = rule.description.examples.filter { !$0.isPassing }.flatMap { example in
                runRule(rule, Self.hosted(example.xml), recordedOrder: example.recordedOrder).map {
                    $0.rendered().fix ?? ""
                }
            }
            XCTAssertTrue(fixes.contains { $0.hasPrefix(".accessibility") }, "\(id): \(fixes)")
        }
    }

    func testOneLineKeepsModifiersOnTheirViewAndDropsComments() {
        XCTAssertEqual(
            FindingExplanation.oneLine(
                "HStack {\n    ForEach(rows) { row in\n        Text(row)  // two\n    }\n}\n.accessibilityElement(children: .combine)"
            ),
            "HStack { ForEach(rows) { row in Text(row) } }.accessibilityElement(children: .combine)")
    }

    func testSwiftIdentifiersFromIDs() {
        XCTAssertEqual(SwiftNames.identifier("article-image"), "articleImage")
        XCTAssertEqual(SwiftNames.identifier("URLField"), "urlField")
        XCTAssertEqual(SwiftNames.identifier("2nd row"), "view2ndRow")
        XCTAssertEqual(SwiftNames.identifier("default"), "`default`")
        XCTAssertEqual(SwiftNames.identifier("--"), "view")
        XCTAssertEqual(SwiftNames.list(["buy", "title"]).words, nil)
        XCTAssertEqual(SwiftNames.list(["read-more", "title"]).code, "[readMore, title]")
        XCTAssertEqual(SwiftNames.list(["read-more", "title"]).words, "the views read-more and title")
    }
}
