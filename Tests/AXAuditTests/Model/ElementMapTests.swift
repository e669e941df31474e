import XCTest

@testable import AXAuditModel

/// `ElementMap`: a value for some elements, nil for the others, and the
/// nearest and outermost ancestor tables built on it.
final class ElementMapTests: XCTestCase {
    /// root > a > b > c > d > e, and root > f; the ids `marked` match.
    private func tree() throws -> Hierarchy {
        try FT.hierarchy(
            FT.doc(
                """
                <element id="a" class="UIView">
                  <element id="b" class="UIView">
                    <element id="c" class="UIView">
                      <element id="d" class="UIView">
                        <element id="e" class="UIView"/>
                      </element>
                    </element>
                  </element>
                </element>
                <element id="f" class="UIView"/>
                """))
    }

    /// Per element id (the root as "root"): the id of the element the map gives, or "-".
    private func described(_ map: ElementMap<Element.Index>, _ h: Hierarchy) -> [String: String] {
        var out: [String: String] = [:]
        for i in h.elements.indices {
            let index = Element.Index(i)
            out[h[index].id ?? "root"] = map[index].map { h[$0].id ?? "root" } ?? "-"
        }
        return out
    }

    private func matching(_ ids: Set<String>, _ h: Hierarchy) -> (Element.Index) -> Bool {
        { ids.contains(h[$0].id ?? "root") }
    }

    func testAMapStartsEmptyAndKeepsWhatIsSet() {
        var map = ElementMap<String>(count: 4)
        XCTAssertEqual(map.count, 4)
        XCTAssertEqual((0..<4).map { map[Element.Index($0)] }, [nil, nil, nil, nil])
        map[2] = "two"
        map[0] = "zero"
        map[2] = "second"
        XCTAssertEqual((0..<4).map { map[Element.Index($0)] }, ["zero", nil, "second", nil])
        XCTAssertEqual(map.entries.map(\.index), [0, 2])
        XCTAssertEqual(map.entries.map(\.value), ["zero", "second"])
        map[0] = nil
        XCTAssertEqual(map.entries.map(\.index), [2])
        XCTAssertNotEqual(map, ElementMap<String>(count: 4))
        map[2] = nil
        XCTAssertEqual(map, ElementMap<String>(count: 4))
    }

    func testArrayValuesGrowInPlace() {
        var map = ElementMap<[Int]>(count: 3)
        map[1] = []
        for n in 0..<1_000 { map[1]!.append(n) }
        map[2]?.append(7)
        XCTAssertEqual(map[1], Array(0..<1_000))
        XCTAssertNil(map[2], "appending to no value adds none")
        XCTAssertNil(map[0])
    }

    func testNearestAncestor() throws {
        let h = try tree()
        let strict = ElementMap.nearest(in: h, where: matching(["a", "c"], h))
        XCTAssertEqual(
            described(strict, h), ["root": "-", "a": "-", "b": "a", "c": "a", "d": "c", "e": "c", "f": "-"])
        let orSelf = ElementMap.nearest(in: h, orSelf: true, where: matching(["a", "c"], h))
        XCTAssertEqual(
            described(orSelf, h), ["root": "-", "a": "a", "b": "a", "c": "c", "d": "c", "e": "c", "f": "-"])
        let fromRoot = ElementMap.nearest(in: h, orSelf: true, where: matching(["root", "d"], h))
        XCTAssertEqual(
            described(fromRoot, h),
            ["root": "root", "a": "root", "b": "root", "c": "root", "d": "d", "e": "d", "f": "root"])
    }

    func testOutermostAncestor() throws {
        let h = try tree()
        let strict = ElementMap.outermost(in: h, where: matching(["b", "d"], h))
        XCTAssertEqual(
            described(strict, h), ["root": "-", "a": "-", "b": "-", "c": "b", "d": "b", "e": "b", "f": "-"])
        let orSelf = ElementMap.outermost(in: h, orSelf: true, where: matching(["b", "d"], h))
        XCTAssertEqual(
            described(orSelf, h), ["root": "-", "a": "-", "b": "b", "c": "b", "d": "b", "e": "b", "f": "-"])
        let none = ElementMap.outermost(in: h, orSelf: true, where: matching([], h))
        XCTAssertTrue(none.entries.isEmpty)
    }
}
