// XMLParser and NSObject (its delegate's base) need all of Foundation, not
// FoundationEssentials; on Linux XMLParser lives in FoundationXML.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element, for reading exports back in the tests. Parsed with
/// Foundation's XMLParser (libxml2 underneath), which rejects any document that
/// is not well-formed XML 1.0.
struct XMLTree: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [XMLTree] = []

    /// The document's root, or the parser's error.
    static func parse(_ text: String) -> Result<XMLTree, ParseFailure> {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            return .failure(
                ParseFailure(
                    description:
                        "\(parser.parserError.map { "\($0)" } ?? "no root") at line \(parser.lineNumber), column \(parser.columnNumber)"
                ))
        }
        return .success(root)
    }

    struct ParseFailure: Error, CustomStringConvertible { var description: String }

    /// Elements named `element`, in document order, without recursion.
    var allElements: [XMLTree] {
        var out: [XMLTree] = []
        var stack: [XMLTree] = children.reversed()
        while let e = stack.popLast() {
            if e.name == "element" { out.append(e) }
            stack.append(contentsOf: e.children.reversed())
        }
        return out
    }

    var elementChildren: [XMLTree] { children.filter { $0.name == "element" } }
    var customActions: [String] { children.filter { $0.name == "customAction" }.compactMap { $0.attributes["name"] } }

    private final class Delegate: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            stack.append(XMLTree(name: elementName, attributes: attributeDict))
        }
        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            let done = stack.removeLast()
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
