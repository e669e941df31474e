/// Apple's own apps that a page source can show instead of the app under test.
/// WebDriverAgent writes the application's `bundleId` (newer versions) and its
/// name; what such a capture holds is Apple's UI, not the app's.
public enum SystemApp: Sendable, Equatable {
    /// SpringBoard: the home screen, Notification Center, banners and system
    /// alerts. Nothing on it is the app's to change.
    case homeScreen
    /// Safari: the page under test is the web view's content; the address bar
    /// and toolbar around it are the browser's.
    case safari

    /// The system app a page source's application element names, by its
    /// `bundleId`, or, in an older source without one, by Safari's name.
    public static func named(bundleID: String?, name: String?) -> SystemApp? {
        switch bundleID {
        case "com.apple.springboard": return .homeScreen
        case "com.apple.mobilesafari": return .safari
        case nil: return name == "Safari" ? .safari : nil
        default: return nil
        }
    }
}

extension Hierarchy {
    /// The index of a page source's application element: the root or near it.
    public var applicationIndex: Element.Index? {
        elements.firstIndex { $0.className == KnownClasses.PageSourceType.application }.map { Element.Index($0) }
    }

    /// The system app a page source shows, if it shows one (`SystemApp`).
    public var systemApp: SystemApp? {
        guard format == .xcuitest, let app = applicationIndex else { return nil }
        let application = elements[Int(app)]
        let bundleID = application.unknownAttributes.first { $0.name == "bundleId" }?.value
        return SystemApp.named(bundleID: bundleID, name: application.accessibilityIdentifier)
    }
}
