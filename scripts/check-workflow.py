#!/usr/bin/env python3
"""What can be checked here of the GitHub Actions workflow, which no machine of ours runs:

  - it is well-formed YAML (with PyYAML where installed; otherwise tabs and the top-level keys);
  - every script a step runs (`bash <file>`) exists in the repository;
  - every macOS leg names an Xcode as `16.0`-like or `latest`, on a `macos-*` image, and the
    floor the README promises (Xcode 16.0) is one of them;
  - a missing Xcode fails the job (an `exit 1` after `::error::`), never a warning and a skip;
  - the macOS job runs `.ci/run`, whose end-to-end step runs every `WorkbookEndToEndTests` suite,
    and the suites the workflow names as what the macOS job asserts (the bundle runner, not the
    `swift test` fallback) exist and assert it (`expectBundleRunner`), both the Swift Testing and
    the XCTest fixture's.

    scripts/check-workflow.py        # exit 0 when it holds, 1 with each problem named
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKFLOW = os.path.join(ROOT, ".github", "workflows", "ci.yml")


def main():
    problems = []
    text = open(WORKFLOW, encoding="utf-8").read()
    if "\t" in text:
        problems.append("ci.yml holds a tab: YAML indents with spaces")
    try:
        import yaml  # PyYAML, where the machine has it
    except ImportError:
        yaml = None
    jobs = {}
    if yaml is not None:
        try:
            jobs = (yaml.safe_load(text) or {}).get("jobs", {})
        except yaml.YAMLError as error:
            problems.append(f"ci.yml is not well-formed YAML: {error}")
    else:
        print("check-workflow: PyYAML not installed; checking the text only")
        for key in ("name:", "on:", "jobs:"):
            if not re.search(rf"^{key}", text, re.M):
                problems.append(f"ci.yml has no top-level {key}")
    for script in sorted(set(re.findall(r"\bbash\s+([\w./-]+)", text))):
        if not os.path.exists(os.path.join(ROOT, script)):
            problems.append(f"ci.yml runs {script}, which is not in the repository")
    if jobs:
        macos = jobs.get("macos", {})
        legs = macos.get("strategy", {}).get("matrix", {}).get("include", [])
        xcodes = [str(leg.get("xcode")) for leg in legs]
        for leg in legs:
            if not re.fullmatch(r"\d+\.\d+|latest", str(leg.get("xcode"))):
                problems.append(f"macOS leg {leg}: xcode must be like 16.0 or latest")
            if not str(leg.get("image", "")).startswith("macos-"):
                problems.append(f"macOS leg {leg}: image must be a macos-* runner")
        if "16.0" not in xcodes:
            problems.append("no macOS leg on Xcode 16.0, the floor the README promises")
        steps = "\n".join(str(step.get("run", "")) for step in macos.get("steps", []))
        if "/Applications/Xcode_${{ matrix.xcode }}.app" not in steps:
            problems.append("the macOS job does not select /Applications/Xcode_<version>.app")
        if "::warning::" in steps or not re.search(r"::error::.*\n\s*exit 1", steps):
            problems.append("a missing Xcode must fail the macOS job (::error:: then exit 1), not warn")
        if not re.search(r"^bash \.ci/run\s*$", steps, re.M):
            problems.append("the macOS job does not run bash .ci/run (the end-to-end tests that assert the bundle runner)")
    problems += runner_assertions(text)
    for problem in problems:
        print(problem)
    print(f"check-workflow: {len(problems)} problem(s)")
    return 1 if problems else 0


def runner_assertions(text):
    """The end-to-end suites ci.yml names as what the macOS job asserts: each there, asserting
    the bundle runner ran, and run by .ci/run's end-to-end step."""
    problems = []
    named = sorted(set(re.findall(r"Tests/WorkbookEndToEndTests/\w+\.swift", text)))
    for needed in ("BundleRunnerTests", "XCTestLabTests"):
        if f"Tests/WorkbookEndToEndTests/{needed}.swift" not in named:
            problems.append(f"ci.yml does not name Tests/WorkbookEndToEndTests/{needed}.swift among what the macOS job asserts")
    for path in named:
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            problems.append(f"ci.yml names {path}, which is not in the repository")
        elif "expectBundleRunner(" not in open(full, encoding="utf-8").read():
            problems.append(f"{path} asserts nothing of the runner (no expectBundleRunner)")
    ci_run = open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read()
    if not re.search(r"swift test[^\n]*--filter WorkbookEndToEndTests\s*$", ci_run, re.M):
        problems.append(".ci/run does not run the end-to-end tests (swift test --filter WorkbookEndToEndTests)")
    return problems


if __name__ == "__main__":
    sys.exit(main())
