import AXAuditKit
import AXAuditExport

/// Audits exported screens in process, without asserting: what `AXAssertAccessible`
/// runs, for callers that want the findings themselves (a debug menu, a test
/// that expects some). Its name is not a module's: a type named like a module would hide the
/// module from qualified names (`AXAuditKit.Finding`) in every file that
/// imports both.
public enum AXAuditInMemory {
    /// The findings axaudit reports on the screen `node` describes, in report
    /// order (line, column, rule id), as `Auditor(configuration:)` gives them:
    /// those `axaudit-ignore` and the configuration's ignore lists silence are left out.
    public static func findings(
        of node: AXExportNode, screen: String,
        screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight,
        configuration: AuditConfiguration = AuditConfiguration()
    ) -> [Finding] {
        audit(
            AXInMemoryScreen(node, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection),
            configuration: configuration
        ).findings
    }

    /// The findings on a screen of several top-level nodes.
    public static func findings(
        of nodes: [AXExportNode], screen: String,
        screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight,
        configuration: AuditConfiguration = AuditConfiguration()
    ) -> [Finding] {
        audit(
            AXInMemoryScreen(nodes, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection),
            configuration: configuration
        ).findings
    }

    /// Runs every rule of `configuration` over the screen: the hierarchy the
    /// rules saw, its VoiceOver order, the findings and the suppressed ones.
    public static func audit(
        _ screen: AXInMemoryScreen,
        configuration: AuditConfiguration = AuditConfiguration()
    ) -> Auditor.Result {
        Auditor(configuration: configuration).audit(screen.hierarchy)
    }

    /// What `AXAssertAccessible` records for `screen`: one line per input error
    /// (the command exits 2 on them), then one per finding at or above
    /// `minimumSeverity`, each with its message, fix and element:
    ///
    ///     error: Rating has no value … [rating-label-and-value]; fix: … (screen 'Products', #shoes-rating, line 14 of the export)
    public static func failureMessages(
        for screen: AXInMemoryScreen, findings: [Finding],
        minimumSeverity: Severity = .warning
    ) -> [String] {
        var messages: [String] = []
        for error in screen.errors {
            messages.append(
                "input error: \(error.message) (screen '\(screen.hierarchy.screen)', line \(error.location.line) of the export)"
            )
        }
        for finding in findings where finding.severity >= minimumSeverity {
            messages.append(failureMessage(for: finding, screen: screen.hierarchy.screen))
        }
        return messages
    }

    /// One finding as a test failure's message.
    public static func failureMessage(for finding: Finding, screen: String) -> String {
        let text = finding.rendered()
        var message = "\(finding.severity.rawValue): \(text.message) [\(finding.ruleID)]"
        if let fix = text.fix { message += "; fix: \(fix)" }
        message += " (screen '\(screen)', \(text.element.path), line \(finding.location.line) of the export)"
        return message
    }
}
