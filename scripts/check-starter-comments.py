#!/usr/bin/env python3
"""A TODO says what and why; `workbook hint` says how.

Reads every starter (`Labs/<module>/*.swift`, the learner's copy) and fails when a comment
  - holds a numbered step list (a line of a comment that starts with `1.`, `2)`, ...), or
  - names an API that only the reference solution's code uses (an identifier in
    `Solutions/<module>` code, absent from the starter's code, written in a starter comment),
    unless that name is listed in scripts/starter-comment-names.tsv with the section of a
    chapter that introduces it (the heading must exist: `Heading` in the lab's own chapter, or
    `docs/NN-name.md: Heading` in another).

    scripts/check-starter-comments.py            # every lab; exit 1 on a finding
    scripts/check-starter-comments.py --report   # also list each lab's allowed names in use

Exit codes: 0 clean, 1 findings, 2 the catalogue or the allow list cannot be read.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALLOWED = os.path.join(ROOT, "scripts", "starter-comment-names.tsv")

KEYWORDS = set("""
associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw
switch where while as false is nil self Self super throws true try async await some any actor
nonisolated isolated consuming borrowing sending final lazy mutating override required weak
unowned convenience dynamic optional indirect get set willSet didSet package macro each Type
""".split())


def split_swift(text):
    """Returns (code, comments): the code with comments and string literals blanked, and the
    comments as (line number, text) pairs. Handles //, /* */ (nested), "..." and \"\"\"...\"\"\"
    (interpolations stay as code)."""
    code = []
    comments = []
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            comments.append((line, text[i + 2:end].lstrip("/")))
            i = end
            continue
        if text.startswith("/*", i):
            depth, j, start_line, buf = 1, i + 2, line, []
            while j < n and depth:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                else:
                    buf.append(text[j])
                    j += 1
            body = "".join(buf)
            for k, part in enumerate(body.split("\n")):
                comments.append((start_line + k, part.strip().lstrip("*")))
            line += body.count("\n")
            code.append("\n" * body.count("\n"))
            i = j
            continue
        if c == '"':
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                if text[j] == "\\":
                    if j + 1 < n and text[j + 1] == "(":
                        depth, k = 1, j + 2
                        while k < n and depth:
                            depth += {"(": 1, ")": -1}.get(text[k], 0)
                            k += 1
                        code.append(" " + text[j + 2:k - 1] + " ")
                        line += text[j:k].count("\n")
                        j = k
                        continue
                    j += 2
                    continue
                if text[j] == "\n":
                    line += 1
                    code.append("\n")
                j += 1
            i = j + len(quote)
            continue
        if c == "\n":
            line += 1
        code.append(c)
        i += 1
    return "".join(code), comments


def identifiers(code):
    return set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))


def api_like(name, solution_code):
    """A name worth flagging: a type-like or camelCase identifier, or a member the solution calls."""
    if name in KEYWORDS or len(name) < 3:
        return False
    if re.search(r"[a-z][A-Z]", name) or name[0].isupper():
        return True
    return re.search(r"\.\s*" + re.escape(name) + r"\b", solution_code) is not None


def named_as_code(name, text):
    """A camelCase name (`withLock`, `URLComponents`) counts wherever it is written; a one-word one
    (`first`, `Answer`, which may be plain English) only where the comment writes it as code: in
    backticks, as `.name` or `name(`."""
    if re.search(r"[a-z][A-Z]|[A-Z]{2}", name):
        return True
    pattern = r"(`[^`]*\b" + re.escape(name) + r"\b[^`]*`|\." + re.escape(name) + r"\b|\b" + re.escape(name) + r"\()"
    return re.search(pattern, text) is not None


def swift_files(folder):
    for base, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def headings(chapter):
    with open(chapter, encoding="utf-8") as f:
        return {m.group(1).strip() for m in re.finditer(r"^#+\s+(.*)$", f.read(), re.M)}


def main():
    report = "--report" in sys.argv[1:]
    try:
        with open(os.path.join(ROOT, "labs.json"), encoding="utf-8") as f:
            labs = json.load(f)
        allowed = {}
        with open(ALLOWED, encoding="utf-8") as f:
            for number, raw in enumerate(f, 1):
                if not raw.strip() or raw.startswith("#"):
                    continue
                parts = raw.rstrip("\n").split("\t")
                if len(parts) != 3:
                    print(f"{ALLOWED}:{number}: expected module<TAB>name<TAB>chapter section", file=sys.stderr)
                    return 2
                allowed.setdefault(parts[0], {})[parts[1]] = parts[2]
    except (OSError, ValueError) as error:
        print(f"check-starter-comments: {error}", file=sys.stderr)
        return 2

    findings = []
    for lab in labs:
        module = lab["module"]
        starter_dir = os.path.join(ROOT, "Labs", module)
        solution_dir = os.path.join(ROOT, "Solutions", module)
        lab_allowed = allowed.get(module, {})
        for name, section in lab_allowed.items():
            # "Heading" is a section of the lab's chapter; "docs/NN-name.md: Heading" one of another's.
            other, _, heading = section.partition(".md: ")
            where = other + ".md" if heading else lab["chapter"]
            path = os.path.join(ROOT, where)
            if (headings(path) if os.path.exists(path) else set()) >= {heading or section}:
                continue
            findings.append(f"scripts/starter-comment-names.tsv: {module} {name}: no section '{heading or section}' in {where}")
        solution_code = ""
        for path in swift_files(solution_dir):
            with open(path, encoding="utf-8") as f:
                solution_code += split_swift(f.read())[0] + "\n"
        starter_parts = []
        for path in swift_files(starter_dir):
            with open(path, encoding="utf-8") as f:
                starter_parts.append((path, *split_swift(f.read())))
        starter_code = "\n".join(code for _, code, _ in starter_parts)
        only_solution = {
            name for name in identifiers(solution_code) - identifiers(starter_code) if api_like(name, solution_code)
        }
        used_allowed = set()
        for path, _, comments in starter_parts:
            rel = os.path.relpath(path, ROOT)
            for line, text in comments:
                if re.match(r"\s*(?:-\s*)?\(?\d{1,2}[.)]\s+\S", text):
                    findings.append(f"{rel}:{line}: a numbered step in a starter comment (the how belongs in Hints/{module}.md): {text.strip()}")
                for name in sorted(identifiers(text) & only_solution):
                    if not named_as_code(name, text):
                        continue
                    if name in lab_allowed:
                        used_allowed.add(name)
                        continue
                    findings.append(
                        f"{rel}:{line}: names `{name}`, which only the solution's code uses: say what and why, and move the API to a hint "
                        f"(or list it in scripts/starter-comment-names.tsv with the chapter section that teaches it)")
        if report:
            print(f"{module}: allowed names in starter comments: {', '.join(sorted(used_allowed)) or '-'}")
    for finding in findings:
        print(finding)
    print(f"check-starter-comments: {len(findings)} finding(s) in {len(labs)} labs")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
