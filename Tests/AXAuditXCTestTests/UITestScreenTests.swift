import XCTest

@testable import AXAuditKit
@testable import AXAuditXCTest

#if os(Linux) && canImport(XCUIStub)
import XCUIStub

/// The UI-test entry points against XCUIStub (Linux): what a snapshot becomes,
/// the assertion, the export, and the fall-back for a tree too large to take.
final class UITestScreenTests: XCTestCase {
    /// A sign-in screen: an unlabelled back button, a field labelled only by its
    /// placeholder, a switch row, and a labelled button.
    @MainActor func signInWindow(y: Double = 0) -> StubSnapshot {
        StubSnapshot(
            .window, frame: CGRect(x: 0, y: y, width: 390, height: 844),
            children: [
                StubSnapshot(
                    .navigationBar, frame: CGRect(x: 0, y: 47, width: 390, height: 44), identifier: "Sign in",
                    children: [StubSnapshot(.button, frame: CGRect(x: 8, y: 47, width: 39, height: 44))]),
                StubSnapshot(
                    .textField, frame: CGRect(x: 16, y: 120, width: 358, height: 44), identifier: "email",
                    placeholderValue: "Email"),
                StubSnapshot(
                    .cell, frame: CGRect(x: 0, y: 180, width: 390, height: 44), isSelected: true,
                    children: [
                        StubSnapshot(
                            .staticText, frame: CGRect(x: 16, y: 190, width: 200, height: 22), label: "Remember me"),
                        StubSnapshot(
                            .switch, frame: CGRect(x: 320, y: 186, width: 51, height: 31), label: "Remember me",
                            value: "1"),
                    ]),
                StubSnapshot(
                    .button, frame: CGRect(x: 16, y: 700, width: 358, height: 50), label: "Sign in", isEnabled: false),
            ])
    }

    @MainActor func app(_ snapshot: @escaping () throws -> XCUIElementSnapshot) -> XCUIApplication {
        let app = XCUIApplication(bundleIdentifier: "com.example.shop")
        app.identifier = "shop-app"
        app.label = "Shop"
        app.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        app.stubSnapshot = snapshot
        return app
    }

    @MainActor func appSnapshot() -> StubSnapshot {
        StubSnapshot(
            .application, frame: CGRect(x: 0, y: 0, width: 390, height: 844), label: "Shop", children: [signInWindow()])
    }

    @MainActor func testEveryElementTypeIsWrittenByItsRawValue() async throws {
        XCTAssertEqual(AXUITestPageSource.typeNames.count, 83)
        for raw in UInt(0)...82 {
            let type = XCUIElement.ElementType(rawValue: raw)
            XCTAssertNotNil(type, "\(raw)")
            guard let type else { continue }
            // The stub's case names are Apple's; the page source's names are the same, capitalised.
            let name = AXUITestPageSource.typeNames[Int(raw)]
            XCTAssertEqual(name.prefix(1).lowercased() + name.dropFirst(), "\(type)", "\(raw)")
            XCTAssertEqual(AXUITestPageSource.typeName(raw), "XCUIElementType" + name)
        }
        XCTAssertNil(XCUIElement.ElementType(rawValue: 83))
        XCTAssertEqual(AXUITestPageSource.typeName(83), "XCUIElementTypeOther")
        XCTAssertEqual(XCUIElement.ElementType.button.rawValue, 9)
        XCTAssertEqual(XCUIElement.ElementType.cell.rawValue, 75)
        XCTAssertEqual(XCUIElement.ElementType.statusItem.rawValue, 82)
    }

    @MainActor func testTheSnapshotIsWrittenAsAPageSourceAxauditReads() async throws {
        let xml = try AXUITestScreen.pageSource(of: app(appSnapshot), screen: "Sign in")
        let result = Importer.importBytes(Array(xml.utf8), file: "Sign in.xml")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.format, .xcuitest)
        let h = try XCTUnwrap(result.hierarchy)
        XCTAssertEqual(h.screen, "Sign in")
        XCTAssertEqual(
            h.elements.map(\.className),
            [
                "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeNavigationBar",
                "XCUIElementTypeButton", "XCUIElementTypeTextField", "XCUIElementTypeCell", "XCUIElementTypeStaticText",
                "XCUIElementTypeSwitch", "XCUIElementTypeButton",
            ])
        let field = h.elements[4]
        XCTAssertEqual(field.placeholderValue, "Email")
        XCTAssertEqual(field.accessibilityIdentifier, "email")
        XCTAssertEqual(field.frame, Rect(x: 16, y: 120, width: 358, height: 44))
        XCTAssertEqual(h.elements[7].accessibilityValue, "1")
        XCTAssertEqual(h.elements[8].isEnabled, false)
        // The inference is named for what it reads.
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(
            result.warnings[0].message.hasPrefix("an XCUIElement snapshot says neither"), result.warnings[0].message)
    }

    @MainActor func testTheAssertionRecordsOneFailurePerFindingAtTheCallersLine() async throws {
        var recorded: [(String, UInt)] = []
        let findings = AXUITestScreen.assert(
            app(appSnapshot), screen: "Sign in", configuration: AuditConfiguration(), minimumSeverity: .warning,
            file: #filePath, line: 42, record: { recorded.append(($0, $2)) })
        XCTAssertFalse(findings.isEmpty)
        XCTAssertEqual(recorded.count, findings.count)
        XCTAssertTrue(recorded.allSatisfy { $0.1 == 42 })
        let rules = Set(findings.map(\.ruleID))
        XCTAssertTrue(rules.contains("element-label"), "\(rules)")
        XCTAssertTrue(rules.contains("label-quality"), "\(rules)")
        XCTAssertTrue(
            recorded.contains { $0.0.contains("[element-label]") && $0.0.contains("screen 'Sign in'") }, "\(recorded)")
        // The same findings as `axaudit` on the exported file.
        let xml = try? AXUITestScreen.pageSource(of: app(appSnapshot), screen: "Sign in")
        let report = AuditRunner().audit(bytes: Array((xml ?? "").utf8), path: "Sign in")
        XCTAssertEqual(
            report.findings.filter { $0.ruleID != "input" && $0.severity >= .warning }.map {
                "\($0.ruleID) \($0.element.path)"
            },
            findings.map { "\($0.ruleID) \($0.element.path)" })
    }

    @MainActor func testAScreenWithoutProblemsRecordsNothing() async throws {
        var recorded: [String] = []
        let clean = { () -> XCUIElementSnapshot in
            StubSnapshot(
                .application, frame: CGRect(x: 0, y: 0, width: 390, height: 844), label: "Shop",
                children: [
                    StubSnapshot(
                        .window, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                        children: [
                            StubSnapshot(
                                .staticText, frame: CGRect(x: 16, y: 100, width: 200, height: 30), label: "Welcome"),
                            StubSnapshot(
                                .button, frame: CGRect(x: 16, y: 700, width: 358, height: 50), label: "Continue"),
                        ])
                ])
        }
        let findings = AXUITestScreen.assert(
            app(clean), screen: "Welcome", configuration: AuditConfiguration(), minimumSeverity: .warning,
            file: #filePath, line: 1, record: { message, _, _ in recorded.append(message) })
        XCTAssertEqual(findings.map(\.ruleID), [])
        XCTAssertEqual(recorded, [])
    }

    /// XCTest throws for an application whose tree is too large to take at
    /// once: each window is taken instead, under the application's own attributes.
    @MainActor func testATreeTooLargeToTakeIsTakenWindowByWindow() async throws {
        let app = app { throw XCUIStubError.illegalArgument }
        let main = XCUIElement()
        main.elementType = .window
        let window = signInWindow()
        main.stubSnapshot = { window }
        let broken = XCUIElement()
        broken.elementType = .window
        let keyboard = XCUIElement()
        keyboard.elementType = .window
        keyboard.stubSnapshot = {
            StubSnapshot(
                .window, frame: CGRect(x: 0, y: 500, width: 390, height: 344),
                children: [StubSnapshot(.keyboard, frame: CGRect(x: 0, y: 500, width: 390, height: 344))])
        }
        let other = XCUIElement()
        other.elementType = .other
        app.stubChildren = [main, broken, other, keyboard]
        let xml = try AXUITestScreen.pageSource(of: app, screen: "Sign in")
        XCTAssertTrue(xml.contains("axaudit-snapshot=\"window by window\""))
        let h = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "s.xml").hierarchy)
        XCTAssertEqual(h.elements[0].className, "XCUIElementTypeApplication")
        XCTAssertEqual(h.elements[0].accessibilityLabel, "Shop")
        XCTAssertEqual(h.screen, "Sign in")
        XCTAssertEqual(h.elements[0].frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // The windows that could be taken, in order; the one that threw and the non-window are left out.
        XCTAssertEqual(
            h.elements.filter { $0.parent == 0 }.map(\.className), ["XCUIElementTypeWindow", "XCUIElementTypeWindow"])
        XCTAssertEqual(h.elements.count, 1 + 8 + 2)
        // The assertion audits what was taken.
        var recorded: [String] = []
        let findings = AXUITestScreen.assert(
            app, screen: "Sign in", configuration: AuditConfiguration(), minimumSeverity: .warning,
            file: #filePath, line: 1, record: { message, _, _ in recorded.append(message) })
        XCTAssertTrue(findings.contains { $0.ruleID == "element-label" })
    }

    @MainActor func testNothingToTakeIsOneFailure() async throws {
        let app = app { throw XCUIStubError.illegalArgument }
        var recorded: [String] = []
        let findings = AXUITestScreen.assert(
            app, screen: nil, configuration: AuditConfiguration(), minimumSeverity: .warning, file: #filePath, line: 1,
            record: { message, _, _ in recorded.append(message) })
        XCTAssertEqual(findings.count, 0)
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded[0].hasPrefix("axaudit: XCTest could not take a snapshot"), recorded[0])
    }

    @MainActor func testExportWritesEachScreenOnceAndNeverOverwrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axaudit-ui-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try XCTUnwrap(AXUITestScreen.export(app(appSnapshot), screen: "Sign in / step 1", to: folder))
        let second = try XCTUnwrap(AXUITestScreen.export(app(appSnapshot), screen: "Sign in / step 1", to: folder))
        XCTAssertEqual(first.lastPathComponent, "Sign_in___step_1.xml")
        XCTAssertEqual(second.lastPathComponent, "Sign_in___step_1-2.xml")
        // One axaudit run over the folder audits every screen the tests wrote.
        let run = AuditRunner().run(paths: [folder.path], failOn: .error)
        XCTAssertEqual(run.files.count, 2)
        XCTAssertTrue(
            run.files.allSatisfy { $0.inputErrors.isEmpty && $0.findings.contains { $0.ruleID == "element-label" } })
        XCTAssertEqual(run.files.first?.hierarchy?.screen, "Sign in / step 1")
    }

    @MainActor func testExportWithoutAFolderWritesNothing() async throws {
        XCTAssertNil(ProcessInfo.processInfo.environment[AXUITestScreen.folderVariable])
        XCTAssertNil(try AXUITestScreen.export(app(appSnapshot), screen: "Sign in"))
    }

    @MainActor func testFileNames() async throws {
        XCTAssertEqual(AXUITestScreen.fileName("Checkout"), "Checkout")
        XCTAssertEqual(AXUITestScreen.fileName("../../etc/passwd"), "______etc_passwd")
        XCTAssertEqual(AXUITestScreen.fileName(""), "screen")
        XCTAssertEqual(AXUITestScreen.fileName("///"), "screen")
        XCTAssertEqual(AXUITestScreen.fileName("Café 2"), "Café_2")
    }

    @MainActor func testNumbersAreWrittenAsThePageSourceWritesThem() async throws {
        XCTAssertEqual(AXUITestPageSource.number(12), "12")
        XCTAssertEqual(AXUITestPageSource.number(12.5), "12.5")
        XCTAssertEqual(AXUITestPageSource.number(-0.25), "-0.25")
        XCTAssertEqual(AXUITestPageSource.number(.infinity), "inf")
        // CGRect.null: no frame, so the element is off screen, as WebDriverAgent's.
        let xml = AXUITestPageSource.xml(
            AXUITestElement(
                elementType: 2, label: "A", frame: (0, 0, 390, 844),
                children: [AXUITestElement(elementType: 9, label: "Gone", frame: (.infinity, .infinity, 0, 0))]),
            screen: nil)
        let h = Importer.importBytes(Array(xml.utf8), file: "a.xml")
        XCTAssertEqual(h.errors, [])
        XCTAssertEqual(h.hierarchy?.elements[1].isHidden, true)
    }
}
#endif
