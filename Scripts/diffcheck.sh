#!/usr/bin/env bash
# Checks that a refactoring changed no output: audits the same screens with the
# axaudit built from BASE (default HEAD~1) and from the working tree, in every
# report format, and compares the reports byte for byte.
#   Scripts/diffcheck.sh [BASE] [--keep]
# Screens: Examples/, Tests/Corpus/ and, when it is beside the repository,
# ../shared/corpus. Timings and the machine's paths are taken out of the reports
# first, as Scripts/regenerate.sh does. Exit status 0: identical; 1: a report
# differs (the first lines of each difference are shown); 2: a build failed.
set -euo pipefail
cd "$(dirname "$0")/.."
base=HEAD~1
keep=0
for argument in "$@"; do
  case $argument in
    --keep) keep=1 ;;
    -h | --help) sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) base=$argument ;;
  esac
done
base_commit=$(git rev-parse --verify "$base^{commit}")
work=$(mktemp -d)
cleanup() {
  git worktree remove --force "$work/base" >/dev/null 2>&1 || true
  if ((keep)); then echo "diffcheck: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

echo "diffcheck: building the working tree"
swift build --product axaudit >/dev/null || exit 2
cp .build/debug/axaudit "$work/axaudit-head"
echo "diffcheck: building $base (${base_commit:0:10}) in $work/base"
git worktree add --detach "$work/base" "$base_commit" >/dev/null
# The base's own .build: sharing ours would rebuild both each time.
(cd "$work/base" && swift build --product axaudit >/dev/null) || exit 2
cp "$work/base/.build/debug/axaudit" "$work/axaudit-base"

inputs=(Examples Tests/Corpus)
[ -d ../shared/corpus ] && inputs+=(../shared/corpus)
formats=(text json junit sarif github codequality html)
for side in base head; do
  mkdir -p "$work/$side-out"
  for format in "${formats[@]}"; do
    # Exit 1 (findings) and 2 (inputs that fail cleanly) are outputs too: recorded, compared.
    status=0
    "$work/axaudit-$side" audit "${inputs[@]}" --format "$format" --fail-on warning --jobs 2 \
      >"$work/$side-out/$format" 2>"$work/$side-out/$format.stderr" || status=$?
    echo "exit $status" >>"$work/$side-out/$format.stderr"
  done
  "$work/axaudit-$side" rules >"$work/$side-out/rules"
  perl -pi -e 's/ time="[0-9]+\.[0-9]+"/ time="0.000"/g' "$work/$side-out/junit"
  perl -pi -e 's/"originalUriBaseIds":\{"SRCROOT":\{"uri":"file:[^"]*"\}\},//' "$work/$side-out/sarif"
  perl -pi -e 's/"seconds":[0-9.e-]+/"seconds":0/g' "$work/$side-out/json"
done

differences=0
for file in "$work/base-out"/*; do
  name=$(basename "$file")
  if ! cmp -s "$file" "$work/head-out/$name"; then
    differences=$((differences + 1))
    echo "diffcheck: $name differs:"
    diff "$file" "$work/head-out/$name" | head -20 || true
  fi
done
if ((differences)); then
  echo "diffcheck: $differences of $(ls "$work/base-out" | wc -l) outputs differ from $base"
  exit 1
fi
echo "diffcheck: all $(ls "$work/base-out" | wc -l) outputs identical to $base (${inputs[*]})"
