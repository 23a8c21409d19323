package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;
import java.util.List;

/**
 * Hexsides: crossing a river, a ridge or a wall adds to the cost, replaces it, or is forbidden,
 * by movement class; some hexsides also stop zones of control.
 *
 * <p>Order on one hexside: if any kind forbids the crossing, it is forbidden; otherwise the
 * largest replacing cost (if any) replaces the cost of the hex entered, and then every added
 * cost is added.
 */
public final class HexsideRule {
  private final RuleRef rule;
  private final List<String> kinds;
  private final int[][] add;
  private final int[][] replace;
  private final long blocksZoc;

  /**
   * A hexside rule.
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
    this.rule = rule;
    this.kinds = List.copyOf(kinds);
    if (add.length != kinds.size() || replace.length != kinds.size()) {
      throw new InvalidInputException("hexsides", "every hexside kind needs its effects");
    }
    this.add = copy(add, false);
    this.replace = copy(replace, true);
    this.blocksZoc = blocksZoc;
  }

  private int[][] copy(int[][] table, boolean mayProhibit) {
    int[][] out = new int[table.length][];
    for (int k = 0; k < table.length; k++) {
      out[k] = table[k].clone();
      for (int v : out[k]) {
        boolean ok = v == Points.NONE || v >= 0 && v <= Points.MAX_TICKS
            || mayProhibit && v == Points.PROHIBITED;
        if (!ok) {
          throw new InvalidInputException("hexsides." + kinds.get(k), "the cost " + v
              + " is negative or too large");
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

  /**
   * The cost of a step across a hexside into a hex.
   *
   * @param sideMask the hexside's kinds (kinds bridged by a line already removed)
   * @param hexCost what entering the hex costs, or {@link Points#PROHIBITED}
   * @param movementClass the class index
   * @return ticks, or {@link Points#PROHIBITED}
   */
  public int crossingCost(long sideMask, int hexCost, int movementClass) {
    int replaced = Points.NONE;
    int added = 0;
    for (long r = sideMask; r != 0; r &= r - 1) {
      int k = Long.numberOfTrailingZeros(r);
      int rep = replace[k][movementClass];
      if (rep == Points.PROHIBITED) {
        return Points.PROHIBITED;
      }
      if (rep != Points.NONE) {
        replaced = Math.max(replaced, rep);
      }
      int a = add[k][movementClass];
      if (a != Points.NONE) {
        added += a;
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
    for (int[] r : replace) {
      for (int v : r) {
        if (v >= 0) {
          min = Math.min(min, v);
        }
      }
    }
    return min;
  }

  /**
   * The hexside kind that forbids a crossing, for explanations.
   *
   * @param sideMask the hexside's kinds
   * @param movementClass the class index
   * @return the kind, or -1
   */
  public int closingKind(long sideMask, int movementClass) {
    for (long r = sideMask; r != 0; r &= r - 1) {
      int k = Long.numberOfTrailingZeros(r);
      if (replace[k][movementClass] == Points.PROHIBITED) {
        return k;
      }
    }
    return -1;
  }
}
