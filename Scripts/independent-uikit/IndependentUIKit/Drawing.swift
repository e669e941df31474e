// Colours, fonts and images: the values the exporter reads from labels, buttons and images.

/// https://developer.apple.com/documentation/uikit/uicolor
public final class UIColor: NSObject, @unchecked Sendable {
    private enum Kind {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
        case pattern
    }
    private let kind: Kind

    private init(kind: Kind) { self.kind = kind }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) (sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(kind: .rgb(red, green, blue, alpha))
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(kind: .rgb(white, white, white, alpha)) }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(kind: .dynamic(dynamicProvider))
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:)
    public convenience init(patternImage image: UIImage) { self.init(kind: .pattern) }

    /// The colour for `traitCollection`; a dynamic colour with an unspecified style resolves as light
    /// (docs silent on unspecified; a device's default appearance is light).
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if case .dynamic(let provider) = kind { return provider(traitCollection).resolvedColor(with: traitCollection) }
        return self
    }

    /// False when the colour is not in a compatible colour space (a pattern):
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .rgb(let r, let g, let b, let a) = resolvedColor(with: UITraitCollection()).kind else {
            return false
        }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    private static func light(_ light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// 0, 0, 0, 0: https://developer.apple.com/documentation/uikit/uicolor/clear
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    /// The system colours' values are in the Human Interface Guidelines
    /// (https://developer.apple.com/design/human-interface-guidelines/color), not in the API reference.
    public static let systemBlue = light(
        UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
        dark: UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
    /// White in light mode, black in dark: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    public static let systemBackground = light(.white, dark: .black)
    /// Black in light mode, white in dark: https://developer.apple.com/documentation/uikit/uicolor/label
    public static let label = light(.black, dark: .white)
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    public static let secondaryLabel = light(
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
}

/// https://developer.apple.com/documentation/uikit/uifont
public final class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    public let textStyle: TextStyle?

    private init(pointSize: CGFloat, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.textStyle = textStyle
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, textStyle: nil) }
    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil)
    }

    /// The style's size at the default (large) content size; the sizes are the Human Interface
    /// Guidelines' table (https://developer.apple.com/design/human-interface-guidelines/typography).
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(pointSize: sizes[style] ?? 17, textStyle: style)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    /// At the default content size the font keeps its size:
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, UIAccessibilityIdentification, @unchecked Sendable {
    /// An empty image: https://developer.apple.com/documentation/uikit/uiimage/init()
    public override init() {}

    /// nil in a bundle without the asset (docs: returns nil if no image is found):
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public convenience init?(named name: String) { return nil }

    /// nil unless set (UIImage adopts UIAccessibilityIdentification):
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiimage/size (zero for an empty image).
    open var size: CGSize { .zero }
}
