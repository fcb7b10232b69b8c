#!/usr/bin/env bash
# Tests of scripts/xcode-schemes.py --check: on a scratch copy of the workbook (the files a clone
# has), breaks the schemes the ways a maintainer would (a lab added to labs.json without
# regenerating, a scheme deleted, corrupted, edited, left over, naming a target that is gone, the
# manifest's naming rule changed) and asserts each exit code and message.
# Prints one line per check and ends with "xcode-schemes-tests: N passed, M failed"; exits 1 on any failure.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
passed=0
failed=0
schemes=.swiftpm/xcode/xcshareddata/xcschemes
lab01="$schemes/Lab 01 · The Networking seam.xcscheme"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/xcode-schemes-tests.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# A fresh copy of the tracked (and new, not ignored) files, as a clone has them.
fresh() {
  rm -rf "$scratch/workbook" && mkdir -p "$scratch/workbook"
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$scratch/workbook"
  cd "$scratch/workbook" || exit 1
}

# expect WHAT CODE TEXT -- COMMAND...: COMMAND exits with CODE and prints TEXT (fixed string).
expect() {
  local what="$1" code="$2" text="$3"
  shift 4
  local out status
  out="$("$@" 2>&1)"
  status=$?
  if [ "$status" = "$code" ] && grep -qF -- "$text" <<<"$out"; then
    passed=$((passed + 1))
    echo "  ✓ $what"
  else
    failed=$((failed + 1))
    echo "  ✗ $what: expected exit $code and \"$text\", got exit $status:"
    sed 's/^/      /' <<<"$out"
  fi
}

check() { python3 scripts/xcode-schemes.py --check "$@"; }

add_lab() { # add_lab NUMBER MODULE TITLE [with-folders]
  python3 - "$@" <<'PY'
import json, sys
labs = json.load(open("labs.json"))
labs.append({"number": int(sys.argv[1]), "module": sys.argv[2], "title": sys.argv[3], "chapter": "docs/x.md", "minutes": 1})
json.dump(labs, open("labs.json", "w"), indent=1)
PY
  if [ "${4:-}" = with-folders ]; then
    mkdir -p "Labs/$2" "Tests/$2Tests"
    echo 'public func answer() -> Int { 0 }' >"Labs/$2/Answer.swift"
    echo "import $2" >"Tests/$2Tests/AnswerTests.swift"
  fi
}

fresh
expect "a fresh clone's schemes pass, checked against swift package dump-package" 0 \
  "11 schemes up to date, checked against Package.swift's targets" -- check

add_lab 12 Lab12Fresh "A fresh lab: with a subtitle" with-folders
expect "a lab added to labs.json without regenerating fails, saying what to run" 1 \
  "Lab 12 · A fresh lab: missing (a lab in labs.json without its scheme): run python3 scripts/xcode-schemes.py" -- check
python3 scripts/xcode-schemes.py >/dev/null
expect "after regenerating, the new lab's scheme names targets the manifest builds" 0 \
  "12 schemes up to date, checked against Package.swift's targets" -- check

fresh
add_lab 13 Lab13Planned "Planned, no folders yet"
expect "a lab listed without its folders gets no scheme, like Package.swift leaves it out" 0 \
  "note: lab 13 (Lab13Planned) has no Labs/Lab13Planned or Tests/Lab13PlannedTests" -- check --no-manifest

fresh
rm "$lab01"
expect "a deleted scheme fails" 1 "Lab 01 · The Networking seam: missing" -- check --no-manifest

fresh
head -c 200 "$lab01" >"$scratch/cut" && mv "$scratch/cut" "$lab01"
expect "a corrupted scheme fails as not well-formed XML" 1 \
  "Lab 01 · The Networking seam.xcscheme: not well-formed XML" -- check --no-manifest

fresh
sed -i.bak 's/buildConfiguration = "Debug"/buildConfiguration = "Release"/' "$lab01" && rm "$lab01.bak"
expect "a hand-edited scheme fails as stale" 1 "Lab 01 · The Networking seam.xcscheme: stale" -- check --no-manifest

fresh
cp "$lab01" "$schemes/Lab 01 · An old title.xcscheme"
expect "a scheme no lab makes (a renamed lab's old one) fails as extra" 1 \
  "Lab 01 · An old title.xcscheme: no lab in labs.json makes this scheme" -- check --no-manifest
python3 scripts/xcode-schemes.py >/dev/null
expect "regenerating deletes the extra scheme" 0 "11 schemes up to date" -- check --no-manifest

fresh
sed 's/Lab01NetworkingSeam/Lab99Gone/g' "$lab01" >"$schemes/Lab 99 · Gone.xcscheme"
expect "a scheme naming a target the package does not build fails" 1 \
  "Lab 99 · Gone.xcscheme: names target 'Lab99Gone', which Package.swift does not build" -- check --no-manifest

fresh
rm -rf Tests/Lab01NetworkingSeamTests
expect "a lab whose suite folder is gone: its scheme names targets that no longer exist" 1 \
  "names target 'Lab01NetworkingSeamTests', which Package.swift does not build" -- check --no-manifest

fresh
sed -i.bak 's/"\\(lab.module)Tests"/"\\(lab.module)Suite"/' Package.swift && rm Package.swift.bak
expect "a manifest whose naming rule changed fails against dump-package" 1 \
  "Package.swift's lab targets no longer match what this script reads from labs.json" -- check

fresh
expect "an unknown option is a usage error" 2 "usage: python3 scripts/xcode-schemes.py" -- \
  python3 scripts/xcode-schemes.py --chek

echo "xcode-schemes-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
