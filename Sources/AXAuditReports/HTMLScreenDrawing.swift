import AXAuditModel
import AXAuditEngine
/// The wireframe of one screen as inline SVG: every framed element as an
/// outlined box at scale (text clipped to its box, images as crossed boxes with
/// their label), findings outlined in their severity's color, and VoiceOver's
/// path: a line through the stops' centers and a numbered badge on each stop.
///
/// Frames are screen coordinates, so a right-to-left screen is drawn as it is;
/// only text alignment follows each element's layout direction. Stroke widths,
/// badge and font sizes scale with the viewBox, so a long screen of thousands
/// of elements stays legible when zoomed.
package struct HTMLScreenDrawing {
    let hierarchy: Hierarchy
    let order: VoiceOverOrder
    let findings: [Finding]
    /// For a screen whose order differs from its recording: the recorded path is
    /// drawn dashed under the current one, and moved and added stops are ringed.
    var orderChange: OrderComparison? = nil

    func write(to w: HTMLWriter, flush: () -> Void) {
        let box = viewBox()
        // One "unit": about a point on a phone-sized screen.
        let u = max(min(box.width, box.height), 1) / 400
        let rightToLeft = VoiceOverOrder.directions(hierarchy)
        let elements = hierarchy.elements

        // A long screen (a scrolled list) is drawn at the column's width and scrolls;
        // a phone-shaped one fits the window.
        let tall = box.height > 3 * box.width
        w.write(tall ? "<svg class=\"screen tall\" viewBox=\"" : "<svg class=\"screen\" viewBox=\"")
        w.number(box.x)
        w.write(" ")
        w.number(box.y)
        w.write(" ")
        w.number(box.width)
        w.write(" ")
        w.number(box.height)
        w.write("\"")
        w.write(
            " preserveAspectRatio=\"xMidYMin meet\" role=\"img\" aria-label=\"Wireframe of the screen with VoiceOver's path\">"
        )
        w.write("<rect class=\"bg\"")
        writeBox(box, into: w)
        w.write(" fill=\"#fff\"/>")

        // Elements in document order: children over their parents.
        w.write("<g class=\"elements\"")
        w.attribute("stroke-width", 0.8 * u)
        w.write(">")
        var paths = EscapedPaths(hierarchy)
        for i in 1..<max(elements.count, 1) {
            guard let frame = elements[i].frame else { continue }
            element(Element.Index(i), frame: frame, u: u, rightToLeft: rightToLeft[i], paths: &paths, into: w)
            flush()
        }
        w.write("</g>")

        // Findings: errors drawn last so they sit on top; several findings on one element nest outwards.
        w.write("<g class=\"findings\"")
        w.attribute("stroke-width", 2.5 * u)
        w.write(">")
        var perElement: [Element.Index: Int] = [:]
        let drawOrder = findings.indices.sorted { (findings[$0].severity, $0) < (findings[$1].severity, $1) }
        var nth = [Int](repeating: 0, count: findings.count)
        for i in findings.indices {
            let e = findings[i].elementIndex
            nth[i] = perElement[e, default: 0]
            perElement[e, default: 0] += 1
        }
        for i in drawOrder {
            let finding = findings[i]
            let e = finding.elementIndex
            guard Int(e) < elements.count else { continue }
            let r = frame(of: e)
            let grow = Double(nth[i]) * 3.5 * u
            w.write("<rect class=\"finding sev-")
            w.write(finding.severity.rawValue)
            w.write("\"")
            w.attribute("data-element", Int(e))
            w.attribute("data-finding", i)
            writeBox(
                Rect(x: r.x - grow, y: r.y - grow, width: r.width + 2 * grow, height: r.height + 2 * grow), into: w)
            w.write("/>")
            flush()
        }
        w.write("</g>")

        // VoiceOver's path and badges.
        let center = { (stop: Element.Index) -> (Double, Double) in
            let r = frame(of: stop)
            return (r.midX, r.midY)
        }
        let radius = badgeRadius(u: u)
        // Badges where the stops are, moved aside where two would overlap (a stop
        // inside another, two small stops side by side), and the path through them.
        let centers = BadgePlacement.apart(order.stops.map(center), radius: radius)
        // A path's points, then the end of its polyline.
        func writePoints(_ points: [(Double, Double)]) {
            w.write(" points=\"")
            for (k, c) in points.enumerated() {
                if k > 0 { w.write(" ") }
                w.number(c.0)
                w.write(",")
                w.number(c.1)
                flush()
            }
            w.write("\"/>")
        }
        // The recorded order first, so that the current one is drawn over it.
        if let orderChange {
            let recorded = orderChange.recordedPath.filter { Int($0) < elements.count }.map(center)
            if recorded.count > 1 {
                w.write("<polyline class=\"path recorded\"")
                w.attribute("stroke-width", 2.2 * u)
                w.write(" stroke-dasharray=\"")
                w.number(6 * u)
                w.write(" ")
                w.number(4 * u)
                w.write("\"")
                writePoints(recorded)
            }
        }
        if centers.count > 1 {
            w.write(orderChange == nil ? "<polyline class=\"path\"" : "<polyline class=\"path current\"")
            w.attribute("stroke-width", 2.2 * u)
            writePoints(centers)
        }
        w.write("<g class=\"badges\"")
        w.attribute("stroke-width", 0.6 * u)
        w.attribute("font-size", radius * 1.15)
        w.write(">")
        let moved = Set(orderChange?.movedElements ?? [])
        let added = Set(orderChange?.addedElements ?? [])
        // Where each moved stop was in the recording (1-based).
        var recordedNumber: [Element.Index: Int] = [:]
        if let orderChange {
            for (r, c) in orderChange.matches.enumerated() {
                if let c, moved.contains(orderChange.currentElements[c]) {
                    recordedNumber[orderChange.currentElements[c]] = r + 1
                }
            }
        }
        for (k, stop) in order.stops.enumerated() {
            let number = k + 1
            let c = centers[k]
            w.write(
                moved.contains(stop)
                    ? "<g class=\"badge moved\""
                    : added.contains(stop) ? "<g class=\"badge added\"" : "<g class=\"badge\"")
            w.attribute("data-element", Int(stop))
            w.attribute("data-stop", number)
            w.write("><circle")
            w.attribute("cx", c.0)
            w.attribute("cy", c.1)
            w.attribute("r", radius)
            w.write("/><text")
            w.attribute("x", c.0)
            w.attribute("y", c.1)
            if number >= 100 { w.attribute("font-size", radius * (number >= 1000 ? 0.62 : 0.8)) }
            w.write(">")
            w.integer(number)
            w.write("</text>")
            if let was = recordedNumber[stop] {
                w.write("<text class=\"was\"")
                w.attribute("x", c.0 + radius * 1.2)
                w.attribute("y", c.1 - radius * 1.2)
                w.write(">was ")
                w.integer(was)
                w.write("</text>")
            } else if added.contains(stop) {
                w.write("<text class=\"was\"")
                w.attribute("x", c.0 + radius * 1.2)
                w.attribute("y", c.1 - radius * 1.2)
                w.write(">new</text>")
            }
            w.write("</g>")
            flush()
        }
        w.write("</g></svg>")
    }

    // MARK: - Elements

    private func element(
        _ index: Element.Index, frame r: Rect, u: Double, rightToLeft: Bool, paths: inout EscapedPaths,
        into w: HTMLWriter
    ) {
        let e = hierarchy[index]
        let position = order.position(of: index)
        w.write("<g class=\"el")
        w.write(HTMLScreenDrawing.roleClasses(e.roles))
        if order.hidden[Int(index)] {
            w.write(" hidden")
        } else if order.insideElement[Int(index)] {
            w.write(" inner")
        } else if position != nil {
            w.write(" stop")
        }
        w.write("\"")
        w.attribute("data-element", Int(index))
        w.write("><title>")
        writeTooltip(e, index, position: position, path: paths.path(of: index), into: w)
        w.write("</title><rect")
        writeBox(r, into: w)
        w.write("/>")

        if e.roles.contains(.image) {
            w.write("<path class=\"cross\" d=\"M")
            w.number(r.x)
            w.write(" ")
            w.number(r.y)
            w.write("L")
            w.number(r.maxX)
            w.write(" ")
            w.number(r.maxY)
            w.write("M")
            w.number(r.maxX)
            w.write(" ")
            w.number(r.y)
            w.write("L")
            w.number(r.x)
            w.write(" ")
            w.number(r.maxY)
            w.write("\"/>")
            let label = e.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
            let size = min(9 * u, r.height * 0.3, max(r.width, 1) / 4)
            if size > 0.5 * u {
                openClip(r, into: w)
                w.write(label == nil ? "<text class=\"nolabel\"" : "<text")
                w.attribute("x", r.width / 2)
                w.attribute("y", r.height / 2 + size * 0.35)
                w.attribute("font-size", size)
                w.write(" text-anchor=\"middle\">")
                w.escaped(label.map(TextReporter.oneLine) ?? "no label")
                w.write("</text></svg>")
            }
        } else if let text = e.text, !text.isEmpty, e.roles.contains(.text) || e.roles.contains(.control) {
            let size = min((e.fontSize ?? 15) * 0.75, r.height * 0.7)
            if size > 0.5 * u { writeLine(text, in: r, size: size, rightToLeft: rightToLeft, into: w) }
        } else if Int(e.subtreeEnd) == Int(index) + 1, let label = e.accessibilityLabel, !label.trimmingSpaces().isEmpty
        {
            // A box that draws no text of its own (an icon button, a custom view):
            // what VoiceOver says, in the style of a label rather than of text on screen.
            let size = min(9 * u, r.height * 0.5)
            if size > 0.5 * u {
                writeLine(label, in: r, size: size, rightToLeft: rightToLeft, class: "ax-label", into: w)
            }
        }
        w.write("</g>")
    }

    /// One line of text in a box, clipped to it, from its leading edge.
    private func writeLine(
        _ text: String, in r: Rect, size: Double, rightToLeft: Bool, class name: String? = nil, into w: HTMLWriter
    ) {
        let pad = min(size * 0.3, r.width / 4)
        openClip(r, into: w)
        w.write(name.map { "<text class=\"\($0)\"" } ?? "<text")
        w.attribute("x", rightToLeft ? r.width - pad : pad)
        w.attribute("y", r.height / 2 + size * 0.35)
        w.attribute("font-size", size)
        w.write(rightToLeft ? " text-anchor=\"end\">" : ">")
        w.escaped(TextReporter.oneLine(text))
        w.write("</text></svg>")
    }

    /// A nested viewport clips its content to the element's box (lighter than a clipPath
    /// per element); the caller writes the content and closes it with `</svg>`.
    private func openClip(_ r: Rect, into w: HTMLWriter) {
        w.write("<svg")
        writeBox(r, into: w)
        w.write(">")
    }

    /// ` x="…" y="…" width="…" height="…"`, the most written text of a drawing,
    /// written in pieces rather than as a new interpolated string for every box (with
    /// the class list, built the same way), which a large drawing would make thousands of.
    private func writeBox(_ r: Rect, into w: HTMLWriter) {
        w.attribute("x", r.x)
        w.attribute("y", r.y)
        w.attribute("width", r.width)
        w.attribute("height", r.height)
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
    private func writeTooltip(
        _ e: Element, _ index: Element.Index, position: Int?, path escapedPath: String,
        into w: HTMLWriter
    ) {
        w.escaped(e.className)
        w.write(" (")
        w.escaped(e.roles.description)
        w.write(") ")
        w.write(escapedPath)
        if let position {
            w.write("\nVoiceOver stop ")
            w.integer(position + 1)
            w.write(": ")
            HTMLScreenDrawing.writeSpoken(e, into: w)
        } else if order.hidden[Int(index)] {
            w.write("\nhidden from VoiceOver")
        } else if order.insideElement[Int(index)] {
            w.write("\ninside an accessibility element: not reached")
        }
    }

    /// What VoiceOver says at a stop (label, value, traits), escaped.
    static func writeSpoken(_ e: Element, into w: HTMLWriter) {
        if let label = e.spokenLabel, !label.isEmpty { w.escaped(label) } else { w.write("(no label)") }
        if let value = e.accessibilityValue, !value.isEmpty {
            w.write(", ")
            w.escaped(value)
        }
        if !e.traits.isEmpty {
            w.write(", ")
            w.escaped(e.traits.description)
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
}
