#!/usr/bin/env python3
"""Writes one shared Xcode scheme per lab, from labs.json, so that in Xcode ⌘U runs the lab you are on
and a lab that does not compile blocks no other lab.

    python3 scripts/xcode-schemes.py            # (re)write .swiftpm/xcode/xcshareddata/xcschemes/
    python3 scripts/xcode-schemes.py --check    # CI: fail if a scheme is missing, stale, extra,
                                                # not well-formed XML, or names a target the
                                                # package does not build
    add --no-manifest to skip asking `swift package dump-package` for the package's targets

Each scheme builds the lab's library target `<module>` and its test target `<module>Tests` and
tests the latter; nothing else. For a lab of kind "tests" (Lab 11) the same two names hold:
Package.swift builds `<module>` from Given/ and `<module>Tests` from the learner's Labs/ folder.
The scheme's name, which is its file name, is "Lab NN · <title up to its first colon>": a colon is
not allowed in a Windows file name and Finder shows it as "/". Git stores the middle dot and the
spaces as they are (UTF-8 bytes; `git ls-files` prints them octal-quoted unless -z), and U+00B7 is
the same in NFC and NFD, so macOS's file systems do not rename it.

The format is what Xcode writes for a Swift package's shared schemes, as shipped in public packages:
  - swiftlang/swift-testing, .swiftpm/xcode/xcshareddata/xcschemes/Testing.xcscheme
    (commit a4c26e35cdc0ce2daaff411f47ea6295a5042ddc, still tracked on main in 2026): a library and
    its test target, `BuildableIdentifier = "primary"`, `BlueprintIdentifier`, `BuildableName` and
    `BlueprintName` = the target's name, `ReferencedContainer = "container:"`; the test target also
    in BuildActionEntries (testing, running and analyzing only); LaunchAction, ProfileAction with a
    MacroExpansion, AnalyzeAction, ArchiveAction. Its .gitignore tracks these schemes while ignoring
    .swiftpm/xcode/package.xcworkspace/ and .swiftpm/xcode/xcuserdata/.
  - pointfreeco/swift-perception, .swiftpm/xcode/xcshareddata/xcschemes/swift-perception.xcscheme
    (commit e5ef37397b8be4db26f87bd2d41d1b26c948f17d, written by Xcode 15.1: LastUpgradeVersion
    1510, version 1.7, `shouldAutocreateTestPlan = "YES"` on the TestAction); the same elements.
  - pointfreeco/swift-composable-architecture, ComposableArchitecture.xcscheme under the same folder
    (commit b4032f6b2ff6f3e1f47039d2a196d9b8711ebc40, Xcode 12.4: version 1.3): the same
    BuildableReference shape, for a library and its tests.
LastUpgradeVersion is 1600 (Xcode 16, the oldest Xcode the README supports); version is 1.7, what
Xcode 14.3 and later write for a scheme they create. No Mac was available: these files were checked
against those references, by xml.etree, and against `swift package dump-package`, not in Xcode.
"""
import json, os, shutil, subprocess, sys, xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

SCHEMES = os.path.join(".swiftpm", "xcode", "xcshareddata", "xcschemes")
REGENERATE = "python3 scripts/xcode-schemes.py"
# Targets Package.swift builds besides the labs (WorkbookCoreTests only with WORKBOOK_TOOL_TESTS=1).
TOOL_TARGETS = {"workbook", "WorkbookCore", "WorkbookCoreTests"}
NOT_IN_FILE_NAMES = set('/\\:*?"<>|')


def buildable(target, indent):
    pad = " " * indent
    return (f'{pad}<BuildableReference\n'
            f'{pad}   BuildableIdentifier = "primary"\n'
            f'{pad}   BlueprintIdentifier = {quoteattr(target)}\n'
            f'{pad}   BuildableName = {quoteattr(target)}\n'
            f'{pad}   BlueprintName = {quoteattr(target)}\n'
            f'{pad}   ReferencedContainer = "container:">\n'
            f'{pad}</BuildableReference>\n')


def scheme(module):
    """The scheme for one lab: builds `module` and `moduleTests`, tests `moduleTests`."""
    tests = module + "Tests"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<Scheme\n'
            '   LastUpgradeVersion = "1600"\n'
            '   version = "1.7">\n'
            '   <BuildAction\n'
            '      parallelizeBuildables = "YES"\n'
            '      buildImplicitDependencies = "YES">\n'
            '      <BuildActionEntries>\n'
            '         <BuildActionEntry\n'
            '            buildForTesting = "YES"\n'
            '            buildForRunning = "YES"\n'
            '            buildForProfiling = "YES"\n'
            '            buildForArchiving = "YES"\n'
            '            buildForAnalyzing = "YES">\n'
            + buildable(module, 12) +
            '         </BuildActionEntry>\n'
            '         <BuildActionEntry\n'
            '            buildForTesting = "YES"\n'
            '            buildForRunning = "YES"\n'
            '            buildForProfiling = "NO"\n'
            '            buildForArchiving = "NO"\n'
            '            buildForAnalyzing = "YES">\n'
            + buildable(tests, 12) +
            '         </BuildActionEntry>\n'
            '      </BuildActionEntries>\n'
            '   </BuildAction>\n'
            '   <TestAction\n'
            '      buildConfiguration = "Debug"\n'
            '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
            '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
            '      shouldUseLaunchSchemeArgsEnv = "YES"\n'
            '      shouldAutocreateTestPlan = "YES">\n'
            '      <Testables>\n'
            '         <TestableReference\n'
            '            skipped = "NO">\n'
            + buildable(tests, 12) +
            '         </TestableReference>\n'
            '      </Testables>\n'
            '   </TestAction>\n'
            '   <LaunchAction\n'
            '      buildConfiguration = "Debug"\n'
            '      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
            '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n'
            '      launchStyle = "0"\n'
            '      useCustomWorkingDirectory = "NO"\n'
            '      ignoresPersistentStateOnLaunch = "NO"\n'
            '      debugDocumentVersioning = "YES"\n'
            '      debugServiceExtension = "internal"\n'
            '      allowLocationSimulation = "YES">\n'
            '   </LaunchAction>\n'
            '   <ProfileAction\n'
            '      buildConfiguration = "Release"\n'
            '      shouldUseLaunchSchemeArgsEnv = "YES"\n'
            '      savedToolIdentifier = ""\n'
            '      useCustomWorkingDirectory = "NO"\n'
            '      debugDocumentVersioning = "YES">\n'
            '      <MacroExpansion>\n'
            + buildable(module, 9) +
            '      </MacroExpansion>\n'
            '   </ProfileAction>\n'
            '   <AnalyzeAction\n'
            '      buildConfiguration = "Debug">\n'
            '   </AnalyzeAction>\n'
            '   <ArchiveAction\n'
            '      buildConfiguration = "Release"\n'
            '      revealArchiveInOrganizer = "YES">\n'
            '   </ArchiveAction>\n'
            '</Scheme>\n')


def scheme_name(lab):
    return f"Lab {lab['number']:02d} \u00b7 {lab['title'].split(':')[0].strip()}"


def lab_folders(lab):
    """The folders Package.swift builds the lab's two targets from (its codePath and testsPath)."""
    module = lab["module"]
    if lab.get("kind") == "tests":
        return [f"Given/{module}", f"Labs/{module}"]
    return [f"Labs/{module}", f"Tests/{module}Tests"]


def plan():
    """(file name -> scheme text, lab targets the manifest builds, notes) from labs.json.

    Like Package.swift, a lab whose folders are missing is left out: it has no targets."""
    try:
        labs = json.load(open("labs.json", encoding="utf-8"))
    except (OSError, ValueError) as error:
        sys.exit(f"xcode-schemes: cannot read labs.json ({error}); fix it, then run {REGENERATE}")
    schemes, targets, notes = {}, set(), []
    for lab in labs:
        missing = [folder for folder in lab_folders(lab) if not os.path.isdir(folder)]
        if missing:
            notes.append(f"note: lab {lab['number']:02d} ({lab['module']}) has no {' or '.join(missing)}: "
                         "Package.swift leaves it out, so it gets no scheme")
            continue
        name = scheme_name(lab)
        bad = sorted(c for c in set(name) if c in NOT_IN_FILE_NAMES or ord(c) < 32)
        if bad or name.endswith((" ", ".")):
            sys.exit(f"xcode-schemes: lab {lab['number']:02d}'s scheme name {name!r} cannot be a file name "
                     f"on every system ({''.join(bad) or 'a trailing space or dot'}): change its title in labs.json")
        schemes[name + ".xcscheme"] = scheme(lab["module"])
        targets |= {lab["module"], lab["module"] + "Tests"}
    return schemes, targets, notes


def manifest_targets():
    """The targets `swift package dump-package` lists, or None when there is no `swift` here."""
    swift = shutil.which("swift")
    if not swift:
        return None
    # The same manifest Xcode sees: none of the tool's narrowing variables. Not from SwiftPM's
    # manifest cache: its key is Package.swift's text and the environment, not labs.json, so after an
    # edit of labs.json it answers with the old labs (seen with Swift 6.3.1).
    env = {k: v for k, v in os.environ.items() if not k.startswith("WORKBOOK_")}
    command = [swift, "package", "--manifest-cache", "none", "dump-package"]
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"xcode-schemes: `swift package dump-package` failed:\n{result.stderr.strip()}\n"
                 "Fix Package.swift (or pass --no-manifest to check against labs.json alone).")
    return {target["name"] for target in json.loads(result.stdout)["targets"]}


def problems_in(path, expected, known_targets):
    """What is wrong with one scheme file on disk, each with what to do; [] when it is as generated."""
    name = os.path.basename(path)
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        return [f"{name}: not well-formed XML ({error}): regenerate it with {REGENERATE}"]
    found, seen = [], set()
    for reference in root.iter("BuildableReference"):
        target = reference.get("BlueprintIdentifier")
        if target in seen:
            continue  # a test target is named twice, to build and to test: say it once
        seen.add(target)
        if target not in known_targets:
            found.append(f"{name}: names target {target!r}, which Package.swift does not build: "
                         f"regenerate the schemes with {REGENERATE}")
        elif reference.get("ReferencedContainer") != "container:":
            found.append(f"{name}: target {target!r} is not referenced in this package (\"container:\"): "
                         f"regenerate it with {REGENERATE}")
    if found:
        return found
    if expected is None:
        return [f"{name}: no lab in labs.json makes this scheme (renamed or removed lab?): "
                f"run {REGENERATE}, which deletes it"]
    if open(path, encoding="utf-8").read() != expected:
        return [f"{name}: stale (differs from what labs.json generates): run {REGENERATE}"]
    return []


def check(use_manifest):
    schemes, lab_targets, notes = plan()
    known = lab_targets | TOOL_TARGETS
    problems = []
    manifest = manifest_targets() if use_manifest else None
    if manifest is not None:
        built = manifest - TOOL_TARGETS
        if built != lab_targets:
            only_manifest = ", ".join(sorted(built - lab_targets)) or "none"
            only_here = ", ".join(sorted(lab_targets - built)) or "none"
            problems.append("Package.swift's lab targets no longer match what this script reads from labs.json "
                            f"(built but not expected: {only_manifest}; expected but not built: {only_here}): "
                            "update lab_folders() and scheme() in scripts/xcode-schemes.py to the manifest's rule")
        known = manifest
    present = sorted(f for f in os.listdir(SCHEMES) if f.endswith(".xcscheme")) if os.path.isdir(SCHEMES) else []
    for name in present:
        problems += problems_in(os.path.join(SCHEMES, name), schemes.get(name), known)
    for name in sorted(set(schemes) - set(present)):
        problems.append(f"{name[:-len('.xcscheme')]}: missing (a lab in labs.json without its scheme): "
                        f"run {REGENERATE}")
    for note in notes:
        print(note)
    if problems:
        for problem in problems:
            print(f"xcode-schemes: {problem}")
        print(f"xcode-schemes: {len(problems)} problem(s) in {SCHEMES}/. Run {REGENERATE}, "
              f"then commit {SCHEMES}/.")
        return 1
    against = "Package.swift's targets" if manifest is not None else "labs.json and the lab folders (no swift here)"
    print(f"xcode-schemes: {len(schemes)} schemes up to date, checked against {against}")
    return 0


def generate():
    schemes, _, notes = plan()
    os.makedirs(SCHEMES, exist_ok=True)
    for note in notes:
        print(note)
    for name in sorted(os.listdir(SCHEMES)):
        if name.endswith(".xcscheme") and name not in schemes:
            os.remove(os.path.join(SCHEMES, name))
            print(f"removed {name}")
    for name, text in sorted(schemes.items()):
        path = os.path.join(SCHEMES, name)
        if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            print(f"wrote {name}")
    print(f"xcode-schemes: {len(schemes)} schemes in {SCHEMES}/")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    unknown = [a for a in arguments if a not in ("--check", "--no-manifest")]
    if unknown:
        print(f"usage: {REGENERATE} [--check [--no-manifest]]; unexpected {unknown[0]!r}", file=sys.stderr)
        sys.exit(2)
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    sys.exit(check("--no-manifest" not in arguments) if "--check" in arguments else generate())
