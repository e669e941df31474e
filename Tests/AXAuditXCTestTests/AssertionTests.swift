import XCTest
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport
@testable import AXAuditXCTest

/// `AXAssertAccessible` records exactly one failure per finding at or above its
/// severity (and one per input error), with the finding's message and fix, at
/// the caller's file and line. The failures are caught by
/// `FailureRecordingTestCase` on their way to XCTest (swift-corelibs-xctest has
/// no `XCTExpectFailure`), so this runs the real `XCTFail` path on Linux and macOS.
final class AssertionTests: FailureRecordingTestCase {
    /// A button without a label (element-label, error), a price that opts out of
    /// Dynamic Type (dynamic-type, warning), a 20-point close button
    /// (touch-target-size, warning), and a labelled, large button (nothing).
    static func checkout() -> AXExportNode {
        func control(_ id: String, _ frame: AXExportNode.Rect, label: String?) -> AXExportNode {
            var n = AXExportNode(className: "UIButton", frame: frame)
            n.inherits = ["UIControl", "UIView"]
            n.id = id
            n.accessibilityLabel = label
            n.accessibilityTraits = ["button"]
            return n
        }
        var price = AXExportNode(className: "UILabel", frame: .init(x: 16, y: 60, width: 200, height: 22))
        price.inherits = ["UIView"]
        price.id = "price"
        price.text = "$89"
        price.fontSize = 17
        price.adjustsFontForContentSizeCategory = false
        var root = AXExportNode(className: "UIView", frame: .init(x: 0, y: 0, width: 390, height: 844))
        root.children = [
            price,
            control("pay", .init(x: 16, y: 100, width: 358, height: 50), label: nil),
            control("close", .init(x: 350, y: 20, width: 20, height: 20), label: "Close"),
            control("help", .init(x: 16, y: 200, width: 358, height: 50), label: "Help"),
        ]
        return root
    }

    func testOneFailurePerFindingAtTheCallersLine() {
        let findings = AXAuditInMemory.findings(of: Self.checkout(), screen: "Checkout", screenSize: (390, 844))
        XCTAssertEqual(
            findings.map { "\($0.ruleID) \($0.element.id ?? "")" },
            ["dynamic-type price", "element-label pay", "touch-target-size close"])
        var returned: [Finding] = []
        let line = #line + 2
        let recorded = failures {
            returned = AXAssertAccessible(Self.checkout(), screen: "Checkout", screenSize: (390, 844))
        }
        XCTAssertEqual(recorded.count, 3, "\(recorded)")
        XCTAssertEqual(returned, findings)
        for (failure, finding) in zip(recorded, findings) {
            XCTAssertEqual(failure.file, "\(#filePath)")
            XCTAssertEqual(failure.line, line)
            XCTAssertTrue(failure.description.contains(finding.message), failure.description)
            XCTAssertTrue(failure.description.contains("[\(finding.ruleID)]"), failure.description)
            XCTAssertTrue(failure.description.contains("\(finding.severity.rawValue): "), failure.description)
            if let fix = finding.fix {
                XCTAssertTrue(failure.description.contains("fix: " + fix), failure.description)
            }
            XCTAssertTrue(
                failure.description.contains("screen 'Checkout', #\(finding.element.id ?? "?")"), failure.description)
        }
    }

    func testTheSeverityThreshold() {
        let errorsOnly = failures {
            AXAssertAccessible(Self.checkout(), screen: "Checkout", screenSize: (390, 844), failingAt: .error)
        }
        XCTAssertEqual(errorsOnly.count, 1)
        XCTAssertTrue(errorsOnly.first?.description.contains("[element-label]") == true, "\(errorsOnly)")

        var configuration = AuditConfiguration()
        configuration.severityOverrides["dynamic-type"] = .info
        let withInfo = failures {
            AXAssertAccessible(
                Self.checkout(), screen: "Checkout", screenSize: (390, 844), configuration: configuration)
        }
        XCTAssertEqual(withInfo.count, 2, "an info finding is below the default threshold (warning): \(withInfo)")
        let everything = failures {
            AXAssertAccessible(
                Self.checkout(), screen: "Checkout", screenSize: (390, 844), configuration: configuration,
                failingAt: .info)
        }
        XCTAssertEqual(everything.count, 3)
        XCTAssertTrue(everything.first?.description.contains("info: ") == true, "\(everything)")
    }

    func testAnAccessibleScreenRecordsNothing() {
        var root = Self.checkout()
        root.children = [root.children[3]]
        var returned: [Finding]?
        let recorded = failures { returned = AXAssertAccessible(root, screen: "Help", screenSize: (390, 844)) }
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(returned, [])
    }

    /// A role the format does not know makes the command exit 2; the assertion fails on it too.
    func testInputErrorsAreFailures() {
        var root = Self.checkout()
        root.children = [root.children[3]]
        root.children[0].role = "spaceship"
        let recorded = failures { AXAssertAccessible(root, screen: "Help", screenSize: (390, 844)) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(
            recorded.first?.description.contains(
                "input error: role 'spaceship' is not one of cell, card, image, rating, text, control, container (screen 'Help', line 4 of the export)"
            )
                == true, "\(recorded)")
    }

    /// Through the recorder the assertion takes (no XCTest involved): the same
    /// messages as `failureMessages`, each at the caller's place.
    func testTheRecorderGetsEachMessageOnce() {
        let screen = AXInMemoryScreen(Self.checkout(), screen: "Checkout", screenSize: (390, 844))
        var got: [(String, String, UInt)] = []
        let returned = AXAuditAssertion.assert(
            screen, configuration: AuditConfiguration(), minimumSeverity: .warning,
            file: "Some/File.swift", line: 42
        ) { got.append(("\($1)", $0, $2)) }
        let expected = AXAuditInMemory.failureMessages(for: screen, findings: AXAuditInMemory.audit(screen).findings)
        XCTAssertEqual(got.map(\.1), expected)
        XCTAssertEqual(got.map(\.0), Array(repeating: "Some/File.swift", count: 3))
        XCTAssertEqual(got.map(\.2), [42, 42, 42])
        XCTAssertEqual(returned.count, 3)
    }

    // MARK: - UIKit

    #if canImport(UIKit) || os(Linux)
    @MainActor func testAViewControllerAssertion() async throws {
        let line = #line + 2
        let recorded = failures {
            AXAssertAccessible(ProductGridViewController(), size: CGSize(width: 390, height: 844))
        }
        let expected = AXAuditInMemory.findings(of: ProductGridViewController(), size: CGSize(width: 390, height: 844))
        XCTAssertEqual(recorded.count, 9, "\(recorded)")
        XCTAssertEqual(recorded.count, expected.count)
        XCTAssertEqual(Set(recorded.map(\.line)), [line])
        for (failure, finding) in zip(recorded, expected) {
            XCTAssertTrue(failure.description.contains(finding.message), failure.description)
            XCTAssertTrue(failure.description.contains("screen 'ProductGridViewController'"), failure.description)
        }
        // At error, the three warnings are not recorded.
        let errors = failures {
            AXAssertAccessible(ProductGridViewController(), size: CGSize(width: 390, height: 844), failingAt: .error)
        }
        XCTAssertEqual(errors.count, 6)
    }

    @MainActor func testAViewAssertion() async throws {
        let line = #line + 1
        let recorded = failures { AXAssertAccessible(HostingScreens.productPage(), screen: "Product page") }
        XCTAssertEqual(recorded.count, 1, "\(recorded)")
        XCTAssertEqual(recorded.first?.line, line)
        XCTAssertTrue(recorded.first?.description.contains("[element-label]") == true, "\(recorded)")
        XCTAssertTrue(recorded.first?.description.contains("#buy") == true, "\(recorded)")
    }

    /// Every UIKit entry point asks its enabler before it reads the first view: a view, a
    /// controller, and the assertion itself. The library here does not exist, so the walks
    /// also show that a failed enabler leaves the audit as it was.
    @MainActor func testEachEntryPointSwitchesAccessibilityOnBeforeItsWalk() async throws {
        let enabler = AXAccessibilityEnabler(libraryPath: "/nonexistent/usr/lib/libAccessibility.dylib")
        var seenByTheWalk: [AXAccessibilityEnabler.Outcome?] = []
        var options = AXAuditExport.Options(accessibilityEnabler: enabler)
        options.customize = { object, _ in
            if object is UIButton { seenByTheWalk.append(enabler.outcome) }
            return .export
        }
        let size = CGSize(width: 390, height: 844)
        let withEnabler = AXAuditInMemory.findings(of: ProductGridViewController(), size: size, options: options)
        XCTAssertEqual(enabler.requests, 1)
        _ = AXAuditInMemory.findings(of: HostingScreens.productPage(), options: options)
        XCTAssertEqual(enabler.requests, 2, "no button in the hosting screen, but asked all the same")
        let recorded = failures { AXAssertAccessible(ProductGridViewController(), size: size, options: options) }
        XCTAssertEqual(enabler.requests, 3)
        XCTAssertFalse(seenByTheWalk.isEmpty)
        XCTAssertTrue(seenByTheWalk.allSatisfy { $0 != nil }, "asked before the first view was read")
        guard case .unavailable = enabler.outcome else { return XCTFail("\(String(describing: enabler.outcome))") }
        let without = AXAuditInMemory.findings(
            of: ProductGridViewController(), size: size, options: AXAuditExport.Options(accessibilityEnabler: nil))
        XCTAssertEqual(withEnabler, without, "an enabler that cannot load changes nothing")
        XCTAssertEqual(recorded.count, without.filter { $0.severity >= .warning }.count)
    }
    #endif
}
