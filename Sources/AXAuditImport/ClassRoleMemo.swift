import AXAuditModel
import AXAuditPlatform

extension RoleInference {
    /// What the classes alone say (`roles(classes:traits:)` without traits, and
    /// `isElementByDefault`) for a class and its superclasses, remembered for the
    /// whole run: an app's screens share their few dozen pairs, and inferring
    /// them again for every file would repeat the same set lookups thousands of times.
    static func byClass(_ className: String, inherits: [String]) -> (roles: Roles, elementByDefault: Bool) {
        let key = ClassKey(className: className, inherits: inherits)
        if let known = classMemo.withLock({ $0[key] }) { return known }
        let classes = [className] + inherits
        let found = (roles: roles(classes: classes, traits: []), elementByDefault: isElementByDefault(classes: classes))
        classMemo.withLock { memo in
            // Bounded: a file of a million made-up classes must not fill memory for the rest of the run.
            if memo.count < classMemoLimit { memo[key] = found }
        }
        return found
    }

    private struct ClassKey: Hashable {
        var className: String
        var inherits: [String]
    }
    private static let classMemoLimit = 4096
    private static let classMemo = Locked<[ClassKey: (roles: Roles, elementByDefault: Bool)]>([:])
}
