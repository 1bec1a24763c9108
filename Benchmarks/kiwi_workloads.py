#!/usr/bin/env python3
"""Workloads A, A2 and B of `kbsim bench solver`, run on kiwisolver (the Python bindings of
kiwi, the C++ Cassowary solver) so that `kbsim bench solver` prints kiwi's figures beside
ours from one invocation. Each workload is built constraint for constraint and in the same
order as SolverBenchmark.Chain, SolverBenchmark.IndependentViews and SolverBenchmark.runB in
Sources/KeyboardSimBenchmarks/SolverBenchmark.swift; only the calls our benchmark times are
timed here.

A, a chain of N views. Each view has a top and a height variable. For each view in order:
the first view's top is 20 (required), every later view's top is 8 below the bottom of the
view before it (required); the height is 44 (strong) and not negative (required). Last, the
chain's bottom is at most 800 (weak; broken from N = 16 on, since strong heights win).
3N + 1 constraints; timed: adding them all, then one updateVariables. Right when every top
is 20 + 52 i and every height 44.

A2, N independent views: top i is 20 + 52 i (required), the height 44 (strong) and not
negative (required), per view in that order; 3N constraints, timed: adding them all. No
constraint joins two views, so a solver whose cost follows the rows it touches is linear.

B, the keyboard over a chain: workload A, then the keyboard's top kt with the chain's bottom
at most kt - 20 (required), and kt an edit variable of strength 1e7 (stronger than the
heights, so the keyboard wins and squeezes them). With the natural bottom 52 N + 12, kt is
first suggested 170 above it, then each frame f of F suggests
    natural + 170 - 300 * (1 - cos(2 pi f / 250)) / 2
and updates the variables (timed per frame): the keyboard rises 300 points and falls back
every 250 frames. Checked after every frame (untimed, in a second pass): kt is the suggested
value, the bottom is the smaller of the natural bottom and kt - 20, the heights add up to
what the bottom leaves, and none is negative.

Usage: python3 kiwi_workloads.py [--sizes-a 33,100,1000] [--runs-a 33:7,100:7,1000:7]
           [--sizes-a2 ...] [--runs-a2 ...] [--sizes-b 33,100] [--runs-b 33:5,100:5]
           [--frames 1000] [--json OUT]
The JSON it writes holds, per workload and size (keys "A", "A2", "B"), the median figures
`kbsim bench solver` reads: add_total_ms_median for A and A2, and for B
total_us_per_frame_median, p50_us_median, p90_us_median, p99_us_median and max_us_median.
Without kiwisolver it says so on stderr and exits 69.
"""
import argparse
import gc
import json
import math
import platform
import statistics
import sys
import time

try:
    import kiwisolver
    from kiwisolver import Solver, Variable, strength
except ImportError:
    sys.stderr.write(
        "kiwi_workloads.py: kiwisolver is not installed for " + sys.executable
        + " (install it with: python3 -m pip install kiwisolver)\n")
    sys.exit(69)

# The keyboard's edit strength: ten times strong.
KEYBOARD_STRENGTH = strength.create(10, 0, 0)


def sizes(text):
    """'33,100' -> [33, 100]."""
    return [int(part) for part in text.split(",") if part.strip()]


def repetitions(text):
    """'33:7,100:5' -> {33: 7, 100: 5}."""
    table = {}
    for part in text.split(","):
        if part.strip():
            size, count = part.split(":")
            table[int(size)] = int(count)
    return table


def timed(call):
    """Runs call() with the collector off; returns the seconds it took."""
    gc.disable()
    try:
        start = time.perf_counter_ns()
        call()
        return (time.perf_counter_ns() - start) / 1e9
    finally:
        gc.enable()


def chain(n):
    """Workload A's variables and constraints, in our order."""
    top = [Variable("top%d" % i) for i in range(n)]
    height = [Variable("h%d" % i) for i in range(n)]
    constraints = []
    for i in range(n):
        if i == 0:
            constraints.append(top[i] == 20)
        else:
            constraints.append(top[i] == top[i - 1] + height[i - 1] + 8)
        constraints.append((height[i] == 44) | "strong")
        constraints.append(height[i] >= 0)
    constraints.append((top[n - 1] + height[n - 1] <= 800) | "weak")
    return top, height, constraints


def independent(n):
    """Workload A2's variables and constraints, in our order."""
    top = [Variable("top%d" % i) for i in range(n)]
    height = [Variable("h%d" % i) for i in range(n)]
    constraints = []
    for i in range(n):
        constraints.append(top[i] == 20 + 52 * i)
        constraints.append((height[i] == 44) | "strong")
        constraints.append(height[i] >= 0)
    return top, height, constraints


def placed(top, height):
    """Whether every view sits where workloads A and A2 put it."""
    return all(abs(top[i].value() - (20 + 52 * i)) < 1e-6 and abs(height[i].value() - 44) < 1e-9
               for i in range(len(top)))


def add_all(solver, constraints):
    for constraint in constraints:
        solver.addConstraint(constraint)


def workload_a(n):
    top, height, constraints = chain(n)
    solver = Solver()
    add = timed(lambda: add_all(solver, constraints))
    update = timed(solver.updateVariables)
    return add, update, placed(top, height), len(constraints)


def workload_a2(n):
    top, height, constraints = independent(n)
    solver = Solver()
    add = timed(lambda: add_all(solver, constraints))
    solver.updateVariables()
    return add, placed(top, height), len(constraints)


def keyboard_top(frame, first):
    return first - 300.0 * (1.0 - math.cos(2.0 * math.pi * frame / 250.0)) / 2.0


def workload_b(n, frames, check):
    top, height, constraints = chain(n)
    solver = Solver()
    add_all(solver, constraints)
    kt = Variable("keyboardTop")
    solver.addConstraint(top[n - 1] + height[n - 1] <= kt - 20)
    solver.addEditVariable(kt, KEYBOARD_STRENGTH)
    natural = 52 * n + 12
    first = natural + 170
    solver.suggestValue(kt, first)
    solver.updateVariables()
    values = [keyboard_top(f, first) for f in range(frames)]
    each = []
    clock = time.perf_counter_ns
    suggest, update = solver.suggestValue, solver.updateVariables
    gc.disable()
    try:
        start = clock()
        for value in values:
            before = clock()
            suggest(kt, value)
            update()
            each.append(clock() - before)
        total = clock() - start
    finally:
        gc.enable()
    bad = 0
    if check:
        solver.suggestValue(kt, first)
        for value in values:
            solver.suggestValue(kt, value)
            solver.updateVariables()
            bottom = top[n - 1].value() + height[n - 1].value()
            heights = [h.value() for h in height]
            if (abs(kt.value() - value) > 1e-6 or abs(bottom - min(natural, value - 20)) > 1e-6
                    or abs(sum(heights) - (bottom - 20 - 8 * (n - 1))) > 1e-6 or min(heights) < -1e-9):
                bad += 1
    each.sort()
    microseconds = [t / 1e3 for t in each]
    return dict(
        per_frame=total / frames / 1e3,
        p50=microseconds[frames // 2], p90=microseconds[int(frames * 0.9)],
        p99=microseconds[int(frames * 0.99)], max=microseconds[-1],
        active=sum(1 for value in values if value - 20 < natural), bad=bad)


def main():
    parser = argparse.ArgumentParser(description="Workloads A, A2 and B of kbsim bench solver on kiwisolver.")
    parser.add_argument("--sizes-a", default="33,100,1000")
    parser.add_argument("--runs-a", default="33:7,100:7,1000:7")
    parser.add_argument("--sizes-a2", default="33,100,1000")
    parser.add_argument("--runs-a2", default="33:7,100:7,1000:7")
    parser.add_argument("--sizes-b", default="33,100")
    parser.add_argument("--runs-b", default="33:5,100:5")
    parser.add_argument("--frames", type=int, default=1000)
    parser.add_argument("--json", default=None, help="write the figures to this file")
    options = parser.parse_args()
    if options.frames < 1:
        parser.error("--frames must be at least 1")

    figures = dict(kiwisolver=kiwisolver.__version__, kiwi=getattr(kiwisolver, "__kiwi_version__", "?"),
                   python=platform.python_version(), machine=platform.machine(), A={}, A2={}, B={})
    print("kiwisolver %s, Python %s" % (figures["kiwisolver"], figures["python"]))

    runs = repetitions(options.runs_a)
    for n in sizes(options.sizes_a):
        results = [workload_a(n) for _ in range(runs.get(n, 3))]
        add = statistics.median(r[0] for r in results)
        figures["A"][n] = dict(runs=len(results), constraints=results[0][3], add_total_ms_median=add * 1e3,
                               update_ms_median=statistics.median(r[1] for r in results) * 1e3,
                               all_ok=all(r[2] for r in results))
        print("A  N=%d: adding %d constraints %.3f ms (median of %d), updateVariables %.3f ms, right: %s"
              % (n, results[0][3], add * 1e3, len(results), figures["A"][n]["update_ms_median"],
                 figures["A"][n]["all_ok"]), flush=True)

    runs = repetitions(options.runs_a2)
    for n in sizes(options.sizes_a2):
        results = [workload_a2(n) for _ in range(runs.get(n, 3))]
        add = statistics.median(r[0] for r in results)
        figures["A2"][n] = dict(runs=len(results), constraints=results[0][2], add_total_ms_median=add * 1e3,
                                all_ok=all(r[1] for r in results))
        print("A2 N=%d: adding %d constraints %.3f ms (median of %d), right: %s"
              % (n, results[0][2], add * 1e3, len(results), figures["A2"][n]["all_ok"]), flush=True)

    runs = repetitions(options.runs_b)
    for n in sizes(options.sizes_b):
        results = [workload_b(n, options.frames, check=(run == 0)) for run in range(runs.get(n, 3))]
        row = dict(runs=len(results), frames=options.frames, active_frames=results[0]["active"],
                   bad_frames=results[0]["bad"])
        for key in ("per_frame", "p50", "p90", "p99", "max"):
            name = "total_us_per_frame_median" if key == "per_frame" else key + "_us_median"
            row[name] = statistics.median(r[key] for r in results)
        figures["B"][n] = row
        print("B  N=%d: %d frames, suggestValue + updateVariables %.3f us per frame (median of %d; p99 %.3f us), "
              "%d frames squeezed, %d wrong"
              % (n, options.frames, row["total_us_per_frame_median"], len(results), row["p99_us_median"],
                 row["active_frames"], row["bad_frames"]), flush=True)

    if options.json:
        with open(options.json, "w") as out:
            json.dump(figures, out, indent=1)
    wrong = [name for name in ("A", "A2") for row in figures[name].values() if not row["all_ok"]]
    wrong += ["B" for row in figures["B"].values() if row["bad_frames"]]
    if wrong:
        sys.stderr.write("kiwi_workloads.py: kiwi's values were wrong in %s\n" % ", ".join(sorted(set(wrong))))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
