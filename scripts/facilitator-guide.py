#!/usr/bin/env python3
"""Regenerates docs/facilitator.md: the hand-written head (docs/facilitator.md.head) followed by,
per lab, the common mistakes read from its mutants' `// bug:` lines. Run after adding a mutant."""
import glob, json, os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
os.chdir(root)
out = open("docs/facilitator.md.head").read()
for lab in json.load(open("labs.json")):
    module, number = lab["module"], lab["number"]
    mutants = sorted(glob.glob(f"Mutants/{module}/*.swift"))
    if not mutants or not os.path.isdir(f"Labs/{module}"):
        continue
    chapter = os.path.basename(lab["chapter"])
    out += f"\n### Lab {number:02d}: {lab['title']} ({lab['minutes']} min)\n"
    out += f"Chapter: [{lab['chapter']}]({chapter}); its last section has the questions to ask the room.\n\n"
    if lab.get("kind") == "tests":
        out += ("Here the learners write the tests and the mutants are the bugs those tests must catch. "
                "`check` names each uncaught mutant with its hint; the room view shows \"k of n bugs caught\". "
                "A learner stuck on one mutant: ask which test would fail if the code did what its name says.\n\n")
        out += "| bug to catch (mutant) | what it does |\n| --- | --- |\n"
    else:
        out += "| mistake (mutant) | what it looks like |\n| --- | --- |\n"
    for path in mutants:
        bug = next((line[7:].strip() for line in open(path) if line.startswith("// bug:")), "")
        out += f"| `{os.path.basename(path)[:-6]}` | {bug} |\n"
out += "\n(The tables are generated from the mutants' `// bug:` lines by scripts/facilitator-guide.py.)\n"
open("docs/facilitator.md", "w").write(out)
