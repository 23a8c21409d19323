package io.github.warpath.skirmish.dice;

import io.github.warpath.rules.Rule;

/** The rules of {@code miniatures-dice} that a verdict can cite, by the text's sections. */
public enum DiceRule implements Rule {
  /** What a move is for: units on foot (vehicles move under other rules). */
  SCOPE("10", "Infantry Movement"),
  /** Change facing, the Tactical stance, and the indicated point and route of a move. */
  ACTIVATION("10.1", "Infantry Movement"),
  /** Normal, Tactical, At the Double and move and fire; one roll per Section. */
  RATES("10.1.1", "Rates of Movement"),
  /** Open, broken, rough ground and heavy going. */
  TERRAIN("10.1.2", "Terrain and Movement"),
  /** Minor, medium and major obstacles; streams. */
  OBSTACLES("10.1.2.1", "Crossing Obstacles"),
  /** The slowest terrain the move enters governs all of it. */
  VARYING_TERRAIN("10.1.2.2", "Movement in varying Terrain"),
  /** Shock shortens a move. */
  SHOCK("10.1.3", "Shock & Movement"),
  /** Doors, windows, floors and wheeled support weapons in buildings. */
  BUILDINGS("10.1.4", "Movement in Buildings"),
  /** Embarking on and disembarking from vehicles. */
  EMBARKING("10.1.5", "Infantry Embarking and Disembarking"),
  /** Junior and Senior Leaders. */
  LEADERS("10.2", "Leaders Moving"),
  /** Tripod machine guns, guns, flamethrowers. */
  LIMITED_WEAPONS("10.3", "Weapons with Limited Movement"),
  /** Unlimbering support weapons from a vehicle. */
  UNLIMBERING("10.3.1", "Support Weapons Unlimbering"),
  /** Blocking and capturing an enemy Jump-Off Point. */
  JUMP_OFF("10.4", "Capturing a Jump-Off Point"),
  /** No voluntary exit from the table; units forced off are lost. */
  LEAVING("10.5", "Infantry Units Leaving the Table");

  private final String section;
  private final String heading;

  DiceRule(String section, String heading) {
    this.section = section;
    this.heading = heading;
  }

  @Override
  public String ruleSet() {
    return MiniaturesDiceRules.ID;
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
