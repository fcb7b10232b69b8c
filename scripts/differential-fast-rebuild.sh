#!/usr/bin/env bash
# The fast rebuild gives the verdict SwiftPM's path gives, step by step (issue 23).
#
# Two scratch copies of the workbook, the same learner edits applied to both in the same order:
# in one `./workbook check N` may take the fast path (Sources/WorkbookCore/Running/FastRebuild.swift),
# in the other `WORKBOOK_FAST_REBUILD=0` makes every check build with `swift test`. After each
# step the two checks' output must be the same, word for word but for the lines of an expectation's
# message (a parameterized test's first failing case depends on timing), and the steps that are body
# edits must have taken the fast path (else the comparison proves nothing).
#
#   scripts/differential-fast-rebuild.sh            one run, Labs 01, 05 and 11
#   RUNS=20 LOAD=2 LABS=1 scripts/differential-fast-rebuild.sh   20 runs of Lab 01's steps with two
#                                                    busy loops on the cores
#   LABS=11 scripts/differential-fast-rebuild.sh     Lab 11 alone: the learner writes the tests, the
#                                                    check hunts the bugs; the fast path replays the
#                                                    test module, and the caught/missed lists must agree
#
# Exit 0 when every step of every run agreed; 1 otherwise, with both outputs of the first step
# that did not.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-differential.XXXXXX")"
loaders=()
cleanup() {
  for pid in "${loaders[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT
for side in fast swiftpm; do
  copy_workbook "$scratch/$side"
  (cd "$scratch/$side" && git init -q && git add -A && git -c user.name=d -c user.email=d@d commit -qm differential)
  (cd "$scratch/$side" && ./workbook --help >/dev/null)
done
for _ in $(seq "${LOAD:-0}"); do
  (while :; do :; done) &
  loaders+=($!)
done

python3 - "$scratch" "${RUNS:-1}" "${LABS:-1,5,11}" <<'PY'
import os, re, subprocess, sys, time
scratch, runs, labs = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(",")
sides = {"fast": os.path.join(scratch, "fast"), "swiftpm": os.path.join(scratch, "swiftpm")}

def check(side, lab):
    env = dict(os.environ, NO_COLOR="1")
    if side == "swiftpm":
        env["WORKBOOK_FAST_REBUILD"] = "0"
    run = subprocess.run(["./workbook", "check", lab, "--all"], cwd=sides[side], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    log_file = os.path.join(sides[side], log_of[lab])
    log = open(log_file, errors="replace").read() if os.path.exists(log_file) else ""
    return f"exit {run.returncode}\n{comparable(run.stdout)}", "Building for debugging" not in log and "Compiling" in log

def comparable(output):
    # The messages' own lines are left out (the test, its file and line, the task table, compiler
    # errors and warnings stay): a message may quote a value that differs run to run. So is the
    # first build's estimate, which quotes how long this copy's tool took to build, and after a
    # crash the count of tests that finished before it, which parallel timing decides.
    lines = [line for line in output.splitlines()
             if not line.startswith(("    Expect", "  (the first check builds", "  Before it died:"))]
    # A caught bug names one of the tests that caught it, the first whose run ended (parallel
    # timing): the count of tests is compared, not which one is named.
    lines = [re.sub(r"\(by .*?(?: and (\d+) more)?\)$", lambda m: f"(by {int(m.group(1) or 0) + 1} tests)", line)
             if "caught  " in line else line for line in lines]
    return "\n".join(lines).rstrip() + "\n"

# The log of the build each check's verdict comes from: the lab's run, or for Lab 11 the hunt's
# switched build (the learner's tests on the given code, every mutant switched in).
log_of = {
    "1": ".build/workbook/check/results/Lab01NetworkingSeam.log",
    "5": ".build/workbook/check/results/Lab05SegregatedServices.log",
    "11": ".build/workbook/check/mutants/switched/build/results/switched.log",
}

def edit(path, change):
    for root in sides.values():
        full = os.path.join(root, path)
        change(full)

def read(path):
    return open(os.path.join(sides["fast"], path)).read()

def write(text):
    def change(full):
        open(full, "w").write(text)
    return change

def remove(full):
    os.remove(full)

def solution_of(path):
    return read(path.replace("Labs/", "Solutions/", 1))

def reference_tests(full):
    # Lab 11's folder (`full`) holds the reference tests, and nothing else.
    solutions = full.replace("/Labs/", "/Solutions/", 1)
    for name in os.listdir(full):
        os.remove(os.path.join(full, name))
    for name in os.listdir(solutions):
        open(os.path.join(full, name), "w").write(open(os.path.join(solutions, name)).read())

# Each step: (what it is, the lab, the edit, whether it must take the fast path).
def steps(round):
    vm = "Labs/Lab01NetworkingSeam/UserProfileViewModel.swift"
    api = "Labs/Lab01NetworkingSeam/UserAPI.swift"
    adapter = "Labs/Lab01NetworkingSeam/URLSessionNetworking.swift"
    extra = "Labs/Lab01NetworkingSeam/Extra.swift"
    vm5 = "Labs/Lab05SegregatedServices/CatFactViewModel.swift"
    tests11 = "Labs/Lab11YourTests"
    load11, toggle11, same11 = (f"{tests11}/{name}.swift" for name in ("Task1LoadTests", "Task2ToggleTests", "ExpectSame"))
    ref_load, ref_toggle, ref_same = (solution_of(path) for path in (load11, toggle11, same11))
    twice = "    await sut.toggleFavorite(productID: kettle.id)\n    await sut.toggleFavorite(productID: kettle.id)\n"
    assert twice in ref_toggle and "  guard actual != expected else { return }\n" in ref_same
    commented = ref_load + f"// edit {round}\n"
    added = commented + '\n@Test func addedCheck() { #expect(1 + 1 == 2, "Expected 1 + 1 to be 2") }\n'
    starter_vm, starter_api, starter_adapter = read(vm), read(api), read(adapter)
    body = lambda text, n: text.replace("    // TODO: Task 3.\n", f"    // TODO: Task 3.\n    _ = {n}\n", 1)
    return [
        ("the first check: SwiftPM builds, and the build is recorded", "1", None, False),
        ("a body edit", "1", write(body(starter_vm, round * 100 + 1)), True),
        ("another body edit at once, within a second of the last build", "1", write(body(starter_vm, round * 100 + 2)), True),
        ("a body that makes Task 1 green (the solution's adapter)", "1", (adapter, write(solution_of(adapter))), None),
        ("a body edit after that", "1", write(body(starter_vm, round * 100 + 3)), True),
        ("an unused variable: a warning", "1", write(starter_vm.replace("    // TODO: Task 3.\n", "    // TODO: Task 3.\n    var unused = 1\n", 1)), True),
        ("a syntax error", "1", write(starter_vm.replace("    // TODO: Task 3.\n", "    // TODO: Task 3.\n    let = \n", 1)), True),
        ("its fix", "1", write(body(starter_vm, round * 100 + 4)), True),
        ("a declaration added", "1", (api, write(starter_api + "\nextension UserAPI { func added() -> Int { 1 } }\n")), None),
        ("a body edit after the declaration", "1", write(body(starter_vm, round * 100 + 5)), None),
        ("a file added", "1", (extra, write("enum Extra { static let value = 1 }\n")), None),
        ("the file removed", "1", (extra, remove), None),
        ("a crash in a body", "1", (adapter, write(solution_of(adapter).replace("    try await session.data(for: request)", "    _ = [Int]()[request.url == nil ? 0 : 1]\n    return try await session.data(for: request)", 1))), None),
        ("a revert to the starter's content", "1", (adapter, write(starter_adapter)), None),
        ("everything put back", "1", (api, write(starter_api)), None),
        ("Lab 05: the first check", "5", None, False),
        ("Lab 05: a body edit", "5", (vm5, write(read(vm5) + f"\n// edit {round}\n")), True),
        ("Lab 05: the solution's view model", "5", (vm5, write(solution_of(vm5))), None),
        ("Lab 05: the starter's view model again", "5", (vm5, write(read(vm5))), None),
        ("Lab 11: the first check, the reference tests", "11", (tests11, reference_tests), False),
        ("Lab 11: a comment in a test", "11", (load11, write(commented)), True),
        ("Lab 11: a body edit in a test (one toggle of two: red on the correct code)", "11",
         (toggle11, write(ref_toggle.replace(twice, "    await sut.toggleFavorite(productID: kettle.id)\n", 1))), True),
        ("Lab 11: that edit undone", "11", (toggle11, write(ref_toggle)), True),
        ("Lab 11: a helper's body that never fails (every bug missed)", "11",
         (same11, write(ref_same.replace("guard actual != expected else", "guard actual != expected, advice.isEmpty else", 1))), True),
        ("Lab 11: the helper put back", "11", (same11, write(ref_same)), True),
        ("Lab 11: an added @Test", "11", (load11, write(added)), None),
        ("Lab 11: a body edit in the added test", "11", (load11, write(added.replace("1 + 1 == 2", "2 + 2 == 4", 1))), True),
        ("Lab 11: a test that stops compiling", "11",
         (toggle11, write(ref_toggle.replace(twice, twice + '    let count: Int = "two"\n', 1))), True),
        ("Lab 11: its fix", "11", (toggle11, write(ref_toggle)), True),
        ("Lab 11: a file added", "11", (f"{tests11}/Extra.swift", write("enum Extra { static let value = 1 }\n")), None),
        ("Lab 11: the file removed", "11", (f"{tests11}/Extra.swift", remove), None),
        ("Lab 11: the reference tests again", "11", (tests11, reference_tests), None),
    ], vm

failures = 0
fast_taken = 0
for round in range(1, runs + 1):
    started = time.monotonic()
    plan, vm = steps(round)
    plan = [step for step in plan if step[1] in labs]
    for number, (what, lab, change, must_be_fast) in enumerate(plan, 1):
        if change is not None:
            path, action = change if isinstance(change, tuple) else (vm, change)
            edit(path, action)
        fast_out, fast_path = check("fast", lab)
        slow_out, _ = check("swiftpm", lab)
        if fast_path:
            fast_taken += 1
        if fast_out != slow_out:
            failures += 1
            print(f"run {round}, step {number} ({what}): the verdicts differ")
            print("--- with the fast path:\n" + fast_out + "--- with swift test:\n" + slow_out)
            sys.exit(1)
        if must_be_fast and not fast_path:
            print(f"run {round}, step {number} ({what}): the fast path was not taken, so this step compared nothing")
            sys.exit(1)
    # Each run starts from the starters again.
    for root in sides.values():
        subprocess.run(["git", "checkout", "-q", "--", "Labs"], cwd=root, check=True)
        subprocess.run(["git", "clean", "-fq", "--", "Labs"], cwd=root, check=True)
    print(f"run {round}: {len(plan)} steps, the same verdict at each ({time.monotonic() - started:.0f} s)", flush=True)
print(f"{runs} runs, {runs * len([s for s in steps(0)[0] if s[1] in labs])} steps: every verdict the same; the fast path taken {fast_taken} times")
PY
