import XCTest
@testable import AXAuditEngine
@testable import AXAuditRules

/// Every rule's SwiftUI fix must compile. Linux has no SwiftUI, so the compiler
/// can only type-check the snippets on Apple platforms, where
/// `SwiftUIFixSnippets.swift` builds them inside a view; this test, which runs
/// everywhere, keeps that file in step with the descriptions.
final class SwiftUIFixSnippetsTests: XCTestCase {
    static let snippetsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SwiftUIFixSnippets.swift")

    /// Lines without their indentation: the file nests each snippet in a view.
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            Array(haystack[start..<(start + needle.count)]) == needle
        }
    }

    func testEveryRulesSwiftUIFixAppearsVerbatimInTheFileThatTypeChecksIt() throws {
        let file = Self.lines(try String(contentsOf: Self.snippetsFile, encoding: .utf8))
        XCTAssertTrue(file.contains("#if canImport(SwiftUI)"), "the snippets must compile only where SwiftUI exists")
        for rule in RuleRegistry.all {
            let fix = rule.description.fix.swiftUI
            XCTAssertTrue(
                Self.contains(file, Self.lines(fix)),
                "\(rule.description.id)'s SwiftUI fix is not in \(Self.snippetsFile.lastPathComponent):\n\(fix)")
        }
    }

    func testTheCheckFindsAChangedSnippet() throws {
        let file = Self.lines(try String(contentsOf: Self.snippetsFile, encoding: .utf8))
        let fix = RuleRegistry.all[0].description.fix.swiftUI
        XCTAssertTrue(Self.contains(file, Self.lines(fix)))
        XCTAssertFalse(Self.contains(file, Self.lines(fix + "\n.accessibilityHidden(true)")))
        XCTAssertFalse(Self.contains(file, Self.lines(fix.replacingOccurrences(of: "(", with: " ("))))
    }

    /// SwiftUI code, not UIKit: a SwiftUI fix never sets UIKit's properties.
    func testSwiftUIFixesUseSwiftUIModifiersNotUIKitProperties() {
        for rule in RuleRegistry.all {
            let fix = rule.description.fix.swiftUI
            for uiKit in ["isAccessibilityElement", "accessibilityTraits", "accessibilityElements", "UIAccessibility"] {
                XCTAssertFalse(fix.contains(uiKit), "\(rule.description.id)'s SwiftUI fix uses \(uiKit)")
            }
            XCTAssertNotEqual(fix, rule.description.fix.uiKit, rule.description.id)
        }
    }
}
