import Synchronization

/// A value worked out by whoever asks for it first; threads asking meanwhile
/// wait for it, and later ones read it without taking a lock (rules read an
/// order's stops element by element).
public final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let ready = Atomic<Bool>(false)
    /// Written once, under `pending`'s lock, before `ready` is set.
    @usableFromInline var computed: Value?
    /// The work still to do, let go once done: it may hold large inputs.
    private let pending: Locked<(@Sendable () -> Value)?>

    package init(_ compute: @escaping @Sendable () -> Value) {
        pending = Locked(compute)
    }

    /// Inlinable, so that each reader gets a version for its own `Value`.
    @inlinable public var value: Value {
        // Set (releasing) only after `computed` is written, so reading it after
        // seeing the flag (acquiring) needs no lock.
        if ready.load(ordering: .acquiring) { return computed! }
        return computeOnce()
    }

    @usableFromInline func computeOnce() -> Value {
        pending.withLock { compute in
            if let work = compute {
                computed = work()
                compute = nil
                ready.store(true, ordering: .releasing)
            }
            return computed!
        }
    }
}
