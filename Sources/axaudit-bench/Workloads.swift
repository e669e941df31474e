/// Generated files, what the bench and `generate` write.
enum Workloads {
    static func writeScreen(path: String, name: String, bytes: Int, seed: UInt64) throws(BenchError) -> (
        bytes: Int, elements: Int
    ) {
        let out = try StreamWriter(path: path)
        var generator = HierarchyGenerator(seed: seed, out: out)
        generator.screen(name: name, targetBytes: bytes)
        out.close()
        return (out.written, generator.elementCount)
    }

    static func writeShape(path: String, shape: HierarchyGenerator.Shape, count: Int) throws(BenchError) -> (
        bytes: Int, elements: Int
    ) {
        let out = try StreamWriter(path: path)
        var generator = HierarchyGenerator(seed: 1, out: out)
        generator.shape(shape, count: count)
        out.close()
        return (out.written, generator.elementCount)
    }

    /// `count` screens of about `bytes` each, in `directory`.
    static func writeScreens(directory: String, count: Int, bytes: Int, seed: UInt64) throws(BenchError) -> (
        bytes: Int, elements: Int, paths: [String]
    ) {
        var total = 0, elements = 0
        var paths: [String] = []
        let width = String(count).count
        for i in 0..<count {
            let number = String(i + 1)
            let name = "screen-" + String(repeating: "0", count: width - number.count) + number
            let path = directory + "/" + name + ".xml"
            let r = try writeScreen(path: path, name: name, bytes: bytes, seed: seed &+ UInt64(i) &* 7919)
            total += r.bytes
            elements += r.elements
            paths.append(path)
        }
        return (total, elements, paths)
    }
}
