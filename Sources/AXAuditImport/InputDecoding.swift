import AXAuditModel
import AXAuditPlatform

/// Brings input bytes to UTF-8 for the parser: strips a UTF-8 BOM and converts
/// UTF-16 (with a BOM, or recognisable from `<?`), so that byte offsets in the
/// parser match the bytes the importer counts lines in.
enum InputDecoding {
    static func utf8(_ bytes: [UInt8]) throws(InputError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try fromUTF16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try fromUTF16(bytes.dropFirst(2), littleEndian: false) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return try fromUTF16(bytes[...], littleEndian: true) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return try fromUTF16(bytes[...], littleEndian: false) }
        return bytes
    }

    private static func fromUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) throws(InputError) -> [UInt8] {
        guard bytes.count % 2 == 0 else {
            throw InputError(
                "the file is UTF-16 but has an odd number of bytes (truncated?)", at: SourceLocation(line: 1, column: 1)
            )
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var line = 1
        var column = 1
        var afterCR = false
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { out.append($0) }
                if scalar == "\r" || (scalar == "\n" && !afterCR) {
                    line += 1
                    column = 1
                } else if scalar != "\n" {
                    column += 1
                }
                afterCR = scalar == "\r"
            case .emptyInput:
                break loop
            case .error:
                throw InputError(
                    "invalid UTF-16 (an unpaired surrogate)", at: SourceLocation(line: line, column: column))
            }
        }
        return out
    }
}
