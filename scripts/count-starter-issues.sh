#!/usr/bin/env bash
# What a learner reads from plain `swift test` at the root of a fresh copy: every lab is an
# untouched starter, so every test fails, and each should say ONE thing, the first that shows the
# code is not written (not one issue per argument and per field).
#
#   scripts/count-starter-issues.sh                    # a clone of HEAD in a temporary folder
#   HERE=1 scripts/count-starter-issues.sh             # this tree and its .build (CI: a fresh clone)
#   PER=case scripts/count-starter-issues.sh           # count each case of a parameterized test apart
#
# Runs `swift test` as the README's learner types it (plus --event-stream-output-path, which only
# writes a file), and prints its time, its line count and the modules it compiled; then the same
# build again with --no-parallel (`--skip-build`, about 40 s), because only a run whose test cases
# never overlap tells which case of a parameterized test recorded which issue (the event stream
# names the test function only). scripts/starter-issues.py reads both and prints the table per lab.
#
# Exits 1 when a failing starter test function records more than one issue (PER=case: per test
# case; the labs walk their tables inside one test, docs/authoring.md), or when a starter test passes. Uncommitted changes are not in the clone:
# commit first, or use HERE=1. KEEP=1 keeps the temporary folder and its logs.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd -P)"
per="${PER:-function}"
work="$(mktemp -d "${TMPDIR:-/tmp}/count-starter-issues.XXXXXX")"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT

if [ "${HERE:-0}" = 1 ]; then
  package="$root"
else
  package="$work/workbook"
  git clone --quiet "$root" "$package" || { echo "could not clone $root into $package"; exit 1; }
fi
cd "$package" || exit 1
# The learner's environment: none of the workbook's own switches (they change the package).
unset WORKBOOK_LABS WORKBOOK_SOLUTIONS WORKBOOK_TOOL_TESTS WORKBOOK_LAB_SOURCES WORKBOOK_MUTANT
# Plain glyphs on a Mac with SF Pro installed, as on Linux.
export SWT_SF_SYMBOLS_ENABLED=0

echo "== plain swift test in $package ($(uptime | sed 's/.*load average/load average/'))"
start=$(date +%s.%N 2>/dev/null || date +%s)
swift test --event-stream-output-path "$work/plain.events" >"$work/plain.out" 2>&1
status=$?
end=$(date +%s.%N 2>/dev/null || date +%s)
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
if [ "$status" = 0 ]; then
  echo "plain swift test passed: an untouched starter must fail. Its last lines:"; tail -5 "$work/plain.out"; exit 1
fi
if ! grep -q "Test run with" "$work/plain.out"; then
  echo "plain swift test did not run the tests (exit $status). Its last lines:"; tail -20 "$work/plain.out"; exit 1
fi
lines=$(wc -l <"$work/plain.out" | tr -d ' ')
build_lines=$(grep -cE '^\[[0-9]+/[0-9]+\]' "$work/plain.out")
modules=$(sed -n 's/.*Emitting module \([A-Za-z0-9_]*\).*/\1/p' "$work/plain.out" | sort -u | tr '\n' ' ')
echo "time: $seconds s (build and run; load average now: $(uptime | sed 's/.*load average[s]*: //'))"
echo "lines: $lines ($build_lines of them the build's progress)"
echo "compiled: $modules"
grep -E "Test run with|Executed [0-9]+ tests" "$work/plain.out" | tail -2

echo "== the same build, serial (--no-parallel), to tell each issue's test case"
swift test --skip-build --no-parallel --event-stream-output-path "$work/serial.events" >"$work/serial.out" 2>&1
python3 "$root/scripts/starter-issues.py" "$work/plain.events" "$work/plain.out" "$work/serial.events" --per "$per"
result=$?
[ "${KEEP:-0}" = 1 ] && echo "logs kept in $work"
exit "$result"
