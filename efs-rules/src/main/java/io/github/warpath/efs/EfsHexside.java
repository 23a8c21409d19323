package io.github.warpath.efs;

/**
 * Hexside features of EFS maps. Roads and railroads are linear features: lay them along a
 * sequence of hexes with {@link io.github.warpath.map.HexMap.Builder#path}, and the hexsides
 * they cross carry the feature.
 */
public enum EfsHexside {
  /** A river: a crossing cost unless bridged; no effect in snow. */
  RIVER,
  /** A major river: a larger crossing cost unless bridged; +1 in snow. */
  MAJOR_RIVER,
  /** A lake or inland sea hexside. */
  LAKE,
  /** A fortified line built by the Axis. */
  AXIS_FORTIFIED_LINE,
  /** A fortified line built by the Soviets (the Stalin Line, say). */
  SOVIET_FORTIFIED_LINE,
  /** A minor road. */
  MINOR_ROAD,
  /** A main road. */
  MAIN_ROAD,
  /** The Minsk-Smolensk-Moscow Motorway. */
  MOTORWAY,
  /** A railroad (walked along, not rail movement). */
  RAILROAD
}
