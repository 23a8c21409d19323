package io.github.warpath.squad.internal;

import io.github.warpath.state.Unit;

/**
 * The stacking limits: two vehicles, AFVs or guns; or four infantry units; or one vehicle, AFV
 * or gun with two infantry units. Passengers of a transport do not count.
 */
public final class StackingLimits {
  /** The attribute naming the transport a unit rides in. */
  public static final String CARRIED_BY = "carried-by";

  private StackingLimits() {}

  /**
   * Whether a hex may hold these units.
   *
   * @param heavy vehicles, AFVs and guns (not counting passengers)
   * @param infantry infantry units (not counting passengers)
   * @return true within the limits
   */
  public static boolean withinLimits(int heavy, int infantry) {
    return heavy <= 2 && infantry == 0 || heavy <= 1 && infantry <= 2
        || heavy == 0 && infantry <= 4;
  }

  /**
   * Whether a unit rides in a transport (and so does not count).
   *
   * @param u the unit
   * @return true if it has a {@code carried-by} attribute
   */
  public static boolean carried(Unit u) {
    return u.attributes().containsKey(CARRIED_BY);
  }
}
