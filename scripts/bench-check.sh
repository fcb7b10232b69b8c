#!/usr/bin/env bash
# The speed benchmark (not a timed test): on a scratch copy of the workbook, edits a function body
# in Lab 01 and measures, over RUNS rounds (default 7), the median of
#   - `workbook check 1` after the edit,
#   - a bare `swift test --filter Lab01NetworkingSeamTests` after the same edit (the baseline),
#   - how long `workbook watch 1` takes to notice a save (to the moment it starts checking),
#   - the overview (`workbook`) over all labs, warm.
# Budgets (issue 8): check < 1.5 s and <= 1.5x the baseline; watch notices < 0.3 s; overview < 5 s.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-7}"
swift build --package-path "$repo" --product workbook >/dev/null
bin="$(swift build --package-path "$repo" --product workbook --show-bin-path)/workbook"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-bench.XXXXXX")"
trap 'pkill -f "$scratch" 2>/dev/null; rm -rf "$scratch"' EXIT
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$scratch"
cd "$scratch" && git init -q && git add -A && git -c user.name=b -c user.email=b@b commit -qm bench
python3 - "$bin" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
bin, runs = sys.argv[1], int(sys.argv[2])
target = "Labs/Lab01NetworkingSeam/UserProfileViewModel.swift"
original = open(target).read()
counter = [0]
def edit():
    counter[0] += 1
    open(target, "w").write(original.replace("// TODO: Task 3.\n", f"// TODO: Task 3.\n    _ = {counter[0]}\n", 1))
def timed(cmd):
    start = time.monotonic()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start
def timed_check():
    # A measured check must have rebuilt the edited file and reported results, or it measures nothing.
    elapsed = timed(check)
    log = open(".build/workbook/check/results/Lab01NetworkingSeam.log").read()
    rebuilt = "Compiling Lab01NetworkingSeam UserProfileViewModel.swift" in log
    assert rebuilt and "Test run with" in log, "a measured check did not rebuild the edited file and run the suite"
    return elapsed
check = [bin, "check", "1"]
bare = ["swift", "test", "--filter", "Lab01NetworkingSeamTests"]
edit(); timed(check); edit(); timed(bare)          # warm both builds
checks, bares = [], []
for _ in range(runs):
    edit(); checks.append(timed_check())
    edit(); bares.append(timed(bare))
# watch: time from a save to the watcher starting its check
log = open("watch.log", "w")
watcher = subprocess.Popen([bin, "watch", "1"], stdout=log, stderr=subprocess.STDOUT)
def wait_for(count):
    while open("watch.log").read().count("checking lab 01") < count:
        time.sleep(0.005)
wait_for(1)
while "watching" not in open("watch.log").read().split("checking lab 01")[-1]:
    time.sleep(0.01)
notices = []
for i in range(runs):
    seen = open("watch.log").read().count("checking lab 01")
    edit(); start = time.monotonic()
    wait_for(seen + 1); notices.append(time.monotonic() - start)
    while "watching" not in open("watch.log").read().split("checking lab 01")[-1]:
        time.sleep(0.01)
watcher.terminate(); watcher.wait()
open(target, "w").write(original)
timed([bin])                                         # the overview checks what changed, once
overviews = [timed([bin]) for _ in range(runs)]
med = statistics.median
print(f"machine: {os.cpu_count()} cores; " + subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0])
print(f"check after an edit:      median {med(checks):.2f} s  (runs: {', '.join(f'{t:.2f}' for t in checks)})")
print(f"bare swift test --filter: median {med(bares):.2f} s  -> check/bare = {med(checks) / med(bares):.2f}x")
print(f"watch notices a save:     median {med(notices) * 1000:.0f} ms")
print(f"overview, warm:           median {med(overviews):.2f} s")
PY
