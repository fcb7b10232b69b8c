#!/usr/bin/env bash
# The oldest toolchain the README promises (Swift 6.0, Xcode 16.0) must build the workbook. Only
# Swift 6.3 runs on CI's machine, so this check reads the code for the APIs known to be missing
# at the floor, each found in the toolchain's own sources at its release tag (cited per rule).
#
#   scripts/check-floor.sh              scan Package.swift, Labs, Solutions, Given, Tests, Sources
#   scripts/check-floor.sh DIR...       scan these folders or files instead
#   scripts/check-floor.sh --self-test  each rule must find its own example, and the allowed
#                                       spellings beside it must pass (CI runs this too)
#
# Exit 0: nothing found. Exit 1: a finding (file:line, what is missing at the floor, what to write
# instead). Exit 2: usage. A new rule needs an id, a pattern, an example that it must find, what
# to write instead, and the source line that shows the API missing at the floor.
#
# perl, not grep: an expression spans lines (`let error = await #expect(\n  throws: ...`), and
# perl is on macOS and in the official swift images (Ubuntu's essential perl-base).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=scan
case "${1:-}" in
  --self-test) mode=self-test; shift ;;
  -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "usage: scripts/check-floor.sh [--self-test] [DIR...]" >&2; exit 2 ;;
esac

# One rule per line, fields separated by tabs: id, pattern (perl, over a whole file), an example
# the rule must find, what to write instead, the source that shows it missing at the floor.
rules=$(cat <<'RULES'
platform-enum	\.(?:macOS\(\.v(?:1[5-9]|[2-9]\d)|iOS\(\.v(?:1[89]|[2-9]\d)|tvOS\(\.v(?:1[89]|[2-9]\d)|watchOS\(\.v(?:1[1-9]|[2-9]\d)|visionOS\(\.v[2-9]|macCatalyst\(\.v(?:1[89]|[2-9]\d))\b	platforms: [.macOS(.v15), .iOS(.v18)],	a version string: .macOS("15.0"), .iOS("18.0")	swift-package-manager swift-6.0-RELEASE Sources/PackageDescription/SupportedPlatforms.swift:374 (macOS ends at .v14) and :557 (iOS ends at .v17); .v15/.v18 arrive in swift-6.0.1-RELEASE (:380, :581)
throws-macro-value	(?:=|\breturn)\s*(?:try\s+)?(?:await\s+)?#(?:expect|require)\(\s*throws:	let error = await #expect(\n  throws: SomeError.self) { try await f() }	a do/catch that captures the error (neither macro returns it in 6.0)	swift-testing 6.0.0 Sources/Testing/Expectations/Expectation+Macro.swift:136-141, 217-222, 272-277, 309-314 (no return value); 6.1.0 returns E? (:196, :306) and E (:244, :350)
test-scoping	\bTestScoping\b	struct Fresh: TestScoping, TestTrait {}	set the state up in the test (or in the suite's init)	swift-testing 6.1.0 Sources/Testing/Traits/Trait.swift:112 (absent at 6.0.0)
confirmation-range	expectedCount:\s*[\w.]*\.\.[.<]	await confirmation(expectedCount: 1...) { _ in }	an exact expectedCount, or count the calls yourself	swift-testing 6.1.0 Sources/Testing/Issues/Confirmation.swift:166 (absent at 6.0.0)
attachment	\bAttachment(?:\s*[<(.]|\.record)	Attachment("log", named: "a.txt").attach()	a message in the expectation's comment	swift-testing 6.1.0 Sources/Testing/Attachments/Attachment.swift:22 (absent at 6.0.0)
exit-test	#(?:expect|require)\(\s*(?:processExitsWith|exitsWith):	await #expect(processExitsWith: .failure) { fatalError() }	no exit tests: a starter never crashes, so there is nothing to catch	swift-testing 6.2.0 Sources/Testing/ExitTests/ExitStatus.swift:19 (absent at 6.1.0)
issue-severity	Issue\.record\([^)]*severity:	Issue.record("slow", severity: .warning)	Issue.record without a severity	swift-testing 6.3 Sources/Testing/ExitTests/ExitTest.swift:1054 (Issue.Severity absent at 6.2.0)
test-cancel	\bTest\.cancel\(	try Test.cancel("not here")	return early, or .enabled(if:) on the test	swift-testing 6.3 Sources/Testing/Test+Cancellation.swift:234 (absent at 6.2.0)
nonsending	nonisolated\(nonsending\)|@concurrent\b	nonisolated(nonsending) func load() async {}	plain async functions (Swift 6.0's rules)	swift-evolution proposals/0461-async-function-isolation.md: Implemented (Swift 6.2)
inline-array	\bInlineArray\b|\[\s*\d+\s+of\s+\w	let buffer: InlineArray<4, Int>	an Array	swift-evolution proposals/0453-vector.md: Implemented (Swift 6.2)
task-immediate	\bTask\.immediate\b|\bTask\s*\(\s*name:|\bTask\.startSynchronously\b	Task.immediate { await run() }	Task { } (and a double the test resumes)	swift-evolution proposals/0472-task-start-synchronously-on-caller-context.md and 0469-task-names.md: Implemented (Swift 6.2)
weak-let	\bweak\s+let\b	weak let delegate: Delegate?	weak var	swift-evolution proposals/0481-weak-let.md: Implemented (Swift 6.3)
isolated-deinit	\bisolated\s+deinit\b	isolated deinit { stop() }	a plain deinit, or an explicit stop()	swift-evolution proposals/0371-isolated-synchronous-deinit.md: Implemented (Swift 6.2)
raw-identifier	\bfunc\s+`[^`\n]*[^\w`][^`\n]*`	@Test func `loads the profile`() {}	a camelCase name (the @Test display name can say it in words)	swift-evolution proposals/0451-escaped-identifiers.md: Implemented (Swift 6.2)
observations	\bObservations\s*[{(]	for await value in Observations({ model.state }) {}	withObservationTracking, or the test double's own record	swift-evolution proposals/0475-observed.md: Implemented (Swift 6.2)
RULES
)

# Allowed spellings beside the rules' examples: the self-test fails if any rule finds one.
allowed=$(cat <<'ALLOWED'
platforms: [.macOS("15.0"), .iOS("18.0"), .macOS(.v14), .iOS(.v17)],
let value = try #require(optional, "Expected a value")
await #expect(throws: SomeError.self) { try await f() }
let profile = try await #require(await api.profile(id: "42"))
await confirmation(expectedCount: 2) { called in called() }
Issue.record("Expected one request")
nonisolated func describe() -> String { "" }
weak var delegate: Delegate?
let name = "`backticks` in a string"
func `default`() {}
deinit { cancel() }
// A comment may name them: let error = #expect(throws: E.self), weak let, @concurrent
/* and a block comment too: Task.immediate { }
   InlineArray<4, Int> */
let url = "https://example.com/a"  // after code, too: nonisolated(nonsending)
ALLOWED
)

scan() {
  RULES="$rules" perl -e '
    use strict; use warnings;
    my @rules = map { [split /\t/] } grep { length } split /\n/, $ENV{RULES};
    my $found = 0;
    local $/;
    for my $file (@ARGV) {
      open(my $fh, "<", $file) or next;
      my $text = <$fh>;
      # Comments do not build: a note that names an API is fine.
      # Block comments keep their line breaks, so line numbers stay right.
      $text =~ s{/\*.*?\*/}{ my $c = $&; $c =~ tr/\n//cd; $c }gse;
      $text =~ s{(^|[ \t])//[^\n]*}{$1}gm;
      for my $rule (@rules) {
        my ($id, $pattern, $example, $instead, $source) = @$rule;
        while ($text =~ /$pattern/g) {
          my $start = $-[0];
          my $line = 1 + (() = substr($text, 0, $start) =~ /\n/g);
          my $from = rindex($text, "\n", $start) + 1;
          my $to = index($text, "\n", $start);
          my $code = substr($text, $from, ($to < 0 ? length($text) : $to) - $from);
          $code =~ s/^\s+//;
          print "$file:$line: [$id] $code\n";
          print "  missing in Swift 6.0 / Xcode 16.0 (the floor the README promises). Write instead: $instead\n";
          print "  source: $source\n";
          $found++;
        }
      }
    }
    exit($found ? 1 : 0);
  ' "$@"
}

files_in() {
  local path
  for path in "$@"; do
    if [ -d "$path" ]; then find "$path" -name '*.swift' -type f; elif [ -f "$path" ]; then echo "$path"; fi
  done
}

if [ "$mode" = self-test ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  failed=0
  while IFS=$'\t' read -r id _ example _ _; do
    [ -n "$id" ] || continue
    printf '%b\n' "$example" >"$work/$id.swift"
    if out=$(scan "$work/$id.swift"); then
      echo "self-test: rule $id does not find its own example: $example"; failed=1
    elif ! grep -q "\[$id\]" <<<"$out"; then
      echo "self-test: rule $id's example is found by another rule only:"; echo "$out"; failed=1
    fi
  done <<<"$rules"
  printf '%s\n' "$allowed" >"$work/allowed.swift"
  if ! out=$(scan "$work/allowed.swift"); then
    echo "self-test: an allowed spelling was reported:"; echo "$out"; failed=1
  fi
  count=$(grep -c . <<<"$rules")
  [ "$failed" = 0 ] && echo "check-floor self-test: $count rules find their examples; the allowed spellings pass"
  exit "$failed"
fi

if [ "$#" -eq 0 ]; then set -- Package.swift Labs Solutions Given Tests Sources; fi
# The tools version is the floor itself: SwiftPM refuses a newer one with a clear message, so a
# raised version must be a decision (README, CI and this script together), not a side effect.
if [ -f Package.swift ] && ! head -n 1 Package.swift | grep -q '^// swift-tools-version:6\.0$'; then
  echo "Package.swift: the first line is not '// swift-tools-version:6.0', the floor the README promises."
  echo "  Raise the floor on purpose: README (Requirements), .github/workflows/ci.yml and this script together."
  exit 1
fi
list="$(files_in "$@")"
if [ -z "$list" ]; then echo "check-floor: no Swift files under: $*" >&2; exit 2; fi
# shellcheck disable=SC2086 # one path per line, none with spaces (the workbook's own layout)
if scan $list; then
  echo "check-floor: $(grep -c . <<<"$list") files, none uses an API missing at Swift 6.0 / Xcode 16.0"
else
  echo "check-floor: the code above does not build with the oldest toolchain the README promises."
  exit 1
fi
