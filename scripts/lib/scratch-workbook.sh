# shellcheck shell=bash
# The setup the scripts share, sourced (not run) after they set `repo` to the workbook's folder:
#
#   repo="$(cd "$(dirname "$0")/.." && pwd)"
#   . "$repo/scripts/lib/scratch-workbook.sh"
#   copy_workbook "$scratch/template"   # the files a clone has, into a folder of their own
#   build_workbook_tool                 # sets $bin to the built `workbook`

# copy_workbook DEST: the tracked files, as a clone has them (no build folders, no learner state).
copy_workbook() {
  mkdir -p "$1"
  (cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$1"
}

# build_workbook_tool: builds the workbook tool of $repo and sets $bin to it; exits with the
# build's last lines when it does not build.
build_workbook_tool() {
  local log
  log="$(mktemp)"
  if ! swift build --package-path "$repo" --product workbook >"$log" 2>&1; then
    echo "cannot build the workbook tool (swift build --product workbook):"; tail -20 "$log"; rm -f "$log"
    exit 1
  fi
  rm -f "$log"
  bin="$(swift build --package-path "$repo" --product workbook --show-bin-path)/workbook"
}

# with_time_limit SECONDS COMMAND...: runs COMMAND, ended (TERM, then KILL) after SECONDS; exits
# 124 then, as GNU timeout does. Plain bash: macOS has no `timeout` (it is GNU coreutils).
with_time_limit() {
  local seconds="$1" pid watcher status fired
  shift
  fired="$(mktemp)"
  rm -f "$fired"
  "$@" &
  pid=$!
  (
    nap=""
    trap '[ -n "$nap" ] && kill "$nap"; exit 0' TERM
    sleep "$seconds" & nap=$!; wait "$nap"
    : >"$fired"; kill -TERM "$pid"
    sleep 2 & nap=$!; wait "$nap"
    kill -KILL "$pid"
  ) </dev/null >/dev/null 2>&1 &
  watcher=$!
  wait "$pid"
  status=$?
  kill -TERM "$watcher" 2>/dev/null
  wait "$watcher" 2>/dev/null
  if [ -e "$fired" ]; then rm -f "$fired"; return 124; fi
  return "$status"
}
