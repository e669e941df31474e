import AXAuditModel

/// Points (where VoiceOver's double tap lands on each control) sorted along one
/// axis, to ask which of them lie in a rectangle: a control covers another
/// where it covers that point, so each control asks for the points in its own
/// frame rather than for every frame that overlaps it. The axis is the one
/// along which the frames asked about hold fewer points.
struct CentreIndex {
    let acrossX: Bool
    /// Positions in the points given, by their coordinate on the axis.
    let order: [Int]
    private let coordinates: [Double]

    init(_ points: [Point], askedBy frames: [Rect]) {
        acrossX =
            CentreIndex.pointsInside(frames, points, x: true) < CentreIndex.pointsInside(frames, points, x: false)
        let across = acrossX
        order = points.indices.sorted { a, b in
            let (ca, cb) = (CentreIndex.coordinate(points[a], across), CentreIndex.coordinate(points[b], across))
            return ca != cb ? ca < cb : a < b
        }
        coordinates = order.map { CentreIndex.coordinate(points[$0], across) }
    }

    static func coordinate(_ p: Point, _ x: Bool) -> Double { x ? p.x : p.y }
    static func extent(_ r: Rect, _ x: Bool) -> (low: Double, high: Double) {
        x ? (r.minX, r.maxX) : (r.minY, r.maxY)
    }

    /// How many (frame, point) pairs lie within each other along the axis.
    static func pointsInside(_ frames: [Rect], _ points: [Point], x: Bool) -> Int {
        let sorted = points.map { coordinate($0, x) }.sorted()
        return frames.reduce(0) { total, frame in
            let (low, high) = extent(frame, x)
            return total + firstPosition(after: high, in: sorted) - firstPosition(atLeast: low, in: sorted)
        }
    }

    /// The first position in `sorted` whose value is at least `v`.
    static func firstPosition(atLeast v: Double, in sorted: [Double]) -> Int {
        var (lo, hi) = (0, sorted.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The first position in `sorted` whose value is above `v`.
    static func firstPosition(after v: Double, in sorted: [Double]) -> Int {
        var (lo, hi) = (0, sorted.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] <= v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Calls `body` with each point (a position in the points given) that lies
    /// within `rect` along the axis, in the order along it; stops when `body`
    /// returns false.
    func forEachPoint(in rect: Rect, _ body: (Int) -> Bool) {
        let (low, high) = CentreIndex.extent(rect, acrossX)
        var k = CentreIndex.firstPosition(atLeast: low, in: coordinates)
        while k < coordinates.count && coordinates[k] <= high {
            if !body(order[k]) { return }
            k += 1
        }
    }
}
