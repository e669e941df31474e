/// Where each badge goes: at its stop's center, unless a badge already placed
/// lies within a badge's width of it; then at the first free place on rings
/// around the center, one badge's width apart. Placed badges are kept in a grid
/// of cells one badge wide, so each candidate is checked against its neighbours
/// only, whatever the number of stops.
enum BadgePlacement {
    static func apart(_ centers: [(Double, Double)], radius: Double) -> [(Double, Double)] {
        guard radius > 0 else { return centers }
        let width = 2 * radius, gap = width * 1.05
        struct Cell: Hashable {
            var x: Int
            var y: Int
        }
        func cell(_ p: (Double, Double)) -> Cell {
            Cell(x: Int((p.0 / width).rounded(.down)), y: Int((p.1 / width).rounded(.down)))
        }
        var grid: [Cell: [(Double, Double)]] = [:]
        func isFree(_ p: (Double, Double)) -> Bool {
            let c = cell(p)
            for dx in -1...1 {
                for dy in -1...1 {
                    for q in grid[Cell(x: c.x + dx, y: c.y + dy)] ?? []
                    where (q.0 - p.0) * (q.0 - p.0) + (q.1 - p.1) * (q.1 - p.1) < width * width {
                        return false
                    }
                }
            }
            return true
        }
        // Right, below, left, above, then the diagonals, on up to three rings.
        let directions: [(Double, Double)] = [
            (1, 0), (0, 1), (-1, 0), (0, -1), (0.7071, 0.7071), (-0.7071, 0.7071), (-0.7071, -0.7071),
            (0.7071, -0.7071),
        ]
        var placed: [(Double, Double)] = []
        placed.reserveCapacity(centers.count)
        for center in centers {
            var chosen = center
            if !isFree(center) {
                search: for ring in 1...3 {
                    for d in directions {
                        let p = (center.0 + d.0 * gap * Double(ring), center.1 + d.1 * gap * Double(ring))
                        if isFree(p) {
                            chosen = p
                            break search
                        }
                    }
                }
            }
            grid[cell(chosen), default: []].append(chosen)
            placed.append(chosen)
        }
        return placed
    }
}
