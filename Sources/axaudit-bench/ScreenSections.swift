/// The three kinds of section a generated screen is made of.
extension HierarchyGenerator {
    /// A settings list: icon, title, subtitle, `UISwitch` per row.
    mutating func list(until limit: Int) {
        if rng.chance(0.5) { header(rng.pick(["Settings", "Privacy", "Notifications", "Account"])) }
        let rows = rng.range(4...40)
        start(
            [
                ("id", newID("table")), ("class", "UITableView"), ("inherits", "UIScrollView UIView"),
                ("frame", frame(0, y, 390, rows * 64)),
            ], selfClosing: false)
        for _ in 0..<rows {
            if out.written >= limit { break }
            let (title, subtitle, icon) = rng.pick(HierarchyGenerator.settings)
            let on = rng.chance(0.5)
            var cell = [
                ("id", newID("row")), ("class", "ListTableViewCell"),
                ("inherits", "MDCBaseCell UITableViewCell UIView"), ("frame", frame(0, y, 390, 64)),
            ]
            let accessible = !rng.chance(0.05)  // mistake: a cell VoiceOver walks into
            if accessible {
                cell += [
                    ("isAccessibilityElement", "true"), ("accessibilityLabel", "\(title), \(subtitle)"),
                    ("accessibilityValue", on ? "on" : "off"), ("accessibilityTraits", "button"),
                ]
                if rng.chance(0.3) { cell.append(("accessibilityHint", "Double-tap to toggle the setting.")) }
            }
            start(cell, selfClosing: false)
            var image = [("class", "UIImageView"), ("frame", frame(16, y + 12, 40, 40)), ("image", icon)]
            if !accessible && rng.chance(0.5) { image.append(("isAccessibilityElement", "true")) }  // unlabeled image
            start(image, selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(72, y + 10, 240, 22)), ("text", title),
                    ("fontSize", "17"), ("adjustsFontForContentSizeCategory", "true"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(72, y + 34, 240, 18)), ("text", subtitle),
                    ("textColor", "#6B6B6B"), ("fontSize", "13"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UISwitch"), ("inherits", "UIControl UIView"), ("frame", frame(323, y + 16, 51, 31)),
                    ("accessibilityValue", on ? "1" : "0"), ("accessibilityIdentifier", "switch.\(title.lowercased())"),
                ],
                selfClosing: true)
            end()
            y += 64
        }
        end()
    }

    /// A two-column product grid of `MDCCardCollectionCell`s.
    mutating func grid(until limit: Int) {
        if rng.chance(0.5) { header(rng.pick(["Recommended for you", "New arrivals", "On sale", "Bestsellers"])) }
        let cards = rng.range(2...24)
        start(
            [
                ("id", newID("grid")), ("class", "UICollectionView"), ("inherits", "UIScrollView UIView"),
                ("frame", frame(0, y, 390, (cards + 1) / 2 * 276)),
            ], selfClosing: false)
        for i in 0..<cards {
            if out.written >= limit { break }
            let x = i % 2 == 0 ? 16 : 203
            let name = rng.pick(HierarchyGenerator.productWords) + " " + rng.pick(HierarchyGenerator.productNouns)
            let dollars = rng.range(9...349)
            let rating = Double(rng.range(2...10)) / 2
            var card = [
                ("id", newID("card")), ("class", "ProductCardCell"),
                ("inherits", "MDCCardCollectionCell UICollectionViewCell UIView"), ("frame", frame(x, y, 171, 260)),
            ]
            let accessible = !rng.chance(0.06)  // mistake: card not accessible
            if accessible {
                card += [
                    ("isAccessibilityElement", "true"),
                    ("accessibilityLabel", "\(name), \(dollars) dollars, rated \(rating) out of 5"),
                    ("accessibilityTraits", "button"),
                ]
            }
            start(card, selfClosing: false)
            var image = [
                ("class", "UIImageView"), ("frame", frame(x, y, 171, 120)),
                ("image", "product_\(rng.range(1...500))"),
            ]
            if rng.chance(0.04) { image.append(("isAccessibilityElement", "true")) }  // mistake: unlabeled image
            start(image, selfClosing: true)
            start([("class", "UILabel"), ("frame", frame(x + 8, y + 128, 155, 20)), ("text", name)], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(x + 8, y + 150, 155, 20)), ("text", "$\(dollars).00"),
                    ("textColor", "#1A1A1A"),
                ], selfClosing: true)
            var ratingView = [
                ("class", "MDCProductRating"), ("inherits", "UIControl UIView"),
                ("frame", frame(x + 8, y + 174, 100, 16)), ("maximumValue", "5"),
                ("isAccessibilityElement", "true"),
                ("accessibilityLabel", "Average customer rating, out of 5 stars"),
            ]
            if !rng.chance(0.05) { ratingView.append(("accessibilityValue", "\(rating)")) }  // mistake: no value
            start(ratingView, selfClosing: true)
            start(
                [
                    ("class", "UIButton"), ("inherits", "UIControl UIView"), ("frame", frame(x + 8, y + 204, 80, 44)),
                    ("text", "Buy"),
                ], selfClosing: false)
            out.write(indent + "<customAction name=\"Add to cart\"/>\n")
            if rng.chance(0.3) { out.write(indent + "<customAction name=\"Save for later\"/>\n") }
            end()
            end()
            if i % 2 == 1 { y += 276 }
        }
        y += 276
        end()
    }

    /// Single `MDCCard` news cards with long text and a button.
    mutating func news(until limit: Int) {
        let cards = rng.range(1...6)
        for _ in 0..<cards {
            if out.written >= limit { break }
            let title = rng.pick(HierarchyGenerator.newsTitles)
            var body = ""
            for _ in 0..<rng.range(2...6) { body += (body.isEmpty ? "" : " ") + rng.pick(HierarchyGenerator.sentences) }
            var card = [
                ("id", newID("news")), ("class", "MDCCard"), ("inherits", "UIControl UIView"),
                ("frame", frame(16, y, 358, 420)),
            ]
            if rng.chance(0.4) { card += [("shouldGroupAccessibilityChildren", "true")] }
            start(card, selfClosing: false)
            var image = [
                ("class", "UIImageView"), ("frame", frame(16, y, 358, 180)), ("image", "news_\(rng.range(1...900))"),
            ]
            if rng.chance(0.5) {
                image += [("isAccessibilityElement", "true"), ("accessibilityLabel", "Photo: " + title.lowercased())]
            } else if rng.chance(0.1) {
                image.append(("isAccessibilityElement", "true"))  // mistake: unlabeled image
            }
            start(image, selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(32, y + 192, 326, 56)), ("text", title),
                    ("accessibilityTraits", "header"), ("fontSize", "20"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UILabel"), ("frame", frame(32, y + 256, 326, 100)), ("text", body),
                    ("fontSize", "15"), ("adjustsFontForContentSizeCategory", "true"),
                ], selfClosing: true)
            start(
                [
                    ("class", "UIButton"), ("inherits", "UIControl UIView"), ("frame", frame(32, y + 364, 120, 44)),
                    ("text", "Read more"), ("accessibilityHint", "Opens the article"),
                ], selfClosing: true)
            end()
            y += 436
        }
    }
}
