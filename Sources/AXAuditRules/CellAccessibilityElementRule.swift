import AXAuditModel
import AXAuditEngine
/// `cell-accessibility-element`: list cells should be one accessibility element.
struct CellAccessibilityElementRule: Rule {
    static let description = RuleDescription(
        id: "cell-accessibility-element",
        title: "List cells are accessibility elements",
        severity: .warning,
        confidence: .medium,
        confidenceReason:
            "It sees that a cell is not an element, not whether its parts are meant to be reached one by one (a cell of several controls can be right to expose them).",
        rationale: """
            A list cell shows one item (an image, a title, a detail text, a trailing control). When the cell \
            is not an accessibility element, VoiceOver stops on every subview of every cell. Material \
            Components' List guidance: "It is generally recommended to set UICollectionViewCells (and \
            UITableViewCells) as accessibilityElements. That way, VoiceOver doesn't traverse the entire cell \
            and articulate an overwhelming amount of accessibility information for each of its subviews." \
            A cell that is an explicit accessibility container (`accessibilityElements` set) has chosen its \
            order on purpose and is not reported, nor is a cell with no accessible content, nor one whose only \
            stop is a single subview (VoiceOver then reads the row once anyway). Nor is a cell that hosts two \
            or more controls VoiceOver reaches, or a scroll, table, collection or web view (a profile header \
            with Follow and Share buttons, a carousel row): made one element, it would bury them. Nor is a \
            slider row (a reached slider, stepper or segmented control beside its caption): VoiceOver adjusts \
            the control itself, and the fix is to label it with the caption (`element-label` asks). A card that is a \
            cell (`MDCCardCollectionCell`) is left to `card-aggregated-label`, so one problem gives one finding.
            """,
        guidance: [
            GuidanceCitation(
                source: "Material Components iOS, List README (MDCBaseCell, MDCSelfSizingStereoCell)",
                section: "Accessibility: Setting -isAccessibilityElement",
                quote:
                    "It is generally recommended to set UICollectionViewCells (and UITableViewCells) as accessibilityElements. That way, VoiceOver doesn't traverse the entire cell and articulate an overwhelming amount of accessibility information for each of its subviews."
            ),
            GuidanceCitation(
                source: "Material Components iOS, Lists guide",
                section: "Accessibility: Setting -isAccessibilityElement",
                quote: "cell.isAccessibilityElement = true"),
        ],
        voiceOverImpact: """
            VoiceOver stops on each image, label and control of the cell in turn, so one row takes several \
            swipes and the user hears an overwhelming amount of detail before reaching the next row.
            """,
        fix: RuleFix(
            summary: """
                Set the cell's `isAccessibilityElement` to true and give it an `accessibilityLabel` that joins the \
                texts it shows; expose its controls as custom actions or through its traits and value.
                """,
            uiKit: """
                cell.isAccessibilityElement = true
                cell.accessibilityLabel = "\\(item.title), \\(item.detail)"
                """,
            swiftUI: """
                HStack {
                    Text(item.title)
                    Text(item.detail)
                }
                .accessibilityElement(children: .combine)
                """),
        examples: [
            .failing(
                "A cell whose title and detail are separate stops",
                """
                <hierarchy version="1" screen="Inbox">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="row-1" class="MDCSelfSizingStereoCell" inherits="MDCBaseCell UICollectionViewCell UIView" frame="0 0 390 72">
                      <element class="UILabel" frame="72 12 300 20" text="Ada Lovelace"/>
                      <element class="UILabel" frame="72 36 300 20" text="Meeting notes attached"/>
                    </element>
                  </element>
                </hierarchy>
                """, expect: [ExpectedFinding("row-1", .warning)]),
            .passing(
                "A cell that is one element",
                """
                <hierarchy version="1" screen="Inbox">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="row-1" class="MDCSelfSizingStereoCell" inherits="MDCBaseCell UICollectionViewCell UIView" frame="0 0 390 72"
                             isAccessibilityElement="true" accessibilityLabel="Ada Lovelace, Meeting notes attached">
                      <element class="UILabel" frame="72 12 300 20" text="Ada Lovelace"/>
                      <element class="UILabel" frame="72 36 300 20" text="Meeting notes attached"/>
                    </element>
                  </element>
                </hierarchy>
                """),
            .passing(
                "A cell that is an explicit accessibility container",
                """
                <hierarchy version="1" screen="Inbox">
                  <element class="UITableView" frame="0 0 390 844">
                    <element id="row-1" class="UITableViewCell" frame="0 0 390 72" accessibilityElements="detail title">
                      <element id="title" class="UILabel" frame="16 12 300 20" text="Ada Lovelace"/>
                      <element id="detail" class="UILabel" frame="16 36 300 20" text="Meeting notes attached"/>
                    </element>
                  </element>
                </hierarchy>
                """),
            .passing(
                "Cells that host several controls, or a carousel of their own",
                """
                <hierarchy version="1" screen="Profile">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="header" class="ProfileHeaderCell" inherits="UICollectionViewCell UIView" frame="0 0 390 160">
                      <element class="UILabel" frame="16 12 300 20" text="Ada Lovelace"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="16 100 120 44" text="Follow"/>
                      <element class="UIButton" inherits="UIControl UIView" frame="150 100 120 44" text="Share"/>
                    </element>
                    <element id="carousel" class="CarouselCell" inherits="UICollectionViewCell UIView" frame="0 160 390 200">
                      <element class="UILabel" frame="16 164 300 20" text="Trending"/>
                      <element class="UICollectionView" frame="0 190 390 160">
                        <element class="UILabel" frame="16 200 150 20" text="Daily News"/>
                      </element>
                    </element>
                  </element>
                </hierarchy>
                """),
            .passing(
                "A card cell: card-aggregated-label reports it, not this rule",
                """
                <hierarchy version="1" screen="Products">
                  <element class="UICollectionView" frame="0 0 390 844">
                    <element id="card-1" class="MDCCardCollectionCell" inherits="UICollectionViewCell UIView" frame="16 0 171 240">
                      <element class="UILabel" frame="24 128 155 20" text="Trail shoes"/>
                      <element class="UILabel" frame="24 152 155 20" text="$89"/>
                    </element>
                  </element>
                </hierarchy>
                """),
        ])

    init() {}

    /// Among the costlier rules (`Rule.workerPriority`).
    static var workerPriority: Int { 9 }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        let counts = context.table(ReachedElementCounts.self).of
        var cells: [Element.Index] = []
        for i in h.elements.indices.dropFirst() where h.elements[i].roles.contains(.cell) {
            let e = h.elements[i]
            // A card cell is card-aggregated-label's: one problem, one finding.
            guard !e.roles.contains(.card), context.order.isReached(Element.Index(i)),
                !e.isAccessibilityElement, e.accessibilityElements == nil, counts[i] > 1
            else { continue }
            cells.append(Element.Index(i))
        }
        // A cell that hosts several controls, a web view or a list of its own (a
        // header with Follow and Share buttons, a carousel row) is a container:
        // made one element, it would bury what is inside.
        cells.removeAll { Self.isContainerCell($0, context) }
        guard !cells.isEmpty else { return [] }
        let contents = ContentTable(of: cells, context)
        return cells.map { cell in
            // The stops the message names: all of them, as a count and a list, agree.
            let stops = context.hierarchy.descendants(of: cell).filter {
                context.hierarchy.elements[Int($0)].isAccessibilityElement && context.order.isReached($0)
            }
            return context.finding(
                Self.self, at: cell,
                Problem(
                    stops: counts[Int(cell)], named: Array(stops.prefix(Self.stopsNamed)),
                    content: contents[cell] ?? CardContent()))
        }
    }

    /// Two or more controls VoiceOver reaches inside, a slider, stepper or
    /// segmented control it reaches (a slider row: VoiceOver adjusts the
    /// control itself, which its caption should label), or a scroll, table,
    /// collection or web view.
    static func isContainerCell(_ cell: Element.Index, _ context: AuditContext) -> Bool {
        var controls = 0
        for j in context.hierarchy.descendants(of: cell) where !context.order.hidden[Int(j)] {
            let e = context.hierarchy.elements[Int(j)]
            if e.isScrollOrWebView { return true }
            guard e.isControl && e.isAccessibilityElement && context.order.isReached(j) else { continue }
            if e.isValueControl && !e.isSwitch { return true }
            controls += 1
            if controls >= 2 { return true }
        }
        return false
    }

    /// How many stops the message names before it says how many more.
    static let stopsNamed = 6

    /// How many stops the cell splits into, the first of them, and what it shows.
    struct Problem: Sendable, Equatable {
        var stops: Int
        var named: [Element.Index]
        var content: CardContent
    }

    static func explanation(of problem: Problem, at cell: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let (count, content) = (problem.stops, problem.content)
        var names = problem.named.map { h[$0].stopName }
        if count > names.count { names.append("\(count - names.count) more") }
        let listed = names.isEmpty ? "" : " (\(Text.list(names, limit: names.count)))"
        let message =
            "\(h[cell].displayName) is a list cell but not an accessibility element: VoiceOver stops on "
            + "its \(counted(count, "subview")) one by one\(listed) instead of reading the row once."
        var fixes = ["cell.isAccessibilityElement = true"]
        if !content.labelParts.isEmpty {
            fixes.append("cell.accessibilityLabel = " + Text.swiftLiteral(Text.joinedLabel(content.labelParts)))
        }
        if !content.controls.isEmpty {
            let names = content.controls.map { h[$0].stopName }
            fixes.append(
                "expose \(Text.list(names)) as accessibilityCustomActions or through the cell's traits and value")
        }
        let fix = fixes.joined(separator: "; ")
        let actions =
            content.controls.isEmpty
            ? ""
            : "; or .accessibilityElement(children: .ignore) with .accessibilityLabel("
                + Text.swiftLiteral(Text.joinedLabel(content.labelParts)) + ") and an .accessibilityAction(named:) for "
                + Text.list(content.controls.map { h[$0].stopName })
        let swiftUIFix =
            ".accessibilityElement(children: .combine) on the row's view (\(h[cell].displayName))\(actions)"
        return FindingExplanation(message, fix: fix, swiftUIFix: swiftUIFix)
    }
}
