#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered file writer: the generator never holds a whole file in memory.
final class StreamWriter {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let flushAt = 1 << 20
    private(set) var written = 0

    init(path: String) throws(BenchError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw BenchError("cannot create \(path): \(String(cString: strerror(errno)))") }
        buffer.reserveCapacity(flushAt + 4096)
    }

    func write(_ s: String) {
        var s = s
        s.withUTF8 { buffer.append(contentsOf: $0) }
        written += s.utf8.count
        if buffer.count >= flushAt { flush() }
    }

    func flush() {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = SystemCall.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    fatalError("write failed: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() {
        flush()
        _ = SystemCall.close(fd)
    }
}
