package io.github.warpath.hexsystem;

import io.github.warpath.rules.Rule;

/**
 * Every rule the hexsystem rule set cites in a violation. The section is the number of the rule
 * text; the heading is the text's heading, followed after a colon by the name of the single rule
 * where a section holds several.
 */
public enum HexsystemRule implements Rule {
  /** Movers are ground units of the phasing side that have points to spend. */
  PHASING_GROUND_UNITS("3", "Operational Movement Phase: Phasing Ground Units"),
  /** A unit must be supplied when its move begins. */
  SUPPLIED_AT_START("3", "Operational Movement Phase: Supplied at the Start"),
  /** One unit moves at a time and completes its move before another starts. */
  ONE_UNIT_AT_A_TIME("3.1", "Movement: One Unit at a Time"),
  /** Entering an enemy zone of control ends the move unless it is negated. */
  ENEMY_ZONE_OF_CONTROL("3.1", "Movement: Enemy Zones of Control"),
  /** Terrain costs, and terrain ground units cannot cross. */
  TERRAIN_COSTS("3.1.1", "Hex-to-Hex Procedure: Terrain Costs"),
  /** A hex is entered only with enough movement points left. */
  SUFFICIENT_ALLOWANCE("3.1.1", "Hex-to-Hex Procedure: Sufficient Movement Allowance"),
  /** The first hex of a phase may cost more than the allowance; the move then ends. */
  MINIMUM_MOVE("3.1.1", "Hex-to-Hex Procedure: Minimum Move Exception"),
  /** Hex-to-hex movement goes to an adjacent hex. */
  ADJACENT_HEXES("3.1.1", "Hex-to-Hex Procedure: Adjacent Hexes"),
  /** Moving onto and off Beachhead markers. */
  BEACHHEAD("3.1.1", "Hex-to-Hex Procedure: Beachhead"),
  /** Marines crossing all-sea hexsides. */
  MARINE_UNITS("3.1.1", "Hex-to-Hex Procedure: Marine Units"),
  /** Soviet units entering and leaving the Eastern Europe Box. */
  EASTERN_EUROPE_BOX("3.1.1", "Hex-to-Hex Procedure: Eastern Europe Box"),
  /** Where port-to-port movement may begin and end, and that it ends the move. */
  PORT_TO_PORT("3.1.2", "Port-to-Port Procedure"),
  /** Debarking near an enemy Naval Base. */
  ENEMY_NAVAL_BASES("3.1.2", "Port-to-Port Procedure: Enemy Naval Bases"),
  /** A friendly Troop Convoy must be able to carry the unit. */
  TRANSPORT_CAPACITY("3.1.2", "Port-to-Port Procedure: Transport Capacity"),
  /** Which units a Troop Convoy may carry. */
  CONVOY_NATIONALITY("3.1.2", "Port-to-Port Procedure: Convoy Nationality"),
  /** A convoy that carried a unit goes to its zone's Used box (cited in warnings). */
  USED_CONVOYS("3.1.2", "Port-to-Port Procedure: Used Convoys"),
  /** Allied units moving between adjacent off-map boxes. */
  OFF_MAP_BOX_TO_OFF_MAP_BOX("3.1.3", "Off-Map Box to Off-Map Box"),
  /** One movement procedure per phase. */
  PROCEDURAL("3.1.4", "Movement Restrictions: Procedural Restriction"),
  /** Hexes holding enemy units are closed. */
  ENEMY_UNITS("3.1.4", "Movement Restrictions: Enemy Units"),
  /** Hexes holding enemy Beachhead markers are closed. */
  ENEMY_BEACHHEADS("3.1.4", "Movement Restrictions: Enemy Beachheads"),
  /** A unit cannot leave a Mud hex with an enemy zone of control. */
  MUD("3.1.4", "Movement Restrictions: Mud"),
  /** Moving into or out of a Storms or Snow hex with an enemy zone of control ends the move. */
  STORMS_AND_SNOW("3.1.4", "Movement Restrictions: Storms and Snow"),
  /** Areas closed by Policies, Truces and Failures (given as scenario data). */
  POLICIES_TRUCES_FAILURES("3.1.4", "Political Restrictions: Policies, Truces and Failures"),
  /** Pre-War units stay in their Home Country and Dependents. */
  PRE_WAR("3.1.4", "Political Restrictions: Pre-War"),
  /** Neutral Minor Countries are closed. */
  NEUTRAL_MINOR_COUNTRIES("3.1.4", "Political Restrictions: Neutral Minor Countries"),
  /** Quit India keeps Western units in India and Ceylon. */
  QUIT_INDIA("3.1.4", "Political Restrictions: Quit India"),
  /** Non-Japanese Axis units stay out of other Axis countries. */
  NON_JAPANESE_AXIS_UNITS("3.1.4", "Political Restrictions: Non-Japanese Axis Units"),
  /** Kwantung units stay in Japanese Dependents and never move port to port. */
  KWANTUNG_UNITS("3.1.4", "Political Restrictions: Kwantung Units"),
  /** Free Passage, Mobilizing or No Occupation in a minor's capital keeps its units home. */
  MINOR_COUNTRY_MARKERS("3.1.4",
      "Other Restrictions: Free Passage, Mobilizing and No Occupation"),
  /** Axis and Western units stay off the western edge of Russia. */
  WESTERN_EDGE_OF_RUSSIA("3.1.4", "Other Restrictions: Western Edge of Russia"),
  /** Soviet units stay out of Axis countries activated in the last Western War and Peace. */
  JUST_ACTIVATED_AXIS_COUNTRIES("3.1.4", "Other Restrictions: Just-Activated Axis Countries"),
  /** Allied units stay out of the off-map boxes of the TK map. */
  TK_MAP_BOXES("3.1.4", "Other Restrictions: TK Map Off-Map Boxes"),
  /** Which units may overrun, and which hexes. */
  OVERRUN_ELIGIBILITY("3.2", "Overruns: Eligible Units and Hexes"),
  /** The overrun unit is eliminated (cited in warnings). */
  OVERRUN_ELIMINATION("3.2", "Overruns: Elimination"),
  /** An overrun ignores only the zone of control of the unit it overruns. */
  OVERRUN_ZONES_OF_CONTROL("3.2", "Overruns: Zones of Control"),
  /** No overruns in the Reserve Movement Phase or during Exploitation. */
  OVERRUN_PHASE("3.2", "Overrun Restrictions: Reserve Movement and Exploitation"),
  /** No overrun where the defender would get a column shift. */
  OVERRUN_COLUMN_SHIFT("3.2", "Overrun Restrictions: Defender's Column Shift");

  private final String section;
  private final String heading;

  HexsystemRule(String section, String heading) {
    this.section = section;
    this.heading = heading;
  }

  @Override
  public String ruleSet() {
    return HexsystemRules.ID;
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
