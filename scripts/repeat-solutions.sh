#!/usr/bin/env bash
# Determinism check (not part of CI's time budget): runs every lab's suite against the reference
# solutions, all labs in one package and Swift Testing's parallel execution, RUNS times (default 5).
# Any failure prints the failing run's log tail and exits 1.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-5}"
scratch="$repo/.build/workbook/repeat"
for run in $(seq 1 "$runs"); do
  log="$scratch-$run.log"
  if WORKBOOK_SOLUTIONS=1 swift test --package-path "$repo" --scratch-path "$scratch" >"$log" 2>&1; then
    echo "run $run: $(grep -a -E '^. Test run with' "$log" | tail -1)"
  else
    echo "run $run FAILED:"; grep -a -E '✘|error:' "$log" | head -20
    exit 1
  fi
done
echo "repeat-solutions: $runs of $runs runs passed"
