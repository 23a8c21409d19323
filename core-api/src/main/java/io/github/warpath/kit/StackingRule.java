package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Stacking: how many stacking points of one side may be in a hex. Each class counts its points;
 * the movers and the friendly units already in a hex count together.
 *
 * <p>Where it is checked ({@link Check}) and what over-stacking does ({@link Overstack}):
 * <ul>
 *   <li>{@link Overstack#ILLEGAL} (checked at {@link Check#EVERY_HEX}): the movers may not enter
 *   a hex they would over-stack, so ranges, paths and checks agree;</li>
 *   <li>{@link Overstack#WARNING}: the move is legal, and the answer warns where the move ends
 *   over-stacked (and, at every hex, where it passes through an over-stacked hex);</li>
 *   <li>{@link Overstack#ELIMINATE}: as a warning, but naming the units eliminated where the move
 *   ends, lowest value first, until the hex is within the limit. Among units of equal value the
 *   movers go before the units already there, and later units of the state before earlier ones.
 *   A unit's value is its {@value #VALUE} attribute, else the value of its kind, else 0. The
 *   answer names them; removing them is left to the game, when the move is over.</li>
 * </ul>
 */
public final class StackingRule {
  /** The unit attribute that gives a unit's value for eliminations. */
  public static final String VALUE = "value";

  /** Where stacking is checked. */
  public enum Check {
    /** At every hex the movers enter, the end included. */
    EVERY_HEX,
    /** Only where the move ends. */
    END
  }

  /** What over-stacking does. */
  public enum Overstack {
    /** The move is illegal. */
    ILLEGAL,
    /** The move is legal with a warning. */
    WARNING,
    /** The move is legal; the warnings name the units eliminated, lowest value first. */
    ELIMINATE
  }

  private final RuleRef rule;
  private final int limit;
  private final int[] points;
  private final Overstack overstack;
  private final Check check;
  private final Map<String, Integer> values;

  /**
   * A stacking rule that is illegal at every hex, or a warning at the end of the move.
   *
   * @param rule the rule cited
   * @param limit the most points in one hex
   * @param points per class, the points a unit counts
   * @param illegal true if over-stacking makes the move illegal, false for a warning
   * @throws InvalidInputException if the limit or a point value is negative
   */
  public StackingRule(RuleRef rule, int limit, int[] points, boolean illegal) {
    this(rule, limit, points, illegal ? Overstack.ILLEGAL : Overstack.WARNING,
        illegal ? Check.EVERY_HEX : Check.END, Map.of());
  }

  /**
   * A stacking rule.
   *
   * @param rule the rule cited
   * @param limit the most points in one hex
   * @param points per class, the points a unit counts
   * @param overstack what over-stacking does
   * @param check where it is checked
   * @param values unit kind to value, for eliminations (kinds not named are worth 0)
   * @throws InvalidInputException if the limit, a point value or a value is negative, or if
   *     over-stacking is illegal at the end of the move only (the engine cannot let a unit pass
   *     through a hex it may not end in)
   */
  public StackingRule(RuleRef rule, int limit, int[] points, Overstack overstack, Check check,
      Map<String, Integer> values) {
    if (limit < 0) {
      throw new InvalidInputException("stacking.limit", "the limit must be 0 or more");
    }
    for (int p : points) {
      if (p < 0) {
        throw new InvalidInputException("stacking.points", "points must be 0 or more");
      }
    }
    for (Map.Entry<String, Integer> e : values.entrySet()) {
      if (e.getValue() < 0) {
        throw new InvalidInputException("stacking.values." + e.getKey(), "a value is 0 or"
            + " more");
      }
    }
    if (overstack == Overstack.ILLEGAL && check == Check.END) {
      throw new InvalidInputException("stacking.check", "over-stacking that is illegal only"
          + " where the move ends cannot be said yet: a range would hold hexes the move passes"
          + " through but may not end in; check it at every hex, or make it a warning");
    }
    this.rule = rule;
    this.limit = limit;
    this.points = points.clone();
    this.overstack = overstack;
    this.check = check;
    this.values = Map.copyOf(values);
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
   * The limit.
   *
   * @return points per hex
   */
  public int limit() {
    return limit;
  }

  /**
   * The points of a class.
   *
   * @param movementClass the class
   * @return points
   */
  public int points(int movementClass) {
    return points[movementClass];
  }

  /**
   * Whether over-stacking is illegal (rather than a warning).
   *
   * @return true if illegal
   */
  public boolean illegal() {
    return overstack == Overstack.ILLEGAL;
  }

  /**
   * What over-stacking does.
   *
   * @return the consequence
   */
  public Overstack overstack() {
    return overstack;
  }

  /**
   * Where stacking is checked.
   *
   * @return the check
   */
  public Check check() {
    return check;
  }

  /**
   * A unit's value for eliminations: its {@value #VALUE} attribute, else its kind's value.
   *
   * @param u the unit
   * @return the value, 0 or more
   * @throws InvalidInputException naming the attribute if it is not a whole number, 0 or more
   */
  public int value(Unit u) {
    String v = u.attributes().get(VALUE);
    if (v == null) {
      return values.getOrDefault(u.kind(), 0);
    }
    try {
      int n = Integer.parseInt(v.trim());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException("units." + u.id() + ".attributes." + VALUE, "expected a"
        + " whole number, 0 or more, got '" + v + "'");
  }

  /**
   * The warnings of a legal move: the over-stacked hexes it passed through (checked at every
   * hex), and where it ends over-stacked, one warning, or one per unit eliminated.
   *
   * @param kit the kit, for the classes of units
   * @param state the state before the move
   * @param movers the moving units
   * @param passed the hexes entered before the end, in order
   * @param end the hex where the move ends
   * @return the warnings, each citing this rule at its hex
   */
  List<Violation> consequences(RuleKit kit, GameState state, List<String> movers,
      List<Hex> passed, Hex end) {
    List<Violation> out = new ArrayList<>();
    HexMap map = state.hexMap();
    String side = state.unit(movers.get(0)).side();
    if (check == Check.EVERY_HEX) {
      for (Hex h : passed) {
        int total = total(kit, stack(state, movers, side, h));
        if (total > limit) {
          out.add(Violation.of(rule, "the move passes through a hex where the stack holds "
              + total + " stacking points, over the limit of " + limit)
              .withLocation(map.label(h)));
        }
      }
    }
    List<Unit> here = stack(state, movers, side, end);
    int total = total(kit, here);
    if (total <= limit) {
      return out;
    }
    if (overstack == Overstack.WARNING) {
      out.add(Violation.of(rule, "the move ends with " + total + " stacking points in the hex;"
          + " the limit is " + limit).withLocation(map.label(end)));
      return out;
    }
    while (total > limit) {
      Unit victim = null;
      int lowest = 0;
      for (Unit u : here) {
        int v = value(u);
        if (victim == null || v < lowest || v == lowest
            && (movers.contains(u.id()) || !movers.contains(victim.id()))) {
          victim = u;
          lowest = v;
        }
      }
      out.add(Violation.of(rule, "the move ends with " + total + " stacking points in the hex,"
          + " over the limit of " + limit + ": '" + victim.id() + "' (" + victim.kind()
          + ", value " + lowest + "), the lowest in value, is eliminated")
          .withLocation(map.label(end)));
      here.remove(victim);
      total = total(kit, here);
    }
    return out;
  }

  /** The movers and the friendly units in a hex, in the order of the state. */
  private static List<Unit> stack(GameState state, List<String> movers, String side, Hex hex) {
    List<Unit> out = new ArrayList<>();
    for (Unit u : state.units()) {
      if (movers.contains(u.id()) || u.side().equals(side) && hex.equals(u.hexOrNull())) {
        out.add(u);
      }
    }
    return out;
  }

  private int total(RuleKit kit, List<Unit> units) {
    int sum = 0;
    for (Unit u : units) {
      sum += points[KitRuleSet.classOf(kit, u)];
    }
    return sum;
  }
}
