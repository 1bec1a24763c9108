#!/usr/bin/env python3
"""Peak memory of kiwisolver on the solver benchmark's workloads, measured as `kbsim bench
solver` measures KeyboardSim's: the growth of the process's resident set at its peak while
one solver is made, given every constraint, solved (and, for the keyboard workloads, driven
through its frames), over the resident set just before (free heap returned to the system
first with malloc_trim, the peak reset with /proc/self/clear_refs). The constraints are built
before the measurement on both sides, and each workload is measured in a fresh process of its
own (this script runs itself with --one), so that no workload reuses memory another freed,
after the same workload at ten views (twenty for G), so that code paged in on first use is not
counted.

Workloads (as in Benchmarks/kiwi_workloads.py and Benchmarks/kiwi_grid.py):
  A   a chain of N views, 3N + 1 constraints
  A2  N independent views, 3N constraints
  B   workload A plus the keyboard's top as an edit variable, driven through F frames
  G   a grid of N views in rows of ten (N / 10 rows), 4N + 10 constraints, driven through F frames

Usage:  python3 kiwi_memory.py --workloads A:100,A2:1000,B:100,G:200 [--frames 1000] [--json out.json]
"""
import argparse
import subprocess
import sys
import ctypes
import ctypes.util
import gc
import json

import kiwisolver
from kiwisolver import Solver, Variable

# Workload G and the keyboard's frames as Benchmarks/kiwi_grid.py has them (this directory).
from kiwi_grid import EDIT_STRENGTH, grid_constraints, kt_value
LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


def status_kb(field):
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith(field):
                return int(line.split()[1])
    return None


def peak_growth_kb(body):
    gc.collect()
    LIBC.malloc_trim(0)
    before = status_kb("VmRSS:")
    with open("/proc/self/clear_refs", "w") as fh:
        fh.write("5")
    gc.disable()
    try:
        body()
    finally:
        gc.enable()
    return max(0, status_kb("VmHWM:") - before)


def chain(n):
    tops = [Variable(f"top{i}") for i in range(n)]
    heights = [Variable(f"h{i}") for i in range(n)]
    cns = []
    for i in range(n):
        cns.append(tops[0] == 20 if i == 0 else tops[i] == tops[i - 1] + heights[i - 1] + 8)
        cns.append((heights[i] == 44) | "strong")
        cns.append(heights[i] >= 0)
    cns.append((tops[-1] + heights[-1] <= 800) | "weak")
    return tops, heights, cns


def independent(n):
    tops = [Variable(f"top{i}") for i in range(n)]
    heights = [Variable(f"h{i}") for i in range(n)]
    cns = []
    for i in range(n):
        cns.append(tops[i] == 20 + 52 * i)
        cns.append((heights[i] == 44) | "strong")
        cns.append(heights[i] >= 0)
    return cns


def solve(cns):
    """Workloads A and A2: one solver given every constraint, then solved."""
    s = Solver()
    for c in cns:
        s.addConstraint(c)
    s.updateVariables()


def drive(cns, kt, k0, values):
    """Workloads B and G: solve, then the keyboard's top suggested frame by frame."""
    s = Solver()
    for c in cns:
        s.addConstraint(c)
    s.addEditVariable(kt, EDIT_STRENGTH)
    s.suggestValue(kt, k0)
    s.updateVariables()
    for v in values:
        s.suggestValue(kt, v)
        s.updateVariables()


def measure(workload, n, frames):
    """(constraints, peak growth in kilobytes)"""
    if workload in ("A", "A2"):
        cns = chain(n)[2] if workload == "A" else independent(n)
        return len(cns), peak_growth_kb(lambda: solve(cns))
    if workload == "B":
        tops, heights, cns = chain(n)
        kt = Variable("keyboardTop")
        cns.append(tops[-1] + heights[-1] <= kt - 20)
        k0 = 52 * n + 12 + 20 + 150
    elif workload == "G":
        rows = n // 10
        _, _, kt, cns = grid_constraints(rows, 10)
        k0 = 20 + 52 * rows - 8 + 20 + 150
    else:
        raise SystemExit(f"unknown workload {workload!r}: expected A, A2, B or G")
    values = [kt_value(f, k0) for f in range(frames)]
    return len(cns), peak_growth_kb(lambda: drive(cns, kt, k0, values))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", required=True, help="WORKLOAD:N,… (A, A2, B, G)")
    ap.add_argument("--frames", type=int, default=1000)
    ap.add_argument("--json")
    ap.add_argument("--one", help="measure WORKLOAD:N in this process and print its constraints and kilobytes")
    args = ap.parse_args()
    if args.one:
        workload, n = args.one.split(":")
        # Once small first, as kbsim does: code paged in on first use is not the workload's.
        measure(workload, 20 if workload == "G" else 10, 10)
        constraints, kb = measure(workload, int(n), args.frames)
        print(constraints, kb)
        return
    results = {}
    for item in args.workloads.split(","):
        out = subprocess.run([sys.executable, __file__, "--workloads", item, "--one", item, "--frames", str(args.frames)],
                             check=True, capture_output=True, text=True).stdout.split()
        constraints, kb = int(out[0]), int(out[1])
        results[item] = dict(constraints=constraints, peak_growth_kb=kb)
        print(f"{item}: {constraints} constraints, peak growth {kb} KB", flush=True)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(dict(kiwisolver=kiwisolver.__version__, memory=results), fh, indent=1)


if __name__ == "__main__":
    main()
