import Dispatch
import XCTest

@testable import AXAuditPlatform

/// The platform layer's system calls, which take Swift arrays and strings, each
/// compared with the plain way of doing the same thing: what the file holds,
/// what `FileManager` and `/proc` say.
final class SystemCallTests: TemporaryDirectoryTestCase {
    private func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    }

    /// A pipe hands over at most its capacity (64 KB on Linux) per read, so
    /// 200 KB take several reads: the rest after the first short one is read
    /// into a chunk of its own and copied into place.
    func testReadFullyFillsTheBufferAcrossShortReads() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let written = pattern(200 * 1024)
        let writeEnd = ends[1]
        let writer = Thread {
            for start in stride(from: 0, to: written.count, by: 10_000) {
                let piece = Array(written[start..<min(start + 10_000, written.count)])
                XCTAssertEqual(write(writeEnd, piece, piece.count), piece.count)
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        var buffer = [UInt8](repeating: 0, count: written.count)
        XCTAssertEqual(try InputFile.readFully(ends[0], into: &buffer), written.count)
        XCTAssertEqual(buffer, written)
        // Ended: nothing more, and the buffer is left as it was.
        XCTAssertEqual(try InputFile.readFully(ends[0], into: &buffer), 0)
        XCTAssertEqual(buffer, written)
    }

    /// `count` fills only the start of the buffer; the end of the file stops a read short.
    func testReadFullyFillsOnlyTheCountAsked() throws {
        let bytes = pattern(5_000)
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/in"))
        let (fd, size) = try InputFile.openRegular(path: directory + "/in")
        defer { close(fd) }
        XCTAssertEqual(size, 5_000)
        var buffer = [UInt8](repeating: 0xAA, count: 4_096)
        XCTAssertEqual(try InputFile.readFully(fd, into: &buffer, count: 1_000), 1_000)
        XCTAssertEqual(buffer, Array(bytes[0..<1_000]) + [UInt8](repeating: 0xAA, count: 3_096))
        XCTAssertEqual(try InputFile.readFully(fd, into: &buffer), 4_000)
        XCTAssertEqual(Array(buffer[0..<4_000]), Array(bytes[1_000...]))
        XCTAssertEqual(try InputFile.readFully(fd, into: &buffer), 0)
    }

    /// Reads at an offset match the file's bytes there, short at its end, and
    /// leave the descriptor's own offset where it was.
    func testReadAtAnOffsetMatchesTheFile() throws {
        let bytes = pattern(300 * 1024 + 17)
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/in"))
        let (fd, _) = try InputFile.openRegular(path: directory + "/in")
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        for (offset, count) in [(0, 10), (1, 256 * 1024), (70_000, 100_000), (bytes.count - 5, 100), (bytes.count, 10)]
        {
            let got = try InputFile.read(fd, at: offset, into: &buffer, count: count)
            let expected = Array(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
            XCTAssertEqual(got, expected.count, "at \(offset)")
            XCTAssertEqual(Array(buffer[0..<got]), expected, "at \(offset)")
        }
        XCTAssertEqual(lseek(fd, 0, SEEK_CUR), 0)
    }

    func testReadErrorsAreToldInWords() throws {
        var buffer = [UInt8](repeating: 0, count: 16)
        XCTAssertThrowsError(try InputFile.readFully(-1, into: &buffer)) { error in
            XCTAssertEqual((error as? InputError)?.message, "cannot read the file: Bad file descriptor")
        }
        XCTAssertThrowsError(try InputFile.read(-1, at: 4, into: &buffer)) { error in
            XCTAssertEqual((error as? InputError)?.message, "cannot read the file: Bad file descriptor")
        }
        XCTAssertNil(FileSystem.firstBytes(of: directory + "/missing", count: 4))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory + "/three"))
        XCTAssertEqual(FileSystem.firstBytes(of: directory + "/three", count: 2), [1, 2])
        XCTAssertEqual(FileSystem.firstBytes(of: directory + "/three", count: 8), [1, 2, 3])
    }

    /// The C string handed to the system holds the name's bytes, also those
    /// that are not UTF-8 (kept in the String as escapes), and a NUL.
    func testCStringHoldsTheNamesBytes() throws {
        for bytes: [UInt8] in [
            [], Array("a.xml".utf8), Array("Écran 🙂.xml".utf8), [0x61, 0xFF, 0x2E], [0xC3, 0x28, 0xF4, 0x90],
        ] {
            let name = PathName.string(fromBytes: bytes)
            XCTAssertEqual(PathName.cString(name).map { UInt8(truncatingIfNeeded: $0) }, bytes + [0])
            XCTAssertEqual(PathName.string(fromCString: PathName.cString(name) + [0x41, 0]), name)
        }
        #if !canImport(Darwin)
        let name = PathName.string(fromBytes: Array("caf".utf8) + [0xE9])
        let fd = open(PathName.cString(directory + "/" + name), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
        XCTAssertEqual(try Directory.entries(atPath: directory).map(\.name), [name])
        XCTAssertEqual(FileSystem.status(directory + "/" + name)?.kind, .regular)
        #endif
    }

    /// Deeper than PATH_MAX, the current directory still comes whole (the
    /// buffer grows, as `getcwd(NULL, 0)` would), and `realPath` agrees with
    /// Foundation's resolution of links.
    func testCurrentDirectoryAndRealPathMatchFoundation() throws {
        let fm = FileManager.default
        let real = try XCTUnwrap(FileSystem.realPath(directory))
        XCTAssertEqual(real, URL(fileURLWithPath: directory).resolvingSymlinksInPath().path)
        XCTAssertEqual(symlink(directory, directory + "/link"), 0)
        XCTAssertEqual(FileSystem.realPath(directory + "/link/."), real)
        XCTAssertNil(FileSystem.realPath(directory + "/missing/x"))

        let previous = fm.currentDirectoryPath
        defer { _ = fm.changeCurrentDirectoryPath(previous) }
        XCTAssertTrue(fm.changeCurrentDirectoryPath(directory + "/link"))
        XCTAssertEqual(FileSystem.currentDirectory(), real)
        let part = String(repeating: "d", count: 200)
        var expected = real
        for _ in 0..<(Int(PATH_MAX) / 200 + 2) {
            XCTAssertEqual(mkdir(part, 0o755), 0)
            XCTAssertTrue(fm.changeCurrentDirectoryPath(part))
            expected += "/" + part
        }
        XCTAssertGreaterThan(expected.utf8.count, Int(PATH_MAX))
        XCTAssertEqual(FileSystem.currentDirectory(), expected)
    }

    /// The arguments keep their bytes: on Linux as the kernel lists them in `/proc/self/cmdline`.
    func testCommandLineArgumentsAreTheProcessArguments() throws {
        #if os(Linux)
        let listed = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))
        let expected = listed.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            PathName.string(fromBytes: Array($0))
        }
        XCTAssertEqual(PathName.commandLineArguments, expected)
        #else
        XCTAssertEqual(PathName.commandLineArguments, CommandLine.arguments)
        #endif
        XCTAssertFalse(PathName.commandLineArguments.isEmpty)
    }

    /// Listed names are `FileManager`'s, also the long, the odd and the decomposed.
    func testDirectoryListsUnusualNamesAsFileManagerDoes() throws {
        let names = [
            String(repeating: "n", count: 255), String(repeating: "é", count: 127), "-leading dash", " spaces ",
            "line\nbreak", "tab\there", "back\\slash", "quote\"'", "\u{7F}del", "e\u{301}", "日本語.xml", "🙂",
            "...", ".. x", "a", String(repeating: "🙂", count: 63),
        ]
        for name in names {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()), name)
        }
        let listed = try Directory.entries(atPath: directory).map(\.name)
        XCTAssertEqual(listed.sorted(), try FileManager.default.contentsOfDirectory(atPath: directory).sorted())
        XCTAssertEqual(Set(listed), Set(names))
    }

    /// Report text written through the generic stream API reaches a file as it
    /// reaches a String, also past the 256 KB block.
    func testFileOutputStreamWritesWhatAStringStreamGets() throws {
        func emit<Stream: TextOutputStream>(to stream: inout Stream) {
            for i in 0..<5_000 {
                stream.write("line \(i) — é🙂\n")
                FileOutputStream.write(
                    utf8: Array("bytes \(i) ".utf8) + pattern(i % 97).map { $0 % 26 + 65 }, to: &stream)
            }
        }
        var text = ""
        emit(to: &text)
        XCTAssertGreaterThan(text.utf8.count, 256 * 1024)
        try AtomicFile.write(to: directory + "/out.txt") { emit(to: &$0) }
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/out.txt"))), Array(text.utf8))
    }
    /// A pipe its other end made non-blocking (as a CI runner may leave standard
    /// output or input) says "try again" when it is full or empty: the report
    /// waits for room and standard input for bytes, instead of failing after the
    /// first 64 KB.
    func testNonBlockingPipesAreWaitedFor() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        for end in ends { XCTAssertEqual(fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK), 0) }
        let written = pattern(1 << 20)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let writer = Thread {
            let output = FileOutputStream(fd: writeEnd)
            usleep(100_000)
            output.write(String(decoding: written.map { $0 % 26 + 65 }, as: UTF8.self))
            do { try output.finish() } catch { XCTFail("the report was not written: \(error)") }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        var buffer = [UInt8](repeating: 0, count: written.count + 1)
        XCTAssertEqual(try InputFile.readFully(readEnd, into: &buffer), written.count)
        XCTAssertTrue(buffer.prefix(written.count).elementsEqual(written.lazy.map { $0 % 26 + 65 }))
    }
}
