import Dispatch

/// Writes the text of many findings in their order, formatted by several
/// threads: a run's report is written after every other thread is done, and
/// the text of 56,000 findings took 31 ms of a 100 MB file's 750 on one.
/// Findings are formatted a chunk per thread at a time, and the chunks then
/// written in order, so the report is the same whatever the number of threads,
/// and no more than one chunk per thread is held as text.
enum ChunkedFormatting {
    /// Findings per chunk: about 400 KB of text.
    static let chunkSize = 1024

    static func write<Item>(_ items: [Item], workers: Int, to out: inout some TextOutputStream,
                            _ format: (Item, inout String) -> Void) {
        let workers = min(workers, (items.count + chunkSize - 1) / chunkSize)
        guard workers > 1 else {
            var text = ""
            for start in stride(from: 0, to: items.count, by: chunkSize) {
                for i in start..<min(start + chunkSize, items.count) { format(items[i], &text) }
                out.write(text)
                text.removeAll(keepingCapacity: true)
            }
            return
        }
        var buffers = [String](repeating: "", count: workers)
        items.withUnsafeBufferPointer { items in
            // Read only, by every worker.
            nonisolated(unsafe) let items = items
            for roundStart in stride(from: 0, to: items.count, by: chunkSize * workers) {
                buffers.withUnsafeMutableBufferPointer { buffers in
                    // Each worker writes its own buffer only.
                    nonisolated(unsafe) let texts = buffers
                    withoutActuallyEscaping(format) { format in
                        nonisolated(unsafe) let format = format
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            // The last round may leave a worker nothing.
                            let start = min(roundStart + worker * chunkSize, items.count)
                            for i in start..<min(start + chunkSize, items.count) { format(items[i], &texts[worker]) }
                        }
                    }
                }
                for worker in 0..<workers {
                    out.write(buffers[worker])
                    buffers[worker].removeAll(keepingCapacity: true)
                }
            }
        }
    }
}
