#!/usr/bin/env bash
# Builds axaudit, writes the HTML report of Examples/ (or of the inputs given
# after the PNG's name) to a temp file, and renders it to a PNG with headless
# Chromium, every screen opened (#expand-all).
#   Scripts/render-html.sh [OUT.png [inputs...]]
# WINDOW_SIZE=1400,2400 (the default) sets the browser window, hence the PNG size.
# Needs Debian's `chromium` (apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-${TMPDIR:-/tmp}/axaudit-report.png}
shift || true
swift build
work=$(mktemp -d)
report="$work/report.html"
inputs=("$@")
[ ${#inputs[@]} -gt 0 ] || inputs=(Examples)
# Exit status 1 (findings) and 2 (an input error) still write the report.
.build/debug/axaudit "${inputs[@]}" --jobs 1 --format html --output "$report" || [ $? -le 2 ]
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "chromium not found: apt-get update && apt-get install -y chromium" >&2
  exit 2
fi
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$work/profile" --screenshot="$out" --window-size="${WINDOW_SIZE:-1400,2400}" \
  "file://$report#expand-all" 2>"$work/chromium.log" >/dev/null || { cat "$work/chromium.log" >&2; exit 1; }
echo "report: $report"
echo "screenshot: $out"
