package io.github.warpath.kit;

import io.github.warpath.map.HexMap;

/**
 * The terrain, hexside and line pieces compiled into one int per hex and direction, for one
 * class, weather column and mode: the only table the search reads for a step's base cost.
 *
 * <p>Encoding: {@link #NO_HEX} where the neighbor is off the map; a non-negative value holds the
 * cost in its low {@value #COST_BITS} bits and the line used plus one above them; a negative
 * value is {@code -1 - (reason << 8 | kind)} for a forbidden step.
 */
final class StepTable {
  static final int NO_HEX = Integer.MIN_VALUE;
  static final int COST_BITS = 23;
  static final int COST_MASK = (1 << COST_BITS) - 1;
  static final int TERRAIN = 1;
  static final int HEXSIDE = 2;
  static final int LINES_ONLY = 3;

  /** The cache key of a table. */
  record Key(RuleKit kit, int movementClass, int weather, long linesOnly) {}

  private StepTable() {}

  static int[] compile(HexMap map, Key key) {
    RuleKit kit = key.kit();
    int cls = key.movementClass();
    int w = key.weather();
    long linesOnly = key.linesOnly();
    int[] hexCost = new int[map.size()];
    for (int i = 0; i < hexCost.length; i++) {
      hexCost[i] = kit.terrain().hexCost(map.hexMask(i), cls, w);
    }
    LineRule lines = kit.lines();
    long allLines = lines.lineMask();
    long allowedLines = linesOnly != 0 ? linesOnly : allLines;
    int[] table = new int[map.size() * 6];
    for (int i = 0; i < map.size(); i++) {
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        if (j < 0) {
          table[i * 6 + d] = NO_HEX;
          continue;
        }
        long side = map.sideMask(i, d);
        int line = lines.lineAcross(side, cls, allowedLines);
        if (line < 0 && linesOnly != 0) {
          table[i * 6 + d] = forbidden(LINES_ONLY, 0);
          continue;
        }
        long crossed = side & ~allLines;
        int base = hexCost[j];
        if (line >= 0) {
          crossed &= ~lines.bridges(line);
          base = lines.rate(line, cls);
        }
        int c = kit.hexsides().crossingCost(crossed, base, cls);
        if (c == Points.PROHIBITED) {
          int k = kit.hexsides().closingKind(crossed, cls);
          table[i * 6 + d] = k >= 0 ? forbidden(HEXSIDE, k)
              : forbidden(TERRAIN, kit.terrain().closingKind(map.hexMask(j), cls, w));
          continue;
        }
        table[i * 6 + d] = Math.min(c, COST_MASK) | (line + 1) << COST_BITS;
      }
    }
    return table;
  }

  private static int forbidden(int reason, int kind) {
    return -1 - (reason << 8 | Math.max(kind, 0));
  }

  static int reason(int entry) {
    return (-1 - entry) >> 8;
  }

  static int kind(int entry) {
    return (-1 - entry) & 0xff;
  }
}
