/// The UIKit classes rules ask about, each with the page-source types that
/// stand for it (`UISwitch` and `XCUIElementTypeSwitch` are both `.switch`).
///
/// An element's set (`Element.knownClasses`) covers its class and its
/// superclasses. It is worked out once per class name and superclass list of a
/// file, when the file's value table is made, so asking it of every element is
/// a bit test rather than string comparisons.
public struct KnownClasses: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    // Computed and inlinable, like the traits (see `AccessibilityTraits`).
    @inlinable public static var `switch`: KnownClasses { KnownClasses(rawValue: 1 << 0) }
    @inlinable public static var slider: KnownClasses { KnownClasses(rawValue: 1 << 1) }
    @inlinable public static var stepper: KnownClasses { KnownClasses(rawValue: 1 << 2) }
    @inlinable public static var segmentedControl: KnownClasses { KnownClasses(rawValue: 1 << 3) }
    @inlinable public static var navigationBar: KnownClasses { KnownClasses(rawValue: 1 << 4) }
    @inlinable public static var toolbar: KnownClasses { KnownClasses(rawValue: 1 << 5) }
    @inlinable public static var tabBar: KnownClasses { KnownClasses(rawValue: 1 << 6) }
    @inlinable public static var scrollView: KnownClasses { KnownClasses(rawValue: 1 << 7) }
    @inlinable public static var tableView: KnownClasses { KnownClasses(rawValue: 1 << 8) }
    @inlinable public static var collectionView: KnownClasses { KnownClasses(rawValue: 1 << 9) }
    @inlinable public static var webView: KnownClasses { KnownClasses(rawValue: 1 << 10) }
    /// `UILabel` only: a page source's static text may be any view that draws text.
    @inlinable public static var label: KnownClasses { KnownClasses(rawValue: 1 << 11) }
    /// `UITextField`, and a page source's text, secure text and search field.
    @inlinable public static var textField: KnownClasses { KnownClasses(rawValue: 1 << 12) }
    @inlinable public static var textView: KnownClasses { KnownClasses(rawValue: 1 << 13) }
    /// A keyboard key (`UIAccessibilityElementKBKey`, `XCUIElementTypeKey`).
    @inlinable public static var keyboardKey: KnownClasses { KnownClasses(rawValue: 1 << 14) }
    /// A hosting view or a class of the `SwiftUI` module: it and what is under it
    /// are SwiftUI's (`Hierarchy.isSwiftUI`).
    @inlinable public static var swiftUI: KnownClasses { KnownClasses(rawValue: 1 << 15) }
    /// A `UIViewRepresentable`'s host: the UIKit view it holds is UIKit's again.
    @inlinable public static var representableHost: KnownClasses { KnownClasses(rawValue: 1 << 16) }

    /// What one class name is; empty for any other name.
    public static func of(_ name: String) -> KnownClasses {
        let origin = swiftUIOrigin(of: name)
        // Most names are an app's own classes: no UIKit name is under 7 bytes or over 31.
        let length = name.utf8.count
        guard length >= 7, length <= 31, let known = byName[name] else { return origin }
        return known.union(origin)
    }

    /// What a class with these superclasses is.
    public static func of(_ className: String, inherits: [String]) -> KnownClasses {
        inherits.reduce(into: of(className)) { $0.formUnion(of($1)) }
    }

    private static let byName: [String: KnownClasses] = [
        "UISwitch": .switch, "XCUIElementTypeSwitch": .switch, "XCUIElementTypeToggle": .switch,
        "UISlider": .slider, "XCUIElementTypeSlider": .slider,
        "UIStepper": .stepper, "XCUIElementTypeStepper": .stepper,
        "UISegmentedControl": .segmentedControl, "XCUIElementTypeSegmentedControl": .segmentedControl,
        "UINavigationBar": .navigationBar, "XCUIElementTypeNavigationBar": .navigationBar,
        "UIToolbar": .toolbar, "XCUIElementTypeToolbar": .toolbar,
        "UITabBar": .tabBar, "XCUIElementTypeTabBar": .tabBar,
        "UIScrollView": .scrollView, "XCUIElementTypeScrollView": .scrollView,
        "UITableView": .tableView, "XCUIElementTypeTable": .tableView,
        "UICollectionView": .collectionView, "XCUIElementTypeCollectionView": .collectionView,
        "WKWebView": .webView, "XCUIElementTypeWebView": .webView,
        "UILabel": .label,
        "UITextField": .textField, "XCUIElementTypeTextField": .textField,
        "XCUIElementTypeSecureTextField": .textField, "XCUIElementTypeSearchField": .textField,
        "UITextView": .textView, "XCUIElementTypeTextView": .textView,
        "UIAccessibilityElementKBKey": .keyboardKey, "XCUIElementTypeKey": .keyboardKey,
    ]
}

extension KnownClasses {
    /// Page-source types the order model and rules ask about by name, for what
    /// only a page source has (windows, the keyboard, the status bar) or where
    /// a UIKit class of the same kind is read otherwise.
    public enum PageSourceType {
        public static let application = "XCUIElementTypeApplication"
        public static let window = "XCUIElementTypeWindow"
        public static let keyboard = "XCUIElementTypeKeyboard"
        public static let statusBar = "XCUIElementTypeStatusBar"
        public static let link = "XCUIElementTypeLink"
        public static let webView = "XCUIElementTypeWebView"
        public static let cell = "XCUIElementTypeCell"
        public static let staticText = "XCUIElementTypeStaticText"
        public static let textField = "XCUIElementTypeTextField"
        public static let textView = "XCUIElementTypeTextView"
        /// The text, secure text and search fields.
        public static let textFields: Set<String> = [
            textField, "XCUIElementTypeSecureTextField", "XCUIElementTypeSearchField",
        ]
        /// A switch, and SwiftUI's toggle as newer sources name it.
        public static let switches: Set<String> = ["XCUIElementTypeSwitch", "XCUIElementTypeToggle"]
        /// An alert, an action sheet and a popover: what UIKit presents modally.
        public static let presentations: Set<String> = [
            "XCUIElementTypeAlert", "XCUIElementTypeSheet", "XCUIElementTypePopover",
        ]
    }
}
