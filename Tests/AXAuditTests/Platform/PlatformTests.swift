import Dispatch
import XCTest
@testable import AXAuditPlatform
@testable import AXAuditModel

/// The safe APIs over system calls and shared state in the platform target: each
/// is compared with the plain way of doing the same thing.
final class PlatformTests: TemporaryDirectoryTestCase {
    /// A listing types its entries as `FileManager` does, without following links.
    func testDirectoryEntriesMatchFileManager() throws {
        let fm = FileManager.default
        for sub in ["/dir", "/dir.xml", "/.hidden", "/Écran"] {
            try fm.createDirectory(atPath: directory + sub, withIntermediateDirectories: true)
        }
        for file in ["/a.xml", "/b.txt", "/.secret.xml", "/Écran/c.xml", "/e\u{301}.xml"] {
            try FT.write("<x/>", to: directory + file)
        }
        XCTAssertEqual(symlink(directory + "/dir", directory + "/link-to-dir"), 0)
        XCTAssertEqual(symlink(directory + "/a.xml", directory + "/link.xml"), 0)
        XCTAssertEqual(symlink(directory + "/gone", directory + "/broken.xml"), 0)

        let entries = try Directory.entries(atPath: directory)
        let expected = try fm.contentsOfDirectory(atPath: directory).map { name in
            let type = try fm.attributesOfItem(atPath: directory + "/" + name)[.type] as? FileAttributeType
            return Directory.Entry(name: name, isDirectory: type == .typeDirectory)
        }
        XCTAssertEqual(
            entries.sorted(byUTF8: \.name), expected.sorted(byUTF8: \.name))
        XCTAssertEqual(
            entries.filter(\.isDirectory).map(\.name).sorted(), [".hidden", "dir", "dir.xml", "Écran"].sorted())
        // A path with a trailing slash lists the same.
        XCTAssertEqual(try Directory.entries(atPath: directory + "/").count, entries.count)
        XCTAssertEqual(try Directory.entries(atPath: directory + "/Écran").map(\.name), ["c.xml"])
    }

    func testDirectoryThatCannotBeListedSaysWhy() {
        XCTAssertThrowsError(try Directory.entries(atPath: directory + "/missing")) { error in
            XCTAssertEqual((error as? Directory.ListingError)?.reason, "no such file")
        }
    }

    /// `writeAll` writes a string's UTF-8 bytes, as `utf8` gives them, whatever its storage.
    func testWriteAllWritesTheStringsUTF8() throws {
        let texts = [
            "", "a", "short ascii", "Écran — 日本語 🙂", String(repeating: "long text ", count: 10_000),
            String("substring of a longer text".dropFirst(3)), "e\u{301}\u{0}\n",
        ]
        for text in texts {
            let path = directory + "/out"
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertGreaterThanOrEqual(fd, 0)
            XCTAssertEqual(FileOutputStream.writeAll(text, to: fd), 0)
            close(fd)
            XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), Array(text.utf8))
        }
    }

    func testWriteAllReportsTheError() {
        XCTAssertEqual(FileOutputStream.writeAll("x", to: -1), EBADF)
    }

    /// Changes made under the lock from many threads all count.
    func testLockedValueSeesEveryChange() {
        let counter = Locked(0)
        let seen = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                let value = counter.withLock { value in
                    value += 1
                    return value
                }
                seen.withLock { $0.append(value) }
            }
        }
        XCTAssertEqual(counter.withLock { $0 }, 8_000)
        XCTAssertEqual(seen.withLock { $0.sorted() }, Array(1...8_000))
    }

    /// Read first under the lock, then through the flag: every reader gets the
    /// one value, worked out once.
    func testComputedOnceComputesOnceForEveryReader() {
        let runs = Locked(0)
        let once = ComputedOnce { () -> [Int] in
            runs.withLock { $0 += 1 }
            return Array(0..<1_000)
        }
        let values = ResultSlots<[Int]>(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            values.set(i, once.value)
        }
        XCTAssertEqual(runs.withLock { $0 }, 1)
        XCTAssertTrue(values.take().allSatisfy { $0 == Array(0..<1_000) })
        XCTAssertEqual(once.value, Array(0..<1_000))
        XCTAssertEqual(runs.withLock { $0 }, 1)
    }

    func testResultSlotsKeepEachTasksResultInItsPlace() {
        let slots = ResultSlots<String>(count: 100)
        DispatchQueue.concurrentPerform(iterations: 100) { i in
            if i % 7 != 0 { slots.set(i, "task \(i)") }
        }
        XCTAssertEqual(slots.take(), (0..<100).map { $0 % 7 == 0 ? nil : "task \($0)" })
    }

    /// The byte order of the keys' UTF-8, as the generic comparison gives it, on
    /// strings that share long prefixes, differ in length, or are not ASCII.
    func testSortedByUTF8MatchesTheGenericComparison() {
        let prefix = String(repeating: "/tmp/benchdata/screens-2000/", count: 3)
        var strings = ["", "a", "ab", "b", "é", "e\u{301}", "\u{7F}", "\u{80}", "日本", "🙂"]
        strings += strings.map { prefix + $0 }
        strings += [String(prefix.dropLast()), prefix + "screen-0001.xml", prefix + "screen-0001.xml.bak"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let shuffled = strings.shuffled(using: &generator)
            XCTAssertEqual(
                shuffled.sorted(byUTF8: { $0 }), shuffled.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
        let entries = strings.map { Directory.Entry(name: $0, isDirectory: false) }.reversed()
        XCTAssertEqual(entries.sorted(byUTF8: \.name).map(\.name), strings.sorted(byUTF8: { $0 }))
    }
}
