#!/usr/bin/env bash
# The speed of Lab 11's bug hunt (not a timed test): on a scratch copy of the workbook with the
# reference tests in place of the learner's, measures `workbook check 11` cold (its build folder
# empty: one build serves the tests on the given code and every switched mutant) and then, over
# RUNS rounds (default 5), after an edit to one test file. WORKBOOK_JOBS (default 2) is how many
# mutants run (or build, for a mutant that cannot be switched) at once. The machine's load
# average is printed beside the figures: on a shared machine they move with it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-5}"
swift build --package-path "$repo" --product workbook >/dev/null
bin="$(swift build --package-path "$repo" --product workbook --show-bin-path)/workbook"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-bench-hunt.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$scratch"
cd "$scratch" && git init -q && git add -A && git -c user.name=b -c user.email=b@b commit -qm bench
rm Labs/Lab11YourTests/*.swift && cp Solutions/Lab11YourTests/*.swift Labs/Lab11YourTests/
python3 - "$bin" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
bin, runs = sys.argv[1], int(sys.argv[2])
load = " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "n/a"
target = "Labs/Lab11YourTests/Task1LoadTests.swift"
def timed():
    start = time.monotonic()
    out = subprocess.run([bin, "check", "11"], capture_output=True, text=True).stdout
    assert "bugs caught" in out, out
    return time.monotonic() - start
cold = timed()
warm = []
for i in range(runs):
    with open(target, "a") as file:
        file.write(f"// edit {i}\n")
    warm.append(timed())
print(f"load average at the start: {load}")
print(f"check 11, cold (first hunt):   {cold:.1f} s")
print(f"check 11, after a test edit:   median {statistics.median(warm):.1f} s  (runs: {', '.join(f'{t:.1f}' for t in warm)})")
PY
