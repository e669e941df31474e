#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import AXAuditExport

// Stub screens for the in-memory audit. The product grid duplicates the one of
// Tests/AXAuditExportTests/ProductGridTests.swift (a test target cannot use
// another's sources): the screen of Examples/product-grid.xml built from views.
// One change: its labels opt into Dynamic Type. The example leaves
// `adjustsFontForContentSizeCategory` out (not judged), while an export always
// knows it, and UIKit's default (false) is a dynamic-type finding.

class MDCCardCollectionCell: UICollectionViewCell {}
final class ProductCardCell: MDCCardCollectionCell {}
/// A star rating control; says its maximum through the hook.
final class MDCProductRating: UIControl, AXAuditExportCustomizing {
    func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision {
        node.maximumValue = 5
        return .export
    }
}

/// A title and a collection of four product cards: row 1 as separate elements,
/// row 2 as one element a card.
final class ProductGridViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: .zero)
        let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 34))
        title.accessibilityIdentifier = "nav-title"
        title.text = "Trail gear"
        title.font = UIFont.systemFont(ofSize: 28)  // in an app: UIFontMetrics(forTextStyle: .title1).scaledFont(for:)
        title.adjustsFontForContentSizeCategory = true
        title.accessibilityTraits = .header
        root.addSubview(title)
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 744),
            collectionViewLayout: UICollectionViewFlowLayout())
        grid.accessibilityIdentifier = "products"
        root.addSubview(grid)
        struct Rating {
            var label: String
            var value: String?
            var isElement: Bool
        }
        func card(
            _ id: String, x: CGFloat, y: CGFloat, image: String, badge: String? = nil, title: String, price: String,
            rating: Rating, prefix: String?
        ) -> ProductCardCell {
            let cell = ProductCardCell(frame: CGRect(x: x, y: y - 100, width: 171, height: 240))
            cell.accessibilityIdentifier = id
            func identify(_ view: UIView, _ part: String) {
                if let prefix { view.accessibilityIdentifier = "\(prefix)-\(part)" }
            }
            let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 171, height: 120))
            let picture = UIImage()
            picture.accessibilityIdentifier = image
            imageView.image = picture
            identify(imageView, "image")
            cell.contentView.addSubview(imageView)
            if let badge {
                let badgeView = UIImageView(frame: CGRect(x: 135, y: 4, width: 32, height: 32))
                let badgeImage = UIImage()
                badgeImage.accessibilityIdentifier = badge
                badgeView.image = badgeImage
                badgeView.isAccessibilityElement = true
                identify(badgeView, "sale-badge")
                cell.contentView.addSubview(badgeView)
            }
            for (text, frame, part) in [
                (title, CGRect(x: 8, y: 128, width: 155, height: 20), "title"),
                (price, CGRect(x: 8, y: 152, width: 80, height: 20), "price"),
            ] {
                let label = UILabel(frame: frame)
                label.text = text
                label.font = UIFont.preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                identify(label, part)
                cell.contentView.addSubview(label)
            }
            let stars = MDCProductRating(frame: CGRect(x: 8, y: 176, width: 100, height: 16))
            stars.isAccessibilityElement = rating.isElement
            stars.accessibilityLabel = rating.label
            stars.accessibilityValue = rating.value
            identify(stars, "rating")
            cell.contentView.addSubview(stars)
            let buy = UIButton(type: .system)
            buy.frame = CGRect(x: 8, y: 196, width: 80, height: 44)
            buy.setTitle("Buy", for: .normal)
            identify(buy, "buy")
            cell.contentView.addSubview(buy)
            grid.addSubview(cell)
            return cell
        }
        let fullLabel = "Average customer rating, out of 5 stars"
        _ = card(
            "card-shoes", x: 16, y: 110, image: "shoe_01", badge: "badge_sale", title: "Trail shoes", price: "$89",
            rating: Rating(label: "Rating", value: nil, isElement: true), prefix: "shoes")
        _ = card(
            "card-jacket", x: 203, y: 110, image: "jacket_02", title: "Rain jacket", price: "$120",
            rating: Rating(label: fullLabel, value: "great", isElement: true), prefix: "jacket")
        let stove = card(
            "card-stove", x: 16, y: 366, image: "stove_03", title: "Camping stove", price: "$45",
            rating: Rating(label: fullLabel, value: "4", isElement: false), prefix: nil)
        stove.isAccessibilityElement = true
        stove.accessibilityLabel = "Camping stove"
        stove.accessibilityTraits = .button
        stove.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Add to cart") { _ in true }]
        let headlamp = card(
            "card-headlamp", x: 203, y: 366, image: "headlamp_04", title: "Headlamp", price: "$25",
            rating: Rating(label: fullLabel, value: "4.5", isElement: false), prefix: nil)
        headlamp.isAccessibilityElement = true
        headlamp.accessibilityLabel = "Headlamp, $25, 4.5 out of 5 stars"
        (headlamp.contentView.subviews.last as? UIButton)?.accessibilityIdentifier = "headlamp-buy"
        view = root
    }
}

/// A star rating that says its role and maximum through the exporter's protocol.
final class StarRatingView: UIView, AXAuditExportCustomizing {
    func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision {
        node.role = "rating"
        node.maximumValue = 5
        return .exportWithoutChildren
    }
}

/// Views that between them give the exporter every attribute UIKit has, and
/// the hook the rest (an id, ignored rules).
/// Windows kept alive for the screens the tests build and return.
@MainActor
enum WindowKeeper {
    private static var windows: [ObjectIdentifier: UIWindow] = [:]
    static func keep(_ window: UIWindow, for view: UIView) { windows[ObjectIdentifier(view)] = window }
}

@MainActor
enum KitchenSink {
    static let options = AXAuditExport.Options(customize: { object, node in
        if (object as? UIView)?.accessibilityIdentifier == "promo" {
            node.id = "promo-banner"
            node.ignoredRules = ["touch-target-size"]
        }
        return .export
    })

    static func screen() -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = UIColor.systemBackground
        window.addSubview(root)
        let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 34))
        title.text = "Settings"
        title.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true
        title.accessibilityTraits = .header
        title.accessibilityIdentifier = "title"
        root.addSubview(title)
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 358, height: 120))
        card.shouldGroupAccessibilityChildren = true
        card.semanticContentAttribute = .forceRightToLeft
        root.addSubview(card)
        let icon = UIImageView(frame: CGRect(x: 8, y: 8, width: 40, height: 40))
        let picture = UIImage()
        picture.accessibilityIdentifier = "gear"
        icon.image = picture
        icon.isAccessibilityElement = true
        icon.accessibilityLabel = "Settings icon"
        card.addSubview(icon)
        let volume = UISlider(frame: CGRect(x: 56, y: 8, width: 280, height: 44))
        volume.maximumValue = 11
        volume.accessibilityValue = "7"
        volume.accessibilityHint = "Adjusts the volume"
        volume.accessibilityLabel = "Volume"
        card.addSubview(volume)
        let rating = StarRatingView(frame: CGRect(x: 56, y: 60, width: 100, height: 20))
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating, out of 5 stars"
        rating.accessibilityValue = "4"
        card.addSubview(rating)
        card.accessibilityElements = [volume, icon, rating]
        card.accessibilityContainerType = .semanticGroup
        card.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(name: "Settings with changes") { _ in nil },
            UIAccessibilityCustomRotor(systemType: .heading) { _ in nil },
        ]
        volume.accessibilityLanguage = "en-GB"
        rating.accessibilityActivationPoint = CGPoint(x: 80, y: 170)  // screen coordinates: the first star
        rating.accessibilityFrame = CGRect(x: 60, y: 150, width: 120, height: 40)
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 16, y: 240, width: 120, height: 44)
        save.setTitle("Save", for: .normal)
        save.isEnabled = false
        save.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Save as draft") { _ in true }]
        save.accessibilityUserInputLabels = ["Save", "Store"]
        // Disabled yet answering (it says why): UIKit would derive NO from the not-enabled trait.
        save.accessibilityRespondsToUserInteraction = true
        root.addSubview(save)
        let promo = UIView(frame: CGRect(x: 16, y: 300, width: 358, height: 30))
        promo.accessibilityIdentifier = "promo"
        promo.alpha = 0.5
        promo.isUserInteractionEnabled = false
        promo.isAccessibilityElement = true
        promo.accessibilityLabel = "Free shipping"
        root.addSubview(promo)
        let hidden = UILabel(frame: CGRect(x: 16, y: 340, width: 200, height: 20))
        hidden.text = "Hidden"
        hidden.isHidden = true
        root.addSubview(hidden)
        let secret = UIView(frame: CGRect(x: 16, y: 370, width: 200, height: 40))
        secret.accessibilityElementsHidden = true
        secret.addSubview(UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)))
        root.addSubview(secret)
        let field = UITextField(frame: CGRect(x: 16, y: 420, width: 358, height: 34))
        field.text = "jane@example.com"
        field.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        field.accessibilityLabel = "Email"
        root.addSubview(field)
        let sheet = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
        sheet.accessibilityViewIsModal = true
        let done = UIButton(type: .system)
        done.frame = CGRect(x: 16, y: 616, width: 80, height: 44)
        done.setTitle("Done", for: .normal)
        sheet.addSubview(done)
        root.addSubview(sheet)
        let range = UISegmentedControl(items: ["Day", "Week"])
        range.frame = CGRect(x: 16, y: 470, width: 200, height: 32)
        range.layoutIfNeeded()
        root.addSubview(range)
        // A view holds its window weakly, as in UIKit: the screen keeps it, so that the
        // accessibility frames (screen coordinates) mean something.
        WindowKeeper.keep(window, for: root)
        return root
    }
}

/// SwiftUI's elements: what a hosting view vends instead of subviews.
final class AccessibilityNode: UIAccessibilityElement {}

/// A SwiftUI-like hosting view: its subviews draw, its `accessibilityElements`
/// are non-view elements.
final class HostingView: UIView {}

/// A product page as SwiftUI would vend it: a header, a price, a rating, and a
/// "Buy" button that was given an icon and no label, so VoiceOver says nothing
/// useful for it.
@MainActor
enum HostingScreens {
    static func productPage() -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hosting = HostingView(frame: window.bounds)
        window.addSubview(hosting)
        hosting.addSubview(UIView(frame: hosting.bounds))  // SwiftUI's rendering view: no accessibility
        func node(_ label: String?, _ traits: UIAccessibilityTraits, _ frame: CGRect, id: String? = nil)
            -> AccessibilityNode
        {
            let element = AccessibilityNode(accessibilityContainer: hosting)
            element.accessibilityLabel = label
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = frame
            element.isAccessibilityElement = true
            element.accessibilityIdentifier = id
            return element
        }
        let title = node(
            "Trail shoes", [.staticText, .header], CGRect(x: 16, y: 120, width: 358, height: 34), id: "title")
        let price = node("$89", .staticText, CGRect(x: 16, y: 160, width: 80, height: 20), id: "price")
        let buy = node(nil, .button, CGRect(x: 16, y: 200, width: 120, height: 44), id: "buy")
        hosting.accessibilityElements = [title, price, buy]
        return hosting
    }
}
#endif
