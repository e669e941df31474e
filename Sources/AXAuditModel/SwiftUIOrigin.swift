/// Whether an element comes from SwiftUI, read from the class names the
/// hierarchy already has, so that a finding can give its fix as SwiftUI
/// modifiers rather than UIKit properties. The format needs no attribute for
/// it (docs/hierarchy-format.md, "SwiftUI elements"):
///
/// - a hosting view (`_UIHostingView<…>`, `UIHostingView`, the view of a
///   `UIHostingController`) or a class of the `SwiftUI` module
///   (`SwiftUI.AccessibilityNode`, or mangled `_TtC7SwiftUI…`/`_TtGC7SwiftUI…`),
///   as the element's class or one of its superclasses, marks it and everything
///   under it as SwiftUI;
/// - a `UIViewRepresentable`'s host (`PlatformViewHost<…>`) puts the UIKit view
///   it holds back in UIKit, so the nearest of the two decides.
///
/// Each class name is told once per file, with the other `KnownClasses`, when
/// the file's value table is made: a finding asks it of its element and every
/// ancestor, so the walk up is a bit test per element.
extension Hierarchy {
    /// True when the element or its nearest marked ancestor is SwiftUI's.
    public func isSwiftUI(_ index: Element.Index) -> Bool {
        var current: Element.Index? = index
        while let i = current {
            let element = elements[Int(i)]
            let classes = element.knownClasses
            // A host among the element's own classes wins over a SwiftUI class there.
            if classes.contains(.representableHost) { return false }
            if classes.contains(.swiftUI) { return true }
            current = element.parent
        }
        return false
    }
}

extension KnownClasses {
    /// `.swiftUI`, `.representableHost` or neither, for one class name.
    static func swiftUIOrigin(of name: String) -> KnownClasses {
        if isRepresentableHost(name) { return .representableHost }
        return isSwiftUIClass(name) ? .swiftUI : []
    }

    /// Hosting views' classes: SwiftUI's, bare or generic (`_UIHostingView<Content>`).
    private static let hostingViews = [
        "_UIHostingView", "UIHostingView", "UIHostingController", "_UIHostingController",
    ]
    /// A `UIViewRepresentable`'s host's classes, bare or generic, with or without `SwiftUI.`.
    private static let representableHosts = ["PlatformViewHost", "_UIKitPlatformViewHost", "UIKitPlatformViewHost"]

    // Every class name of a file is told, most of them an app's own: the names
    // to compare with are made once, not for every name.
    static func isSwiftUIClass(_ name: String) -> Bool {
        if hostingViews.contains(where: { isNamed(name, $0) }) { return true }
        return name.hasPrefix("SwiftUI.") || name.hasPrefix("_TtC7SwiftUI") || name.hasPrefix("_TtGC7SwiftUI")
    }

    static func isRepresentableHost(_ name: String) -> Bool {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        return representableHosts.contains { isNamed(bare, $0) }
    }

    /// `name` is `base`, or `base` made generic (`base<…>`).
    private static func isNamed(_ name: String, _ base: String) -> Bool {
        name == base || (name.hasPrefix(base) && name.dropFirst(base.count).first == "<")
    }
}
