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
    /// Where VoiceOver draws the element and what it sorts by, in the same coordinates as
    /// `frame`, when it is not `frame` (an `accessibilityFrame` override, or the bounds of
    /// `accessibilityPath` where the accessibility frame is empty, as SwiftUI's nodes have).
    public var accessibilityFrame: Rect?
    /// `accessibilityActivationPoint` (same coordinates) when it is not the middle of the
    /// accessibility frame: where a double tap lands.
    public var activationPoint: Point?
    /// `accessibilityContainerType`, when it is not `none`.
    public var containerType: ContainerType?
    /// `accessibilityLanguage`: the BCP 47 language VoiceOver speaks the element in.
    public var accessibilityLanguage: String?
    /// `accessibilityUserInputLabels`: the names Voice Control and Full Keyboard Access accept.
    public var userInputLabels: [String] = []
    /// `accessibilityCustomRotors`, written as `<customRotor>` children in order.
    public var customRotors: [CustomRotor] = []
    /// `accessibilityRespondsToUserInteraction`, when it says something the traits do not.
    public var respondsToUserInteraction: Bool?
    /// Where VoiceOver says the element sits among its container's: "1 of 3" in a segmented
    /// control (a series), "tab 2 of 4" in a tab bar.
    public var containerPosition: ContainerPosition?
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

    /// `x y` in points.
    public struct Point: Sendable, Equatable {
        public var x: Double, y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// UIKit's `UIAccessibilityContainerType`, as the format spells it.
    public enum ContainerType: String, Sendable {
        case dataTable, list, landmark, semanticGroup
    }

    /// One of `accessibilityCustomRotors`: the name VoiceOver speaks, and for a rotor made with
    /// `init(systemType:itemSearch:)` its `UIAccessibilityCustomRotor.SystemRotorType` as Swift
    /// spells it (`heading`, `headingLevel1`, `link`, …). A rotor with neither is not written.
    public struct CustomRotor: Sendable, Equatable {
        public var name: String
        public var systemType: String?
        public init(name: String, systemType: String? = nil) {
            self.name = name
            self.systemType = systemType
        }
    }

    /// An element's place among its container's elements, counted from 1.
    public struct ContainerPosition: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case series, tab
        }
        public var kind: Kind
        public var index: Int
        public var count: Int
        public init(_ kind: Kind, index: Int, count: Int) {
            self.kind = kind
            self.index = index
            self.count = count
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
