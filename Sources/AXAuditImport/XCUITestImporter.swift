import AXAuditModel
import AXAuditPlatform

private typealias PageSourceType = KnownClasses.PageSourceType

/// Appium / WebDriverAgent XCUITest page sources (`driver.page_source` with the
/// XCUITest driver): `<AppiumAUT><XCUIElementTypeApplication …>…</AppiumAUT>`,
/// or a bare `<XCUIElementTypeApplication>` root; and macaca app-inspector's
/// `<hierarchy><node type="XCUIElementTypeApplication" …>`, read the same way.
///
/// Tree design: every XML element of the file becomes one element, so the tree,
/// the locations and the positional paths are the file's own. Element index 0 is
/// the document's root element, whatever it is:
/// - `<AppiumAUT>` (the usual case): index 0 is that wrapper (class `AppiumAUT`,
///   a container that is never a stop, framed like the application), and the
///   application is index 1;
/// - a bare `<XCUIElementTypeApplication>`: index 0 is the application itself.
/// Either way the application is never a VoiceOver stop (the order model never
/// stops at index 0, and the application is not accessible).
///
/// Elements whose tag is not `XCUIElementType…` (e.g. `SomeRandoElement`) are kept
/// as containers of that class with all their attributes in `unknownAttributes`.
/// Page sources have no `id`s, so `id` stays nil and reports use positional paths.
final class XCUITestHierarchyBuilder: HierarchyBuilder {
    let file: String
    private(set) var errorList = InputErrorList()
    var errors: [InputError] { errorList.listed }
    private(set) var warningList = InputErrorList()
    var warnings: [InputError] { warningList.listed }
    private var arena = ElementArena()
    private var screen: String?
    private var applicationFrame: Rect?
    private var sawApplication = false
    /// The root is macaca's `<hierarchy>`: `<node>`s are elements, their `type` their class.
    private var readsNodes = false
    private var warnedMissingAccessible = false
    private var warnedTraits: Set<String> = []
    /// What the end tag of each open element decides, once its children are known.
    private var open: [OpenElement] = []

    private struct OpenElement {
        /// The `accessible` attribute was missing: the end tag decides whether it is an element.
        var needsFallback = false
        /// `visible="false"`.
        var notVisible = false
        /// Something inside it is not marked `visible="false"`.
        var showsDescendant = false
        /// A web view: its own `visible` decides for its content.
        var isWebView = false
        /// Marked `accessible="true"`, and whether it is a cell.
        var isAccessible = false
        var isCell = false
        /// Something inside it is marked `accessible="true"`.
        var holdsAccessible = false
        /// An unlabelled cell of a source without `accessible`: the end tag
        /// decides from what it holds whether UIKit reads it as one element.
        var isTextCellCandidate = false
        /// A control or text field other than a switch is inside it.
        var holdsControl = false
        /// The values of the switches inside it.
        var switchValues: [String?] = []
        /// The visible texts inside it, in document order, while an open
        /// candidate cell around it collects them.
        var texts: [String] = []
    }
    /// How many open elements are candidate cells collecting their texts.
    private var collectingCells = 0

    static let typePrefix = "XCUIElementType"
    /// Root elements that wrap the application: Appium's `<AppiumAUT>`, and the
    /// `<hierarchy>` of macaca app-inspector, whose elements are `<node type="XCUIElementType…">`.
    static let wrappers: Set<String> = ["AppiumAUT", "hierarchy"]
    static let macacaNode = "node"

    /// The message for legacy UIAutomation page sources (`<UIAApplication>`).
    static let legacyMessage =
        "this is a legacy UIAutomation page source (<UIAApplication> with UIA* elements, written by Appium before 1.6); it is not read. Capture the page source with Appium's XCUITest driver instead. "
        + Importer.supportedFormatsDescription

    /// What the elements were read from: the XML page source, or text that
    /// `PageSourceJSONReader` or `DebugDescriptionReader` turned into its elements.
    enum Source {
        case xml, json, debugDescription
        /// Written by AXAuditXCTest from `XCUIElement.snapshot()` (its root says `axaudit-source`).
        case snapshot
    }
    private(set) var source: Source

    init(file: String, source: Source = .xml) {
        self.file = file
        self.source = source
    }

    func startElement(name: String, attributes: [XMLAttribute], location: SourceLocation, depth: Int) -> InputError? {
        if depth == 0 {
            if name.hasPrefix("UIA") { return InputError(Self.legacyMessage, at: location) }
            // The axaudit format's root has a version; macaca's has none.
            let isNative = name == "hierarchy" && attributes.contains { $0.name == "version" }
            guard (Self.wrappers.contains(name) && !isNative) || name.hasPrefix(Self.typePrefix) else {
                return InputError(
                    "the root element is <\(name)>, not an XCUITest page source's <AppiumAUT> or <XCUIElementTypeApplication>. "
                        + Importer.supportedFormatsDescription, at: location)
            }
            if Self.wrappers.contains(name) {
                readsNodes = name == "hierarchy"
                let root = arena.open(tagName: name, location: location)
                arena[root].className = arena.intern(name)
                arena[root].unknownAttributes = attributes.map { ($0.name, $0.value) }
                open.append(OpenElement())
                return nil
            }
        } else if depth == 1, arena[0].tagName == "AppiumAUT", name.hasPrefix("UIA") {
            return InputError(Self.legacyMessage, at: location)
        }
        if name.hasPrefix(Self.typePrefix) || (readsNodes && name == Self.macacaNode) {
            startXCUIElement(name: name, attributes: attributes, location: location)
        } else {
            let index = arena.open(tagName: name, location: location)
            arena[index].className = arena.intern(name)
            arena[index].unknownAttributes = attributes.map { ($0.name, $0.value) }
            open.append(OpenElement())
        }
        return nil
    }

    func endElement(name: String) {
        guard let index = arena.current, let closing = open.popLast() else { return }
        if open.isEmpty && !sawApplication {
            errorList.append(
                InputError(
                    "the page source holds no XCUIElementTypeApplication, so it shows no app's screen (WebDriverAgent writes nested XCUIElementTypeAny elements with empty frames when it could not take a snapshot); capture the page source again",
                    at: arena.location(of: 0)))
            // A source that shows no screen has no findings for a warning to qualify.
            warningList = InputErrorList()
        }
        // WebDriverAgent judges `visible` per element, and marks scroll and
        // collection views not visible while the rows inside them are: only an
        // element with nothing visible inside is off screen for VoiceOver.
        // A web view's content is judged visible by each element's own frame,
        // even when the whole page is covered (a player or a sheet over it) or
        // off screen: the web view's own `visible` decides for all of it.
        let hidden = closing.notVisible && (!closing.showsDescendant || closing.isWebView)
        if hidden { arena[index].isHidden = true }
        // WebDriverAgent marks a cell accessible when its first child is
        // (`isWDAccessible`), and marks nothing inside a real element accessible:
        // a cell holding an accessible element is a container, and VoiceOver
        // focuses what is inside (iOS 26 menus and lists of buttons).
        if closing.isAccessible && closing.isCell && closing.holdsAccessible {
            arena[index].isAccessibilityElement = false
        }
        if !open.isEmpty && (closing.isAccessible || closing.holdsAccessible) {
            open[open.count - 1].holdsAccessible = true
        }
        if closing.isTextCellCandidate { collectingCells -= 1 }
        if !open.isEmpty && !hidden && (closing.showsDescendant || !closing.notVisible) {
            open[open.count - 1].showsDescendant = true
        }
        // Sources with `accessible` need nothing more.
        guard closing.needsFallback || collectingCells > 0 else {
            arena.close()
            return
        }
        var element = arena[index]
        if closing.isTextCellCandidate && !closing.holdsControl && closing.switchValues.count <= 1
            && !closing.texts.isEmpty
        {
            // UIKit reads a cell of texts (and images) as one element, its texts
            // joined; with a switch, the switch row: the switch's value is the cell's.
            element.isAccessibilityElement = true
            element.text = closing.texts.joined(separator: ", ")
            if let value = closing.switchValues.first { element.accessibilityValue = value }
            arena[index] = element
        } else if closing.needsFallback {
            // Everything after the closing element in the arena is inside it.
            let hasChildren = arena.count > Int(index) + 1
            element.isAccessibilityElement = Self.fallbackIsAccessible(element, hasChildren: hasChildren)
            arena[index].isAccessibilityElement = element.isAccessibilityElement
        }
        if collectingCells > 0 {
            // An open cell around this element collects what it holds.
            let parent = open.count - 1
            open[parent].switchValues += closing.switchValues
            if PageSourceType.switches.contains(element.className) {
                open[parent].switchValues.append(element.accessibilityValue)
            } else if closing.holdsControl || element.roles.contains(.control)
                || Self.textInputTypes.contains(element.className)
            {
                open[parent].holdsControl = true
            }
            if !hidden, element.className == PageSourceType.staticText, let text = element.text,
                !text.trimmingSpaces().isEmpty
            {
                open[parent].texts.append(text)
            }
            open[parent].texts += closing.texts
        }
        arena.close()
    }

    func finish() -> Hierarchy {
        if let applicationFrame, arena.count > 0, arena.frame(of: 0) == nil {
            arena.setFrame(applicationFrame, of: 0)
        }
        var (elements, ids) = arena.finish()
        Self.markPresentationsModal(in: &elements)
        let size = applicationFrame.map { (width: $0.width, height: $0.height) }
        let hierarchy = Hierarchy(
            file: file, format: .xcuitest,
            screen: screen ?? NativeHierarchyBuilder.screenName(fromFile: file),
            layoutDirection: .leftToRight, screenSize: size, elements: elements,
            indexByID: ids)
        // Nothing on such a capture is judged (`ScreenTables.systemUI`): say so,
        // rather than pass it as a screen without problems.
        if let systemApp = hierarchy.systemApp, let app = hierarchy.applicationIndex {
            let location = hierarchy.elements[Int(app)].location
            switch systemApp {
            case .homeScreen:
                warningList.append(
                    InputError(
                        "this page source shows the home screen (com.apple.springboard), Apple's UI: nothing on it is judged; capture the page source while the app under test is in front (a system alert over the app shows as the home screen)",
                        at: location))
            case .safari where !hierarchy.elements.contains { $0.knownClasses.contains(.webView) }:
                warningList.append(
                    InputError(
                        "this page source shows Safari with no web page (no XCUIElementTypeWebView): its bars are Apple's UI and nothing on it is judged; capture the page source with the page open",
                        at: location))
            case .safari:
                break
            }
        }
        return hierarchy
    }

    // MARK: - Roles

    /// Whether a frame lies wholly outside the application's: off screen, though
    /// WebDriverAgent may mark it visible (a web page's links below the fold).
    static func liesOutside(_ frame: Rect?, _ application: Rect?) -> Bool {
        guard let frame, let application, frame.width > 0, frame.height > 0 else { return false }
        return frame.intersection(application) == nil
    }

    /// An alert, an action sheet or a popover: what UIKit presents modally.
    static func isPresentation(_ type: String) -> Bool {
        PageSourceType.presentations.contains(type)
    }

    /// VoiceOver keeps to a presented alert, action sheet or popover (UIKit
    /// makes a presentation modal), while WebDriverAgent may still mark the
    /// screen behind it visible. A page source does not say which view UIKit
    /// makes modal: the presentation's outermost container in its window (the
    /// view holding it and its dimming or dismiss view, over the screen it
    /// covers) is taken as `accessibilityViewIsModal`, so that the rest of
    /// that window is hidden. Other windows (the status bar's, the keyboard's)
    /// are not.
    static func markPresentationsModal(in elements: inout [Element]) {
        for i in elements.indices where !elements[i].isHidden && isPresentation(elements[i].className) {
            var container = i
            while let parent = elements[container].parent.map(Int.init), parent != 0,
                elements[parent].className != PageSourceType.window,
                elements[parent].className != PageSourceType.application
            {
                container = parent
            }
            elements[container].accessibilityViewIsModal = true
        }
    }

    /// `XCUIElementType` names (without the prefix) → roles; every other type is a container.
    static let rolesByType: [String: Roles] = [
        "Cell": .cell,
        "Image": .image,
        "StaticText": .text, "TextView": .text, "TextField": .text, "SecureTextField": .text,
        "SearchField": .text,
        "Button": .control, "Switch": .control, "Toggle": .control, "Slider": .control,
        "Link": .control, "Stepper": .control, "SegmentedControl": .control,
    ]

    static func roles(type: String, traits: AccessibilityTraits) -> Roles {
        let short = type.hasPrefix(typePrefix) ? String(type.dropFirst(typePrefix.count)) : type
        if let roles = rolesByType[short] { return roles }
        if !traits.isDisjoint(with: AccessibilityTraits.actionable) { return .control }
        return .container
    }

    /// Text fields and views: elements in UIKit, labelled or not.
    static let textInputTypes = PageSourceType.textFields.union([PageSourceType.textView])

    /// Older sources have no `accessible` attribute. A control (a button, switch,
    /// slider, link…, by type or traits) or a text field or view is then an
    /// accessibility element, labelled or not, as UIKit makes them elements. Any
    /// other element with a non-empty label is one too, except the application
    /// and windows, and containers with children: WebDriverAgent gives React
    /// Native and web containers the concatenated labels of their children, and
    /// taking them as elements would hide everything inside from the order and
    /// the rules.
    static func fallbackIsAccessible(_ element: ElementDraft, hasChildren: Bool) -> Bool {
        if element.roles.contains(.control) || textInputTypes.contains(element.className) { return true }
        guard let label = element.accessibilityLabel, !label.isEmpty else { return false }
        if element.className == PageSourceType.application || element.className == PageSourceType.window {
            return false
        }
        if element.roles == .container && hasChildren { return false }
        return true
    }

    // MARK: - Elements

    private func startXCUIElement(name: String, attributes: [XMLAttribute], location: SourceLocation) {
        var element = arena.next(tagName: name, location: location)
        var type: String?
        var accessible: Bool?
        var visible: Bool?
        var x: Double?, y: Double?, width: Double?, height: Double?
        var frameNames: [String] = []
        var frameIsBad = false
        /// `x` and `y` that say "no frame" (`isNoFrameCoordinate`), judged once the size is known.
        var noFrameCoordinates: [(name: String, value: String)] = []
        for attribute in attributes {
            let value = attribute.value
            switch attribute.name {
            case "type": if !value.isEmpty { type = value }
            case "accessible": accessible = boolean(attribute, at: location)
            case "label": element.accessibilityLabel = value
            case "value": element.accessibilityValue = value
            case "name": element.accessibilityIdentifier = value
            case "placeholderValue": element.placeholderValue = value
            case "axaudit-source":
                if source == .xml && value == "XCUIElement.snapshot()" { source = .snapshot }
                element.unknownAttributes.append((attribute.name, value))
            case "traits":
                let (traits, unknown) = AccessibilityTraits.parse(value)
                element.traits = traits
                for trait in unknown where warnedTraits.insert(trait).inserted {
                    warningList.append(
                        InputError(
                            "unknown accessibility trait '\(trait)' (ignored; reported once per file)", at: location))
                }
            case "enabled": element.isEnabled = boolean(attribute, at: location)
            case "visible": visible = boolean(attribute, at: location)
            case "x", "y", "width", "height":
                frameNames.append(attribute.name)
                if attribute.name == "x" || attribute.name == "y", Self.isNoFrameCoordinate(value) {
                    noFrameCoordinates.append((attribute.name, value))
                    continue
                }
                guard let number = Double(decimal: value), abs(number) <= Rect.maximumCoordinate,
                    attribute.name == "x" || attribute.name == "y" || number >= 0
                else {
                    frameError(attribute.name, value, at: location)
                    frameIsBad = true
                    continue
                }
                switch attribute.name {
                case "x": x = number
                case "y": y = number
                case "width": width = number
                default: height = number
                }
            default:
                // `index` (position among siblings) and anything else: kept as is.
                element.unknownAttributes.append((attribute.name, value))
            }
        }
        // WebDriverAgent writes `CGRectNull`, the frame of an element that has
        // none, as an `x` and `y` of 2^63 (or infinity) with a size of 0x0: the
        // element has no frame and is not on screen. Only that whole shape is read
        // so; a single such coordinate, or one with a size, is a wrong number.
        let hasNoFrame = noFrameCoordinates.count == 2 && width == 0 && height == 0
        if !hasNoFrame {
            for (name, value) in noFrameCoordinates { frameError(name, value, at: location) }
            if !noFrameCoordinates.isEmpty { frameIsBad = true }
        }
        if let x, let y, let width, let height {
            element.frame = Rect(x: x, y: y, width: width, height: height)
        } else if !frameIsBad && !hasNoFrame && !frameNames.isEmpty {
            let missing = ["x", "y", "width", "height"].filter { !frameNames.contains($0) }
            errorList.append(
                InputError(
                    "has \(frameNames.joined(separator: ", ")) but no \(missing.joined(separator: ", ")); the element's frame is unknown",
                    at: location))
        }

        let className = arena.intern(type ?? name)
        element.className = className
        element.roles = Self.roles(type: className, traits: element.traits)
        if className == PageSourceType.staticText {
            // WebDriverAgent's value of a static text is its text, else its label.
            if let value = element.accessibilityValue, !value.isEmpty {
                element.text = value
            } else {
                element.text = element.accessibilityLabel
            }
        } else if className == PageSourceType.textView || className == PageSourceType.textField,
            let value = element.accessibilityValue, !value.isEmpty
        {
            element.text = value
        }

        element.isAccessibilityElementAttribute = accessible
        if let accessible {
            element.isAccessibilityElement = accessible
        } else if !warnedMissingAccessible {
            warnedMissingAccessible = true
            warningList.append(InputError(missingAccessibleMessage, at: location))
        }
        let isTextCellCandidate =
            accessible == nil && className == PageSourceType.cell
            && (element.accessibilityLabel ?? "").trimmingSpaces().isEmpty
        if isTextCellCandidate { collectingCells += 1 }
        open.append(
            OpenElement(
                needsFallback: accessible == nil,
                notVisible: visible == false || hasNoFrame || Self.liesOutside(element.frame, applicationFrame),
                isWebView: className == PageSourceType.webView,
                isAccessible: accessible == true, isCell: className == PageSourceType.cell,
                isTextCellCandidate: isTextCellCandidate))

        if className == PageSourceType.application && !sawApplication {
            sawApplication = true
            if let name = element.accessibilityIdentifier, !name.isEmpty {
                screen = name
            } else if let label = element.accessibilityLabel, !label.isEmpty {
                screen = label
            }
            applicationFrame = element.frame
        }
        arena.push(&element)
    }

    private var missingAccessibleMessage: String {
        let inference =
            "axaudit takes controls, text fields, cells of texts and elements with a non-empty label as accessibility elements (not the application, windows or containers with children), so the reading order and findings are approximate"
        switch source {
        case .xml:
            return "this page source has no 'accessible' attribute (written by an older WebDriverAgent); " + inference
        case .json:
            return "this page source has no 'isAccessible' (written by an older WebDriverAgent); " + inference
        case .snapshot:
            return
                "an XCUIElement snapshot says neither which elements are accessibility elements nor their traits: "
                + inference
                + "; rules that read traits (headings, a button's or an image's trait) cannot judge this screen (docs/page-sources.md)"
        case .debugDescription:
            return
                "a debugDescription says neither which elements are accessibility elements nor (in current Xcodes) their traits: "
                + inference
                + "; rules that read traits (headings, a button's or an image's trait) cannot judge this screen (docs/page-sources.md)"
        }
    }

    // MARK: - Typed attributes

    /// A coordinate that stands for "no frame": infinite or NaN, however spelled,
    /// or 10^15 or more in size. `CGRectNull`'s origin is infinite, and
    /// WebDriverAgent writes it rounded to an integer, 2^63 (9.223372036854776e+18);
    /// no screen coordinate comes near 10^15, while a value between 10^9 (the
    /// largest frame axaudit reads) and 10^15 is rather a wrong number, and stays an error.
    static func isNoFrameCoordinate(_ value: String) -> Bool {
        if let number = Double(decimal: value) { return abs(number) >= 1e15 }
        var word = value.trimmingSpaces().lowercased()
        if word.hasPrefix("+") || word.hasPrefix("-") { word.removeFirst() }
        return word == "inf" || word == "infinity" || word == "nan"
    }

    private func frameError(_ name: String, _ value: String, at location: SourceLocation) {
        let what = name == "width" || name == "height" ? "a number of zero or more" : "a number"
        let limit =
            Double(decimal: value).map { abs($0) > Rect.maximumCoordinate } == true
            ? ", at most \(Rect.format(Rect.maximumCoordinate)) in size" : ""
        errorList.append(
            InputError("\(name) '\(value)' is not \(what)\(limit); the element's frame is unknown", at: location))
    }

    /// An empty value (WebDriverAgent writes `enabled=""` when it does not know) is unknown, not an error.
    private func boolean(_ attribute: XMLAttribute, at location: SourceLocation) -> Bool? {
        if attribute.value.isEmpty { return nil }
        if let value = BooleanAttribute.parse(attribute.value) { return value }
        errorList.append(
            InputError(
                "\(attribute.name) '\(attribute.value)' is not a boolean (true/false, YES/NO, 1/0)", at: location))
        return nil
    }
}
