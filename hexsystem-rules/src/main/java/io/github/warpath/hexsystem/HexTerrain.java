package io.github.warpath.hexsystem;

/**
 * Hex features of hexsystem maps. A hex may carry several (a clear hex with a city, a port and a
 * fortress); entering it costs the most expensive of its terrains on the Terrain Effects Chart,
 * and features without a chart cost (ports, fortresses) change nothing about the cost.
 *
 * <p>Scenario spelling is lower case with dashes: {@code open-port}, {@code all-sea}.
 */
public enum HexTerrain {
  /** Open ground; also the cost of a hex with no costed terrain. */
  CLEAR,
  /** Rough ground. */
  ROUGH,
  /** Forest. */
  FOREST,
  /** Jungle. */
  JUNGLE,
  /** Swamp. */
  SWAMP,
  /** Mountains. */
  MOUNTAIN,
  /** Desert. */
  DESERT,
  /** A city. */
  CITY,
  /** A fortress: gives the defender a column shift, so it stops overruns. */
  FORTRESS,
  /** A port: ground units may embark here for port-to-port movement. */
  PORT,
  /** An Open Port: a port where units may also debark (implies {@link #PORT}). */
  OPEN_PORT,
  /** An all-sea hex: ground units enter it only onto a friendly Beachhead marker. */
  ALL_SEA
}
