package io.github.warpath.hexsystem;

/**
 * Hexside features of hexsystem maps, including the linear features that cross a hexside.
 *
 * <p>A road, rail or connected strait on a hexside means the unit crossing it pays the
 * road/rail rate of the Terrain Key instead of the hex and hexside costs. Scenario spelling is
 * lower case with dashes: {@code major-river}, {@code connected-strait}.
 */
public enum SideFeature {
  /** A river: adds its chart cost to the hex entered. */
  RIVER,
  /** A major river: adds its chart cost to the hex entered. */
  MAJOR_RIVER,
  /** An all-sea hexside: closed to ground units except marines landing and beachheads. */
  ALL_SEA,
  /** A road crossing the hexside. */
  ROAD,
  /** A rail line crossing the hexside. */
  RAIL,
  /** A connected strait: crossed at the road/rail rate. */
  CONNECTED_STRAIT
}
