/// The wireframe of one screen as inline SVG: every framed element as an
/// outlined box at scale (text clipped to its box, images as crossed boxes with
/// their label), findings outlined in their severity's color, and VoiceOver's
/// path: a line through the stops' centers and a numbered badge on each stop.
///
/// Frames are screen coordinates, so a right-to-left screen is drawn as it is;
/// only text alignment follows each element's layout direction. Stroke widths,
/// badge and font sizes scale with the viewBox, so a long screen of thousands
/// of elements stays legible when zoomed.
struct HTMLScreenDrawing {
    let hierarchy: Hierarchy
    let order: VoiceOverOrder
    let findings: [Finding]

    func write(to out: inout some TextOutputStream) {
        let box = viewBox()
        // One "unit": about a point on a phone-sized screen.
        let u = max(min(box.width, box.height), 1) / 400
        let rightToLeft = VoiceOverOrder.directions(hierarchy)
        let elements = hierarchy.elements

        // A long screen (a scrolled list) is drawn at the column's width and scrolls;
        // a phone-shaped one fits the window.
        let tall = box.height > 3 * box.width
        out.write("<svg class=\"screen\(tall ? " tall" : "")\" viewBox=\"\(f(box.x)) \(f(box.y)) \(f(box.width)) \(f(box.height))\"")
        out.write(" preserveAspectRatio=\"xMidYMin meet\" role=\"img\" aria-label=\"Wireframe of the screen with VoiceOver's path\">")
        out.write("<rect class=\"bg\"")
        writeBox(box, into: &out)
        out.write(" fill=\"#fff\"/>")

        // Elements in document order: children over their parents.
        out.write("<g class=\"elements\" stroke-width=\"\(f(0.8 * u))\">")
        var paths = EscapedPaths(hierarchy)
        for i in 1..<max(elements.count, 1) {
            guard let frame = elements[i].frame else { continue }
            element(Element.Index(i), frame: frame, u: u, rightToLeft: rightToLeft[i], paths: &paths, into: &out)
        }
        out.write("</g>")

        // Findings: errors drawn last so they sit on top; several findings on one element nest outwards.
        out.write("<g class=\"findings\" stroke-width=\"\(f(2.5 * u))\">")
        var perElement: [Element.Index: Int] = [:]
        let drawOrder = findings.indices.sorted { (findings[$0].severity, $0) < (findings[$1].severity, $1) }
        var nth = [Int](repeating: 0, count: findings.count)
        for i in findings.indices {
            let e = findings[i].element.index
            nth[i] = perElement[e, default: 0]
            perElement[e, default: 0] += 1
        }
        for i in drawOrder {
            let finding = findings[i]
            let e = finding.element.index
            guard Int(e) < elements.count else { continue }
            let r = frame(of: e)
            let grow = Double(nth[i]) * 3.5 * u
            out.write("<rect class=\"finding sev-\(finding.severity.rawValue)\" data-element=\"\(e)\" data-finding=\"\(i)\"")
            writeBox(Rect(x: r.x - grow, y: r.y - grow, width: r.width + 2 * grow, height: r.height + 2 * grow), into: &out)
            out.write("/>")
        }
        out.write("</g>")

        // VoiceOver's path and badges.
        let centers = order.stops.map { stop -> (Double, Double) in
            let r = frame(of: stop)
            return (r.x + r.width / 2, r.y + r.height / 2)
        }
        if centers.count > 1 {
            out.write("<polyline class=\"path\" stroke-width=\"\(f(2.2 * u))\" points=\"")
            for (k, c) in centers.enumerated() {
                if k > 0 { out.write(" ") }
                out.write(f(c.0))
                out.write(",")
                out.write(f(c.1))
            }
            out.write("\"/>")
        }
        let radius = badgeRadius(u: u)
        out.write("<g class=\"badges\" stroke-width=\"\(f(0.6 * u))\" font-size=\"\(f(radius * 1.15))\">")
        for (k, stop) in order.stops.enumerated() {
            let number = k + 1
            let c = centers[k]
            out.write("<g class=\"badge\" data-element=\"\(stop)\" data-stop=\"\(number)\">")
            out.write("<circle cx=\"\(f(c.0))\" cy=\"\(f(c.1))\" r=\"\(f(radius))\"/>")
            out.write("<text x=\"\(f(c.0))\" y=\"\(f(c.1))\"")
            if number >= 100 { out.write(" font-size=\"\(f(radius * (number >= 1000 ? 0.62 : 0.8)))\"") }
            out.write(">\(number)</text></g>")
        }
        out.write("</g></svg>")
    }

    // MARK: - Elements

    private func element(_ index: Element.Index, frame r: Rect, u: Double, rightToLeft: Bool, paths: inout EscapedPaths,
                         into out: inout some TextOutputStream) {
        let e = hierarchy[index]
        let position = order.position(of: index)
        out.write("<g class=\"el")
        out.write(HTMLScreenDrawing.roleClasses(e.roles))
        if order.hidden[Int(index)] {
            out.write(" hidden")
        } else if order.insideElement[Int(index)] {
            out.write(" inner")
        } else if position != nil {
            out.write(" stop")
        }
        out.write("\" data-element=\"")
        out.write(String(index))
        out.write("\"><title>")
        writeTooltip(e, index, position: position, path: paths.path(of: index), into: &out)
        out.write("</title><rect")
        writeBox(r, into: &out)
        out.write("/>")

        if e.roles.contains(.image) {
            out.write("<path class=\"cross\" d=\"M\(f(r.x)) \(f(r.y))L\(f(r.maxX)) \(f(r.maxY))M\(f(r.maxX)) \(f(r.y))L\(f(r.x)) \(f(r.maxY))\"/>")
            let label = e.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
            let size = min(9 * u, r.height * 0.3, max(r.width, 1) / 4)
            if size > 0.5 * u {
                openClip(r, into: &out)
                    out.write("<text\(label == nil ? " class=\"nolabel\"" : "") x=\"\(f(r.width / 2))\" y=\"\(f(r.height / 2 + size * 0.35))\"")
                    out.write(" font-size=\"\(f(size))\" text-anchor=\"middle\">")
                    HTMLEscaping.write(label.map(TextReporter.oneLine) ?? "no label", to: &out)
                    out.write("</text></svg>")
            }
        } else if let text = e.text, !text.isEmpty, e.roles.contains(.text) || e.roles.contains(.control) {
            let size = min((e.fontSize ?? 15) * 0.75, r.height * 0.7)
            if size > 0.5 * u {
                let pad = min(size * 0.3, r.width / 4)
                openClip(r, into: &out)
                    out.write("<text x=\"\(f(rightToLeft ? r.width - pad : pad))\" y=\"\(f(r.height / 2 + size * 0.35))\"")
                    out.write(" font-size=\"\(f(size))\"\(rightToLeft ? " text-anchor=\"end\"" : "")>")
                    HTMLEscaping.write(TextReporter.oneLine(text), to: &out)
                    out.write("</text></svg>")
            }
        }
        out.write("</g>")
    }

    /// A nested viewport clips its content to the element's box (lighter than a clipPath
    /// per element); the caller writes the content and closes it with `</svg>`.
    private func openClip(_ r: Rect, into out: inout some TextOutputStream) {
        out.write("<svg")
        writeBox(r, into: &out)
        out.write(">")
    }

    /// ` x="…" y="…" width="…" height="…"`, the most written text of a drawing,
    /// written in pieces: a new interpolated string for every box (with the class
    /// list, built the same way) cost about a tenth of a large run.
    private func writeBox(_ r: Rect, into out: inout some TextOutputStream) {
        out.write(" x=\"")
        out.write(f(r.x))
        out.write("\" y=\"")
        out.write(f(r.y))
        out.write("\" width=\"")
        out.write(f(r.width))
        out.write("\" height=\"")
        out.write(f(r.height))
        out.write("\"")
    }

    /// ` role-card role-cell`: the class names of the roles, spelled once per combination.
    private static func roleClasses(_ roles: Roles) -> String {
        Int(roles.rawValue) < roleClassNames.count ? roleClassNames[Int(roles.rawValue)] : describeRoleClasses(roles)
    }

    private static let roleClassNames: [String] = (0..<128).map { describeRoleClasses(Roles(rawValue: UInt8($0))) }

    private static func describeRoleClasses(_ roles: Roles) -> String {
        Roles.names.filter { roles.contains($0.1) }.map { " role-" + $0.0 }.joined()
    }

    /// The element's tooltip, escaped part by part (escaping goes scalar by scalar,
    /// so that is the escaped whole without building it).
    private func writeTooltip(_ e: Element, _ index: Element.Index, position: Int?, path escapedPath: String,
                              into out: inout some TextOutputStream) {
        HTMLEscaping.write(e.className, to: &out)
        out.write(" (")
        HTMLEscaping.write(e.roles.description, to: &out)
        out.write(") ")
        out.write(escapedPath)
        if let position {
            out.write("\nVoiceOver stop \(position + 1): ")
            HTMLScreenDrawing.writeSpoken(e, into: &out)
        } else if order.hidden[Int(index)] {
            out.write("\nhidden from VoiceOver")
        } else if order.insideElement[Int(index)] {
            out.write("\ninside an accessibility element: not reached")
        }
    }

    /// What VoiceOver says at a stop (label, value, traits), escaped.
    static func writeSpoken(_ e: Element, into out: inout some TextOutputStream) {
        if let label = e.spokenLabel, !label.isEmpty { HTMLEscaping.write(label, to: &out) } else { out.write("(no label)") }
        if let value = e.accessibilityValue, !value.isEmpty {
            out.write(", ")
            HTMLEscaping.write(value, to: &out)
        }
        if !e.traits.isEmpty {
            out.write(", ")
            HTMLEscaping.write(e.traits.description, to: &out)
        }
    }

    // MARK: - Geometry

    /// The screen size, else the bounds of all frames.
    func viewBox() -> Rect {
        if let size = hierarchy.screenSize, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite {
            return Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        var union: Rect?
        for e in hierarchy.elements.dropFirst() {
            if let frame = e.frame { union = union.map { $0.union(frame) } ?? frame }
        }
        guard let bounds = union else { return Rect(x: 0, y: 0, width: 100, height: 100) }
        return Rect(x: bounds.x, y: bounds.y, width: max(bounds.width, 1), height: max(bounds.height, 1))
    }

    /// An element's frame, else the union of its visible descendants' (as the order sorts it), else its ancestor's.
    private func frame(of index: Element.Index) -> Rect {
        VoiceOverOrder.sortFrame(of: index, hierarchy, hidden: order.hidden)
    }

    /// Badges fit the typical stop, within limits tied to the viewBox.
    private func badgeRadius(u: Double) -> Double {
        let sides = order.stops.map { stop -> Double in
            let r = frame(of: stop)
            return min(r.width, r.height)
        }.sorted()
        let median = sides.isEmpty ? 20 : sides[sides.count / 2]
        return min(8 * u, max(2.5 * u, median * 0.45))
    }

    /// Compact SVG numbers: at most two decimals, no trailing zeros.
    private func f(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }
}

/// `Hierarchy.path(of:)`, escaped. A positional path is its parent's and one
/// step, so the paths of the last element's ancestors are kept on a stack and
/// reused by the next element in document order, instead of each element's
/// being rebuilt from the root (which was a fifth of the time of a large report).
struct EscapedPaths {
    private let hierarchy: Hierarchy
    /// The positional paths of the last element that needed one and of its ancestors, root first.
    private var chain: [(index: Element.Index, path: String)] = []

    init(_ hierarchy: Hierarchy) {
        self.hierarchy = hierarchy
    }

    mutating func path(of index: Element.Index) -> String {
        if let id = hierarchy[index].id { return "#" + HTMLEscaping.escape(id) }
        return positionalPath(of: index)
    }

    private mutating func positionalPath(of index: Element.Index) -> String {
        while let last = chain.last, last.index != index, !hierarchy.isDescendant(index, of: last.index) {
            chain.removeLast()
        }
        if let last = chain.last, last.index == index { return last.path }
        let tagName = HTMLEscaping.escape(hierarchy[index].tagName)
        let path: String
        if let parent = hierarchy[index].parent {
            let parentPath = chain.last?.index == parent ? chain[chain.count - 1].path : positionalPath(of: parent)
            path = parentPath + "/" + tagName + "[\(hierarchy[index].siblingPosition)]"
        } else {
            path = tagName
        }
        chain.append((index, path))
        return path
    }
}
