#!/usr/bin/env bash
# "Done" holds (issue 35): a racy solution never reads "done", however lucky a run is, and a
# reference always does. For each racy solution (a shipped mutant whose bug is a race: shared
# state, two locks, a detached write, yields instead of waiting, two calls in flight answering in
# either order), and for each of those labs' references, in a scratch clone: the lab's Labs/
# folder becomes the solution (with the race patched in), then `./workbook check N` runs RUNS
# times (default 20) with LOAD busy loops (default 2) keeping the cores busy, and the checks that
# say "is done" are counted.
#
#   scripts/racy-checks.sh                       # the default set, 20 checks each, two busy loops
#   RUNS=5 LOAD=0 scripts/racy-checks.sh Lab07Profile/applies-the-answer-from-a-detached-task
#
# Expected: every racy solution "done" 0 of RUNS; every reference RUNS of RUNS. Exit 1 otherwise.
# The output of every check that says otherwise is kept in KEEP (default: a new folder under
# TMPDIR), as `<lab>-<mutant or reference>-<run>.txt`, with the time it took and the load then,
# and beside it the logs of each of its runs (`.results`, the check's `results` folder).
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
runs="${RUNS:-20}"
racy=("$@")
if [ ${#racy[@]} -eq 0 ]; then
  # One or more per lab with concurrency (issue 35: Labs 01, 03, 04, 06, 07, 09). Lab 11 is not
  # here: its mutants are bugs in the given code for the learner's tests to catch (patches on
  # Given/, not on Solutions/), so none is a racy solution; a racy solution there is a flaky test
  # of the learner's own, which Tests/WorkbookEndToEndTests/FlakyTestTests checks.
  racy=(
    Lab01NetworkingSeam/last-answer-wins
    Lab03URLProtocolStub/one-static-stub
    Lab03URLProtocolStub/records-in-two-locks
    Lab04TestClock/yields-instead-of-waiting
    Lab06Orders/cancel-writes-a-stale-snapshot
    Lab07Profile/applies-the-answer-from-a-detached-task
    Lab07Profile/applies-the-answer-in-a-task-then-yields
    Lab09ContractTests/shared-storage
  )
fi
scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-racy.XXXXXX")"
keep="${KEEP:-$(mktemp -d "${TMPDIR:-/tmp}/workbook-racy-kept.XXXXXX")}"
mkdir -p "$keep"
load_pids=()
stop_load() { for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null; done; load_pids=(); }
trap 'stop_load; rm -rf "$scratch"' EXIT
copy_workbook "$scratch/wb"
cd "$scratch/wb" && git init -q && git add -A && git -c user.name=r -c user.email=r@r commit -qm racy
./workbook --help >/dev/null
for _ in $(seq 1 "${LOAD:-2}"); do (while :; do :; done) & load_pids+=($!); done

failed=0
# check_set MODULE [PATCH]: Labs/MODULE as the solution (with PATCH applied), RUNS checks; prints
# how many said done, and keeps the output of each check that did not say what was expected (done
# for the reference, not done for a racy solution).
check_set() {
  local module="$1" patch="${2:-}" number done=0 output name began
  name="$module-$(basename "${patch:-reference}" .patch)"
  number="$(echo "$module" | sed 's/^Lab0*\([0-9]*\).*/\1/')"
  git checkout -q -- Solutions
  if [ -n "$patch" ] && ! git apply "$patch"; then echo "  $patch does not apply"; return 2; fi
  rm -rf "Labs/$module" && cp -R "Solutions/$module" "Labs/$module"
  git checkout -q -- Solutions
  for run in $(seq 1 "$runs"); do
    # The output is taken whole, then read. `check | grep -q "is done"` under pipefail counted a
    # done check as not done whenever grep quit at that line before the tool wrote its next one:
    # the tool then dies of SIGPIPE (141), and the pipeline fails (1 check in 10 at load 25).
    began="$(date +%s)"
    output="$(./workbook check "$number" 2>&1)"
    if grep -q "is done" <<<"$output"; then
      done=$((done + 1))
      [ -n "$patch" ] || continue
    elif [ -n "$patch" ]; then
      continue
    fi
    printf '%s\n\n(took %s s; load %s)\n' "$output" "$(($(date +%s) - began))" \
      "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)" >"$keep/$name-$run.txt"
    cp -R .build/workbook/check/results "$keep/$name-$run.results" 2>/dev/null
  done
  git checkout -q -- "Labs/$module"
  echo "$done"
}

modules=()
for entry in "${racy[@]}"; do
  module="${entry%%/*}"
  done="$(check_set "$module" "Mutants/$entry.patch")"
  echo "racy $entry: done in $done of $runs checks (expected 0)"
  [ "$done" = 0 ] || failed=1
  [[ " ${modules[*]} " == *" $module "* ]] || modules+=("$module")
done
for module in "${modules[@]}"; do
  done="$(check_set "$module")"
  echo "reference $module: done in $done of $runs checks (expected $runs)"
  [ "$done" = "$runs" ] || failed=1
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
if [ -n "$(ls -A "$keep")" ]; then echo "the checks that said otherwise, in full: $keep"; else rmdir "$keep"; fi
exit "$failed"
