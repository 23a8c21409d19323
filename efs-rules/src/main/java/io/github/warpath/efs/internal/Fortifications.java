package io.github.warpath.efs.internal;

import io.github.warpath.map.HexMap;

/**
 * Fortified lines and strongpoints ({@code EFS fortifications}): crossing an intact fortified
 * hexside costs +1, entering a strongpoint +1, and both together +1, not +2. A destroyed stretch
 * of line (a {@code fortified-line-destroyed} marker) costs nothing.
 */
final class Fortifications {
  private Fortifications() {}

  /**
   * What an intact fortified line on the hexside costs a step.
   *
   * @param map the map
   * @param marks the board marks
   * @param sides the hexside price table ({@link StepTables#side})
   * @param info the hex weather flags
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return engine units, 0 if no intact line
   */
  static int lineCost(HexMap map, BoardMarks marks, int[] sides, int[] info, int from, int dir,
      int to) {
    if ((map.sideMask(from, dir) & StepTables.FORT) == 0
        || (marks.sideMark(from, dir) & BoardMarks.FORT_GONE) != 0) {
      return 0;
    }
    return Math.max(0, sides[ChartValues.FORTIFIED * ChartValues.WEATHERS
        + (info[to] & HexWeather.WEATHER)]);
  }

  /**
   * What a strongpoint adds beyond the fortified line of the hexside: together they cost what
   * the dearer of them costs.
   *
   * @param strongpointCost the strongpoint's price
   * @param lineCost the line's price on this step
   * @return engine units
   */
  static int strongpointSurcharge(int strongpointCost, int lineCost) {
    return Math.max(0, strongpointCost - lineCost);
  }
}
