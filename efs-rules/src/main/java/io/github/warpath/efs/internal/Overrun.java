package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.map.HexMap;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Overrun ({@code EFS overrun}) as part of normal movement: who may overrun (motorized units
 * that started the phase stacked together, none out of supply, in the Regular or Motorized
 * phase), where (dry or frost weather, not across a major river or lake, into swamp only in
 * frost, against a city, strongpoint or fortified line only with a motorized engineer, not from
 * the zone of control of other enemy units) and the price (entering the hex, without the zone of
 * control surcharge, plus {@code overrun.extra}). A success ends the search's part of the order
 * ({@link OverrunContinuation} judges the rest); a failure spends every point. In the other modes
 * an overrun is an illegal step, priced as the step the mode would make.
 *
 * <p>Slots: in normal movement, next to enemy units, 6-11 are successful overruns into the hex
 * in that direction and 12-17 failed ones (explicit: only an order with the step action takes
 * them); in the other modes twelve explicit slots from {@link #slots} on.
 */
final class Overrun {
  /** The reason: overrun of an empty hex. */
  static final String NO_ENEMY = "there is no enemy unit in that hex to overrun";
  /** The reason: overrun outside the Regular and Motorized phases. */
  static final String PHASE = "overruns happen only in the Regular and Motorized Movement phases";
  /** The reason: overrun by units that are not all motorized. */
  static final String NOT_MOTORIZED = "only motorized units overrun";
  /** The reason: overrun by units that did not start the phase together. */
  static final String NOT_TOGETHER = "the overrunning units must have started the phase stacked"
      + " together";
  /** The reason: overrun by units out of supply. */
  static final String OUT_OF_SUPPLY = "none of the overrunning units may be out of supply";
  /** The reason: overrun from a hex in the zone of control of other enemy units. */
  static final String OTHER_ZOC = "the hex the overrun starts from is in the zone of control of"
      + " enemy units other than the ones overrun";
  /** The reason: overrun in the wrong weather. */
  static final String WEATHER = "overruns happen only in dry or frost weather";
  /** The reason: overrun across a major river. */
  static final String MAJOR_RIVER = "no overrun across a major river";
  /** The reason: overrun across a lake hexside. */
  static final String LAKE = "no overrun across a lake or inland sea hexside";
  /** The reason: overrun into swamp outside frost. */
  static final String SWAMP = "overruns into swamp happen only in frost";
  /** The reason: overrun needing a motorized engineer. */
  static final String ENGINEER = "an overrun against a city, major city or strongpoint, or across"
      + " a fortified line, needs a motorized engineer in the stack";
  /** The reason: overrun that costs more than the points left. */
  static final String ALLOWANCE = "the stack cannot pay for the overrun (entering the hex, without"
      + " the zone of control surcharge, plus 1)";
  /** The reason: a successful overrun ends the search's part of the order; what follows is
   * judged from the state after the overrun (see {@link OverrunContinuation}). */
  static final String CONTINUE = "after an overrun the stack goes on with the points it has left,"
      + " judged once the overrun units have their overrun marker (and so no zone of control)";
  /** The reason: a failed overrun ends the move. */
  static final String FAILED = "the overrun failed, so the stack has used up its movement points";
  /** The reason: an overrun tried with One Hex Movement. */
  static final String ONE_HEX = "no overrun while using One Hex Movement";
  /** The reason: an overrun tried in another mode (completed with the mode). */
  static final String MODE = "an overrun is part of normal movement only";
  /** First slot of a successful overrun in normal movement. */
  static final int SUCCESS = 6;
  /** First slot of a failed overrun in normal movement. */
  static final int FAILURE = 12;

  private final StepPricing pricing;
  private final BoardMarks marks;
  private HexMap map;
  private int[] info;
  private int mode;
  private int shift;
  private int allowance;
  private int extra;
  private int block;
  private boolean motorizedEngineer;
  private int slots;

  /**
   * An overrun over shared pricing and marks.
   *
   * @param pricing the step pricing
   * @param marks the board marks
   */
  Overrun(StepPricing pricing, BoardMarks marks) {
    this.pricing = pricing;
    this.marks = marks;
  }

  /** Takes the pricing's new tables, after {@link StepPricing#pointAt}. */
  void pointAt() {
    map = pricing.map;
    info = pricing.info;
  }

  /**
   * Compiles a query.
   *
   * @param q the query profile
   * @param chart the chart
   * @param locations hexes and boxes of the map
   */
  void reset(QueryProfile q, ChartValues chart, int locations) {
    mode = q.mode;
    shift = q.shift;
    allowance = q.allowance;
    extra = chart.get(ChartValues.OVERRUN_EXTRA);
    motorizedEngineer = q.motorizedEngineer;
    block = q.phase != EfsPhase.REGULAR_MOVEMENT && q.phase != EfsPhase.MOTORIZED_MOVEMENT
        ? StepReason.OVERRUN_PHASE.ordinal()
        : !q.allMotorized ? StepReason.OVERRUN_NOT_MOTORIZED.ordinal()
        : q.anyOutOfSupply ? StepReason.OVERRUN_OUT_OF_SUPPLY.ordinal()
        : !q.together ? StepReason.OVERRUN_NOT_TOGETHER.ordinal() : 0;
    slots = mode == MovementModes.AIR ? locations : mode == MovementModes.MODE_CHANGE ? 2
        : SUCCESS;
  }

  /**
   * The first of the twelve slots of an overrun the mode forbids (outside normal movement), or
   * {@link #SUCCESS} in normal movement.
   *
   * @return the slot
   */
  int slots() {
    return slots;
  }

  /**
   * An overrun in normal movement.
   *
   * @param node the node left
   * @param spent engine units spent before
   * @param slot 6-11 a success, 12-17 a failure, by direction
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int overrun(int node, int spent, int slot, Transition out) {
    final boolean success = slot < FAILURE;
    final int dir = success ? slot - SUCCESS : slot - FAILURE;
    final int from = node >>> 3;
    final int to = map.neighbor(from, dir);
    final int tf = to < 0 ? 0 : marks.hex.get(to);
    if (to < 0 || !success && (tf & BoardMarks.ENEMY) == 0) {
      return MoveGraph.NONE;
    }
    out.flags = Transition.EXPLICIT;
    out.to = success ? to << 3 : node;
    if ((tf & BoardMarks.ENEMY) == 0) {
      out.rule = StepReason.OVERRUN_NO_ENEMY.ordinal();
      return MoveGraph.ILLEGAL;
    }
    if (block != 0) {
      out.rule = block;
      return MoveGraph.ILLEGAL;
    }
    int c = pricing.base(from, node & 7, dir, to, tf);
    if (c < 0) {
      out.rule = ~c;
      return MoveGraph.ILLEGAL;
    }
    if (success) {
      out.to = to << 3 | pricing.arrive();
    }
    int why = where(from, dir, to, tf);
    if (why != 0) {
      out.rule = why;
      return MoveGraph.ILLEGAL;
    }
    c += extra;
    out.cost = c;
    if (c > allowance - spent) {
      out.rule = StepReason.OVERRUN_ALLOWANCE.ordinal();
      out.argA = c;
      out.argB = allowance - spent;
      return MoveGraph.ILLEGAL;
    }
    if (success) {
      out.flags = Transition.EXPLICIT | Transition.STOP;
      out.rule = StepReason.OVERRUN_CONTINUE.ordinal();
    } else {
      out.cost = allowance - spent;
      out.flags = Transition.EXPLICIT | Transition.SPEND_ALL | Transition.STOP;
      out.rule = StepReason.OVERRUN_FAILED.ordinal();
    }
    return MoveGraph.LEGAL;
  }

  /** Where an overrun may not go: weather, rivers and lakes, swamp, fortifications, other
   * zones of control. 0 if it may. */
  private int where(int from, int dir, int to, int tf) {
    final long side = map.sideMask(from, dir);
    final int w = info[to] & HexWeather.WEATHER;
    if (w != EfsWeather.DRY.ordinal() && w != EfsWeather.FROST.ordinal()) {
      return StepReason.OVERRUN_WEATHER.ordinal();
    } else if ((side & StepTables.MAJOR) != 0) {
      return StepReason.OVERRUN_MAJOR_RIVER.ordinal();
    } else if ((side & StepTables.LAKE) != 0) {
      return StepReason.OVERRUN_LAKE.ordinal();
    } else if ((info[to] & HexWeather.SWAMP) != 0 && w != EfsWeather.FROST.ordinal()) {
      return StepReason.OVERRUN_SWAMP.ordinal();
    } else if (!motorizedEngineer && ((info[to] & HexWeather.CITY) != 0
        || (tf & BoardMarks.ENEMY_STRONGPOINT) != 0
        || (side & StepTables.FORT) != 0
        && (marks.sideMark(from, dir) & BoardMarks.FORT_GONE) == 0)) {
      return StepReason.OVERRUN_ENGINEER.ordinal();
    }
    int targetZoc = (marks.zocDirs.get(to, 0) >> ((dir + 3) % 6)) & 1;
    return marks.zocCount.get(from, 0) - targetZoc > 0 ? StepReason.OVERRUN_OTHER_ZOC.ordinal()
        : 0;
  }

  /**
   * An overrun asked for in a mode other than normal movement: always illegal (the mode does not
   * allow it), priced as the step the mode would make so that the walk goes on and reports what
   * else is wrong with the order.
   *
   * @param node the node left
   * @param spent engine units spent before
   * @param k 0-5 a successful overrun in that direction, 6-11 a failed one
   * @param out the transition to fill
   * @return {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int outsideNormal(int node, int spent, int k, Transition out) {
    final boolean success = k < 6;
    final int from = node >>> shift;
    final int to = map.neighbor(from, k % 6);
    if (to < 0 || !success && (marks.hex.get(to) & BoardMarks.ENEMY) == 0) {
      return MoveGraph.NONE;
    }
    out.flags = Transition.EXPLICIT;
    out.rule = mode == MovementModes.ONE_HEX ? StepReason.OVERRUN_ONE_HEX.ordinal()
        : StepReason.OVERRUN_MODE.ordinal();
    final int rest = Math.max(0, allowance - spent);
    if (shift == 1) {
      // One Hex Movement, infiltration, air transport, mode change: the whole move
      out.to = success ? to << 1 | 1 : node | 1;
      out.cost = rest;
    } else if (!success) {
      out.to = node;
      out.cost = rest;
    } else if (mode == MovementModes.RETREAT) {
      out.to = to;
      out.cost = ChartValues.TICKS;
    } else {
      int c = pricing.base(from, node & 7, k, to, marks.hex.get(to));
      out.to = c < 0 ? to << 3 : to << 3 | pricing.arrive();
      out.cost = c < 0 ? -1 : c + extra;
    }
    return MoveGraph.ILLEGAL;
  }

  /**
   * Why an overrun is not part of a mode, in words.
   *
   * @param modeId the mode
   * @return the reason
   */
  static String notInMode(String modeId) {
    return "an overrun is part of normal movement, not of " + modeId + " movement";
  }

  /**
   * The hex index named by a failed-overrun action.
   *
   * @param map the map
   * @param action {@code overrun:failure@<hex>}
   * @return the index
   * @throws InvalidInputException naming the action if the label is malformed or off the map
   */
  static int failureTarget(HexMap map, String action) {
    String label = action.substring(EfsVocabulary.OVERRUN_FAILURE.length() + 1);
    try {
      return map.index(map.parse(label));
    } catch (InvalidInputException e) {
      throw new InvalidInputException("action", "'" + action + "': " + e.getMessage());
    }
  }
}
