// The SwiftUI fix of every rule's description, verbatim, where a compiler can
// type-check it: on Apple platforms, where SwiftUI exists. Linux has no SwiftUI,
// so there this file compiles to nothing and cannot show that a snippet
// type-checks; `SwiftUIFixSnippetsTests` checks on every platform that each
// description's snippet appears here line for line, so the two cannot drift.
// Build the tests on a Mac (`swift build --build-tests`) to type-check them.
#if canImport(SwiftUI)
import SwiftUI

/// What the snippets name: a product, a list item, state, actions and views
/// that stand for a screen's parts.
private struct SnippetProduct: Identifiable {
    var id = 0
    var name = "Trail shoes"
    var price = "$89"
    var rating = 4.5
    var averageRating = 4.5
}

/// Each property holds one rule's snippet; the fixtures around them are the
/// names the snippets use.
private struct SwiftUIFixSnippets: View {
    var product = SnippetProduct()
    var products = [SnippetProduct()]
    var item = (title: "Wi-Fi", detail: "Home network")
    var caption = "Free shipping"
    @State private var email = ""
    @State private var wifiOn = true
    @State private var notificationsOn = true
    @State private var volume = 5

    var volumeControl: some View { Text("Volume \(volume)") }
    var termsText: some View { Text("Terms of use") }
    var shareButton: some View { Button("Share") {} }
    var favoriteButton: some View { Button("Favorite") {} }
    var titleText: some View { Text(product.name) }
    var priceText: some View { Text(product.price) }
    var descriptionText: some View { Text("Light shoes for long trails.") }
    var bodyText: some View { Text("A long article body.") }
    var ratingView: some View { Text("4.5 stars") }
    var buyButton: some View { Button("Buy") { buy(product) } }
    var readButton: some View { Button("Read more") {} }

    func buy(_ product: SnippetProduct) {}
    func dismiss() {}
    func addToCart() {}
    func send() {}
    func skip() {}
    func placeOrder() {}

    // Older SDKs' view builders take at most 10 views in a block.
    var body: some View {
        ScrollView {
            VStack {
                cardAggregatedLabel
                cellAccessibilityElement
                cellHiddenControl
                conflictingTraits
                duplicateLabel
                dynamicType
                elementLabel
                headingPresent
                imageLabel
                labelQuality
            }
            VStack {
                labelRedundantTrait
                overlappingControls
                ratingLabelAndValue
                readingOrderChanged
                readingOrderContainer
                readingOrderInterleaved
                readingOrderPrimaryLast
                textContrast
                textNotSpoken
                touchTargetSize
            }
            labelInName
        }
    }

    /// `CardAggregatedLabelRule`'s `fix.swiftUI`.
    @ViewBuilder var cardAggregatedLabel: some View {
        VStack {
            VStack(alignment: .leading) {
                Text(product.name)
                Text(product.price)
                Button("Buy") { buy(product) }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\(product.name), \(product.price), \(product.rating) out of 5 stars")
            .accessibilityAction(named: "Buy") { buy(product) }
        }
    }

    /// `CellAccessibilityElementRule`'s `fix.swiftUI`.
    @ViewBuilder var cellAccessibilityElement: some View {
        VStack {
            HStack {
                Text(item.title)
                Text(item.detail)
            }
            .accessibilityElement(children: .combine)
        }
    }

    /// `CellHiddenControlRule`'s `fix.swiftUI`.
    @ViewBuilder var cellHiddenControl: some View {
        VStack {
            HStack {
                Text("Notifications")
                Spacer()
                Toggle("", isOn: $notificationsOn).labelsHidden()
            }
            .accessibilityRepresentation {
                Toggle("Notifications", isOn: $notificationsOn)
            }
            // or simply: Toggle("Notifications", isOn: $notificationsOn)
        }
    }

    /// `ConflictingTraitsRule`'s `fix.swiftUI`.
    @ViewBuilder var conflictingTraits: some View {
        VStack {
            volumeControl
                .accessibilityRemoveTraits(.isButton)  // not a button and adjustable
                .accessibilityAdjustableAction { direction in
                    volume += direction == .increment ? 1 : -1
                }
            termsText
                .accessibilityRemoveTraits(.isButton)  // not a button and a link
                .accessibilityAddTraits(.isLink)
        }
    }

    /// `DuplicateLabelRule`'s `fix.swiftUI`.
    @ViewBuilder var duplicateLabel: some View {
        VStack {
            Button("Buy") { buy(product) }
                .accessibilityLabel("Buy \(product.name)")
        }
    }

    /// `DynamicTypeRule`'s `fix.swiftUI`.
    @ViewBuilder var dynamicType: some View {
        VStack {
            Text(caption)
                .font(.footnote)  // not .system(size: 13), which does not scale
            Text(caption)
                .font(.custom("Avenir", size: 13, relativeTo: .footnote))  // a custom font that scales
        }
    }

    /// `ElementLabelRule`'s `fix.swiftUI`.
    @ViewBuilder var elementLabel: some View {
        VStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
            .accessibilityLabel("Close")
            Toggle("Wi-Fi", isOn: $wifiOn)  // its title is its label, even with .labelsHidden()
        }
    }

    /// `HeadingPresentRule`'s `fix.swiftUI`.
    @ViewBuilder var headingPresent: some View {
        VStack {
            Text("Settings")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
        }
    }

    /// `ImageLabelRule`'s `fix.swiftUI`.
    @ViewBuilder var imageLabel: some View {
        VStack {
            Image("article")
                .accessibilityLabel("Hikers on a ridge at sunrise")
            Image(decorative: "divider")  // an image that adds nothing to the text beside it
        }
    }

    /// `LabelInNameRule`'s `fix.swiftUI`.
    @ViewBuilder var labelInName: some View {
        VStack {
            Button("Place order") { placeOrder() }  // no .accessibilityLabel("Submit"): the title is read
            Button {
                placeOrder()
            } label: {
                HStack {
                    Image(systemName: "cart")
                    Text("Place order")
                }
            }
            .accessibilityLabel("Place order, 3 items")  // the title first, then any detail
            Button("Send") { send() }
                .accessibilityLabel("Share")
                .accessibilityInputLabels(["Share", "Send"])  // or let Voice Control match "Send"
        }
    }

    /// `LabelQualityRule`'s `fix.swiftUI`.
    @ViewBuilder var labelQuality: some View {
        VStack {
            TextField("name@example.com", text: $email)
                .accessibilityLabel("Email")
            Button("ADD TO CART") { addToCart() }
                .accessibilityLabel("Add to cart")
            Button("Send") { send() }  // not "Send."
        }
    }

    /// `LabelRedundantTraitRule`'s `fix.swiftUI`.
    @ViewBuilder var labelRedundantTrait: some View {
        VStack {
            Button("Buy") { buy(product) }  // not "Buy button"
            Text("Details")
                .accessibilityAddTraits(.isHeader)  // VoiceOver says "heading"
        }
    }

    /// `OverlappingControlsRule`'s `fix.swiftUI`.
    @ViewBuilder var overlappingControls: some View {
        VStack {
            HStack(spacing: 8) {  // not a ZStack that lays one over the other
                shareButton
                favoriteButton
            }
        }
    }

    /// `RatingLabelAndValueRule`'s `fix.swiftUI`.
    @ViewBuilder var ratingLabelAndValue: some View {
        VStack {
            HStack(spacing: 2) {
                ForEach(0..<5) { index in
                    Image(systemName: Double(index) < product.averageRating ? "star.fill" : "star")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Average customer rating, out of 5 stars")
            .accessibilityValue(String(product.averageRating))
        }
    }

    /// `ReadingOrderChangedRule`'s `fix.swiftUI`.
    @ViewBuilder var readingOrderChanged: some View {
        VStack {
            VStack {
                descriptionText
                titleText.accessibilitySortPriority(3)
                priceText.accessibilitySortPriority(2)
                buyButton.accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
        }
    }

    /// `ReadingOrderContainerRule`'s `fix.swiftUI`.
    @ViewBuilder var readingOrderContainer: some View {
        VStack {
            VStack {
                titleText
                priceText
                ratingView
                buyButton.accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)  // each child once, none hidden
        }
    }

    /// `ReadingOrderInterleavedRule`'s `fix.swiftUI`.
    @ViewBuilder var readingOrderInterleaved: some View {
        VStack {
            ForEach(products) { product in
                VStack {
                    Text(product.name)
                    Text(product.price)
                }
                .accessibilityElement(children: .combine)
                // or, to keep the parts as separate stops read card by card: children: .contain
            }
        }
    }

    /// `ReadingOrderPrimaryLastRule`'s `fix.swiftUI`.
    @ViewBuilder var readingOrderPrimaryLast: some View {
        VStack {
            VStack(alignment: .leading) {
                titleText.accessibilitySortPriority(2)
                bodyText
                readButton.accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
        }
    }

    /// `TextContrastRule`'s `fix.swiftUI`.
    @ViewBuilder var textContrast: some View {
        VStack {
            Text(caption)
                .foregroundStyle(.primary)  // or a gray no lighter than #767676 on white
        }
    }

    /// `TextNotSpokenRule`'s `fix.swiftUI`.
    @ViewBuilder var textNotSpoken: some View {
        VStack {
            HStack {
                Text("Trail shoes")
                Text("free shipping")
            }
            .accessibilityElement(children: .combine)  // says both
            Button {
                skip()
            } label: {
                Image(systemName: "goforward.10")
            }
            .accessibilityValue("10")  // the glyph shows "10"
        }
    }

    /// `TouchTargetSizeRule`'s `fix.swiftUI`.
    @ViewBuilder var touchTargetSize: some View {
        VStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Close")
        }
    }
}
#endif
