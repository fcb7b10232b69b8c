#!/usr/bin/env python3
"""The facilitator guide's agendas add up, from labs.json.

Reads labs.json (each lab's "minutes"), docs/facilitator.md.head and README.md, and fails when:
- a lab's row in the head's "Each lab's minutes" table does not add up (talk + tasks + debrief),
  differs from labs.json, is missing, or has no "stop here" task;
- an agenda's clock times do not follow from its durations (each row starts where the one above
  ends; the last row, "End", is where the day ends);
- an agenda gives a lab other minutes than labs.json, or holds a lab twice;
- an agenda's buffer is not about 15 % of its lab minutes (13 % to 20 %);
- the half day is not Labs 01 and 02;
- README's chapter table gives a lab other minutes than labs.json.
The chapters' "Time" and the notes' "Timing (N min)" belong to the labs' authors: a difference
there is printed as a warning (--strict makes it a failure).

  python3 scripts/check-agendas.py            # exit 0 when everything adds up, 1 otherwise
  python3 scripts/check-agendas.py --strict   # also fail on the chapters' and notes' figures
  python3 scripts/check-agendas.py --self-test

Prints one line per problem and ends with "check-agendas: ok" or "check-agendas: N problems".
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAD = "docs/facilitator.md.head"
BUFFER_RANGE = (0.13, 0.20)


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def sections(text, level="## "):
    """{title: body} for each heading of the level."""
    out = {}
    title = None
    for line in text.splitlines():
        if line.startswith(level) and not line.startswith(level + "#"):
            title = line[len(level):].strip()
            out[title] = []
        elif title is not None:
            out[title].append(line)
    return {k: "\n".join(v) for k, v in out.items()}


def table_rows(text):
    """Each Markdown table in text, as a list of rows (lists of stripped cells), header and rule dropped."""
    tables, current = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            current.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif current:
            tables.append([r for r in current[1:] if not set("".join(r)) <= set("-: ")])
            current = []
    return tables


def minutes_of(clock):
    h, m = clock.split(":")
    return int(h) * 60 + int(m)


def clock(minutes):
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def check(labs, head, readme, chapters, notes, strict):
    problems, warnings = [], []
    minutes = {lab["number"]: lab["minutes"] for lab in labs}
    parts = sections(head)

    # 1. Each lab's minutes, from its talk, tasks and debrief.
    estimate = next((body for title, body in parts.items() if title.startswith("Each lab's minutes")), None)
    if estimate is None:
        problems.append(f"{HEAD}: no section \"## Each lab's minutes\"")
    else:
        rows = {}
        for table in table_rows(estimate):
            for row in table:
                if len(row) >= 6 and re.fullmatch(r"\d\d", row[0]):
                    rows[int(row[0])] = row
        for number, wanted in sorted(minutes.items()):
            row = rows.get(number)
            if row is None:
                problems.append(f"{HEAD}: Lab {number:02d} has no row in \"Each lab's minutes\"")
                continue
            try:
                talk, debrief, total = int(row[1]), int(row[3]), int(row[4])
                tasks = [int(t) for t in re.findall(r"\d+", row[2])]
            except ValueError:
                problems.append(f"{HEAD}: Lab {number:02d}'s row is not numbers: {row}")
                continue
            if talk + sum(tasks) + debrief != total:
                problems.append(
                    f"{HEAD}: Lab {number:02d}: talk {talk} + tasks {'+'.join(map(str, tasks))} + debrief {debrief}"
                    f" = {talk + sum(tasks) + debrief}, not the {total} the row says")
            if total != wanted:
                problems.append(f"{HEAD}: Lab {number:02d} is {total} min in \"Each lab's minutes\", {wanted} in labs.json")
            if not row[5]:
                problems.append(f"{HEAD}: Lab {number:02d} has no \"stop here if short of time\" task")

    # 2. The agendas.
    agendas = {title: body for title, body in parts.items() if title.startswith("Agenda:")}
    if not agendas:
        problems.append(f"{HEAD}: no \"## Agenda: ...\" section")
    for title, body in agendas.items():
        lab_minutes, buffer_minutes, seen = 0, 0, []
        for table in table_rows(body):
            if not table or not re.fullmatch(r"\d\d:\d\d", table[0][0]):
                continue
            for row, following in zip(table, table[1:]):
                start, length, block = row[0], row[1], row[2]
                if not length.isdigit():
                    problems.append(f"{HEAD}: {title}: the row at {start} ({block}) has no minutes")
                    continue
                ends = minutes_of(start) + int(length)
                if minutes_of(following[0]) != ends:
                    problems.append(
                        f"{HEAD}: {title}: {block} starts at {start} and lasts {length} min, so the next row starts at"
                        f" {clock(ends)}, not {following[0]}")
                lab = re.match(r"Lab (\d\d)\b", block)
                if lab:
                    number = int(lab.group(1))
                    if number not in minutes:
                        problems.append(f"{HEAD}: {title}: Lab {number:02d} is not in labs.json")
                    elif int(length) != minutes[number]:
                        problems.append(f"{HEAD}: {title}: Lab {number:02d} gets {length} min, labs.json says {minutes[number]}")
                    if number in seen:
                        problems.append(f"{HEAD}: {title}: Lab {number:02d} appears twice")
                    seen.append(number)
                    lab_minutes += int(length)
                elif block.lower().startswith("buffer"):
                    buffer_minutes += int(length)
            if table[-1][2] != "End":
                problems.append(f"{HEAD}: {title}: the last row of each day is \"End\", with the time the day ends")
        if lab_minutes == 0:
            problems.append(f"{HEAD}: {title}: no lab in its tables")
            continue
        share = buffer_minutes / lab_minutes
        if not BUFFER_RANGE[0] <= share <= BUFFER_RANGE[1]:
            problems.append(
                f"{HEAD}: {title}: {buffer_minutes} min of buffer for {lab_minutes} min of labs is {share:.0%};"
                f" keep it about 15 % ({BUFFER_RANGE[0]:.0%} to {BUFFER_RANGE[1]:.0%})")
        if title.lower().startswith("agenda: half day") and sorted(seen) != [1, 2]:
            problems.append(f"{HEAD}: {title}: the half day is Labs 01 and 02, not {seen}")

    # 3. README's chapter table.
    for number, shown in re.findall(r"^\| (\d\d) \| \[[^\]]*\]\([^)]*\) \| (\d+) min \|$", readme, re.M):
        if int(number) in minutes and int(shown) != minutes[int(number)]:
            problems.append(f"README.md: Lab {number} is {shown} min in the chapter table, {minutes[int(number)]} in labs.json")

    # 4. The labs' own figures (their authors'): warnings unless --strict.
    for number, text in chapters.items():
        found = re.search(r"^\*\*Time\.\*\* (\d+) minutes|^## Time\s+(\d+) minutes", text, re.M)
        if found and number in minutes and int(found.group(1) or found.group(2)) != minutes[number]:
            warnings.append(f"the chapter of Lab {number:02d} says {found.group(1) or found.group(2)} minutes, labs.json {minutes[number]}")
    for number, text in notes.items():
        found = re.search(r"\*\*Timing \((\d+) min\)", text)
        if found and number in minutes and int(found.group(1)) != minutes[number]:
            warnings.append(f"the notes of Lab {number:02d} say Timing ({found.group(1)} min), labs.json {minutes[number]}")
    if strict:
        problems += warnings
    else:
        for warning in warnings:
            print("check-agendas: warning: " + warning + " (the lab's authors update it)")
    return problems


def lab_files(labs, folder):
    out = {}
    for lab in labs:
        path = os.path.join(folder, os.path.basename(lab["chapter"])) if folder else lab["chapter"]
        try:
            out[lab["number"]] = read(path)
        except OSError:
            pass
    return out


def self_test(labs, head, readme):
    """A wrong figure anywhere fails the check; the files as they are pass it."""
    failures = []
    if check(labs, head, readme, {}, {}, False):
        failures.append("the files as they are should pass")
    changed = [dict(lab) for lab in labs]
    changed[0]["minutes"] += 5
    if not check(changed, head, readme, {}, {}, False):
        failures.append("labs.json's Lab 01 changed by 5 min should fail")
    moved = re.sub(r"^\| (\d\d):(\d\d) \| (\d+) \| Buffer \|$", lambda m: f"| {m.group(1)}:{m.group(2)} | {int(m.group(3)) + 5} | Buffer |",
                   head, count=1, flags=re.M)
    if moved == head or not check(labs, moved, readme, {}, {}, False):
        failures.append("a buffer made 5 min longer without moving the clock should fail")
    for failure in failures:
        print("check-agendas self-test: FAILED: " + failure)
    print("check-agendas self-test: " + ("ok" if not failures else f"{len(failures)} failed"))
    return 1 if failures else 0


def main(arguments):
    labs = json.loads(read("labs.json"))
    head, readme = read(HEAD), read("README.md")
    if "--self-test" in arguments:
        return self_test(labs, head, readme)
    problems = check(labs, head, readme, lab_files(labs, None), lab_files(labs, "docs/facilitator"), "--strict" in arguments)
    for problem in problems:
        print("check-agendas: " + problem)
    print("check-agendas: ok" if not problems else f"check-agendas: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
