package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsRuleHeading;

/**
 * The reasons a transition is illegal or ends the move; {@code Transition.rule} holds the
 * ordinal. Some reasons are completed with the place in {@link EfsGraph#explain}.
 */
public enum StepReason {
  /** Unused code 0. */
  NONE(EfsRuleHeading.HEX_TO_HEX, "no reason"),
  /** Terrain closed to the mover (completed with the terrain and weather). */
  TERRAIN_CLOSED(EfsRuleHeading.TERRAIN, "the terrain is closed to this unit"),
  /** Hexside closed (completed with the hexside and weather). */
  HEXSIDE_CLOSED(EfsRuleHeading.TERRAIN, "the hexside cannot be crossed by this unit"),
  /** Artillery and unbridged major rivers. */
  ARTILLERY_MAJOR_RIVER(EfsRuleHeading.RAILROADS, "artillery crosses a major river only along a"
      + " railroad or over a bridge"),
  /** Super-heavy artillery off the roads it may use. */
  SUPER_HEAVY_ROAD(EfsRuleHeading.SUPER_HEAVY,
      "super-heavy artillery moves only along a main road or"
      + " the Motorway, or along a minor road in dry weather without lingering mud"),
  /** Leaving a road inside a hex whose terrain is closed (completed with the hex). */
  ROAD_EXIT(EfsRuleHeading.ROAD_EXIT, RoadExit.CLOSED_OFF_ROAD),
  /** A hex holding enemy units. */
  ENEMY_HEX(EfsRuleHeading.ENEMY_UNITS, NormalMovement.ENEMY_HEX),
  /** Straight from one enemy zone of control into another. */
  ZOC_TO_ZOC(EfsRuleHeading.ENEMY_ZOC, EnemyZoneOfControl.ZOC_TO_ZOC),
  /** Not enough points. */
  ALLOWANCE(EfsRuleHeading.ALLOWANCE, DearStep.NOT_ENOUGH_POINTS),
  /** Strategic movement off the road. */
  STRATEGIC_OFF_ROAD(EfsRuleHeading.STRATEGIC, StrategicMovement.OFF_ROAD),
  /** Strategic movement of super-heavy artillery on a minor road. */
  STRATEGIC_SUPER_HEAVY(EfsRuleHeading.SUPER_HEAVY, StrategicMovement.SUPER_HEAVY),
  /** Strategic movement into an enemy zone of control. */
  STRATEGIC_ZOC(EfsRuleHeading.STRATEGIC, StrategicMovement.ZOC),
  /** One Hex Movement in mud. */
  ONE_HEX_MUD(EfsRuleHeading.ONE_HEX, OneHexMovement.MUD),
  /** One Hex Movement from an enemy zone of control into another. */
  ONE_HEX_ZOC(EfsRuleHeading.ONE_HEX, OneHexMovement.ZOC),
  /** One Hex Movement across an unbridged major river outside the Regular phase. */
  ONE_HEX_MAJOR_RIVER(EfsRuleHeading.ONE_HEX, OneHexMovement.MAJOR_RIVER),
  /** One Hex Movement is the whole move. */
  ONE_HEX_DONE(EfsRuleHeading.ONE_HEX, OneHexMovement.DONE),
  /** Infiltration in mud. */
  INFILTRATION_MUD(EfsRuleHeading.INFILTRATION, InfiltrationMovement.MUD),
  /** Infiltration into a hex outside enemy zones of control. */
  INFILTRATION_NOT_ZOC(EfsRuleHeading.INFILTRATION, InfiltrationMovement.NOT_ZOC),
  /** Infiltration across an intact enemy fortified line. */
  INFILTRATION_FORT(EfsRuleHeading.INFILTRATION, InfiltrationMovement.FORT),
  /** Infiltration into an enemy strongpoint. */
  INFILTRATION_STRONGPOINT(EfsRuleHeading.INFILTRATION, InfiltrationMovement.STRONGPOINT),
  /** Infiltration across an unbridged major river. */
  INFILTRATION_MAJOR_RIVER(EfsRuleHeading.INFILTRATION, InfiltrationMovement.MAJOR_RIVER),
  /** Infiltration into or out of a major city. */
  INFILTRATION_MAJOR_CITY(EfsRuleHeading.INFILTRATION, InfiltrationMovement.MAJOR_CITY),
  /** Infiltration is the whole move. */
  INFILTRATION_DONE(EfsRuleHeading.INFILTRATION, InfiltrationMovement.DONE),
  /** Air transport to a hex that is no air terminal. */
  AIR_NOT_TERMINAL(EfsRuleHeading.AIR_TRANSPORT, AirTransport.NOT_TERMINAL),
  /** Air transport to a hex that is not friendly. */
  AIR_NOT_FRIENDLY(EfsRuleHeading.AIR_TRANSPORT, AirTransport.NOT_FRIENDLY),
  /** Air transport next to an enemy unit. */
  AIR_ENEMY_ADJACENT(EfsRuleHeading.AIR_TRANSPORT, AirTransport.ENEMY_ADJACENT),
  /** Air transport in an enemy zone of interdiction. */
  AIR_INTERDICTED(EfsRuleHeading.AIR_TRANSPORT, AirTransport.INTERDICTED),
  /** A town in mud without an engineer. */
  AIR_TOWN_MUD(EfsRuleHeading.AIR_TRANSPORT, AirTransport.TOWN_MUD),
  /** The other side's Air Ready box. */
  AIR_BOX_SIDE(EfsRuleHeading.AIR_TRANSPORT, AirTransport.BOX_SIDE),
  /** Air transport is the whole move. */
  AIR_DONE(EfsRuleHeading.AIR_TRANSPORT, AirTransport.DONE),
  /** Retreat longer than asked for (completed with the length). */
  RETREAT_LENGTH(EfsRuleHeading.RETREAT, Retreat.LENGTH),
  /** Super-heavy artillery retreating off the roads. */
  RETREAT_SUPER_HEAVY(EfsRuleHeading.SUPER_HEAVY_RETREAT, Retreat.SUPER_HEAVY),
  /** Overrun of an empty hex. */
  OVERRUN_NO_ENEMY(EfsRuleHeading.OVERRUN, Overrun.NO_ENEMY),
  /** Overrun outside the Regular and Motorized phases. */
  OVERRUN_PHASE(EfsRuleHeading.OVERRUN, Overrun.PHASE),
  /** Overrun by units that are not all motorized. */
  OVERRUN_NOT_MOTORIZED(EfsRuleHeading.OVERRUN, Overrun.NOT_MOTORIZED),
  /** Overrun by units that did not start the phase together. */
  OVERRUN_NOT_TOGETHER(EfsRuleHeading.OVERRUN, Overrun.NOT_TOGETHER),
  /** Overrun by units out of supply. */
  OVERRUN_OUT_OF_SUPPLY(EfsRuleHeading.OVERRUN, Overrun.OUT_OF_SUPPLY),
  /** Overrun from a hex in the zone of control of other enemy units. */
  OVERRUN_OTHER_ZOC(EfsRuleHeading.OVERRUN, Overrun.OTHER_ZOC),
  /** Overrun in the wrong weather. */
  OVERRUN_WEATHER(EfsRuleHeading.OVERRUN, Overrun.WEATHER),
  /** Overrun across a major river. */
  OVERRUN_MAJOR_RIVER(EfsRuleHeading.OVERRUN, Overrun.MAJOR_RIVER),
  /** Overrun across a lake hexside. */
  OVERRUN_LAKE(EfsRuleHeading.OVERRUN, Overrun.LAKE),
  /** Overrun into swamp outside frost. */
  OVERRUN_SWAMP(EfsRuleHeading.OVERRUN, Overrun.SWAMP),
  /** Overrun needing a motorized engineer. */
  OVERRUN_ENGINEER(EfsRuleHeading.OVERRUN, Overrun.ENGINEER),
  /** Overrun that costs more than the points left. */
  OVERRUN_ALLOWANCE(EfsRuleHeading.OVERRUN, Overrun.ALLOWANCE),
  /** A successful overrun ends the search's part of the order; what follows is judged from the
   * state after the overrun (see {@link OverrunContinuation}). */
  OVERRUN_CONTINUE(EfsRuleHeading.OVERRUN, Overrun.CONTINUE),
  /** A failed overrun ends the move. */
  OVERRUN_FAILED(EfsRuleHeading.OVERRUN, Overrun.FAILED),
  /** An overrun tried with One Hex Movement. */
  OVERRUN_ONE_HEX(EfsRuleHeading.OVERRUN, Overrun.ONE_HEX),
  /** An overrun tried in a mode other than normal movement (completed with the mode). */
  OVERRUN_MODE(EfsRuleHeading.OVERRUN, Overrun.MODE),
  /** Mode change outside the Engineering phase. */
  MODE_PHASE(EfsRuleHeading.SUPER_HEAVY_MODE, SuperHeavyMode.PHASE),
  /** Firing mode after moving. */
  MODE_MOVED(EfsRuleHeading.SUPER_HEAVY_MODE, SuperHeavyMode.MOVED),
  /** Already in that mode. */
  MODE_SAME(EfsRuleHeading.SUPER_HEAVY_MODE, SuperHeavyMode.SAME),
  /** A mode change is the whole action. */
  MODE_DONE(EfsRuleHeading.SUPER_HEAVY_MODE, SuperHeavyMode.DONE);

  final EfsRuleHeading rule;
  final String reason;

  StepReason(EfsRuleHeading rule, String reason) {
    this.rule = rule;
    this.reason = reason;
  }

  /**
   * The rule.
   *
   * @return the rule cited
   */
  public EfsRuleHeading rule() {
    return rule;
  }

  /**
   * The reason in plain words.
   *
   * @return one line
   */
  public String reason() {
    return reason;
  }
}
