#!/usr/bin/env python3
"""The order workloads of `kbsim bench solver` on kiwisolver: the same systems added top-down,
bottom-up, interleaved and shuffled.

`kbsim bench solver` writes the workloads it times (SolverOrderBenchmark in
Sources/KeyboardSimBenchmarks/SolverOrderBenchmark.swift) to a JSON file and runs this script
on it, so that kiwi receives the very constraints ours does, in the very same order:

  {"workloads": [{"key": "grid-topDown-1000", "variables": 4000, "runs": 5,
                  "constraints": [[[[variable, coefficient], ...], constant, "==", strength], ...]},
                 ...]}

Each constraint reads `sum(coefficient * variable) + constant  relation  0` at the strength
given as kiwi's number (required is 1001001000). Per workload and run, this script builds the
variables and constraints (untimed), then times creating a solver, adding every constraint to
it in order, and one updateVariables ("build"; the solver's release is not timed, as kbsim does
not time its own), after a first, untimed build whose values it keeps. It
writes, per key, the median build in milliseconds and those values, which kbsim compares with
its own.

With --serve (what kbsim runs), the builds alternate with kbsim's own: the script stays alive and
answers one line per request on stdout. It first writes {"kiwisolver": VERSION, "workloads": N};
then, for `prepare KEY`, it makes that workload's variables and constraints, builds it once
untimed and answers {"values": [...]}; for `round N`, it builds the prepared workload once
untimed (on the caches kbsim's builds left, as kbsim's own first build of a round does on
kiwi's), then N times, and answers the N timed builds' seconds together, {"seconds": S,
"builds": N} (kbsim sizes N so that a batch lasts a few milliseconds, and times as many builds
of its own in its rounds; `round` alone is `round 1`); `quit` or the end of stdin ends it. A
request it cannot answer (an unknown workload, a round before a prepare, kiwi raising while it
builds) gets {"error": MESSAGE}; a failed `prepare` leaves no workload prepared.

Usage: python3 kiwi_orders.py --input WORKLOADS.json [--json OUT | --serve]
Without kiwisolver it says so on stderr and exits 69.
"""
import argparse
import gc
import json
import statistics
import sys
import time

try:
    import kiwisolver
    from kiwisolver import Expression, Solver, Term, Variable
except ImportError:
    sys.stderr.write(
        "kiwi_orders.py: kiwisolver is not installed for " + sys.executable
        + " (install it with: python3 -m pip install kiwisolver)\n")
    sys.exit(69)


def constraints_of(workload, variables):
    """The workload's kiwi constraints, in its order."""
    result = []
    for terms, constant, relation, weight in workload["constraints"]:
        expression = Expression([Term(variables[index], coefficient) for index, coefficient in terms], constant)
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        elif relation == ">=":
            constraint = expression >= 0
        else:
            raise ValueError("unknown relation %r in %s" % (relation, workload["key"]))
        result.append(constraint | weight)
    return result


def build(constraints):
    """Creates a solver, adds every constraint to it and updates the variables, the collector
    off; returns the seconds it took (the solver is released after the clock stops)."""
    gc.disable()
    try:
        start = time.perf_counter_ns()
        solver = Solver()
        add = solver.addConstraint
        for constraint in constraints:
            add(constraint)
        solver.updateVariables()
        return (time.perf_counter_ns() - start) / 1e9
    finally:
        gc.enable()


def build_batch(constraints, count):
    """Builds `count` times as `build` does, one solver after another, the collector off; returns
    the seconds of the `count` builds together (each solver is released after its build's clock
    stops, as in `build`)."""
    gc.disable()
    try:
        total = 0
        for _ in range(count):
            start = time.perf_counter_ns()
            solver = Solver()
            add = solver.addConstraint
            for constraint in constraints:
                add(constraint)
            solver.updateVariables()
            total += time.perf_counter_ns() - start
            add = solver = None
        return total / 1e9
    finally:
        gc.enable()


def serve(workloads):
    """Answers kbsim's requests one line at a time (see the module's description)."""
    by_key = {workload["key"]: workload for workload in workloads}

    def answer(value):
        sys.stdout.write(json.dumps(value) + "\n")
        sys.stdout.flush()

    answer(dict(kiwisolver=kiwisolver.__version__, workloads=len(workloads)))
    constraints = None
    for line in sys.stdin:
        command, _, argument = line.strip().partition(" ")
        if command == "prepare":
            constraints = None
            workload = by_key.get(argument)
            if workload is None:
                answer(dict(error="no workload %r" % argument))
                continue
            try:
                variables = [Variable("v%d" % i) for i in range(workload["variables"])]
                prepared = constraints_of(workload, variables)
                build(prepared)
            except Exception as error:  # kiwi's UnsatisfiableConstraint and the like: said, not fatal
                answer(dict(error="%s: %s" % (type(error).__name__, error)))
                continue
            constraints = prepared
            answer(dict(values=[variable.value() for variable in variables]))
        elif command == "round":
            try:
                count = int(argument) if argument else 1
            except ValueError:
                count = 0
            if constraints is None:
                answer(dict(error="round before prepare"))
            elif count < 1:
                answer(dict(error="round needs a number of builds of 1 or more, not %r" % argument))
            else:
                try:
                    build(constraints)
                    answer(dict(seconds=build_batch(constraints, count), builds=count))
                except Exception as error:
                    answer(dict(error="%s: %s" % (type(error).__name__, error)))
        elif command == "quit":
            break
        else:
            answer(dict(error="unknown request %r" % line.strip()))
    return 0


def main():
    parser = argparse.ArgumentParser(description="The order workloads of kbsim bench solver on kiwisolver.")
    parser.add_argument("--input", required=True, help="the workloads, as kbsim bench solver writes them")
    parser.add_argument("--json", default=None, help="write the figures to this file")
    parser.add_argument("--serve", action="store_true",
                        help="answer prepare/round requests on stdin, a batch of builds a round (kbsim's alternating rounds)")
    options = parser.parse_args()
    with open(options.input) as source:
        workloads = json.load(source)["workloads"]
    if options.serve:
        return serve(workloads)

    figures = dict(kiwisolver=kiwisolver.__version__, workloads={})
    print("kiwisolver %s: %d order workloads" % (kiwisolver.__version__, len(workloads)), flush=True)
    for workload in workloads:
        variables = [Variable("v%d" % i) for i in range(workload["variables"])]
        constraints = constraints_of(workload, variables)
        # A first build, untimed, gives the values (as kbsim checks its own on a first build);
        # each timed run then builds a new solver from the same (immutable) constraints.
        build(constraints)
        values = [variable.value() for variable in variables]
        times = [build(constraints) for _ in range(max(1, workload["runs"]))]
        figures["workloads"][workload["key"]] = dict(
            runs=len(times), build_ms_median=statistics.median(times) * 1e3, values=values)
        print("%s: %.3f ms (median of %d)" % (workload["key"], statistics.median(times) * 1e3, len(times)), flush=True)

    if options.json:
        with open(options.json, "w") as out:
            json.dump(figures, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
