#if canImport(UIKit) || os(Linux)
import XCTest
#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
@testable import AXAuditExport

// The app's classes of Examples/product-grid.xml, as stub views.
class MDCCardCollectionCell: UICollectionViewCell {}
final class ProductCardCell: MDCCardCollectionCell {}
/// A star rating control; says its maximum through the hook.
final class MDCProductRating: UIControl, AXAuditExportCustomizing {
    func customizeAXAuditExport(_ node: inout AXExportNode) -> AXExportDecision {
        node.maximumValue = 5
        return .export
    }
}

/// The screen of Examples/product-grid.xml built from views: a title and a
/// collection of four product cards, row 1 as separate elements, row 2 as one element a card.
final class ProductGridViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: .zero)
        let title = UILabel(frame: CGRect(x: 16, y: 56, width: 358, height: 34))
        title.accessibilityIdentifier = "nav-title"
        title.text = "Trail gear"
        title.font = UIFont.systemFont(ofSize: 28)
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
            // Frames in the collection's coordinates (it starts 100 points down).
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

/// The stub grid exports the structure of Examples/product-grid.xml: the same
/// elements in the same tree, with the same classes, roles, frames, labels,
/// values, images, texts, actions and element-ness.
final class ProductGridTests: XCTestCase {
    func example() throws -> XMLTree {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/product-grid.xml")
        return try XMLTree.parse(String(decoding: Data(contentsOf: url), as: UTF8.self)).get()
    }

    @MainActor func testStubGridMatchesTheExample() async throws {
        let xml = AXAuditExport.xml(
            of: ProductGridViewController(), screen: "Products", size: CGSize(width: 390, height: 844))
        let exported = try XMLTree.parse(xml).get()
        let expected = try example()
        XCTAssertEqual(exported.attributes, expected.attributes)
        let got = Self.reduced(exported.elementChildren)
        let want = expected.elementChildren
        XCTAssertEqual(Self.count(got), 27)
        XCTAssertEqual(Self.count(got), Self.count(want))
        compare(got, want, path: "hierarchy")
    }

    /// The UIKit containers the example leaves out (the controller's root view and
    /// each cell's contentView: plain UIViews that are not elements) are replaced by their children.
    static func reduced(_ elements: [XMLTree]) -> [XMLTree] {
        elements.flatMap { e -> [XMLTree] in
            var e = e
            e.children = e.children.filter { $0.name != "element" } + reduced(e.elementChildren)
            let plain =
                e.attributes["class"] == "UIView" && e.attributes["isAccessibilityElement"] == "false"
                && e.attributes["accessibilityLabel"] == nil && e.attributes["accessibilityElements"] == nil
            return plain ? e.elementChildren : [e]
        }
    }

    static func count(_ elements: [XMLTree]) -> Int { elements.reduce(0) { $0 + 1 + count($1.elementChildren) } }

    func compare(_ got: [XMLTree], _ want: [XMLTree], path: String) {
        XCTAssertEqual(got.count, want.count, "children of \(path)")
        for (g, w) in zip(got, want) {
            let here = path + "/" + (w.attributes["id"] ?? w.attributes["class"] ?? "?")
            let gc = Self.classes(g), wc = Self.classes(w)
            XCTAssertEqual(gc.first, wc.first, "class of \(here)")
            // The example's superclasses are the real ones, abbreviated (UIKit puts
            // UICollectionReusableView between UICollectionViewCell and UIView).
            XCTAssertTrue(Self.isSubsequence(wc, of: gc), "inherits of \(here): \(gc) vs \(wc)")
            XCTAssertEqual(Self.roles(g), Self.roles(w), "roles of \(here)")
            if let id = w.attributes["id"] { XCTAssertEqual(g.attributes["id"], id, "id of \(here)") }
            for key in ["frame", "accessibilityValue", "image", "maximumValue", "text"] {
                XCTAssertEqual(g.attributes[key], w.attributes[key], "\(key) of \(here)")
            }
            XCTAssertEqual(Self.spokenLabel(g), Self.spokenLabel(w), "spoken label of \(here)")
            XCTAssertEqual(Self.isElement(g), Self.isElement(w), "isAccessibilityElement of \(here)")
            XCTAssertEqual(Self.traits(g), Self.traits(w), "traits of \(here)")
            XCTAssertEqual(g.customActions, w.customActions, "actions of \(here)")
            if let size = w.attributes["fontSize"] {
                XCTAssertEqual(g.attributes["fontSize"], size, "fontSize of \(here)")
            }
            compare(g.elementChildren, w.elementChildren, path: here)
        }
    }

    // The format's defaults (docs: hierarchy-format.md), to compare what the
    // example leaves implicit with what the exporter writes out.
    static func classes(_ e: XMLTree) -> [String] {
        [e.attributes["class"] ?? "UIView"] + (e.attributes["inherits"] ?? "").split(separator: " ").map(String.init)
    }

    static func isSubsequence(_ a: [String], of b: [String]) -> Bool {
        var i = 0
        for name in b where i < a.count && a[i] == name { i += 1 }
        return i == a.count
    }

    static func roles(_ e: XMLTree) -> String {
        if let role = e.attributes["role"] { return role }
        let c = classes(e)
        let cell = c.contains { ["UITableViewCell", "UICollectionViewCell", "MDCCardCollectionCell"].contains($0) }
        if c.contains(where: { $0.contains("Rating") }) { return "rating" }
        if c.contains(where: { ["MDCCard", "MDCCardCollectionCell"].contains($0) }) {
            return cell ? "card+cell" : "card"
        }
        if c.contains("UIImageView") { return "image" }
        if c.contains(where: { ["UILabel", "UITextView", "UITextField"].contains($0) }) { return "text" }
        if cell { return "cell" }
        if c.contains(where: { ["UIControl", "UIButton", "UISwitch", "UISlider"].contains($0) }) { return "control" }
        return "container"
    }

    static func isElement(_ e: XMLTree) -> Bool {
        if let v = e.attributes["isAccessibilityElement"] { return v == "true" }
        return classes(e).contains {
            ["UILabel", "UITextView", "UITextField", "UIButton", "UISwitch", "UISlider"].contains($0)
        }
    }

    static func spokenLabel(_ e: XMLTree) -> String? {
        e.attributes["accessibilityLabel"] ?? (["text", "control"].contains(roles(e)) ? e.attributes["text"] : nil)
    }

    /// Traits without those UIKit gives a class by default (a button's `button`,
    /// a label's `staticText`, an image view's `image`), which the example leaves out.
    static func traits(_ e: XMLTree) -> Set<String> {
        var traits = Set((e.attributes["accessibilityTraits"] ?? "").split(separator: " ").map(String.init))
        let c = classes(e)
        if c.contains("UIButton") { traits.remove("button") }
        if c.contains("UILabel") { traits.remove("staticText") }
        if c.contains("UIImageView") { traits.remove("image") }
        return traits
    }
}
#endif
