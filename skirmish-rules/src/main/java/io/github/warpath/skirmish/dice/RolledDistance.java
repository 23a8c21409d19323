package io.github.warpath.skirmish.dice;

/**
 * How far a roll takes a unit: the distance with the dice as terrain, gun weight and Shock leave
 * them ({@code full}, used when no obstacle is crossed, and to move up to an obstacle that cannot
 * be crossed), and the distance when obstacles, doors or windows are crossed ({@code crossing},
 * after their discards). Whole inches, never negative.
 *
 * @param full inches without crossing
 * @param crossing inches when crossing
 * @param working how the numbers came about, e.g. {@code "3+5, medium obstacle: 3"}
 */
public record RolledDistance(int full, int crossing, String working) {

  @Override
  public String toString() {
    return full + "\" (" + crossing + "\" crossing): " + working;
  }
}
