import XCTest
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds imports of modules that only some platforms have, outside an
/// `#if canImport(…)` / `#if os(…)` block. Line-based: it follows
/// `#if`/`#elseif`/`#else`/`#endif` nesting, and skips comments and multi-line
/// string literals. A branch counts as guarded when its block's `#if` or an
/// `#elseif` before it asks `canImport(` or `os(` (an `#else` after
/// `#if canImport(Glibc)` is the not-Glibc branch).
struct ImportGuardScanner {
    /// Not on every platform the package builds for: FoundationEssentials and
    /// FoundationXML are Linux's (Apple platforms have Foundation), Glibc Linux's,
    /// Darwin Apple's, UIKit iOS's, UIKitStub, XCUIStub and CMalloc this package's Linux-only
    /// modules, Synchronization only from macOS 15 / iOS 18 (the package supports 14 / 15).
    static let platformOnly: Set<String> = [
        "FoundationEssentials", "FoundationXML", "Glibc", "Darwin", "UIKit", "UIKitStub", "XCUIStub", "CMalloc",
        "Synchronization",
    ]

    struct Offense: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var module: String
        var description: String { "\(file):\(line): import \(module) outside #if canImport(…) / #if os(…)" }
    }

    /// What one source file imports without a guard; `file` names it in the offenses.
    static func offenses(in source: String, file: String) -> [Offense] {
        var offenses: [Offense] = []
        var blocks: [Bool] = []  // per open #if: is some condition of its chain so far a platform condition
        var commentDepth = 0
        var inMultilineString = false
        for (n, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            // Block comments (they nest in Swift) and multi-line strings: nothing in them is code.
            if inMultilineString {
                if line.contains("\"\"\"") { inMultilineString = false }
                continue
            }
            if commentDepth > 0 || line.contains("/*") {
                var code = ""
                var i = line.startIndex
                while i < line.endIndex {
                    let rest = line[i...]
                    if rest.hasPrefix("/*") {
                        commentDepth += 1
                        i = line.index(i, offsetBy: 2)
                        continue
                    }
                    if rest.hasPrefix("*/"), commentDepth > 0 {
                        commentDepth -= 1
                        i = line.index(i, offsetBy: 2)
                        continue
                    }
                    if commentDepth == 0 {
                        if rest.hasPrefix("//") { break }
                        code.append(line[i])
                    }
                    i = line.index(after: i)
                }
                line = Substring(code)
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString = true }
            if text.hasPrefix("#if ") || text.hasPrefix("#if(") || text.hasPrefix("#if!") {
                blocks.append(isPlatformCondition(text))
            } else if text.hasPrefix("#elseif") {
                if !blocks.isEmpty { blocks[blocks.count - 1] = blocks[blocks.count - 1] || isPlatformCondition(text) }
            } else if text.hasPrefix("#else") {
                continue  // the branch keeps its block's conditions
            } else if text.hasPrefix("#endif") {
                _ = blocks.popLast()
            } else {
                for statement in text.split(separator: ";") {
                    if let module = importedModule(statement), platformOnly.contains(module), !blocks.contains(true) {
                        offenses.append(Offense(file: file, line: n + 1, module: module))
                    }
                }
            }
        }
        return offenses
    }

    static func isPlatformCondition(_ directive: String) -> Bool {
        directive.contains("canImport(") || directive.contains("os(")
    }

    /// The module of an import declaration (`@_exported public import struct Glibc.FILE` → Glibc), else nil.
    static func importedModule(_ statement: Substring) -> String? {
        var tokens = statement.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = tokens.first,
            first.hasPrefix("@")
                || ["public", "internal", "package", "private", "fileprivate", "open"].contains(first)
        {
            tokens = tokens.dropFirst()
        }
        guard tokens.first == "import" else { return nil }
        tokens = tokens.dropFirst()
        if let kind = tokens.first,
            ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(kind)
        {
            tokens = tokens.dropFirst()
        }
        guard let path = tokens.first else { return nil }
        return String(path.split(separator: ".").first ?? path)
    }
}

/// No source file imports a platform-only module unguarded, so the package
/// builds on Linux, macOS and iOS alike (issue 23: eight files imported
/// FoundationEssentials unconditionally, which Apple platforms do not have).
final class ImportGuardTests: XCTestCase {
    func testSourcesGuardPlatformOnlyImports() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources").path
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
            .sorted()
        XCTAssertGreaterThan(files.count, 50, "Swift files under \(sources)")
        var offenses: [ImportGuardScanner.Offense] = []
        var guardedImports = 0
        for path in files {
            let url = URL(fileURLWithPath: sources).appendingPathComponent(path)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            offenses += ImportGuardScanner.offenses(in: text, file: "Sources/" + path)
            guardedImports +=
                text.split(separator: "\n").filter {
                    ImportGuardScanner.importedModule($0).map(ImportGuardScanner.platformOnly.contains) == true
                }.count
        }
        XCTAssertGreaterThan(guardedImports, offenses.count, "the scan saw the sources' platform imports")
        for offense in offenses { print(offense) }
        XCTAssertEqual(
            offenses, [], "unguarded platform-only imports:\n" + offenses.map(\.description).joined(separator: "\n"))
    }

    /// The standard library's `Span` API for strings (`utf8.span`, and the
    /// `OutputSpan` initialisers) is macOS 26 / iOS 26 API, and the package
    /// supports macOS 14: the sources read a string's bytes through
    /// `withContiguousStorageIfAvailable` (StringScanning.swift), which every
    /// platform has, and use no `Span` API.
    func testSpanAPIIsNotUsed() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources").path
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty, "the scan reads the sources")
        var uses: [String] = []
        for path in files {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: sources + "/" + path)), as: UTF8.self)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                && (line.contains(".span") || line.contains("OutputSpan") || line.contains("](capacity:"))
            {
                uses.append("Sources/\(path):\(n + 1)")
            }
        }
        XCTAssertEqual(uses, [], uses.joined(separator: "\n"))
    }

    // MARK: - The scanner itself

    func offenses(_ source: String) -> [String] {
        ImportGuardScanner.offenses(in: source, file: "F.swift").map { "\($0.line) \($0.module)" }
    }

    func testUnguardedImportsAreFound() {
        XCTAssertEqual(
            offenses(
                """
                import Foundation
                import FoundationEssentials
                @_exported import UIKit
                @preconcurrency public import Darwin
                import struct Glibc.FILE
                import Synchronization; import CMalloc
                import GlibcExtras
                import FoundationXML.XMLParser
                """),
            [
                "2 FoundationEssentials", "3 UIKit", "4 Darwin", "5 Glibc", "6 Synchronization", "6 CMalloc",
                "8 FoundationXML",
            ])
    }

    func testGuardedImportsPass() {
        XCTAssertEqual(
            offenses(
                """
                #if canImport(FoundationEssentials)
                import FoundationEssentials
                #else
                import Foundation
                #endif
                #if canImport(Glibc)
                import Glibc
                #elseif canImport(Darwin)
                import Darwin
                #endif
                #if canImport(UIKit)
                import UIKit
                #elseif os(Linux) && canImport(UIKitStub)
                import UIKitStub
                #endif
                #if !os(Windows)
                  #if DEBUG
                    import CMalloc
                  #endif
                #endif
                #if canImport(Glibc)
                #else
                import Darwin
                #endif
                """), [])
    }

    func testOtherConditionsAndClosedBlocksDoNotGuard() {
        XCTAssertEqual(
            offenses(
                """
                #if DEBUG
                import Glibc
                #elseif os(Linux)
                import Glibc
                #else
                import Darwin
                #endif
                #if canImport(Glibc)
                #endif
                import Glibc
                """), ["2 Glibc", "10 Glibc"])
    }

    func testCommentsAndStringsAreNotImports() {
        XCTAssertEqual(
            offenses(
                """
                // import Glibc
                /* import Darwin
                   /* nested */ import UIKit
                */ import Synchronization
                let text = \"\"\"
                import FoundationEssentials
                \"\"\"
                import CMalloc // unguarded
                """), ["4 Synchronization", "8 CMalloc"])
    }
}
