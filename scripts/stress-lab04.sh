#!/usr/bin/env bash
# Stress check for Lab 04 (the test clock): does the suite pass every time, idle and under load?
#
# For each clock and each load condition it runs the lab's whole test binary RUNS times in a row
# (Swift Testing runs the tests in parallel inside each run) and prints, per scenario, in how many
# runs a test of that scenario failed:
#   main-actor timer     a @MainActor loop ticking every 1 s, advanced 10 s in one call
#   main-actor debounce  the Task 4 suite (SearchDebouncer is @MainActor)
#   main-actor retry     a retry started on the main actor, advanced 7 s in one call
#   off-main re-sleeper  a plain task that naps until 10, 20, 30, 40 s, busy between naps,
#                        advanced 30 s in one call
#   off-main sleepers    the other Task 1 and Task 5 tests (sleepers in plain tasks, task groups)
#   other                Tasks 2 and 3 (no TestClock)
# and the suite's own time per run (min/median/max).
#
# Clocks: "reference" is Solutions/Lab04TestClock. "yield-based" is the same code with the mutant
# yields-instead-of-waiting swapped in: after each wake-up it gives the woken task 20
# Task.yield()s instead of waiting for it to be asleep again (this lab's previous clock did that).
# A "-nonsending" suffix (reference-nonsending, yield-based-nonsending) builds the lab and its
# tests with the upcoming feature NonisolatedNonsendingByDefault.
# Load: "idle" adds nothing (the machine may be shared: the load average is printed), "loaded"
# keeps two `yes > /dev/null` processes busy for the whole row.
#
#   scripts/stress-lab04.sh                       # 300 runs per row, both clocks, both loads
#   RUNS=50 CLOCKS=reference LOADS=idle scripts/stress-lab04.sh
#   CLOCKS="reference-nonsending yield-based-nonsending" scripts/stress-lab04.sh
#   PARALLEL=1 scripts/stress-lab04.sh            # also one `swift test --parallel` at the end
# Exits non-zero if the reference clock failed any run.
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS="${RUNS:-300}"
CLOCKS="${CLOCKS:-reference yield-based}"
LOADS="${LOADS:-idle loaded}"
module=Lab04TestClock
work=".build/lab04testclock-stress"
mkdir -p "$work"
log="$(mktemp)"
times="$(mktemp)"
failures="$(mktemp)"
load_pids=()
stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  load_pids=()
}
trap 'stop_load; rm -f "$log" "$times" "$failures"' EXIT

# Builds one clock's copy of the lab and prints the path of its test binary.
build() {
  local clock="$1" scratch="$work/$1"
  local env=(WORKBOOK_LABS=$module WORKBOOK_SOLUTIONS=1) flags=()
  if [ "${clock%-nonsending}" != "$clock" ]; then
    flags=(-Xswiftc -enable-upcoming-feature -Xswiftc NonisolatedNonsendingByDefault)
  fi
  if [ "${clock%-nonsending}" = yield-based ]; then
    # A copy of the solution with the mutant's patch applied (its bug and hint lines are not
    # part of the diff: git apply skips them).
    local sources="$work/$clock-sources/$module"
    rm -rf "$work/$clock-sources" && mkdir -p "$sources"
    cp Solutions/$module/*.swift "$sources/"
    git apply --directory="$work/$clock-sources" -p3 --unsafe-paths Mutants/$module/yields-instead-of-waiting.patch 2>/dev/null ||
      (cd "$sources" && patch -s -p3 <"$OLDPWD/Mutants/$module/yields-instead-of-waiting.patch") || {
      echo "cannot apply Mutants/$module/yields-instead-of-waiting.patch to the solution" >&2; exit 1; }
    env+=(WORKBOOK_LAB_SOURCES="$sources")
  fi
  env "${env[@]}" swift build --build-tests --scratch-path "$scratch" "${flags[@]}" >"$log" 2>&1 || {
    tail -20 "$log" >&2
    exit 2
  }
  echo "$(env "${env[@]}" swift build --show-bin-path --scratch-path "$scratch")/DIWorkbookPackageTests.xctest"
}

# The scenario a failing test belongs to, from "✘ Test name() recorded an issue at File.swift:..".
scenario_of() {
  case "$1" in
    advance_wakesAMainActorTimerLoop*) echo "main-actor timer" ;;
    retrier_onTheMainActor*) echo "main-actor retry" ;;
    advance_wakesASleeperThatSleepsAgain*) echo "off-main re-sleeper" ;;
    *" Task4SearchDebouncerTests.swift") echo "main-actor debounce" ;;
    *" Task1TestClockTests.swift" | *" Task5BackoffAndTimeoutTests.swift") echo "off-main sleepers" ;;
    *) echo "other" ;;
  esac
}

scenarios=("main-actor timer" "main-actor debounce" "main-actor retry" "off-main re-sleeper" "off-main sleepers" "other")
reference_failed=0
row='%-22s %-7s %-17s %-20s %-17s %-20s %-18s %-6s %s\n'
printf "$row" clock load "${scenarios[@]}" "suite time min/median/max (s); load average"
for clock in $CLOCKS; do
  bin="$(build "$clock")"
  for load in $LOADS; do
    if [ "$load" = loaded ]; then
      for _ in 1 2; do
        yes >/dev/null &
        load_pids+=($!)
      done
    fi
    before="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo n/a)"
    : >"$times"
    : >"$failures"
    for run in $(seq 1 "$RUNS"); do
      if ! timeout 120 "$bin" --testing-library swift-testing >"$log" 2>&1; then
        names="$(grep -a -oE '✘ Test [A-Za-z0-9_]+\(\) recorded an issue at [A-Za-z0-9]+\.swift' "$log" |
          sed -E 's/✘ Test ([A-Za-z0-9_]+)\(\) recorded an issue at (.*)/\1 \2/' | sort -u || true)"
        [ -n "$names" ] || echo "run $run: failed without a recorded issue (crash or hang)" >&2
        while read -r line; do
          [ -n "$line" ] && echo "$run $(scenario_of "$line")" >>"$failures"
        done <<<"$names"
      fi
      # "Test run with 29 tests in 5 suites passed after 0.009 seconds."
      sed -n 's/.*Test run with .* after \([0-9.]*\) seconds.*/\1/p' "$log" | tail -1 >>"$times"
    done
    after="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo n/a)"
    stop_load
    counts=()
    for scenario in "${scenarios[@]}"; do
      count="$(awk -v s="$scenario" 'substr($0, index($0, " ") + 1) == s { print $1 }' "$failures" | sort -u | wc -l | tr -d ' ')"
      counts+=("$count/$RUNS")
      if [ "${clock%-nonsending}" = reference ] && [ "$count" -gt 0 ]; then reference_failed=1; fi
    done
    timing="$(sort -n "$times" | awk '{ t[NR] = $1 } END { if (NR) printf "%.3f/%.3f/%.3f", t[1], t[int((NR + 1) / 2)], t[NR] }')"
    printf "$row" "$clock" "$load" "${counts[@]}" "$timing; $before -> $after"
  done
done

if [ "${PARALLEL:-0}" = 1 ]; then
  echo "swift test --parallel (reference) ..."
  if WORKBOOK_LABS=$module WORKBOOK_SOLUTIONS=1 swift test --parallel --scratch-path "$work/reference" >"$log" 2>&1; then
    echo "swift test --parallel: passed"
  else
    reference_failed=1
    echo "swift test --parallel: FAILED"
    tail -30 "$log"
  fi
fi

[ "$reference_failed" -eq 0 ]
