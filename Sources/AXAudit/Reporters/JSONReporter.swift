/// The machine-readable report; other formats derive from the same model.
/// Shape: `{"tool":{…},"files":[{"path","screen","format","elements","error","findings":[…]}],"summary":{…}}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func write(_ run: AuditRun, to output: inout some TextOutputStream) {
        output.write(document(run))
    }

    func document(_ run: AuditRun) -> String {
        let json = JSONWriter()
        json.object {
            json.key("tool") {
                json.object {
                    json.field("name", AuditRun.toolName)
                    json.field("version", AuditRun.toolVersion)
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
                                    if file.inputErrors.count > 1 {
                                        message += " (and \(file.inputErrors.count - 1) more input error\(file.inputErrors.count == 2 ? "" : "s") in this file)"
                                    }
                                    json.field("message", message)
                                    json.field("line", error.location.line)
                                    json.field("column", error.location.column)
                                }
                            } else {
                                json.null()
                            }
                        }
                        json.key("findings") {
                            json.array(file.findings) { finding in
                                json.object {
                                    json.field("rule", finding.ruleID)
                                    json.field("severity", finding.severity.rawValue)
                                    json.field("message", finding.message)
                                    json.key("element") {
                                        json.object {
                                            json.field("id", finding.element.id)
                                            json.field("class", finding.element.className)
                                            json.field("role", finding.element.role)
                                            json.field("path", finding.element.path)
                                        }
                                    }
                                    json.field("line", finding.location.line)
                                    json.field("column", finding.location.column)
                                    json.field("suggestion", finding.suggestion)
                                }
                            }
                        }
                    }
                }
            }
            let summary = run.summary
            json.key("summary") {
                json.object {
                    json.field("files", summary.files)
                    json.field("errors", summary.errors)
                    json.field("warnings", summary.warnings)
                    json.field("infos", summary.infos)
                }
            }
        }
        return json.output + "\n"
    }
}

/// A small streaming JSON writer: keys in the order written, strings escaped so
/// any label (quotes, control characters, emoji, right-to-left text) stays valid JSON.
public final class JSONWriter {
    public private(set) var output = ""
    private var needsComma: [Bool] = [false]

    public init() {}

    private func separate() {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
    }

    public func object(_ body: () -> Void) {
        separate()
        output += "{"
        needsComma.append(false)
        body()
        needsComma.removeLast()
        output += "}"
    }

    public func array<T>(_ items: [T], _ body: (T) -> Void) {
        separate()
        output += "["
        needsComma.append(false)
        for item in items { body(item) }
        needsComma.removeLast()
        output += "]"
    }

    /// Writes `"name":` and then the value `body` writes.
    public func key(_ name: String, _ body: () -> Void) {
        separate()
        output += JSONWriter.quoted(name) + ":"
        needsComma.append(false)
        body()
        needsComma.removeLast()
    }

    public func field(_ name: String, _ value: String?) {
        key(name) { if let value { string(value) } else { null() } }
    }

    public func field(_ name: String, _ value: Int) {
        key(name) { separate(); output += String(value) }
    }

    public func field(_ name: String, _ value: Bool) {
        key(name) { separate(); output += value ? "true" : "false" }
    }

    public func string(_ value: String) {
        separate()
        output += JSONWriter.quoted(value)
    }

    public func null() {
        separate()
        output += "null"
    }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
