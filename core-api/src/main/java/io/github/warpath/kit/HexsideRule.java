package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;
import java.util.List;

/**
 * Hexsides: crossing a river, a ridge or a wall adds to the cost, replaces it, or is forbidden,
 * by movement class and weather column; some hexsides also stop zones of control.
 *
 * <p>A hexside kind may be <em>directed</em> (an escarpment): the map lays it on one side of
 * the hexside only, the foot, and crossing from the foot is <em>up</em>, crossing into the foot
 * is <em>down</em>. Up crossings (and every crossing of a kind laid on both sides) use the
 * {@code up} effects, down crossings the {@code down} effects.
 *
 * <p>Order on one hexside: if any kind forbids the crossing, it is forbidden; otherwise the
 * largest replacing cost (if any) replaces the cost of the hex entered, and then every added
 * cost is added.
 */
public final class HexsideRule {
  /**
   * What crossing each kind does, by class and weather column.
   *
   * @param add {@code add[kind][class][weather]}: ticks added, or {@link Points#NONE}
   * @param replace {@code replace[kind][class][weather]}: ticks that replace the hex cost,
   *     {@link Points#PROHIBITED}, or {@link Points#NONE}
   */
  public record Effects(int[][][] add, int[][][] replace) {}

  private final RuleRef rule;
  private final List<String> kinds;
  private final int[][][][] add;
  private final int[][][][] replace;
  private final long blocksZoc;

  /**
   * A hexside rule that is the same in every weather and both ways across.
   *
   * @param rule the rule cited when a hexside forbids a crossing
   * @param kinds the hexside kind names, in map vocabulary order (lines included)
   * @param add {@code add[kind][class]}: ticks added, or {@link Points#NONE}
   * @param replace {@code replace[kind][class]}: ticks that replace the hex cost, {@link
   *     Points#PROHIBITED}, or {@link Points#NONE}
   * @param blocksZoc the mask of kinds across which no zone of control extends
   * @throws InvalidInputException if a cost is negative or sizes differ
   */
  public HexsideRule(RuleRef rule, List<String> kinds, int[][] add, int[][] replace,
      long blocksZoc) {
    this(rule, kinds, new Effects(oneColumn(add), oneColumn(replace)), null, blocksZoc);
  }

  /**
   * A hexside rule by weather column and crossing direction.
   *
   * @param rule the rule cited when a hexside forbids a crossing
   * @param kinds the hexside kind names, in map vocabulary order (lines included)
   * @param up the effects of crossing a kind laid on both sides, or from its foot; a cell row of
   *     one weather column applies in every weather
   * @param down the effects of crossing into the foot of a kind laid on one side, or null for
   *     the same as {@code up}
   * @param blocksZoc the mask of kinds across which no zone of control extends
   * @throws InvalidInputException if a cost is negative or sizes differ
   */
  public HexsideRule(RuleRef rule, List<String> kinds, Effects up, Effects down,
      long blocksZoc) {
    this.rule = rule;
    this.kinds = List.copyOf(kinds);
    Effects d = down == null ? up : down;
    if (up.add().length != kinds.size() || up.replace().length != kinds.size()
        || d.add().length != kinds.size() || d.replace().length != kinds.size()) {
      throw new InvalidInputException("hexsides", "every hexside kind needs its effects");
    }
    this.add = new int[][][][] {copy(up.add(), false), copy(d.add(), false)};
    this.replace = new int[][][][] {copy(up.replace(), true), copy(d.replace(), true)};
    this.blocksZoc = blocksZoc;
  }

  private static int[][][] oneColumn(int[][] table) {
    int[][][] out = new int[table.length][][];
    for (int k = 0; k < table.length; k++) {
      out[k] = new int[table[k].length][];
      for (int c = 0; c < table[k].length; c++) {
        out[k][c] = new int[] {table[k][c]};
      }
    }
    return out;
  }

  private int[][][] copy(int[][][] table, boolean mayProhibit) {
    int[][][] out = new int[table.length][][];
    for (int k = 0; k < table.length; k++) {
      out[k] = new int[table[k].length][];
      for (int c = 0; c < table[k].length; c++) {
        out[k][c] = table[k][c].clone();
        if (out[k][c].length == 0) {
          throw new InvalidInputException("hexsides." + kinds.get(k), "no weather column");
        }
        for (int v : out[k][c]) {
          boolean ok = v == Points.NONE || v >= 0 && v <= Points.MAX_TICKS
              || mayProhibit && v == Points.PROHIBITED;
          if (!ok) {
            throw new InvalidInputException("hexsides." + kinds.get(k), "the cost " + v
                + " is negative or too large");
          }
        }
      }
    }
    return out;
  }

  /**
   * A rule with no hexside effects.
   *
   * @param rule the rule
   * @param kinds the hexside kinds
   * @param classes the number of movement classes
   * @return the rule
   */
  public static HexsideRule none(RuleRef rule, List<String> kinds, int classes) {
    int[][] none = new int[kinds.size()][classes];
    for (int[] row : none) {
      java.util.Arrays.fill(row, Points.NONE);
    }
    return new HexsideRule(rule, kinds, none, none, 0);
  }

  /**
   * The rule cited.
   *
   * @return the rule
   */
  public RuleRef rule() {
    return rule;
  }

  /**
   * The hexside kind names.
   *
   * @return the names
   */
  public List<String> kinds() {
    return kinds;
  }

  /**
   * The hexside kinds across which zones of control do not extend.
   *
   * @return a bit mask
   */
  public long blocksZoc() {
    return blocksZoc;
  }

  private static int cell(int[][][] table, int kind, int movementClass, int weather) {
    int[] row = table[kind][movementClass];
    return row[weather < row.length ? weather : 0];
  }

  /**
   * The cost of a step across a hexside into a hex, in the first weather column, crossing
   * every kind up.
   *
   * @param sideMask the hexside's kinds (kinds bridged by a line already removed)
   * @param hexCost what entering the hex costs, or {@link Points#PROHIBITED}
   * @param movementClass the class index
   * @return ticks, or {@link Points#PROHIBITED}
   */
  public int crossingCost(long sideMask, int hexCost, int movementClass) {
    return crossingCost(sideMask, 0, hexCost, movementClass, 0);
  }

  /**
   * The cost of a step across a hexside into a hex.
   *
   * @param up the kinds crossed up or laid on both sides (kinds bridged by a line removed)
   * @param down the kinds crossed down (laid on the side of the hex entered only)
   * @param hexCost what entering the hex costs, or {@link Points#PROHIBITED}
   * @param movementClass the class index
   * @param weather the weather column of the hex entered
   * @return ticks, or {@link Points#PROHIBITED}
   */
  public int crossingCost(long up, long down, int hexCost, int movementClass, int weather) {
    int replaced = Points.NONE;
    int added = 0;
    for (int dir = 0; dir < 2; dir++) {
      for (long r = dir == 0 ? up : down; r != 0; r &= r - 1) {
        int k = Long.numberOfTrailingZeros(r);
        int rep = cell(replace[dir], k, movementClass, weather);
        if (rep == Points.PROHIBITED) {
          return Points.PROHIBITED;
        }
        if (rep != Points.NONE) {
          replaced = Math.max(replaced, rep);
        }
        int a = cell(add[dir], k, movementClass, weather);
        if (a != Points.NONE) {
          added += a;
        }
      }
    }
    int base = replaced != Points.NONE ? replaced : hexCost;
    if (base == Points.PROHIBITED) {
      return Points.PROHIBITED;
    }
    return Math.min(base + added, Points.MAX_TICKS);
  }

  /**
   * The cheapest replacing cost, for search bounds.
   *
   * @return ticks, or {@link Points#MAX_TICKS} if none replaces
   */
  public int minimumReplacement() {
    int min = Points.MAX_TICKS;
    for (int[][][] byDirection : replace) {
      for (int[][] byClass : byDirection) {
        for (int[] r : byClass) {
          for (int v : r) {
            if (v >= 0) {
              min = Math.min(min, v);
            }
          }
        }
      }
    }
    return min;
  }

  /**
   * The hexside kind that forbids a crossing in the first weather column, for explanations.
   *
   * @param sideMask the hexside's kinds
   * @param movementClass the class index
   * @return the kind, or -1
   */
  public int closingKind(long sideMask, int movementClass) {
    return closingKind(sideMask, 0, movementClass, 0);
  }

  /**
   * The hexside kind that forbids a crossing, for explanations.
   *
   * @param up the kinds crossed up or laid on both sides
   * @param down the kinds crossed down
   * @param movementClass the class index
   * @param weather the weather column of the hex entered
   * @return the kind, or -1
   */
  public int closingKind(long up, long down, int movementClass, int weather) {
    for (int dir = 0; dir < 2; dir++) {
      for (long r = dir == 0 ? up : down; r != 0; r &= r - 1) {
        int k = Long.numberOfTrailingZeros(r);
        if (cell(replace[dir], k, movementClass, weather) == Points.PROHIBITED) {
          return k;
        }
      }
    }
    return -1;
  }
}
