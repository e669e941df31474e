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

extension Sequence {
    /// The elements in the byte order of the UTF-8 of `key` (as
    /// `utf8.lexicographicallyPrecedes` orders them): input paths are sorted
    /// this way. Each key's bytes are taken once, as an array, rather than
    /// walking two `String.UTF8View`s in every comparison of the sort.
    package func sorted(byUTF8 key: (Element) -> String) -> [Element] {
        map { (bytes: Array(key($0).utf8), element: $0) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            .map(\.element)
    }
}
