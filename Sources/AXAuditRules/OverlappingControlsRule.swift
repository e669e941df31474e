import AXAuditModel
import AXAuditEngine
/// `overlapping-controls`: interactive elements do not lie on top of each other.
struct OverlappingControlsRule: Rule {
    static let description = RuleDescription(
        id: "overlapping-controls",
        title: "Interactive elements do not overlap",
        severity: .warning,
        confidence: .medium,
        confidenceReason:
            "It compares exported frames, which are exact, but an overlap can be deliberate (a close button on an image) or hit-tested differently from the frame.",
        rationale: """
            When one control covers another's centre, a tap meant for one lands on the other, and \
            VoiceOver users exploring by touch find only one of them where both are announced in the \
            swipe order. Deque's axe DevTools Mobile reports colliding controls, the Android Accessibility \
            Test Framework reports duplicate clickable bounds, and A11yUITests' control overlap check \
            reports overlapping frames. The rule compares the interactive elements VoiceOver reaches (a \
            control by role, an element with the `button`, `link`, `adjustable` or `toggleButton` trait, a \
            cell that is an accessibility element). The element later in the document is drawn on top and \
            takes the taps (in a page source, which lists elements in the accessibility order, the smaller \
            of two nested frames is taken as on top); the finding is on it when it covers the centre of a control underneath, where \
            VoiceOver's double tap lands (an element's default activation point); a rectangle that covers \
            more than half of another covers its centre too. A small control inside a larger one, away from its centre \
            (a favourite button in a corner of a tappable card), takes its own taps and leaves the larger \
            one its centre, so it is left alone; so are edges that touch or overlap a little (a shared \
            border, a shadow) and elements without a frame or with an empty one. Only \
            controls that scroll together are compared (both in the same scroll or web view, or neither in one): \
            content scrolling under a fixed bar or button moves with every swipe, and UIKit insets it so \
            that every row can be scrolled clear.
            """,
        guidance: [
            GuidanceCitation(
                source: "Deque axe DevTools Mobile",
                section: "Colliding Controls (axe DevTools Mobile rule)",
                quote: "Colliding Controls"),
            GuidanceCitation(
                source: "Android Accessibility Test Framework",
                section: "DuplicateClickableBoundsCheck",
                quote: "DuplicateClickableBoundsCheck"),
            GuidanceCitation(
                source: "A11yUITests (XCUITest accessibility checks)",
                section: "Tests: Control Overlap",
                quote: "`controlOverlap` checks that controls don't have overlapping frames."),
            GuidanceCitation(
                source: "WCAG 2.x",
                section: "Success Criterion 2.5.8 Target Size (Minimum) (Level AA)",
                quote:
                    "The size of the target for pointer inputs is at least 24 by 24 CSS pixels, except when: Spacing: Undersized targets (those less than 24 by 24 CSS pixels) are positioned so that if a 24 CSS pixel diameter circle is centered on the bounding box of each, the circles do not intersect another target or the circle for another undersized target"
            ),
        ],
        voiceOverImpact: """
            VoiceOver announces both controls when swiping, but a double tap on the one underneath \
            activates the one on top (VoiceOver taps an element's centre), and touching the covered centre \
            finds only the one on top.
            """,
        fix: RuleFix(
            summary: """
                Lay the controls out side by side, or, if one is only a larger hit area for the other, make it \
                the same control (enlarge the control's hit area instead of covering it with another). If the \
                layout must stay, move the covered control's `accessibilityActivationPoint` to a part of it \
                that nothing covers.
                """,
            uiKit: """
                NSLayoutConstraint.activate([
                    favoriteButton.leadingAnchor.constraint(equalTo: shareButton.trailingAnchor, constant: 8)
                ])
                """,
            swiftUI: """
                HStack(spacing: 8) {  // not a ZStack that lays one over the other
                    shareButton
                    favoriteButton
                }
                """),
        examples: [
            .failing(
                "A favourite button over most of a share button, and a tap area with the same frame as its button",
                """
                <hierarchy version="1" screen="Photo">
                  <element id="share" class="UIButton" inherits="UIControl UIView" frame="300 16 60 44" accessibilityLabel="Share"/>
                  <element id="favorite" class="UIButton" inherits="UIControl UIView" frame="310 16 60 44" accessibilityLabel="Favorite"/>
                  <element id="play" class="UIButton" inherits="UIControl UIView" frame="100 300 190 60" accessibilityLabel="Play"/>
                  <element id="tap-area" class="TapAreaView" frame="100 300 190 60" isAccessibilityElement="true"
                           accessibilityLabel="Video" accessibilityTraits="button"/>
                </hierarchy>
                """,
                expect: [ExpectedFinding("favorite", .warning), ExpectedFinding("tap-area", .warning)]),
            .passing(
                "Buttons side by side with touching edges, a slight overlap, text over a button, a hidden button, a button in a card's corner",
                """
                <hierarchy version="1" screen="Photo">
                  <element id="share" class="UIButton" inherits="UIControl UIView" frame="250 16 60 44" accessibilityLabel="Share"/>
                  <element id="favorite" class="UIButton" inherits="UIControl UIView" frame="310 16 60 44" accessibilityLabel="Favorite"/>
                  <element id="left" class="UIButton" inherits="UIControl UIView" frame="16 80 100 44" accessibilityLabel="Back"/>
                  <element id="right" class="UIButton" inherits="UIControl UIView" frame="106 80 100 44" accessibilityLabel="Next"/>
                  <element id="play" class="UIButton" inherits="UIControl UIView" frame="100 300 190 60" accessibilityLabel="Play"/>
                  <element id="caption" class="UILabel" frame="100 300 190 60" text="Watch the trailer"/>
                  <element id="old" class="UIButton" inherits="UIControl UIView" frame="100 300 190 60" accessibilityLabel="Replay" isHidden="true"/>
                  <element id="card" class="TripCardView" frame="16 400 358 200" isAccessibilityElement="true"
                           accessibilityLabel="Lisbon, 3 nights" accessibilityTraits="button"/>
                  <element id="heart" class="UIButton" inherits="UIControl UIView" frame="322 408 44 44" accessibilityLabel="Favorite"/>
                </hierarchy>
                """),
        ])

    init() {}

    /// At most this many covered elements are named in one finding: controls
    /// stacked by the thousand would otherwise make a finding (and the work of
    /// finding it) grow with the square of their number.
    static let coveredShown = 6

    /// The interactive elements under this one whose centre it covers (the
    /// nearest beneath it first found, at most `coveredShown`), whether any has
    /// exactly its frame, and whether it covers others too.
    struct Problem: Sendable, Equatable {
        var covered: [Element.Index]
        var identical: Bool
        var coversMore = false
    }

    /// Controls with one frame in one scroll view, in document order: compared
    /// with another frame once, not member by member.
    struct Stack {
        var frame: Rect
        var scrollView: Element.Index?
        /// Where VoiceOver's double tap lands on the members: their `activationPoint`, else the frame's centre.
        var activationPoint: Point?
        var members: [Element.Index] = []
        /// Per member, the first member of its run of members with the same spoken label.
        var runStart: [Int] = []
        var labels: [String?] = []
        /// Where the double tap lands.
        var target: Point { activationPoint ?? Point(x: frame.midX, y: frame.midY) }
    }

    func check(_ context: AuditContext) -> [Finding] {
        let h = context.hierarchy
        // The interactive stops with a frame that has an area.
        var items: [(index: Element.Index, frame: Rect)] = []
        for stop in context.order.stops {
            let e = h.elements[Int(stop)]
            guard e.isInteractive, let frame = e.frame, frame.width > 0, frame.height > 0 else { continue }
            items.append((stop, frame))
        }
        guard items.count > 1 else { return [] }
        // Most screens have no two controls that touch over an area: then the scroll
        // views need not be looked at (clipping only takes area away).
        guard Self.anyTwoOverlap(items) else { return [] }
        // A scroll view shows (and takes touches on) only what lies inside its frame:
        // a row scrolled under a button bar is cut off where the list ends.
        let (clips, scrollView) = Self.scrollClips(h)
        var stacks: [Stack] = []
        var stackOf: [StackKey: Int] = [:]
        // Stops come in the order VoiceOver reads them: stacks list their members in the document's.
        for item in items.sorted(by: { $0.index < $1.index }) {
            var frame = item.frame
            if let clip = clips[Int(item.index)] {
                guard let visible = item.frame.intersection(clip) else { continue }
                frame = visible
            }
            let key = StackKey(
                frame: frame, scrollView: scrollView[item.index],
                activationPoint: h.elements[Int(item.index)].activationPoint)
            let s = stackOf[key] ?? stacks.count
            if s == stacks.count {
                stackOf[key] = s
                stacks.append(Stack(frame: frame, scrollView: key.scrollView, activationPoint: key.activationPoint))
            }
            let label = h.elements[Int(item.index)].spokenLabel
            let runStart =
                stacks[s].members.isEmpty || stacks[s].labels.last! != label
                ? stacks[s].members.count : stacks[s].runStart.last!
            stacks[s].members.append(item.index)
            stacks[s].labels.append(label)
            stacks[s].runStart.append(runStart)
        }
        var covering = Covering(limit: Self.coveredShown)
        let pageSource = h.format == .xcuitest
        // Within a stack, each control is drawn over the ones before it.
        for stack in stacks where stack.members.count > 1 {
            for (p, top) in stack.members.enumerated() {
                covering.add(below: p, of: stack, to: top, label: stack.labels[p], identical: true)
            }
        }
        // Per stack on top, the stacks whose double-tap point its frame covers, asked
        // of the points inside its frame; a stack whose every member names all the
        // covered controls it may asks no further.
        for (s, stack) in stacks.enumerated() {
            for member in stack.members { covering.stackOf[member] = s }
        }
        covering.fullMembers = [Int](repeating: 0, count: stacks.count)
        for (s, stack) in stacks.enumerated() where stack.members.count > 1 {
            covering.fullMembers[s] = stack.members.count { covering.problems[$0]?.coversMore == true }
        }
        let points = CentreIndex(stacks.map(\.target), askedBy: stacks.map(\.frame))
        for t in stacks.indices {
            func finished() -> Bool { covering.fullMembers[t] == stacks[t].members.count }
            if finished() { continue }
            points.forEachPoint(in: stacks[t].frame) { u in
                guard u != t, stacks[u].scrollView == stacks[t].scrollView else { return true }
                covering.compare(stacks[t], stacks[u], pageSource: pageSource)
                return !finished()
            }
        }
        return covering.problems.keys.sorted().map { top in
            var problem = covering.problems[top]!
            problem.covered.sort()
            return context.finding(Self.self, at: top, problem)
        }
    }

    struct StackKey: Hashable {
        var frame: Rect
        var scrollView: Element.Index?
        var activationPoint: Point?
    }

    /// What each control on top covers, at most `limit` named.
    struct Covering {
        let limit: Int
        var problems: [Element.Index: Problem] = [:]
        /// Each member's stack, and per stack how many of its members name no more.
        var stackOf: [Element.Index: Int] = [:]
        var fullMembers: [Int] = []

        /// The members of `upper` that cover the centre of `lower`'s frame, and
        /// are drawn over its members, take them as covered.
        mutating func compare(_ upper: Stack, _ lower: Stack, pageSource: Bool) {
            // VoiceOver activates an element at the centre of its frame: covered there, the
            // control underneath loses its double tap (and, one rectangle being convex, no
            // control covers more than half of another without covering its centre).
            // An exported activation point moves that spot (the fix this rule suggests).
            guard upper.frame.contains(x: lower.target.x, y: lower.target.y) else { return }
            // A page source lists elements in the accessibility order, not the drawing
            // order, so there the smaller of two nested frames is taken as on top (a
            // button on a card it lies in); elsewhere the later element is drawn on top.
            let nested = upper.frame.contains(lower.frame) || lower.frame.contains(upper.frame)
            if pageSource && nested && lower.frame.contains(upper.frame) != upper.frame.contains(lower.frame) {
                guard lower.frame.contains(upper.frame) else { return }
                for (p, top) in upper.members.enumerated() {
                    add(below: lower.members.count, of: lower, to: top, label: nested ? upper.labels[p] : nil)
                }
                return
            }
            for (p, top) in upper.members.enumerated() {
                // The members of `lower` before this one in the document.
                let before = Covering.countBefore(top, in: lower.members)
                guard before > 0 else { continue }
                add(below: before, of: lower, to: top, label: nested ? upper.labels[p] : nil)
            }
        }

        /// Takes the members of `stack` before position `end` as covered by
        /// `top`, nearest first, up to the limit; one control exposed twice (a
        /// label equal to `label`, on nested frames: iOS 11's back button and its
        /// chevron) is not an overlap, and duplicate-label tells it once.
        mutating func add(
            below end: Int, of stack: Stack, to top: Element.Index, label: String?, identical: Bool = false
        ) {
            var problem = problems[top] ?? Problem(covered: [], identical: false)
            if problem.coversMore { return }
            let skipsLabel = label.map { !Text.isBlank($0) } ?? false
            var q = end - 1
            while q >= 0 {
                if skipsLabel && stack.labels[q] == label {
                    q = stack.runStart[q] - 1
                    continue
                }
                if problem.covered.count == limit {
                    problem.coversMore = true
                    if let s = stackOf[top] { fullMembers[s] += 1 }
                    break
                }
                problem.covered.append(stack.members[q])
                if identical { problem.identical = true }
                q -= 1
            }
            if !problem.covered.isEmpty { problems[top] = problem }
        }

        /// How many of `sorted` are less than `index`.
        static func countBefore(_ index: Element.Index, in sorted: [Element.Index]) -> Int {
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid] < index { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// Whether two of `items` overlap over some area.
    static func anyTwoOverlap(_ items: [(index: Element.Index, frame: Rect)]) -> Bool {
        var found = false
        FrameSweep(items.map(\.frame)).forEachPair { a, b in
            found = items[a].frame.intersection(items[b].frame) != nil
            return !found
        }
        return found
    }

    /// Per element: the part of the screen its scroll view ancestors show (their
    /// frames intersected), or nil outside any, and its nearest scroll view;
    /// one pass, parents before children.
    static func scrollClips(_ h: Hierarchy) -> (clips: [Rect?], scrollView: ElementMap<Element.Index>) {
        let elements = h.elements
        var clips = [Rect?](repeating: nil, count: elements.count)
        let scrollView = ElementMap.nearest(in: h) { elements[Int($0)].isScrollOrWebView }
        for i in elements.indices.dropFirst() {
            guard let p = elements[i].parent.map(Int.init) else { continue }
            clips[i] = clips[p]
            if elements[p].isScrollOrWebView, let frame = elements[p].frame {
                // Nothing of an element outside its scroll view shows: an empty rect.
                clips[i] =
                    clips[p].map { $0.intersection(frame) ?? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0) }
                    ?? frame
            }
        }
        return (clips, scrollView)
    }

    static func explanation(of problem: Problem, at index: Element.Index, in h: Hierarchy) -> FindingExplanation {
        let e = h[index]
        let others = problem.covered.map { h[$0].displayName }
        let one = problem.covered.count == 1 && !problem.coversMore
        let covered =
            one && problem.identical
            ? "exactly the frame of \(others[0]): double-tapping it"
            : (one ? "the centre of " : "the centres of ")
                + Text.list(others + (problem.coversMore ? ["other controls"] : []), limit: others.count + 1)
                + ", where VoiceOver's double tap lands: double-tapping \(one ? "it" : "one of them")"
        let message =
            "\(e.displayName) covers \(covered) activates this one instead, and a touch there finds this one."
        return FindingExplanation(
            message,
            fix:
                "Lay the controls out side by side (e.g. view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 8)), "
                + "or make one control with a larger hit area instead of two")
    }
}
