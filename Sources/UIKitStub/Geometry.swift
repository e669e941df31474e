// UIKitStub
// A stand-in for the part of UIKit that `AXAuditExport`'s adapter reads, so that
// `swift test` on Linux type-checks and runs the adapter (Package.swift makes it a
// dependency on Linux only; every file is inside `#if os(Linux)`).
//
// Names and signatures follow Apple's documentation. Behaviour is reduced to what
// the adapter relies on, with UIKit's defaults: UILabel, UIButton and the other
// standard controls are accessibility elements, a plain UIView and an image view
// are not; a label's `accessibilityLabel` is its text, a button's its title; a
// view's `accessibilityFrame` is its frame in screen coordinates.
//
// Known differences (Swift without the Objective-C runtime):
// - The UIAccessibility informal protocol (`isAccessibilityElement`,
//   `accessibilityLabel`, `accessibilityElements`, `accessibilityElementCount()`, …)
//   is declared on `UIResponder`, not on `NSObject`; `UIResponder` is a root class.
//   The adapter reads non-view elements through a type alias (`NSObject` with UIKit,
//   `UIResponder` here).
// - No transforms, no layout engine, no screen: a window's frame is the screen.

#if os(Linux)
// UIKit re-exports Foundation (and CoreGraphics, whose CGRect, CGPoint, CGSize
// and CGFloat swift-corelibs-foundation provides on Linux).
@_exported import Foundation

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// `UITraitCollection`: the traits the adapter and the view-controller convenience use.
public final class UITraitCollection {
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory

    public init() {
        layoutDirection = .unspecified
        userInterfaceStyle = .unspecified
        preferredContentSizeCategory = .unspecified
    }
    private init(
        _ direction: UITraitEnvironmentLayoutDirection, _ style: UIUserInterfaceStyle, _ size: UIContentSizeCategory
    ) {
        layoutDirection = direction
        userInterfaceStyle = style
        preferredContentSizeCategory = size
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(layoutDirection, .unspecified, .unspecified)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(.unspecified, userInterfaceStyle, .unspecified)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(.unspecified, .unspecified, preferredContentSizeCategory)
    }
    /// Later collections' specified traits win, as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var size = UIContentSizeCategory.unspecified
        for t in traitCollections {
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.preferredContentSizeCategory != .unspecified { size = t.preferredContentSizeCategory }
        }
        self.init(direction, style, size)
    }
}

/// `UIColor`, sRGB only.
open class UIColor {
    private let components: (CGFloat, CGFloat, CGFloat, CGFloat)?
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = nil
        provider = dynamicProvider
    }
    /// A color with no RGB components (UIKit: a pattern image color): `getRed` returns false.
    public init(patternImage image: UIImage) {
        components = nil
        provider = nil
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// UIKit resolves a dynamic color with the current trait collection here; the stub uses the light appearance.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        if let provider {
            return provider(UITraitCollection(userInterfaceStyle: .light)).getRed(
                red, green: green, blue: blue, alpha: alpha)
        }
        guard let (r, g, b, a) = components else { return false }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var label: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    }
    public class var systemBackground: UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    }
}

public final class UIFont {
    public let pointSize: CGFloat
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    }
    private init(pointSize: CGFloat) { self.pointSize = pointSize }
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// The sizes of the Large (default) content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: UIFont(pointSize: 34)
        default: UIFont(pointSize: 17)
        }
    }
}

/// `UIImage`. Its `accessibilityIdentifier` "Defaults to the filename of the image, if
/// available" (UIKit's header UIAccessibilityIdentification.h): the stub gives `UIImage(named:)`
/// its name, and other images none. The adapter reads it as the image's name.
open class UIImage: UIAccessibilityIdentification {
    public var accessibilityIdentifier: String?
    public let size: CGSize
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        size = CGSize(width: 24, height: 24)
        accessibilityIdentifier = name
    }
    /// An SF Symbol (iOS 13). https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        size = CGSize(width: 24, height: 24)
    }
    public init(size: CGSize = CGSize(width: 24, height: 24)) { self.size = size }
}
#endif
