#!/usr/bin/env python3
"""Adds exact-arithmetic answers to a screen fixture written by kiwi_uikit_fixture.py.

For each screen it adds the required constraints in order and decides, with rational arithmetic
(Python's fractions, no rounding), whether each is consistent with the required constraints
accepted before it: a phase-1 simplex with Bland's rule over the variables split into positive
and negative parts, a slack for each inequality and an artificial variable for each row. A
constraint is rejected when the artificial sum cannot reach zero. Non-required constraints never
make a system infeasible, so they are not checked.

The result, "exact": {"rejected": [...]} on every screen, is the ground truth the Swift tests
compare both this package's solver and kiwisolver's recorded answers with. Coefficients are read
as the shortest fraction within 1e-9 of the double (the fixture's multipliers are hundredths).

Usage: python3 exact_rejections.py FIXTURE.json [--out PATH]   (rewrites FIXTURE.json by default)
"""
import argparse
import json
from fractions import Fraction


def rational(number):
    return Fraction(number).limit_denominator(10**9)


def feasible(variable_count, constraints):
    """Whether `constraints` [(terms, relation, bound)] have a common solution."""
    slack_count = sum(1 for _, relation, _ in constraints if relation != "==")
    columns = 2 * variable_count + slack_count
    table = []
    slack = 0
    for terms, relation, bound in constraints:
        row = [Fraction(0)] * columns
        for variable, coefficient in terms:
            value = rational(coefficient)
            row[2 * int(variable)] += value
            row[2 * int(variable) + 1] -= value
        if relation != "==":
            row[2 * variable_count + slack] = Fraction(1 if relation == "<=" else -1)
            slack += 1
        right = rational(bound)
        if right < 0:
            row, right = [-value for value in row], -right
        table.append(row + [right])
    count = len(table)
    # Artificial columns (the identity) sit after the others; the right-hand side is last.
    for index, row in enumerate(table):
        row[columns:columns] = [Fraction(1 if other == index else 0) for other in range(count)]
    width = columns + count
    basis = [columns + index for index in range(count)]
    # Reduced costs of "minimise the sum of the artificial variables".
    cost = [Fraction(0)] * (width + 1)
    for row in table:
        for column in range(width + 1):
            cost[column] -= row[column]
    for index in range(count):
        cost[columns + index] += 1
    while True:
        entering = next((column for column in range(width) if cost[column] < 0), None)
        if entering is None:
            return cost[width] == 0
        best = None
        for index, row in enumerate(table):
            if row[entering] > 0:
                ratio = row[width] / row[entering]
                if best is None or ratio < best[0] or (ratio == best[0] and basis[index] < basis[best[1]]):
                    best = (ratio, index)
        pivot_row = table[best[1]]
        element = pivot_row[entering]
        pivot_row[:] = [value / element for value in pivot_row]
        for index, row in enumerate(table):
            if index != best[1] and row[entering] != 0:
                factor = row[entering]
                row[:] = [a - factor * b for a, b in zip(row, pivot_row)]
        factor = cost[entering]
        cost = [a - factor * b for a, b in zip(cost, pivot_row)]
        basis[best[1]] = entering


def exact_rejections(screen):
    """The required constraints refused when added in order, each against those accepted before it.

    Feasibility only falls as constraints are added, so instead of one test per constraint, a
    galloping search finds the longest run of candidates that still fits; the one after it is
    refused. The answer is the same as testing them one by one, with far fewer simplex runs.
    """
    candidates = [(index, (item["terms"], item["rel"], item["bound"]))
                  for index, item in enumerate(screen["constraints"]) if item["priority"] >= 1000]
    accepted, rejected = [], []
    while candidates:
        def fits(count):
            return feasible(screen["n"], accepted + [constraint for _, constraint in candidates[:count]])
        if fits(len(candidates)):
            accepted += [constraint for _, constraint in candidates]
            break
        # The longest prefix that fits: gallop to bracket it, then bisect.
        good, step = 0, 1
        while good + step < len(candidates) and fits(good + step):
            good, step = good + step, step * 2
        bad = min(good + step, len(candidates))
        while bad - good > 1:
            middle = (good + bad) // 2
            if fits(middle):
                good = middle
            else:
                bad = middle
        accepted += [constraint for _, constraint in candidates[:good]]
        rejected.append(candidates[good][0])
        candidates = candidates[good + 1:]
    return rejected


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("fixture")
    parser.add_argument("--out")
    arguments = parser.parse_args()
    with open(arguments.fixture) as file:
        fixture = json.load(file)
    for screen in fixture["screens"]:
        screen["exact"] = {"rejected": exact_rejections(screen)}
        print(f"screen {screen['index']}: exact rejects {screen['exact']['rejected']}", flush=True)
    source = fixture["source"]
    if "exact_rejections.py" not in source:
        source += " Exact rejections by Benchmarks/exact_rejections.py (rational arithmetic)."
    # The fixture's layout: the source, then one screen a line.
    with open(arguments.out or arguments.fixture, "w") as file:
        file.write('{"source": ' + json.dumps(source) + ',\n "screens": [\n')
        file.write(",\n".join(json.dumps(screen) for screen in fixture["screens"]))
        file.write("\n]}\n")


if __name__ == "__main__":
    main()
