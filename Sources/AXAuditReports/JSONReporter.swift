import AXAuditModel
import AXAuditPlatform
import AXAuditEngine
/// The machine-readable report; other formats derive from the same model.
/// Shape: `{"tool":{…},"files":[{"path","screen","format","elements","error","findings":[…]}],
/// "staleBaselineEntries":[{"screen","rule","element","message"}],"groups":[…],"summary":{…}}`.
public struct JSONReporter: Reporter {
    /// Threads that write the findings' text (see `FindingsWithText`).
    public var jobs = 1

    public init(jobs: Int = 1) { self.jobs = jobs }

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        let json = JSONWriter()
        json.object {
            json.key("tool") {
                json.object {
                    json.field("name", AuditRun.toolName)
                    json.field("version", AuditRun.toolVersion)
                    json.field("configuration", run.configuration)
                }
            }
            json.key("files") {
                json.array(run.files) { file in
                    json.object {
                        json.field("path", file.path)
                        json.field("screen", file.screen)
                        json.field("format", file.format?.rawValue)
                        json.field("elements", file.elementCount)
                        json.key("error") {
                            if let error = file.inputErrors.first {
                                json.object {
                                    var message = error.message
                                    let more = file.inputErrorCount - 1
                                    if more > 0 {
                                        message += " (and \(counted(more, "more input error")) in this file)"
                                    }
                                    json.field("message", message)
                                    if error.location.isWholeFile {
                                        json.field("line", nil as String?)
                                        json.field("column", nil as String?)
                                    } else {
                                        json.field("line", error.location.line)
                                        json.field("column", error.location.column)
                                    }
                                }
                            } else {
                                json.null()
                            }
                        }
                        json.key("findings") {
                            json.array(FindingsWithText(file.findings, jobs: jobs)) { item in
                                let (finding, text) = item
                                json.object {
                                    json.field("rule", finding.ruleID)
                                    json.field("severity", finding.severity.rawValue)
                                    json.field("message", text.message)
                                    json.key("element") {
                                        json.object {
                                            json.field("id", text.element.id)
                                            json.field("class", text.element.className)
                                            json.field("role", text.element.role)
                                            json.field("path", text.element.path)
                                        }
                                    }
                                    json.field("line", finding.location.line)
                                    json.field("column", finding.location.column)
                                    json.field("suggestion", text.fix)
                                    for case .orderChange(let change) in text.attachments {
                                        OrderChangeFields.write(change, to: json)
                                    }
                                }
                                json.flush(into: &output)
                            }
                        }
                    }
                }
            }
            json.key("staleBaselineEntries") {
                json.array(run.staleBaselineEntries) { entry in
                    json.object {
                        json.field("screen", entry.screen)
                        json.field("rule", entry.rule)
                        json.field("element", entry.element)
                        json.field("message", entry.message)
                    }
                }
            }
            JSONReporter.writeProblemGroups(run, into: json)
            let summary = run.summary
            json.key("summary") {
                json.object {
                    json.field("files", summary.files)
                    json.field("filesNotAudited", summary.notAudited)
                    json.field("errors", summary.errors)
                    json.field("warnings", summary.warnings)
                    json.field("infos", summary.infos)
                    json.field("inputErrors", summary.inputErrors)
                    json.field("baselined", summary.baselined)
                    json.field("staleBaselineEntries", summary.staleBaselineEntries)
                }
            }
        }
        json.flush(into: &output)
        output.write("\n")
    }
}
