import AXAuditModel

/// Where a screen's snapshot is kept: its file name, from the screen's name.
extension OrderSnapshot {

    /// The snapshot's file name for a screen: its name, with each run of
    /// characters other than ASCII letters, digits, `-`, `_` and `.` made one
    /// `-`, and `-` and `.` trimmed from both ends. A name with no ASCII letter
    /// or digit (a screen named in Arabic, say) gives way to the input file's
    /// name without `.xml`, treated the same; failing both, `screen`.
    ///
    /// A page source's screen name is its application's, the same for every
    /// screen of the app, so a page source's snapshot is named after its file
    /// (`fileName(of:path:)`).
    ///
    /// A name longer than `maxNameBytes` keeps its start and ends with a hash
    /// of the whole name, so that the file name stays within the system's 255
    /// bytes and two long names still differ.
    public static func fileName(screen: String, path: String) -> String {
        if let name = safeName(screen) { return shortened(name) + "." + fileExtension }
        var base = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if base.lowercased().hasSuffix(".xml") { base = base.dropLast(4) }
        return shortened(safeName(String(base)) ?? "screen") + "." + fileExtension
    }

    static let maxNameBytes = 200

    /// `name` (ASCII, as `safeName` gives it) cut to `maxNameBytes`, with a hash of the whole.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > maxNameBytes else { return name }
        // FNV-1a: the same on every machine and run, unlike `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(name.prefix(maxNameBytes - 17)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The snapshot's file name for the screen read from `path`.
    public static func fileName(of hierarchy: Hierarchy, path: String) -> String {
        fileName(screen: hierarchy.format == .xcuitest ? "" : hierarchy.screen, path: path)
    }

    static func safeName(_ s: String) -> String? {
        var out = ""
        var pendingDash = false
        for scalar in s.unicodeScalars {
            let v = scalar.value
            let kept =
                (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || scalar == "-"
                || scalar == "_" || scalar == "."
            if kept {
                if pendingDash { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        let trimmed = out.drop { $0 == "-" || $0 == "." }.reversed().drop { $0 == "-" || $0 == "." }.reversed()
        let name = String(trimmed)
        guard name.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
            return nil
        }
        return name
    }
}
