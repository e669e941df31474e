import AXAuditModel
import AXAuditEngine
/// Every rule axaudit knows, in the order reports list them. Adding a rule is
/// one file and one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        CellAccessibilityElementRule.self,
        CardAggregatedLabelRule.self,
        ImageLabelRule.self,
        RatingLabelAndValueRule.self,
        ReadingOrderInterleavedRule.self,
        ReadingOrderContainerRule.self,
        ReadingOrderPrimaryLastRule.self,
        ReadingOrderChangedRule.self,
        CellHiddenControlRule.self,
        // Rules from other auditors (rules.md), in the spec table's order.
        ElementLabelRule.self,
        LabelRedundantTraitRule.self,
        TouchTargetSizeRule.self,
        DuplicateLabelRule.self,
        TextContrastRule.self,
        DynamicTypeRule.self,
        ConflictingTraitsRule.self,
        TextNotSpokenRule.self,
        LabelInNameRule.self,
        OverlappingControlsRule.self,
        HeadingPresentRule.self,
        LabelQualityRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
