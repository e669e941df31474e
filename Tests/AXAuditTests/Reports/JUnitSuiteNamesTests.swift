import Foundation
import XCTest

@testable import AXAuditKit
@testable import AXAuditEngine
@testable import AXAuditReports

/// Two screens of the same name give two JUnit suites of different names: a
/// test view merges or drops suites that share one.
final class JUnitSuiteNamesTests: XCTestCase {
    func testScreensOfTheSameNameGetSuitesOfDifferentNames() throws {
        let directory = NSTemporaryDirectory() + "axaudit-junit-names-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let screen =
            #"<hierarchy version="1" screen="Products"><element id="i" class="UIImageView" frame="0 0 50 50" isAccessibilityElement="true"/></hierarchy>"#
        for folder in ["phone", "tablet"] {
            try FileManager.default.createDirectory(
                atPath: directory + "/" + folder, withIntermediateDirectories: true)
            try screen.write(toFile: directory + "/\(folder)/Products.xml", atomically: true, encoding: .utf8)
        }
        try #"<hierarchy version="1" screen="Cart"/>"#.write(
            toFile: directory + "/cart.xml", atomically: true, encoding: .utf8)
        var runner = AuditRunner()
        runner.jobs = 1
        let run = runner.run(paths: [directory], failOn: .error)
        let xml = JUnitReporter().render(run)
        let names = xml.components(separatedBy: "<testsuite name=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        XCTAssertEqual(names.count, 3)
        XCTAssertEqual(Set(names).count, 3, "\(names)")
        XCTAssertTrue(names.contains("Cart"), "a screen whose name is its own keeps it: \(names)")
        XCTAssertTrue(names.contains("Products (\(directory)/phone/Products.xml)"), "\(names)")
        XCTAssertTrue(names.contains("Products (\(directory)/tablet/Products.xml)"), "\(names)")
        // The test cases of each suite are told apart the same way.
        XCTAssertTrue(xml.contains("classname=\"axaudit.Products (\(directory)/tablet/Products.xml)\""))
    }
}
