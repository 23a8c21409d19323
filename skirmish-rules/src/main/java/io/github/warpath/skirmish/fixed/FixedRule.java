package io.github.warpath.skirmish.fixed;

import io.github.warpath.rules.Rule;

/**
 * The rules of {@code miniatures-fixed} that a verdict can cite. The text has no section
 * numbers, so each rule has a stable name of our own and the text's heading.
 */
public enum FixedRule implements Rule {
  /** A model moves at most its rate: the basic rate on an Advance, double on a Run. */
  RATE("rate", "Advance and Run Moves"),
  /** After the move every model is within 1" of the rest of its unit. */
  FORMATION("formation", "Advance and Run Moves"),
  /** After the move every model is more than 1" from every other unit. */
  SPACING("spacing", "Advance and Run Moves"),
  /** Only infantry pass through friends, and only through friendly infantry and artillery. */
  INTERPENETRATION("interpenetration", "Interpenetration of Friendly Units"),
  /** No unit enters or crosses impassable terrain. */
  IMPASSABLE("terrain/impassable", "Terrain: Impassable"),
  /** Rough ground as the terrain table rates it for the troop type. */
  ROUGH_GROUND("terrain/rough-ground", "Terrain: Rough Ground"),
  /** Obstacles as the terrain table rates them for the troop type. */
  OBSTACLES("terrain/obstacles", "Terrain: Obstacles"),
  /** Buildings as the terrain table rates them for the troop type. */
  BUILDINGS("terrain/buildings", "Terrain: Buildings"),
  /** Roads: the doubled rate of a move wholly along a road. */
  ROADS("terrain/roads", "Terrain: Roads"),
  /** Any other entry of the terrain table (open ground overridden by a scenario). */
  TERRAIN_TABLE("terrain-table", "Terrain Table"),
  /** Moving onto the table from a point on its edge, with an Advance or Run and no assault. */
  MOVING_ON("moving-on", "Moving On or Off the Table: Moving On"),
  /** No voluntary move off the table; a unit allowed off leaves as soon as a model touches the
   * edge. */
  MOVING_OFF("moving-off", "Moving On or Off the Table: Moving Off");

  private final String section;
  private final String heading;

  FixedRule(String section, String heading) {
    this.section = section;
    this.heading = heading;
  }

  @Override
  public String ruleSet() {
    return MiniaturesFixedRules.ID;
  }

  @Override
  public String section() {
    return section;
  }

  @Override
  public String heading() {
    return heading;
  }
}
