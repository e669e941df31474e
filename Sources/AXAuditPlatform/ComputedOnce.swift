/// A value worked out by whoever asks for it first; threads asking meanwhile
/// wait for it. (A lock on every read rather than an atomic flag: `Atomic`
/// needs macOS 15 and iOS 18, and readers take the value once per rule.)
public final class ComputedOnce<Value: Sendable>: Sendable {
    private let state: Locked<State>

    private enum State {
        case pending(@Sendable () -> Value)
        case computed(Value)
    }

    package init(_ compute: @escaping @Sendable () -> Value) {
        state = Locked(.pending(compute))
    }

    public var value: Value {
        state.withLock { state in
            switch state {
            case .computed(let value):
                return value
            case .pending(let compute):
                // The work is let go once done: it may hold large inputs.
                let value = compute()
                state = .computed(value)
                return value
            }
        }
    }
}
