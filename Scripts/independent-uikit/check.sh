#!/usr/bin/env bash
# Compiles the exporter (Sources/AXAuditExport) and AXAuditXCTest's UIKit entry points against
# IndependentUIKit/ beside this script: a second stand-in for UIKit, written from Apple's
# documentation alone, built under the module name the exporter imports on Linux (UIKitStub)
# in a directory of its own. It lives outside Sources/ and Tests/: no target of the default
# build compiles it, and the Apple-platform check reads only what the index store has. See docs/ARCHITECTURE.md, "A second UIKit stand-in".
#
# Usage: Scripts/independent-uikit/check.sh [MODULES]
# MODULES: the directory of a finished `swift build`'s modules (default .build/debug/Modules),
# for AXAuditKit and XCUIStub, which AXAuditXCTest imports. When the default is missing only the
# exporter is compiled; a MODULES given that is missing is an error.
set -euo pipefail
cd "$(dirname "$0")/../.."
modules="${1:-.build/debug/Modules}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swiftc=(swiftc -swift-version 6 -parse-as-library -package-name axaudit)

"${swiftc[@]}" -emit-module -module-name UIKitStub -emit-module-path "$out/UIKitStub.swiftmodule" \
  Scripts/independent-uikit/IndependentUIKit/*.swift
"${swiftc[@]}" -emit-module -module-name AXAuditExport -emit-module-path "$out/AXAuditExport.swiftmodule" \
  -I "$out" Sources/AXAuditExport/*.swift

# The exporter's UIKit code sits in `#if canImport(UIKit) || (os(Linux) && canImport(UIKitStub))`:
# this probe fails to compile if that code was left out instead of compiled.
cat >"$out/ExportProbe.swift" <<'SWIFT'
import AXAuditExport
import UIKitStub

@MainActor func probe(_ controller: UIViewController, _ view: UIView) {
    _ = AXAuditExport.xml(of: view, screen: "probe")
    _ = AXAuditExport.xml(of: controller, screen: "probe", size: CGSize(width: 1, height: 1))
    _ = AXAuditExport.node(of: view, options: AXAuditExport.Options(imageName: { $0.accessibilityIdentifier }))
}
SWIFT
"${swiftc[@]}" -typecheck -module-name ExportProbe -I "$out" "$out/ExportProbe.swift"
echo "independent-uikit: AXAuditExport compiles against the second UIKit stand-in"

if [[ ! -d "$modules" ]]; then
  # Named on the command line (as .ci/run does): a missing directory is an error, not a skip.
  if (($#)); then
    echo "independent-uikit: error: no $modules" >&2
    exit 1
  fi
  echo "independent-uikit: no $modules (run swift build first): AXAuditXCTest not compiled"
  exit 0
fi
# $out comes first, so that its UIKitStub and AXAuditExport are found before the build's own.
# AXAuditKit's import layer names CLibXML2 (libxml2's module map), which the compiler must find too.
imports=(-I "$out" -I "$modules" -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap
  -Xcc -I/usr/include/libxml2)
"${swiftc[@]}" -emit-module -module-name AXAuditXCTest -emit-module-path "$out/AXAuditXCTest.swiftmodule" \
  "${imports[@]}" Sources/AXAuditXCTest/*.swift
cat >"$out/XCTestProbe.swift" <<'SWIFT'
import AXAuditXCTest
import UIKitStub

@MainActor func probe(_ controller: UIViewController, _ view: UIView) {
    AXAssertAccessible(view)
    AXAssertAccessible(controller, size: CGSize(width: 1, height: 1))
}
SWIFT
"${swiftc[@]}" -typecheck -module-name XCTestProbe "${imports[@]}" "$out/XCTestProbe.swift"
echo "independent-uikit: AXAuditXCTest compiles against the second UIKit stand-in"
