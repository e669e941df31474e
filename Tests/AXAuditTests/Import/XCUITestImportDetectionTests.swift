import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

extension XCUITestImportTests {
    // MARK: - Detection

    private func assertSingleError(
        _ xml: String, as option: InputFormatOption = .auto, at location: SourceLocation,
        contains fragments: [String], line: UInt = #line
    ) {
        let result = importXML(xml, as: option)
        XCTAssertNil(result.hierarchy, line: line)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", line: line)
        guard let error = result.errors.first else { return }
        XCTAssertEqual(error.location, location, line: line)
        for fragment in fragments {
            XCTAssertTrue(error.message.contains(fragment), "'\(error.message)' lacks '\(fragment)'", line: line)
        }
    }

    func testDetectionErrors() {
        let supported = Importer.supportedFormatsDescription
        assertSingleError(
            "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\"><node index=\"0\" class=\"android.widget.FrameLayout\"/></hierarchy>",
            at: SourceLocation(line: 2, column: 1), contains: ["Android uiautomator dump", supported])
        assertSingleError(
            "<html lang=\"en\"><head><title>x</title></head><body></body></html>",
            at: SourceLocation(line: 1, column: 1), contains: ["web page (HTML)", supported])
        assertSingleError(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n    <UIAApplication name=\"一账通\" x=\"0\"><UIAWindow/></UIAApplication>\n</AppiumAUT>",
            at: SourceLocation(line: 3, column: 5),
            contains: ["legacy UIAutomation", "before 1.6", "not read", supported])
        assertSingleError(
            "<UIAApplication name=\"x\"/>",
            at: SourceLocation(line: 1, column: 1), contains: ["legacy UIAutomation", supported])
        assertSingleError(
            "\n\n  <UI><App/></UI>",
            at: SourceLocation(line: 3, column: 3), contains: ["universal-xml-plugin", "not read", supported])
        assertSingleError(
            "<?xml version=\"1.0\"?>\n<ViewHierarchy>\n <UIWindow height=\"<number>\"/></ViewHierarchy>",
            at: SourceLocation(line: 2, column: 1), contains: ["Detox view hierarchy", supported])
        assertSingleError(
            "<Screen><XCUIElementTypeApplication/></Screen>",
            at: SourceLocation(line: 1, column: 1),
            contains: ["the root element <Screen> is not a supported format", supported])
        // Forced XCUITest on something else.
        assertSingleError(
            "<hierarchy version=\"1\"/>", as: .xcuitest,
            at: SourceLocation(line: 1, column: 1), contains: ["<hierarchy>", "not an XCUITest page source", supported])
        assertSingleError(
            "<UIAApplication/>", as: .xcuitest,
            at: SourceLocation(line: 1, column: 1), contains: ["legacy UIAutomation"])
        // Malformed page sources get libxml2's located error.
        assertSingleError(
            "<AppiumAUT>\n<XCUIElementTypeApplication label=\"a\">\n</AppiumAUT>",
            at: SourceLocation(line: 3, column: 13), contains: ["malformed XML"])
    }

    func testLegacyDetectionKeepsNoPartialHierarchy() {
        let result = importXML("<AppiumAUT><UIAApplication/></AppiumAUT>")
        XCTAssertEqual(result.format, .xcuitest)
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(
            result.errors, [InputError(XCUITestHierarchyBuilder.legacyMessage, at: SourceLocation(line: 1, column: 12))]
        )
    }

    func testForcedFormatReadsAPageSource() throws {
        let result = importXML("<AppiumAUT>" + Self.app + "</XCUIElementTypeApplication></AppiumAUT>", as: .xcuitest)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.hierarchy?.elementsBelowRoot, 1)
        let native = importXML("<AppiumAUT/>", as: .axaudit)
        XCTAssertEqual(native.errors.count, 1)
        XCTAssertEqual(native.format, .axaudit)
    }

    // MARK: - Corpus

    func testSharedCorpus() throws {
        let root = TestPaths.shared.appendingPathComponent("corpus").path
        var isDirectory: ObjCBool = false
        // A clone has no corpus beside it and skips, saying so; .ci/run sets
        // AXAUDIT_REQUIRE_SHARED_CORPUS=1, so a corpus missing there fails instead of passing unseen.
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            let missing = "the shared corpus is not at \(root) (../shared beside the repository)"
            if TestPaths.sharedCorpusIsRequired {
                return XCTFail(missing + ", and AXAUDIT_REQUIRE_SHARED_CORPUS is set")
            }
            throw XCTSkip(missing + "; set AXAUDIT_REQUIRE_SHARED_CORPUS=1 to make this a failure")
        }
        // file → (elements without the root, VoiceOver stops, warnings)
        let pageSources: [String: (elements: Int, stops: Int, warnings: Int)] = [
            "Neverlow512__iOS-Appium-Path-Extractor__page_1.xml": (48, 8, 0),
            "alumnium-hq__alumnium__duplicated_xcuitest_accessibility_tree.xml": (58, 4, 0),
            "alumnium-hq__alumnium__simple_xcuitest_accessibility_tree.xml": (76, 3, 0),
            "appium__appium__ios-edge.xml": (10, 1, 1),
            "appium__appium__ios.xml": (30, 5, 1),
            "daneelOlivaw76__headspin_certification__page_source.xml": (26, 10, 0),
            "lana-20__web-testing-appium__page_source.xml": (74, 17, 0),
        ]
        let messageStarts: [String: String] = [
            "ShareingToEveryone__AutoTraveler__ios.xml": "this is a legacy UIAutomation page source",
            "appium__appium__ios-transformed.xml": "this looks like Appium universal-xml-plugin output",
            "tmdqja75__proppa__page_source.xml": "this is a web page (HTML)",
            "web-infra-dev__midscene__ios-setting.xml": "malformed XML: ",
            "wix__Detox__view-hierarchy-web-view.76.ios.txt": "this looks like a Detox view hierarchy",
            "wix__Detox__view-hierarchy-with-test-id-injection.76.ios.new-arch.txt":
                "this looks like a Detox view hierarchy",
            "BradleyPelton__AppiumInstagram__pagesource.xml": "malformed XML: ",
        ]
        var checked = 0
        for directory in ["xcuitest", "other", "uiautomator"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/" + directory).sorted()
            for name in files {
                let path = "\(root)/\(directory)/\(name)"
                let result = Importer.importFile(atPath: path)
                checked += 1
                if directory == "xcuitest" {
                    XCTAssertEqual(result.errors, [], path)
                    XCTAssertEqual(result.format, .xcuitest, path)
                    let h = try XCTUnwrap(result.hierarchy, path)
                    XCTAssertGreaterThan(h.elementsBelowRoot, 5, path)
                    XCTAssertNotNil(h.screenSize, path)
                    let stops = VoiceOverOrder(h).stops
                    let expected = try XCTUnwrap(pageSources[name], "new corpus file \(name)")
                    XCTAssertEqual(h.elementsBelowRoot, expected.elements, path)
                    XCTAssertEqual(stops.count, expected.stops, path)
                    XCTAssertEqual(result.warnings.count, expected.warnings, path)
                    print(
                        "corpus \(directory)/\(name): \(h.elementsBelowRoot) elements, screen '\(h.screen)', \(stops.count) stops, warnings: \(result.warnings.map { "\($0.location.line):\($0.location.column) \($0.message)" })"
                    )
                } else {
                    XCTAssertNil(result.hierarchy, path)
                    XCTAssertEqual(result.errors.count, 1, "\(path): \(result.errors)")
                    if let error = result.errors.first {
                        let start =
                            messageStarts[name]
                            ?? (directory == "uiautomator" ? "this is an Android uiautomator dump" : "?")
                        XCTAssertTrue(error.message.hasPrefix(start), "\(path): \(error.message)")
                        XCTAssertGreaterThanOrEqual(error.location.line, 1, path)
                        XCTAssertGreaterThanOrEqual(error.location.column, 1, path)
                        print(
                            "corpus \(directory)/\(name): \(error.location.line):\(error.location.column) \(error.message)"
                        )
                    }
                }
            }
        }
        XCTAssertEqual(checked, 25)
    }
}
