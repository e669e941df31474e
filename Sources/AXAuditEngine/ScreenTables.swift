import AXAuditModel

/// Tables about a screen that the engine works out once and several rules read.
public enum ScreenTables {
    /// Per element: its nearest table or collection view ancestor.
    public static func nearestCollection(_ h: Hierarchy) -> ElementMap<Element.Index> {
        ElementMap.nearest(in: h) { isList(h.elements[Int($0)]) }
    }

    /// A table or collection view, by class or, in a page source, by type.
    public static func isList(_ e: Element) -> Bool {
        !e.knownClasses.isDisjoint(with: [.tableView, .collectionView])
    }

    /// Per element of a page source: the system keyboard, the status bar, the
    /// share sheet (`ShareSheet.RemoteContainerView`), the home screen and
    /// Safari's bars (`SystemApp`), Apple's UI and not the app's;
    /// `nil` when the screen shows none of them. The keyboard is an
    /// `XCUIElementTypeKeyboard` with everything in it and, in the window that
    /// holds it, every key (the `keyboardKey` trait: the globe and dictation
    /// keys below the keyboard) and every container whose visible children
    /// all are keyboard (the dock that holds those keys). VoiceOver reaches
    /// them, so they stay in the order; rules do not judge them, since the app
    /// can change none of them. An app's own keys elsewhere are the app's.
    public static func systemUI(_ h: Hierarchy) -> [Bool]? {
        guard h.format == .xcuitest else { return nil }
        let elements = h.elements
        var table: [Bool] = []
        func mark(_ i: Int) {
            if table.isEmpty { table = [Bool](repeating: false, count: elements.count) }
            for j in i..<Int(elements[i].subtreeEnd) { table[j] = true }
        }
        // Each element is marked once and each keyboard's window walked once:
        // a crafted file of many keyboards costs no more than one.
        var windowsDone = Set<Int>()
        for k in elements.indices where elements[k].className == KnownClasses.PageSourceType.keyboard {
            if !table.isEmpty && table[k] { continue }
            mark(k)
            var window = 0
            var up = elements[k].parent
            while let p = up.map(Int.init) {
                if elements[p].className == KnownClasses.PageSourceType.window {
                    window = p
                    break
                }
                up = elements[p].parent
            }
            guard windowsDone.insert(window).inserted else { continue }
            let end = Int(elements[window].subtreeEnd)
            var j = window + 1
            while j < end {
                if elements[j].traits.contains(.keyboardKey) {
                    if !table[j] { mark(j) }
                    j = Int(elements[j].subtreeEnd)
                } else {
                    j += 1
                }
            }
            // Children come after their parent: backwards, a container is settled
            // after what it holds.
            for c in stride(from: end - 1, to: window, by: -1) where !table[c] && Int(elements[c].subtreeEnd) > c + 1 {
                var showsSomething = false
                var onlyKeyboard = true
                for child in h.children(of: Element.Index(c)) where !elements[Int(child)].hidesSubtree {
                    showsSomething = true
                    if !table[Int(child)] {
                        onlyKeyboard = false
                        break
                    }
                }
                if showsSomething && onlyKeyboard {
                    // Its hidden children too: each subtree is marked once.
                    table[c] = true
                    for child in h.children(of: Element.Index(c)) where !table[Int(child)] { mark(Int(child)) }
                }
            }
        }
        // The status bar is the system's too: its clock, signal and battery, and
        // the breadcrumb back to another app; and so is the share sheet, which
        // UIActivityViewController draws in a remote view of its own.
        for k in elements.indices
        where elements[k].className == KnownClasses.PageSourceType.statusBar
            || elements[k].accessibilityIdentifier == "ShareSheet.RemoteContainerView"
        {
            if table.isEmpty || !table[k] { mark(k) }
        }
        // Apple's own apps (`SystemApp`): the home screen is the system's
        // throughout; in Safari all but the web views is. The containers on the
        // way down to a web view stay unmarked, so that what the table marks is
        // always whole subtrees, as `VoiceOverOrder.excluding` asks.
        if let systemApp = h.systemApp, let app = h.applicationIndex.map(Int.init) {
            switch systemApp {
            case .homeScreen:
                mark(app)
            case .safari:
                var holdsWebView = [Bool](repeating: false, count: elements.count)
                for i in stride(from: elements.count - 1, to: app, by: -1) {
                    if elements[i].knownClasses.contains(.webView) { holdsWebView[i] = true }
                    if holdsWebView[i], let p = elements[i].parent { holdsWebView[Int(p)] = true }
                }
                if !holdsWebView[app] {
                    mark(app)
                    break
                }
                var j = app + 1
                while j < Int(elements[app].subtreeEnd) {
                    if elements[j].knownClasses.contains(.webView) {
                        j = Int(elements[j].subtreeEnd)
                    } else if holdsWebView[j] {
                        j += 1
                    } else {
                        mark(j)
                        j = Int(elements[j].subtreeEnd)
                    }
                }
            }
        }
        return table.isEmpty ? nil : table
    }

}
