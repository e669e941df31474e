import AXAuditExport

/// Workload (f)'s screen: what a unit test hands `AXAssertAccessible`, as exporter
/// nodes. A navigation bar, a settings list, a two-column grid of product cards
/// with ratings, news cards and a tab bar, with the accessibility mistakes of the
/// generated files (an unlabeled image, a cell VoiceOver walks into, a rating
/// without a value, a card that is not an element), `elements` nodes in all.
struct InProcessScreen {
    private var rng: SplitMix64
    private(set) var elementCount = 0

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    static let tabs = ["Home", "Search", "Bag", "Account"]

    /// The screen's top-level node: a view of 390 × 844 points holding `elements`
    /// nodes, itself included (at least the bars, one list row and one card).
    mutating func root(elements: Int) -> AXExportNode {
        elementCount = 1
        var content: [AXExportNode] = [navigationBar()]
        var y = 100.0
        var list = node("UITableView", inherits: ["UIScrollView", "UIView"], 0, y, 390, 0)
        let tabBarSize = 1 + Self.tabs.count
        // Rows, news cards and product cards share what the bars leave: a fifth,
        // a tenth, and the rest.
        let budget = max(elements - elementCount - tabBarSize - 3, 11)
        for _ in 0..<max(1, budget / 5 / 5) {
            list.children.append(settingsRow(y: y))
            y += 64
        }
        list.frame?.height = y - 100
        content.append(list)
        for _ in 0..<max(1, budget / 10 / 5) {
            content.append(newsCard(y: y))
            y += 436
        }
        let gridTop = y
        var grid = node("UICollectionView", inherits: ["UIScrollView", "UIView"], 0, y, 390, 0)
        var column = 0
        while elementCount + 6 + tabBarSize <= elements || grid.children.isEmpty {
            grid.children.append(productCard(x: column == 0 ? 16 : 203, y: y))
            column = 1 - column
            if column == 0 { y += 276 }
        }
        if column == 1 { y += 276 }
        grid.frame?.height = y - gridTop
        content.append(grid)
        while elementCount + tabBarSize < elements {
            var footnote = node("UILabel", 16, y, 358, 20)
            footnote.text = "Prices include VAT; delivery in 2–4 days."
            content.append(footnote)
            y += 24
        }
        content.append(tabBar())
        return AXExportNode(
            className: "ShopViewController.View", frame: .init(x: 0, y: 0, width: 390, height: 844), children: content)
    }

    private mutating func node(
        _ className: String, inherits: [String] = [], _ x: Double, _ y: Double, _ width: Double, _ height: Double
    ) -> AXExportNode {
        elementCount += 1
        var node = AXExportNode(className: className, frame: .init(x: x, y: y, width: width, height: height))
        node.inherits = inherits
        return node
    }

    private mutating func navigationBar() -> AXExportNode {
        var bar = node("UINavigationBar", inherits: ["UIView"], 0, 44, 390, 44)
        var title = node("UILabel", 120, 54, 150, 24)
        title.text = "Shop"
        title.accessibilityTraits = ["header"]
        var back = node("UIButton", inherits: ["UIControl", "UIView"], 8, 44, 44, 44)
        back.accessibilityLabel = "Back"
        back.image = "chevron.left"
        var share = node("UIButton", inherits: ["UIControl", "UIView"], 338, 44, 44, 44)
        share.image = "square.and.arrow.up"  // mistake: an image-only button without a label
        bar.children = [back, title, share]
        return bar
    }

    private mutating func settingsRow(y: Double) -> AXExportNode {
        let (title, subtitle, icon) = rng.pick(HierarchyGenerator.settings)
        let on = rng.chance(0.5)
        var cell = node("ListTableViewCell", inherits: ["MDCBaseCell", "UITableViewCell", "UIView"], 0, y, 390, 64)
        cell.id = "row-\(elementCount)"
        let accessible = !rng.chance(0.1)  // mistake: a cell VoiceOver walks into
        if accessible {
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = "\(title), \(subtitle)"
            cell.accessibilityValue = on ? "on" : "off"
            cell.accessibilityTraits = ["button"]
        }
        var image = node("UIImageView", 16, y + 12, 40, 40)
        image.image = icon
        if !accessible { image.isAccessibilityElement = true }  // mistake: an unlabeled image
        var titleLabel = node("UILabel", 72, y + 10, 240, 22)
        titleLabel.text = title
        titleLabel.fontSize = 17
        titleLabel.adjustsFontForContentSizeCategory = true
        var subtitleLabel = node("UILabel", 72, y + 34, 240, 18)
        subtitleLabel.text = subtitle
        subtitleLabel.fontSize = 13
        subtitleLabel.textColor = .init(red: 0.42, green: 0.42, blue: 0.42)
        var toggle = node("UISwitch", inherits: ["UIControl", "UIView"], 323, y + 16, 51, 31)
        toggle.accessibilityValue = on ? "1" : "0"
        toggle.accessibilityIdentifier = "switch.\(title.lowercased())"
        cell.children = [image, titleLabel, subtitleLabel, toggle]
        return cell
    }

    private mutating func productCard(x: Double, y: Double) -> AXExportNode {
        let name = rng.pick(HierarchyGenerator.productWords) + " " + rng.pick(HierarchyGenerator.productNouns)
        let dollars = rng.range(9...349)
        let rating = Double(rng.range(2...10)) / 2
        var card = node(
            "ProductCardCell", inherits: ["MDCCardCollectionCell", "UICollectionViewCell", "UIView"], x, y, 171, 260)
        card.id = "card-\(elementCount)"
        if !rng.chance(0.06) {  // mistake: a card that is not an element
            card.isAccessibilityElement = true
            card.accessibilityLabel = "\(name), \(dollars) dollars, rated \(rating) out of 5"
            card.accessibilityTraits = ["button"]
        }
        var image = node("UIImageView", x, y, 171, 120)
        image.image = "product_\(rng.range(1...500))"
        var title = node("UILabel", x + 8, y + 128, 155, 20)
        title.text = name
        var price = node("UILabel", x + 8, y + 150, 155, 20)
        price.text = "$\(dollars).00"
        var stars = node("MDCProductRating", inherits: ["UIControl", "UIView"], x + 8, y + 174, 100, 16)
        stars.maximumValue = 5
        stars.isAccessibilityElement = true
        stars.accessibilityLabel = "Average customer rating, out of 5 stars"
        if !rng.chance(0.05) { stars.accessibilityValue = "\(rating)" }  // mistake: a rating without a value
        var buy = node("UIButton", inherits: ["UIControl", "UIView"], x + 8, y + 204, 80, 44)
        buy.text = "Buy"
        buy.customActions = rng.chance(0.3) ? ["Add to cart", "Save for later"] : ["Add to cart"]
        card.children = [image, title, price, stars, buy]
        return card
    }

    private mutating func newsCard(y: Double) -> AXExportNode {
        let title = rng.pick(HierarchyGenerator.newsTitles)
        var body = ""
        for _ in 0..<rng.range(2...4) { body += (body.isEmpty ? "" : " ") + rng.pick(HierarchyGenerator.sentences) }
        var card = node("MDCCard", inherits: ["UIControl", "UIView"], 16, y, 358, 420)
        card.id = "news-\(elementCount)"
        card.shouldGroupAccessibilityChildren = rng.chance(0.4)
        var image = node("UIImageView", 16, y, 358, 180)
        image.image = "news_\(rng.range(1...900))"
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Photo: " + title.lowercased()
        var heading = node("UILabel", 32, y + 192, 326, 56)
        heading.text = title
        heading.accessibilityTraits = ["header"]
        var text = node("UILabel", 32, y + 256, 326, 100)
        text.text = body
        text.adjustsFontForContentSizeCategory = true
        var more = node("UIButton", inherits: ["UIControl", "UIView"], 32, y + 364, 120, 44)
        more.text = "Read more"
        more.accessibilityHint = "Opens the article"
        card.children = [image, heading, text, more]
        return card
    }

    private mutating func tabBar() -> AXExportNode {
        var bar = node("UITabBar", inherits: ["UIView"], 0, 761, 390, 83)
        for (k, name) in Self.tabs.enumerated() {
            var tab = node("UITabBarButton", inherits: ["UIControl", "UIView"], Double(k) * 97.5, 761, 97.5, 49)
            tab.accessibilityLabel = name
            tab.accessibilityTraits = k == 0 ? ["button", "selected"] : ["button"]
            tab.containerPosition = .init(.tab, index: k + 1, count: Self.tabs.count)
            bar.children.append(tab)
        }
        return bar
    }
}
