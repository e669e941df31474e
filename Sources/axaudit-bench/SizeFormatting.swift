/// Parses `100MB`, `50KB`, `5kb`, `1.5MB`, `4096` (1 KB = 1,024 bytes).
func parseSize(_ text: String) -> Int? {
    let lower = text.lowercased()
    var number = Substring(lower)
    var unit = 1.0
    for (suffix, factor) in [
        ("gb", 1_073_741_824.0), ("mb", 1_048_576.0), ("kb", 1024.0), ("g", 1_073_741_824.0),
        ("m", 1_048_576.0), ("k", 1024.0), ("b", 1.0),
    ] where lower.hasSuffix(suffix) {
        number = lower.dropLast(suffix.count)
        unit = factor
        break
    }
    guard let value = Double(number), value > 0 else { return nil }
    return Int(value * unit)
}

func formatBytes(_ n: Int) -> String {
    let v = Double(n)
    if v >= 1_048_576 { return fmt(v / 1_048_576, 1) + " MB" }
    if v >= 1024 { return fmt(v / 1024, 1) + " KB" }
    return "\(n) B"
}

func fmt(_ v: Double, _ decimals: Int) -> String {
    var p = 1.0
    for _ in 0..<decimals { p *= 10 }
    let r = (v * p).rounded() / p
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let have = s.distance(from: dot, to: s.endIndex) - 1
        if have < decimals { s += String(repeating: "0", count: decimals - have) }
        if decimals == 0 { s = String(s[..<dot]) }
    } else if decimals > 0 {
        s += "." + String(repeating: "0", count: decimals)
    }
    return s
}
