package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Retreats ({@code EFS retreat}), counted in hexes (option {@code hexes}, default 2), across
 * what normal movement may cross and never into enemy units; super-heavy artillery retreats only
 * along the roads it may use ({@code EFS super-heavy retreat}). A retreat given in several
 * orders goes on with the hexes left.
 */
final class Retreat {
  /** The reason: retreat longer than asked for (completed with the length). */
  static final String LENGTH = "the retreat is longer than its length in hexes";
  /** The reason: super-heavy artillery retreating off the roads. */
  static final String SUPER_HEAVY = "super-heavy artillery retreats only along a main road or the"
      + " Motorway (a minor road in dry weather without lingering mud); otherwise it is destroyed";
  static final String FIRING = "on its firing side super-heavy artillery cannot retreat; it is"
      + " destroyed instead";
  private Retreat() {}

  /**
   * The retreat length a query asks for.
   *
   * @param query the query
   * @return hexes, 1 to 100
   * @throws InvalidInputException naming the option if it is not such a number
   */
  static int length(MoveQuery query) {
    String h = query.option(EfsVocabulary.OPTION_HEXES, "2");
    int n;
    try {
      n = Integer.parseInt(h.trim());
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (n < 1 || n > 100) {
      throw new InvalidInputException("options." + EfsVocabulary.OPTION_HEXES,
          "expected a retreat length from 1 to 100 hexes, got '" + h + "'");
    }
    return n;
  }

  /**
   * A retreat step: one hex, whatever the terrain costs.
   *
   * @param pricing the step pricing
   * @param marks the board marks
   * @param allowance the hexes left, in engine units
   * @param node the node left
   * @param spent engine units spent before
   * @param dir the direction
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  static int step(StepPricing pricing, BoardMarks marks, int allowance, int node, int spent,
      int dir, Transition out) {
    final HexMap map = pricing.map;
    final int from = node;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return MoveGraph.NONE;
    }
    out.to = to;
    out.cost = ChartValues.TICKS;
    final int tf = marks.hex.get(to);
    int c = pricing.base(from, 0, dir, to, tf);
    if (c < 0) {
      int why = ~c;
      out.rule = why == StepReason.SUPER_HEAVY_ROAD.ordinal()
          ? StepReason.RETREAT_SUPER_HEAVY.ordinal() : why;
      return MoveGraph.ILLEGAL;
    }
    if ((tf & BoardMarks.ENEMY) != 0) {
      out.rule = StepReason.ENEMY_HEX.ordinal();
      return MoveGraph.ILLEGAL;
    }
    if (ChartValues.TICKS > allowance - spent) {
      out.rule = StepReason.RETREAT_LENGTH.ordinal();
      return MoveGraph.ILLEGAL;
    }
    return MoveGraph.LEGAL;
  }

  /**
   * Why a retreat is too long, with the numbers.
   *
   * @param q the query profile
   * @return the reason
   */
  static String tooLong(QueryProfile q) {
    return "the retreat is " + q.retreatHexes + " hexes long" + (q.retreatedBefore == 0 ? ""
        : ", and the unit retreated " + q.retreatedBefore + " of them in an earlier order");
  }
}
