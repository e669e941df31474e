#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Exports a screen as an axaudit hierarchy file (format version 1, see
/// `docs/hierarchy-format.md`). With UIKit: `AXAuditExport.xml(of: view, screen:)`.
/// Anywhere: build `AXExportNode`s and call `xml(of:screen:screenSize:layoutDirection:)`.
public enum AXAuditExport {
    /// The file for one tree of nodes. `node` becomes the one top-level `<element>`.
    public static func xml(
        of node: AXExportNode, screen: String,
        screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight
    ) -> String {
        AXExportXMLWriter.document(of: [node], screen: screen, screenSize: screenSize, layoutDirection: layoutDirection)
    }

    /// The file for several top-level nodes (a screen's windows, or a root view's
    /// children written without the root).
    public static func xml(
        of nodes: [AXExportNode], screen: String,
        screenSize: (width: Double, height: Double)? = nil,
        layoutDirection: AXExportNode.LayoutDirection = .leftToRight
    ) -> String {
        AXExportXMLWriter.document(of: nodes, screen: screen, screenSize: screenSize, layoutDirection: layoutDirection)
    }

    /// Writes `xml` (UTF-8) to `url`, replacing the file atomically.
    public static func write(xml: String, to url: URL) throws {
        try Data(xml.utf8).write(to: url, options: .atomic)
    }
}
