package io.github.warpath.squad;

/**
 * The hex terrain of squad-afv maps. A hex may hold several features; entering it costs the most
 * expensive of them, and a hex without features is {@link #CLEAR}. What each costs, per movement
 * class, is chart data (keys {@code hex.<terrain>.<class>}); see {@link SquadAfvRules}.
 */
public enum SquadTerrain {
  /** Open ground. */
  CLEAR,
  /** Crops, tall grass. */
  FIELD,
  /** Scrub and brush. */
  BRUSH,
  /** Orchards and plantations. */
  ORCHARD,
  /** Woods and forest. */
  WOODS,
  /** Broken, rocky ground. */
  ROUGH,
  /** Ruined buildings. */
  RUBBLE,
  /** Standing buildings. */
  BUILDING,
  /** Marsh and swamp. */
  MARSH,
  /** Deep water. */
  WATER
}
