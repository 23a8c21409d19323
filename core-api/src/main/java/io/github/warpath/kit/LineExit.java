package io.github.warpath.kit;

import io.github.warpath.map.HexMap;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Lines whose rate holds only if the unit leaves along a connected line ({@link
 * LineRule.When#LEAVING_ALONG_LINE}), compiled for one query of {@link KitGraph}.
 *
 * <p>A node remembers, in three state bits, the hexside it entered its hex across when the line's
 * rate made that step cheaper than the hex's own terrain would have (0 when it did not). The step
 * that leaves the hex pays the difference back, unless it crosses a hexside of the same line or a
 * line connected to it that the class moves along; a move that ends in the hex keeps the rate.
 * Where the hex is closed to the unit off the line, leaving it off the line is forbidden. Kits
 * whose lines do not ask for this compile no bits and add nothing to a step.
 */
final class LineExit {
  /**
   * The movement facts that carry the entry hexside into a later order of the phase, by hexside
   * of the hex (0 to 5, the direction index): a unit that ended an order in a hex it came into
   * along a line at its rate goes on from there as having come in that way.
   */
  static final java.util.List<String> ENTRY_FACTS = java.util.List.of("on-line-from-N",
      "on-line-from-NE", "on-line-from-SE", "on-line-from-S", "on-line-from-SW",
      "on-line-from-NW");

  /** Whether the query's lines ask for the condition. */
  boolean on;
  /** The lowest of the three entry bits in a node. */
  private int shift;
  /** Per line, the hexside kinds of the lines that continue it for the movers' class. */
  private final long[] keeps = new long[64];

  /**
   * Compiles the condition for a class.
   *
   * @param lines the line rule
   * @param movementClass the movers' class
   * @param linesOnly the lines a lines-only mode keeps to, or 0
   * @param lowBits the state bits below the entry bits
   * @return the state bits the condition takes: 3, or 0 when the lines do not ask for it
   */
  int compile(LineRule lines, int movementClass, long linesOnly, int lowBits) {
    on = lines.when() == LineRule.When.LEAVING_ALONG_LINE;
    shift = lowBits;
    if (!on) {
      return 0;
    }
    long usable = 0;
    for (int l = 0; l < lines.names().size(); l++) {
      if (lines.rate(l, movementClass) != Points.NONE) {
        usable |= 1L << lines.sideKind(l);
      }
    }
    if (linesOnly != 0) {
      usable &= linesOnly;
    }
    for (int l = 0; l < lines.names().size(); l++) {
      keeps[l] = lines.connects(l) & usable;
    }
    return 3;
  }

  /**
   * The entry bits of the node a step arrives at.
   *
   * @param table the step table, with its off-line half
   * @param map the map
   * @param from the hex left
   * @param dir the direction of the step
   * @param e the step's table entry
   * @return the bits in place, 0 if the step's line rate needs no remembering
   */
  int entryBits(int[] table, HexMap map, int from, int dir, int e) {
    if (!on || e < 0 || e >>> StepTable.COST_BITS == 0) {
      return 0;
    }
    int off = table[StepTable.offLine(map, from * 6 + dir)];
    if (off != StepTable.CLOSED_OFF_LINE && off <= (e & StepTable.COST_MASK)) {
      return 0;
    }
    // the hexside of the hex entered that the unit came across, plus one
    return ((dir + 3) % 6 + 1) << shift;
  }

  /**
   * The entry bits of a start node, from the movers' facts: the hexside of the first fact that
   * names one, if the step across it into the start hex is still one the line's rate needs
   * remembering for.
   *
   * @param table the step table
   * @param map the map
   * @param start the start hex
   * @param facts the facts of the movers standing there
   * @return the bits in place, or 0
   */
  int startBits(int[] table, HexMap map, int start, java.util.Collection<String> facts) {
    for (int side = 0; on && side < 6; side++) {
      int from = map.neighbor(start, side);
      if (from >= 0 && facts.contains(ENTRY_FACTS.get(side))) {
        int dir = (side + 3) % 6;
        return entryBits(table, map, from, dir, table[from * 6 + dir]);
      }
    }
    return 0;
  }

  /**
   * The fact that records how a node's hex was entered, for a later order of the phase.
   *
   * @param node a node
   * @return the fact, or null if the node records nothing
   */
  String factOf(int node) {
    int entered = on ? node >> shift & 7 : 0;
    return entered == 0 ? null : ENTRY_FACTS.get(entered - 1);
  }

  /**
   * The entry bits of a node, kept by a turn in place.
   *
   * @param node a node
   * @return its entry bits in place
   */
  int bitsOf(int node) {
    return on ? node & 7 << shift : 0;
  }

  /**
   * What leaving a hex in a direction adds for the line the unit came in along.
   *
   * @param g the compiled graph
   * @param node the node left
   * @param from its hex
   * @param dir the direction of the step
   * @return ticks to add (0 if none), or -1 if the hex is closed to the unit off the line
   */
  int surcharge(KitGraph g, int node, int from, int dir) {
    int entered = on ? node >> shift & 7 : 0;
    if (entered == 0) {
      return 0;
    }
    int k = entryStep(g.map, from, entered - 1);
    int e = g.table[k];
    if ((g.map.sideMask(from, dir) & keeps[(e >>> StepTable.COST_BITS) - 1]) != 0) {
      return 0;
    }
    int off = g.table[StepTable.offLine(g.map, k)];
    return off == StepTable.CLOSED_OFF_LINE ? -1
        : Math.max(0, off - (e & StepTable.COST_MASK));
  }

  /** The index of the step that entered hex {@code at} across its hexside {@code side}. */
  private static int entryStep(HexMap map, int at, int side) {
    return map.neighbor(at, side) * 6 + (side + 3) % 6;
  }

  /**
   * The line a node came in along at its rate, for explanations and notes.
   *
   * @param g the compiled graph
   * @param node a node
   * @return the line's index, or -1
   */
  int lineOf(KitGraph g, int node) {
    int entered = on ? node >> shift & 7 : 0;
    if (entered == 0) {
      return -1;
    }
    return (g.table[entryStep(g.map, node >> g.locBits, entered - 1)] >>> StepTable.COST_BITS)
        - 1;
  }

  /**
   * A step in a direction of a class without facing, the line's rate taken back where the unit
   * leaves its hex off the line.
   *
   * @param g the compiled graph
   * @param node the node left
   * @param spent points spent so far
   * @param dir the direction
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int step(KitGraph g, int node, int spent, int dir, Transition out) {
    int from = node >> g.locBits;
    int e = g.table[from * 6 + dir];
    if (e == StepTable.NO_HEX) {
      return MoveGraph.NONE;
    }
    int to = g.map.neighbor(from, dir);
    out.to = to << g.locBits | g.shift | entryBits(g.table, g.map, from, dir, e);
    if (e < 0) {
      return KitGraph.refused(e, out);
    }
    int c = e & StepTable.COST_MASK;
    int x = surcharge(g, node, from, dir);
    if (x < 0) {
      out.cost = c;
      out.rule = KitGraph.LINE_EXIT;
      return MoveGraph.ILLEGAL;
    }
    return g.priced(node, from, to, spent, Math.min(c + x, Points.MAX_TICKS), 0, out);
  }
}
