#if canImport(UIKit) || os(Linux)
import XCTest
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
@testable import AXAuditExport

/// `AXAccessibilityEnabler` against a library the test builds from C: it stands in for
/// libAccessibility and counts the calls to `_AXSSetAutomationEnabled`.
final class AccessibilityEnablerTests: XCTestCase {
    /// A fake libAccessibility, compiled once with the system's C compiler.
    static let fakeLibrary: Result<String, Error> = Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("axaudit-enabler-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("fake.c")
        let library = directory.appendingPathComponent("libFakeAccessibility.so")
        try """
        static int enabled_calls = 0;
        static int last_value = -1;
        void _AXSSetAutomationEnabled(int value) { enabled_calls += 1; last_value = value; }
        int axaudit_fake_calls(void) { return enabled_calls; }
        int axaudit_fake_last_value(void) { return last_value; }
        """.write(to: source, atomically: true, encoding: .utf8)
        // Foundation's Process exists on Linux, macOS and Mac Catalyst only: in an iOS simulator
        // or on a device, where the real library is loaded instead, these tests are skipped.
        #if os(Linux) || os(macOS) || targetEnvironment(macCatalyst)
        var lastFailure = "no C compiler found"
        for compiler in ["/usr/bin/cc", "/usr/bin/clang", "/usr/bin/gcc"]
        where FileManager.default.isExecutableFile(atPath: compiler) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compiler)
            process.arguments = ["-shared", "-fPIC", "-o", library.path, source.path]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus == 0 { return library.path }
            lastFailure = "\(compiler) exited with \(process.terminationStatus)"
        }
        throw XCTSkip("cannot build the fake library: \(lastFailure)")
        #else
        throw XCTSkip("no Process to build the fake library with (\(library.path) not made)")
        #endif
    }

    /// Calls a counter the fake library exports.
    private func fakeCounter(_ name: String, in path: String) throws -> Int32 {
        let handle = try XCTUnwrap(dlopen(path, RTLD_LAZY | RTLD_LOCAL))
        let symbol = try XCTUnwrap(dlsym(handle, name))
        typealias Counter = @convention(c) () -> Int32
        return unsafeBitCast(symbol, to: Counter.self)()
    }

    @MainActor private func screen() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 20))
        label.text = "Hello"
        root.addSubview(label)
        return root
    }

    @MainActor func testEnablesBeforeEveryWalkAndCallsTheLibraryOnce() async throws {
        let path = try Self.fakeLibrary.get()
        let enabler = AXAccessibilityEnabler(libraryPath: path)
        var outcomeSeenByTheWalk: [AXAccessibilityEnabler.Outcome?] = []
        var options = AXAuditExport.Options(accessibilityEnabler: enabler)
        options.customize = { object, _ in
            if object is UILabel { outcomeSeenByTheWalk.append(enabler.outcome) }
            return .export
        }
        var reports: [String] = []
        XCTAssertNil(enabler.outcome)
        _ = AXAuditExport.xml(of: screen(), screen: "First", options: options)
        _ = AXAuditExport.xml(of: screen(), screen: "Second", options: options)
        XCTAssertEqual(outcomeSeenByTheWalk, [.enabled, .enabled], "enabled before the walk reads a view")
        XCTAssertEqual(enabler.requests, 2, "asked once per walk")
        XCTAssertEqual(try fakeCounter("axaudit_fake_calls", in: path), 1, "the library is called once")
        XCTAssertEqual(try fakeCounter("axaudit_fake_last_value", in: path), 1, "with YES")
        XCTAssertEqual(enabler.enable(report: { reports.append($0) }), .enabled)
        XCTAssertEqual(reports, [])
    }

    @MainActor func testAMissingLibraryFailsSoftWithAClearMessageOnce() async throws {
        let enabler = AXAccessibilityEnabler(libraryPath: "/nonexistent/usr/lib/libAccessibility.dylib")
        var reports: [String] = []
        let first = enabler.enable(report: { reports.append($0) })
        let second = enabler.enable(report: { reports.append($0) })
        guard case .unavailable(let reason) = first else { return XCTFail("expected unavailable, got \(first)") }
        XCTAssertEqual(first, second)
        XCTAssertTrue(reason.hasPrefix("could not load /nonexistent/usr/lib/libAccessibility.dylib: "), reason)
        XCTAssertTrue(reason.contains("accessibility stays as it is"), reason)
        XCTAssertEqual(reports, ["axaudit: " + reason], "said once")
        // The export still happens.
        let xml = AXAuditExport.xml(
            of: screen(), screen: "Still exported", options: AXAuditExport.Options(accessibilityEnabler: enabler))
        XCTAssertTrue(xml.contains("text=\"Hello\""))
        XCTAssertEqual(enabler.requests, 3)
    }

    func testALibraryWithoutTheFunctionFailsSoft() throws {
        let path = try Self.fakeLibrary.get()
        let enabler = AXAccessibilityEnabler(libraryPath: path, symbolName: "_AXSNoSuchFunction")
        var reports: [String] = []
        let outcome = enabler.enable(report: { reports.append($0) })
        guard case .unavailable(let reason) = outcome else { return XCTFail("expected unavailable, got \(outcome)") }
        XCTAssertTrue(reason.hasPrefix("\(path) has no _AXSNoSuchFunction"), reason)
        XCTAssertEqual(reports.count, 1)
    }

    func testTheSystemLibraryIsLoadedFromTheSimulatorRoot() {
        XCTAssertEqual(
            AXAccessibilityEnabler.systemLibraryPath(environment: [:]), "/usr/lib/libAccessibility.dylib")
        XCTAssertEqual(
            AXAccessibilityEnabler.systemLibraryPath(environment: ["IPHONE_SIMULATOR_ROOT": "/Sim/RuntimeRoot/"]),
            "/Sim/RuntimeRoot/usr/lib/libAccessibility.dylib")
        XCTAssertEqual(
            AXAccessibilityEnabler.systemLibraryPath(environment: ["IPHONE_SIMULATOR_ROOT": "/Sim/Root"]),
            "/Sim/Root/usr/lib/libAccessibility.dylib")
    }

    /// A test process on an Apple platform enables, in a DEBUG build or a release one (XCTest
    /// is loaded); Linux has no libAccessibility to load.
    @MainActor func testInATestProcessTheSystemLibraryIsTheDefaultExceptOnLinux() async {
        #if canImport(Darwin)
        XCTAssertTrue(AXAuditExport.Options().accessibilityEnabler === AXAccessibilityEnabler.system)
        #else
        XCTAssertNil(AXAuditExport.Options().accessibilityEnabler)
        #endif
    }
}
#endif
