import XCTest

@testable import AXAuditKit
@testable import AXAuditImport
@testable import AXAuditModel

/// Text that axaudit does not read is named, with what to give it instead,
/// rather than libxml2's "Document is empty".
final class TextInputMessagesTests: XCTestCase {
    private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Importer.importBytes(Array(text.utf8), file: "input.txt")
        XCTAssertNil(result.hierarchy, file: file, line: line)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
        XCTAssertFalse(result.errors.first?.message.contains("Document is empty") ?? true, file: file, line: line)
        XCTAssertTrue(
            result.errors.first?.message.hasSuffix(Importer.supportedFormatsDescription) ?? false, file: file,
            line: line)
        return result.errors.first?.message ?? ""
    }

    func testKotlinSourceHoldingAPageSourceSaysWhereItIs() {
        let kotlin = """
            package shirates.core.testdata

            object XmlDataIos {
                val iOS1 = \"\"\"
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
            """
        let text = message(kotlin)
        XCTAssertTrue(text.hasPrefix("this text holds a page source inside other text (line 6 has <AppiumAUT…)"), text)
    }

    func testAndroidViewDumpsAreNamed() {
        let espresso = """
            View Hierarchy:
            +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2280, has-focus=false}
            |
            +->LinearLayout{id=-1, visibility=VISIBLE, width=1080, height=2154}
            """
        XCTAssertTrue(message(espresso).hasPrefix("this is an Android view dump"))
        XCTAssertTrue(
            message("android.widget.FrameLayout{a1b2c3 V.E...... ........ 0,0-1080,2280}").hasPrefix(
                "this is an Android view dump"))
    }

    func testSourceCodeIsNamed() {
        XCTAssertTrue(
            message("import XCTest\n\nfinal class T: XCTestCase {}\n").hasPrefix(
                "this looks like source code (it starts with 'import')"))
        XCTAssertTrue(
            message("// a comment\nfun main() {}").hasPrefix("this looks like source code (it starts with '//')"))
    }

    func testQuotedStringsAreNamed() {
        XCTAssertTrue(
            message("'<?xml version=\\\"1.0\\\"?>\\r\\n<AppiumAUT>'").hasPrefix(
                "this is a page source or debugDescription written as a quoted string"))
        XCTAssertTrue(
            message("\"Attributes: Application, 0x1, pid: 1, label: \\'A\\'\\nElement subtree:\\n\"").hasPrefix(
                "this is a page source or debugDescription written as a quoted string"))
    }

    func testADebugDescriptionAfterOtherTextSaysWhere() {
        let log =
            "t = 1.0s Tap\nXCTAssertTrue failed - Optional(Attributes: Application, 0x1, pid: 2, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 2\n"
        XCTAssertTrue(
            message(log).hasPrefix(
                "this text holds an XCUITest debugDescription after other text (its 'Element subtree:' is on line 3)"))
    }

    func testAnyOtherTextGetsItsStartQuotedWithoutControlCharacters() {
        let text = message("hello\u{1B}[31m world \u{202E}reversed and a long tail of text")
        XCTAssertTrue(
            text.hasPrefix(
                "this is not XML, JSON or an XCUITest debugDescription (it starts with 'hello [31m world  revers…')"),
            text)
    }

    func testForcingXMLOnTextSaysItIsNotXML() {
        let result = Importer.importBytes(Array("hello".utf8), file: "a.txt", as: .axaudit)
        XCTAssertTrue(
            result.errors.first?.message.hasPrefix("--input-format axaudit reads XML, and this is not XML") ?? false)
    }

    func testXMLStillGoesToLibxml2() {
        let result = Importer.importBytes(Array("  \n<notxml".utf8), file: "a.xml")
        XCTAssertNil(result.hierarchy)
        XCTAssertEqual(result.errors.count, 1)
    }
}
