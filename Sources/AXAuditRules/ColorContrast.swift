import AXAuditModel
import AXAuditEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WCAG 2.x color math for `text-contrast`: relative luminance, alpha
/// compositing and contrast ratio, on sRGB colors with components in 0...1.
extension RGBAColor {
    /// The color as seen when drawn over `background` (source-over compositing).
    /// Over an opaque background the result is opaque.
    package func composited(over background: RGBAColor) -> RGBAColor {
        let a = min(max(alpha, 0), 1)
        let outAlpha = a + background.alpha * (1 - a)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * a + bottom * background.alpha * (1 - a)) / outAlpha
        }
        return RGBAColor(
            red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue), alpha: outAlpha)
    }

    package var isOpaque: Bool { alpha >= 1 }

    /// WCAG 2.x relative luminance of the color's RGB (alpha ignored: composite first):
    /// each channel linearized (`c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4`),
    /// then `0.2126 R + 0.7152 G + 0.0722 B`.
    package var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker: 1...21.
    package static func contrastRatio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The contrast of this (text) color, alpha-composited over an opaque `background`.
    package func contrastRatio(over background: RGBAColor) -> Double {
        RGBAColor.contrastRatio(composited(over: background), background)
    }
}
