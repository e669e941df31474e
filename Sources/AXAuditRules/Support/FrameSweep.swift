import AXAuditModel

/// Pairs of frames whose extents overlap on one axis, found by sweeping along
/// the axis where fewer pairs overlap: controls stacked in rows overlap little
/// from top to bottom, tall ones side by side little from left to right, and
/// a sweep along the wrong one compares every pair.
struct FrameSweep {
    /// The frames' positions in the order of the sweep (by their low edge on its axis).
    let order: [Int]
    let acrossX: Bool
    let frames: [Rect]

    init(_ frames: [Rect]) {
        self.frames = frames
        acrossX = FrameSweep.pairCount(frames, x: true) < FrameSweep.pairCount(frames, x: false)
        let across = acrossX
        order = frames.indices.sorted { a, b in
            let (la, lb) = (FrameSweep.low(frames[a], across), FrameSweep.low(frames[b], across))
            return la != lb ? la < lb : a < b
        }
    }

    static func low(_ r: Rect, _ x: Bool) -> Double { x ? r.minX : r.minY }
    static func high(_ r: Rect, _ x: Bool) -> Double { x ? r.maxX : r.maxY }

    /// How many pairs a sweep along the axis compares: for each frame, the
    /// frames whose low edge lies in its extent (counted by binary search).
    static func pairCount(_ frames: [Rect], x: Bool) -> Int {
        let lows = frames.map { low($0, x) }.sorted()
        func countBelow(_ v: Double) -> Int {
            var (lo, hi) = (0, lows.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if lows[mid] < v { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        return frames.reduce(0) { $0 + countBelow(high($1, x)) - countBelow(low($1, x)) }
    }

    /// Calls `body` with each pair (positions in `frames`) whose extents overlap
    /// on the sweep's axis, the earlier in the sweep first; stops when it returns false.
    func forEachPair(_ body: (Int, Int) -> Bool) {
        for (k, a) in order.enumerated() {
            let end = FrameSweep.high(frames[a], acrossX)
            for b in order[(k + 1)...] {
                // Only frames that start before this one's end can overlap it.
                if FrameSweep.low(frames[b], acrossX) >= end { break }
                if !body(a, b) { return }
            }
        }
    }
}
