#!/usr/bin/env python3
"""Workload G of `kbsim bench solver` on kiwisolver: a grid-shaped screen.

Benchmarks/kiwi_workloads.py measures a chain of views (A), independent
views (A2) and a keyboard over a chain (B). Real screens are also grids: rows of views, each
placed after its left neighbour and below the view above it, the bottom row pinned above the
keyboard. This script is the same workload, constraint for constraint and in the same order,
as SolverBenchmark.Grid in Sources/KeyboardSimBenchmarks/SolverBenchmark.swift, so that
`kbsim bench solver` can print kiwi's figures beside ours from one invocation.

  Views (r, c), r in 0..R-1, c in 0..C-1; variables left, top, width, height. First every
  view's position, in row-major order:
    c == 0 : left == 8                        else left == left[r][c-1] + width[r][c-1] + 8
    r == 0 : top == 20                        else top == top[r-1][c] + height[r-1][c] + 8
  then every view's size, in row-major order:
    width == 28  (strong)    height == 44  (strong)
  then, for each column c:  top[R-1][c] + height[R-1][c] <= kt - 20   (required)
  and kt an edit variable (strength 1e7), suggested K0 = natural + 170 before the first solve.
  => 4RC + C constraints.

  Timed: every addConstraint, the edit variable, the first suggestValue and updateVariables
  ("build"); then F frames of suggestValue(kt, v_f) + updateVariables (v_f as workload B).
  Peak memory: the process's peak resident set, reset before the build (/proc/self/clear_refs).
  Checked after every frame: each column's bottom == min(natural, v_f - 20) within 1e-6.

Usage: python3 kiwi_grid.py [--rows 100] [--columns 10] [--frames 1000] [--runs 5] [--json out.json]
"""
import argparse
import gc
import json
import math
import statistics
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

EDIT_STRENGTH = strength.create(10, 0, 0)


def kt_value(f, k0):
    return k0 - 300.0 * (0.5 - 0.5 * math.cos(2.0 * math.pi * f / 250.0))


def reset_peak():
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
    except OSError:
        pass


def peak_mb():
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return None


def grid_constraints(rows, columns):
    """Workload G's system: (the tops, the heights, the keyboard's top, the constraints), the
    positions added before the sizes. kiwi_memory.py builds the same grid from here."""
    left = [[Variable(f"l{r}_{c}") for c in range(columns)] for r in range(rows)]
    top = [[Variable(f"t{r}_{c}") for c in range(columns)] for r in range(rows)]
    width = [[Variable(f"w{r}_{c}") for c in range(columns)] for r in range(rows)]
    height = [[Variable(f"h{r}_{c}") for c in range(columns)] for r in range(rows)]
    kt = Variable("keyboardTop")
    cns = []
    for r in range(rows):
        for c in range(columns):
            cns.append(left[r][c] == 8 if c == 0 else left[r][c] == left[r][c - 1] + width[r][c - 1] + 8)
            cns.append(top[r][c] == 20 if r == 0 else top[r][c] == top[r - 1][c] + height[r - 1][c] + 8)
    for r in range(rows):
        for c in range(columns):
            cns.append((width[r][c] == 28) | "strong")
            cns.append((height[r][c] == 44) | "strong")
    for c in range(columns):
        cns.append(top[rows - 1][c] + height[rows - 1][c] <= kt - 20)
    return top, height, kt, cns


def run(rows, columns, frames, check):
    top, height, kt, cns = grid_constraints(rows, columns)
    natural = 20 + 52 * rows - 8
    k0 = natural + 20 + 150
    gc.collect()
    reset_peak()
    s = Solver()
    gc.disable()
    try:
        t0 = time.perf_counter_ns()
        for cn in cns:
            s.addConstraint(cn)
        s.addEditVariable(kt, EDIT_STRENGTH)
        s.suggestValue(kt, k0)
        s.updateVariables()
        build = (time.perf_counter_ns() - t0) / 1e9
        values = [kt_value(f, k0) for f in range(frames)]
        t0 = time.perf_counter_ns()
        for v in values:
            s.suggestValue(kt, v)
            s.updateVariables()
        per_frame = (time.perf_counter_ns() - t0) / 1e3 / frames
    finally:
        gc.enable()
    peak = peak_mb()
    bad = 0
    if check:
        for v in values:
            s.suggestValue(kt, v)
            s.updateVariables()
            expected = min(natural, v - 20)
            for c in range(columns):
                if abs(top[rows - 1][c].value() + height[rows - 1][c].value() - expected) > 1e-6:
                    bad += 1
                    break
    return dict(build_s=build, frame_us=per_frame, peak_mb=peak, bad_frames=bad, constraints=len(cns))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--columns", type=int, default=10)
    ap.add_argument("--frames", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    rs = [run(args.rows, args.columns, args.frames, check=(i == 0)) for i in range(args.runs)]
    result = dict(kiwisolver=kiwisolver.__version__, rows=args.rows, columns=args.columns, frames=args.frames,
                  runs=args.runs, constraints=rs[0]["constraints"],
                  build_ms_median=statistics.median(r["build_s"] for r in rs) * 1e3,
                  frame_us_median=statistics.median(r["frame_us"] for r in rs),
                  peak_mb_max=max((r["peak_mb"] or 0) for r in rs),
                  bad_frames=rs[0]["bad_frames"])
    print(f"G {args.rows}x{args.columns} constraints={result['constraints']} runs={args.runs}: build+first solve "
          f"median {result['build_ms_median']:.3f} ms; frame {result['frame_us_median']:.3f} us; "
          f"peak {result['peak_mb_max']:.1f} MB; bad frames {result['bad_frames']}", flush=True)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(result, fh, indent=1)


if __name__ == "__main__":
    main()
