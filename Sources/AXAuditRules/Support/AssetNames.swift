import AXAuditModel

/// Labels that are an image's file or asset name rather than words for people:
/// what `image-label` reports on images and `element-label` on controls, and
/// what `duplicate-label` then leaves to them.
enum AssetNames {
    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "pdf", "svg", "tif", "tiff", "bmp", "ico",
    ]

    /// First words of asset names as UIKit speaks them, underscores made spaces
    /// ("nav_cast_off" becomes "nav cast off").
    static let spokenPrefixes: Set<String> = [
        "ic", "ico", "icn", "icon", "icons", "btn", "img", "nav", "navbar", "tabbar", "toolbar", "bg", "asset",
        "assets",
    ]
    /// Last words of asset names that name a state of the image.
    static let spokenStates: Set<String> = [
        "on", "off", "normal", "selected", "unselected", "highlighted", "active", "inactive", "filled", "fill",
        "outline", "outlined", "disabled", "pressed", "default",
    ]

    /// `IMG_2041.jpg`, `icon_star`, `hero-image@2x`, `hero@2x`, `nav cast off`, or the asset name itself.
    static func isAssetName(_ label: String, asset: String?) -> Bool {
        if isPlainWords(label, asset: asset) { return false }
        return isAssetNameByCharacters(label, asset: asset)
    }

    /// Most labels ("Buy", "Add to cart", "$89"), told from their bytes: ASCII with
    /// none of `. _ - @` and something an asset name never has in its spoken form
    /// (a capital, punctuation), with no asset name to compare. Such a label is no
    /// asset name; looking at it Character by Character costs more than the rest
    /// of the rules that ask.
    static func isPlainWords(_ label: String, asset: String?) -> Bool {
        guard asset?.isEmpty ?? true else { return false }
        var notSpokenForm = false
        for byte in label.utf8 {
            switch byte {
            case 0x80...0xFF, 0x2E, 0x5F, 0x2D, 0x40: return false  // non-ASCII . _ - @
            case 0x61...0x7A, 0x30...0x39, 0x20: continue  // a-z 0-9 space
            default: notSpokenForm = true
            }
        }
        return notSpokenForm
    }

    static func isAssetNameByCharacters(_ label: String, asset: String?) -> Bool {
        let trimmed = label.trimmingSpaces()
        if let asset, !asset.isEmpty, trimmed.lowercasedByScalar() == asset.trimmingSpaces().lowercasedByScalar() {
            return true
        }
        guard !trimmed.isEmpty else { return false }
        guard !trimmed.contains(where: \.isWhitespace) else { return isSpokenAssetName(trimmed) }
        let lowered = trimmed.lowercasedByScalar()
        if lowered.containsUTF8("@2x") || lowered.containsUTF8("@3x") || lowered.containsUTF8("@1x") { return true }
        if let dot = lowered.lastIndex(of: "."), imageExtensions.contains(String(lowered[lowered.index(after: dot)...]))
        {
            return true
        }
        if trimmed.contains("_") { return true }
        // kebab-case asset names: "hero-image", "ic-star-24"
        if trimmed.contains("-"), trimmed == lowered,
            trimmed.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" })
        {
            let segments = trimmed.split(separator: "-", omittingEmptySubsequences: false)
            return segments.count >= 2 && segments.allSatisfy { $0.count >= 2 }
        }
        return false
    }

    /// An asset name as UIKit speaks an unlabelled image button's: lower-case
    /// ASCII words that start like an asset ("ic close", "nav cast off") or,
    /// three or more of them, end with a state ("play button normal").
    static func isSpokenAssetName(_ trimmed: String) -> Bool {
        guard trimmed.allSatisfy({ $0 == " " || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }) else {
            return false
        }
        let words = trimmed.split(separator: " ")
        guard words.count >= 2 else { return false }
        return spokenPrefixes.contains(String(words[0]))
            || (words.count >= 3 && spokenStates.contains(String(words[words.count - 1])))
    }

    /// The SF Symbol (`e`'s identifier or image) whose name `label` is, if any. An
    /// identifier must also look like a symbol's name, with a shape or a style in it
    /// ("arrow.down.circle", "trash.fill"): apps name their own identifiers with dots
    /// too ("sign.in" labelled "Sign In").
    static func symbol(namedBy label: String, on e: Element) -> String? {
        if let id = e.accessibilityIdentifier, isSymbolName(label, symbol: id), hasSymbolPart(id) { return id }
        if let image = e.image, isSymbolName(label, symbol: image) { return image }
        return nil
    }

    /// The parts SF Symbols' names give shapes and styles by.
    static let symbolParts: Set<Substring> = [
        "circle", "square", "fill", "slash", "badge", "rectangle", "triangle", "diamond", "hexagon", "octagon",
        "capsule", "shield", "seal", "inset", "xmark", "checkmark",
    ]

    static func hasSymbolPart(_ name: String) -> Bool {
        name.split(separator: ".").contains { symbolParts.contains($0) }
    }

    /// An SF Symbol's name as iOS speaks it ("Arrow Down Circle" for `arrow.down.circle`)
    /// as the label of an element whose identifier or image is that symbol: iOS speaks
    /// the name of a symbol it has no description for, which tells what the picture
    /// shows, not what the control does. The spoken form has spaces for the dots: a
    /// label that is the dotted name itself is as likely a domain ("npr.org").
    static func isSymbolName(_ label: String, symbol: String) -> Bool {
        guard isSymbol(symbol) else { return false }
        // Byte by byte, as most controls ask: a dot of the symbol is one or more spaces of the label.
        let l = label.utf8
        var li = l.startIndex
        func skipSpaces() { while li < l.endIndex, l[li] == 0x20 { li = l.index(after: li) } }
        skipSpaces()
        for b in symbol.utf8 {
            if b == 0x2E {
                guard li < l.endIndex, l[li] == 0x20 else { return false }
                skipSpaces()
            } else {
                guard li < l.endIndex, Text.lowercasedASCII(l[li]) == b else { return false }
                li = l.index(after: li)
            }
        }
        skipSpaces()
        return li == l.endIndex
    }

    /// An SF Symbol's name: two or more lower-case ASCII words joined by dots
    /// ("square.and.arrow.up", "person.crop.circle.badge.xmark").
    static func isSymbol(_ name: String) -> Bool {
        var parts = 1
        var length = 0
        for b in name.utf8 {
            if b == 0x2E {
                guard length > 0 else { return false }
                parts += 1
                length = 0
            } else if (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) {
                length += 1
            } else {
                return false
            }
        }
        return parts >= 2 && length > 0
    }
}
