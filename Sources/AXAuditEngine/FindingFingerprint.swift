/// What follows a finding from run to run in code scanning (SARIF
/// `partialFingerprints`) and GitLab Code Quality (`fingerprint`): the baseline's
/// key (screen, rule, the element's `Baseline.identity`), never a line or a frame,
/// so a screen exported again with its lines shifted keeps its fingerprints.
///
/// Two findings of one rule on one element (a rule that finds two problems there)
/// share the key; the second is told apart by its occurrence, counted in report order.
public enum FindingFingerprint {
    /// The name of the fingerprint in SARIF `partialFingerprints`; the version
    /// changes whenever the value is made differently.
    public static let sarifKey = "axaudit/elementIdentity/v1"

    /// The fingerprints of `file`'s findings, in their order.
    public static func fingerprints(of file: FileReport) -> [String] {
        var seen: [String: Int] = [:]
        return file.findings.map { finding in
            let key = BaselineEntry(
                screen: file.screen, rule: finding.ruleID, element: finding.elementIdentity, message: ""
            ).key
            let occurrence = seen[key, default: 0] + 1
            seen[key] = occurrence
            return value(key: key, occurrence: occurrence)
        }
    }

    /// The fingerprints of `file`'s input errors: the screen and the message (an
    /// input error has no element), and the occurrence.
    public static func fingerprints(ofInputErrorsOf file: FileReport) -> [String] {
        var seen: [String: Int] = [:]
        return file.inputErrors.map { error in
            let key = BaselineEntry(
                screen: file.screen, rule: AuditRun.inputErrorID, element: error.message, message: ""
            ).key
            let occurrence = seen[key, default: 0] + 1
            seen[key] = occurrence
            return value(key: key, occurrence: occurrence)
        }
    }

    /// 16 hexadecimal digits: FNV-1a (64 bits) of the key, then of the occurrence
    /// when it is not the first. Stable across machines and Swift versions, unlike
    /// `Hasher`, which is seeded per process.
    public static func value(key: String, occurrence: Int) -> String {
        var hash = fnv1a(key.utf8, from: 0xcbf2_9ce4_8422_2325)
        if occurrence > 1 { hash = fnv1a("\u{1F}\(occurrence)".utf8, from: hash) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func fnv1a(_ bytes: some Sequence<UInt8>, from start: UInt64) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
