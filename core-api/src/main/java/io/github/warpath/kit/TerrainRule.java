package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;
import java.util.List;

/**
 * Terrain: what entering a hex costs, by movement class and weather column.
 *
 * <p>A hex may hold several terrain kinds. Overlays (a town on woods, say) replace the kinds
 * they name; the kinds left are combined by {@link Combine}. A hex with no terrain costs its
 * {@code defaultKind}. A {@link Points#PROHIBITED} cell closes the hex to that class in that
 * weather, whatever else the hex holds.
 */
public final class TerrainRule {
  /** How several terrain kinds in one hex are combined. */
  public enum Combine {
    /** The most expensive kind counts. */
    MAX,
    /** The costs add up. */
    SUM
  }

  private final RuleRef rule;
  private final List<String> kinds;
  private final int defaultKind;
  private final Combine combine;
  private final int[][][] cost;
  private final long[] replaces;

  /**
   * A terrain rule.
   *
   * @param rule the rule cited when terrain closes a hex
   * @param kinds the terrain kind names (at most 64), in map vocabulary order
   * @param defaultKind the kind a hex with no terrain counts as
   * @param combine how kinds combine
   * @param cost {@code cost[kind][class][weather]} in ticks, or {@link Points#PROHIBITED}
   * @param replaces per kind, the bit mask of kinds it replaces when present (0 if not an
   *     overlay)
   * @throws InvalidInputException if a cost is negative, overlays form a cycle or sizes differ
   */
  public TerrainRule(RuleRef rule, List<String> kinds, int defaultKind, Combine combine,
      int[][][] cost, long[] replaces) {
    this.rule = rule;
    this.kinds = List.copyOf(kinds);
    if (kinds.isEmpty() || kinds.size() > 64 || cost.length != kinds.size()
        || replaces.length != kinds.size()) {
      throw new InvalidInputException("terrain", "1 to 64 terrain kinds, each with costs and"
          + " overlays, are needed");
    }
    if (defaultKind < 0 || defaultKind >= kinds.size()) {
      throw new InvalidInputException("terrain.default", "no terrain kind " + defaultKind);
    }
    this.defaultKind = defaultKind;
    this.combine = combine;
    this.cost = new int[cost.length][][];
    for (int k = 0; k < cost.length; k++) {
      this.cost[k] = new int[cost[k].length][];
      for (int c = 0; c < cost[k].length; c++) {
        this.cost[k][c] = cost[k][c].clone();
        for (int v : cost[k][c]) {
          if (v < Points.PROHIBITED || v > Points.MAX_TICKS) {
            throw new InvalidInputException("terrain." + kinds.get(k), "the cost " + v
                + " is negative or too large");
          }
        }
      }
    }
    this.replaces = replaces.clone();
    int cyclic = cycle(this.replaces);
    if (cyclic >= 0) {
      throw new InvalidInputException("terrain." + kinds.get(cyclic), "overlays form a cycle"
          + " through " + kinds.get(cyclic));
    }
  }

  /**
   * Finds a cycle in an overlay relation.
   *
   * @param replaces per kind, the mask of kinds it replaces
   * @return a kind on a cycle, or -1 if there is none
   */
  public static int cycle(long[] replaces) {
    int n = replaces.length;
    long[] reach = replaces.clone();
    for (int round = 0; round < n; round++) {
      boolean changed = false;
      for (int k = 0; k < n; k++) {
        long r = reach[k];
        long more = r;
        for (long m = r; m != 0; m &= m - 1) {
          more |= reach[Long.numberOfTrailingZeros(m)];
        }
        if (more != r) {
          reach[k] = more;
          changed = true;
        }
      }
      if (!changed) {
        break;
      }
    }
    for (int k = 0; k < n; k++) {
      if ((reach[k] & (1L << k)) != 0) {
        return k;
      }
    }
    return -1;
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
   * The terrain kind names.
   *
   * @return the names
   */
  public List<String> kinds() {
    return kinds;
  }

  /**
   * What entering a hex with these terrain kinds costs.
   *
   * @param mask the hex's terrain bits
   * @param movementClass the class index
   * @param weather the weather column
   * @return ticks, or {@link Points#PROHIBITED}
   */
  public int hexCost(long mask, int movementClass, int weather) {
    long m = effective(mask);
    int total = 0;
    for (long r = m; r != 0; r &= r - 1) {
      int v = cost[Long.numberOfTrailingZeros(r)][movementClass][weather];
      if (v == Points.PROHIBITED) {
        return Points.PROHIBITED;
      }
      total = combine == Combine.MAX ? Math.max(total, v) : total + v;
    }
    return Math.min(total, Points.MAX_TICKS);
  }

  /**
   * The terrain kind that closes a hex, for explanations.
   *
   * @param mask the hex's terrain bits
   * @param movementClass the class index
   * @param weather the weather column
   * @return the kind index, or -1 if none does
   */
  public int closingKind(long mask, int movementClass, int weather) {
    long m = effective(mask);
    for (long r = m; r != 0; r &= r - 1) {
      int k = Long.numberOfTrailingZeros(r);
      if (cost[k][movementClass][weather] == Points.PROHIBITED) {
        return k;
      }
    }
    return -1;
  }

  /** The kinds that count in a hex: the default if it has none, without replaced kinds. */
  private long effective(long mask) {
    long m = mask == 0 ? 1L << defaultKind : mask;
    long replaced = 0;
    for (long r = m; r != 0; r &= r - 1) {
      replaced |= replaces[Long.numberOfTrailingZeros(r)];
    }
    return m & ~replaced;
  }

  /**
   * The cheapest cost any kind has, for search bounds.
   *
   * @return ticks
   */
  public int minimumCost() {
    int min = Points.MAX_TICKS;
    for (int[][] k : cost) {
      for (int[] c : k) {
        for (int v : c) {
          if (v >= 0) {
            min = Math.min(min, v);
          }
        }
      }
    }
    return min;
  }
}
