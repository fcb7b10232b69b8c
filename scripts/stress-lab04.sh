#!/usr/bin/env bash
# Stress check for Lab 04 (the test clock): the suite must be deterministic and never sleep.
#
# 1. Builds Lab 04's solution once (its own scratch path, so it disturbs no other build).
# 2. Runs the lab's test binary RUNS times in a row (default 100; Swift Testing runs the tests
#    in parallel inside each run) and counts the runs that pass.
# 3. Runs `swift test --parallel` once (XCTest-style parallel workers) on top.
# Prints the counts and the suite's time per run (min/median/max); exits non-zero on any failure.
#
#   scripts/stress-lab04.sh          # 100 runs
#   RUNS=500 scripts/stress-lab04.sh
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS="${RUNS:-100}"
SCRATCH=".build/lab04testclock-stress"
export WORKBOOK_LABS=Lab04TestClock WORKBOOK_SOLUTIONS=1

echo "Building Lab04TestClock (solution) in $SCRATCH ..."
swift build --build-tests --scratch-path "$SCRATCH" >/dev/null
BIN="$(swift build --show-bin-path --scratch-path "$SCRATCH")/DIWorkbookPackageTests.xctest"

passed=0
failed=0
times="$(mktemp)"
log="$(mktemp)"
trap 'rm -f "$log" "$times"' EXIT
for i in $(seq 1 "$RUNS"); do
  if "$BIN" --testing-library swift-testing >"$log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "run $i FAILED:"
    grep -E "✘|recorded an issue" "$log" | head -20 || true
  fi
  # "Test run with 21 tests in 5 suites passed after 0.006 seconds."
  sed -n 's/.*Test run with .* after \([0-9.]*\) seconds.*/\1/p' "$log" | tail -1 >>"$times"
done
echo "consecutive runs: $passed passed, $failed failed (of $RUNS)"
sort -n "$times" | awk '{ t[NR] = $1 } END {
  printf "suite time per run (Swift Testing, all %d runs): min %.3f s, median %.3f s, max %.3f s\n", NR, t[1], t[int((NR + 1) / 2)], t[NR] }'
echo "load average while measuring: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"

echo "swift test --parallel ..."
if swift test --parallel --scratch-path "$SCRATCH" >"$log" 2>&1; then
  echo "swift test --parallel: passed"
else
  failed=$((failed + 1))
  echo "swift test --parallel: FAILED"
  tail -30 "$log"
fi

[ "$failed" -eq 0 ]
