// XCUIStub
// A stand-in for the part of XCTest's UI testing API (`XCUIElement`,
// `XCUIElementSnapshot`, `XCUIElement.ElementType`) that AXAuditXCTest's UI-test
// entry points read, so that `swift test` on Linux type-checks and runs them
// (swift-corelibs-xctest has no UI testing). Package.swift makes it a dependency
// on Linux only; every file is inside `#if os(Linux)`.
//
// Names, signatures and raw values follow Apple's documentation and
// XCUIElementTypes.h (`XCUIElementTypeAny = 0` … `XCUIElementTypeStatusItem = 82`).
// Behaviour is reduced to what the entry points rely on: an element answers
// `snapshot()` with the tree a test gives it, or throws what the test says
// (XCTest throws when an application's tree is too large to take at once), and
// lists the children a test gives it.
//
// Known differences: no queries by predicate or identifier, no waiting, no
// interaction; the stub-only members (`stubSnapshot`, `stubChildren`,
// `StubSnapshot`) are how tests build a screen.

#if os(Linux)
@_exported import Foundation

/// `XCUIElementAttributes`: what an element and its snapshot say about it.
@MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
}

/// `XCUIElementSnapshot`: an element's attributes and its children's, taken at once.
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes {
    /// `XCUIElement.ElementType` (`XCUIElementType` in Objective-C), by raw value.
    public enum ElementType: UInt, Sendable {
        case any = 0
        case other = 1
        case application = 2
        case group = 3
        case window = 4
        case sheet = 5
        case drawer = 6
        case alert = 7
        case dialog = 8
        case button = 9
        case radioButton = 10
        case radioGroup = 11
        case checkBox = 12
        case disclosureTriangle = 13
        case popUpButton = 14
        case comboBox = 15
        case menuButton = 16
        case toolbarButton = 17
        case popover = 18
        case keyboard = 19
        case key = 20
        case navigationBar = 21
        case tabBar = 22
        case tabGroup = 23
        case toolbar = 24
        case statusBar = 25
        case table = 26
        case tableRow = 27
        case tableColumn = 28
        case outline = 29
        case outlineRow = 30
        case browser = 31
        case collectionView = 32
        case slider = 33
        case pageIndicator = 34
        case progressIndicator = 35
        case activityIndicator = 36
        case segmentedControl = 37
        case picker = 38
        case pickerWheel = 39
        case `switch` = 40
        case toggle = 41
        case link = 42
        case image = 43
        case icon = 44
        case searchField = 45
        case scrollView = 46
        case scrollBar = 47
        case staticText = 48
        case textField = 49
        case secureTextField = 50
        case datePicker = 51
        case textView = 52
        case menu = 53
        case menuItem = 54
        case menuBar = 55
        case menuBarItem = 56
        case map = 57
        case webView = 58
        case incrementArrow = 59
        case decrementArrow = 60
        case timeline = 61
        case ratingIndicator = 62
        case valueIndicator = 63
        case splitGroup = 64
        case splitter = 65
        case relevanceIndicator = 66
        case colorWell = 67
        case helpTag = 68
        case matte = 69
        case dockItem = 70
        case ruler = 71
        case rulerMarker = 72
        case grid = 73
        case levelIndicator = 74
        case cell = 75
        case layoutArea = 76
        case layoutItem = 77
        case handle = 78
        case stepper = 79
        case tab = 80
        case touchBar = 81
        case statusItem = 82
    }

    /// `XCUIElement.AttributeName`, the keys of `dictionaryRepresentation`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public var identifier: String = ""
    public var frame: CGRect = .zero
    public var value: Any? = nil
    public var title: String = ""
    public var label: String = ""
    public var elementType: ElementType = .any
    public var isEnabled: Bool = true
    public var placeholderValue: String? = nil
    public var isSelected: Bool = false
    public var hasFocus: Bool = false

    /// Stub only: what `snapshot()` gives or throws.
    public var stubSnapshot: () throws -> XCUIElementSnapshot = { throw XCUIStubError.noSnapshot }
    /// Stub only: the elements `children(matching:)` finds, by their `elementType`.
    public var stubChildren: [XCUIElement] = []

    public override init() {}

    /// Takes a snapshot of the element and its descendants; throws when XCTest cannot.
    public func snapshot() throws -> XCUIElementSnapshot { try stubSnapshot() }

    /// The element's children of that type (`.any` for all).
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(stubChildren.filter { type == .any || $0.elementType == type })
    }

    public var windows: XCUIElementQuery { children(matching: .window) }

    public var exists: Bool { true }
}

@MainActor
open class XCUIElementQuery: NSObject {
    private let elements: [XCUIElement]
    init(_ elements: [XCUIElement]) { self.elements = elements }
    public var count: Int { elements.count }
    public var allElementsBoundByIndex: [XCUIElement] { elements }
    public func element(boundBy index: Int) -> XCUIElement { elements[index] }
}

@MainActor
open class XCUIApplication: XCUIElement {
    public override init() {
        super.init()
        elementType = .application
    }
    /// The application with that bundle identifier; its accessibility
    /// `identifier` stays empty, as an application's usually is.
    public convenience init(bundleIdentifier: String) {
        self.init()
        stubBundleIdentifier = bundleIdentifier
    }

    /// Stub only: the bundle identifier it was made with.
    public private(set) var stubBundleIdentifier: String?
}

/// Stub only: why a stub element has no snapshot.
public enum XCUIStubError: Error {
    case noSnapshot
    /// What XCTest throws for an application's tree too large to take at once.
    case illegalArgument
}

/// Stub only: a snapshot a test builds.
@MainActor
public final class StubSnapshot: XCUIElementSnapshot {
    public var identifier: String
    public var frame: CGRect
    public var value: Any?
    public var title: String
    public var label: String
    public var elementType: XCUIElement.ElementType
    public var isEnabled: Bool
    public var placeholderValue: String?
    public var isSelected: Bool
    public var hasFocus: Bool = false
    public var children: [XCUIElementSnapshot]
    public var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { [:] }

    public init(
        _ elementType: XCUIElement.ElementType, frame: CGRect, identifier: String = "", label: String = "",
        value: Any? = nil, title: String = "", placeholderValue: String? = nil, isEnabled: Bool = true,
        isSelected: Bool = false, children: [XCUIElementSnapshot] = []
    ) {
        self.elementType = elementType
        self.frame = frame
        self.identifier = identifier
        self.label = label
        self.value = value
        self.title = title
        self.placeholderValue = placeholderValue
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.children = children
    }
}
#endif
