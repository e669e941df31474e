import AXAuditModel
import AXAuditPlatform

/// A table about one screen that several rules read: what each labelled stop
/// leaves out, say, which two rules split between them. It is declared where
/// those rules are, and worked out by `AuditContext.table(_:)` the first time a
/// rule of the screen asks; every other rule of that screen, on whichever
/// worker, gets the same value. The engine knows the table only by its type.
public protocol ScreenTable: Sendable {
    /// The table of the context's screen.
    init(_ context: AuditContext)
}

extension AuditContext {
    /// The screen's `T`, worked out at most once per screen (per context and
    /// its copies): rules that ask meanwhile on other workers wait for it.
    public func table<T: ScreenTable>(_ type: T.Type) -> T {
        tables.value(type, of: self)
    }
}

/// The screen tables of one screen, by type.
final class ScreenTableSlots: Sendable {
    private let slots = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The lock is held only to find or make the table's slot, not while the
    /// table is worked out: a table may ask for another one, and different
    /// tables are worked out side by side.
    func value<T: ScreenTable>(_ type: T.Type, of context: AuditContext) -> T {
        let slot = slots.withLock { slots in
            if let slot = slots[ObjectIdentifier(type)] as? ComputedOnce<T> { return slot }
            // The slot lets its work (and so `context`, which holds the slots) go once done.
            let slot = ComputedOnce { T(context) }
            slots[ObjectIdentifier(type)] = slot
            return slot
        }
        return slot.value
    }
}
