/// Cards by what they hold, not by their class name.
///
/// Most apps draw their cards with plain `UICollectionViewCell` subclasses (or
/// SwiftUI grids), and a page source names no class at all. A cell of a
/// collection view that holds an image, two texts or more and a control is what
/// a card in a collection draws (a product, an article, an offer): it becomes
/// `card+cell`, so that the card rules judge it. A table's cells are list rows
/// whatever they hold; so are a collection view's list cells
/// (`UICollectionViewListCell`, the rows of a list layout: a settings screen);
/// a collection cell with less (a photo, a chip, a day of a calendar) is no card,
/// and neither is one holding a list of its own (a carousel, a section).
public enum CardInference {
    /// Marks the cards among the collection cells that have no role given by
    /// the file (`role` attribute) and are not cards already.
    public static func markCards(in elements: inout [Element]) {
        for i in elements.indices where isCandidate(i, in: elements) {
            if holdsCardContent(i, in: elements) { elements[i].roles.insert(.card) }
        }
    }

    static func isCandidate(_ i: Int, in elements: [Element]) -> Bool {
        let e = elements[i]
        guard e.roles.contains(.cell), !e.roles.contains(.card), e.explicitRole == nil, let parent = e.parent,
            elements[Int(parent)].knownClasses.contains(.collectionView)
        else { return false }
        return !e.hasClass("UICollectionViewListCell")
    }

    static func holdsCardContent(_ i: Int, in elements: [Element]) -> Bool {
        var images = 0, texts = 0, controls = 0
        var j = i + 1
        let end = Int(elements[i].subtreeEnd)
        while j < end {
            let e = elements[j]
            if e.isHidden {
                j = Int(e.subtreeEnd)
                continue
            }
            if e.isScrollOrWebView { return false }
            if e.roles.contains(.image) {
                images += 1
            } else if e.roles.contains(.text) {
                if let text = e.text ?? e.accessibilityLabel, !text.trimmingSpaces().isEmpty { texts += 1 }
            } else if e.roles.contains(.control) || e.roles.contains(.rating) {
                controls += 1
            }
            j += 1
        }
        return images >= 1 && texts >= 2 && controls >= 1
    }
}
