#!/usr/bin/env python3
"""Writes a seeded scenario of the example rule set on a square map and a JSON-lines file of
orders for it, for measuring `warpath check --moves` at scale.

    python3 benchmarks/gen-orders.py SIZE ORDERS SCENARIO_OUT ORDERS_OUT [SEED]

The map (SIZE x SIZE, labels of three digits per part, 001001) has clear terrain with about 20%
woods, 10% hills and 2% lakes; 1% of the hexes hold a blue unit (4 MP) and 1% a red one. Orders
are random walks of one to three steps of a random blue unit to adjacent hexes, so some are
illegal (lakes, zones of control, too few points); one in a thousand names an unknown unit.
"""
import json
import random
import sys


def label(c, r):
    return "%03d%03d" % (c, r)


def on_map(c, r, size):
    # the rows of even-numbered columns are numbered one higher (staggered numbering)
    low = 1 if c % 2 == 1 else 2
    return 1 <= c <= size and low <= r <= low + size - 1


def neighbours(c, r, size):
    # columns numbered from 1; odd-numbered columns are raw-even (drawn higher)
    if c % 2 == 1:
        cand = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    else:
        cand = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    return [(x, y) for x, y in cand if on_map(x, y, size)]


def main():
    size, count = int(sys.argv[1]), int(sys.argv[2])
    scenario_out, orders_out = sys.argv[3], sys.argv[4]
    rnd = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 42)
    if size > 999:
        sys.exit("size at most 999")
    rows = []
    for r in range(1, size + 1):
        row = []
        for c in range(1, size + 1):
            t = rnd.random()
            row.append("w" if t < 0.2 else "h" if t < 0.3 else "~" if t < 0.32 else ".")
        rows.append("".join(row))
    units, blue, taken = [], [], set()
    for k in range(size * size // 50):
        c, raw = rnd.randint(1, size), rnd.randint(1, size)
        r = raw + (0 if c % 2 == 1 else 1)
        if (c, r) in taken or rows[raw - 1][c - 1] == "~":
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
                          "numbering": {"columnLeading": 2, "rowLeading": 2},
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
