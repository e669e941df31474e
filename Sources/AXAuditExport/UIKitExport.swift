// The UIKit adapter's entry points and options: views and view controllers to files
// and nodes. The walk itself is `AXExportUIKitReader` (UIKitAdapter.swift).
// On Linux it is compiled against UIKitStub (Package.swift), so `swift test`
// type-checks and runs this same file.
#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))

#if canImport(UIKit)
/// What vends accessibility: in UIKit the UIAccessibility informal protocol is on
/// `NSObject` (SwiftUI's elements are plain NSObjects). The stub declares it on
/// `UIResponder`, as Swift on Linux cannot override members of an extension.
typealias AXExportAccessibilityObject = NSObject
#else
typealias AXExportAccessibilityObject = UIResponder
#endif

/// What to do with a view or element after it has been read.
public enum AXExportDecision: Sendable, Comparable {
    /// Write it and what it contains.
    case export
    /// Write it, but not its subviews or the elements it vends (a view that draws
    /// its own content, or that the node already describes in full).
    case exportWithoutChildren
    /// Leave it and its subtree out.
    case skipSubtree
}

/// Adopted by an app's own views (or accessibility elements) to say what UIKit
/// cannot: a role (`node.role = "rating"`), a `maximumValue`, an image name, or
/// that a subtree should not be exported.
///
/// ```swift
/// extension StarRatingView: AXAuditExportCustomizing {
///     func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision {
///         node.role = "rating"
///         node.maximumValue = Double(starCount)
///         return .exportWithoutChildren
///     }
/// }
/// ```
@MainActor
public protocol AXAuditExportCustomizing: AnyObject {
    /// Called after the exporter has read UIKit's properties into `node`.
    func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision
}

@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
extension AXAuditExport {
    @MainActor
    public struct Options {
        /// Called for every view and element after `AXAuditExportCustomizing`,
        /// with the object and its node. The strongest decision of the two wins
        /// (`skipSubtree` over `exportWithoutChildren` over `export`).
        public var customize: (@MainActor (AnyObject, inout AXExportNode) -> AXExportDecision)?
        /// The asset name of an image. The default reads `image.accessibilityIdentifier`, which
        /// UIKit sets to the image's file name "if available" (UIAccessibilityIdentification.h),
        /// as for `UIImage(named:)`; apps that want other names set it, or answer here.
        public var imageName: @MainActor (UIImage) -> String?
        /// At most this many nodes are exported; the rest of the tree is left out.
        public var maximumNodeCount: Int
        /// At most this many elements are read from one container's `accessibilityElementCount()`.
        public var maximumVendedElementCount: Int
        /// Switched on before every walk (it loads and calls once per process): see
        /// `AXAccessibilityEnabler`. nil: leave accessibility as it is. The default
        /// (`defaultEnabler`) is `.system` in a test process or a DEBUG build on Apple
        /// platforms, nil in an app's release build.
        public var accessibilityEnabler: AXAccessibilityEnabler?
        /// How long the run loop turns after a view controller's window is made key and
        /// visible and laid out, before the walk: 0 turns it once, which lets SwiftUI build
        /// its accessibility tree; a screen that animates in may need a little more. nil: no
        /// turn at all (the view is read as it is).
        public var renderTime: TimeInterval?

        public init(
            customize: (@MainActor (AnyObject, inout AXExportNode) -> AXExportDecision)? = nil,
            imageName: @escaping @MainActor (UIImage) -> String? = { $0.accessibilityIdentifier },
            maximumNodeCount: Int = 200_000, maximumVendedElementCount: Int = 10_000,
            accessibilityEnabler: AXAccessibilityEnabler? = Options.defaultEnabler,
            renderTime: TimeInterval? = 0
        ) {
            self.customize = customize
            self.imageName = imageName
            self.maximumNodeCount = maximumNodeCount
            self.maximumVendedElementCount = maximumVendedElementCount
            self.accessibilityEnabler = accessibilityEnabler
            self.renderTime = renderTime
        }

        /// `.system` where the private library may be used: on Apple platforms, a DEBUG build,
        /// or a test process (XCTest is loaded) built for release, as `xcodebuild test
        /// -configuration Release` makes. Elsewhere nil: an app's release build, and Linux,
        /// which has no libAccessibility.
        public static var defaultEnabler: AXAccessibilityEnabler? {
            #if canImport(Darwin) && DEBUG
            return .system
            #elseif canImport(Darwin)
            return NSClassFromString("XCTestCase") != nil ? .system : nil
            #else
            return nil
            #endif
        }
    }

    /// The file for `view` and everything it shows: its subviews and the
    /// accessibility elements it vends. Frames are in `view`'s window's coordinates
    /// (its own, when it has no window); the screen's size is the window's.
    @MainActor
    public static func xml(of view: UIView, screen: String, options: Options = Options()) -> String {
        let size = view.window?.bounds.size ?? view.bounds.size
        let direction: AXExportNode.LayoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let roots = node(of: view, options: options).map { [$0] } ?? []
        return xml(
            of: roots, screen: screen, screenSize: (Double(size.width), Double(size.height)), layoutDirection: direction
        )
    }

    /// Writes `xml(of:screen:options:)` to `url` (UTF-8, atomically).
    @MainActor
    public static func write(_ view: UIView, screen: String, to url: URL, options: Options = Options()) throws {
        try write(xml: xml(of: view, screen: screen, options: options), to: url)
    }

    /// Loads `viewController` into a window of `size` with `traitCollection`
    /// applied (layout direction, Dynamic Type size, dark mode), lays it out, and
    /// exports its view. For a controller that is not on screen, e.g. in a unit test;
    /// the controller leaves the window again before this returns.
    @MainActor
    public static func xml(
        of viewController: UIViewController, screen: String, size: CGSize,
        traitCollection: UITraitCollection? = nil, options: Options = Options()
    ) -> String {
        withLaidOut(viewController, size: size, traitCollection: traitCollection, renderTime: options.renderTime) {
            view in xml(of: view, screen: screen, options: options)
        }
    }

    /// Runs `body` on `viewController`'s view while the controller is loaded into a
    /// window of `size` with `traitCollection` applied: the window is made key and
    /// visible, laid out, and the run loop turns for `renderTime` seconds (0: once; nil:
    /// not at all) so that SwiftUI renders. The controller leaves the window again before this returns.
    @MainActor
    public static func withLaidOut<T>(
        _ viewController: UIViewController, size: CGSize, traitCollection: UITraitCollection? = nil,
        renderTime: TimeInterval? = 0, _ body: (UIView) -> T
    ) -> T {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let host = UIViewController()
        window.rootViewController = host
        host.view.frame = window.bounds
        host.addChild(viewController)
        if let traitCollection { host.setOverrideTraitCollection(traitCollection, forChild: viewController) }
        viewController.view.frame = host.view.bounds
        host.view.addSubview(viewController.view)
        viewController.didMove(toParent: host)
        window.makeKeyAndVisible()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        viewController.view.layoutIfNeeded()
        if let renderTime {
            // One turn (or `renderTime` seconds) of the run loop: SwiftUI builds its
            // accessibility tree from a render pass, not from layout alone.
            RunLoop.current.run(until: Date(timeIntervalSinceNow: max(0, renderTime)))
        }
        let result = body(viewController.view)
        viewController.willMove(toParent: nil)
        viewController.view.removeFromSuperview()
        viewController.removeFromParent()
        window.isHidden = true
        window.rootViewController = nil
        return result
    }

    /// Writes `xml(of:screen:size:traitCollection:options:)` to `url`.
    @MainActor
    public static func write(
        _ viewController: UIViewController, screen: String, size: CGSize,
        traitCollection: UITraitCollection? = nil, to url: URL, options: Options = Options()
    ) throws {
        try write(
            xml: xml(
                of: viewController, screen: screen, size: size, traitCollection: traitCollection, options: options),
            to: url)
    }

    /// The node tree of `view` (nil when a hook skips `view` itself), for callers
    /// that want to change it or hand it to axaudit without XML.
    @MainActor
    public static func node(of view: UIView, options: Options = Options()) -> AXExportNode? {
        options.accessibilityEnabler?.enable()
        var reader = AXExportUIKitReader(root: view, options: options)
        return reader.read()
    }
}

#endif
