/// Appium / WebDriverAgent XCUITest page sources. Not read yet: see issue 5.
final class XCUITestHierarchyBuilder: HierarchyBuilder {
    let file: String
    var errors: [InputError] = []
    var warnings: [InputError] = []
    private var arena = ElementArena()

    init(file: String) { self.file = file }

    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError? {
        InputError("XCUITest page sources are not read yet", at: location)
    }

    func endElement(name: String) {}

    func finish() -> Hierarchy {
        let (elements, ids) = arena.finish()
        return Hierarchy(file: file, format: .xcuitest, screen: file, layoutDirection: .leftToRight,
                         screenSize: nil, elements: elements, indexByID: ids, documentOrderIsReadingOrder: true)
    }
}
