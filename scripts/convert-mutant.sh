#!/usr/bin/env bash
# Converts mutants from the old whole-file form (Mutants/<Lab>/<slug>.swift: a copy of one solution
# or given file with the bug in it, under `// replaces:`, `// bug:` and `// hint:` lines) into the
# patch form the workbook reads (Mutants/<Lab>/<slug>.patch; docs/authoring.md, "Mutants").
#
#   scripts/convert-mutant.sh Mutants/Lab04TestClock/*.swift
#
# Each .swift file is replaced by its .patch: the bug and hint lines, then `git diff -U1` of the
# file it replaced against the mutated copy. Run it from the workbook's folder; check the result
# with `swift run workbook verify --lab N`.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/convert-mutant.sh Mutants/<Lab>/<slug>.swift..." >&2; exit 2; }
cd "$(dirname "$0")/.."
body="$(mktemp "${TMPDIR:-/tmp}/mutant-body.XXXXXX")"
trap 'rm -f "$body"' EXIT
for mutant in "$@"; do
  mutant="${mutant#./}"
  case "$mutant" in
    Mutants/*/*.swift) ;;
    *) echo "$mutant: not a whole-file mutant (Mutants/<Lab>/<slug>.swift)" >&2; exit 1 ;;
  esac
  lab="$(basename "$(dirname "$mutant")")"
  field() { sed -n "s|^// $1: *||p" "$mutant" | head -1; }
  replaces="$(field replaces)"
  # A lab whose tests the learner writes has its code in Given/; the others in Solutions/.
  if [ -d "Given/$lab" ]; then base="Given/$lab/$replaces"; else base="Solutions/$lab/$replaces"; fi
  [ -n "$replaces" ] && [ -f "$base" ] || { echo "$mutant: its '// replaces:' names no file in $(dirname "$base")" >&2; exit 1; }
  # The mutated copy is everything after the header and the blank line that ends it.
  awk 'header && /^\/\/ (replaces|bug|hint):/ { next } header && /^$/ { header = 0; next } { header = 0; print }' header=1 \
    "$mutant" > "$body"
  patch="${mutant%.swift}.patch"
  {
    echo "bug: $(field bug)"
    echo "hint: $(field hint)"
    echo
    echo "--- a/$base"
    echo "+++ b/$base"
    git diff --no-index --no-color --no-ext-diff --histogram -U1 "$base" "$body" | sed -n '/^@@/,$p' || true
  } > "$patch"
  if ! grep -q '^@@' "$patch"; then
    rm "$patch"
    echo "$mutant: identical to $base, so it is no mutant; left as it was" >&2
    exit 1
  fi
  rm "$mutant"
  echo "$patch"
done
