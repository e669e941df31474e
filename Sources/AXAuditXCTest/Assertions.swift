import XCTest
#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport

/// Audits the screen `node` describes in process and records one test failure
/// per finding at or above `minimumSeverity` (and one per input error, e.g. a
/// `role` the format does not know), each with its message and fix, at the
/// caller's file and line. Returns the findings at or above `minimumSeverity`.
///
/// ```swift
/// AXAssertAccessible(node, screen: "Checkout", screenSize: (390, 844))
/// ```
@discardableResult
public func AXAssertAccessible(
    _ node: AXExportNode, screen: String,
    screenSize: (width: Double, height: Double)? = nil,
    layoutDirection: AXExportNode.LayoutDirection = .leftToRight,
    configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimumSeverity: Severity = .warning,
    file: StaticString = #filePath, line: UInt = #line
) -> [Finding] {
    let inMemory = AXInMemoryScreen(node, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection)
    return AXAuditAssertion.assert(
        inMemory, configuration: configuration, minimumSeverity: minimumSeverity,
        file: file, line: line)
}

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
/// Exports `view` in memory (its subviews and the accessibility elements it
/// vends), audits it, and records one test failure per finding at or above
/// `minimumSeverity` at the caller's file and line. See `AXAssertAccessible(_:screen:…)`.
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
@MainActor @discardableResult
public func AXAssertAccessible(
    _ view: UIView, screen: String? = nil,
    configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimumSeverity: Severity = .warning,
    options: AXAuditExport.Options = AXAuditExport.Options(),
    file: StaticString = #filePath, line: UInt = #line
) -> [Finding] {
    AXAuditAssertion.assert(
        AXInMemoryScreen(view, screen: screen, options: options), configuration: configuration,
        minimumSeverity: minimumSeverity, file: file, line: line)
}

/// Loads `viewController` into a window of `size` (with `traitCollection`:
/// layout direction, Dynamic Type size, dark mode), exports it in memory,
/// audits it, and records one test failure per finding at or above
/// `minimumSeverity` at the caller's file and line.
///
/// ```swift
/// @MainActor func testCheckoutIsAccessible() {
///     AXAssertAccessible(CheckoutViewController(), size: CGSize(width: 390, height: 844))
/// }
/// ```
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
@MainActor @discardableResult
public func AXAssertAccessible(
    _ viewController: UIViewController, size: CGSize,
    traitCollection: UITraitCollection? = nil, screen: String? = nil,
    configuration: AuditConfiguration = AuditConfiguration(),
    failingAt minimumSeverity: Severity = .warning,
    options: AXAuditExport.Options = AXAuditExport.Options(),
    file: StaticString = #filePath, line: UInt = #line
) -> [Finding] {
    let inMemory = AXInMemoryScreen(
        viewController, size: size, traitCollection: traitCollection,
        screen: screen, options: options)
    return AXAuditAssertion.assert(
        inMemory, configuration: configuration, minimumSeverity: minimumSeverity,
        file: file, line: line)
}
#endif

/// The one place that records failures, so that the tests can watch it.
enum AXAuditAssertion {
    /// Where failures go; `XCTFail` unless a test replaces it.
    typealias Recorder = (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    static func assert(
        _ screen: AXInMemoryScreen, configuration: AuditConfiguration, minimumSeverity: Severity,
        file: StaticString, line: UInt,
        record: Recorder = { XCTFail($0, file: $1, line: $2) }
    ) -> [Finding] {
        let findings = AXAuditInMemory.audit(screen, configuration: configuration).findings
        for message in AXAuditInMemory.failureMessages(
            for: screen, findings: findings, minimumSeverity: minimumSeverity)
        {
            record(message, file, line)
        }
        return findings.filter { $0.severity >= minimumSeverity }
    }
}
