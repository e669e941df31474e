import XCTest
#if os(Linux) && canImport(XCUIStub)
import XCUIStub
#endif
import AXAuditKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if (os(Linux) && canImport(XCUIStub)) || os(iOS) || os(macOS) || os(tvOS) || os(visionOS)
/// Audits what a UI test sees: `element.snapshot()` (usually the
/// `XCUIApplication`'s) as the page source a UI test or Appium would give,
/// read with the page source's inference (docs/page-sources.md), and records
/// one test failure per finding at or above `minimumSeverity` (and one per
/// input error) at the caller's file and line. Returns those findings.
///
/// ```swift
/// let app = XCUIApplication()
/// app.launch()
/// app.buttons["Checkout"].tap()
/// AXAssertAccessible(app, screen: "Checkout")
/// ```
///
/// A snapshot says which elements there are, their types, labels, values and
/// frames, not which are accessibility elements nor their traits: rules that
/// need those see less than on an export from a unit test (README, "From your UI tests").
@MainActor @discardableResult
public func AXAssertAccessible(
    _ element: XCUIElement, screen: String? = nil,
    configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimumSeverity: Severity = .warning,
    file: StaticString = #filePath, line: UInt = #line
) -> [Finding] {
    AXUITestScreen.assert(
        element, screen: screen, configuration: configuration, minimumSeverity: minimumSeverity,
        file: file, line: line)
}

/// A UI test's screens, audited in process or written for `axaudit` to audit
/// after the test run.
public enum AXUITestScreen {
    /// The environment variable naming the folder `export` writes to when no
    /// folder is given (`TEST_RUNNER_AXAUDIT_SCREENS` for `xcodebuild test`,
    /// which hands the test runner its variables without the prefix).
    public static let folderVariable = "AXAUDIT_SCREENS"

    /// What went wrong taking a screen.
    public struct CaptureError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The element's tree as a page source `axaudit` reads. When XCTest
    /// cannot take the snapshot at once (an application's tree too large:
    /// XCTest throws), each window is taken on its own and put under an
    /// application element made of the element's own attributes, as
    /// maestro's iOS runner recovers; the error is thrown when no window can be taken either.
    @MainActor
    public static func pageSource(of element: XCUIElement, screen: String? = nil) throws -> String {
        let (root, byWindow) = try capture(element)
        return AXUITestPageSource.xml(root, screen: screen, takenByWindow: byWindow)
    }

    /// Writes the screen's page source to `folder` (by default the folder
    /// `AXAUDIT_SCREENS` names) as `<screen>.xml`, never over a file already
    /// there (`<screen>-2.xml`, …), and attaches it to the running test.
    /// Returns the file written, or nil when no folder is given or set (then
    /// only the attachment keeps it). `axaudit <folder>` audits them all afterwards.
    @MainActor @discardableResult
    public static func export(_ element: XCUIElement, screen: String, to folder: URL? = nil) throws -> URL? {
        let xml = try pageSource(of: element, screen: screen)
        attach(xml, screen: screen)
        let environment = ProcessInfo.processInfo.environment[folderVariable].map { URL(fileURLWithPath: $0) }
        guard let folder = folder ?? environment else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = fileName(screen)
        for attempt in 1...10_000 {
            let url = folder.appendingPathComponent(attempt == 1 ? base + ".xml" : "\(base)-\(attempt).xml")
            do {
                try Data(xml.utf8).write(to: url, options: .withoutOverwriting)
                return url
            } catch  where FileManager.default.fileExists(atPath: url.path) {
                continue
            }
        }
        throw CaptureError(description: "\(folder.path) already holds 10000 files named \(base)")
    }

    /// A screen name as a file name: letters, digits, `-`, `_` and `.`; anything else `_`.
    static func fileName(_ screen: String) -> String {
        let kept = String(
            screen.unicodeScalars.map { s -> Character in
                s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" ? Character(s) : "_"
            }.prefix(80))
        return kept.isEmpty || kept.allSatisfy({ $0 == "_" }) ? "screen" : kept
    }

    @MainActor
    private static func attach(_ xml: String, screen: String) {
        #if !os(Linux)
        let attachment = XCTAttachment(string: xml)
        attachment.name = fileName(screen) + ".xml"
        attachment.lifetime = .keepAlways
        XCTContext.runActivity(named: "axaudit screen \(screen)") { $0.add(attachment) }
        #endif
    }

    /// The element's snapshot as values; by window when the whole cannot be taken.
    @MainActor
    static func capture(_ element: XCUIElement) throws -> (root: AXUITestElement, byWindow: Bool) {
        do {
            return (values(of: try element.snapshot()), false)
        } catch {
            var windows: [AXUITestElement] = []
            for window in element.children(matching: .window).allElementsBoundByIndex {
                if let snapshot = try? window.snapshot() { windows.append(values(of: snapshot)) }
            }
            guard !windows.isEmpty else {
                throw CaptureError(
                    description: "XCTest could not take a snapshot of the element or of its windows: \(error)")
            }
            var root = values(of: element)
            root.children = windows
            return (root, true)
        }
    }

    /// The attributes of an element or snapshot, and its snapshot children.
    @MainActor
    static func values(of attributes: XCUIElementAttributes) -> AXUITestElement {
        let frame = attributes.frame
        var element = AXUITestElement(
            elementType: attributes.elementType.rawValue, identifier: attributes.identifier,
            label: attributes.label, value: attributes.value.map { String(describing: $0) },
            title: attributes.title, placeholderValue: attributes.placeholderValue,
            frame: (
                Double(frame.origin.x), Double(frame.origin.y), Double(frame.size.width), Double(frame.size.height)
            ),
            isEnabled: attributes.isEnabled, isSelected: attributes.isSelected)
        if let snapshot = attributes as? XCUIElementSnapshot {
            element.children = snapshot.children.map { values(of: $0) }
        }
        return element
    }

    /// Where failures go; `XCTFail` unless a test replaces it.
    typealias Recorder = (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    @MainActor
    static func assert(
        _ element: XCUIElement, screen: String?, configuration: AuditConfiguration, minimumSeverity: Severity,
        file: StaticString, line: UInt, record: Recorder = { XCTFail($0, file: $1, line: $2) }
    ) -> [Finding] {
        let xml: String
        do {
            xml = try pageSource(of: element, screen: screen)
        } catch {
            record("axaudit: \(error)", file, line)
            return []
        }
        let name = screen ?? "UI test screen"
        let imported = Importer.importBytes(Array(xml.utf8), file: name)
        for error in imported.errors {
            record(
                "input error: \(error.message) (screen '\(name)', line \(error.location.line) of its page source)",
                file, line)
        }
        guard let hierarchy = imported.hierarchy else { return [] }
        let findings = Auditor(configuration: configuration).audit(hierarchy).findings
            .filter { $0.severity >= minimumSeverity }
        for finding in findings {
            record(AXAuditInMemory.failureMessage(for: finding, screen: hierarchy.screen), file, line)
        }
        return findings
    }
}
#endif
