#!/usr/bin/env bash
# Tests of the workbook tool itself: drives the real `workbook` binary on a scratch copy of the
# workbook (the tracked files, as a clone has them) plus a tiny fixture lab it can break at will:
# a lab that does not compile, one that crashes, one that hangs, reset and its backup, bad input,
# hints, the solution gate, reports, and verify catching a free pass and a surviving mutant.
# Prints one line per check and ends with "tool-tests: N passed, M failed"; exits 1 on any failure.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
passed=0
failed=0

swift build --package-path "$repo" --product workbook >/dev/null 2>&1 || { echo "cannot build the workbook tool"; exit 1; }
bin="$(swift build --package-path "$repo" --product workbook --show-bin-path)/workbook"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-tool-tests.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
work="$scratch/workbook"
mkdir -p "$work"
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$work"
cd "$work"
# Keep Lab 01 and add the fixture lab: fast to build, and ours to break.
python3 - <<'PY'
import json
labs = [l for l in json.load(open("labs.json")) if l["number"] == 1]
labs.append({"number": 90, "module": "Lab90Fixture", "title": "Fixture", "chapter": "docs/90-fixture.md", "minutes": 1})
labs.append({"number": 91, "module": "Lab91Fixture", "kind": "tests", "title": "Fixture tests", "chapter": "docs/90-fixture.md", "minutes": 1})
json.dump(labs, open("labs.json", "w"), indent=1)
PY
for dir in Labs/* Solutions/* Tests/* Mutants/* Given/*; do
  case "$dir" in *Lab01NetworkingSeam*) ;; *) rm -rf "$dir" ;; esac
done
mkdir -p Labs/Lab90Fixture Solutions/Lab90Fixture Tests/Lab90FixtureTests Mutants/Lab90Fixture
starter='public func answer() async -> Int { 0 }  // TODO: Task 1.'
echo "$starter" > Labs/Lab90Fixture/Answer.swift
echo 'public func answer() async -> Int { 42 }' > Solutions/Lab90Fixture/Answer.swift
cat > Tests/Lab90FixtureTests/Task1AnswerTests.swift <<'SWIFT'
import Lab90Fixture
import Testing

@Suite("Task 1: the answer")
struct Task1AnswerTests {
  @Test func answer_isFortyTwo() async {
    #expect(await answer() == 42, "Expected 42. Return 42 from answer().")
  }
}
SWIFT
for slug in one two three; do
  printf 'bug: off by one\nhint: count again\n\n--- a/Solutions/Lab90Fixture/Answer.swift\n+++ b/Solutions/Lab90Fixture/Answer.swift\n@@ -1 +1 @@\n-public func answer() async -> Int { 42 }\n+public func answer() async -> Int { 41 }\n' > "Mutants/Lab90Fixture/$slug.patch"
done
# A lab of kind tests: the code is given, the learner writes the tests, the mutants must be caught.
mkdir -p Given/Lab91Fixture Labs/Lab91Fixture Solutions/Lab91Fixture Mutants/Lab91Fixture
echo 'public func double(_ x: Int) -> Int { x * 2 }' > Given/Lab91Fixture/Double.swift
placeholder='import Testing

@Suite("Task 1: double") struct Task1DoubleTests {
  @Test func placeholder() { Issue.record("TODO: Task 1: write tests for double(_:)") }
}'
echo "$placeholder" > Labs/Lab91Fixture/Task1DoubleTests.swift
cat > Solutions/Lab91Fixture/Task1DoubleTests.swift <<'SWIFT'
import Lab91Fixture
import Testing

@Suite("Task 1: double") struct Task1DoubleTests {
  @Test(arguments: [(0, 0), (2, 4), (3, 6)]) func double_doublesIt(x: Int, doubled: Int) {
    #expect(double(x) == doubled, "Expected double(\(x)) == \(doubled).")
  }
}
SWIFT
printf 'bug: triples\nhint: any number at all\n\n--- a/Given/Lab91Fixture/Double.swift\n+++ b/Given/Lab91Fixture/Double.swift\n@@ -1 +1 @@\n-public func double(_ x: Int) -> Int { x * 2 }\n+public func double(_ x: Int) -> Int { x * 3 }\n' > Mutants/Lab91Fixture/triples.patch
printf 'bug: adds two\nhint: try a number other than 2\n\n--- a/Given/Lab91Fixture/Double.swift\n+++ b/Given/Lab91Fixture/Double.swift\n@@ -1 +1 @@\n-public func double(_ x: Int) -> Int { x * 2 }\n+public func double(_ x: Int) -> Int { x + 2 }\n' > Mutants/Lab91Fixture/adds-two.patch
printf 'bug: zero is one\nhint: what about zero?\n\n--- a/Given/Lab91Fixture/Double.swift\n+++ b/Given/Lab91Fixture/Double.swift\n@@ -1 +1 @@\n-public func double(_ x: Int) -> Int { x * 2 }\n+public func double(_ x: Int) -> Int { x == 0 ? 1 : x * 2 }\n' > Mutants/Lab91Fixture/zero-is-one.patch
printf '# Lab 90\n\n## Hints\n\n### Task 1\n\n1. Think of the question.\n2. Return 42.\n' > docs/90-fixture.md
git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm starter

out="$scratch/out.txt"
run() { "$bin" "$@" >"$out" 2>&1; code=$?; }
check() {  # check NAME EXPECTED_CODE [PATTERN...]
  local name="$1" want="$2"
  shift 2
  local ok=1
  [ "$code" = "$want" ] || ok=0
  for pattern in "$@"; do grep -qF -- "$pattern" "$out" || ok=0; done
  if [ $ok = 1 ]; then
    passed=$((passed + 1)); echo "ok   $name"
  else
    failed=$((failed + 1)); echo "FAIL $name (exit $code, wanted $want; output follows)"; sed 's/^/     | /' "$out" | head -30
  fi
}

run frobnicate;            check "unknown verb exits 2 and names the valid verbs" 2 "unknown verb 'frobnicate'" "check"
run check 77;              check "unknown lab exits 2 and lists the labs" 2 "no lab '77'" "1 (Lab01NetworkingSeam)"
run check --help;          check "--help on a verb" 0 "usage: swift run workbook"
run hint 1 zero;           check "a bad hint level exits 2" 2 "hint level"
run;                       check "overview on a fresh clone: nothing started, the next step" 0 "not started" "Next:" "check 1"
run check 90;              check "check a red lab: exit 1, task table, first failure with file and line" 1 \
  "0 of 1 tests passing" "Task 1: the answer" "Task1AnswerTests.swift:7" "Expected 42"
run hint 90;               check "hint 1 is the gentle one" 0 "hint 1 of 2" "Think of the question"
run hint 90 2;             check "hint 2 is more explicit" 0 "Return 42"
run solution 90;           check "the solution stays hidden while red" 1 "not green yet"
run solution 90 --force;   check "--force shows it, and says so" 0 "shown with --force" "{ 42 }"

echo 'public func answer() async -> Int { 42 } // mine' > Labs/Lab90Fixture/Answer.swift
run check 90;              check "a green lab: exit 0 and done" 0 "1 of 1 tests passing" "done"
run solution 90;           check "the solution shows once green" 0 "Solutions/Lab90Fixture/Answer.swift"

echo 'public func answer() async -> Int { 41 }' > Labs/Lab90Fixture/Answer.swift
run;                       check "the overview re-checks a changed lab, never a stale verdict" 0 "checking lab 90" "0 of 1 tests passing"

echo 'this is not swift' >> Labs/Lab01NetworkingSeam/UserAPI.swift
run check 90;              check "a lab that does not compile does not block another lab" 1 "0 of 1 tests passing"
run check 1;               check "a broken lab shows its compiler error with file and line" 1 "does not compile" "Labs/Lab01NetworkingSeam/UserAPI.swift:"

run reset 1;               check "reset restores the starter and says where the copy went" 0 ".workbook/backups/Lab01NetworkingSeam-1"
if grep -q 'this is not swift' .workbook/backups/Lab01NetworkingSeam-1/UserAPI.swift && ! grep -q 'this is not swift' Labs/Lab01NetworkingSeam/UserAPI.swift; then
  passed=$((passed + 1)); echo "ok   the backup holds the learner's edit; the lab holds the starter"
else
  failed=$((failed + 1)); echo "FAIL the backup or the restored starter is wrong"
fi
git status --porcelain -- Labs/Lab01NetworkingSeam > "$out"; code=0
check "after reset the lab is pristine" 0
[ ! -s "$out" ] || { failed=$((failed + 1)); passed=$((passed - 1)); echo "FAIL (git sees changes after reset)"; }

echo 'public func answer() async -> Int { fatalError("boom") }' > Labs/Lab90Fixture/Answer.swift
run check 90;              check "a crash is reported as a crash of that lab, with the test" 1 "crashed while running answer_isFortyTwo()" "boom"
run;                       check "the overview still shows every lab after a crash" 0 "crashed" "Lab01" "not started"

echo 'public func answer() async -> Int { await withCheckedContinuation { (_: CheckedContinuation<Int, Never>) in } }' > Labs/Lab90Fixture/Answer.swift
run check 90 --timeout 3;  check "a hang ends after the time limit, naming the lab and the test" 1 "no result after 3 s" "answer_isFortyTwo()"
sleep 1
if pgrep -f "$work/.build" >/dev/null; then
  failed=$((failed + 1)); echo "FAIL a process from the hung run is still alive"; pkill -9 -f "$work/.build"
else
  passed=$((passed + 1)); echo "ok   nothing of the hung run is left running"
fi

# watch: checks at once, then again on a save, until Ctrl-C.
echo "$starter" > Labs/Lab90Fixture/Answer.swift
watch_log="$scratch/watch.txt"
: > "$watch_log"
"$bin" watch 90 > "$watch_log" 2>&1 &
watcher=$!
wait_for() {  # wait_for PATTERN COUNT SECONDS
  local deadline=$((SECONDS + $3))
  while [ "$(grep -cF -- "$1" "$watch_log")" -lt "$2" ] && [ $SECONDS -lt $deadline ]; do sleep 0.1; done
}
wait_for "watching Labs/Lab90Fixture" 1 120
echo 'public func answer() async -> Int { 42 }' > Labs/Lab90Fixture/Answer.swift
wait_for "watching Labs/Lab90Fixture" 2 120
kill -INT "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null
cp "$watch_log" "$out"; code=0
check "watch checks at once, then again after a save" 0 "0 of 1 tests passing" "1 of 1 tests passing" "Ctrl-C to stop"

run report --json "$scratch/ada.json" --name Ada;  check "report --json writes the learner's file" 0 "Progress of Ada" "Wrote"
WORKBOOK_LEARNER=Grace "$bin" report --json "$scratch/grace.json" >/dev/null 2>&1
run report --merge "$scratch/ada.json" "$scratch/grace.json"; check "report --merge makes the room's table" 0 "2 learners" "Ada" "Grace" "learners on it"
run report --merge "$out";  check "--merge rejects a file that is not a report" 2 "not a workbook report"

# verify: the real contract check, on the fixture lab.
echo "$starter" > Labs/Lab90Fixture/Answer.swift
run verify --lab 90;       check "verify passes a lab that meets the contract" 0 "verify: 1 passed, 0 failed"
echo 'public func answer() async -> Int { 42 }  // TODO: Task 1.' > Labs/Lab90Fixture/Answer.swift
run verify --lab 90;       check "verify fails a starter that passes a test for free, naming it" 1 "Lab90Fixture" "passes on the starter" "verify: 0 passed, 1 failed"
echo "$starter" > Labs/Lab90Fixture/Answer.swift
printf 'bug: none at all\nhint: -\n\n--- a/Solutions/Lab90Fixture/Answer.swift\n+++ b/Solutions/Lab90Fixture/Answer.swift\n@@ -1 +1 @@\n-public func answer() async -> Int { 42 }\n+public func answer() async -> Int { 40 + 2 }\n' > Mutants/Lab90Fixture/three.patch
run verify --lab 90;       check "verify fails a mutant the suite does not catch, naming it" 1 "mutant three survives" "verify: 0 passed, 1 failed"

# A lab of kind tests: the learner's tests, the correct code, then the mutants.
run check 91;              check "kind tests: a placeholder failing on the correct code hunts nothing and says why" 1 \
  "no bugs hunted yet" "0 of 1 passing" "A test fails on the correct code: placeholder()" "write tests for double"
cat > Labs/Lab91Fixture/Task1DoubleTests.swift <<'SWIFT'
import Lab91Fixture
import Testing

@Suite("Task 1: double") struct Task1DoubleTests {
  @Test func double_ofTwo() { #expect(double(2) == 4) }
  @Test func placeholder() { Issue.record("TODO: Task 1: write tests for double(_:)") }
}
SWIFT
run check 91;              check "kind tests: only tests green on the correct code count; each mutant named" 1 \
  "1 of 3 bugs caught" "caught      triples" "not caught  adds-two" "hint: try a number other than 2" "not caught  zero-is-one"
printf 'import Lab91Fixture\nimport Testing\n\n@Test func double_ofTwo() { #expect(double(2) == 4) }\n@Test func double_ofThree() { #expect(double(3) == 6) }\n' \
  > Labs/Lab91Fixture/Task1DoubleTests.swift
run check 91;              check "kind tests: the report follows the learner's edit" 1 "2 of 3 bugs caught" "not caught  zero-is-one" "hint: what about zero?"
run;                       check "the overview counts the bugs caught" 0 "2 of 3 bugs caught"
run check 91 --no-hunt;    check "kind tests: --no-hunt runs the tests on the given code only" 1 "(--no-hunt)" "2 of 2 passing" "hunt the bugs"
echo '@Test func double_ofZero() { #expect(double(0) == 0) }' >> Labs/Lab91Fixture/Task1DoubleTests.swift
run check 91;              check "kind tests: every mutant caught is done" 0 "3 of 3 bugs caught" "your tests catch every bug"
echo "$placeholder" > Labs/Lab91Fixture/Task1DoubleTests.swift
run verify --lab 91;       check "verify: a lab of kind tests, reference catching every mutant" 0 "mutants rejected" "3/3" "verify: 1 passed, 0 failed"

echo "tool-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
