#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml), kept here so that it can be run and
# tested without GitHub: `Tests/AXAuditTests/CLI/ActionScriptTests.swift` runs it with
# the environment the action gives it.
#
#   action.sh key      print the cache key of the built command (version, system, sources)
#   action.sh build    build the command into $AXAUDIT_BIN_DIR (when the cache missed)
#   action.sh audit    audit $AXAUDIT_PATHS; write SARIF, JUnit and annotations
#   action.sh verdict  exit with the audit's status (0, 1 findings at fail-on, 2 input)
#
# Inputs arrive as environment variables, never pasted into the script, so that a
# path or a label cannot become shell code:
#   AXAUDIT_PATHS            paths to audit: one per line, or separated by spaces on one line
#   AXAUDIT_CONFIG           configuration file (empty: .axaudit.json found as usual)
#   AXAUDIT_BASELINE         baseline file (empty: none)
#   AXAUDIT_ORDER_SNAPSHOTS  order snapshot directory (empty: none)
#   AXAUDIT_FAIL_ON          error | warning | info | never
#   AXAUDIT_SARIF            SARIF file to write (empty: none)
#   AXAUDIT_JUNIT            JUnit file to write (empty: none)
#   AXAUDIT_CODEQUALITY      GitLab Code Quality file to write (empty: none)
#   AXAUDIT_ANNOTATIONS      true: workflow commands on standard output (annotations)
#   AXAUDIT_BIN_DIR          where the built command is (and is cached)
#   AXAUDIT_EXIT_CODE        (verdict) the audit's exit status
#   GITHUB_OUTPUT            the step's outputs file (a temporary file when absent)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
output_file=${GITHUB_OUTPUT:-/dev/null}

fail() { echo "::error title=axaudit action::$*" >&2; exit 2; }

# The one version is in the Swift source (`axaudit --version` prints it).
version() {
  sed -n 's/^ *public static let toolVersion = "\(.*\)"$/\1/p' "$here/Sources/AXAuditEngine/AuditRun.swift"
}

# The directory as action.yml names it, `~/…` as actions/cache reads it.
bin_dir() {
  local dir=${AXAUDIT_BIN_DIR:?AXAUDIT_BIN_DIR is not set}
  [[ "$dir" == "~/"* ]] && dir=$HOME/${dir#"~/"}
  printf '%s\n' "$dir"
}

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi
}

case "${1:-}" in
  key)
    v=$(version)
    [ -n "$v" ] || fail "no version in Sources/AXAuditEngine/AuditRun.swift"
    # Sources too: a branch (@main) keeps its version while its code changes.
    sources=$(cd "$here" && find Package.swift Sources -type f -print | LC_ALL=C sort | while IFS= read -r f; do
      printf '%s\n' "$f"; sha256 < "$f"; done | sha256 | cut -c1-16)
    key="axaudit-$v-$(uname -s)-$(uname -m)-$sources"
    echo "version=$v" >> "$output_file"
    echo "key=$key" >> "$output_file"
    echo "$key"
    ;;
  build)
    bin_dir=$(bin_dir)
    static=()  # expanded as ${static[@]+…}: bash 3.2 (macOS) calls an empty array unbound
    # Linux: the Swift runtime inside the binary, so a cached build outlives the
    # runner's toolchain. macOS has the runtime in the system.
    if [ "$(uname -s)" = Linux ]; then
      static=(--static-swift-stdlib)
      if ! pkg-config --exists libxml-2.0 2>/dev/null; then
        sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
        $sudo apt-get update -q && $sudo apt-get install -y -q libxml2-dev
      fi
    fi
    swift build --package-path "$here" -c release --product axaudit ${static[@]+"${static[@]}"}
    mkdir -p "$bin_dir"
    cp "$(swift build --package-path "$here" -c release --show-bin-path)/axaudit" "$bin_dir/axaudit"
    "$bin_dir/axaudit" --version
    ;;
  audit)
    bin=$(bin_dir)/axaudit
    [ -x "$bin" ] || fail "no axaudit in $AXAUDIT_BIN_DIR (the build step did not run)"
    paths=()
    if [[ "${AXAUDIT_PATHS:-}" == *$'\n'* ]]; then
      while IFS= read -r line; do [ -n "$line" ] && paths+=("$line"); done <<< "$AXAUDIT_PATHS"
    else
      read -r -a paths <<< "${AXAUDIT_PATHS:-}"
    fi
    [ ${#paths[@]} -gt 0 ] || fail "the paths input is empty: name the exported screens to audit"
    args=(--fail-on "${AXAUDIT_FAIL_ON:-error}")
    [ -z "${AXAUDIT_CONFIG:-}" ] || args+=(--config "$AXAUDIT_CONFIG")
    [ -z "${AXAUDIT_BASELINE:-}" ] || args+=(--baseline "$AXAUDIT_BASELINE")
    [ -z "${AXAUDIT_ORDER_SNAPSHOTS:-}" ] || args+=(--order-snapshots "$AXAUDIT_ORDER_SNAPSHOTS")
    [ -z "${AXAUDIT_SARIF:-}" ] || args+=(--report "sarif:$AXAUDIT_SARIF")
    [ -z "${AXAUDIT_JUNIT:-}" ] || args+=(--report "junit:$AXAUDIT_JUNIT")
    [ -z "${AXAUDIT_CODEQUALITY:-}" ] || args+=(--report "codequality:$AXAUDIT_CODEQUALITY")
    if [ "${AXAUDIT_ANNOTATIONS:-true}" = true ]; then
      args+=(--format github)
    else
      args+=(--format text --quiet)
    fi
    status=0
    "$bin" "${args[@]}" -- "${paths[@]}" || status=$?
    echo "exit-code=$status" >> "$output_file"
    echo "sarif-file=${AXAUDIT_SARIF:-}" >> "$output_file"
    echo "junit-file=${AXAUDIT_JUNIT:-}" >> "$output_file"
    echo "codequality-file=${AXAUDIT_CODEQUALITY:-}" >> "$output_file"
    # The reports are uploaded whatever was found; `verdict` fails the job after.
    [ "$status" -le 2 ] || exit "$status"
    ;;
  verdict)
    status=${AXAUDIT_EXIT_CODE:?AXAUDIT_EXIT_CODE is not set}
    case "$status" in
      0) echo "axaudit: nothing at or above fail-on (${AXAUDIT_FAIL_ON:-error})" ;;
      1) echo "::error title=axaudit::findings at or above fail-on (${AXAUDIT_FAIL_ON:-error}); see the annotations and code scanning" ;;
      2) echo "::error title=axaudit::an input, the configuration or the baseline could not be read, or a report could not be written" ;;
      *) echo "::error title=axaudit::axaudit stopped with status $status" ;;
    esac
    exit "$status"
    ;;
  *)
    echo "usage: action.sh key|build|audit|verdict" >&2
    exit 2
    ;;
esac
