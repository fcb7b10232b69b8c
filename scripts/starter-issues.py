#!/usr/bin/env python3
"""How many issues each failing starter test records, per lab: the table behind
scripts/count-starter-issues.sh (read that script first; it makes the files this reads).

    python3 scripts/starter-issues.py PLAIN_EVENTS PLAIN_CONSOLE SERIAL_EVENTS [--per case|function]

PLAIN_EVENTS and PLAIN_CONSOLE come from one plain `swift test` (its Swift Testing event stream,
and everything it printed: XCTest's failures are read from there, in both the Linux `Class.test`
and the macOS `-[Module.Class test]` spelling). SERIAL_EVENTS comes from a second run of the same
build with `--no-parallel`: the event stream names only the test function an issue belongs to, not
its test case (swift-testing's ABI, version 0), so only a run whose cases never overlap tells which
case of a parameterized test recorded which issue.

What counts as "a test":
- `--per case` (the default): a Swift Testing test case (one row of `@Test(arguments:)`, or a
  test without arguments) and an XCTest test method. At most one issue each, or the exit status
  is 1.
- `--per function`: a Swift Testing test function with all its cases, as its console line
  `Test f(_:) with 13 test cases failed ... with 13 issues` and the tool's event reader count it.

Prints the per-lab table; exits 1 when a failing starter test records more than one issue, or a
starter test passes (the lab contract says every one fails), naming the worst ones.
"""

import collections
import json
import re
import sys


def records(path):
    """Each JSON line of an event stream; a torn or foreign line is skipped."""
    with open(path, encoding="utf-8", errors="replace") as stream:
        for line in stream:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and isinstance(record.get("payload"), dict):
                yield record["kind"], record["payload"]


def failing(issue):
    """A failing issue: not a known issue, not a warning (Swift 6.0/6.1 streams have neither flag)."""
    if issue.get("isKnown"):
        return False
    if "isFailure" in issue:
        return bool(issue["isFailure"])
    return issue.get("severity", "error") == "error"


def lab_of(module_or_class):
    """`Lab02MockNetworkingTests.Task1StubTests/...` or `Lab08Task1ValidationTests` -> `Lab 02`."""
    match = re.match(r"Lab(\d\d)", module_or_class)
    return f"Lab {match.group(1)}" if match else module_or_class.split(".")[0]


def swift_testing(plain_events, serial_events):
    """Functions (id -> name, parameterized), issues per function (plain run), issues per case (serial run)."""
    functions, per_function = {}, collections.Counter()
    for kind, payload in records(plain_events):
        if kind == "test" and payload.get("kind") == "function":
            functions[payload["id"]] = (payload.get("name", payload["id"]), bool(payload.get("isParameterized")))
        elif payload.get("kind") == "issueRecorded" and failing(payload.get("issue", {})):
            per_function[payload.get("testID")] += 1
    # Serial: an issue belongs to the case of its function that is open, or to the function itself
    # (a test without arguments has no case events).
    per_case, case_number, open_case = collections.Counter(), collections.Counter(), {}
    for kind, payload in records(serial_events):
        event, test = payload.get("kind"), payload.get("testID")
        if event == "testCaseStarted":
            case_number[test] += 1
            open_case[test] = case_number[test]
        elif event == "testCaseEnded":
            open_case.pop(test, None)
        elif event == "issueRecorded" and failing(payload.get("issue", {})):
            per_case[(test, open_case.get(test, 0))] += 1
    return functions, per_function, per_case


def xctest(console):
    """XCTest methods (`Class.test` -> passed/failed) and failures per method, from the console."""
    status, failures = {}, collections.Counter()
    case = re.compile(r"Test Case '(?:-\[)?(?:[\w]+\.)?([\w]+)[ .](\w+)\]?' (passed|failed|skipped)")
    error = re.compile(r": error: (?:-\[)?(?:[\w]+\.)?([\w]+)[ .](\w+)\]? : ")
    with open(console, encoding="utf-8", errors="replace") as text:
        for line in text:
            if match := case.search(line):
                status[f"{match.group(1)}.{match.group(2)}"] = match.group(3)
            elif match := error.search(line):
                failures[f"{match.group(1)}.{match.group(2)}"] += 1
    return status, failures


def main(argv):
    per = "case"
    if "--per" in argv:
        per = argv[argv.index("--per") + 1]
        argv = argv[: argv.index("--per")] + argv[argv.index("--per") + 2 :]
    if len(argv) != 4 or per not in ("case", "function"):
        print(__doc__)
        return 2
    plain_events, console, serial_events = argv[1:]
    functions, per_function, per_case = swift_testing(plain_events, serial_events)
    xc_status, xc_failures = xctest(console)

    rows = collections.defaultdict(lambda: collections.Counter())
    offenders, passing = [], []
    case_max = collections.Counter()
    for (test, _), count in per_case.items():
        case_max[test] = max(case_max[test], count)
    for test, (name, parameterized) in functions.items():
        lab, row = lab_of(test), rows[lab_of(test)]
        issues = per_function[test]
        row["tests"] += 1
        row["failing"] += issues > 0
        row["issues"] += issues
        row["max per test"] = max(row["max per test"], issues)
        row["max per case"] = max(row["max per case"], case_max[test])
        row["tests > 1"] += issues > 1
        row["cases > 1"] += sum(1 for (t, _), n in per_case.items() if t == test and n > 1)
        if issues == 0:
            passing.append(f"{lab} {name}")
        worst = issues if per == "function" else case_max[test]
        if worst > 1:
            offenders.append((worst, f"{lab} {test.split('/')[0].split('.')[-1]}.{name}: {worst} issues"))
    for test, result in xc_status.items():
        lab, row = lab_of(test), rows[lab_of(test) + " (XCTest)"]
        issues = xc_failures[test]
        row["tests"] += 1
        row["failing"] += result == "failed"
        row["issues"] += issues
        row["max per test"] = max(row["max per test"], issues)
        row["max per case"] = max(row["max per case"], issues)
        row["tests > 1"] += issues > 1
        row["cases > 1"] += issues > 1
        if result != "failed":
            passing.append(f"{lab} {test} ({result})")
        if issues > 1:
            offenders.append((issues, f"{lab} {test}: {issues} issues"))

    columns = ["tests", "failing", "issues", "max per test", "max per case", "tests > 1", "cases > 1"]
    print("| lab | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    total = collections.Counter()
    for lab in sorted(rows):
        print(f"| {lab} | " + " | ".join(str(rows[lab][c]) for c in columns) + " |")
        for column in columns:
            total[column] = max(total[column], rows[lab][column]) if column.startswith("max") else total[column] + rows[lab][column]
    print("| all | " + " | ".join(str(total[c]) for c in columns) + " |")
    print("(tests: Swift Testing test functions and XCTest methods; a case: one row of @Test(arguments:).)")

    status = 0
    if passing:
        status = 1
        print(f"\n{len(passing)} starter test(s) passed; every one should fail (the lab contract):")
        for line in passing[:20]:
            print("  " + line)
    if offenders:
        status = 1
        print(f"\n{len(offenders)} failing starter test(s) record more than one issue per {per} (the worst first):")
        for _, line in sorted(offenders, key=lambda item: -item[0])[:20]:
            print("  " + line)
        if per == "case":
            print(
                "Make the test stop at its first failure: end it in one whole-state comparison (expectSame), "
                "and turn a step before it into `try #require(...)` or `guard expectSame(...) else { return }`."
            )
        else:
            print(
                "Each case of a parameterized test records its own issue: one issue per test function means "
                "looping the table inside one test, stopping at the first row that fails."
            )
    else:
        print(f"\nEvery failing starter test records one issue per {per}.")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
