import AXAuditModel
import AXAuditPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which importer to use: detected from the root element (XML) or the first
/// characters (text), or forced. `xcuitest` is the XML page source;
/// `xcuitest-json` WebDriverAgent's JSON page source; `debug-description`
/// XCUITest's `debugDescription` text.
public enum InputFormatOption: String, Sendable, CaseIterable {
    case auto, axaudit, xcuitest
    case xcuitestJSON = "xcuitest-json"
    case debugDescription = "debug-description"

    /// The values `--input-format` takes, as usage text lists them.
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: "|") }
}

/// What importing one file gave: the hierarchy (unless the file could not be
/// read as one), the input errors (each makes the run exit 2) and warnings.
public struct ImportResult: Sendable {
    public var hierarchy: Hierarchy?
    public var format: InputFormat?
    public var errors: [InputError] = []
    public var warnings: [InputError] = []

    public init(hierarchy: Hierarchy?, format: InputFormat?, errors: [InputError] = [], warnings: [InputError] = []) {
        self.hierarchy = hierarchy
        self.format = format
        self.errors = errors
        self.warnings = warnings
    }
}

/// Builds a `Hierarchy` from the events of one input format.
protocol HierarchyBuilder: AnyObject {
    /// Returns an error to stop the import (the file is then not audited).
    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError?
    func endElement(name: String)
    /// Problems that keep the element (a bad attribute): reported, audit goes on.
    var errors: [InputError] { get }
    var warnings: [InputError] { get }
    func finish() -> Hierarchy
}

extension HierarchyBuilder {
    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError? {
        startElement(name: name, attributes: raw.materialize(), location: location, depth: depth)
    }
}

public enum Importer {
    /// Whether `head`, a file's first bytes, looks like a screen in a text shape
    /// (a JSON page source or a debugDescription; see `TextInput.looksLikeScreen`).
    package static func looksLikeTextScreen(head: ArraySlice<UInt8>) -> Bool {
        TextInput.looksLikeScreen(head: head)
    }

    package static let supportedFormatsDescription =
        "axaudit reads the axaudit hierarchy format (<hierarchy version=\"1\">), Appium/WebDriverAgent XCUITest page sources in XML (<AppiumAUT> or <XCUIElementTypeApplication>, or macaca app-inspector's <hierarchy><node type=\"XCUIElementType…\">) or JSON ({\"type\": \"Application\", …}), and XCUITest's debugDescription text (print(XCUIApplication().debugDescription): \"Attributes: Application, …\" then \"Element subtree:\")"

    /// Reads and imports a file, streaming it through the parser in chunks (a
    /// UTF-16 file is read whole and converted). `file` is the path as reports show it.
    /// With `workers` above 1, a large native file is read by two parsers at once
    /// (`SplitImport`); the result is the same.
    public static func importFile(
        atPath path: String, as option: InputFormatOption = .auto,
        limits: ImportLimits = ImportLimits(), workers: Int = 1
    ) -> ImportResult {
        let fd: Int32
        let size: Int
        do {
            (fd, size) = try InputFile.openRegular(path: path)
        } catch {
            return ImportResult(hierarchy: nil, format: nil, errors: [error])
        }
        defer { close(fd) }
        // One byte more than the file, so that a small file is read in one go and
        // the short read says it ended (no 256 KB buffer to clear per 5 KB screen).
        var buffer = [UInt8](repeating: 0, count: max(4096, min(XMLEventReader.chunkSize, size + 1)))
        do throws(InputError) {
            var count = try InputFile.readFully(fd, into: &buffer)
            if count == 0 { throw InputError("the file is empty", at: SourceLocation(line: 1, column: 1)) }
            let head = buffer[0..<min(count, 4)]
            if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
                || head.starts(with: [0x3C, 0x00, 0x3F, 0x00]) || head.starts(with: [0x00, 0x3C, 0x00, 0x3F])
            {
                let all = try readWhole(fd, size: size, from: buffer[0..<count], limit: limits.maxWholeFileBytes)
                return importBytes(all, file: path, as: option, limits: limits)
            }
            var skip = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            if TextInput.isText(buffer[skip..<count], option: option) {
                let all = try readWhole(fd, size: size, from: buffer[skip..<count], limit: limits.maxWholeFileBytes)
                return TextInput.importText(all, file: path, as: option, limits: limits)
            }
            let read: SplitImport.Read = { offset, buffer, count throws(InputError) in
                try InputFile.read(fd, at: offset, into: &buffer, count: count)
            }
            if let split = SplitImport.importIfSplit(
                file: path, size: size, skip: skip, option: option, limits: limits,
                workers: workers, read: read)
            {
                return split
            }
            let dispatcher = FormatDispatcher(file: path, option: option)
            dispatcher.expectedBytes = size
            let reader = XMLEventReader(limits: limits, handler: dispatcher)
            var onlyWhitespace = true
            var parsing = reader.start()
            while parsing {
                buffer.withUnsafeBufferPointer { b in
                    let chunk = UnsafeBufferPointer(rebasing: b[skip..<count])
                    if onlyWhitespace { onlyWhitespace = chunk.allSatisfy(Importer.isWhitespace) }
                    parsing = reader.feed(chunk, isLast: false)
                }
                // readFully stops short only at the end of the file.
                let next = parsing && count == buffer.count ? try InputFile.readFully(fd, into: &buffer) : 0
                skip = 0
                count = next
                if count == 0 { break }
            }
            if parsing { _ = reader.feed(UnsafeBufferPointer(start: nil, count: 0), isLast: true) }
            if onlyWhitespace {
                return ImportResult(
                    hierarchy: nil, format: nil,
                    errors: [InputError("the file is empty (only whitespace)", at: SourceLocation(line: 1, column: 1))])
            }
            return result(dispatcher, fatal: reader.finish())
        } catch {
            return ImportResult(hierarchy: nil, format: nil, errors: [error])
        }
    }

    /// The whole of a file whose `first` bytes are read: at most `limit` bytes,
    /// checked against its size before reading on and against what it holds as it
    /// is read (a file can grow meanwhile).
    private static func readWhole(_ fd: Int32, size: Int, from first: ArraySlice<UInt8>, limit: Int)
        throws(InputError) -> [UInt8]
    {
        let tooLarge = InputError(
            "the file is larger than \(limit >> 20) MB, axaudit's limit for a file read whole (UTF-16, a JSON page "
                + "source or a debugDescription); export the screen as UTF-8 XML, which is read in pieces",
            at: .wholeFile)
        if size > limit { throw tooLarge }
        var all = Array(first)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try InputFile.readFully(fd, into: &chunk)
            all.append(contentsOf: chunk[0..<count])
            if all.count > limit { throw tooLarge }
            if count < chunk.count { return all }
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    public static func importBytes(
        _ raw: [UInt8], file: String, as option: InputFormatOption = .auto,
        limits: ImportLimits = ImportLimits(), workers: Int = 1
    ) -> ImportResult {
        let bytes: [UInt8]
        do {
            bytes = try InputDecoding.utf8(raw)
        } catch {
            return ImportResult(hierarchy: nil, format: nil, errors: [error])
        }
        if bytes.isEmpty {
            return ImportResult(
                hierarchy: nil, format: nil,
                errors: [InputError("the file is empty", at: SourceLocation(line: 1, column: 1))])
        }
        if bytes.allSatisfy(isWhitespace) {
            return ImportResult(
                hierarchy: nil, format: nil,
                errors: [InputError("the file is empty (only whitespace)", at: SourceLocation(line: 1, column: 1))])
        }
        if TextInput.isText(bytes[...], option: option) {
            return TextInput.importText(bytes, file: file, as: option, limits: limits)
        }
        if let split = SplitImport.importIfSplit(
            file: file, size: bytes.count, skip: 0, option: option, limits: limits,
            workers: workers, read: SplitImport.reader(of: bytes))
        {
            return split
        }
        let dispatcher = FormatDispatcher(file: file, option: option)
        dispatcher.expectedBytes = bytes.count
        let reader = XMLEventReader(bytes: bytes, limits: limits, handler: dispatcher)
        return result(dispatcher, fatal: reader.parse())
    }

    static func result(_ dispatcher: FormatDispatcher, fatal: InputError?) -> ImportResult {
        var result = ImportResult(hierarchy: nil, format: nil)
        // A `<hierarchy>` the document stopped in before its first child.
        let rootError = dispatcher.decideRoot() ?? dispatcher.rootError
        result.format = dispatcher.format
        if let builder = dispatcher.builder {
            result.errors = builder.errors
            // After `finish`, which may warn of what the whole screen shows.
            if fatal == nil { result.hierarchy = builder.finish() }
            result.warnings = builder.warnings
        }
        if let rootError {
            result.hierarchy = nil
            result.errors.append(rootError)
        }
        if var fatal {
            if dispatcher.rootName?.lowercased() == "html", !fatal.message.containsUTF8("web page") {
                fatal.message = "this is a web page (HTML), not a view hierarchy; " + fatal.message
            }
            result.errors.append(fatal)
        } else if dispatcher.builder == nil && rootError == nil {
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
    private(set) var builder: HierarchyBuilder? {
        didSet { native = (builder as? NativeHierarchyBuilder).map(Unmanaged.passUnretained) }
    }
    /// `builder` when it is the native one, which `builder` keeps alive: its
    /// events reach it without a retain and a release around each (atomic
    /// operations, as many as the parse makes of its own per element).
    private var native: Unmanaged<NativeHierarchyBuilder>?
    private(set) var format: InputFormat?
    private(set) var rootName: String?
    /// The input's size, for builders to reserve storage.
    var expectedBytes = 0
    /// Whether the input is the second part of a split file, whose elements
    /// another builder adopts (`SplitImport`).
    var readsFragment = false

    init(file: String, option: InputFormatOption) {
        self.file = file
        self.option = option
    }

    /// A `<hierarchy>` root without `version`, held until its first child says
    /// whose it is: macaca app-inspector's page source or an Android dump.
    private var undecidedRoot: (attributes: [XMLAttribute], location: SourceLocation)?
    /// Why an undecided root was not read, when it closed without children.
    private(set) var rootError: InputError?

    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError? {
        if let builder {
            return builder.startElement(name: name, attributes: attributes, location: location, depth: depth)
        }
        if let root = undecidedRoot {
            undecidedRoot = nil
            let type = attributes.first { $0.name == "type" }?.value ?? ""
            if type.hasPrefix(XCUITestHierarchyBuilder.typePrefix) {
                if let error = start(.xcuitest, root: "hierarchy", attributes: root.attributes, at: root.location) {
                    return error
                }
                return builder?.startElement(name: name, attributes: attributes, location: location, depth: depth)
            }
            // `<element>` children are the axaudit format's, whose builder reports the
            // missing version; `<node>` or widget children with a class are Android's.
            if name != "element",
                root.attributes.contains(where: { $0.name == "rotation" || $0.name == "class" })
                    || attributes.contains(where: { $0.name == "class" })
            {
                return InputError(Self.androidMessage, at: root.location)
            }
            if let error = start(.axaudit, root: "hierarchy", attributes: root.attributes, at: root.location) {
                return error
            }
            return builder?.startElement(name: name, attributes: attributes, location: location, depth: depth)
        }
        rootName = name
        switch detect(root: name, attributes: attributes) {
        case .failure(let message):
            return InputError(message, at: location)
        case .undecided:
            undecidedRoot = (attributes, location)
            return nil
        case .success(let format):
            return start(format, root: name, attributes: attributes, at: location)
        }
    }

    private func start(
        _ format: InputFormat, root: String, attributes: [XMLAttribute], at location: SourceLocation
    ) -> InputError? {
        self.format = format
        let builder: HierarchyBuilder
        switch format {
        case .axaudit:
            builder = NativeHierarchyBuilder(file: file, expectedBytes: expectedBytes, fragment: readsFragment)
        case .xcuitest: builder = XCUITestHierarchyBuilder(file: file)
        }
        self.builder = builder
        return builder.startElement(name: root, attributes: attributes, location: location, depth: 0)
    }

    /// Decides a root still undecided when the document gives no child to decide
    /// by: a `<hierarchy>` with no `version` and no children is read as the
    /// axaudit format, which reports the missing version.
    func decideRoot() -> InputError? {
        guard let root = undecidedRoot else { return nil }
        undecidedRoot = nil
        if root.attributes.contains(where: { $0.name == "rotation" || $0.name == "class" }) {
            return InputError(Self.androidMessage, at: root.location)
        }
        return start(.axaudit, root: "hierarchy", attributes: root.attributes, at: root.location)
    }

    static let androidMessage =
        "this is an Android uiautomator dump (<hierarchy rotation=…> with <node> or widget children); Android dumps are not read yet. "
        + Importer.supportedFormatsDescription

    func startElement(name: String, raw: RawAttributes, location: SourceLocation, depth: Int) -> InputError? {
        if let native {
            return native._withUnsafeGuaranteedRef {
                $0.startElement(name: name, raw: raw, location: location, depth: depth)
            }
        }
        if let builder { return builder.startElement(name: name, raw: raw, location: location, depth: depth) }
        return startElement(name: name, attributes: raw.materialize(), location: location, depth: depth)
    }

    func endElement(name: String) {
        if let native {
            native._withUnsafeGuaranteedRef { $0.endElement(name: name) }
            return
        }
        if undecidedRoot != nil {
            // A childless root.
            if let error = decideRoot() {
                rootError = error
                return
            }
        }
        builder?.endElement(name: name)
    }

    private enum Detection {
        case success(InputFormat)
        case failure(String)
        /// A `<hierarchy>` without `version`: its first child decides.
        case undecided
    }

    private func detect(root: String, attributes: [XMLAttribute]) -> Detection {
        switch option {
        case .axaudit: return .success(.axaudit)
        case .xcuitest: return .success(.xcuitest)
        case .xcuitestJSON, .debugDescription:
            // `TextInput` reads these; XML reaches here only when its first
            // characters said XML, which the chosen format cannot be.
            return .failure(
                "--input-format \(option.rawValue) reads text, and this is XML (it starts with '<'); use --input-format auto"
            )
        case .auto: break
        }
        func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
        switch root {
        case "hierarchy" where has("version") && !has("rotation"):
            return .success(.axaudit)
        case "hierarchy":
            return .undecided
        case "AppiumAUT", KnownClasses.PageSourceType.application:
            return .success(.xcuitest)
        case _ where root.hasPrefix("UIA"):
            return .failure(XCUITestHierarchyBuilder.legacyMessage)
        case "UI":
            return .failure(
                "this looks like Appium universal-xml-plugin output (<UI><App>…), which is not read; save the driver's own page source instead. "
                    + Importer.supportedFormatsDescription)
        case "ViewHierarchy":
            return .failure(
                "this looks like a Detox view hierarchy (<ViewHierarchy>), which is not read. "
                    + Importer.supportedFormatsDescription)
        case _ where root.lowercased() == "html":
            return .failure("this is a web page (HTML), not a view hierarchy. " + Importer.supportedFormatsDescription)
        default:
            return .failure(
                "the root element <\(root)> is not a supported format. " + Importer.supportedFormatsDescription)
        }
    }
}

extension Importer {
    /// The screen name a file gets when its hierarchy names none: its last path
    /// component without the extension.
    public static func screenName(fromFile file: String) -> String {
        NativeHierarchyBuilder.screenName(fromFile: file)
    }
}

extension Importer {
    /// The first reason `text` is not well-formed XML, if any: libxml2 reads it
    /// as it reads inputs (no entities expanded, no DTD, no network) and builds nothing.
    public static func wellFormednessError(of text: String) -> InputError? {
        XMLEventReader(bytes: Array(text.utf8), limits: ImportLimits(), handler: AnyElements()).parse()
    }

    /// Takes any element: the reader then checks only that a text is well-formed XML.
    private final class AnyElements: XMLEventHandler {
        func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError?
        {
            nil
        }
        func endElement(name: String) {}
    }
}
