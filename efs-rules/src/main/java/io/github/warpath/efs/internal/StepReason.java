package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsRule;

/**
 * The reasons a transition is illegal or ends the move; {@code Transition.rule} holds the
 * ordinal. Some reasons are completed with the place in {@link EfsGraph#explain}.
 */
public enum StepReason {
  /** Unused code 0. */
  NONE(EfsRule.HEX_TO_HEX, "no reason"),
  /** Terrain closed to the mover (completed with the terrain and weather). */
  TERRAIN_CLOSED(EfsRule.TERRAIN, "the terrain is closed to this unit"),
  /** Hexside closed (completed with the hexside and weather). */
  HEXSIDE_CLOSED(EfsRule.TERRAIN, "the hexside cannot be crossed by this unit"),
  /** Artillery and unbridged major rivers. */
  ARTILLERY_MAJOR_RIVER(EfsRule.RAILROADS, "artillery crosses a major river only along a"
      + " railroad or over a bridge"),
  /** Super-heavy artillery off the roads it may use. */
  SUPER_HEAVY_ROAD(EfsRule.SUPER_HEAVY, "super-heavy artillery moves only along a main road or"
      + " the Motorway, or along a minor road in dry weather without lingering mud"),
  /** Leaving a road inside a hex whose terrain is closed (completed with the hex). */
  ROAD_EXIT(EfsRule.ROAD_EXIT, "leaving the road here would price the hex at its own terrain,"
      + " which this unit may not enter"),
  /** A hex holding enemy units. */
  ENEMY_HEX(EfsRule.ENEMY_UNITS, "the hex holds enemy units; only an overrun enters it"),
  /** Straight from one enemy zone of control into another. */
  ZOC_TO_ZOC(EfsRule.ENEMY_ZOC, "a unit may not move straight from one enemy zone of control"
      + " into another (yellow units may infiltrate)"),
  /** Not enough points. */
  ALLOWANCE(EfsRule.ALLOWANCE, "not enough movement points left"),
  /** Strategic movement off the road. */
  STRATEGIC_OFF_ROAD(EfsRule.STRATEGIC, "strategic movement stays on roads"),
  /** Strategic movement of super-heavy artillery on a minor road. */
  STRATEGIC_SUPER_HEAVY(EfsRule.SUPER_HEAVY, "super-heavy artillery moves strategically only"
      + " along a main road or the Motorway"),
  /** Strategic movement into an enemy zone of control. */
  STRATEGIC_ZOC(EfsRule.STRATEGIC, "strategic movement may not enter an enemy zone of control"),
  /** One Hex Movement in mud. */
  ONE_HEX_MUD(EfsRule.ONE_HEX, "no One Hex Movement in mud, nor in woods during lingering mud"),
  /** One Hex Movement from an enemy zone of control into another. */
  ONE_HEX_ZOC(EfsRule.ONE_HEX, "One Hex Movement may not go from one enemy zone of control into"
      + " another"),
  /** One Hex Movement across an unbridged major river outside the Regular phase. */
  ONE_HEX_MAJOR_RIVER(EfsRule.ONE_HEX, "One Hex Movement crosses an unbridged major river only"
      + " in the Regular Movement phase"),
  /** One Hex Movement is the whole move. */
  ONE_HEX_DONE(EfsRule.ONE_HEX, "One Hex Movement is the whole move"),
  /** Infiltration in mud. */
  INFILTRATION_MUD(EfsRule.INFILTRATION, "no infiltration in mud, nor in woods during lingering"
      + " mud"),
  /** Infiltration into a hex outside enemy zones of control. */
  INFILTRATION_NOT_ZOC(EfsRule.INFILTRATION, "infiltration moves into an adjacent enemy zone of"
      + " control; anywhere else, use normal movement"),
  /** Infiltration across an intact enemy fortified line. */
  INFILTRATION_FORT(EfsRule.INFILTRATION, "infiltration may not cross an intact enemy fortified"
      + " line"),
  /** Infiltration into an enemy strongpoint. */
  INFILTRATION_STRONGPOINT(EfsRule.INFILTRATION, "infiltration may not enter an enemy"
      + " strongpoint"),
  /** Infiltration across an unbridged major river. */
  INFILTRATION_MAJOR_RIVER(EfsRule.INFILTRATION, "infiltration may not cross an unbridged major"
      + " river"),
  /** Infiltration into or out of a major city. */
  INFILTRATION_MAJOR_CITY(EfsRule.INFILTRATION, "infiltration may not enter or leave a major"
      + " city"),
  /** Infiltration is the whole move. */
  INFILTRATION_DONE(EfsRule.INFILTRATION, "infiltration uses up every movement point of the"
      + " unit or stack"),
  /** Air transport to a hex that is no air terminal. */
  AIR_NOT_TERMINAL(EfsRule.AIR_TRANSPORT, "air transport ends on a town, city or major city, or"
      + " in an Air Ready box"),
  /** Air transport to a hex that is not friendly. */
  AIR_NOT_FRIENDLY(EfsRule.AIR_TRANSPORT, "air transport ends on a friendly hex (one held by a"
      + " friendly unit, or marked or mapped as friendly)"),
  /** Air transport next to an enemy unit. */
  AIR_ENEMY_ADJACENT(EfsRule.AIR_TRANSPORT, "air transport may not end next to an enemy unit"),
  /** Air transport in an enemy zone of interdiction. */
  AIR_INTERDICTED(EfsRule.AIR_TRANSPORT, "air transport may not end in an enemy zone of"
      + " interdiction"),
  /** A town in mud without an engineer. */
  AIR_TOWN_MUD(EfsRule.AIR_TRANSPORT, "in mud a town serves air transport only with an"
      + " engineer in the hex"),
  /** The other side's Air Ready box. */
  AIR_BOX_SIDE(EfsRule.AIR_TRANSPORT, "that Air Ready box belongs to the other side"),
  /** Air transport is the whole move. */
  AIR_DONE(EfsRule.AIR_TRANSPORT, "air transport is the whole move"),
  /** Retreat longer than asked for (completed with the length). */
  RETREAT_LENGTH(EfsRule.RETREAT, "the retreat is longer than its length in hexes"),
  /** Super-heavy artillery retreating off the roads. */
  RETREAT_SUPER_HEAVY(EfsRule.SUPER_HEAVY_RETREAT, "super-heavy artillery retreats only along a"
      + " main road or the Motorway (a minor road in dry weather without lingering mud);"
      + " otherwise it is destroyed"),
  /** Overrun of an empty hex. */
  OVERRUN_NO_ENEMY(EfsRule.OVERRUN, "there is no enemy unit in that hex to overrun"),
  /** Overrun outside the Regular and Motorized phases. */
  OVERRUN_PHASE(EfsRule.OVERRUN, "overruns happen only in the Regular and Motorized Movement"
      + " phases"),
  /** Overrun by units that are not all motorized. */
  OVERRUN_NOT_MOTORIZED(EfsRule.OVERRUN, "only motorized units overrun"),
  /** Overrun by units that did not start the phase together. */
  OVERRUN_NOT_TOGETHER(EfsRule.OVERRUN, "the overrunning units must have started the phase"
      + " stacked together"),
  /** Overrun by units out of supply. */
  OVERRUN_OUT_OF_SUPPLY(EfsRule.OVERRUN, "none of the overrunning units may be out of supply"),
  /** Overrun from a hex in the zone of control of other enemy units. */
  OVERRUN_OTHER_ZOC(EfsRule.OVERRUN, "the hex the overrun starts from is in the zone of control"
      + " of enemy units other than the ones overrun"),
  /** Overrun in the wrong weather. */
  OVERRUN_WEATHER(EfsRule.OVERRUN, "overruns happen only in dry or frost weather"),
  /** Overrun across a major river. */
  OVERRUN_MAJOR_RIVER(EfsRule.OVERRUN, "no overrun across a major river"),
  /** Overrun across a lake hexside. */
  OVERRUN_LAKE(EfsRule.OVERRUN, "no overrun across a lake or inland sea hexside"),
  /** Overrun into swamp outside frost. */
  OVERRUN_SWAMP(EfsRule.OVERRUN, "overruns into swamp happen only in frost"),
  /** Overrun needing a motorized engineer. */
  OVERRUN_ENGINEER(EfsRule.OVERRUN, "an overrun against a city, major city or strongpoint, or"
      + " across a fortified line, needs a motorized engineer in the stack"),
  /** Overrun that costs more than the points left. */
  OVERRUN_ALLOWANCE(EfsRule.OVERRUN, "the stack cannot pay for the overrun (entering the hex,"
      + " without the zone of control surcharge, plus 1)"),
  /** A successful overrun ends the search's part of the order; what follows is judged from the
   * state after the overrun (see {@link OverrunContinuation}). */
  OVERRUN_CONTINUE(EfsRule.OVERRUN, "after an overrun the stack goes on with the points it has"
      + " left, judged once the overrun units have their overrun marker (and so no zone of"
      + " control)"),
  /** A failed overrun ends the move. */
  OVERRUN_FAILED(EfsRule.OVERRUN, "the overrun failed, so the stack has used up its movement"
      + " points"),
  /** An overrun tried with One Hex Movement. */
  OVERRUN_ONE_HEX(EfsRule.OVERRUN, "no overrun while using One Hex Movement"),
  /** An overrun tried in a mode other than normal movement (completed with the mode). */
  OVERRUN_MODE(EfsRule.OVERRUN, "an overrun is part of normal movement only"),
  /** Mode change outside the Engineering phase. */
  MODE_PHASE(EfsRule.SUPER_HEAVY_MODE, "super-heavy artillery changes mode only in the"
      + " Engineering phase"),
  /** Firing mode after moving. */
  MODE_MOVED(EfsRule.SUPER_HEAVY_MODE, "super-heavy artillery may turn to its firing side only"
      + " if it did not move this turn"),
  /** Already in that mode. */
  MODE_SAME(EfsRule.SUPER_HEAVY_MODE, "the unit is already in that mode"),
  /** A mode change is the whole action. */
  MODE_DONE(EfsRule.SUPER_HEAVY_MODE, "a mode change is the unit's whole action");

  final EfsRule rule;
  final String reason;

  StepReason(EfsRule rule, String reason) {
    this.rule = rule;
    this.reason = reason;
  }

  /**
   * The rule.
   *
   * @return the rule cited
   */
  public EfsRule rule() {
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
