import AXAuditKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One input through every path a file can take: detection and each importer,
/// the order model, every rule, every reporter; and, as a configuration or
/// baseline file, the JSON reader and the globs. The fuzz target calls it for
/// each generated input; the tests replay the inputs that once failed.
public enum FuzzHarness {
    public static func run(_ bytes: [UInt8]) {
        checkJSON(bytes)
        // Read by two parsers at once (as a large file is), the input must give
        // exactly what one parser reading it from the start gives.
        var splitEverything = ImportLimits()
        splitEverything.splitImportMinimumBytes = 0
        let whole = fingerprint(Importer.importBytes(bytes, file: "fuzz.xml"))
        let split = fingerprint(Importer.importBytes(bytes, file: "fuzz.xml", limits: splitEverything, workers: 2))
        precondition(whole == split, "a split import differs from reading the whole file:\n\(split)\n---\n\(whole)")
        // Pieces of input given to libxml2 without the overfull-tag scan must find
        // the tags that scanning every byte finds (a low limit makes them common).
        // Compared when the scanned reading found no error but such a tag: libxml2
        // words some errors by where its input was cut.
        var scanned = ImportLimits()
        scanned.maxAttributesPerElement = 20
        scanned.unscannedPieceMinimum = Int.max
        var pieces = scanned
        pieces.unscannedPieceMinimum = 1 + bytes.count % 16
        let byScanning = Importer.importBytes(bytes, file: "fuzz.xml", limits: scanned)
        if byScanning.errors.allSatisfy({ $0.message.hasPrefix("an element has ") }) {
            let byPieces = fingerprint(Importer.importBytes(bytes, file: "fuzz.xml", limits: pieces))
            precondition(
                byPieces == fingerprint(byScanning),
                "an import in pieces differs from scanning every byte:\n\(byPieces)\n---\n\(fingerprint(byScanning))")
        }
        for option in InputFormatOption.allCases {
            var runner = AuditRunner()
            runner.inputFormat = option
            let report = runner.audit(bytes: bytes, path: "fuzz.xml")
            if let hierarchy = report.hierarchy, let order = report.order {
                _ = OrderListing.render(hierarchy, order)
                // An order snapshot is one line per stop and reads back as it was
                // written, whatever the labels hold; and any text, taken as a
                // recording, compares with it.
                let snapshot = OrderSnapshot(hierarchy, order)
                let text = snapshot.rendered
                let parsed = OrderSnapshot.parse(text)
                precondition(
                    parsed.screen == snapshot.screen && parsed.stops == snapshot.stops,
                    "an order snapshot does not read back:\n\(text)")
                precondition(
                    text.split(separator: "\n", omittingEmptySubsequences: false).count == snapshot.stops.count + 2,
                    "an order snapshot's stop is not one line:\n\(text)")
                let comparison = OrderComparison(
                    recordedText: String(decoding: bytes, as: UTF8.self), snapshotPath: "fuzz.order",
                    current: snapshot, currentElements: order.stops)
                _ = (comparison.message, comparison.unifiedDiff, comparison.firstChangedElement)
                _ = Baseline(run: AuditRun(files: [report], rules: [], failOn: nil, seconds: 0)).rendered()
            }
            let run = AuditRun(
                files: [report], rules: runner.auditor.configuration.ruleDescriptions, failOn: .error, seconds: 0)
            for format in ReportFormat.allCases {
                let text = format.reporter().render(run)
                // Whatever the input held, the machine-readable reports must still parse.
                switch format {
                case .json, .sarif, .codequality:
                    precondition((try? JSONValue.parse(text.utf8)) != nil, "the \(format) report is not JSON:\n\(text)")
                case .junit:
                    if let error = xmlError(text) {
                        preconditionFailure("the junit report is not well-formed XML: \(error):\n\(text)")
                    }
                case .text, .github, .html:
                    break
                }
            }
        }
    }
}

extension FuzzHarness {
    /// Configuration files come from pull requests too. A document the JSON reader
    /// takes must read back the same once written out again; and a glob made of
    /// the input's start is matched against its end (quadratic at worst, so short).
    static func checkJSON(_ bytes: [UInt8]) {
        if let value = try? JSONValue.parse(bytes) {
            // Written by the reports' own writer, which the check then covers too.
            let json = JSONWriter()
            write(value, to: json)
            let text = json.output
            let again = try? JSONValue.parse(text.utf8)
            precondition(again == value, "a JSON document does not read back the same once written:\n\(text)")
        }
        _ = try? ConfigurationFile.parse(Data(bytes), file: "fuzz.json")
        let half = min(bytes.count / 2, 256)
        let glob = Glob(String(decoding: bytes.prefix(half), as: UTF8.self))
        _ = glob.matches(String(decoding: bytes.suffix(half), as: UTF8.self))
    }

    private static func write(_ value: JSONValue, to json: JSONWriter) {
        switch value {
        case .null: json.null()
        case .bool(let flag): json.unquoted(flag ? "true" : "false")
        case .number(let number): json.unquoted("\(number)")
        case .string(let text): json.string(text)
        case .array(let items): json.array(items) { write($0, to: json) }
        case .object(let members):
            json.object {
                for key in members.keys.sorted() { json.key(key) { write(members[key]!, to: json) } }
            }
        }
    }

    /// The first reason `text` is not well-formed XML, if any.
    static func xmlError(_ text: String) -> InputError? {
        Importer.wellFormednessError(of: text)
    }

    /// Everything an import gives, one line per element: errors, warnings,
    /// every element field, path and id.
    static func fingerprint(_ result: ImportResult) -> String {
        var out = "format \(String(describing: result.format))\n"
        for e in result.errors { out += "error \(e.location.line):\(e.location.column) \(e.message)\n" }
        for w in result.warnings { out += "warning \(w.location.line):\(w.location.column) \(w.message)\n" }
        guard let h = result.hierarchy else { return out + "no hierarchy\n" }
        out +=
            "screen \(h.screen) \(h.layoutDirection) \(String(describing: h.screenSize)) elements \(h.elements.count)\n"
        out +=
            "ids " + h.indexByID.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            + "\n"
        // Depths in one pass (a parent comes before its children), not an ancestor walk each.
        var depths = [Int](repeating: 0, count: h.elements.count)
        for (i, e) in h.elements.enumerated() {
            if let parent = e.parent { depths[i] = depths[Int(parent)] + 1 }
            out +=
                "\(i) parent \(String(describing: e.parent)) end \(e.subtreeEnd) depth \(depths[i]) pos \(e.siblingPosition) "
            out += "at \(e.location.line):\(e.location.column) class \(e.className) inherits \(e.inherits) "
            out += "roles \(e.roles) explicit \(String(describing: e.explicitRole)) "
            out +=
                "ae \(String(describing: e.isAccessibilityElementAttribute))/\(e.isAccessibilityElement) traits \(e.traits.rawValue) "
            out += "frame \(String(describing: e.frame)) font \(String(describing: e.fontSize)) "
            out +=
                "flags \(e.isHidden) \(e.accessibilityElementsHidden) \(e.accessibilityViewIsModal) \(e.shouldGroupAccessibilityChildren) "
            out += "\(String(describing: e.isEnabled)) \(String(describing: e.isUserInteractionEnabled)) "
            out += "\(String(describing: e.adjustsFontForContentSizeCategory)) \(e.semanticContentAttribute) "
            out += e.valueDescriptions.joined(separator: " ") + " "
            out += "path \(h.path(of: Element.Index(i))) \(h.positionalPath(of: Element.Index(i)))\n"
        }
        return out
    }
}
