package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;
import java.util.List;

/**
 * Lines (roads, railroads, trails): a step along a line, that is across a hexside the line
 * crosses, costs the line's rate for the unit's class instead of the terrain of the hex entered,
 * and the hexside kinds the line bridges (a road bridge over a river) do not count.
 *
 * <p>When several lines cross one hexside, the one of highest rank that has a rate for the class
 * is used (on equal ranks, the cheaper). A line without a rate for a class (a railroad for
 * cavalry) is ignored by that class.
 *
 * <p>{@link When} says when the rate applies: along any crossed hexside the line crosses; only
 * when the unit also leaves the hex along the line or a line connected to it ({@link
 * #connects(int)}), a move that ends in the hex keeping the rate; or only to moves made wholly
 * on lines, which the player declares by a mode that keeps to lines ({@link
 * ModeRule#linesOnly()}); in other modes the lines then give no rate and bridge nothing.
 */
public final class LineRule {
  /** When a line's rate applies. */
  public enum When {
    /** On every step across a hexside the line crosses. */
    ALONG_HEXSIDE,
    /** Only in a mode that keeps every step of the move on lines. */
    WHOLE_MOVE,
    /**
     * On a step across a hexside the line crosses, provided the unit leaves the hex it enters
     * along the line or a connected one, or ends its move there; a unit that leaves it any other
     * way pays the hex as if it had come in off the line (the hexsides the line bridges stay
     * bridged).
     */
    LEAVING_ALONG_LINE
  }

  private final RuleRef rule;
  private final When when;
  private final List<String> names;
  private final int[] sideKind;
  private final int[] rank;
  private final int[][] rate;
  private final long[] bridges;
  private final long[] connects;

  /**
   * A line rule.
   *
   * @param rule the rule cited for line movement
   * @param names the line names
   * @param sideKind per line, its hexside kind index in the map vocabulary
   * @param rank per line, its place in the hierarchy (higher wins)
   * @param rate {@code rate[line][class]}: ticks per step, or {@link Points#NONE}
   * @param bridges per line, the mask of hexside kinds it cancels
   * @throws InvalidInputException if a rate is negative or sizes differ
   */
  public LineRule(RuleRef rule, List<String> names, int[] sideKind, int[] rank, int[][] rate,
      long[] bridges) {
    this(rule, When.ALONG_HEXSIDE, names, sideKind, rank, rate, bridges);
  }

  /**
   * A line rule with a condition on when the rate applies.
   *
   * @param rule the rule cited for line movement
   * @param when when the rate applies
   * @param names the line names
   * @param sideKind per line, its hexside kind index in the map vocabulary
   * @param rank per line, its place in the hierarchy (higher wins)
   * @param rate {@code rate[line][class]}: ticks per step, or {@link Points#NONE}
   * @param bridges per line, the mask of hexside kinds it cancels
   * @throws InvalidInputException if a rate is negative or sizes differ
   */
  public LineRule(RuleRef rule, When when, List<String> names, int[] sideKind, int[] rank,
      int[][] rate, long[] bridges) {
    this(rule, when, names, sideKind, rank, rate, bridges, new long[names.size()]);
  }

  /**
   * A line rule with a condition on when the rate applies and lines connected to each other.
   *
   * @param rule the rule cited for line movement
   * @param when when the rate applies
   * @param names the line names
   * @param sideKind per line, its hexside kind index in the map vocabulary
   * @param rank per line, its place in the hierarchy (higher wins)
   * @param rate {@code rate[line][class]}: ticks per step, or {@link Points#NONE}
   * @param bridges per line, the mask of hexside kinds it cancels
   * @param connects per line, the mask of the hexside kinds of other lines it connects to (both
   *     ways: a line listed by another connects to it too); a line always connects to itself
   * @throws InvalidInputException if a rate is negative, sizes differ or a line connects to a
   *     kind that is not a line
   */
  public LineRule(RuleRef rule, When when, List<String> names, int[] sideKind, int[] rank,
      int[][] rate, long[] bridges, long[] connects) {
    this.rule = rule;
    this.when = java.util.Objects.requireNonNull(when, "when");
    this.names = List.copyOf(names);
    int n = names.size();
    if (sideKind.length != n || rank.length != n || rate.length != n || bridges.length != n) {
      throw new InvalidInputException("lines", "every line needs a kind, a rank, rates and"
          + " bridges");
    }
    this.sideKind = sideKind.clone();
    this.rank = rank.clone();
    this.rate = new int[n][];
    for (int i = 0; i < n; i++) {
      this.rate[i] = rate[i].clone();
      for (int v : rate[i]) {
        if (v != Points.NONE && (v < 0 || v > Points.MAX_TICKS)) {
          throw new InvalidInputException("lines." + names.get(i), "the rate " + v
              + " is negative or too large");
        }
      }
    }
    this.bridges = bridges.clone();
    if (connects.length != n) {
      throw new InvalidInputException("lines", "every line needs its connections");
    }
    long lines = 0;
    for (int k : sideKind) {
      lines |= 1L << k;
    }
    this.connects = new long[n];
    for (int i = 0; i < n; i++) {
      if ((connects[i] & ~lines) != 0) {
        throw new InvalidInputException("lines." + names.get(i) + ".connects", "a line connects"
            + " only to lines");
      }
      this.connects[i] |= connects[i] | 1L << sideKind[i];
      for (int j = 0; j < n; j++) {
        if ((connects[i] & 1L << sideKind[j]) != 0) {
          this.connects[j] |= 1L << sideKind[i];
        }
      }
    }
  }

  /**
   * A rule with no lines.
   *
   * @param rule the rule
   * @return the rule
   */
  public static LineRule none(RuleRef rule) {
    return new LineRule(rule, List.of(), new int[0], new int[0], new int[0][], new long[0]);
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
   * When the rate applies.
   *
   * @return the condition
   */
  public When when() {
    return when;
  }

  /**
   * The line names.
   *
   * @return the names
   */
  public List<String> names() {
    return names;
  }

  /**
   * The hexside kind of each line.
   *
   * @param line a line index
   * @return its hexside kind index
   */
  public int sideKind(int line) {
    return sideKind[line];
  }

  /**
   * The hexside kinds that are lines.
   *
   * @return a bit mask
   */
  public long lineMask() {
    long m = 0;
    for (int k : sideKind) {
      m |= 1L << k;
    }
    return m;
  }

  /**
   * The line a class moves along across a hexside.
   *
   * @param sideMask the hexside's kinds
   * @param movementClass the class index
   * @param allowed the mask of hexside kinds of the lines that may be used
   * @return the line index, or -1 if none applies
   */
  public int lineAcross(long sideMask, int movementClass, long allowed) {
    int best = -1;
    for (int i = 0; i < sideKind.length; i++) {
      long bit = 1L << sideKind[i];
      if ((sideMask & bit & allowed) == 0 || rate[i][movementClass] == Points.NONE) {
        continue;
      }
      if (best < 0 || rank[i] > rank[best]
          || rank[i] == rank[best] && rate[i][movementClass] < rate[best][movementClass]) {
        best = i;
      }
    }
    return best;
  }

  /**
   * A line's rate for a class.
   *
   * @param line the line
   * @param movementClass the class
   * @return ticks, or {@link Points#NONE}
   */
  public int rate(int line, int movementClass) {
    return rate[line][movementClass];
  }

  /**
   * The hexside kinds a line cancels.
   *
   * @param line the line
   * @return a bit mask
   */
  public long bridges(int line) {
    return bridges[line];
  }

  /**
   * The lines a line connects to, itself included: a unit that came in along the line keeps its
   * rate by leaving along any of them ({@link When#LEAVING_ALONG_LINE}).
   *
   * @param line the line
   * @return a mask of hexside kinds
   */
  public long connects(int line) {
    return connects[line];
  }

  /**
   * The cheapest rate of any line, for search bounds.
   *
   * @return ticks, or {@link Points#MAX_TICKS} if there is none
   */
  public int minimumRate() {
    int min = Points.MAX_TICKS;
    for (int[] r : rate) {
      for (int v : r) {
        if (v >= 0) {
          min = Math.min(min, v);
        }
      }
    }
    return min;
  }
}
