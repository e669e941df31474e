import Foundation
import XCTest

@testable import AXAuditKit
@testable import AXAuditModel
@testable import AXAuditPlatform

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a pull request's files and links can make a run read and write
/// (issue 36): the working tree is `repo` (it holds `.git`), and `outside`
/// stands for the rest of the machine.
final class RepositoryPathsTests: TemporaryDirectoryTestCase {
    private var repo: String { directory + "/repo" }
    private var outside: String { directory + "/outside" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        for path in [repo + "/.git", repo + "/snaps", outside] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try FT.write("[core]\n\turl = https://token-SECRET@example.com/r.git\n", to: repo + "/.git/config")
        try FT.write("SECRET outside the working tree\n", to: outside + "/secret.txt")
        try FT.write(screen("Home"), to: repo + "/home.xml")
    }

    private func screen(_ name: String) -> String {
        FT.doc(
            """
            <element id="title" class="UILabel" frame="16 60 358 30" text="Welcome" accessibilityTraits="header"/>
            <element id="buy" class="UIButton" frame="16 100 358 44" text="Buy" accessibilityTraits="button"/>
            """, root: "version=\"1\" screen=\"\(name)\"")
    }

    private func link(_ target: String, at path: String) {
        XCTAssertEqual(symlink(target, repo + "/" + path), 0, path)
    }

    private func axaudit(_ arguments: [String], stdout: FileHandle? = nil) throws -> BuiltCommand.Result {
        try BuiltCommand().run(arguments, in: repo, stdout: stdout)
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: - reading through links

    func testASnapshotLinkOutOfTheTreeIsNotRead() throws {
        for target in [outside + "/secret.txt", "../.git/config", "/proc/self/environ"] {
            try? FileManager.default.removeItem(atPath: repo + "/snaps/Home.order")
            link(target, at: "snaps/Home.order")
            let result = try axaudit(["home.xml", "--order-snapshots", "snaps"])
            XCTAssertEqual(result.status, 2, target)
            XCTAssertTrue(
                result.stdout.contains(
                    "cannot read the order snapshot snaps/Home.order: a symbolic link leads out of the working tree"),
                result.stdout)
            XCTAssertFalse((result.stdout + result.stderr).contains("SECRET"), target)
        }
    }

    func testASnapshotDirectoryLinkOutOfTheTreeIsNotReadOrWritten() throws {
        try FT.write("# axaudit VoiceOver order, format 1, screen \"Home\"\n", to: outside + "/Home.order")
        link(outside, at: "linked")
        let check = try axaudit(["home.xml", "--order-snapshots", "linked"])
        XCTAssertEqual(check.status, 2, check.stdout)
        XCTAssertTrue(check.stdout.contains("a symbolic link leads out of the working tree"), check.stdout)
        let record = try axaudit(["home.xml", "--order-snapshots", "linked", "--record-order-snapshots"])
        XCTAssertEqual(record.status, 2, record.stderr)
        XCTAssertTrue(record.stderr.contains("a symbolic link leads out of the working tree"), record.stderr)
        XCTAssertEqual(
            try String(contentsOfFile: outside + "/Home.order", encoding: .utf8),
            "# axaudit VoiceOver order, format 1, screen \"Home\"\n")
    }

    func testALinkInsideTheTreeIsRead() throws {
        let recorded = try axaudit(["home.xml", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        link("snaps", at: "alias")
        let check = try axaudit(["home.xml", "--order-snapshots", "alias"])
        XCTAssertEqual(check.status, 0, check.stdout)
    }

    func testAnInputLinkOutOfTheTreeIsNotRead() throws {
        try FT.write(screen("SECRET"), to: outside + "/secret.xml")
        try FileManager.default.createDirectory(atPath: repo + "/Screens", withIntermediateDirectories: true)
        link(outside + "/secret.xml", at: "Screens/a.xml")
        let result = try axaudit(["Screens", "home.xml", "--format", "json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("cannot read the file: a symbolic link leads out of the working tree"), result.stdout
        )
        XCTAssertFalse(result.stdout.contains("SECRET"), result.stdout)
        XCTAssertTrue(result.stdout.contains("home.xml"), "the other inputs are audited")
    }

    /// A directory named on the command line that is a link out of the tree is
    /// not listed: its files' names (and, for a link to `/`, a walk of the whole
    /// machine) stay out of the run. The other inputs are audited.
    func testADirectoryLinkOutOfTheTreeIsNotListed() throws {
        try FileManager.default.createDirectory(atPath: outside + "/deeper", withIntermediateDirectories: true)
        try FT.write(screen("Away"), to: outside + "/SECRET-name.xml")
        try FT.write(#"{"type": "Application", "rect": {}}"#, to: outside + "/deeper/SECRET-page.json")
        link(outside, at: "Screens")
        let result = try axaudit(["Screens", "Screens/deeper", "home.xml", "--format", "json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("cannot read the directory: a symbolic link leads out of the working tree"),
            result.stdout)
        XCTAssertFalse((result.stdout + result.stderr).contains("SECRET"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("home.xml"), "the other inputs are audited")
    }

    /// `axaudit order FILE` reads its file as an audit does: not through a link
    /// out of the tree (the error for a file that is no screen quotes its start).
    func testOrderOfALinkOutOfTheTreeIsNotRead() throws {
        try FT.write("SECRET-TOKEN=abc\n", to: outside + "/token")
        link(outside + "/token", at: "token.xml")
        for arguments in [["order", "token.xml"], ["order", "token.xml", "--snapshot"]] {
            let result = try axaudit(arguments)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(
                result.stderr.contains(
                    "token.xml: error: cannot read the file: a symbolic link leads out of the working tree"),
                result.stderr)
            XCTAssertFalse((result.stdout + result.stderr).contains("SECRET"), result.stderr)
        }
        let inside = try axaudit(["order", "home.xml"])
        XCTAssertEqual(inside.status, 0, inside.stderr)
    }

    /// A directory search reads the first bytes of `*.json` and `*.txt` files to
    /// name the screens it passes over: never through a link out of the tree.
    func testAPassedOverLinkOutOfTheTreeIsNotRead() throws {
        try FT.write(#"{"type": "Application", "rect": {}, "label": "SECRET"}"#, to: outside + "/secret.json")
        try FT.write(#"{"type": "Application", "rect": {}}"#, to: repo + "/inside.json")
        try FileManager.default.createDirectory(atPath: repo + "/Screens", withIntermediateDirectories: true)
        try FT.write(screen("Home"), to: repo + "/Screens/home.xml")
        link(outside + "/secret.json", at: "Screens/out.json")
        link(repo + "/inside.json", at: "Screens/in.json")
        let result = try axaudit(["Screens", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("axaudit: note: not audited: Screens/in.json:"), result.stderr)
        XCTAssertFalse(result.stderr.contains("out.json"), result.stderr)
        XCTAssertFalse(result.stderr.contains("SECRET") || result.stdout.contains("SECRET"))
        // The head is read with the same refusal as a whole file.
        XCTAssertThrowsError(
            try WorkingTree(root: repo).readFile(repo + "/Screens/out.json", limit: 16, headOnly: true))
        XCTAssertEqual(
            try WorkingTree(root: repo).readFile(repo + "/Screens/in.json", limit: 9, headOnly: true),
            Array(#"{"type": "#.utf8))
    }

    func testConfigurationAndBaselineLinksOutOfTheTreeAreRefused() throws {
        try FT.write("{}", to: outside + "/config.json")
        link(outside + "/config.json", at: ".axaudit.json")
        let discovered = try axaudit(["home.xml"])
        XCTAssertEqual(discovered.status, 2, discovered.stderr)
        XCTAssertTrue(
            discovered.stderr.contains(
                ".axaudit.json: error: cannot read the configuration file: a symbolic link leads out of the working tree"
            ), discovered.stderr)
        try FileManager.default.removeItem(atPath: repo + "/.axaudit.json")
        link("../.git/config", at: "baseline.json")
        let baseline = try axaudit(["home.xml", "--baseline", "baseline.json"])
        XCTAssertEqual(baseline.status, 2)
        XCTAssertTrue(
            baseline.stderr.contains(
                "baseline.json: error: cannot read the baseline file: a symbolic link leads out of the working tree"),
            baseline.stderr)
        XCTAssertFalse(baseline.stderr.contains("SECRET"))
    }

    // MARK: - writing through links

    func testARecordingDoesNotWriteThroughALinkOutOfTheTree() throws {
        link("../../outside/profile", at: "snaps/Home.order")
        let result = try axaudit(["home.xml", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("a symbolic link leads out of the working tree"), result.stderr)
        XCTAssertFalse(exists(outside + "/profile"))
    }

    func testReportsGoThroughLinksOnlyToStreamsOrFilesInTheTree() throws {
        link(outside + "/report.sarif", at: "axaudit.sarif")
        let report = try axaudit(["home.xml", "--report", "sarif:axaudit.sarif"])
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(
            report.stderr.contains(
                "cannot write the sarif report to 'axaudit.sarif': a symbolic link leads out of the working tree"),
            report.stderr)
        XCTAssertFalse(exists(outside + "/report.sarif"))
        link(repo + "/.git/config", at: "baseline.json")
        let baseline = try axaudit(["home.xml", "--write-baseline", "baseline.json"])
        XCTAssertEqual(baseline.status, 2, baseline.stderr)
        XCTAssertTrue(
            try String(contentsOfFile: repo + "/.git/config", encoding: .utf8).contains("token-SECRET"))
        // A device and a file in the tree are written through their links.
        link("/dev/null", at: "null.json")
        link("reports/out.json", at: "out.json")
        try FileManager.default.createDirectory(atPath: repo + "/reports", withIntermediateDirectories: true)
        let allowed = try axaudit(["home.xml", "--report", "json:null.json", "--report", "json:out.json"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(exists(repo + "/reports/out.json"))
    }

    /// A committed link to a device other than `/dev/null` or a terminal
    /// (`/dev/watchdog`, `/dev/kmsg`, `/dev/port` on a runner that runs as root)
    /// is not written through: opening and writing such a device acts on the machine.
    func testReportsGoThroughLinksOnlyToTerminalsOrNullAmongDevices() throws {
        var info = stat()
        guard stat("/dev/zero", &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else {
            throw XCTSkip("no /dev/zero device")
        }
        link("/dev/zero", at: "zero.sarif")
        let report = try axaudit(["home.xml", "--report", "sarif:zero.sarif", "--report", "json:inside.json"])
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(
            report.stderr.contains(
                "cannot write the sarif report to 'zero.sarif': a symbolic link leads out of the working tree"),
            report.stderr)
        XCTAssertTrue(report.stderr.contains("to a device that is not a terminal or /dev/null"), report.stderr)
        XCTAssertTrue(exists(repo + "/inside.json"), "the other report is written")
        XCTAssertNotNil(WorkingTree(root: repo).refusalToWrite(repo + "/zero.sarif"))
        link("/dev/null", at: "null.sarif")
        XCTAssertNil(WorkingTree(root: repo).refusalToWrite(repo + "/null.sarif"))
    }

    // MARK: - one conflict check

    func testALinkIntoProcIsTheFileItNames() throws {
        let before = try String(contentsOfFile: repo + "/home.xml", encoding: .utf8)
        link("/proc/self/cwd/home.xml", at: "report.json")
        let result = try axaudit(["home.xml", "--report", "json:report.json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("would overwrite the input 'home.xml'"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: repo + "/home.xml", encoding: .utf8), before)
    }

    func testSnapshotsAreComparedWithEveryOtherPath() throws {
        // An input whose own snapshot file it is.
        try FT.write(screen("S"), to: repo + "/snaps/S.order")
        let overInput = try axaudit(["snaps/S.order", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(overInput.status, 2, overInput.stderr)
        XCTAssertTrue(
            overInput.stderr.contains("the order snapshot of snaps/S.order would overwrite the input 'snaps/S.order'"),
            overInput.stderr)
        XCTAssertEqual(try String(contentsOfFile: repo + "/snaps/S.order", encoding: .utf8), screen("S"))
        // A report written over the snapshot a check reads.
        let recorded = try axaudit(["home.xml", "--order-snapshots", "snaps", "--record-order-snapshots"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let snapshot = try String(contentsOfFile: repo + "/snaps/Home.order", encoding: .utf8)
        let overSnapshot = try axaudit(["home.xml", "--order-snapshots", "snaps", "--report", "json:snaps/Home.order"])
        XCTAssertEqual(overSnapshot.status, 2, overSnapshot.stderr)
        XCTAssertTrue(
            overSnapshot.stderr.contains("the json report would overwrite the order snapshot 'snaps/Home.order'"),
            overSnapshot.stderr)
        XCTAssertEqual(try String(contentsOfFile: repo + "/snaps/Home.order", encoding: .utf8), snapshot)
        // A recording over the baseline read.
        try FT.write(screen("B"), to: repo + "/b.xml")
        let baseline = try axaudit(["b.xml", "--write-baseline", "snaps/B.order"])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        let overBaseline = try axaudit([
            "b.xml", "--baseline", "snaps/B.order", "--order-snapshots", "snaps", "--record-order-snapshots",
        ])
        XCTAssertEqual(overBaseline.status, 2, overBaseline.stderr)
        XCTAssertTrue(overBaseline.stderr.contains("would overwrite the baseline 'snaps/B.order'"), overBaseline.stderr)
    }

    func testTwoReportsOnStandardOutputAreRefused() throws {
        let result = try axaudit(["home.xml", "--format", "text", "--format", "json", "-o", "/dev/stdout"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("the json report and the text report would both be written to '/dev/stdout'"),
            result.stderr)
        XCTAssertEqual(result.stdout, "")
        // One report there is fine.
        let one = try axaudit(["home.xml", "--format", "json", "-o", "/dev/stdout"])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertTrue(one.stdout.hasPrefix("{"), one.stdout)
    }

    func testAnEmptyOutputNameIsNamedSo() throws {
        let result = try axaudit(["home.xml", "--format", "json", "-o", ""])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("the json report has no file name (an empty path)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("is a directory"), result.stderr)
    }

    // MARK: - the working tree

    /// A current directory that was removed has no path (`getcwd` fails): the
    /// search for the working tree ends there instead of looping for ever.
    func testARemovedCurrentDirectoryDoesNotHang() throws {
        let binary = try BuiltCommand().binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout"), "no timeout(1)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"mkdir gone && cd gone && rmdir ../gone && exec /usr/bin/timeout 20 "$0" "$@""#, binary,
            repo + "/home.xml", "-q",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: repo)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "124: the run hung and was stopped")
    }

    func testTheWorkingTreeIsTheRepositoryAroundTheCurrentDirectory() throws {
        let tree = WorkingTree(root: repo)
        XCTAssertTrue(tree.contains(tree.root + "/snaps/Home.order"))
        XCTAssertTrue(tree.contains(tree.root))
        XCTAssertFalse(tree.contains(tree.root + "/.git/config"))
        XCTAssertFalse(tree.contains(tree.root + "-sibling/x"))
        XCTAssertFalse(tree.contains(FileSystem.realPath(outside)! + "/secret.txt"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repo + "/snaps"))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(WorkingTree.current().root, tree.root)
    }
}
