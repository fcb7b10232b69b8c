#!/usr/bin/env bash
# What .ci/run needs beyond a Swift toolchain, checked before anything is built: git, perl and
# python3. The official swift images (hub.docker.com/_/swift, built from swiftlang/swift-docker's
# 6.x/ubuntu/24.04/Dockerfile) carry git and perl (Ubuntu's essential perl-base) but no python3
# interpreter (only libpython3-dev). As root with apt-get (those images in CI) the missing ones
# are installed; anywhere else the message says what to install, and the exit code is 3.
#
#   scripts/ci-prerequisites.sh            check, installing what is missing where it can
#   NO_INSTALL=1 scripts/ci-prerequisites.sh   check only
set -uo pipefail

needed="swift git perl python3"
missing=""
for tool in $needed; do command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"; done
missing="${missing# }"
[ -z "$missing" ] && exit 0

if [ -z "${NO_INSTALL:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [[ " $missing " != *" swift "* ]]; then
  echo "ci-prerequisites: installing $missing from the system's packages (apt-get) ..."
  log="$(mktemp)"
  if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing; } >"$log" 2>&1; then
    rm -f "$log"
    still=""
    for tool in $missing; do command -v "$tool" >/dev/null 2>&1 || still="$still $tool"; done
    [ -z "$still" ] && exit 0
    missing="${still# }"
  else
    tail -5 "$log"; rm -f "$log"
  fi
fi

echo "ci-prerequisites: .ci/run needs $missing, not found on the PATH."
case " $missing " in *" swift "*) echo "  swift: install a toolchain from https://swift.org/install (6.0 or later)." ;; esac
echo "  Install them with the system's package manager (Debian/Ubuntu: apt-get install ${missing/swift/}; macOS: Xcode brings git, perl and python3)."
exit 3
