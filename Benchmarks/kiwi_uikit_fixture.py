#!/usr/bin/env python3
"""Writes Tests/ConstraintSolverTests/Fixtures/kiwi-uikit.json: seeded random UIKit-like screens
and what kiwisolver makes of them, so the Swift tests compare against kiwi without Python.

  Views i in 0..V-1 with a left edge (variable 2i) and a width (2i + 1). About 5.6 constraints a
  view, each of: a.left rel b.right + c, a.width rel m * b.width + c (m in 0.5..2), a.width rel c,
  a.left rel c, a.right rel 375 - c, a.centerX rel b.centerX + c, a.right rel b.left - c; rel is
  == half of the time; priority 1000 (half), 999, 750, 250 or 1, turned into a strength as
  KeyboardSim's layout engine does: required at 1000, else 1000 ** (p / 333.34).

  Each screen's constraints are added in order, in a child process (kiwi ends the process on
  "The objective is unbounded."). The outcome is "solved" with the indices kiwi rejected as
  unsatisfiable and every variable's value, or "unbounded".

  --keep unbounded writes only the screens kiwi stops on (kiwi-uikit-unbounded.json is 600 screens
  of 20 views, seed 4646, kept so).

Usage: python3 kiwi_uikit_fixture.py [--screens 50] [--views 12] [--seed 46] [--keep all|unbounded] [--out PATH]
"""
import argparse
import json
import random
import subprocess
import sys


def make_screen(rng, views, per_view=5.6):
    items = []
    for _ in range(round(views * per_view)):
        a = rng.randrange(views)
        b = a - 1 if rng.random() < 0.5 else rng.randrange(views)
        if b < 0 or b == a:
            b = (a + 1) % views
        m = rng.choice([0.5, 1.0, 1.0, 1.5, 2.0, rng.randint(50, 200) / 100])
        c = float(rng.randint(0, 40))
        kind = rng.randrange(7)
        if kind == 0:
            terms = [[2 * a, 1.0], [2 * b, -1.0], [2 * b + 1, -1.0]]
        elif kind == 1:
            terms = [[2 * a + 1, 1.0], [2 * b + 1, -m]]
        elif kind == 2:
            terms, c = [[2 * a + 1, 1.0]], float(rng.randint(0, 300))
        elif kind == 3:
            terms, c = [[2 * a, 1.0]], float(rng.randint(0, 375))
        elif kind == 4:
            terms, c = [[2 * a, 1.0], [2 * a + 1, 1.0]], 375.0 - c
        elif kind == 5:
            terms = [[2 * a, 1.0], [2 * a + 1, 0.5], [2 * b, -1.0], [2 * b + 1, -0.5]]
        else:
            terms, c = [[2 * a, 1.0], [2 * a + 1, 1.0], [2 * b, -1.0]], -c
        rel = rng.choice(["<=", ">=", "==", "=="])
        priority = rng.choice([1000] * 10 + [999] * 2 + [750] * 4 + [250] * 3 + [1])
        items.append({"terms": terms, "rel": rel, "bound": c, "priority": priority})
    return {"n": 2 * views, "constraints": items}


def solve_in_this_process(screen):
    import kiwisolver
    from kiwisolver import Solver, Variable

    variables = [Variable(f"v{i}") for i in range(screen["n"])]
    solver = Solver()
    rejected = []
    for index, item in enumerate(screen["constraints"]):
        expression = sum((variables[i] * k for i, k in item["terms"]), 0.0)
        rel, bound = item["rel"], item["bound"]
        constraint = expression == bound if rel == "==" else (expression <= bound if rel == "<=" else expression >= bound)
        p = item["priority"]
        constraint = constraint | ("required" if p >= 1000 else 1000 ** (p / 333.34))
        try:
            solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            rejected.append(index)
    solver.updateVariables()
    return {"rejected": rejected, "values": [v.value() for v in variables]}


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--child":
        print(json.dumps(solve_in_this_process(json.loads(sys.stdin.read()))))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--screens", type=int, default=50)
    parser.add_argument("--views", type=int, default=12)
    parser.add_argument("--seed", type=int, default=46)
    parser.add_argument("--keep", choices=["all", "unbounded"], default="all")
    parser.add_argument("--out", default="Tests/ConstraintSolverTests/Fixtures/kiwi-uikit.json")
    args = parser.parse_args()
    import kiwisolver

    rng = random.Random(args.seed)
    screens = []
    for index in range(args.screens):
        screen = make_screen(rng, args.views)
        child = subprocess.run([sys.executable, __file__, "--child"], input=json.dumps(screen),
                               capture_output=True, text=True, timeout=600)
        if child.returncode == 0:
            screen["kiwi"] = dict(outcome="solved", **json.loads(child.stdout))
        elif "unbounded" in child.stderr:
            screen["kiwi"] = {"outcome": "unbounded"}
        else:
            raise SystemExit(f"screen {index}: kiwi failed: {child.stderr.strip()[-200:]}")
        screen["index"] = index
        if args.keep == "all" or screen["kiwi"]["outcome"] == "unbounded":
            screens.append(screen)
    kept = "" if args.keep == "all" else f" --keep {args.keep}"
    source = (f"Seeded random UIKit-like screens (Benchmarks/kiwi_uikit_fixture.py --screens {args.screens} "
              f"--views {args.views} --seed {args.seed}{kept}) and kiwisolver {kiwisolver.__version__}'s outcome for each.")
    with open(args.out, "w") as fh:
        fh.write('{"source": ' + json.dumps(source) + ',\n "screens": [\n')
        fh.write(",\n".join(json.dumps(screen) for screen in screens))
        fh.write("\n]}\n")
    outcomes = [s["kiwi"]["outcome"] for s in screens]
    print(f"{args.screens} screens, {len(screens)} kept: {outcomes.count('solved')} solved, {outcomes.count('unbounded')} unbounded")


if __name__ == "__main__":
    main()
