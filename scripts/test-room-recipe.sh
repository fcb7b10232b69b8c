#!/usr/bin/env bash
# The facilitator guide's recipe for the room's folder, first choice: a synced folder (Dropbox,
# OneDrive, Google Drive, iCloud, Syncthing). Each learner joins their own local copy of the
# shared folder; a sync client copies the files to the facilitator's copy, late, sometimes half
# a file at a time, and sometimes as a "conflicted copy" beside the original. This script plays
# the sync client with cp and head, and checks that the facilitator's view copes: a half-synced
# file is named and skipped, then read once whole; a conflicted copy does not count a learner
# twice; a learner's local folder that is gone (the sync client stopped, a drive unmounted)
# never costs a verdict. The third choice, report files, is `report --json` and `--merge`
# (scripts/test-room.sh tests them in depth; one pass here, as the guide tells it).
# Prints one line per check, ends with "room-recipe-tests: N passed, M failed"; exits 1 on any failure.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
passed=0
failed=0

build_workbook_tool

scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-room-recipe.XXXXXX")"
[ -n "${KEEP_SCRATCH:-}" ] && echo "scratch: $scratch" || trap 'rm -rf "$scratch"' EXIT

# A template with one fixture lab that builds in seconds.
template="$scratch/template"
copy_workbook "$template"
cd "$template"
rm -rf Labs/* Solutions/* Tests/* Mutants/* Given/*
cat > labs.json <<'JSON'
[
  {"number": 92, "module": "Lab92Answer", "title": "The answer", "chapter": "docs/92-fixture.md", "minutes": 1}
]
JSON
mkdir -p Labs/Lab92Answer Tests/Lab92AnswerTests
echo 'public func answer() -> Int { 0 }  // TODO: Task 1.' > Labs/Lab92Answer/Answer.swift
cat > Tests/Lab92AnswerTests/Task1AnswerTests.swift <<'SWIFT'
import Lab92Answer
import Testing

@Suite("Task 1: the answer") struct Task1AnswerTests {
  @Test func answer_isFortyTwo() { #expect(answer() == 42, "Return 42.") }
}
SWIFT
printf '# Fixture\n\n## Hints\n\n### Task 1\n\n1. Read the test.\n' > docs/92-fixture.md

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
as() {  # as NAME COMMAND...: run the workbook as learner NAME, output in $out
  (cd "$scratch/$1" && WORKBOOK_LEARNER="$1" "$bin" "${@:2}") >"$out" 2>&1
  code=$?
}
view() {  # the facilitator's view of their own copy of the synced folder
  (cd "$template" && "$bin" room "$scratch/facilitator-sync/room" --once) >"$out" 2>&1
  code=$?
}

for name in ada bo; do cp -R "$template" "$scratch/$name"; mkdir -p "$scratch/$name-sync/room"; done
mkdir -p "$scratch/facilitator-sync/room"

# Each learner joins their own local copy of the shared folder, and checks.
as ada room join "$scratch/ada-sync/room" --name Ada
check "recipe 1: a learner joins their local copy of the synced folder" 0 "Joined the room at $scratch/ada-sync/room as Ada"
as bo room join "$scratch/bo-sync/room" --name Bo
as ada check 92
as bo check 92
ada_file="$(cd "$scratch/ada-sync/room" && ls ./*.json | head -1)"
bo_file="$(cd "$scratch/bo-sync/room" && ls ./*.json | head -1)"

# The sync client has copied half of Ada's file so far, and nothing of Bo's.
head -c 40 "$scratch/ada-sync/room/$ada_file" > "$scratch/facilitator-sync/room/$ada_file"
view
check "recipe 1: a half-synced file is named and skipped; the view still draws" 0 "Skipped 1 file" "${ada_file#./}: not a workbook report"

# Later: both files whole, and a conflicted copy of Ada's beside hers (what Dropbox writes when
# two versions meet).
cp "$scratch/ada-sync/room/$ada_file" "$scratch/facilitator-sync/room/$ada_file"
cp "$scratch/ada-sync/room/$ada_file" "$scratch/facilitator-sync/room/${ada_file%.json} (Ada's conflicted copy).json"
cp "$scratch/bo-sync/room/$bo_file" "$scratch/facilitator-sync/room/$bo_file"
view
check "recipe 1: once synced, each learner once, a conflicted copy not counted twice" 0 "The room: 2 learners" "  Ada " "  Bo "

# The sync client stopped and the local folder is gone: the learner's check is not affected.
mv "$scratch/bo-sync" "$scratch/bo-sync.away"
as bo check 92
check "recipe 1: a learner whose synced folder is gone still gets the verdict, with a note" 1 "0 of 1 tests passing" \
  "could not write your progress to the room"
mv "$scratch/bo-sync.away" "$scratch/bo-sync"

# Recipe 3, no shared folder: report files at the break, merged.
as ada report --json "$scratch/report-ada.json"
as bo report --json "$scratch/report-bo.json"
(cd "$template" && "$bin" report --merge "$scratch/report-ada.json" "$scratch/report-bo.json") >"$out" 2>&1; code=$?
check "recipe 3: report files handed over and merged show the room" 0 "The room: 2 learners" "  Ada " "  Bo "

echo "room-recipe-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
