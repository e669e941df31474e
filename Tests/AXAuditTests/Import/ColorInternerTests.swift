import XCTest

@testable import AXAuditImport
@testable import AXAuditModel

/// One shared colour per distinct colour of a file, whether the interner finds
/// it among the colours it saw last or in its table.
final class ColorInternerTests: XCTestCase {
    func testEqualColoursShareOneValueAndOthersDoNot() {
        let interner = ColorInterner()
        let colors = (0..<10).map { RGBAColor(red: Double($0) / 10, green: 0.5, blue: 1, alpha: 1) }
        let first = colors.map { interner.shared($0) }
        XCTAssertEqual(Set(first.map { ObjectIdentifier($0) }).count, colors.count)
        // Again, in an order that finds some among the last ones and the rest in the table.
        for k in [9, 8, 0, 1, 5, 9, 0, 2, 2, 7] {
            let again = interner.shared(colors[k])
            XCTAssertTrue(again === first[k], "colour \(k)")
            XCTAssertEqual(again.color, colors[k])
        }
        XCTAssertFalse(interner.shared(RGBAColor(red: 0.1, green: 0.5, blue: 1, alpha: 0.5)) === first[1])
    }
}
