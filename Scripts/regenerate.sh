#!/usr/bin/env bash
# Regenerates Rules/ (one page per rule) and Reports/ (the reports of auditing
# Examples/ in every format, with their order snapshots). Tests fail while either is
# stale. The output is the same on every machine: the samples hold no timings and no
# absolute paths.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
bin=.build/debug/axaudit
"$bin" rules --markdown Rules
args=()
for format in $("$bin" --help | sed -n 's/^  --format, -f \([a-z|]*\) .*/\1/p' | tr '|' ' '); do
  # As ReportFormat.sampleFileExtension says (the tests check these names).
  case $format in
    text) ext=txt ;;
    junit) ext=junit.xml ;;
    github) ext=github.txt ;;
    codequality) ext=codequality.json ;;
    *) ext=$format ;;
  esac
  args+=(--report "$format:Reports/examples.$ext")
done
# Exit status 1 (findings) is the point of the examples. Their VoiceOver orders
# are checked against Examples/order-snapshots (product-detail-v2.xml shows a regression).
"$bin" Examples --jobs 1 --order-snapshots Examples/order-snapshots "${args[@]}" || [ $? -eq 1 ]
# As GeneratedFilesTests.reproducible does: times to zero, and no SRCROOT (the
# directory this machine ran in; code scanning supplies its own).
perl -pi -e 's/ time="[0-9]+\.[0-9]+"/ time="0.000"/g' Reports/examples.junit.xml
perl -pi -e 's/"originalUriBaseIds":\{"SRCROOT":\{"uri":"file:[^"]*"\}\},//' Reports/examples.sarif
ls Reports
