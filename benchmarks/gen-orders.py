#!/usr/bin/env python3
"""Writes a seeded scenario of the example rule set on a square map and a JSON-lines file of
orders for it, for measuring `warpath check --moves` at scale.

    python3 benchmarks/gen-orders.py SIZE ORDERS SCENARIO_OUT ORDERS_OUT [SEED]

The map (SIZE x SIZE, at most 99 so labels stay four digits) has clear terrain with about 20%
woods, 10% hills and 2% lakes; 1% of the hexes hold a blue unit (4 MP) and 1% a red one. Orders
are random walks of one to three steps of a random blue unit to adjacent hexes, so some are
illegal (lakes, zones of control, too few points); one in a thousand names an unknown unit.
"""
import json
import random
import sys


def label(c, r):
    return "%02d%02d" % (c, r)


def neighbours(c, r, size):
    # columns numbered from 1; odd-numbered columns are raw-even (drawn higher)
    if c % 2 == 1:
        cand = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    else:
        cand = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    return [(x, y) for x, y in cand if 1 <= x <= size and 1 <= y <= size]


def main():
    size, count = int(sys.argv[1]), int(sys.argv[2])
    scenario_out, orders_out = sys.argv[3], sys.argv[4]
    rnd = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 42)
    if size > 99:
        sys.exit("size at most 99")
    rows = []
    for r in range(1, size + 1):
        row = []
        for c in range(1, size + 1):
            t = rnd.random()
            row.append("w" if t < 0.2 else "h" if t < 0.3 else "~" if t < 0.32 else ".")
        rows.append("".join(row))
    units, blue, taken = [], [], set()
    for k in range(size * size // 50):
        c, r = rnd.randint(1, size), rnd.randint(1, size)
        if (c, r) in taken or rows[r - 1][c - 1] == "~":
            continue
        taken.add((c, r))
        side = "blue" if k % 2 == 0 else "red"
        uid = "%s%d" % (side[0], k)
        units.append({"id": uid, "side": side, "kind": "infantry", "allowance": 4,
                      "position": label(c, r)})
        if side == "blue":
            blue.append((uid, c, r))
    scenario = {"version": 1, "name": "Generated %dx%d" % (size, size),
                "description": "A seeded map for measuring batch checks.", "ruleSet": "example",
                "board": {"kind": "hex-map", "columns": size, "rows": size,
                          "legend": {".": "clear", "w": "woods", "h": "hills", "~": "lake"},
                          "terrain": rows},
                "units": units}
    with open(scenario_out, "w") as f:
        json.dump(scenario, f, indent=1)
    with open(orders_out, "w") as f:
        for i in range(count):
            uid, c, r = blue[rnd.randrange(len(blue))]
            if i % 1000 == 999:
                uid = "nobody"
            path = []
            for _ in range(rnd.randint(1, 3)):
                c, r = rnd.choice(neighbours(c, r, size))
                path.append(label(c, r))
            f.write(json.dumps({"id": i, "unit": uid, "path": path}, separators=(",", ":")))
            f.write("\n")


if __name__ == "__main__":
    main()
