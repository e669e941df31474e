import XCTest
@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditImport
@testable import AXAuditModel
@testable import AXAuditReports
@testable import AXAuditRules

/// Reports every element with the `text` role (a `UILabel`), naming its text.
private struct LabelRule: Rule {
    static let description = testDescription("test-label", .error)
    func check(_ context: AuditContext) -> [Finding] { context.findingOnEveryText(Self.self) }
    static func explanation(of problem: TextElementProblem, at index: Element.Index, in h: Hierarchy)
        -> FindingExplanation
    {
        FindingExplanation("label \"\(h[index].text ?? "")\"", fix: nil)
    }
}

final class BaselineTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        let path = NSTemporaryDirectory() + "axaudit-baseline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Writes `body` as screen `screen` in `<name>.xml` and returns the path.
    @discardableResult
    func write(_ name: String, screen: String, _ body: String) throws -> String {
        let path = directory + "/" + name + ".xml"
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy version=\"1\" screen=\"\(screen)\">\n\(body)\n</hierarchy>\n"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ paths: [String]) -> AuditRun {
        AuditRunner(auditor: Auditor(configuration: AuditConfiguration(rules: [LabelRule()]))).run(
            paths: paths, failOn: .error)
    }

    /// Writes the baseline of `run` to disk and reads it back, as `--write-baseline` then `--baseline` would.
    func roundTrip(_ run: AuditRun) throws -> Baseline {
        let path = directory + "/baseline.json"
        try Baseline(run: run).rendered().write(toFile: path, atomically: true, encoding: .utf8)
        return try Baseline.load(path: path)
    }

    func keys(_ findings: [Finding]) -> [String] { findings.map { $0.element.id ?? $0.element.path } }

    // The screen before the edit: one label found by identifier, one by id, two by class path.
    let original = """
          <element class="UICollectionView" frame="0 0 390 844">
            <element class="ProductCardCell" frame="16 100 171 240" accessibilityLabel="Trail shoes">
              <element class="UILabel" frame="24 228 155 20" text="$89"/>
            </element>
            <element class="ProductCardCell" frame="200 100 171 240" accessibilityLabel="Boots">
              <element class="UILabel" frame="208 228 155 20" text="$120"/>
            </element>
          </element>
          <element id="title" class="UILabel" frame="0 0 390 40" text="Products"/>
          <element class="UILabel" accessibilityIdentifier="cart.count" id="count" frame="300 0 90 40" text="3"/>
        """

    func testIdentityIsIdentifierElseIDElseClassPathWithTitles() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy version="1" screen="S">
              <element class="UICollectionView" frame="0 0 390 844">
                <element class="ProductCardCell" frame="16 100 171 240" accessibilityLabel="Trail shoes">
                  <element class="UILabel" frame="24 228 155 20" text="$89"/>
                  <element class="UILabel" frame="24 248 155 20" text="A very long product description that goes on and on"/>
                  <element class="UIView" frame="24 268 155 20"/>
                </element>
              </element>
              <element id="title" class="UILabel" frame="0 0 390 40" text="Products"/>
              <element class="UILabel" accessibilityIdentifier="cart.count" id="count" frame="300 0 90 40" text="3"/>
              <element class="UILabel" accessibilityIdentifier="" id="empty-identifier" frame="300 0 90 40" text="3"/>
            </hierarchy>
            """
        let hierarchy = try XCTUnwrap(Importer.importBytes(Array(xml.utf8), file: "s.xml").hierarchy)
        XCTAssertEqual(
            (1..<Element.Index(hierarchy.elements.count)).map { Baseline.identity(of: $0, in: hierarchy) },
            [
                "UICollectionView",
                "UICollectionView/ProductCardCell[Trail shoes]",
                "UICollectionView/ProductCardCell[Trail shoes]/UILabel[$89]",
                "UICollectionView/ProductCardCell[Trail shoes]/UILabel[A very long product description that go…]",
                "UICollectionView/ProductCardCell[Trail shoes]/UIView",
                "#title",
                "identifier:cart.count",
                "#empty-identifier",
            ])
    }

    /// A deep tree's identities stop at the nearest identified ancestor, or after
    /// `Hierarchy.maximumPathSteps` steps: their length does not grow with depth.
    func testIdentityIsBoundedInADeepTree() throws {
        let depth = 300
        var xml = ""
        for k in 0..<depth {
            let id = k == 5 ? #" id="anchor""# : ""
            xml += #"<element class="UIView"\#(id) frame="0 0 10 10">"#
        }
        xml += #"<element class="UILabel" frame="0 0 10 10" text="deep"/>"#
        xml += String(repeating: "</element>", count: depth)
        let hierarchy = try FT.hierarchy(FT.doc(xml))
        let deepest = Element.Index(try XCTUnwrap(hierarchy.elements.firstIndex { $0.className == "UILabel" }))
        let identity = Baseline.identity(of: deepest, in: hierarchy)
        XCTAssertEqual(identity, "…/" + Array(repeating: "UIView", count: 15).joined(separator: "/") + "/UILabel[deep]")
        // Near the anchor: anchored there.
        XCTAssertEqual(Baseline.identity(of: 8, in: hierarchy), "#anchor/UIView/UIView")
        XCTAssertEqual(Baseline.identity(of: 3, in: hierarchy), "UIView/UIView/UIView")
        let longest = (1..<hierarchy.elementsBelowRoot).map {
            Baseline.identity(of: Element.Index($0), in: hierarchy).count
        }.max()
        XCTAssertLessThanOrEqual(longest ?? 0, 16 * 20)
        XCTAssertNil(Baseline.legacyIdentity(of: deepest, in: hierarchy))
    }

    /// Baselines written before identities were bounded (the class path from the
    /// root, through identified ancestors) still match, and are not stale.
    func testOldBaselinesStillMatch() throws {
        let path = try write(
            "s", screen: "S",
            """
              <element class="UIView" id="list" frame="0 0 390 844">
                <element class="UILabel" frame="0 0 100 20" text="$89"/>
              </element>
            """)
        var run = run([path])
        XCTAssertEqual(run.files[0].findings.count, 1)
        let hierarchy = try XCTUnwrap(run.files[0].hierarchy)
        XCTAssertEqual(Baseline.identity(of: 2, in: hierarchy), "#list/UILabel[$89]")
        let old = Baseline(entries: [
            BaselineEntry(screen: "S", rule: "test-label", element: "UIView/UILabel[$89]", message: "")
        ])
        old.apply(to: &run)
        XCTAssertEqual(run.files[0].findings.count, 0)
        XCTAssertEqual(run.files[0].baselined.count, 1)
        XCTAssertEqual(run.staleBaselineEntries, [])
    }

    /// The streamed file is byte for byte what the JSON writer wrote before.
    func testTheWrittenFileIsUnchanged() throws {
        let entries = [
            BaselineEntry(screen: "S \"q\"", rule: "r", element: "UIView/UILabel[é\n]", message: "m\u{1}"),
            BaselineEntry(screen: "T", rule: "r2", element: "#x", message: ""),
        ]
        for baseline in [Baseline(entries: entries), Baseline(entries: [])] {
            let json = JSONWriter()
            json.object {
                json.field("tool", AuditRun.toolName)
                json.field("baselineVersion", 1)
                json.key("findings") {
                    json.array(baseline.entries) { entry in
                        json.object {
                            json.field("screen", entry.screen)
                            json.field("rule", entry.rule)
                            json.field("element", entry.element)
                            json.field("message", entry.message)
                        }
                    }
                }
            }
            let before = json.output.replacingOccurrences(of: "},{\"screen\"", with: "},\n{\"screen\"") + "\n"
            XCTAssertEqual(baseline.rendered(), before)
        }
    }
}
