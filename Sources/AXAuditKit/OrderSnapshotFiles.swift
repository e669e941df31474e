#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--order-snapshots DIR` and `--record-order-snapshots`: where each screen's
/// recorded VoiceOver order is, and whether this run checks or records it.
public struct OrderSnapshotOptions: Sendable, Equatable {
    public var directory: String
    /// Record (write new and changed snapshots) instead of checking.
    public var record: Bool

    public init(directory: String, record: Bool = false) {
        self.directory = directory
        self.record = record
    }

    /// `DIR/<file name>` for a screen (`OrderSnapshot.fileName(of:path:)`).
    public func path(for hierarchy: Hierarchy, inputPath: String) -> String {
        let name = OrderSnapshot.fileName(of: hierarchy, path: inputPath)
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// Reading and writing snapshot files.
public enum OrderSnapshotFiles {
    public enum ReadResult: Equatable {
        case text(String)
        case missing
        case unreadable(String)
    }

    /// The largest snapshot read for a screen of `elements` elements: a stop
    /// line per element at most, each given far more room than a real one
    /// needs, plus a megabyte. A larger file is refused before it is kept whole,
    /// compared or shown.
    public static func sizeLimit(elements: Int) -> Int {
        (1 << 20) + max(0, elements) * (8 << 10)
    }

    /// A link located in the working tree is followed only to a file in it (`WorkingTree`).
    public static func read(_ path: String, limit: Int) -> ReadResult {
        let data: Data
        do {
            data = try Data(WorkingTree.current().readFile(path, limit: limit))
        } catch .missing {
            return .missing
        } catch {
            return .unreadable(error.reason)
        }
        guard let text = String(validatingUTF8: data) else { return .unreadable("not UTF-8 text") }
        return .text(text)
    }

    /// A snapshot file recording wrote, and whether it was new or changed.
    public struct Written: Sendable, Equatable {
        public var path: String
        public var status: OrderSnapshotRecord.Status
    }

    /// What recording wrote, and what it could not.
    public struct Recording: Sendable, Equatable {
        /// In the run's order.
        public var written: [Written] = []
        public var unchanged = 0
        /// Screens not recorded because an earlier screen of the run has the same
        /// snapshot file with another order: "input: reason".
        public var conflicts: [String] = []
        /// Files that could not be written: "path: reason".
        public var errors: [String] = []
    }

    /// Writes each screen's new or changed snapshot (atomically), creating the
    /// directory if needed. Two screens of the run with the same snapshot file
    /// and different orders: the first in the run's order is recorded, the
    /// other reported as a conflict, never written over it.
    public static func record(_ run: AuditRun, in directory: String) -> Recording {
        var recording = Recording()
        var firstInput: [String: (input: String, text: String)] = [:]
        if let refusal = WorkingTree.current().refusalToRead(directory) {
            recording.errors.append("\(directory): \(refusal)")
            return recording
        }
        var isDirectory = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory else {
                recording.errors.append("\(directory): not a directory")
                return recording
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                recording.errors.append("\(directory): cannot create the directory")
                return recording
            }
        }
        for file in run.files {
            guard let snapshot = file.orderSnapshot else { continue }
            if let first = firstInput[snapshot.path] {
                if first.text != snapshot.text {
                    recording.conflicts.append(
                        "\(file.path): not recorded: \(first.input) has the same snapshot file \(snapshot.path) with another order (give one of the screens another name)"
                    )
                }
                continue
            }
            firstInput[snapshot.path] = (file.path, snapshot.text)
            guard snapshot.status != .unchanged else {
                recording.unchanged += 1
                continue
            }
            do {
                try AtomicFile.write(snapshot.text, to: snapshot.path)
                recording.written.append(Written(path: snapshot.path, status: snapshot.status))
            } catch {
                recording.errors.append("\(snapshot.path): \(error)")
            }
        }
        return recording
    }
}
