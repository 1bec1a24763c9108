#!/usr/bin/env python3
"""Your users' test time (issue 47), repeatable: the example app's tests as a team's package runs them.

Makes a scratch package under /tmp that depends on this repository by path, as an app's package
does, with the example app's files (Tests/ExampleApp) and its test target (Tests/ExampleAppTests:
a focus on iOS 17, the test store on iOS 14, the 102-cell device matrix on two iOS versions),
ported at build time by the KeyboardSimPort plugin; builds it in debug, as `swift test` does, and
runs `swift test` several times, printing each test's median time and the build's. Then builds
PostCost.swift (beside this script) in release in the same package and runs it: one recorded
keyboard post beside a raw Foundation post, measured from outside the package.

    Benchmarks/users-test-time/measure.py [--scratch DIR] [--repo DIR] [--runs N] [--no-build] [--no-post-cost]
                                          [--hold-lock]

--repo names another checkout to depend on (an export of a commit, so that the working tree can
change while the scratch package builds).

Every build and test run takes the shared build lock (/tmp/kbsim-build.lock) and runs niced;
with --hold-lock the whole run holds it once instead (the script re-executes itself under `flock`
with MEASURE_HOLDS_BUILD_LOCK=1), so that its ten steps do not wait behind other builds ten times. Nothing is
written inside the repository. Exit status: 0 when the tables were printed, 1 when a test or
the post cost failed, 64 for bad arguments, 70 when the scratch package does not build.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
LOCK_FILE = "/tmp/kbsim-build.lock"
LOCK = ["nice", "-n", "5"] if os.environ.get("MEASURE_HOLDS_BUILD_LOCK") == "1" else ["flock", LOCK_FILE, "nice", "-n", "5"]

MANIFEST = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "UsersApp",
    dependencies: [.package(name: "KeyboardSim", path: "{repo}")],
    targets: [
        .testTarget(
            name: "ExampleAppTests",
            dependencies: [
                .product(name: "UIKit", package: "KeyboardSim"), .product(name: "KeyboardSim", package: "KeyboardSim"),
                .product(name: "KeyboardSimTesting", package: "KeyboardSim"),
            ],
            plugins: [.plugin(name: "KeyboardSimPort", package: "KeyboardSim")]),
        .executableTarget(name: "PostCost", dependencies: [.product(name: "KeyboardSim", package: "KeyboardSim")]),
    ],
    swiftLanguageModes: [.v6]
)
"""


def run(command, cwd, log):
    """Runs `command` under the build lock, niced, its output in `log`; returns (status,
    seconds): the time from when the lock was taken, not the wait for it."""
    timer = 'start=$(date +%s%N); "${@:2}" > "$1" 2>&1; s=$?; echo $(( $(date +%s%N) - start )) > "$1.ns"; exit $s'
    status = subprocess.run(LOCK + ["bash", "-c", timer, "bash", log] + command, cwd=cwd).returncode
    try:
        return status, int(open(log + ".ns").read()) / 1e9
    except (OSError, ValueError):
        return status, float("nan")


def make_package(scratch):
    shutil.rmtree(os.path.join(scratch, "Tests"), ignore_errors=True)
    shutil.rmtree(os.path.join(scratch, "Sources"), ignore_errors=True)
    os.makedirs(os.path.join(scratch, "Sources", "PostCost"), exist_ok=True)
    shutil.copytree(os.path.join(REPO, "Tests", "ExampleApp"), os.path.join(scratch, "Tests", "ExampleApp"))
    shutil.copytree(os.path.join(REPO, "Tests", "ExampleAppTests"), os.path.join(scratch, "Tests", "ExampleAppTests"))
    shutil.copy(os.path.join(HERE, "PostCost.swift"), os.path.join(scratch, "Sources", "PostCost", "main.swift"))
    with open(os.path.join(scratch, "Package.swift"), "w") as manifest:
        manifest.write(MANIFEST.format(repo=REPO))


TEST_LINE = re.compile(r'^✔ Test "(.*)" passed after ([0-9.]+) seconds\.$')
FAILED_LINE = re.compile(r'^✘ Test "(.*)" (failed|recorded)')


def main():
    global REPO
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch", default="/tmp/kbsim-users")
    parser.add_argument("--repo", default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-post-cost", action="store_true")
    parser.add_argument("--no-build", action="store_true", help="reuse the scratch package's debug build")
    parser.add_argument("--hold-lock", action="store_true", help=f"hold {LOCK_FILE} for the whole run, not for each step")
    try:
        args = parser.parse_args()
    except SystemExit:
        sys.exit(64)
    if args.hold_lock and os.environ.get("MEASURE_HOLDS_BUILD_LOCK") != "1":
        sys.stdout.flush()
        os.execvp("flock", ["flock", LOCK_FILE, "env", "MEASURE_HOLDS_BUILD_LOCK=1", sys.executable, os.path.abspath(__file__)]
                  + sys.argv[1:])
    REPO = os.path.abspath(args.repo) if args.repo else REPO
    if args.runs < 1:
        print("measure.py: --runs takes a whole number from 1", file=sys.stderr)
        sys.exit(64)
    os.makedirs(args.scratch, exist_ok=True)
    if not args.no_build:
        make_package(args.scratch)
    load = open("/proc/loadavg").read().split()[:3]
    print(f"scratch package: {args.scratch} (depends on {REPO} by path); load before: {' '.join(load)}")

    if not args.no_build:
        status, build = run(["swift", "build", "--build-tests"], args.scratch, "/tmp/kbsim-users-build.log")
        if status != 0:
            print("measure.py: the scratch package does not build (/tmp/kbsim-users-build.log)", file=sys.stderr)
            sys.exit(70)
        status, rebuild = run(["swift", "build", "--build-tests"], args.scratch, "/tmp/kbsim-users-rebuild.log")
        print(f"debug build of the app's tests with KeyboardSim from scratch: {build:.1f} s (again, nothing changed: {rebuild:.1f} s)")

    walls = []
    failed = False
    for index in range(args.runs):
        log = f"/tmp/kbsim-users-test-{index}.log"
        status, wall = run(["swift", "test", "--skip-build"], args.scratch, log)
        walls.append(wall)
        failed = failed or status != 0 or any(FAILED_LINE.match(line) for line in open(log, errors="replace"))
    # Where the time goes: each test alone (`--no-parallel`: in parallel, tests on the main actor
    # wait for each other and each reports the whole run).
    times = {}
    for index in range(args.runs):
        log = f"/tmp/kbsim-users-serial-{index}.log"
        status, _ = run(["swift", "test", "--skip-build", "--no-parallel"], args.scratch, log)
        failed = failed or status != 0
        for line in open(log, encoding="utf-8", errors="replace"):
            if m := TEST_LINE.match(line.rstrip("\n")):
                times.setdefault(m.group(1), []).append(float(m.group(2)))
    print(f"\n`swift test --skip-build` as a team runs it: {statistics.median(walls):.2f} s (median of {args.runs} processes)")
    print(f"each test alone (`--no-parallel`, median of {args.runs} runs):")
    width = max((len(name) for name in times), default=10)
    for name, values in sorted(times.items(), key=lambda item: -statistics.median(item[1])):
        print(f"  {name[:width]:<{width}}  {statistics.median(values):8.3f} s")
    print(f"  {'sum of the tests':<{width}}  {sum(statistics.median(v) for v in times.values()):8.3f} s")
    if failed:
        print("a test failed: see /tmp/kbsim-users-test-*.log and /tmp/kbsim-users-serial-*.log")

    if not args.no_post_cost:
        status, seconds = run(
            ["swift", "build", "-c", "release", "--product", "PostCost"], args.scratch, "/tmp/kbsim-users-release.log")
        if status != 0:
            print("measure.py: PostCost does not build in release (/tmp/kbsim-users-release.log)", file=sys.stderr)
            sys.exit(70)
        print(f"\nrelease build of PostCost: {seconds:.1f} s; one recorded post from outside the package:")
        status, _ = run([os.path.join(args.scratch, ".build", "release", "PostCost")], args.scratch, "/tmp/kbsim-users-post.log")
        print(open("/tmp/kbsim-users-post.log").read().rstrip())
        failed = failed or status != 0
    print(f"load after: {' '.join(open('/proc/loadavg').read().split()[:3])}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
