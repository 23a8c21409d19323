package io.github.warpath.efs;

/**
 * Hex terrain of EFS maps. A hex may carry several features; its cost is the dearest of them,
 * except that a city or major city always costs what the chart gives for cities (half a point
 * by default, in every weather).
 */
public enum EfsTerrain {
  /** Open ground; the base cost of every hex. */
  CLEAR,
  /** Woods; put in mud by lingering mud, cheaper along a railroad. */
  WOODS,
  /** Swamp; closed to motorized units except along a railroad by default. */
  SWAMP,
  /** A town: no effect on movement by default; an air transport terminal. */
  TOWN,
  /** A city: extends every road and railroad that enters it. */
  CITY,
  /** A major city: like a city; infiltration may not enter or leave it. */
  MAJOR_CITY
}
