package io.github.warpath.squad;

/**
 * Hexside features of squad-afv maps. Crossing a hexside adds the cost of each feature on it to
 * the cost of the hex entered, except {@link #ROAD}: a road crossing the hexside replaces the hex
 * and hexside costs with the road's own. Costs are chart data (keys {@code side.<feature>.<class>});
 * see {@link SquadAfvRules}.
 */
public enum SquadHexside {
  /** A road (or street, or bridge) running across the hexside. */
  ROAD,
  /** A stone wall along the hexside. */
  WALL,
  /** A hedge along the hexside. */
  HEDGE,
  /** A bocage hedgerow (earth bank with hedge) along the hexside. */
  BOCAGE,
  /** A stream along the hexside. */
  STREAM,
  /** A cliff or steep bank along the hexside. */
  CLIFF
}
