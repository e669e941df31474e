// The UIKit adapter: reads views and accessibility elements into `AXExportNode`s.
// It only reads properties; the tree is written by `AXExportXMLWriter`.
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
        /// The asset name of an image. The default reads `image.accessibilityIdentifier`
        /// (UIKit keeps no public asset name; apps that want names set it, or answer here).
        public var imageName: @MainActor (UIImage) -> String?
        /// At most this many nodes are exported; the rest of the tree is left out.
        public var maximumNodeCount: Int
        /// At most this many elements are read from one container's `accessibilityElementCount()`.
        public var maximumVendedElementCount: Int

        public init(
            customize: (@MainActor (AnyObject, inout AXExportNode) -> AXExportDecision)? = nil,
            imageName: @escaping @MainActor (UIImage) -> String? = { $0.accessibilityIdentifier },
            maximumNodeCount: Int = 200_000, maximumVendedElementCount: Int = 10_000
        ) {
            self.customize = customize
            self.imageName = imageName
            self.maximumNodeCount = maximumNodeCount
            self.maximumVendedElementCount = maximumVendedElementCount
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
        withLaidOut(viewController, size: size, traitCollection: traitCollection) { view in
            xml(of: view, screen: screen, options: options)
        }
    }

    /// Runs `body` on `viewController`'s view while the controller is loaded into a
    /// window of `size` with `traitCollection` applied and laid out; the controller
    /// leaves the window again before this returns.
    @MainActor
    public static func withLaidOut<T>(
        _ viewController: UIViewController, size: CGSize, traitCollection: UITraitCollection? = nil,
        _ body: (UIView) -> T
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
        window.isHidden = false
        window.setNeedsLayout()
        window.layoutIfNeeded()
        viewController.view.layoutIfNeeded()
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
        var reader = AXExportUIKitReader(root: view, options: options)
        return reader.read()
    }
}

/// Walks views and the accessibility tree without recursion (a 2,000-deep view
/// tree must not need a 2,000-frame stack: the main thread has 1 MB on iOS).
@available(iOS 15.0, tvOS 15.0, macCatalyst 15.0, *)
@MainActor
struct AXExportUIKitReader {
    let root: UIView
    let options: AXAuditExport.Options
    /// Every object read, kept alive until the export ends: `ObjectIdentifier`s
    /// (the visited set, the references in `accessibilityElements`) stay unique.
    private var retained: [AnyObject] = []
    private var visited: Set<ObjectIdentifier> = []
    private var classNames: [ObjectIdentifier: (name: String, inherits: [String])] = [:]
    /// Where the window is on the screen: `accessibilityFrame`s are screen coordinates, frames are the window's.
    private let windowOrigin: CGPoint

    init(root: UIView, options: AXAuditExport.Options) {
        self.root = root
        self.options = options
        windowOrigin = root.window?.frame.origin ?? .zero
    }

    private struct Pending {
        var node: AXExportNode
        var items: [AnyObject]
        var next: Int
    }

    mutating func read() -> AXExportNode? {
        guard let first = visit(root) else { return nil }
        var stack = [first]
        var count = 1
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].items.count {
                let item = stack[top].items[stack[top].next]
                stack[top].next += 1
                guard count < options.maximumNodeCount, let pending = visit(item) else { continue }
                count += 1
                stack.append(pending)
                continue
            }
            let done = stack.removeLast().node
            if stack.isEmpty { return done }
            stack[stack.count - 1].node.children.append(done)
        }
    }

    /// Reads one object; nil when it is not a view or element, was read already
    /// (a cycle, or an element vended twice), or a hook skips it.
    private mutating func visit(_ object: AnyObject) -> Pending? {
        guard !visited.contains(ObjectIdentifier(object)) else { return nil }
        let view = object as? UIView
        guard view != nil || Self.isAccessibilityItem(object) else { return nil }
        visited.insert(ObjectIdentifier(object))
        retained.append(object)

        var node: AXExportNode
        var items: [AnyObject] = []
        let vended = vendedElements(of: object)
        if let view {
            node = read(view: view)
            items = view.subviews
            // Vended elements that are not views in the tree become children of their container.
            for element in vended ?? [] {
                if let v = element as? UIView, v.superview != nil { continue }
                items.append(element)
            }
        } else {
            node = read(element: object)
            items = vended ?? []
        }
        if let vended {
            node.accessibilityElements = vended.map { AXExportNode.Reference($0) }
        }
        retained.append(contentsOf: vended ?? [])

        var decision = AXExportDecision.export
        if let customizing = object as? AXAuditExportCustomizing {
            decision = max(decision, customizing.customizeAXAuditExport(&node))
        }
        if let customize = options.customize {
            decision = max(decision, customize(object, &node))
        }
        switch decision {
        case .export: return Pending(node: node, items: items, next: 0)
        case .exportWithoutChildren:
            node.accessibilityElements = nil
            return Pending(node: node, items: [], next: 0)
        case .skipSubtree: return nil
        }
    }

    /// A non-view object in an element list is exported when it is a
    /// `UIAccessibilityElement`, or any other object of the informal protocol
    /// (SwiftUI's nodes are plain NSObjects) that is an element or vends elements.
    /// Anything else an app put in the array (a string, a number) is not.
    private static func isAccessibilityItem(_ object: AnyObject) -> Bool {
        if object is UIAccessibilityElement { return true }
        guard let item = object as? AXExportAccessibilityObject else { return false }
        return item.isAccessibilityElement || item.accessibilityElements != nil || item.accessibilityElementCount() > 0
    }

    /// `accessibilityElements`, else what `accessibilityElementCount()` and
    /// `accessibilityElement(at:)` vend; nil when the object vends nothing.
    private func vendedElements(of object: AnyObject) -> [AnyObject]? {
        guard let container = object as? AXExportAccessibilityObject else { return nil }
        if let elements = container.accessibilityElements {
            return elements.map { $0 as AnyObject }
        }
        let count = container.accessibilityElementCount()
        guard count > 0, count != NSNotFound else { return nil }
        return (0..<min(count, options.maximumVendedElementCount)).compactMap {
            container.accessibilityElement(at: $0).map { $0 as AnyObject }
        }
    }

    // MARK: - Properties

    private mutating func read(view: UIView) -> AXExportNode {
        var node = readCommon(view)
        node.frame = Self.rect(view.convert(view.bounds, to: nil))
        node.accessibilityIdentifier = view.accessibilityIdentifier
        if view.isHidden { node.isHidden = true }
        if view.alpha != 1 { node.alpha = Double(view.alpha) }
        if !view.isUserInteractionEnabled { node.isUserInteractionEnabled = false }
        // Asked for only where a colour needs it: in a deep tree each ask walks up to the controller.
        var resolvedTraits: UITraitCollection?
        func traits() -> UITraitCollection {
            if let resolvedTraits { return resolvedTraits }
            let t = view.traitCollection
            resolvedTraits = t
            return t
        }
        node.backgroundColor = view.backgroundColor.flatMap { Self.color($0, traits()) }
        switch view.semanticContentAttribute {
        case .forceRightToLeft: node.semanticContentAttribute = .forceRightToLeft
        // Playback and spatial content never flips: it reads as forced left-to-right.
        case .forceLeftToRight, .playback, .spatial: node.semanticContentAttribute = .forceLeftToRight
        default: break
        }
        if let control = view as? UIControl, !control.isEnabled { node.isEnabled = false }

        if let label = view as? UILabel {
            node.text = label.text
            node.textColor = label.textColor.flatMap { Self.color($0, traits()) }
            node.fontSize = label.font.map { Double($0.pointSize) }
            node.adjustsFontForContentSizeCategory = label.adjustsFontForContentSizeCategory
            if !label.isEnabled { node.isEnabled = false }
        } else if let button = view as? UIButton {
            if let title = button.currentTitle ?? button.titleLabel?.text {
                node.text = title
                node.textColor = Self.color(button.currentTitleColor, traits())
                if let titleLabel = button.titleLabel {
                    node.fontSize = titleLabel.font.map { Double($0.pointSize) }
                    node.adjustsFontForContentSizeCategory = titleLabel.adjustsFontForContentSizeCategory
                }
            }
        } else if let field = view as? UITextField {
            node.text = field.text
            node.textColor = field.textColor.flatMap { Self.color($0, traits()) }
            node.fontSize = field.font.map { Double($0.pointSize) }
            node.adjustsFontForContentSizeCategory = field.adjustsFontForContentSizeCategory
        } else if let textView = view as? UITextView {
            node.text = textView.text
            node.textColor = textView.textColor.flatMap { Self.color($0, traits()) }
            node.fontSize = textView.font.map { Double($0.pointSize) }
            node.adjustsFontForContentSizeCategory = textView.adjustsFontForContentSizeCategory
        } else if let imageView = view as? UIImageView {
            node.image = imageView.image.flatMap(options.imageName)
        } else if let slider = view as? UISlider {
            node.maximumValue = Double(slider.maximumValue)
        } else if let stepper = view as? UIStepper {
            node.maximumValue = stepper.maximumValue
        }
        return node
    }

    private mutating func read(element object: AnyObject) -> AXExportNode {
        var node = readCommon(object)
        guard let element = object as? AXExportAccessibilityObject else { return node }
        node.accessibilityIdentifier = (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
        if let axElement = element as? UIAccessibilityElement,
            !axElement.accessibilityFrameInContainerSpace.isNull,
            let container = axElement.accessibilityContainer as? UIView
        {
            node.frame = Self.rect(container.convert(axElement.accessibilityFrameInContainerSpace, to: nil))
        } else {
            node.frame = Self.rect(element.accessibilityFrame.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y))
        }
        return node
    }

    /// Class names and the UIAccessibility properties every object has.
    private mutating func readCommon(_ object: AnyObject) -> AXExportNode {
        let names = classNames(of: type(of: object))
        var node = AXExportNode(className: names.name)
        node.inherits = names.inherits
        node.reference = AXExportNode.Reference(object)
        guard let element = object as? AXExportAccessibilityObject else { return node }
        node.isAccessibilityElement = element.isAccessibilityElement
        node.accessibilityLabel = element.accessibilityLabel
        node.accessibilityValue = element.accessibilityValue
        node.accessibilityHint = element.accessibilityHint
        node.accessibilityTraits = Self.traitNames(element.accessibilityTraits)
        if element.shouldGroupAccessibilityChildren { node.shouldGroupAccessibilityChildren = true }
        if element.accessibilityElementsHidden { node.accessibilityElementsHidden = true }
        if element.accessibilityViewIsModal { node.accessibilityViewIsModal = true }
        node.customActions = (element.accessibilityCustomActions ?? []).map(\.name)
        return node
    }

    /// The runtime class name, and its superclasses up to `UIView` (or up to
    /// `UIAccessibilityElement`), as the format's `inherits` lists them.
    private mutating func classNames(of type: AnyClass) -> (name: String, inherits: [String]) {
        let key = ObjectIdentifier(type)
        if let known = classNames[key] { return known }
        var inherits: [String] = []
        var current: AnyClass? = Self.superclass(of: type)
        while let c = current, inherits.count < 64 {
            let name = String(describing: c)
            if name == "UIResponder" || name == "NSObject" { break }
            inherits.append(name)
            current = Self.superclass(of: c)
        }
        let names = (String(describing: type), inherits)
        classNames[key] = names
        return names
    }

    private static func superclass(of type: AnyClass) -> AnyClass? {
        #if canImport(ObjectiveC)
        return class_getSuperclass(type)
        #else
        return _getSuperclass(type)
        #endif
    }

    private static let traitTable: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.staticText, "staticText"), (.header, "header"), (.adjustable, "adjustable"),
        (.notEnabled, "notEnabled"), (.searchField, "searchField"), (.summaryElement, "summaryElement"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]

    /// The traits the format names, but for iOS 17's `toggleButton` (the package
    /// supports iOS 15, and a switch is known by its class); traits the format
    /// does not name (iOS 17's `supportsZoom`) are left out.
    static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        traitTable.compactMap { traits.contains($0.0) ? $0.1 : nil }
    }

    static func rect(_ r: CGRect) -> AXExportNode.Rect {
        AXExportNode.Rect(
            x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    /// sRGB components of `color` resolved for `traits`; nil when it has none (a pattern).
    static func color(_ color: UIColor, _ traits: UITraitCollection) -> AXExportNode.Color? {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        return AXExportNode.Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}
#endif
