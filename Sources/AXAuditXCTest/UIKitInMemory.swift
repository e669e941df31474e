// Views and view controllers audited in memory. Like the exporter's adapter,
// this is compiled on Linux against UIKitStub (Package.swift), so a type error
// here fails `swift build` on Linux too.
#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif
import AXAuditKit
import AXAuditExport

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))

@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
extension AXInMemoryScreen {
    /// The screen of `view` and everything it shows, as
    /// `AXAuditExport.xml(of: view, screen:options:)` would write it: frames in
    /// its window's coordinates, the window's size (the view's own without a
    /// window), its effective layout direction. `screen` defaults to the view's class name.
    @MainActor
    public init(_ view: UIView, screen: String? = nil, options: AXAuditExport.Options = AXAuditExport.Options()) {
        let size = view.window?.bounds.size ?? view.bounds.size
        let direction: AXExportNode.LayoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let roots = AXAuditExport.node(of: view, options: options).map { [$0] } ?? []
        self.init(
            roots, screen: screen ?? String(describing: type(of: view)),
            screenSize: (Double(size.width), Double(size.height)), layoutDirection: direction)
    }

    /// Loads `viewController` into a window of `size` with `traitCollection`
    /// applied (layout direction, Dynamic Type size, dark mode), lays it out and
    /// reads its view, as `AXAuditExport.xml(of: viewController, screen:size:…)`
    /// does; the controller leaves the window before this returns. `screen`
    /// defaults to the controller's class name.
    @MainActor
    public init(
        _ viewController: UIViewController, size: CGSize, traitCollection: UITraitCollection? = nil,
        screen: String? = nil, options: AXAuditExport.Options = AXAuditExport.Options()
    ) {
        self = AXAuditExport.withLaidOut(
            viewController, size: size, traitCollection: traitCollection, renderTime: options.renderTime
        ) { view in
            AXInMemoryScreen(view, screen: screen ?? String(describing: type(of: viewController)), options: options)
        }
    }
}

@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
extension AXAuditInMemory {
    /// The findings on `view`'s screen (see `AXInMemoryScreen.init(_:screen:options:)`).
    @MainActor
    public static func findings(
        of view: UIView, screen: String? = nil,
        configuration: AuditConfiguration = AuditConfiguration(),
        options: AXAuditExport.Options = AXAuditExport.Options()
    ) -> [Finding] {
        audit(AXInMemoryScreen(view, screen: screen, options: options), configuration: configuration).findings
    }

    /// The findings on `viewController`'s screen, laid out in a window of `size`
    /// (see `AXInMemoryScreen.init(_:size:traitCollection:screen:options:)`).
    @MainActor
    public static func findings(
        of viewController: UIViewController, size: CGSize,
        traitCollection: UITraitCollection? = nil, screen: String? = nil,
        configuration: AuditConfiguration = AuditConfiguration(),
        options: AXAuditExport.Options = AXAuditExport.Options()
    ) -> [Finding] {
        let inMemory = AXInMemoryScreen(
            viewController, size: size, traitCollection: traitCollection,
            screen: screen, options: options)
        return audit(inMemory, configuration: configuration).findings
    }
}
#endif
