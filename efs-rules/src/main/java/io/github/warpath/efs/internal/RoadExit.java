package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsRuleHeading;

/**
 * Exiting a Road ({@code EFS road exit}): a unit pays the road rate of a hex only if it enters
 * and leaves the hex along connected roads (or along the railroad it came in on); a unit that
 * ends its move on the road keeps the benefit. Cities are extensions of every road.
 *
 * <p>In the search each hex has eight states (the road class and railroad the unit entered
 * along): entering charges the cheapest price valid for that state, and the step that leaves the
 * hex off the road pays the difference to what remains valid. This class computes that
 * surcharge, memoized for the node being expanded and the price table it was computed from (the
 * table fixes the weather too), so the search asks it once per node and a later query on other
 * tables never reads the memo of an earlier one.
 */
final class RoadExit {
  /** The reason when leaving the road would price the hex at terrain closed to the unit. */
  static final String CLOSED_OFF_ROAD = "leaving the road here would price the hex at its own"
      + " terrain, which this unit may not enter";
  /** The rule. */
  static final EfsRuleHeading RULE = EfsRuleHeading.ROAD_EXIT;

  private final int[] memo = new int[4];
  private int memoNode = -1;
  private int[] memoTab;

  /**
   * What leaving a hex adds: the hex was charged its cheapest price given how the unit entered
   * it; if the unit now leaves off the road (and any road connected to it) or off the railroad
   * it entered along, and the hex is no city, the price becomes the cheapest that remains valid.
   *
   * @param tab the hex price table ({@link StepTables#tab})
   * @param info the hex weather flags
   * @param from the hex left
   * @param s the search state of the node left
   * @param v the step value of the step leaving the hex (its road and railroad bits)
   * @return the surcharge, or -1 if what remains is "prohibited"
   */
  int surcharge(int[] tab, int[] info, int from, int s, int v) {
    if ((from << 3 | s) != memoNode || tab != memoTab) {
      remember(tab, info, from, s);
    }
    return memo[(v >> 3) & 3];
  }

  /**
   * Computes the surcharges of a node into the memo unless it holds them already, so that the
   * steps out of the node find them there (the search prepares each node once, before its
   * steps, which then stay small).
   *
   * @param tab the hex price table ({@link StepTables#tab})
   * @param info the hex weather flags
   * @param from the hex left
   * @param s the search state of the node left
   */
  void prepare(int[] tab, int[] info, int from, int s) {
    final int node = from << 3 | s;
    if (node != memoNode || tab != memoTab) {
      surcharges(tab, info, from, s, memo);
      memoNode = node;
      memoTab = tab;
    }
  }

  /**
   * Fills the memo for a node that was not prepared. The same as {@link #prepare}, kept apart:
   * the compiler counts calls per place in the code, and here, unlike there, computing the
   * surcharges is rare, so the step that reads them stays small enough to inline.
   */
  private void remember(int[] tab, int[] info, int from, int s) {
    surcharges(tab, info, from, s, memo);
    memoNode = from << 3 | s;
    memoTab = tab;
  }

  /**
   * The four surcharges of a node, by whether the hexside left by continues a road (bit 0) and
   * whether it continues the railroad (bit 1); -1 where the remaining price is "prohibited".
   *
   * @param tab the hex price table
   * @param info the hex weather flags
   * @param from the hex
   * @param s the search state
   * @param out four surcharges
   */
  static void surcharges(int[] tab, int[] info, int from, int s, int[] out) {
    final int fb = from * StepTables.STRIDE;
    final boolean city = (info[from] & HexWeather.CITY) != 0;
    final int terrain = tab[fb];
    final int road = (s & 3) != 0 ? tab[fb + 1 + (s & 3)] : -1;
    final int rail = (s & 4) != 0 ? tab[fb + 1] : -1;
    final int charged = minP(minP(terrain, road), rail);
    for (int k = 0; k < 4; k++) {
      int valid = terrain;
      if (city || (k & 1) != 0) {
        valid = minP(valid, road);
      }
      if (city || (k & 2) != 0) {
        valid = minP(valid, rail);
      }
      out[k] = valid < 0 ? -1 : valid - charged;
    }
  }

  /**
   * The price a hex was charged given how the unit entered it.
   *
   * @param tab the hex price table
   * @param from the hex
   * @param s the search state of the node
   * @return the price in engine units
   */
  static int priceCharged(int[] tab, int from, int s) {
    final int fb = from * StepTables.STRIDE;
    final int road = (s & 3) != 0 ? tab[fb + 1 + (s & 3)] : -1;
    final int rail = (s & 4) != 0 ? tab[fb + 1] : -1;
    return minP(minP(tab[fb], road), rail);
  }

  /**
   * Why a step that leaves the road is closed, with the place.
   *
   * @param label the hex left
   * @param terrain the hex's terrain and weather, in words
   * @return the reason
   */
  static String closedOffRoad(String label, String terrain) {
    return "the unit came into " + label + " along a road or railroad, and " + terrain
        + " is closed to it off the road; it may go on along the road, or stop and leave next"
        + " phase";
  }

  /** The smaller of two prices, where a negative price means "prohibited". */
  private static int minP(int a, int b) {
    return b >= 0 && (a < 0 || b < a) ? b : a;
  }
}
