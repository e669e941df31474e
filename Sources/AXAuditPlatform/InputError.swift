import AXAuditModel

/// A problem in an input file, located at 1-based line and column.
public struct InputError: Error, Equatable, Sendable {
    public var message: String
    /// `SourceLocation.wholeFile` for an error about the file itself (missing, unreadable).
    public var location: SourceLocation
    /// How many errors this one counts for: 1, or, for the last of a file's
    /// listed errors, the number of further ones not listed (see `InputErrorList`).
    public var standsFor = 1
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `file:line:column`, or `file` alone for an error about the whole file.
    public func place(in file: String) -> String {
        location.isWholeFile ? file : "\(file):\(location.line):\(location.column)"
    }
}

extension SourceLocation {
    /// No place in the file: the file is missing, is a directory, cannot be read.
    public static let wholeFile = SourceLocation(line: 0, column: 0)
    public var isWholeFile: Bool { line == 0 }
}
