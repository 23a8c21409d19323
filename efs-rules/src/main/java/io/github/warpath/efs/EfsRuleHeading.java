package io.github.warpath.efs;

import io.github.warpath.rules.Rule;

/**
 * The rule pieces of the East Front Series movement rules that a verdict can cite. The text is a
 * player's guide without section numbers, so each piece has a stable name of our own (the
 * {@link #section()}, e.g. {@code EFS road exit}) and the heading it comes under.
 */
public enum EfsRuleHeading implements Rule {
  /** Which colour code moves how. */
  MOVEMENT_CLASSES("EFS movement classes", "Movement rate color codes"),
  /** Who moves in the Regular, Motorized and Reaction Movement phases. */
  MOVEMENT_PHASES("EFS movement phases", "Movement phases"),
  /** The asymmetric sequence of play, and Soviet HQ activation in the Motorized phase. */
  SEQUENCE_OF_PLAY("EFS sequence of play", "Asymmetric sequence of play"),
  /** Reaction movement: motorized, not in an enemy ZOC, Soviets near an operating HQ. */
  REACTION("EFS reaction movement", "Reaction Movement"),
  /** Out of supply units lose two movement points. */
  OUT_OF_SUPPLY("EFS out of supply", "Out of supply"),
  /** Super-heavy artillery moves only along roads. */
  SUPER_HEAVY("EFS super-heavy artillery", "Super-heavy artillery"),
  /** Super-heavy artillery changes mode in the Engineering phase only. */
  SUPER_HEAVY_MODE("EFS super-heavy mode", "Super-heavy artillery: move and firing mode"),
  /** Super-heavy artillery retreats only on its mobile side and along roads. */
  SUPER_HEAVY_RETREAT("EFS super-heavy retreat", "Super-heavy artillery: retreats"),
  /** Soviet cavalry: half allowance in the Motorized phase, no supply penalty. */
  SOVIET_CAVALRY("EFS Soviet cavalry", "Soviet cavalry"),
  /** The road benefit needs entering and leaving a hex along connected roads. */
  ROAD_EXIT("EFS road exit", "Exiting a Road"),
  /** Minor roads in mud give motorized units no benefit except through woods. */
  MINOR_ROADS_IN_MUD("EFS minor roads in mud", "Minor Roads in Mud"),
  /** Who may use the road rate of the Motorway. */
  MOTORWAY("EFS motorway", "Minsk-Smolensk-Moscow Motorway"),
  /** Walking along a railroad: woods, rivers, swamps, artillery and major rivers. */
  RAILROADS("EFS railroads as roads", "How Railroads are sometimes treated like a road"),
  /** Bridge units and the permanent bridges of roads and railroads. */
  BRIDGES("EFS bridges", "Bridges"),
  /** One Hex Movement. */
  ONE_HEX("EFS one hex movement", "One Hex Movement"),
  /** Infiltration Movement. */
  INFILTRATION("EFS infiltration", "Infiltration Movement"),
  /** Air transport. */
  AIR_TRANSPORT("EFS air transport", "Air Transport"),
  /** Overruns as part of movement. */
  OVERRUN("EFS overrun", "Overrun"),
  /** Enemy zones of control: +1 to enter, never directly from one into another. */
  ENEMY_ZOC("EFS enemy ZOC", "Enemy zones of control"),
  /** Snow: rivers have no effect, major rivers cost +1. */
  SNOW("EFS snow", "Snow and rivers"),
  /** Lingering mud puts woods hexes in mud. */
  LINGERING_MUD("EFS lingering mud", "Lingering Mud"),
  /** Cities and major cities: half a point, extensions of roads and railroads. */
  CITIES("EFS cities", "Cities and major cities"),
  /** Fortified hexsides and strongpoints: +1, not +2 together. */
  FORTIFICATIONS("EFS fortifications", "Fortified lines and strongpoints"),
  /** Footnote (a): +1 for motorized units except Soviet armor. */
  FOOTNOTE_A("EFS footnote a", "Footnote (a)"),
  /** Terrain a unit may not enter or cross. */
  TERRAIN("EFS terrain effects", "Terrain Effects Chart"),
  /** A step costs more than the points left. */
  ALLOWANCE("EFS movement allowance", "Movement points"),
  /** Hexes holding enemy units. */
  ENEMY_UNITS("EFS enemy units", "Enemy-occupied hexes"),
  /** Strategic movement along roads. */
  STRATEGIC("EFS strategic movement", "Strategic movement"),
  /** Units move from a hex to an adjacent hex. */
  HEX_TO_HEX("EFS hex to hex", "Hex-to-hex movement"),
  /** Retreats counted in hexes. */
  RETREAT("EFS retreat", "Retreats");

  private final String section;
  private final String heading;

  EfsRuleHeading(String section, String heading) {
    this.section = section;
    this.heading = heading;
  }

  @Override
  public String ruleSet() {
    return EfsRules.ID;
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
