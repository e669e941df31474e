import XCTest
@testable import AXAuditImport
@testable import AXAuditModel

/// `<userInputLabel>` and `<customRotor>` children: read in order onto their
/// element, checked, and kept apart from children the format does not define.
final class InputLabelsAndRotorsImportTests: XCTestCase {
    func testTheyAreReadInOrderOntoTheirElement() throws {
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="send" class="UIButton" frame="16 100 120 44" text="Send">
                    <userInputLabel name="Send"/>
                    <customRotor name="Drafts &amp; sent"/>
                    <element id="inner" class="UILabel" frame="20 110 60 20" text="Send"/>
                    <userInputLabel name="Post message"/>
                    <customRotor systemType="heading"/>
                    <customRotor name="Links here" systemType="link"/>
                  </element>
                  <element id="plain" class="UIButton" frame="16 200 120 44" text="Plain"/>
                """))
        let send = try XCTUnwrap(h.elements.first { $0.id == "send" })
        XCTAssertEqual(send.userInputLabels, ["Send", "Post message"])
        XCTAssertEqual(
            send.customRotors,
            [
                CustomRotor(name: "Drafts & sent"), CustomRotor(name: "", systemType: "heading"),
                CustomRotor(name: "Links here", systemType: "link"),
            ])
        XCTAssertEqual(send.unknownChildElements, [], "the format's own children are not unknown")
        let plain = try XCTUnwrap(h.elements.first { $0.id == "plain" })
        XCTAssertEqual(plain.userInputLabels, [])
        XCTAssertEqual(plain.customRotors, [])
    }

    func testMissingNamesAreErrorsAndNestedOnesAreUnknownChildren() throws {
        let result = FT.importXML(
            FT.doc(
                """
                  <element id="a" class="UIButton" frame="0 0 10 10">
                    <userInputLabel label="no name"/>
                    <customRotor/>
                    <customRotor name="" systemType=""/>
                    <customAction name="Outer"><userInputLabel name="Inner"/><customRotor name="Inner"/></customAction>
                  </element>
                """))
        XCTAssertEqual(
            result.errors.map(\.message),
            [
                "<userInputLabel> has no name attribute",
                "<customRotor> has neither a name nor a systemType attribute",
                "<customRotor> has neither a name nor a systemType attribute",
            ])
        XCTAssertEqual(result.errors.map(\.location.line), [4, 5, 6])
        let a = try XCTUnwrap(result.hierarchy?.elements.first { $0.id == "a" })
        XCTAssertEqual(a.userInputLabels, [])
        XCTAssertEqual(a.customRotors, [])
        XCTAssertEqual(a.customActions, ["Outer"])
        XCTAssertEqual(
            a.unknownChildElements, ["userInputLabel", "customRotor"], "inside an action, not the element's")
    }

    /// A rotor type axaudit does not know is kept as written (a later iOS may add
    /// one); a huge name, and escapes of characters XML cannot carry, are kept whole.
    func testUnknownTypesAndHostileNamesAreKeptAsWritten() throws {
        let huge = String(repeating: "Rotor ", count: 20_000)
        let h = try FT.hierarchy(
            FT.doc(
                """
                  <element id="a" class="UIView" frame="0 0 10 10" isAccessibilityElement="true" accessibilityLabel="A">
                    <customRotor systemType="hologram"/>
                    <customRotor name="\(huge)"/>
                    <customRotor name="bell\\u{0007} &lt;b&gt;&#10;line"/>
                    <userInputLabel name="\\u{001B}[31mred"/>
                  </element>
                """))
        let a = try XCTUnwrap(h.elements.first { $0.id == "a" })
        XCTAssertEqual(a.customRotors.map(\.systemType), ["hologram", nil, nil])
        XCTAssertEqual(a.customRotors[1].name.utf8.count, huge.utf8.count)
        XCTAssertEqual(a.customRotors[2].name, "bell\\u{0007} <b>\nline")
        XCTAssertEqual(a.userInputLabels, ["\\u{001B}[31mred"])
    }
}
