// swift-tools-version:6.2
// Swift 6.2 (Xcode 26) is the oldest the package builds with: the GitHub workflow's
// Linux job runs it. The platforms below are checked by Scripts/apple-platforms
// (docs/ARCHITECTURE.md, "Apple platforms").
import PackageDescription

// AXAUDIT_INDEPENDENT_UIKIT=1 builds the module UIKitStub from Scripts/independent-uikit/IndependentUIKit,
// a second stand-in for UIKit written from Apple's documentation alone, to run the exporter's and
// the assertions' tests against it (docs/ARCHITECTURE.md, "A second UIKit stand-in"); use its own
// `--scratch-path`. The tests of our stub's own defaults are left out then.
let independentUIKit = Context.environment["AXAUDIT_INDEPENDENT_UIKIT"] == "1"

// The layers, each a target that sees only the ones below it (docs/ARCHITECTURE.md):
// model ← platform ← import, engine ← rules, reports ← AXAuditKit (the runner) ← AXAuditCommands ← the executable.
let package = Package(
    name: "axaudit",
    platforms: [.macOS(.v14), .iOS(.v15), .macCatalyst(.v15)],
    products: [
        .library(name: "AXAuditKit", targets: ["AXAuditKit"]),
        .executable(name: "axaudit", targets: ["AXAuditCLI"]),
        .library(name: "AXAuditExport", targets: ["AXAuditExport"]),
        .library(name: "AXAuditXCTest", targets: ["AXAuditXCTest"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // glibc's mallopt, for the command-line tool (see main.swift).
        .systemLibrary(name: "CMalloc"),
        .target(name: "AXAuditModel"),
        // Locks, atomic files, signals, output streams, the file system and path names:
        // the system calls every layer above shares, behind safe APIs.
        .target(name: "AXAuditPlatform", dependencies: ["AXAuditModel"]),
        // libxml2 comes from the system on Linux (CLibXML2's module map) and from the
        // SDK's own `libxml2` module on Apple platforms.
        .target(
            name: "AXAuditImport",
            dependencies: [
                "AXAuditModel", "AXAuditPlatform", .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "AXAuditEngine", dependencies: ["AXAuditModel", "AXAuditPlatform"]),
        .target(name: "AXAuditRules", dependencies: ["AXAuditModel", "AXAuditEngine"]),
        .target(name: "AXAuditReports", dependencies: ["AXAuditModel", "AXAuditPlatform", "AXAuditEngine"]),
        .target(
            name: "AXAuditKit",
            dependencies: [
                "AXAuditModel", "AXAuditPlatform", "AXAuditImport", "AXAuditEngine", "AXAuditRules", "AXAuditReports",
            ]
        ),
        // No two names in this package differ only in case (the package and the command are
        // "axaudit"): their build outputs would collide on a case-insensitive disk.
        // The subcommands, one type each, run in process by the tests; the executable maps their status to exit.
        .target(name: "AXAuditCommands", dependencies: ["AXAuditKit"]),
        .executableTarget(name: "AXAuditCLI", dependencies: ["AXAuditKit", "AXAuditCommands", "CMalloc"]),
        .executableTarget(name: "axaudit-bench", dependencies: ["AXAuditKit", "AXAuditExport", "AXAuditInMemoryScreen"]),
        // libFuzzer target: built with -DFUZZING and --sanitize=fuzzer (docs/ARCHITECTURE.md, "Fuzzing");
        // a plain build replays files through the same pipeline.
        .executableTarget(name: "axaudit-fuzz", dependencies: ["AXAuditKit"]),
        // Fuzz/ holds inputs the tests read from disk by path, not resources.
        .testTarget(
            name: "AXAuditTests", dependencies: ["AXAuditKit", "AXAuditCommands", "axaudit-fuzz"], exclude: ["Fuzz"]),
        // The exporter for apps: no dependencies on Apple platforms. On Linux its
        // UIKit adapter is compiled and tested against UIKitStub, a stand-in for
        // the UIKit API it reads; nothing else uses the stub.
        .target(name: "UIKitStub", path: independentUIKit ? "Scripts/independent-uikit/IndependentUIKit" : nil),
        .target(
            name: "AXAuditExport",
            dependencies: [.target(name: "UIKitStub", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "AXAuditExportTests",
            dependencies: ["AXAuditExport", .target(name: "UIKitStub", condition: .when(platforms: [.linux]))],
            exclude: independentUIKit ? ["UIKitDefaultsTests.swift"] : []
        ),
        // The exporter's nodes as the model, in memory (no XML, no parser): what the
        // assertions audit, outside XCTest so that the benchmark can time it too.
        .target(name: "AXAuditInMemoryScreen", dependencies: ["AXAuditModel", "AXAuditPlatform", "AXAuditExport"]),
        // Assertions for an app's XCTest bundle: the engine audits the in-memory
        // screen in process. Imports XCTest, so link it only into test bundles. Its UIKit
        // entry points are compiled on Linux against UIKitStub, like the exporter's adapter.
        .target(
            name: "AXAuditXCTest",
            dependencies: [
                "AXAuditKit", "AXAuditExport", "AXAuditInMemoryScreen",
                .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
                .target(name: "XCUIStub", condition: .when(platforms: [.linux])),
            ]
        ),
        // A stand-in for XCTest's UI-testing API (XCUIElement, XCUIElementSnapshot),
        // which swift-corelibs-xctest lacks: AXAuditXCTest's UI-test entry points
        // are compiled and tested against it on Linux only, as the UIKit ones against UIKitStub.
        .target(name: "XCUIStub"),
        // Tests/AXAuditXCTestTests reads Examples/ and Sources/ from disk by path.
        .testTarget(
            name: "AXAuditXCTestTests",
            dependencies: [
                "AXAuditXCTest", "AXAuditKit", "AXAuditExport",
                .target(name: "UIKitStub", condition: .when(platforms: [.linux])),
                .target(name: "XCUIStub", condition: .when(platforms: [.linux])),
            ]
        ),
    ]
)
