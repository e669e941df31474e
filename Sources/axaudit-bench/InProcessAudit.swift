import AXAuditKit
import AXAuditExport
import AXAuditInMemoryScreen

/// Workload (f): one screen of exporter nodes audited in process, as
/// `AXAssertAccessible(node, screen:)` audits it in a unit test: the nodes
/// become an `AXInMemoryScreen`, a default `AuditConfiguration` (every rule)
/// audits its hierarchy, and each finding at or above a warning is rendered
/// for its failure message. Building the nodes is the test's own work and is
/// not timed. The target holds for nodes to findings: a passing assertion, as
/// most in a test suite are, renders nothing. Times are per screen, in seconds.
struct InProcessAudit {
    var elements: Int
    /// The size of the same nodes written by `AXAuditExport.xml(of:)`, for scale.
    var xmlBytes: Int
    var findings: Int
    /// One entry per screen audited; `total` is from the nodes to the findings.
    var total: [Double] = []
    var withMessages: [Double] = []
    var inMemoryScreen: [Double] = []
    var audit: [Double] = []
    var messages: [Double] = []

    static let screenSize = (width: 390.0, height: 844.0)

    /// The nodes of a screen of `elements` elements.
    static func nodes(elements: Int) -> AXExportNode {
        var screen = InProcessScreen(seed: 11)
        return screen.root(elements: elements)
    }

    /// Audits the screen `screens` times, after a few audits that are not
    /// counted (the rules' tables and the allocator's first pages).
    static func measure(elements: Int, screens: Int) -> InProcessAudit {
        let root = nodes(elements: elements)
        let xml = AXAuditExport.xml(of: root, screen: "Shop", screenSize: screenSize)
        var result = InProcessAudit(elements: elements, xmlBytes: xml.utf8.count, findings: 0)
        for _ in 0..<10 { result.findings = auditOnce(root).findings }
        for _ in 0..<screens {
            let times = auditOnce(root)
            result.inMemoryScreen.append(times.inMemoryScreen)
            result.audit.append(times.audit)
            result.messages.append(times.messages)
            result.total.append(times.inMemoryScreen + times.audit)
            result.withMessages.append(times.inMemoryScreen + times.audit + times.messages)
        }
        return result
    }

    private static func auditOnce(_ root: AXExportNode) -> (
        inMemoryScreen: Double, audit: Double, messages: Double, findings: Int
    ) {
        let t0 = Process.now()
        let screen = AXInMemoryScreen(root, screen: "Shop", screenSize: screenSize)
        let t1 = Process.now()
        let findings = Auditor(configuration: AuditConfiguration()).audit(screen.hierarchy).findings
        let t2 = Process.now()
        var characters = 0
        for finding in findings where finding.severity >= .warning {
            let text = finding.rendered()
            characters += text.message.utf8.count + (text.fix?.utf8.count ?? 0) + text.element.path.utf8.count
        }
        let t3 = Process.now()
        precondition(characters > 0 || findings.isEmpty, "the findings were rendered")
        return (t1 - t0, t2 - t1, t3 - t2, findings.count)
    }

    /// The table's row: the median screen's time in the axaudit column.
    func row(target: Double) -> Row {
        let samples = total.map { Sample(seconds: $0, maxRSSBytes: 0, status: 0) }
        let measurement = Measurement(samples: samples)
        return Row(
            workload: "(f) \(elements) elements in process, nodes to findings", axaudit: measurement, xmllint: nil,
            baseline: nil,
            bytes: xmlBytes, elements: elements,
            target: verdict(measurement.median <= target, "\(ms(measurement.median)) <= \(ms(target)) per screen"))
    }

    /// What the median screen's time is made of, for the console and the page.
    var breakdown: String {
        "(f): \(total.count) screens of \(elements) elements, \(findings) findings each; median per screen from the "
            + "nodes to the findings \(ms(Self.median(total))): AXInMemoryScreen \(ms(Self.median(inMemoryScreen))), "
            + "Auditor (order and every rule) \(ms(Self.median(audit))); rendering the findings' messages, as a "
            + "failing assertion does, \(ms(Self.median(messages))) more (\(ms(Self.median(withMessages))) with them)"
    }

    static func median(_ values: [Double]) -> Double {
        Measurement(samples: values.map { Sample(seconds: $0, maxRSSBytes: 0, status: 0) }).median
    }
}
