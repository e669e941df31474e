// The UIKit adapter's reader: walks views and accessibility elements into `AXExportNode`s.
// It only reads properties; the tree is written by `AXExportXMLWriter`. Its entry points
// and options are in UIKitExport.swift. On Linux both are compiled against UIKitStub.
#if canImport(UIKit)
import UIKit
#elseif os(Linux) && canImport(UIKitStub)
import UIKitStub
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))
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
    /// Places among their container's elements, set when the container is read, for its elements.
    private var containerPositions: [ObjectIdentifier: AXExportNode.ContainerPosition] = [:]
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
            // VoiceOver never reaches a zero-size view that clips, is an element or lists
            // its elements (AccessibilitySnapshot's AccessibilityHierarchyParser prunes the
            // same); a zero-size wrapper that does none of these can show its subviews.
            if view !== root, view.bounds.size == .zero,
                view.clipsToBounds || view.isAccessibilityElement || view.accessibilityElements != nil
            {
                return nil
            }
            node = read(view: view)
            // A standard control that is an element draws its parts with private subviews
            // (a button's title label and image view): its node already carries their text
            // and font, and VoiceOver reaches only the control.
            items = view.isAccessibilityElement && Self.drawsItsOwnParts(view) ? [] : view.subviews
            // Vended elements become children of their container unless they are views
            // written elsewhere in the tree: a view that is not under the exported root is
            // written here, where VoiceOver reads it.
            for element in vended ?? [] {
                if let v = element as? UIView, v.superview != nil, isUnderRoot(v) { continue }
                items.append(element)
            }
        } else {
            node = read(element: object)
            items = vended ?? []
        }
        if let vended {
            node.accessibilityElements = vended.map { AXExportNode.Reference($0) }
            if let kind = Self.positionKind(of: object) {
                for (i, element) in vended.enumerated() {
                    containerPositions[ObjectIdentifier(element)] = .init(kind, index: i + 1, count: vended.count)
                }
            }
        }
        node.containerPosition = containerPositions.removeValue(forKey: ObjectIdentifier(object))
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

    /// What VoiceOver says of a container's elements' places (AccessibilitySnapshot's
    /// parser gives the same contexts): a segmented control's are a series ("1 of 3"),
    /// the elements of a container with the tab bar trait are tabs ("tab 2 of 4").
    private static func positionKind(of container: AnyObject) -> AXExportNode.ContainerPosition.Kind? {
        if container is UISegmentedControl { return .series }
        if let c = container as? AXExportAccessibilityObject, c.accessibilityTraits.contains(.tabBar) { return .tab }
        return nil
    }

    /// UIKit's controls whose subviews are their own drawing, not content an app put there.
    private static func drawsItsOwnParts(_ view: UIView) -> Bool {
        view is UIButton || view is UISwitch || view is UISlider || view is UITextField || view is UILabel
    }

    /// Whether `view` is `root` or one of its descendants (an ancestor walk, bounded by depth).
    private func isUnderRoot(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let v = current {
            if v === root { return true }
            current = v.superview
        }
        return false
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
        let frame = view.convert(view.bounds, to: nil)
        node.frame = Self.rect(frame)
        // Screen coordinates mean something only in a window: a view outside one is read by its frame.
        if root.window != nil {
            let accessibilityFrame = effectiveAccessibilityFrame(of: view)
            if !Self.nearlyEqual(accessibilityFrame, frame) { node.accessibilityFrame = Self.rect(accessibilityFrame) }
        }
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
        node.accessibilityIdentifier = Self.identifier(of: element)
        if let axElement = element as? UIAccessibilityElement,
            !axElement.accessibilityFrameInContainerSpace.isNull,
            let container = axElement.accessibilityContainer as? UIView
        {
            node.frame = Self.rect(container.convert(axElement.accessibilityFrameInContainerSpace, to: nil))
        } else {
            node.frame = Self.rect(effectiveAccessibilityFrame(of: element))
        }
        return node
    }

    /// `accessibilityFrame` in window coordinates, or the bounds of `accessibilityPath` when
    /// the frame is empty and there is a path (SwiftUI's nodes give a path and a zero frame).
    private func effectiveAccessibilityFrame(of element: AXExportAccessibilityObject) -> CGRect {
        var frame = element.accessibilityFrame
        if frame.isEmpty, let path = element.accessibilityPath, !path.bounds.isEmpty, !path.bounds.isInfinite {
            frame = path.bounds
        }
        return frame.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y)
    }

    /// The activation point in window coordinates when it is not the default, the middle
    /// of the accessibility frame (within half a point; a zero point of a zero frame is the default).
    private func customActivationPoint(of element: AXExportAccessibilityObject) -> AXExportNode.Point? {
        let point = element.accessibilityActivationPoint
        if point == .zero && element.accessibilityFrame == .zero { return nil }
        let frame = effectiveAccessibilityFrame(of: element)
        let p = CGPoint(x: point.x - windowOrigin.x, y: point.y - windowOrigin.y)
        guard abs(p.x - frame.midX) > 0.5 || abs(p.y - frame.midY) > 0.5 else { return nil }
        return AXExportNode.Point(x: Double(p.x), y: Double(p.y))
    }

    static func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.01 && abs(a.minY - b.minY) <= 0.01 && abs(a.width - b.width) <= 0.01
            && abs(a.height - b.height) <= 0.01
    }

    /// `accessibilityIdentifier` from `UIAccessibilityIdentification`, else through key-value
    /// coding: SwiftUI's elements answer it without adopting the protocol (AccessibilitySnapshot
    /// reads it the same way). Asked only of objects that respond to it, as KVC raises otherwise.
    static func identifier(of element: AXExportAccessibilityObject) -> String? {
        if let identified = element as? UIAccessibilityIdentification { return identified.accessibilityIdentifier }
        #if canImport(ObjectiveC)
        guard element.responds(to: NSSelectorFromString("accessibilityIdentifier")) else { return nil }
        #endif
        return element.value(forKey: "accessibilityIdentifier") as? String
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
        node.activationPoint = customActivationPoint(of: element)
        node.containerType = Self.containerType(element.accessibilityContainerType)
        node.accessibilityLanguage = element.accessibilityLanguage
        node.userInputLabels = element.accessibilityUserInputLabels ?? []
        node.customRotors = (element.accessibilityCustomRotors ?? []).map {
            AXExportNode.CustomRotor(name: $0.name, systemType: Self.systemRotorTypeName($0.systemRotorType))
        }
        if element.isAccessibilityElement {
            // Written only where it says more than the traits: UIKit derives it from them, and
            // "an element with UIAccessibilityTraitNotEnabled returns NO" (UIAccessibility.h).
            let responds = element.accessibilityRespondsToUserInteraction
            let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField]
            let implied =
                !element.accessibilityTraits.contains(.notEnabled)
                && (!element.accessibilityTraits.isDisjoint(with: interactive) || !node.customActions.isEmpty
                    || node.accessibilityTraits.contains("toggleButton"))
            if responds != implied { node.respondsToUserInteraction = responds }
        }
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
