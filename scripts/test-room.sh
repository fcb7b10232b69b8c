#!/usr/bin/env bash
# End-to-end test of the room: several learners, each in a scratch copy of the workbook with two
# small fixture labs, join one room folder and check labs out of order (one lab broken, two
# learners stuck on the same failing test); the facilitator's view (`room --once`, `--html`) and
# `report --merge` must show the ordering and counts they should, with duplicates counted once
# and corrupt or hostile files named and skipped.
# Prints one line per check and ends with "room-tests: N passed, M failed"; exits 1 on any failure.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
passed=0
failed=0

build_workbook_tool

scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-room-tests.XXXXXX")"
# KEEP_SCRATCH=1 keeps the learners, the room and the page for a look afterwards.
[ -n "${KEEP_SCRATCH:-}" ] && echo "scratch: $scratch" || trap 'rm -rf "$scratch"' EXIT
room="$scratch/room"
mkdir -p "$room"

# The template: the tracked files, as a clone has them, with the real labs replaced by two
# fixture labs that build in seconds. Lab 90 has two tasks; Lab 92 one.
template="$scratch/template"
copy_workbook "$template"
cd "$template"
rm -rf Labs/* Solutions/* Tests/* Mutants/* Given/*
cat > labs.json <<'JSON'
[
  {"number": 90, "module": "Lab90Wakes", "title": "Wakes", "chapter": "docs/90-fixture.md", "minutes": 1},
  {"number": 92, "module": "Lab92Answer", "title": "The answer", "chapter": "docs/90-fixture.md", "minutes": 1}
]
JSON
mkdir -p Labs/Lab90Wakes Tests/Lab90WakesTests Labs/Lab92Answer Tests/Lab92AnswerTests
cat > Labs/Lab90Wakes/Wakes.swift <<'SWIFT'
public func deadline() -> Int { 0 }  // TODO: Task 1.
public func order() -> [Int] { [] }  // TODO: Task 1.
public func cancels() -> Bool { false }  // TODO: Task 2.
SWIFT
cat > Tests/Lab90WakesTests/Task1WakesTests.swift <<'SWIFT'
import Lab90Wakes
import Testing

@Suite("Task 1: wakes") struct Task1WakesTests {
  @Test func wakes_atTheDeadline() { #expect(deadline() == 5, "Wake at 5.") }
  @Test func wakes_inInsertionOrder() { #expect(order() == [1, 2, 3], "Wake in insertion order.") }
}
SWIFT
cat > Tests/Lab90WakesTests/Task2CancelsTests.swift <<'SWIFT'
import Lab90Wakes
import Testing

@Suite("Task 2: cancels") struct Task2CancelsTests {
  @Test func cancels_thePendingSleeper() { #expect(cancels(), "Cancel it.") }
}
SWIFT
echo 'public func answer() -> Int { 0 }  // TODO: Task 1.' > Labs/Lab92Answer/Answer.swift
cat > Tests/Lab92AnswerTests/Task1AnswerTests.swift <<'SWIFT'
import Lab92Answer
import Testing

@Suite("Task 1: the answer") struct Task1AnswerTests {
  @Test func answer_isFortyTwo() { #expect(answer() == 42, "Return 42.") }
}
SWIFT
printf '# Fixture\n\n## Hints\n\n### Task 1\n\n1. Read the test.\n' > docs/90-fixture.md

out="$scratch/out.txt"
code=0
check() {  # check NAME EXPECTED_CODE [PATTERN...]: the last command's exit code and output
  local name="$1" want="$2"
  shift 2
  local ok=1
  [ "$code" = "$want" ] || ok=0
  for pattern in "$@"; do grep -qF -- "$pattern" "$out" || ok=0; done
  if [ $ok = 1 ]; then
    passed=$((passed + 1)); echo "ok   $name"
  else
    failed=$((failed + 1)); echo "FAIL $name (exit $code, wanted $want; output follows)"; sed 's/^/     | /' "$out" | head -40
  fi
}
expect() {  # expect NAME CONDITION...: a shell condition, with the output shown on failure
  local name="$1"
  shift
  if "$@"; then
    passed=$((passed + 1)); echo "ok   $name"
  else
    failed=$((failed + 1)); echo "FAIL $name"; sed 's/^/     | /' "$out" | head -40
  fi
}
learner() {  # learner NAME: a fresh scratch copy of the template for NAME
  cp -R "$template" "$scratch/$1"
}
as() {  # as NAME COMMAND...: run the workbook as learner NAME, output in $out
  (cd "$scratch/$1" && WORKBOOK_LEARNER="$1" "$bin" "${@:2}") >"$out" 2>&1
  code=$?
}
line_of() { grep -n -- "$1" "$out" | head -1 | cut -d: -f1; }

for name in ada bo cy di; do learner "$name"; done

as ada room join "$room" --name Ada
check "join: says where the progress goes, and that code never does" 0 "Joined the room at $room as Ada" "Never your code"
ada_id="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["learner"])' "$scratch/ada/.workbook/room.json")"
expect "join: the learner's file is there at once, named by a UUID, not by the name" test -f "$room/$ada_id.json"
as bo room join "$room" --name "Bo"
as cy room join "$room"
check "join: the name defaults to the learner's own" 0 "as cy"
as di room join "$room" --name "Di"
as ada room join "$scratch/nowhere" --name Ada
check "join: a folder that is not there is named, with what to do" 2 "no folder $scratch/nowhere" "create it"
as ada room join "$room" --name $'Eve\e[2J'
check "join: a name with control characters is refused" 2 "no control characters"

# Out of order: Ada checks Lab 92 first, then Lab 90 (fixing one test of Task 1); Bo the same, later.
as ada check 92
check "a check in a room gives its verdict as always" 1 "0 of 1 tests passing"
for name in ada bo; do sed -i.bak 's/{ 0 }  \/\/ TODO: Task 1./{ 5 }/' "$scratch/$name/Labs/Lab90Wakes/Wakes.swift"; done
as ada check 90
as bo check 90
check "stuck on a test: the verdict names it" 1 "1 of 3 tests passing" "First failure: wakes_inInsertionOrder()"

# Cy and Di check Lab 90 at the same moment: two writers, one folder.
(cd "$scratch/cy" && "$bin" check 90 >"$scratch/cy.txt" 2>&1) &
cy_pid=$!
(cd "$scratch/di" && "$bin" check 90 >"$scratch/di.txt" 2>&1) &
di_pid=$!
wait "$cy_pid" "$di_pid"
cat "$scratch/cy.txt" "$scratch/di.txt" > "$out"; code=0
check "two learners checking at once both get their verdicts" 0 "0 of 3 tests passing"
expect "two learners checking at once: both records are in the room, whole" \
  bash -c "[ \$(grep -l '\"Lab90Wakes\"' '$room'/*.json | wc -l) = 4 ]"
# Cy breaks Lab 90; Di solves Lab 92.
echo 'this is not swift' >> "$scratch/cy/Labs/Lab90Wakes/Wakes.swift"
as cy check 90
check "a broken lab is reported to the learner as always" 1 "does not compile"
echo 'public func answer() -> Int { 42 }' > "$scratch/di/Labs/Lab92Answer/Answer.swift"
as di check 92
check "a green lab is green in a room" 0 "1 of 1 tests passing"

# A learner stuck for 45 minutes, written as another machine would (its clock, its record).
python3 - "$room" <<'PY'
import json, sys, uuid, datetime
now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%SZ")
record = {"format": 1, "learner": str(uuid.uuid4()).upper(), "name": "Eve", "updatedAt": iso(now), "labs": {
  "Lab90Wakes": {"checkedAt": iso(now), "tasks": [{"task": 1, "passing": 0, "tests": 2}, {"task": 2, "passing": 0, "tests": 1}],
                 "done": False, "firstFailingTest": "wakes_atTheDeadline()", "firstFailingTask": 1,
                 "firstFailingSince": iso(now - datetime.timedelta(minutes=45)), "checksSinceProgress": 7, "hints": [{"task": 1, "level": 2}]}}}
json.dump(record, open(f"{sys.argv[1]}/{record['learner']}.json", "w"))
PY
# And what a shared folder also collects: a truncated file, a hostile one, a temporary file.
printf '{"format": 1, "learner": "' > "$room/truncated.json"
python3 - "$room" <<'PY'
import json, sys
json.dump({"format": 1, "learner": "00000000-0000-4000-8000-000000000066", "name": "\u001b]0;pwned\u0007Mallory\u001b[2J",
           "updatedAt": "2026-01-01T00:00:00Z", "labs": {}}, open(f"{sys.argv[1]}/mallory.json", "w"))
PY
echo '{}' > "$room/.half-written.tmp"

(cd "$template" && "$bin" room "$room" --once --html "$scratch/room.html") >"$out" 2>&1; code=$?
check "the view: one frame, every learner, the page written" 0 "The room: 5 learners" "The page: $scratch/room.html"
cy=$(line_of "^  cy "); eve=$(line_of "^  Eve "); ada=$(line_of "^  Ada "); bo=$(line_of "^  Bo "); di=$(line_of "^  Di ")
expect "the view: needs help first: broken (Cy), stuck longest (Eve), then Ada and Bo, done (Di) last" \
  test -n "$cy" -a -n "$eve" -a -n "$ada" -a -n "$bo" -a -n "$di" -a "${cy:-0}" -lt "${eve:-0}" -a "${eve:-0}" -lt "${ada:-0}" \
  -a "${ada:-0}" -lt "${bo:-0}" -a "${bo:-0}" -lt "${di:-0}"
check "the view: broken and stuck, in words, with minutes and checks" 0 "does not compile" "stuck 45 min, 7 checks"
expect "the view: each learner's lab is the one checked last (Ada: 90 after 92, 1/3; Di: 92 after 90, done)" \
  bash -c "grep -q '^  Ada  *90  *Task 1  *1/3  *failing' '$out' && grep -q '^  Di  *92  *-  *1/1  *done' '$out'"
check "the view: per lab, finished, on it, stuck, broken, and where the stuck are" 0 \
  "finished" "where the stuck are" "1 × Task 1: wakes_atTheDeadline()"
expect "the view: no whiteboard cue for two people who just failed the same test (Ada, Bo): they are at work" \
  bash -c "! grep -q 'Whiteboard cue' '$out'"
expect "the view: Lab 90: none finished, 4 on it, 1 stuck, 1 broken; Lab 92: 1 finished and on it" \
  bash -c "grep -q '^  90  *Wakes  *0  *4  *1  *1 ' '$out' && grep -q '^  92  *The answer  *1  *1  *0  *0 ' '$out'"
check "the view: a truncated and a hostile file are named and skipped" 0 \
  "Skipped 2 files" "truncated.json: not a workbook report" "mallory.json: its name has control characters"
expect "the view: no escape character from the folder reaches the terminal" bash -c "! grep -q $'\e' '$out'"
expect "the page: a row per learner and the funnel" \
  bash -c "[ \$(grep -o '<tr class=\"learner ' '$scratch/room.html' | wc -l) = 5 ] && [ \$(grep -o '<table class=\"funnel\">' '$scratch/room.html' | wc -l) = 1 ]"

# Report files: the same file twice, a learner's older and newer report, a corrupt file.
as ada report --json "$scratch/ada-1.json"
as ada check 90
as ada report --json "$scratch/ada-2.json"
as bo report --json "$scratch/bo.json"
printf 'not json at all' > "$scratch/corrupt.json"
(cd "$template" && "$bin" report --merge "$scratch/ada-1.json" "$scratch/ada-2.json" "$scratch/bo.json" "$scratch/bo.json" \
  "$scratch/corrupt.json") >"$out" 2>&1; code=$?
check "report --merge: each learner once, the others named and skipped" 0 "The room: 2 learners" \
  "2 more records of learners already counted left out" "corrupt.json: not a workbook report (not JSON)"
expect "report --merge: on lab = the lab checked last (Ada's 90, with the newest report's checks)" \
  bash -c "grep -q '^  Ada  *90  *Task 1  *1/3  *failing [0-9]* min, 1 check ' '$out'"
(cd "$template" && "$bin" report --merge "$scratch/corrupt.json") >"$out" 2>&1; code=$?
check "report --merge: no report at all is a usage error naming the file" 2 "corrupt.json: not a workbook report"

# A room that disappears never costs a learner a verdict.
mv "$room" "$room.away"
as bo check 90
check "a room folder that is gone: the check's verdict stands, with a note" 1 "1 of 3 tests passing" "could not write your progress to the room" \
  "room leave"
mv "$room.away" "$room"

# Progress kept aside when corrupt.
echo '{"labs": tru' > "$scratch/bo/.workbook/progress.json"
as bo report
check "a corrupt progress file is moved aside, with a message" 0 "moved it to .workbook/progress.corrupt.json"
expect "the corrupt progress file is kept" test -f "$scratch/bo/.workbook/progress.corrupt.json"

as ada room leave
check "leave: the learner's file is removed" 0 "Left the room at $room"
expect "leave: the file is gone" test ! -e "$room/$ada_id.json"
as ada check 92
expect "after leave, checks write nothing to the room" test ! -e "$room/$ada_id.json"
as ada room join "$room"
expect "joining again keeps the learner's id and name" bash -c "test -f '$room/$ada_id.json' && grep -q '\"name\" : \"Ada\"' '$room/$ada_id.json'"

echo "room-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
