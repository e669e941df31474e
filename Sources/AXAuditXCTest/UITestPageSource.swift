import AXAuditKit
import AXAuditExport

/// One element of a UI test's snapshot (`XCUIElementSnapshot`), as values: what
/// `AXUITestScreen` reads from XCTest and writes as a page source.
struct AXUITestElement: Sendable {
    /// `XCUIElement.ElementType`'s raw value.
    var elementType: UInt
    var identifier = ""
    var label = ""
    var value: String?
    var title = ""
    var placeholderValue: String?
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var isEnabled = true
    var isSelected = false
    var children: [AXUITestElement] = []
}

/// A UI test's screen written as WebDriverAgent writes a page source: a bare
/// `<XCUIElementTypeApplication>` with `type`, `name` (the identifier, else the
/// label), `label`, `value`, `placeholderValue`, `enabled`, `selected` and the
/// frame. The tree XCTest gives a UI test has XCUIElementTypes, not UIKit
/// classes, and no `accessible`: written as the axaudit hierarchy format it
/// would claim classes it does not know, while `axaudit` reads a page source
/// with the inference made for such trees (docs/page-sources.md). The root
/// says where it came from (`axaudit-source`), so that the warning about the
/// inference names the snapshot.
enum AXUITestPageSource {
    static let source = "XCUIElement.snapshot()"

    /// The names of `XCUIElement.ElementType`'s cases, by raw value (XCUIElementTypes.h).
    static let typeNames = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
        "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
        "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
        "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
        "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
        "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
        "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
        "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid",
        "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// `XCUIElementTypeButton` for 9; a type this table does not know yet is written `XCUIElementTypeOther`.
    static func typeName(_ rawValue: UInt) -> String {
        "XCUIElementType" + (rawValue < typeNames.count ? typeNames[Int(rawValue)] : "Other")
    }

    /// The page source of `root`; `screen`, when given, becomes the
    /// application's `name` (the screen name reports show).
    static func xml(_ root: AXUITestElement, screen: String?, takenByWindow: Bool = false) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, depth: 0, screen: screen, takenByWindow: takenByWindow, to: &out)
        return out
    }

    private static func write(
        _ element: AXUITestElement, depth: Int, screen: String?, takenByWindow: Bool, to out: inout String
    ) {
        let type = typeName(element.elementType)
        out += String(repeating: "  ", count: depth) + "<" + type
        func attribute(_ name: String, _ value: String) {
            out += " " + name + "=\"" + AXExportXMLEscaping.attribute(value) + "\""
        }
        attribute("type", type)
        if element.elementType >= typeNames.count { attribute("elementType", String(element.elementType)) }
        // The screen the caller names is the application's name, which reports show.
        let name =
            depth == 0 && screen != nil ? screen : !element.identifier.isEmpty ? element.identifier : element.label
        if let name, !name.isEmpty { attribute("name", name) }
        if !element.label.isEmpty { attribute("label", element.label) }
        if let value = element.value, !value.isEmpty { attribute("value", value) }
        if let placeholder = element.placeholderValue, !placeholder.isEmpty {
            attribute("placeholderValue", placeholder)
        }
        if !element.title.isEmpty { attribute("title", element.title) }
        attribute("enabled", element.isEnabled ? "true" : "false")
        if element.isSelected { attribute("selected", "true") }
        let (x, y, width, height) = element.frame
        attribute("x", number(x))
        attribute("y", number(y))
        attribute("width", number(width))
        attribute("height", number(height))
        if depth == 0 {
            attribute("axaudit-source", source)
            if takenByWindow { attribute("axaudit-snapshot", "window by window") }
        }
        guard !element.children.isEmpty else {
            out += "/>\n"
            return
        }
        out += ">\n"
        for child in element.children {
            write(child, depth: depth + 1, screen: screen, takenByWindow: takenByWindow, to: &out)
        }
        out += String(repeating: "  ", count: depth) + "</" + type + ">\n"
    }

    /// `12` for 12.0, `12.5`; `inf` for a frame XCTest reports as null (the
    /// page source's "no frame").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
