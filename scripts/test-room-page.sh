#!/usr/bin/env bash
# The room's page in a real browser: writes a room of learners (as their machines would), has
# `workbook room <folder> --once --html` draw the page, renders it in headless Chromium, and
# checks the rendered DOM: a row per learner, the funnel, the whiteboard cue, hostile text shown
# as text (no element of it); then rooms of 10, 26 and 40 learners at 1280x720 (a projector),
# each of which must fit without scrolling (the page's own `data-fit`), a page whose live view
# stopped (it must say it is stale) and the anonymous page. Saves screenshots;
# `--update-picture` copies them to docs/images/ (room-page.png, room-10/26/40.png).
#
# Chromium comes from the system's packages: installed with apt-get when missing and possible
# (root on Debian or Ubuntu), else the test is skipped with a message. CHROMIUM=/path/to/chrome
# picks a browser (on a Mac: "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").
# Ends with "room-page: N passed, M failed" (or "room-page: skipped, ..."); exits 1 on a failure.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
. "$repo/scripts/lib/scratch-workbook.sh"
passed=0
failed=0

find_browser() {
  if [ -n "${CHROMIUM:-}" ] && [ -x "$CHROMIUM" ]; then echo "$CHROMIUM"; return; fi
  for name in chromium chromium-browser google-chrome; do
    command -v "$name" 2>/dev/null && return
  done
  local mac="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
  [ -x "$mac" ] && echo "$mac"
}
browser="$(find_browser)"
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Chromium from the system's packages (apt-get install chromium) ..."
  log="$(mktemp)"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core; } >"$log" 2>&1; then
    tail -5 "$log"
  fi
  rm -f "$log"
  browser="$(find_browser)"
fi
if [ -z "$browser" ]; then
  echo "room-page: skipped, no Chromium here and none could be installed (as root on Debian: apt-get install chromium; or set CHROMIUM=/path/to/chrome)"
  exit 0
fi

build_workbook_tool

scratch="$(mktemp -d "${TMPDIR:-/tmp}/workbook-room-page.XXXXXX")"
trap '[ -n "${KEEP:-}" ] || rm -rf "$scratch"' EXIT
room="$scratch/room"
mkdir -p "$room"

# A workshop mid-afternoon: three people stuck on the same Lab 04 test, one lab that does not
# compile, one that crashed, one learner who skipped ahead to Lab 10, one who is done with Lab 05.
generator="$scratch/learners.py"
cat >"$generator" <<'PY'
import datetime, json, sys, uuid
room = sys.argv[1]
now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
iso = lambda minutes: (now - datetime.timedelta(minutes=minutes)).strftime("%Y-%m-%dT%H:%M:%SZ")
sizes = {"Lab01NetworkingSeam": [4, 10, 6], "Lab02MockNetworking": [5, 4, 3, 4], "Lab03URLProtocolStub": [3, 4, 2, 4],
         "Lab04TestClock": [9, 3, 5, 5, 5], "Lab05SegregatedServices": [3, 4, 5, 2], "Lab10CompositionRoot": [4, 5, 3]}
def done(module, checked):
    return {"checkedAt": iso(checked), "tasks": [{"task": i + 1, "passing": n, "tests": n} for i, n in enumerate(sizes[module])],
            "done": True, "checksSinceProgress": 0, "hints": []}
def working(module, checked, task, passing_in_task, test=None, since=None, broken=None, checks=0, hints=()):
    tasks = [{"task": i + 1, "passing": n if i + 1 < task else (passing_in_task if i + 1 == task else 0), "tests": n}
             for i, n in enumerate(sizes[module])]
    activity = {"checkedAt": iso(checked), "tasks": tasks, "done": False, "checksSinceProgress": checks,
                "hints": [{"task": t, "level": l} for t, l in hints], "firstFailingSince": iso(since if since is not None else checked)}
    if broken: activity["broken"] = broken
    else: activity.update(firstFailingTest=test, firstFailingTask=task)
    return activity
early = ["Lab01NetworkingSeam", "Lab02MockNetworking", "Lab03URLProtocolStub"]
wakes = "advance_wakesSleepersInDeadlineOrder_eachSeeingItsOwnDeadline()"
learners = {
    "Amara": {**{m: done(m, 200 - 40 * i) for i, m in enumerate(early)}, "Lab04TestClock": working("Lab04TestClock", 1, 1, 3, wakes, 16, checks=6, hints=[(1, 2)])},
    "Ben": {**{m: done(m, 190 - 40 * i) for i, m in enumerate(early)}, "Lab04TestClock": working("Lab04TestClock", 2, 1, 3, wakes, 12, checks=3, hints=[(1, 1)])},
    "Chen": {**{m: done(m, 180 - 40 * i) for i, m in enumerate(early)}, "Lab04TestClock": working("Lab04TestClock", 0, 1, 3, wakes, 4, checks=1)},
    "Dana": {m: done(m, 170 - 40 * i) for i, m in enumerate(early[:2])} | {"Lab03URLProtocolStub": working("Lab03URLProtocolStub", 1, 2, 1, since=6, broken="doesNotCompile", checks=2)},
    "Emil": {"Lab01NetworkingSeam": done("Lab01NetworkingSeam", 150), "Lab02MockNetworking": working("Lab02MockNetworking", 0, 3, 1, since=2, broken="crashed", checks=1)},
    "Farah": {**{m: done(m, 160 - 30 * i) for i, m in enumerate(early + ["Lab04TestClock"])}, "Lab05SegregatedServices": working("Lab05SegregatedServices", 3, 3, 2, "fetch_whileLoadingIsRefused()", 7, checks=2, hints=[(3, 1)])},
    "Gus": {**{m: done(m, 150 - 25 * i) for i, m in enumerate(early + ["Lab04TestClock"])}, "Lab05SegregatedServices": done("Lab05SegregatedServices", 5)},
    "Hana": {**{m: done(m, 170 - 30 * i) for i, m in enumerate(early)}, "Lab10CompositionRoot": working("Lab10CompositionRoot", 4, 2, 2, "live_usesTheRealClockAndSession()", 11, checks=4)},
    "Ivo": {**{m: done(m, 180 - 40 * i) for i, m in enumerate(early[:2])}, "Lab03URLProtocolStub": working("Lab03URLProtocolStub", 3, 2, 3, "stub_recordsABodyThatArrivesAsAStream()", 21, checks=8, hints=[(2, 3)])},
}
extra = int(sys.argv[2]) if len(sys.argv) > 2 else 0
names = ["Jo", "Kai", "Lea", "Mo", "Nia", "Oskar", "Pia", "Quinn", "Rosa", "Sami", "Tove", "Uma", "Vik", "Wen", "Xia",
         "Yara", "Zeno", "Ali", "Bea", "Cato", "Dev", "Eli", "Fen", "Gia", "Hugo", "Isa", "Jan", "Kim", "Liv", "Max", "Noor"]
modules = early + ["Lab04TestClock", "Lab05SegregatedServices"]
for i in range(extra):
    k = i % len(modules)
    labs = {m: done(m, 150 - 10 * j) for j, m in enumerate(modules[:k])}
    labs[modules[k]] = working(modules[k], i % 20, 1 + i % 3, 1, f"test_{i % 4}()", i % 25, checks=i % 6)
    learners[f"{names[i % len(names)]} {i}"] = labs
for name, labs in learners.items():
    learner = str(uuid.uuid4()).upper()
    record = {"format": 1, "learner": learner, "name": name, "updatedAt": iso(0), "labs": labs}
    json.dump(record, open(f"{room}/{learner}.json", "w"), indent=1)
PY
python3 - "$room" <"$generator"

out="$scratch/out.txt"
shot="$scratch/room.png"
page="$scratch/room.html"
check() {  # check NAME CONDITION...
  local name="$1"
  shift
  if "$@"; then
    passed=$((passed + 1)); echo "ok   $name"
  else
    failed=$((failed + 1)); echo "FAIL $name"; sed 's/^/     | /' "$out" | head -30
  fi
}
render() {  # render [OPTION]: the page drawn by the tool, then the DOM as Chromium built it at 1280x720, in $out
  (cd "$repo" && "$bin" room "$room" --once --html "$page" "$@") >/dev/null 2>&1 || { echo "workbook room failed" >"$out"; return 1; }
  dom
}
dom() {  # dom: $page's DOM, after its script ran, in a 1280x720 window (a projector)
  with_time_limit 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --window-size=1280,720 --dump-dom "file://$page" >"$out" 2>/dev/null
}
screenshot() {  # screenshot FILE: $page at 1280x720
  with_time_limit 60 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
    --window-size=1280,720 --screenshot="$1" "file://$page" >/dev/null 2>&1
}
is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] && [ "$(wc -c <"$1")" -gt 10000 ]; }
count() { grep -o -- "$1" "$out" | wc -l | tr -d ' '; }

render
check "the page renders in Chromium" grep -q '<h1>The room: 9 learners</h1>' "$out"
check "a row per learner in the rendered grid" test "$(count '<tr class="learner ')" = 9
check "the funnel: a column per lab, finished, on it, stuck" bash -c "grep -q '<table class=\"funnel\">' '$out' && grep -q '✓ finished' '$out' && grep -q '⚠ stuck' '$out'"
check "the whiteboard cue counts the stuck only, with how long: Amara and Ben, not Chen who just failed" \
  grep -qF "Whiteboard cue: 2 people stuck on Lab 04 Task 1 for 12-16 min: $(echo advance_wakesSleepersInDeadlineOrder_eachSeeingItsOwnDeadline)" "$out"
check "needs help first: the broken labs head the grid" bash -c "grep -o '<tr class=\"learner[^>]*><th>[A-Za-z]*' '$out' | sed 's/.*<th>//' | head -3 | tr '\n' ' ' | grep -q '^Dana Emil Ivo '"
check "each learner's first failing test is on the page, not only in a tooltip" grep -q '<td class="obstacle">fetch_whileLoadingIsRefused()</td>' "$out"
check "the page reloads itself and loads nothing" bash -c "grep -q 'http-equiv=\"refresh\"' '$out' && ! grep -qE '(src|href)=' '$out'"
check "the page's one script runs (it fitted the page)" grep -q 'data-fit="yes"' "$out"
screenshot "$shot"
check "a screenshot is saved" is_png "$shot"
if [ "${1:-}" = "--update-picture" ]; then
  mkdir -p "$repo/docs/images" && cp "$shot" "$repo/docs/images/room-page.png" && echo "wrote docs/images/room-page.png"
fi

# A page whose live view stopped: the same file, drawn 10 minutes ago, must say so.
sed -E 's/data-generated="[0-9]+"/data-generated="'"$(($(date +%s) * 1000 - 600000))"'"/' "$page" >"$page.old" && mv "$page.old" "$page"
dom
check "a page the live view stopped rewriting turns stale, and says what to check" \
  bash -c "grep -q '<body [^>]*class=\"stale\"' '$out' && grep -q '<p id=\"stale\" class=\"stale\">Not updated since' '$out'"

render --anonymous
check "--anonymous: no learner's name on the page" bash -c "! grep -qE '<th>(Amara|Ben|Dana|Ivo)</th>' '$out' && grep -q 'names hidden' '$out'"

# Workshops of 10, 26 and 40: every row and every lab on one 1280x720 screen.
for size in 10 26 40; do
  rm -f "$room"/*.json
  python3 - "$room" "$((size - 9))" <"$generator"
  render
  check "$size learners at 1280x720: every row, all 11 labs, no scrolling" bash -c \
    "[ \$(grep -o '<tr class=\"learner ' '$out' | wc -l) = $size ] && grep -q '<th title=\"[^\"]*\">11</th>' '$out' && grep -q 'data-fit=\"yes\"' '$out'"
  screenshot "$scratch/room-$size.png"
  check "$size learners: a screenshot" is_png "$scratch/room-$size.png"
  if [ "${1:-}" = "--update-picture" ]; then cp "$scratch/room-$size.png" "$repo/docs/images/room-$size.png" && echo "wrote docs/images/room-$size.png"; fi
done
rm -f "$room"/*.json
python3 - "$room" 0 <"$generator"

# A learner whose machine writes markup: it must show as text, never become an element.
python3 - "$room" <<'PY'
import datetime, json, sys
now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
json.dump({"format": 1, "learner": "00000000-0000-4000-8000-0000000000ee", "name": "<img src=x onerror=alert(1)>", "updatedAt": now,
           "labs": {"Lab04TestClock": {"checkedAt": now, "tasks": [{"task": 1, "passing": 0, "tests": 9}], "done": False,
                    "firstFailingTest": "<script>document.title='pwned'</script>", "firstFailingTask": 1, "firstFailingSince": now,
                    "checksSinceProgress": 0, "hints": []}}}, open(f"{sys.argv[1]}/zz-hostile.json", "w"))
PY
render
check "hostile markup in a record is shown as text, not run" bash -c "grep -qF '&lt;img src=x' '$out' && grep -qF '&lt;script&gt;document' '$out' && ! grep -q '<img' '$out' && [ \$(grep -o '<script' '$out' | wc -l) = 1 ]"
check "the hostile learner is a row like any other" test "$(count '<tr class="learner ')" = 10
check "the title was not changed by a script" grep -q '<title>The room: 10 learners</title>' "$out"

echo "room-page: $passed passed, $failed failed"
[ "$failed" = 0 ]
