import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual exclusion lock over a pthread mutex, in place of Foundation's
/// `NSLock`. Not `Synchronization.Mutex`: on Linux that waits on a futex of
/// its own, which ThreadSanitizer does not see, so every access it guards was
/// reported as a race.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

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
