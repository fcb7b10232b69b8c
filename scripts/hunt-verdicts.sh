#!/usr/bin/env bash
# Lab 11's bug hunt gives the same verdicts with two builds of the workbook tool: a change to how
# the hunt runs (MutantHunt, its queue, its runs again) must not change what it finds. Each tool
# checks the same series of learner test sets, on one scratch copy of the workbook (a clone's
# tracked files, committed), and the caught / not caught list of each set is compared:
#
#   scripts/hunt-verdicts.sh BEFORE_TOOL AFTER_TOOL
#
# BEFORE_TOOL and AFTER_TOOL are built `workbook` binaries (say, `main`'s and a branch's:
# `swift build --product workbook --scratch-path /tmp/before`, then its `debug/workbook`). The
# sets: the reference tests (Solutions/), the starter (placeholders: nothing hunts), and the
# reference with some of its tasks deleted, so that some mutants survive. Per mutant the script
# compares its fate and how many tests caught it (not which one is named first: the tests that
# catch are listed in the order they started, which parallel runs do not fix). Prints a table;
# exits 1 when a verdict differs.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
  echo "usage: scripts/hunt-verdicts.sh BEFORE_TOOL AFTER_TOOL (two built workbook binaries)" >&2
  exit 2
fi
before="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
after="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-hunt-verdicts.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
copy_workbook "$scratch/wb"
cd "$scratch/wb" && git init -q && git add -A && git -c user.name=h -c user.email=h@h commit -qm verdicts

tests=Labs/Lab11YourTests
reference=Solutions/Lab11YourTests
starter="$scratch/starter"
mkdir -p "$starter" && cp "$tests"/*.swift "$starter/"
# name | files: the learner's folder holds these, and only these
sets=(
  "reference|$reference/*.swift"
  "starter|$starter/*.swift"
  "reference without Task 4|$(ls "$reference"/*.swift | grep -v Task4 | tr '\n' ' ')"
  "reference without Tasks 3 and 4|$(ls "$reference"/*.swift | grep -v 'Task[34]' | tr '\n' ' ')"
  "reference, Task 1 only|$(ls "$reference"/*.swift | grep -v 'Task[234]' | tr '\n' ' ')"
)

# verdicts TOOL: `slug fate tests` per mutant, then the summary line, from a check of Lab 11.
cat >"$scratch/verdicts.py" <<'PY'
import re, sys
text = sys.stdin.read()
for line in text.splitlines():
    m = re.match(r"\s*\S*\s*(caught|not caught|crashed|timed out|does not compile)\s+([a-z0-9-]+)\s*(.*)$", line)
    if m:
        status, slug, rest = m.groups()
        by = re.match(r"\(by .*? and (\d+) more", rest)
        count = int(by.group(1)) + 1 if by else (1 if rest.startswith("(by ") else 0)
        print(slug, status.replace(" ", "-"), count)
summary = [l.strip() for l in text.splitlines() if "bugs caught" in l or "no bugs hunted" in l]
print("summary:", " | ".join(summary[:1]))
PY
verdicts() {
  { "$1" check 11 2>/dev/null || true; } | python3 "$scratch/verdicts.py"
}

status=0
printf '%-34s %-44s %s\n' "learner's tests" "before" "after"
for entry in "${sets[@]}"; do
  name="${entry%%|*}"
  files="${entry#*|}"
  rm -f "$tests"/*.swift
  # shellcheck disable=SC2086
  cp $files "$tests/"
  verdicts "$before" >"$scratch/before.txt"
  verdicts "$after" >"$scratch/after.txt"
  b="$(grep -c ' caught ' "$scratch/before.txt" || true) caught, $(grep -c ' not-caught ' "$scratch/before.txt" || true) not"
  a="$(grep -c ' caught ' "$scratch/after.txt" || true) caught, $(grep -c ' not-caught ' "$scratch/after.txt" || true) not"
  if diff -q "$scratch/before.txt" "$scratch/after.txt" >/dev/null; then
    printf '%-34s %-44s %s  same\n' "$name" "$b" "$a"
  else
    printf '%-34s %-44s %s  DIFFERENT:\n' "$name" "$b" "$a"
    diff "$scratch/before.txt" "$scratch/after.txt" | sed 's/^/    /' || true
    status=1
  fi
done
exit "$status"
