#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

/// Exports `view` and reads the file back.
@MainActor
func exported(_ view: UIView, screen: String = "Test", options: AXAuditExport.Options = .init()) throws -> XMLTree {
    let xml = AXAuditExport.xml(of: view, screen: screen, options: options)
    switch XMLTree.parse(xml) {
    case .success(let root): return root
    case .failure(let f): throw f
    }
}

extension XMLTree {
    /// The first element whose `id` or `class` is `key`.
    func element(_ key: String) -> XMLTree? {
        allElements.first { $0.attributes["id"] == key } ?? allElements.first { $0.attributes["class"] == key }
    }
}

final class StarRatingView: UIView, AXAuditExportCustomizing {
    var stars = 5
    func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision {
        node.role = "rating"
        node.maximumValue = Double(stars)
        return .exportWithoutChildren
    }
}

/// The UIKit adapter against stub views.
final class AdapterTests: XCTestCase {
    @MainActor func testLabel() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 34))
        title.text = "Trail gear"
        title.font = UIFont.systemFont(ofSize: 28)
        title.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        title.adjustsFontForContentSizeCategory = true
        title.accessibilityTraits = .header
        title.accessibilityIdentifier = "nav-title"
        root.addSubview(title)
        let doc = try exported(root, screen: "Products")
        XCTAssertEqual(
            doc.attributes,
            [
                "version": "1", "screen": "Products", "layoutDirection": "leftToRight",
                "width": "390", "height": "844",
            ])
        let top = try XCTUnwrap(doc.elementChildren.first)
        XCTAssertEqual(
            top.attributes,
            ["id": "ax.0", "class": "UIView", "frame": "0 0 390 844", "isAccessibilityElement": "false"])
        XCTAssertEqual(
            top.elementChildren.first?.attributes,
            [
                "id": "nav-title", "class": "UILabel", "inherits": "UIView", "frame": "16 56 358 34",
                "isAccessibilityElement": "true", "accessibilityLabel": "Trail gear",
                "accessibilityIdentifier": "nav-title",
                "accessibilityTraits": "header", "text": "Trail gear", "textColor": "#336699", "fontSize": "28",
                "adjustsFontForContentSizeCategory": "true",
                // UILabel turns user interaction off by default, as UIKit documents.
                "isUserInteractionEnabled": "false",
            ])
    }

    @MainActor func testButtonWithATitle() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let buy = UIButton(type: .system)
        buy.frame = CGRect(x: 24, y: 30, width: 80, height: 44)
        buy.setTitle("Buy", for: .normal)
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 110, y: 30, width: 80, height: 44)
        disabled.setTitle("Sold out", for: .normal)
        disabled.isEnabled = false
        root.addSubview(buy)
        root.addSubview(disabled)
        root.layoutIfNeeded()
        let doc = try exported(root)
        let b = try XCTUnwrap(doc.element("ax.0.0"))
        XCTAssertEqual(b.attributes["class"], "UIButton")
        XCTAssertEqual(b.attributes["inherits"], "UIControl UIView")
        XCTAssertEqual(b.attributes["frame"], "24 30 80 44")
        XCTAssertEqual(b.attributes["isAccessibilityElement"], "true")
        XCTAssertEqual(b.attributes["accessibilityLabel"], "Buy")
        XCTAssertEqual(b.attributes["text"], "Buy")
        XCTAssertEqual(b.attributes["accessibilityTraits"], "button")
        XCTAssertEqual(b.attributes["textColor"], "#007AFF")
        XCTAssertNil(b.attributes["isEnabled"])
        // The title label is the button's subview, as in UIKit, and not written: the button is the element.
        XCTAssertTrue(buy.subviews.contains { $0 === buy.titleLabel })
        XCTAssertEqual(b.elementChildren.count, 0)
        let d = try XCTUnwrap(doc.element("ax.0.1"))
        XCTAssertEqual(d.attributes["isEnabled"], "false")
        XCTAssertEqual(d.attributes["accessibilityTraits"], "button notEnabled")
    }

    @MainActor func testImageViewWithAnAccessibilityLabel() async throws {
        // UIImage(), not UIImage(named:), which finds no asset in a test bundle on iOS.
        let image = UIImage()
        image.accessibilityIdentifier = "shoe_01"
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 16, y: 110, width: 171, height: 120)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Trail shoes"
        let plain = UIImageView(image: UIImage())
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(imageView)
        root.addSubview(plain)
        let doc = try exported(root)
        // An image view's identifier is its image's unless set: it becomes the node's id.
        let e = try XCTUnwrap(doc.element("shoe_01"))
        XCTAssertEqual(e.attributes["accessibilityIdentifier"], "shoe_01")
        XCTAssertEqual(e.attributes["isUserInteractionEnabled"], "false")
        XCTAssertEqual(e.attributes["class"], "UIImageView")
        XCTAssertEqual(e.attributes["image"], "shoe_01")
        XCTAssertEqual(e.attributes["accessibilityLabel"], "Trail shoes")
        XCTAssertEqual(e.attributes["isAccessibilityElement"], "true")
        XCTAssertEqual(e.attributes["accessibilityTraits"], "image")
        // An image without an identifier: no name is made up.
        let p = try XCTUnwrap(doc.element("ax.0.1"))
        XCTAssertNil(p.attributes["image"])
        XCTAssertEqual(p.attributes["isAccessibilityElement"], "false")
        // An app can name its images another way.
        let named = try exported(root, options: .init(imageName: { _ in "asset" }))
        XCTAssertEqual(named.element("ax.0.1")?.attributes["image"], "asset")
    }

    @MainActor func testHiddenSubtreesAreExportedAsHidden() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        label.text = "Promo"
        hidden.addSubview(label)
        let transparent = UIView(frame: .zero)
        transparent.alpha = 0
        let axHidden = UIView(frame: .zero)
        axHidden.accessibilityElementsHidden = true
        let modal = UIView(frame: .zero)
        modal.accessibilityViewIsModal = true
        modal.shouldGroupAccessibilityChildren = true
        modal.isUserInteractionEnabled = false
        for v in [hidden, transparent, axHidden, modal] { root.addSubview(v) }
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0")?.attributes["isHidden"], "true")
        // The label inside is still written: axaudit decides what hiding means.
        XCTAssertEqual(doc.element("ax.0.0")?.elementChildren.first?.attributes["text"], "Promo")
        XCTAssertEqual(doc.element("ax.0.1")?.attributes["alpha"], "0")
        XCTAssertEqual(doc.element("ax.0.2")?.attributes["accessibilityElementsHidden"], "true")
        let m = try XCTUnwrap(doc.element("ax.0.3"))
        XCTAssertEqual(m.attributes["accessibilityViewIsModal"], "true")
        XCTAssertEqual(m.attributes["shouldGroupAccessibilityChildren"], "true")
        XCTAssertEqual(m.attributes["isUserInteractionEnabled"], "false")
        XCTAssertNil(doc.element("ax.0.1")?.attributes["isHidden"])
    }

    @MainActor func testCustomActions() async throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 16, y: 366, width: 171, height: 240))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Camping stove"
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Add to cart") { _ in true },
            UIAccessibilityCustomAction(name: "Share \"stove\" & more") { _ in true },
        ]
        let doc = try exported(cell)
        let e = try XCTUnwrap(doc.elementChildren.first)
        XCTAssertEqual(e.customActions, ["Add to cart", "Share \"stove\" & more"])
        XCTAssertEqual(e.attributes["inherits"], "UICollectionReusableView UIView")
    }

    @MainActor func testColorsAreResolvedForTheTraitCollection() async throws {
        final class Screen: UIViewController {
            override func loadView() {
                let root = UIView(frame: .zero)
                root.backgroundColor = UIColor.systemBackground
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                label.text = "x"
                label.textColor = UIColor.label
                root.addSubview(label)
                let clear = UIView(frame: .zero)
                clear.backgroundColor = UIColor.clear
                root.addSubview(clear)
                view = root
            }
        }
        let size = CGSize(width: 390, height: 844)
        let light = try XMLTree.parse(
            AXAuditExport.xml(
                of: Screen(), screen: "s", size: size,
                traitCollection: UITraitCollection(userInterfaceStyle: .light))
        ).get()
        let dark = try XMLTree.parse(
            AXAuditExport.xml(
                of: Screen(), screen: "s", size: size,
                traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        ).get()
        XCTAssertEqual(light.element("ax.0")?.attributes["backgroundColor"], "#FFFFFF")
        XCTAssertEqual(light.element("ax.0.0")?.attributes["textColor"], "#000000")
        XCTAssertEqual(dark.element("ax.0")?.attributes["backgroundColor"], "#000000")
        XCTAssertEqual(dark.element("ax.0.0")?.attributes["textColor"], "#FFFFFF")
        XCTAssertEqual(dark.element("ax.0.1")?.attributes["backgroundColor"], "#00000000")
        // A colour without RGB components (a pattern) is left out.
        let patterned = UIView(frame: .zero)
        patterned.backgroundColor = UIColor(patternImage: UIImage())
        XCTAssertNil(try exported(patterned).elementChildren.first?.attributes["backgroundColor"])
    }

    @MainActor func testTraitsAndValuesOfControls() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toggle = UISwitch(frame: CGRect(x: 325, y: 121, width: 51, height: 31))
        toggle.isOn = true
        toggle.isSelected = true
        let slider = UISlider(frame: CGRect(x: 16, y: 200, width: 300, height: 31))
        slider.maximumValue = 10
        slider.value = 5
        let stepper = UIStepper(frame: CGRect(x: 16, y: 260, width: 0, height: 0))
        stepper.maximumValue = 8
        let link = UILabel(frame: CGRect(x: 16, y: 320, width: 80, height: 20))
        link.text = "Terms"
        link.accessibilityTraits = [.link, .staticText, .updatesFrequently, .tabBar]
        link.accessibilityHint = "Opens the terms"
        for v in [toggle, slider, stepper, link] as [UIView] { root.addSubview(v) }
        let doc = try exported(root)
        XCTAssertEqual(doc.element("UISwitch")?.attributes["accessibilityValue"], "1")
        XCTAssertEqual(doc.element("UISwitch")?.attributes["accessibilityTraits"], "button selected toggleButton")
        XCTAssertEqual(doc.element("UISlider")?.attributes["maximumValue"], "10")
        XCTAssertEqual(doc.element("UISlider")?.attributes["accessibilityValue"], "50%")
        XCTAssertEqual(doc.element("UISlider")?.attributes["accessibilityTraits"], "adjustable")
        // A stepper is not an element: VoiceOver reaches its two buttons, at its minimum (0) the
        // decrement one dimmed.
        let s = try XCTUnwrap(doc.element("UIStepper"))
        XCTAssertEqual(s.attributes["maximumValue"], "8")
        XCTAssertEqual(s.attributes["isAccessibilityElement"], "false")
        XCTAssertEqual(s.attributes["frame"], "16 260 94 32")
        XCTAssertEqual(s.elementChildren.map { $0.attributes["accessibilityLabel"] }, ["Decrement", "Increment"])
        XCTAssertEqual(
            s.elementChildren.map { $0.attributes["accessibilityTraits"] }, ["button notEnabled", "button"])
        XCTAssertEqual(
            doc.element("UILabel")?.attributes["accessibilityTraits"], "link staticText updatesFrequently tabBar")
        XCTAssertEqual(doc.element("UILabel")?.attributes["accessibilityHint"], "Opens the terms")
        XCTAssertEqual(
            AXExportUIKitReader.traitNames([.button, .header, .notEnabled, .selected]),
            ["button", "selected", "header", "notEnabled"])
    }

    @MainActor func testFramesAreInWindowCoordinates() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.addSubview(scroll)
        let cell = UIView(frame: CGRect(x: 16, y: 310, width: 171, height: 240))
        scroll.addSubview(cell)
        let label = UILabel(frame: CGRect(x: 8, y: 128, width: 155, height: 20))
        label.text = "Trail shoes"
        cell.addSubview(label)
        let doc = try exported(root)
        XCTAssertEqual(doc.element("ax.0.0.0")?.attributes["frame"], "16 110 171 240")
        XCTAssertEqual(doc.element("ax.0.0.0.0")?.attributes["frame"], "24 238 155 20")
    }

    @MainActor func testHooksSetRolesAndSkipSubtrees() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rating = StarRatingView(frame: CGRect(x: 24, y: 286, width: 100, height: 16))
        rating.stars = 5
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating"
        rating.addSubview(UIImageView(frame: .zero))  // a star: not written (exportWithoutChildren)
        let debugOverlay = UIView(frame: root.bounds)
        debugOverlay.accessibilityIdentifier = "debug-overlay"
        debugOverlay.addSubview(UILabel(frame: .zero))
        root.addSubview(rating)
        root.addSubview(debugOverlay)
        let options = AXAuditExport.Options(customize: { object, node in
            if (object as? UIView)?.accessibilityIdentifier == "debug-overlay" { return .skipSubtree }
            if node.className == "UIView" { node.ignoredRules = ["duplicate-label"] }
            return .export
        })
        let doc = try exported(root, options: options)
        let r = try XCTUnwrap(doc.element("StarRatingView"))
        XCTAssertEqual(r.attributes["role"], "rating")
        XCTAssertEqual(r.attributes["maximumValue"], "5")
        XCTAssertEqual(r.attributes["inherits"], "UIView")
        XCTAssertTrue(r.elementChildren.isEmpty)
        XCTAssertNil(doc.element("debug-overlay"))
        XCTAssertEqual(doc.allElements.count, 2)
        XCTAssertEqual(doc.element("ax.0")?.attributes["axaudit-ignore"], "duplicate-label")
        // Skipping the root itself leaves an empty screen, not a crash.
        let none = try exported(root, options: .init(customize: { _, _ in .skipSubtree }))
        XCTAssertTrue(none.allElements.isEmpty)
    }

    @MainActor func testViewControllerIsLaidOutWithItsTraitsAndSize() async throws {
        final class Offers: UIViewController {
            override func loadView() {
                let root = UIView(frame: .zero)
                let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 34))
                title.text = "العروض"
                root.addSubview(title)
                let video = UIView(frame: .zero)
                video.semanticContentAttribute = .playback
                root.addSubview(video)
                view = root
            }
        }
        let controller = Offers()
        let xml = AXAuditExport.xml(
            of: controller, screen: "العروض", size: CGSize(width: 390, height: 520),
            traitCollection: UITraitCollection(layoutDirection: .rightToLeft))
        let doc = try XMLTree.parse(xml).get()
        XCTAssertEqual(doc.attributes["layoutDirection"], "rightToLeft")
        XCTAssertEqual(doc.attributes["width"], "390")
        XCTAssertEqual(doc.attributes["height"], "520")
        XCTAssertEqual(doc.element("ax.0")?.attributes["frame"], "0 0 390 520")
        XCTAssertEqual(doc.element("ax.0.1")?.attributes["semanticContentAttribute"], "forceLeftToRight")
        // The controller is given back: no parent, its view out of the window.
        XCTAssertNil(controller.parent)
        XCTAssertNil(controller.view.superview)
        // Without traits, the default direction.
        XCTAssertEqual(
            try XMLTree.parse(AXAuditExport.xml(of: Offers(), screen: "s", size: CGSize(width: 10, height: 10))).get()
                .attributes["layoutDirection"], "leftToRight")
    }

    @MainActor func testWriteToAFile() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "saved"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "axaudit-export-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try AXAuditExport.write(label, screen: "Saved", to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, AXAuditExport.xml(of: label, screen: "Saved"))
        XCTAssertThrowsError(
            try AXAuditExport.write(label, screen: "s", to: url.appendingPathComponent("no/such/dir.xml")))
    }
}
#endif
