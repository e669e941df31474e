import AXAuditModel
import AXAuditEngine

/// How the reports show a `reading-order-changed` finding's comparison.
enum OrderChangeFields {
    /// JUnit's name for the testcase of the order check: "VoiceOver order".
    static let junitCaseName = "VoiceOver order"

    /// `"orderChange": {"snapshot", "changes": [{"change", "from", "to", "stop"}], "diff"}`:
    /// positions are 1-based, `from` in the recording and `to` in the current
    /// order, each present where the change has one; `stop` is the stop's line
    /// as the snapshot writes it (for a changed stop, the current one), a long
    /// one cut (`OrderSnapshot.shown`).
    static func write(_ change: OrderComparison, to json: JSONWriter) {
        json.key("orderChange") {
            json.object {
                json.field("snapshot", change.snapshotPath)
                json.key("changes") {
                    json.array(change.changes) { item in
                        json.object {
                            switch item {
                            case .moved(let r, let c):
                                json.field("change", "moved")
                                json.field("from", r + 1)
                                json.field("to", c + 1)
                                json.field("stop", OrderSnapshot.shown(change.current.stops[c].line))
                            case .added(let c):
                                json.field("change", "added")
                                json.field("to", c + 1)
                                json.field("stop", OrderSnapshot.shown(change.current.stops[c].line))
                            case .removed(let r):
                                json.field("change", "removed")
                                json.field("from", r + 1)
                                json.field("stop", OrderSnapshot.shown(change.recorded[r].line))
                            case .changed(let r, let c, let parts):
                                json.field("change", "changed")
                                json.field("from", r + 1)
                                json.field("to", c + 1)
                                json.field("stop", OrderSnapshot.shown(change.current.stops[c].line))
                                json.field("was", OrderSnapshot.shown(change.recorded[r].line))
                                json.key("parts") { json.array(parts) { json.string($0.rawValue) } }
                            case .screenRenamed:
                                json.field("change", "screenRenamed")
                                json.field("recordedScreen", change.recordedScreen)
                            }
                        }
                    }
                }
                json.field("diff", change.unifiedDiff)
            }
        }
    }

    /// The diff under a finding in the text and JUnit reports, each line indented
    /// and shown, not obeyed (`LogText.lineStart`): its lines come from the
    /// snapshot file and the screen's labels, ids and name.
    static func writeDiff(_ change: OrderComparison, to out: inout some TextOutputStream) {
        out.write("    diff:\n")
        for line in change.unifiedDiff.split(separator: "\n") {
            out.write("      ")
            out.write(LogText.lineStart(String(line)))
            out.write("\n")
        }
    }
}
