// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "axaudit",
    products: [
        .library(name: "AXAudit", targets: ["AXAudit"]),
        .executable(name: "axaudit", targets: ["axaudit"]),
        .library(name: "AXAuditExport", targets: ["AXAuditExport"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // glibc's mallopt, for the command-line tool (see main.swift).
        .systemLibrary(name: "CMalloc"),
        .target(name: "AXAudit", dependencies: ["CLibXML2"]),
        // The Swift runtime and FoundationEssentials are linked into the command:
        // loading them as shared libraries took 2.5 ms of every run (a 5 KB
        // screen: 7.0 → 4.6 ms) and 3.7 MB.
        .executableTarget(name: "axaudit", dependencies: ["AXAudit", "CMalloc"],
                          // FoundationEssentials' own static parts, which its module does not name for the linker.
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims"],
                                                        .when(platforms: [.linux]))]),
        .executableTarget(name: "axaudit-bench", dependencies: ["AXAudit"]),
        // libFuzzer target: built with -DFUZZING and --sanitize=fuzzer (README, "Fuzzing");
        // a plain build replays files through the same pipeline.
        .executableTarget(name: "axaudit-fuzz", dependencies: ["AXAudit"]),
        // Fuzz/ holds inputs the tests read from disk by path, not resources.
        .testTarget(name: "AXAuditTests", dependencies: ["AXAudit"], exclude: ["Fuzz"]),
        // The exporter for apps (issue 23): no dependencies on Apple platforms. On
        // Linux its UIKit adapter is compiled and tested against UIKitStub, a stand-in
        // for the UIKit API it reads; nothing else uses the stub.
        .target(name: "UIKitStub"),
        .target(name: "AXAuditExport",
                dependencies: [.target(name: "UIKitStub", condition: .when(platforms: [.linux]))]),
        .testTarget(name: "AXAuditExportTests",
                    dependencies: ["AXAuditExport", .target(name: "UIKitStub", condition: .when(platforms: [.linux]))]),
    ]
)
