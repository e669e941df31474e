import AXAuditModel
import AXAuditPlatform

/// A file's input errors (or warnings) as the importer finds them: the first
/// `limit` kept, the rest only counted. A file of millions of bad attributes
/// would otherwise hold, and every report repeat, millions of messages.
struct InputErrorList {
    static let limit = 100

    private(set) var kept: [InputError] = []
    private(set) var omitted = 0
    private var firstOmitted: SourceLocation?

    /// Every error appended, kept or not.
    var count: Int { kept.count + omitted }

    mutating func append(_ error: InputError) {
        guard kept.count < Self.limit else {
            if omitted == 0 { firstOmitted = error.location }
            omitted += 1
            return
        }
        kept.append(error)
    }

    /// Appends what `other` kept (those `isIncluded` accepts) and counts what it did not.
    mutating func append(_ other: InputErrorList, where isIncluded: (InputError) -> Bool) {
        for error in other.kept where isIncluded(error) { append(error) }
        guard other.omitted > 0 else { return }
        if omitted == 0 { firstOmitted = other.firstOmitted }
        omitted += other.omitted
    }

    /// The kept errors, then, when some were not kept, one that says how many
    /// more there are, located at the first of them.
    var listed: [InputError] {
        guard omitted > 0, let firstOmitted else { return kept }
        var more = InputError(
            "and \(omitted) more of the same kinds (only the first \(Self.limit) are listed)", at: firstOmitted)
        more.standsFor = omitted
        return kept + [more]
    }
}
