#!/usr/bin/env bash
# Determinism check of the workbook tool's unit tests (not part of CI's time budget): builds them
# once, then runs them RUNS times (default 20), Swift Testing in parallel, with LOAD busy loops
# (default 2: both cores of a CI machine) competing for the CPU. The tests read no clock and
# sleep nowhere, so load must change no verdict. Any failure prints its tests and exits 1.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-20}"
load="${LOAD:-2}"
export WORKBOOK_TOOL_TESTS=1
swift build --package-path "$repo" --build-tests >/dev/null 2>&1 || { echo "repeat-tool-tests: the build failed: run swift build --build-tests"; exit 1; }
busy=()
for _ in $(seq 1 "$load"); do (while :; do :; done) & busy+=($!); done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
log="$(mktemp "${TMPDIR:-/tmp}/workbook-repeat-tool.XXXXXX")"
for run in $(seq 1 "$runs"); do
  if ! swift test --package-path "$repo" --skip-build --filter WorkbookCoreTests >"$log" 2>&1; then
    echo "run $run FAILED:"; grep -a -E '✘|error:' "$log" | head -20
    exit 1
  fi
done
echo "repeat-tool-tests: $runs of $runs runs passed under $load busy loops ($(grep -a -E '^. Test run with' "$log" | tail -1 | sed 's/^. //'))"
