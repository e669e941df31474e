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
extension Hierarchy {
    /// True when the element or its nearest marked ancestor is SwiftUI's.
    public func isSwiftUI(_ index: Element.Index) -> Bool {
        if let own = Self.swiftUIOrigin(of: elements[Int(index)]) { return own }
        for ancestor in ancestors(of: index) {
            if let origin = Self.swiftUIOrigin(of: ancestor) { return origin }
        }
        return false
    }

    /// True for SwiftUI's classes, false for the host of a UIKit view inside
    /// SwiftUI, nil for a class that says neither.
    static func swiftUIOrigin(of element: Element) -> Bool? {
        var origin: Bool? = nil
        for name in element.classes where !name.isEmpty {
            if isRepresentableHost(name) { return false }
            if origin == nil && isSwiftUIClass(name) { origin = true }
        }
        return origin
    }

    static func isSwiftUIClass(_ name: String) -> Bool {
        let hosts = ["_UIHostingView", "UIHostingView", "UIHostingController", "_UIHostingController"]
        if hosts.contains(where: { name == $0 || name.hasPrefix($0 + "<") }) { return true }
        return name.hasPrefix("SwiftUI.") || name.hasPrefix("_TtC7SwiftUI") || name.hasPrefix("_TtGC7SwiftUI")
    }

    static func isRepresentableHost(_ name: String) -> Bool {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        return ["PlatformViewHost", "_UIKitPlatformViewHost", "UIKitPlatformViewHost"].contains {
            bare == $0 || bare.hasPrefix($0 + "<")
        }
    }
}
