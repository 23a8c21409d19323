package io.github.warpath.squad;

import io.github.warpath.rules.Rule;

/**
 * The rules of squad-afv that a verdict can cite. The text has headings but no numbers, so a
 * rule's section is its heading, or the heading followed by a finer name where one heading holds
 * several rules ({@code "Infantry Movement Rates: leader pinned or eliminated"}). The untitled
 * opening paragraph of the text is cited as {@code "Moving"}. {@link #heading()} equals the
 * section, so a violation prints its rule once; {@link #textHeading()} gives the heading of the
 * text alone.
 */
public enum SquadRule implements Rule {
  /** Units move from hex to adjacent hex, one at a time. */
  MOVING("Moving", "Moving"),
  /** Entering a hex spends points; a unit stops when they run out. */
  MOVING_POINTS("Moving: movement points", "Moving"),
  /** A stack starts together, moves together and ends together, within the stacking limits. */
  MOVING_STACK("Moving: stacks", "Moving"),
  /** A unit's move is finished before another starts: a unit moves once. */
  MOVING_ONCE("Moving: one move per unit", "Moving"),
  /** A unit that cannot move (pinned, or without points) does not move at all. */
  MOVING_UNABLE("Moving: units unable to move", "Moving"),
  /** Hex terrain a unit's movement class may not enter. */
  TERRAIN_HEX("Terrain Effects on Movement: hex terrain", "Terrain Effects on Movement"),
  /** Hexside features a unit's movement class may not cross. */
  TERRAIN_HEXSIDE("Terrain Effects on Movement: hexside features",
      "Terrain Effects on Movement"),
  /** Leaders, squads and half squads move at the text's rates, squads faster with a leader. */
  INFANTRY_RATES("Infantry Movement Rates", "Infantry Movement Rates"),
  /** The leader is pinned or eliminated during the move: the others lose the bonus. */
  LEADER_LOST("Infantry Movement Rates: leader pinned or eliminated",
      "Infantry Movement Rates"),
  /** Vehicles, AFVs and guns move at their counter's rate. */
  VEHICLE_RATES("Vehicle, AFV, and Gun Movement Rates", "Vehicle, AFV, and Gun Movement Rates"),
  /** A gun of one point moves a single hex whatever the terrain. */
  GUN_ONE_HEX("Vehicle, AFV, and Gun Movement Rates: one-point guns",
      "Vehicle, AFV, and Gun Movement Rates"),
  /** Infantry assault movement: half the points, +1 cover. */
  ASSAULT("Infantry Assault Movement", "Infantry Assault Movement"),
  /** One turn per hex, the first hexside free. */
  TURNING("Vehicles and Turning", "Vehicles and Turning"),
  /** Reverse: rear first, at triple cost. */
  REVERSE("Vehicle Reverse Movement", "Vehicle Reverse Movement"),
  /** One hex is always possible. */
  MINIMUM_MOVE("Minimum Move", "Minimum Move"),
  /** Friendly hexes may be crossed; over-stacking at the end eliminates units. */
  FRIENDLY_HEXES("Friendly Hexes", "Friendly Hexes"),
  /** Enemy hexes are closed except to a close assault. */
  ENEMY_HEXES("Enemy Hexes", "Enemy Hexes"),
  /** A close assault enters the enemy hex and ends the move there. */
  CLOSE_ASSAULT("Enemy Hexes: close assault", "Enemy Hexes"),
  /** How many units a hex may hold. */
  STACKING("Stacking Limits", "Stacking Limits");

  /** The id of the rule set these rules belong to. */
  public static final String RULE_SET = "squad-afv";

  private final String section;
  private final String textHeading;

  SquadRule(String section, String textHeading) {
    this.section = section;
    this.textHeading = textHeading;
  }

  @Override
  public String ruleSet() {
    return RULE_SET;
  }

  @Override
  public String section() {
    return section;
  }

  @Override
  public String heading() {
    return section;
  }

  /**
   * The heading of the text this rule comes under.
   *
   * @return e.g. {@code "Infantry Movement Rates"}
   */
  public String textHeading() {
    return textHeading;
  }
}
