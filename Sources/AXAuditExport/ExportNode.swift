/// One element of an exported screen: a view or an accessibility element, as
/// the axaudit hierarchy format (version 1) describes it. Plain values, no UIKit:
/// the UIKit adapter fills them in, and other frameworks or tests can build them
/// directly. `nil` means "not known / the format's default" and is not written.
public struct AXExportNode: Sendable, Equatable {
    /// The runtime class name, e.g. `ProductCardCell`. Empty: not written (the importer assumes `UIView`).
    public var className: String
    /// Superclasses, nearest first, e.g. `["MDCCardCollectionCell", "UICollectionViewCell", "UIView"]`.
    public var inherits: [String] = []
    /// An id to write as is (when it is a valid, unique id token); otherwise the
    /// writer uses `accessibilityIdentifier` or generates one (see `AXExportIDs`).
    public var id: String?
    /// Identifies this node for `accessibilityElements` lists of other nodes.
    public var reference: Reference?
    /// `cell`, `card`, `image`, `rating`, `text`, `control` or `container`: overrides the role axaudit infers.
    public var role: String?
    /// In screen (window) coordinates, points. Non-finite frames are not written.
    public var frame: Rect?
    public var isAccessibilityElement: Bool?
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?
    /// Trait names as the format spells them (`button`, `header`, `staticText`, …).
    public var accessibilityTraits: [String] = []
    /// The container's reading order: references to other nodes (normally its
    /// descendants). `[]` is written as an empty list (VoiceOver reads nothing
    /// inside); references to nodes that are not exported are dropped.
    public var accessibilityElements: [Reference]?
    public var shouldGroupAccessibilityChildren: Bool?
    public var accessibilityElementsHidden: Bool?
    public var isHidden: Bool?
    public var alpha: Double?
    public var accessibilityViewIsModal: Bool?
    /// Visible text of a label, a button's title, a text field or text view.
    public var text: String?
    /// The image's asset name, where one is known.
    public var image: String?
    public var maximumValue: Double?
    public var textColor: Color?
    public var backgroundColor: Color?
    public var fontSize: Double?
    public var adjustsFontForContentSizeCategory: Bool?
    public var semanticContentAttribute: SemanticContentAttribute?
    public var isEnabled: Bool?
    public var isUserInteractionEnabled: Bool?
    /// Names of `accessibilityCustomActions`, written as `<customAction name="…"/>`.
    public var customActions: [String] = []
    /// Rule ids axaudit should not report on this node and its subtree (`axaudit-ignore`).
    public var ignoredRules: [String] = []
    /// Subviews, or for a container the elements it vends, in the order the app holds them.
    public var children: [AXExportNode] = []

    public init(className: String, frame: Rect? = nil, children: [AXExportNode] = []) {
        self.className = className
        self.frame = frame
        self.children = children
    }

    /// A key by which one node names another in `accessibilityElements`.
    public struct Reference: Hashable, Sendable {
        private enum Storage: Hashable, Sendable {
            case object(ObjectIdentifier)
            case name(String)
        }
        private let storage: Storage
        /// The node exported for this object (the UIKit adapter's keys). Only
        /// meaningful while the object is alive, i.e. during one export.
        public init(_ object: AnyObject) { storage = .object(ObjectIdentifier(object)) }
        /// A key of the caller's choosing.
        public init(name: String) { storage = .name(name) }
    }

    /// `x y width height` in points.
    public struct Rect: Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// sRGB components, 0...1 (values outside are clamped when written).
    public struct Color: Sendable, Equatable {
        public var red: Double, green: Double, blue: Double, alpha: Double
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public enum SemanticContentAttribute: String, Sendable {
        case unspecified, forceLeftToRight, forceRightToLeft
    }

    public enum LayoutDirection: String, Sendable {
        case leftToRight, rightToLeft
    }

    /// The trait names the format knows, in its order.
    public static let traitNames: [String] = [
        "button", "link", "image", "selected", "staticText", "header", "adjustable", "notEnabled",
        "searchField", "summaryElement", "playsSound", "keyboardKey", "updatesFrequently",
        "startsMediaSession", "allowsDirectInteraction", "causesPageTurn", "tabBar", "toggleButton",
    ]
}
