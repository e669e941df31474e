import XCTest
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// The repository's root, from this file's place in it (Tests/AXAuditXCTestTests/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The file path: `nodes` written by AXAuditExport, read by axaudit's importer (libxml2).
func importedExport(
    _ nodes: [AXExportNode], screen: String, screenSize: (width: Double, height: Double)? = nil,
    layoutDirection: AXExportNode.LayoutDirection = .leftToRight, file: String
) -> ImportResult {
    let xml = AXAuditExport.xml(of: nodes, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection)
    return Importer.importBytes(Array(xml.utf8), file: file)
}

/// Every stored property of an element, by name, each value dumped in full
/// (doubles to the last digit, colours by component, optionals as such). Read
/// from the element's `ElementDraft` and its `ElementFields`, so that an
/// attribute added to the model is compared here without a change to the tests.
func attributeDump(_ element: Element) -> [(name: String, value: String)] {
    func properties(_ value: Any) -> [(name: String, value: String)] {
        Mirror(reflecting: value).children.flatMap { child -> [(name: String, value: String)] in
            if child.value is ElementFields { return properties(child.value) }
            var text = ""
            dump(child.value, to: &text)
            return [(child.label ?? "?", text)]
        }
    }
    return properties(element.draft)
}

/// Fails (at the caller) for every difference between two hierarchies: their
/// screen, size, direction and ids, every attribute of every element, and the
/// VoiceOver order (stops, positions, what is hidden, what is inside an element).
func assertSameScreen(
    _ got: Hierarchy, _ want: Hierarchy, _ context: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(got.file, want.file, "file \(context)", file: file, line: line)
    XCTAssertEqual(got.format, want.format, "format \(context)", file: file, line: line)
    XCTAssertEqual(got.screen, want.screen, "screen \(context)", file: file, line: line)
    XCTAssertEqual(got.layoutDirection, want.layoutDirection, "layoutDirection \(context)", file: file, line: line)
    XCTAssertEqual(
        got.screenSize.map { [$0.width, $0.height] }, want.screenSize.map { [$0.width, $0.height] },
        "screenSize \(context)", file: file, line: line)
    XCTAssertEqual(got.documentOrderIsReadingOrder, want.documentOrderIsReadingOrder, file: file, line: line)
    XCTAssertEqual(got.indexByID, want.indexByID, "indexByID \(context)", file: file, line: line)
    XCTAssertEqual(got.elements.count, want.elements.count, "element count \(context)", file: file, line: line)
    for i in 0..<min(got.elements.count, want.elements.count) {
        let g = attributeDump(got.elements[i]), w = attributeDump(want.elements[i])
        XCTAssertEqual(g.map(\.name), w.map(\.name), file: file, line: line)
        for (a, b) in zip(g, w) where a.value != b.value {
            XCTFail(
                "element \(i) (\(want.path(of: Element.Index(i)))) \(a.name) \(context): in memory\n\(a.value)from the file\n\(b.value)",
                file: file, line: line)
        }
    }
    let go = VoiceOverOrder(got), wo = VoiceOverOrder(want)
    XCTAssertEqual(go.stops, wo.stops, "VoiceOver stops \(context)", file: file, line: line)
    XCTAssertEqual(go.positions, wo.positions, "VoiceOver positions \(context)", file: file, line: line)
    XCTAssertEqual(go.hidden, wo.hidden, "hidden \(context)", file: file, line: line)
    XCTAssertEqual(go.insideElement, wo.insideElement, "insideElement \(context)", file: file, line: line)
}

/// A finding as the comparisons see it: rule, severity, element, place and text.
struct FindingSummary: Equatable, CustomStringConvertible {
    var ruleID: String
    var severity: Severity
    var elementID: String?
    var message: String
    var fix: String?

    init(_ finding: Finding) {
        ruleID = finding.ruleID
        severity = finding.severity
        elementID = finding.element.id
        message = finding.message
        fix = finding.fix
    }

    var description: String { "\(severity) \(ruleID) #\(elementID ?? "-"): \(message)" }
}

/// A test case that can record its own failures instead of failing, to check
/// what an assertion records: `recordFailure` in swift-corelibs-xctest (Linux),
/// `record(_:)` in Apple's XCTest, where every assertion ends up.
class FailureRecordingTestCase: XCTestCase {
    struct Recorded: Equatable {
        var description: String
        var file: String
        var line: Int
    }
    private var recording = false
    private var recorded: [Recorded] = []

    /// The failures `body` records, which then do not fail the test.
    func failures(in body: () throws -> Void) rethrows -> [Recorded] {
        recording = true
        recorded = []
        defer { recording = false }
        try body()
        return recorded
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard recording else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        recorded.append(
            Recorded(
                description: issue.compactDescription, file: location?.fileURL.path ?? "",
                line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard recording else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append(Recorded(description: description, file: filePath, line: lineNumber))
    }
    #endif
}
