import AXAuditModel
import AXAuditPlatform

/// Inputs that are not XML: WebDriverAgent's JSON page source and XCUITest's
/// `debugDescription`, read whole; and any other text, named as well as its
/// first lines allow, with what to give axaudit instead (libxml2 would only say
/// "Document is empty").
enum TextInput {
    /// Whether the input is read as text: it does not start with `<` (after
    /// whitespace), or the chosen format is a text one.
    static func isText(_ head: ArraySlice<UInt8>, option: InputFormatOption) -> Bool {
        switch option {
        case .xcuitestJSON, .debugDescription: return true
        case .auto, .axaudit, .xcuitest:
            guard let first = head.first(where: { !Importer.isWhitespace($0) }) else { return false }
            return first != UInt8(ascii: "<")
        }
    }

    static func importText(
        _ bytes: [UInt8], file: String, as option: InputFormatOption, limits: ImportLimits
    ) -> ImportResult {
        let first = bytes.first { !Importer.isWhitespace($0) }
        switch option {
        case .xcuitestJSON:
            return PageSourceJSONReader.importText(bytes, file: file, limits: limits)
        case .debugDescription:
            return DebugDescriptionReader.importText(bytes, file: file, limits: limits)
        case .axaudit, .xcuitest:
            return failure(
                "--input-format \(option.rawValue) reads XML, and this is not XML (it does not start with '<'): "
                    + describe(bytes))
        case .auto:
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                return PageSourceJSONReader.importText(bytes, file: file, limits: limits)
            }
            if DebugDescriptionReader.looksLikeDebugDescription(bytes[...]) {
                return DebugDescriptionReader.importText(bytes, file: file, limits: limits)
            }
            return failure(describe(bytes))
        }
    }

    /// Whether the first bytes of a file look like a screen in a text shape: a
    /// WebDriverAgent JSON source (an object or array naming a `type` and a
    /// `rect` or `frame`) or a debugDescription. A directory search names such
    /// files rather than reading them.
    static func looksLikeScreen(head: ArraySlice<UInt8>) -> Bool {
        guard let first = head.first(where: { !Importer.isWhitespace($0) }) else { return false }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            let text = String(decoding: head, as: UTF8.self)
            return text.containsUTF8("\"type\"") && (text.containsUTF8("\"rect\"") || text.containsUTF8("\"frame\""))
        }
        return DebugDescriptionReader.looksLikeDebugDescription(head)
    }

    private static func failure(_ message: String, line: Int = 1) -> ImportResult {
        ImportResult(
            hierarchy: nil, format: nil, errors: [InputError(message, at: SourceLocation(line: line, column: 1))])
    }

    /// What a text that axaudit does not read seems to be, and what to give instead.
    static func describe(_ bytes: [UInt8]) -> String {
        let supported = Importer.supportedFormatsDescription
        let start = TextLines.trimmingLeadingSpaces(TextLines.firstNonBlankLine(bytes[...]))
        func startsWith(_ word: String) -> Bool { TextLines.matches(start, at: start.startIndex, word) }
        if let line = TextLines.line(startingWith: "Element subtree:", in: bytes) {
            return
                "this text holds an XCUITest debugDescription after other text (its 'Element subtree:' is on line \(line)); keep it from its 'Attributes:' line on, in a file of its own. "
                + supported
        }
        if startsWith("\"<") || startsWith("'<") || startsWith("\"Attributes:") || startsWith("b'<") {
            return
                "this is a page source or debugDescription written as a quoted string (a Python or Swift literal, with escapes such as \\n): save the string's value, not its representation, e.g. write driver.page_source to the file, or print(app.debugDescription). "
                + supported
        }
        for marker in ["<AppiumAUT", "<" + KnownClasses.PageSourceType.application, "<hierarchy"] {
            if let line = lineHolding(marker, in: bytes) {
                return
                    "this text holds a page source inside other text (line \(line) has \(marker)…): a source file's string, a log; save that XML on its own, from its first '<' to its root's end tag. "
                    + supported
            }
        }
        if lineHolding("DecorView{", in: bytes) != nil || lineHolding("View Hierarchy:", in: bytes) != nil
            || lineHolding("android.widget.", in: bytes) != nil || lineHolding("androidx.", in: bytes) != nil
        {
            return
                "this is an Android view dump (Espresso's or dumpsys's 'View Hierarchy', Java or Kotlin views); Android screens are not read. "
                + supported
        }
        for word in [
            "package ", "import ", "object ", "class ", "fun ", "func ", "val ", "let ", "var ", "public ", "//", "/*",
            "#!", "def ", "@",
        ] where startsWith(word) {
            return
                "this looks like source code (it starts with '\(word.trimmingSpaces())'), not a view hierarchy; give axaudit the hierarchy the code prints or holds, saved on its own. "
                + supported
        }
        return "this is not XML, JSON or an XCUITest debugDescription (it starts with \(quotedStart(start))). "
            + supported
    }

    /// The line number of the first line holding `marker`.
    private static func lineHolding(_ marker: String, in bytes: [UInt8]) -> Int? {
        let marker = Array(marker.utf8)
        let count = marker.count
        guard count > 0, bytes.count >= count else { return nil }
        var line = 1
        let first = marker[0]
        for i in 0...(bytes.count - count) {
            if bytes[i] == 0x0A { line += 1 }
            if bytes[i] == first && TextLines.matches(bytes[...], at: i, marker) { return line }
        }
        return nil
    }

    /// The first few characters, quoted, printable ones only.
    private static func quotedStart(_ text: ArraySlice<UInt8>) -> String {
        let words = String(decoding: text.prefix(60), as: UTF8.self).unicodeScalars
            .prefix(24).map { scalar -> String in
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: " "
                default: String(scalar)
                }
            }
        return "'" + words.joined() + (text.count > 24 ? "…'" : "'")
    }
}
