#!/usr/bin/env bash
# Determinism check for the labs' suites (not part of CI's time budget): every lab's suite against
# its reference solution, RUNS times in a row (default 100), with both cores kept busy by two
# `yes > /dev/null` loops (LOAD=0: idle), then every suite together in one process, as plain
# `swift test` runs them. Swift Testing runs each suite's tests in parallel inside each run.
#
#   scripts/repeat-solutions.sh                           # every lab, 100 runs each, loaded
#   RUNS=20 LOAD=0 LABS="Lab03URLProtocolStub Lab08Login" scripts/repeat-solutions.sh
#
# Prints, per lab, how many runs passed and the suite's own test time (median, max), then the
# test time of all suites together (budget: under 0.5 s). Any failed run prints its log's tail
# and the script exits 1. One build (WORKBOOK_SOLUTIONS=1) in .build/workbook/repeat; on Linux
# the test binary runs directly (0.03 s a run), elsewhere `swift test --skip-build` (slower).
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-100}"
scratch=".build/workbook/repeat"
all_labs="$(sed -n 's/.*"module": *"\([A-Za-z0-9]*\)".*/\1/p' labs.json)"
labs="${LABS:-$all_labs}"
log="$(mktemp)"
load_pids=()
stop_load() { for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null; done; load_pids=(); }
trap 'stop_load; rm -f "$log"' EXIT

echo "building every lab's suite against the solutions (WORKBOOK_SOLUTIONS=1, $scratch) ..."
if ! WORKBOOK_SOLUTIONS=1 swift build --build-tests --scratch-path "$scratch" >"$log" 2>&1; then
  echo "the solutions do not build:"; tail -20 "$log"; exit 1
fi
bin=""
if [ "$(uname)" = Linux ]; then bin="$(ls -d "$scratch"/debug/*PackageTests.xctest 2>/dev/null | head -n 1)"; fi

# run_suite FILTER: one run of the suites FILTER names (a regex over Module.Suite), both test
# libraries; prints nothing, leaves the output in $log, and says through its status whether it passed.
run_suite() {
  local filter="$1" status=0
  if [ -n "$bin" ]; then
    "$bin" --testing-library swift-testing --filter "$filter" >"$log" 2>&1 || status=$?
    # 69: no Swift Testing test matched (an XCTest suite); XCTest takes module specifiers.
    [ "$status" = 69 ] && status=0
    # XCTest filters by class: Module.Class for each XCTestCase subclass of the suites named.
    local module classes=""
    for module in $(sed -n 's/^\^\{0,1\}(\{0,1\}\([A-Za-z0-9|]*\).*/\1/p' <<<"$filter" | tr '|' ' '); do
      for class in $(grep -rhoE 'class [A-Za-z0-9_]+ *: *XCTestCase' "Tests/$module" 2>/dev/null | sed 's/class \([A-Za-z0-9_]*\).*/\1/'); do
        classes="$classes${classes:+,}$module.$class"
      done
    done
    if [ -n "$classes" ]; then "$bin" "$classes" >>"$log" 2>&1 || status=1; fi
  else
    WORKBOOK_SOLUTIONS=1 swift test --skip-build --scratch-path "$scratch" --filter "$filter" >"$log" 2>&1 || status=$?
  fi
  # A run that ran nothing proves nothing.
  if ! grep -qE 'Test run with [1-9][0-9]* tests?|Executed [1-9][0-9]* tests?' "$log"; then
    echo "(no test ran for $filter)" >>"$log"; status=1
  fi
  return "$status"
}

# test_seconds: the test time the run's log reports (Swift Testing's and XCTest's, summed).
test_seconds() {
  awk '/Test run with .* after [0-9.]+ seconds/ { for (i = 1; i <= NF; i++) if ($i == "after") s += $(i + 1) }
       /Executed [0-9]+ tests?, with/ { for (i = 1; i <= NF; i++) if ($i == "in") { v = $(i + 1); gsub(/[()]/, "", v); x = v } }
       END { printf "%.3f", s + x }' "$log"
}

summary() { sort -n | awk '{ a[NR] = $1 } END { printf "median %.3f s, max %.3f s", a[int((NR + 1) / 2)], a[NR] }'; }

if [ "${LOAD:-1}" != 0 ]; then
  yes >/dev/null & load_pids+=($!)
  yes >/dev/null & load_pids+=($!)
  echo "load: two busy loops (LOAD=0 for none)"
fi

failed=0
for lab in $labs; do
  passed=0
  times=""
  for run in $(seq 1 "$runs"); do
    if run_suite "^${lab}Tests\."; then
      passed=$((passed + 1))
      times="$times$(test_seconds)"$'\n'
    else
      echo "$lab: run $run FAILED:"; grep -a -E '✘|error:|failed' "$log" | head -20
      failed=1
      break
    fi
  done
  echo "$lab: $passed of $runs runs passed; test time $(printf '%s' "$times" | grep . | summary)"
done
stop_load

modules="$(echo $labs | sed 's/\([A-Za-z0-9]*\)/\1Tests/g; s/ /|/g')"
times=""
for run in 1 2 3 4 5; do
  if ! run_suite "^($modules)\."; then echo "all suites together: run $run FAILED"; grep -a -E '✘|error:' "$log" | head -20; failed=1; break; fi
  times="$times$(test_seconds)"$'\n'
done
echo "all suites together, idle, 5 runs: test time $(printf '%s' "$times" | grep . | summary) (budget: under 0.5 s)"
[ "$failed" = 0 ] && echo "repeat-solutions: every run passed"
exit "$failed"
