/// Which importer to use: detected from the root element, or forced.
public enum InputFormatOption: String, Sendable, CaseIterable {
    case auto, axaudit, xcuitest
}

/// What importing one file gave: the hierarchy (unless the file could not be
/// read as one), the input errors (each makes the run exit 2) and warnings.
public struct ImportResult: Sendable {
    public var hierarchy: Hierarchy?
    public var format: InputFormat?
    public var errors: [InputError] = []
    public var warnings: [InputError] = []
}

/// Builds a `Hierarchy` from the events of one input format.
protocol HierarchyBuilder: AnyObject {
    /// Returns an error to stop the import (the file is then not audited).
    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
    func endElement(name: String)
    /// Problems that keep the element (a bad attribute): reported, audit goes on.
    var errors: [InputError] { get }
    var warnings: [InputError] { get }
    func finish() -> Hierarchy
}

public enum Importer {
    public static let supportedFormatsDescription =
        "axaudit reads the axaudit hierarchy format (<hierarchy version=\"1\">) and Appium/WebDriverAgent XCUITest page sources (<AppiumAUT> or <XCUIElementTypeApplication>)"

    /// Reads and imports a file. `file` is the path as reports show it.
    public static func importFile(atPath path: String, as option: InputFormatOption = .auto,
                                  limits: ImportLimits = ImportLimits()) -> ImportResult {
        do {
            let bytes = try InputFile.read(path: path)
            return importBytes(bytes, file: path, as: option, limits: limits)
        } catch {
            return ImportResult(hierarchy: nil, format: nil, errors: [error])
        }
    }

    public static func importBytes(_ raw: [UInt8], file: String, as option: InputFormatOption = .auto,
                                   limits: ImportLimits = ImportLimits()) -> ImportResult {
        let bytes: [UInt8]
        do {
            bytes = try InputDecoding.utf8(raw)
        } catch {
            return ImportResult(hierarchy: nil, format: nil, errors: [error])
        }
        if bytes.isEmpty {
            return ImportResult(hierarchy: nil, format: nil,
                                errors: [InputError("the file is empty", at: SourceLocation(line: 1, column: 1))])
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return ImportResult(hierarchy: nil, format: nil,
                                errors: [InputError("the file is empty (only whitespace)", at: SourceLocation(line: 1, column: 1))])
        }
        let dispatcher = FormatDispatcher(file: file, option: option)
        let reader = XMLEventReader(bytes: bytes, limits: limits, handler: dispatcher)
        let fatal = reader.parse()
        var result = ImportResult()
        result.format = dispatcher.format
        if let builder = dispatcher.builder {
            result.errors = builder.errors
            result.warnings = builder.warnings
            if fatal == nil { result.hierarchy = builder.finish() }
        }
        if var fatal {
            if dispatcher.rootName?.lowercased() == "html", !fatal.message.contains("web page") {
                fatal.message = "this is a web page (HTML), not a view hierarchy; " + fatal.message
            }
            result.errors.append(fatal)
        } else if dispatcher.builder == nil {
            result.errors.append(InputError("the document has no root element", at: SourceLocation(line: 1, column: 1)))
        }
        result.errors.sort { $0.location < $1.location }
        return result
    }
}

/// Picks the importer by the root element and forwards events to it.
final class FormatDispatcher: XMLEventHandler {
    let file: String
    let option: InputFormatOption
    private(set) var builder: HierarchyBuilder?
    private(set) var format: InputFormat?
    private(set) var rootName: String?

    init(file: String, option: InputFormatOption) {
        self.file = file; self.option = option
    }

    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError? {
        if let builder { return builder.startElement(name: name, attributes: attributes, location: location, depth: depth) }
        rootName = name
        switch detect(root: name, attributes: attributes) {
        case .failure(let message):
            return InputError(message, at: location)
        case .success(let format):
            self.format = format
            let builder: HierarchyBuilder
            switch format {
            case .axaudit: builder = NativeHierarchyBuilder(file: file)
            case .xcuitest: builder = XCUITestHierarchyBuilder(file: file)
            }
            self.builder = builder
            return builder.startElement(name: name, attributes: attributes, location: location, depth: depth)
        }
    }

    func endElement(name: String) {
        builder?.endElement(name: name)
    }

    private enum Detection { case success(InputFormat), failure(String) }

    private func detect(root: String, attributes: [XMLAttribute]) -> Detection {
        switch option {
        case .axaudit: return .success(.axaudit)
        case .xcuitest: return .success(.xcuitest)
        case .auto: break
        }
        let names = Set(attributes.map(\.name))
        switch root {
        case "hierarchy" where names.contains("rotation") || (!names.contains("version") && names.contains("class")):
            return .failure("this is an Android uiautomator dump (<hierarchy rotation=…> with <node> or widget children); Android dumps are not read yet. " + Importer.supportedFormatsDescription)
        case "hierarchy":
            return .success(.axaudit)
        case "AppiumAUT", "XCUIElementTypeApplication":
            return .success(.xcuitest)
        case _ where root.hasPrefix("UIA"):
            return .failure(XCUITestHierarchyBuilder.legacyMessage)
        case "UI":
            return .failure("this looks like Appium universal-xml-plugin output (<UI><App>…), which is not read; save the driver's own page source instead. " + Importer.supportedFormatsDescription)
        case "ViewHierarchy":
            return .failure("this looks like a Detox view hierarchy (<ViewHierarchy>), which is not read. " + Importer.supportedFormatsDescription)
        case _ where root.lowercased() == "html":
            return .failure("this is a web page (HTML), not a view hierarchy. " + Importer.supportedFormatsDescription)
        default:
            return .failure("the root element <\(root)> is not a supported format. " + Importer.supportedFormatsDescription)
        }
    }
}
