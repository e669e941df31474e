import AXAuditModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hash table keyed by byte strings that are looked up straight from the
/// parser's buffer, without making a `String` first: for values that repeat
/// thousands of times in a file (class names, `inherits` lists, trait lists).
struct ByteTable<Value> {
    /// A key's bytes are `keys[start ..< start + count]`: one array for all keys, so
    /// that reading an entry retains nothing (an array per key would be retained
    /// and released at every lookup, several per element).
    private struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var value: Value
    }
    private var entries: [Entry] = []
    private var keys: [UInt8] = []
    /// Open addressing, linear probing; entry index + 1, 0 when empty.
    private var slots = [Int32](repeating: 0, count: 64)

    var count: Int { entries.count }

    /// FNV-1a over eight bytes at a time, then the bytes left.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        guard let base = bytes.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            h ^= h >> 29
            i += 8
        }
        while i < bytes.count {
            h = (h ^ UInt64(base[i])) &* 0x0000_0100_0000_01B3
            i += 1
        }
        return h ^ (h >> 32)
    }

    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let h = ByteTable.hash(bytes)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        return entries.withUnsafeBufferPointer { entries in
            keys.withUnsafeBufferPointer { keys in
                while true {
                    let slot = slots[i]
                    if slot == 0 { return nil }
                    let entry = entries[Int(slot) - 1]
                    if entry.hash == h && entry.count == bytes.count
                        && (bytes.count == 0
                            || memcmp(keys.baseAddress! + entry.start, bytes.baseAddress!, bytes.count) == 0)
                    {
                        return entry.value
                    }
                    i = (i + 1) & mask
                }
            }
        }
    }

    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Value) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let h = ByteTable.hash(bytes)
        entries.append(Entry(hash: h, start: keys.count, count: bytes.count, value: value))
        keys.append(contentsOf: bytes)
        place(Int32(entries.count), hash: h)
    }

    private mutating func place(_ slot: Int32, hash h: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = slot
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (i, entry) in entries.enumerated() { place(Int32(i + 1), hash: entry.hash) }
    }
}
