#!/usr/bin/env python3
"""Published keyboard code after `kbsim port` alone (issue 43), repeatable.

For each piece in pieces.json: take its files at the pinned commit (from a local snapshot under
/work/.mirror when there is one, otherwise `git clone` from GitHub), port every Swift file with
KeyboardSimPortTool (the KeyboardSimPort plugin's tool: what `kbsim port --source-location` writes,
so compiler messages name the published file's lines), put the ports in a scratch package under
/tmp that depends on this repository by path, build each piece as its own target and print a table:
piece, pin, port edits, by-hand findings, compiles, first errors.

Nothing of the pieces is written inside the repository. Every build takes the shared build lock.

    Benchmarks/published-pieces/measure.py [--scratch DIR] [--only NAME ...] [--set SET] [--no-build] [--run]
                                           [--hold-lock]

With `--run`, each chosen piece that has a driver, `drivers/<piece>.swift` (our own code: it uses
the piece's public API as its README shows, in a KeyboardSim `Simulation`, and prints what the
simulation shows beside what the README or an issue reports from devices), is ported as the piece
is (a driver is written as iOS code is: `#selector`, `@objc`) and built with the ported piece as an
executable target `<piece>Driver` of the scratch package (with `drivers/Support/*.swift`), then
run; its output is kept in `<scratch>/<piece>.run.txt` and a second table says, per piece, how many
of its comparisons agree and disagree. A driver's lines are `agree:`, `disagree:` or `unchecked:`
with the claim, then where it is made and what the simulation showed (RESULTS.md keeps them).

A piece without a "set" is of the first set (the pieces named while issue 43 was worked on);
`--set unnamed-2026-12-04` measures only the pieces chosen later, that nobody had worked on.

Exit status: 0 when the tables were printed (whatever they say), 64 for bad arguments, 66 when a
piece's source cannot be had, 70 when the port tool does not build.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))  # --repo changes it (e.g. an export of another commit)
LOCK_FILE = "/tmp/kbsim-build.lock"
# Every build takes the shared lock; with --hold-lock the whole run holds it once instead (the
# process re-executes itself under `flock`, with MEASURE_HOLDS_BUILD_LOCK set), so a run of many
# small builds does not queue again behind other builds for each one.
LOCK = ["nice", "-n", "5"] if os.environ.get("MEASURE_HOLDS_BUILD_LOCK") == "1" else ["flock", LOCK_FILE, "nice", "-n", "5"]


def fail(message, status):
    print(f"measure.py: {message}", file=sys.stderr)
    sys.exit(status)


def git_dir(repo):
    """The local snapshot of owner/name that the `fetch` tool leaves, if any."""
    base = os.path.join("/work/.mirror", repo.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isdir(candidate) and subprocess.run(
            ["git", "-C", candidate, "rev-parse", "--git-dir"], capture_output=True
        ).returncode == 0:
            return candidate
    return None


def take_source(piece, into):
    """Extracts the piece's paths at its pin into `into`."""
    repo, commit = piece["repo"], piece["commit"]
    gdir = git_dir(repo)
    if gdir is None or subprocess.run(["git", "-C", gdir, "cat-file", "-e", commit + "^{commit}"]).returncode != 0:
        gdir = os.path.join(os.path.dirname(into), "clones", piece["name"])
        if not os.path.isdir(gdir):
            if subprocess.run(["git", "clone", "--quiet", f"https://github.com/{repo}.git", gdir]).returncode != 0:
                fail(f"{piece['name']}: cannot clone {repo}", 66)
    if subprocess.run(["git", "-C", gdir, "cat-file", "-e", commit + "^{commit}"]).returncode != 0:
        fail(f"{piece['name']}: {repo} has no commit {commit}", 66)
    shutil.rmtree(into, ignore_errors=True)
    os.makedirs(into)
    archive = subprocess.run(["git", "-C", gdir, "archive", commit, "--", *piece["paths"]], capture_output=True)
    if archive.returncode != 0:
        fail(f"{piece['name']}: {repo}@{commit[:10]} lacks {piece['paths']}: {archive.stderr.decode().strip()}", 66)
    subprocess.run(["tar", "-x", "-C", into], input=archive.stdout, check=True)


DRIVERS = os.path.join(HERE, "drivers")


def driver_path(name):
    """Our driver for the piece, if there is one."""
    path = os.path.join(DRIVERS, f"{name}.swift")
    return path if os.path.isfile(path) else None


def place_drivers(scratch, names, tool):
    """Ports each driver, and the support files, into the scratch package's Drivers/<piece>Driver.

    A driver is written as an iOS developer writes a test (`#selector`, `@objc`), so it goes
    through the same port as the piece, with the piece's module context.
    """
    support_dir = os.path.join(DRIVERS, "Support")
    support = sorted(os.path.join(support_dir, f) for f in os.listdir(support_dir)
                     if f.endswith(".swift")) if os.path.isdir(support_dir) else []
    for name in names:
        folder = os.path.join(scratch, "Drivers", f"{name}Driver")
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        context = os.path.join(scratch, "Sources", f"{name}.context.json")
        for file in [driver_path(name)] + support:
            out = os.path.join(folder, os.path.basename(file))
            run = subprocess.run([tool, file, "--output", out, "--context", context], capture_output=True, text=True)
            with open(os.path.join(scratch, f"{name}Driver.port.txt"), "a" if file in support else "w") as log:
                log.write(run.stderr)
            if run.returncode != 0:
                fail(f"{name}: the port tool could not port {file}:\n{run.stderr}", 70)


def package_manifest(pieces, tests, drivers=()):
    identity = os.path.basename(REPO).lower()
    targets = []
    for piece in pieces:
        mode = {"4": ".v4", "4.2": ".v4_2", "5": ".v5", "6": ".v6"}[piece["swift"]]
        targets.append(
            f'        .target(name: "{piece["name"]}", dependencies: [.product(name: "UIKit", package: "{identity}")],\n'
            f'                swiftSettings: [.swiftLanguageMode({mode})]),'
        )
    for name in tests:
        targets.append(
            f'        .testTarget(name: "{name}Tests", dependencies: ["{name}", .product(name: "UIKit", package: "{identity}"),\n'
            f'                .product(name: "KeyboardSim", package: "{identity}")], swiftSettings: [.swiftLanguageMode(.v5)]),'
        )
    for name in drivers:
        targets.append(
            f'        .executableTarget(name: "{name}Driver", dependencies: ["{name}", .product(name: "UIKit", package: "{identity}"),\n'
            f'                .product(name: "KeyboardSim", package: "{identity}")], path: "Drivers/{name}Driver",\n'
            f'                swiftSettings: [.swiftLanguageMode(.v6)]),'
        )
    return (
        "// swift-tools-version:6.0\n// Written by Benchmarks/published-pieces/measure.py; scratch, never committed.\n"
        "import PackageDescription\n\nlet package = Package(\n    name: \"PublishedPieces\",\n"
        f"    dependencies: [.package(path: \"{REPO}\")],\n    targets: [\n" + "\n".join(targets) + "\n    ]\n)\n"
    )


def port_tool(scratch):
    common = ["swift", "build", "--package-path", REPO, "--scratch-path", os.path.join(scratch, ".tool-build"),
              "--product", "KeyboardSimPortTool"]
    if subprocess.run(LOCK + common).returncode != 0:
        fail("KeyboardSimPortTool did not build", 70)
    path = subprocess.run(common + ["--show-bin-path"], capture_output=True, text=True).stdout.strip()
    tool = os.path.join(path.splitlines()[-1] if path else "", "KeyboardSimPortTool")
    if not os.path.isfile(tool):
        fail("KeyboardSimPortTool did not build", 70)
    return tool


def port_piece(tool, piece, originals, sources):
    counts = {"edit": 0, "by hand": 0, "not simulated": 0}
    shutil.rmtree(sources, ignore_errors=True)
    swift_files = sorted(
        os.path.join(root, file) for root, _, files in os.walk(originals) for file in files if file.endswith(".swift"))
    # As the plugin does: every file's port knows the piece's other files (their @objc protocols).
    os.makedirs(os.path.dirname(sources), exist_ok=True)
    context = os.path.join(os.path.dirname(sources), f"{piece['name']}.context.json")
    if subprocess.run([tool, "--context", context, *swift_files]).returncode != 0:
        fail(f"{piece['name']}: the port tool could not read the piece's files", 70)
    for original in swift_files:
        relative = os.path.relpath(original, originals)
        out = os.path.join(sources, relative)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        run = subprocess.run([tool, original, "--output", out, "--context", context], capture_output=True, text=True)
        if run.returncode != 0:
            counts["by hand"] += 1
            print(run.stderr, file=sys.stderr)
        for line in run.stderr.splitlines():
            for kind in counts:
                if f": {kind}: " in line:
                    counts[kind] += 1
        with open(os.path.join(sources, "..", f"{piece['name']}.port.txt"), "a") as log:
            log.write(run.stderr)
    return counts


def build_piece(scratch, name):
    run = subprocess.run(LOCK + ["swift", "build", "--package-path", scratch, "--target", name],
                         capture_output=True, text=True)
    log = run.stdout + run.stderr
    with open(os.path.join(scratch, f"{name}.build.txt"), "w") as f:
        f.write(log)
    errors = []
    for line in log.splitlines():
        match = re.search(r"([^/\s]+\.swift):(\d+):\d+: error: (.*)", line)
        if match:
            text = f"{match.group(1)}:{match.group(2)}: {match.group(3)}"
            if text not in errors:
                errors.append(text)
    return run.returncode == 0, errors


def run_driver(scratch, name):
    """Builds `<name>Driver` and runs it; returns (built, exit status, agree, disagree, output)."""
    build = subprocess.run(LOCK + ["swift", "build", "--package-path", scratch, "--product", f"{name}Driver"],
                           capture_output=True, text=True)
    with open(os.path.join(scratch, f"{name}Driver.build.txt"), "w") as f:
        f.write(build.stdout + build.stderr)
    if build.returncode != 0:
        return False, None, 0, 0, build.stdout + build.stderr
    bin_path = subprocess.run(["swift", "build", "--package-path", scratch, "--show-bin-path"],
                              capture_output=True, text=True).stdout.strip().splitlines()[-1]
    run = subprocess.run(LOCK + [os.path.join(bin_path, f"{name}Driver")], capture_output=True, text=True,
                         timeout=600)
    output = run.stdout + (f"\n[stderr]\n{run.stderr}" if run.stderr.strip() else "")
    with open(os.path.join(scratch, f"{name}.run.txt"), "w") as f:
        f.write(output)
    agree = sum(1 for line in run.stdout.splitlines() if line.startswith("agree:"))
    disagree = sum(1 for line in run.stdout.splitlines() if line.startswith("disagree:"))
    return True, run.returncode, agree, disagree, output


def main():
    global REPO
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", default="/tmp/kbsim-pieces")
    parser.add_argument("--repo", default=REPO, help="the KeyboardSim checkout to build against (default: this one)")
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--set", default=None,
                        help='measure only the pieces of this set ("named" for those without a set)')
    parser.add_argument("--no-build", action="store_true", help="fetch and port only")
    parser.add_argument("--tests", nargs="*", default=[],
                        help="pieces whose scratch Tests/<name>Tests folder (written by hand, under the scratch) is a test target")
    parser.add_argument("--run", action="store_true",
                        help="build and run drivers/<piece>.swift against each chosen piece that has one")
    parser.add_argument("--hold-lock", action="store_true",
                        help=f"hold {LOCK_FILE} for the whole run rather than taking it for each build")
    args = parser.parse_args()
    if args.hold_lock and os.environ.get("MEASURE_HOLDS_BUILD_LOCK") != "1":
        sys.stdout.flush()
        os.execvp("flock", ["flock", LOCK_FILE, "env", "MEASURE_HOLDS_BUILD_LOCK=1", sys.executable,
                            os.path.abspath(__file__), *sys.argv[1:]])
    REPO = os.path.abspath(args.repo)
    if not os.path.isfile(os.path.join(REPO, "Package.swift")):
        fail(f"{REPO}: no Package.swift", 64)
    with open(os.path.join(HERE, "pieces.json")) as f:
        pieces = json.load(f)["pieces"]
    unknown = [n for n in args.only + args.tests if n not in {p["name"] for p in pieces}]
    if unknown:
        fail(f"no piece named {', '.join(unknown)} in pieces.json", 64)
    sets = {p.get("set", "named") for p in pieces}
    if args.set is not None and args.set not in sets:
        fail(f"no set named {args.set} in pieces.json (sets: {', '.join(sorted(sets))})", 64)
    chosen = [p for p in pieces if (not args.only or p["name"] in args.only)
              and (args.set is None or p.get("set", "named") == args.set)]
    scratch = os.path.abspath(args.scratch)
    os.makedirs(scratch, exist_ok=True)
    drivers = [p["name"] for p in pieces if driver_path(p["name"])] if args.run else []
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(package_manifest(pieces, args.tests, drivers))
    tool = port_tool(scratch)
    # Every piece is taken and ported first: the package lists all of them as targets, and
    # SwiftPM refuses a package with a target that has no sources.
    ported = []
    for piece in pieces:
        originals = os.path.join(scratch, "originals", piece["name"])
        if piece in chosen or not os.path.isdir(os.path.join(scratch, "Sources", piece["name"])):
            take_source(piece, originals)
            report = os.path.join(scratch, "Sources", f"{piece['name']}.port.txt")
            if os.path.exists(report):
                os.remove(report)
            counts = port_piece(tool, piece, originals, os.path.join(scratch, "Sources", piece["name"]))
            if piece in chosen:
                ported.append((piece, counts))
    place_drivers(scratch, drivers, tool)
    rows = []
    for piece, counts in ported:
        compiles, errors = (None, []) if args.no_build else build_piece(scratch, piece["name"])
        rows.append((piece, counts, compiles, errors))
    print("| piece | pin | port edits | by hand | compiles | first errors |")
    print("|---|---|---|---|---|---|")
    for piece, counts, compiles, errors in rows:
        verdict = "not built" if compiles is None else ("yes" if compiles else "no")
        first = "; ".join(errors[:3]).replace("|", "\\|") + (f" (+{len(errors) - 3} more)" if len(errors) > 3 else "")
        print(f"| {piece['name']} | {piece['repo']}@{piece['commit'][:10]} | {counts['edit']} | {counts['by hand']} | "
              f"{verdict} | {first} |")
    built = [r for r in rows if r[2] is not None]
    if built:
        print(f"\n{sum(1 for r in built if r[2])} of {len(built)} compile after kbsim port alone")
    runs = {}
    if args.run:
        print("\n| piece | driver | built | exit | agree | disagree |")
        print("|---|---|---|---|---|---|")
        for piece, counts, compiles, errors in rows:
            if piece["name"] not in drivers:
                print(f"| {piece['name']} | no drivers/{piece['name']}.swift: unchecked | | | | |")
                continue
            if compiles is False:
                print(f"| {piece['name']} | drivers/{piece['name']}.swift | piece does not compile | | | |")
                continue
            built, status, agree, disagree, output = run_driver(scratch, piece["name"])
            runs[piece["name"]] = {"built": built, "exit": status, "agree": agree, "disagree": disagree}
            exit_text = "" if status is None else (f"crashed (signal {-status})" if status < 0 else str(status))
            print(f"| {piece['name']} | drivers/{piece['name']}.swift | {'yes' if built else 'no'} | "
                  f"{exit_text} | {agree} | {disagree} |")
        print(f"\nDriver output: {scratch}/<piece>.run.txt; build logs: {scratch}/<piece>Driver.build.txt")
    with open(os.path.join(scratch, "results.json"), "w") as f:
        json.dump([{"name": p["name"], "commit": p["commit"], "edits": c, "compiles": ok, "errors": e,
                    **({"run": runs[p["name"]]} if p["name"] in runs else {})}
                   for p, c, ok, e in rows], f, indent=1)


if __name__ == "__main__":
    main()
