#!/usr/bin/env bash
# Builds the release binary for Linux: axaudit with the Swift runtime linked in
# (--static-swift-stdlib), so it needs only the C and C++ runtimes and libxml2
# (libxml2-2.9 or later, `apt-get install libxml2`), then packs it with the README
# and the changelog, and writes the archive's SHA-256 beside it.
#
#   Scripts/release-linux.sh [OUTPUT_DIR]      (default: dist)
#
# Prints the archive and its checksum; fails if the binary still needs a Swift
# library, or if its --version is not the version in Sources/AXAuditEngine/AuditRun.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
[ "$(uname -s)" = Linux ] || { echo "release-linux.sh: builds on Linux only" >&2; exit 2; }
swift build -c release --static-swift-stdlib --product axaudit
bin="$(swift build -c release --show-bin-path)/axaudit"

version=$(sed -n 's/^ *public static let toolVersion = "\(.*\)"$/\1/p' Sources/AXAuditEngine/AuditRun.swift)
reported=$("$bin" --version)
[ "$reported" = "axaudit $version" ] || { echo "release-linux.sh: the binary says '$reported', the source $version" >&2; exit 1; }
if ldd "$bin" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' >&2; then
  echo "release-linux.sh: the binary above still needs Swift libraries" >&2
  exit 1
fi

name="axaudit-$version-linux-$(uname -m)"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir "$staging/$name"
cp "$bin" "$staging/$name/axaudit"
strip "$staging/$name/axaudit" 2>/dev/null || true
cp README.md CHANGELOG.md "$staging/$name/"
mkdir -p "$out"
# The same bytes for the same binary: fixed owner, order and times.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00:00Z' \
  -C "$staging" -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"
cat "$out/$name.tar.gz.sha256"
echo "needs:"
ldd "$bin" | sed 's/^/  /'
