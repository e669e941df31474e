import Dispatch

#if canImport(Darwin)
import Foundation
#endif

/// A value shared between threads, read and changed only under its lock.
///
/// The lock is Foundation's `NSLock` on Apple platforms. On Linux `NSLock`
/// lives in Foundation proper, which the command does not load (it brings
/// ICU's 40 MB library into every run; `testTheCommandDoesNotLoadFoundation`),
/// so there the lock is a libdispatch semaphore, which the run already links.
/// Not `Synchronization.Mutex`: it needs macOS 15 and iOS 18, and on Linux it
/// waits on a futex of its own that ThreadSanitizer does not see.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = PlatformLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value, with no other thread inside the lock.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

#if canImport(Darwin)
private typealias PlatformLock = NSLock
#else
private final class PlatformLock: Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func lock() { semaphore.wait() }
    func unlock() { semaphore.signal() }
}
#endif

/// One result per task of work spread over threads (`DispatchQueue.concurrentPerform`):
/// each task sets its own slot, and the caller takes them all once every task is done.
package final class ResultSlots<Value: Sendable>: Sendable {
    private let slots: Locked<[Value?]>

    package init(count: Int) {
        slots = Locked(Array(repeating: nil, count: count))
    }

    package func set(_ index: Int, _ value: Value) {
        slots.withLock { $0[index] = value }
    }

    package func take() -> [Value?] {
        slots.withLock { slots in
            defer { slots = [] }
            return slots
        }
    }
}
