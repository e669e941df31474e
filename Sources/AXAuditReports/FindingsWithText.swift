import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
import Dispatch

/// A file's findings, each with its text, in order: what every reporter walks.
///
/// A rule's finding writes its message, fix and element path only when asked
/// (see `Finding`), so that an audit does not hold the text of all its findings
/// at once. Here text still to be written is written a block at a time, the
/// block shared out among `jobs` threads: a large file's findings take long to
/// write on one thread, while the rules that found them ran on every core. Text
/// already written, or with one thread to write it, is read finding by finding.
public struct FindingsWithText: Sequence {
    private let findings: [Finding]
    private let jobs: Int

    /// Blocks this large keep the threads busy and the written text small.
    static let blockSize = 1_024

    public init(_ findings: [Finding], jobs: Int = 1) {
        self.findings = findings
        self.jobs = Swift.max(1, jobs)
    }

    public func makeIterator() -> Iterator { Iterator(findings: findings, jobs: jobs) }

    public struct Iterator: IteratorProtocol {
        private let findings: [Finding]
        private let jobs: Int
        private var block: [FindingText] = []
        private var blockStart = 0
        private var position = 0

        fileprivate init(findings: [Finding], jobs: Int) {
            self.findings = findings
            self.jobs = jobs
        }

        public mutating func next() -> (finding: Finding, text: FindingText)? {
            guard position < findings.count else { return nil }
            defer { position += 1 }
            let finding = findings[position]
            // Text already written, or one thread to write it: read as it comes, no block kept.
            guard jobs > 1, finding.isDeferred else { return (finding, finding.rendered()) }
            if position >= blockStart + block.count {
                blockStart = position
                let end = Swift.min(position + FindingsWithText.blockSize, findings.count)
                block = Self.texts(of: findings[position..<end], jobs: jobs)
            }
            return (finding, block[position - blockStart])
        }

        private static func texts(of slice: ArraySlice<Finding>, jobs: Int) -> [FindingText] {
            // Written text is only read: no thread to wake for it.
            guard jobs > 1, slice.count > 1, slice.contains(where: \.isDeferred) else {
                return slice.map { $0.rendered() }
            }
            let count = slice.count
            let start = slice.startIndex
            let workers = Swift.min(jobs, count)
            // Each worker writes one stripe of the slice; the stripes are then interleaved back.
            let stripes = ResultSlots<[FindingText]>(count: workers)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                stripes.set(worker, stride(from: worker, to: count, by: workers).map { slice[start + $0].rendered() })
            }
            let written = stripes.take().map { $0 ?? [] }
            return (0..<count).map { k in written[k % workers][k / workers] }
        }
    }
}
