import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Listing a directory through the C library's `opendir`/`readdir`, which types
/// each entry as it lists it. (`FileManager` asks for every entry's attributes
/// one file at a time, and its attribute lookup also reads the user and group
/// databases: that cost more than auditing small screens.)
package enum Directory {
    /// One entry of a listing.
    package struct Entry: Sendable, Equatable {
        package var name: String
        /// A directory itself; a symbolic link to one is not.
        package var isDirectory: Bool

        package init(name: String, isDirectory: Bool) {
            self.name = name
            self.isDirectory = isDirectory
        }
    }

    /// Why a directory could not be listed, in words (`InputFile.describe`).
    package struct ListingError: Error, Sendable {
        package var reason: String
    }

    /// The entries of the directory at `path` but `.` and `..`, in the order the
    /// system lists them. An entry the file system leaves untyped is typed by
    /// `lstat`, so symbolic links are never followed.
    package static func entries(atPath path: String) throws(ListingError) -> [Entry] {
        guard let handle = opendir(PathName.cString(path)) else {
            throw ListingError(reason: InputFile.describe(errno))
        }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = PathName.string(fromBytes: nameBytes(&entry.pointee.d_name))
            guard name != "." && name != ".." else { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                isDirectory =
                    lstat(PathName.cString(full), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append(Entry(name: name, isDirectory: isDirectory))
        }
        return entries
    }

    /// The bytes of the name in an entry `readdir` returned, up to its NUL. The
    /// one pointer of the listing: `d_name` comes into Swift as a tuple of
    /// `CChar` (256 on Linux, 1024 on Darwin), which has no other view as bytes.
    /// It is read in place and only up to the NUL (the system's record may end
    /// before the tuple does). `testDirectoryEntriesMatchFileManager` checks the
    /// names against `FileManager`'s.
    private static func nameBytes<Name>(_ name: inout Name) -> [UInt8] {
        withUnsafeBytes(of: &name) { Array($0.prefix { $0 != 0 }) }
    }
}

extension String {
    /// Whether this string's UTF-8 bytes come before `other`'s in byte order, as
    /// `utf8.lexicographicallyPrecedes` says, compared with `memcmp`: the input
    /// paths are sorted this way, and the paths of one directory share a long
    /// prefix that the generic comparison walks byte by byte.
    package func utf8Precedes(_ other: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b -> Bool in
                let common = Swift.min(a.count, b.count)
                if common > 0 {
                    let order = memcmp(a.baseAddress!, b.baseAddress!, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
        return (found ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
