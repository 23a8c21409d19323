package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsRule;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Rules that allow or forbid a move as a whole: who moves in which phase, movement classes,
 * super-heavy modes, and the conditions of each way of moving at its start.
 *
 * <p>{@link #gates} finds the broken rules as a bit mask without allocating (a range query runs
 * it every time); {@link #violations} words them.
 */
public final class Eligibility {
  private Eligibility() {}

  /** A rule that forbids a whole move. */
  enum Gate {
    NOT_MOVEMENT_PHASE(EfsRule.MOVEMENT_PHASES, null),
    WRONG_SIDE(EfsRule.MOVEMENT_PHASES, null),
    REACTION_SIDE(EfsRule.REACTION, null),
    GRAY(EfsRule.MOVEMENT_CLASSES, "a unit with a gray movement factor moves by rail movement"
        + " only, which these rules do not price"),
    BLUE(EfsRule.MOVEMENT_CLASSES, "a unit with a blue movement factor moves by naval movement"
        + " only"),
    FIRING(EfsRule.SUPER_HEAVY, "super-heavy artillery on its firing side does not move; it"
        + " turns to its mobile side in the Engineering phase"),
    ORANGE(EfsRule.MOVEMENT_CLASSES, "a unit with an orange movement factor moves only in the"
        + " Regular Movement phase"),
    GREEN_MOTORIZED(EfsRule.MOVEMENT_PHASES, "only motorized units move in the Motorized"
        + " Movement phase; super-heavy artillery moves in the Regular phase"),
    AXIS_NONMOT_MOTORIZED(EfsRule.MOVEMENT_PHASES, "only motorized units move in the Motorized"
        + " Movement phase"),
    NOT_ACTIVATED(EfsRule.SEQUENCE_OF_PLAY, "a Soviet non-motorized unit moves in the Motorized"
        + " Movement phase only if an HQ activated it (flag hq-activated) or if it is cavalry"),
    REACTION_CLASS(EfsRule.REACTION, "only motorized units react"),
    REACTION_OVERRUN(EfsRule.OVERRUN, "a unit under an overrun marker may not react"),
    REACTION_ZOC(EfsRule.REACTION, "a unit in an enemy zone of control may not react"),
    REACTION_HQ(EfsRule.REACTION, "a Soviet unit reacts only within range of an operating"
        + " Soviet HQ"),
    ONE_HEX_OOS(EfsRule.ONE_HEX, "a motorized unit with an out of supply marker may not use One"
        + " Hex Movement in the Reaction Movement phase"),
    ONE_HEX_SPENT(EfsRule.ONE_HEX, "One Hex Movement is the unit's whole move for the phase, and"
        + " it has already spent movement points"),
    INFILTRATION_CLASS(EfsRule.INFILTRATION, "only units with a yellow movement factor"
        + " infiltrate"),
    INFILTRATION_AXIS(EfsRule.INFILTRATION, "Axis infiltration happens only in the Axis Regular"
        + " Movement phase"),
    INFILTRATION_SOVIET(EfsRule.INFILTRATION, "Soviet infiltration happens only in the Soviet"
        + " Motorized Movement phase"),
    INFILTRATION_START(EfsRule.INFILTRATION, "infiltration starts in an enemy zone of control"),
    INFILTRATION_SPENT(EfsRule.INFILTRATION, "infiltration is the unit's whole move for the"
        + " phase, and it has already spent movement points"),
    STRATEGIC_REACTION(EfsRule.STRATEGIC, "strategic movement is not a way to react"),
    STRATEGIC_START(EfsRule.STRATEGIC, "strategic movement may not start in an enemy zone of"
        + " control"),
    STRATEGIC_SPENT(EfsRule.STRATEGIC, "strategic movement is the unit's whole move for the"
        + " phase, and it has already spent movement points"),
    STRATEGIC_DONE(EfsRule.STRATEGIC, "the unit moved strategically earlier in this phase, and"
        + " strategic movement is its whole move for the phase: it may go on only strategically"),
    AIR_KIND(EfsRule.AIR_TRANSPORT, "only airborne units, MSUs and Soviet HQs move by air"
        + " transport"),
    AIR_REACTION(EfsRule.AIR_TRANSPORT, "air transport is not a way to react"),
    AIR_START(EfsRule.AIR_TRANSPORT, null),
    AIR_POINTS(EfsRule.AIR_TRANSPORT, null),
    AIR_SPENT(EfsRule.AIR_TRANSPORT, "air transport is the unit's whole move for the phase, and"
        + " it has already spent movement points"),
    OFF_MAP(EfsRule.HEX_TO_HEX, null),
    RETREAT_FIRING(EfsRule.SUPER_HEAVY_RETREAT, "on its firing side super-heavy artillery cannot"
        + " retreat; it is destroyed instead"),
    MODE_NOT_SUPER_HEAVY(EfsRule.SUPER_HEAVY_MODE, "only super-heavy artillery (green movement"
        + " factor) has a move and a firing mode"),
    MODE_SIDE(EfsRule.MOVEMENT_PHASES, null);

    final EfsRule rule;
    final String reason;

    Gate(EfsRule rule, String reason) {
      this.rule = rule;
      this.reason = reason;
    }

    long bit() {
      return 1L << ordinal();
    }
  }

  private static final String AXIS_POINTS = EfsVocabulary.AIR_TRANSPORT_POINTS + "."
      + EfsVocabulary.AXIS;
  private static final String SOVIET_POINTS = EfsVocabulary.AIR_TRANSPORT_POINTS + "."
      + EfsVocabulary.SOVIET;

  /**
   * The violations that forbid the whole move.
   *
   * @param state the state
   * @param query the query
   * @param g the compiled graph
   * @return violations, empty if the units may move
   */
  public static List<Violation> check(GameState state, MoveQuery query, EfsGraph g) {
    long gates = gates(state, query, g);
    return gates == 0 ? List.of() : violations(gates, state, query, g);
  }

  /**
   * The broken whole-move rules, without allocating.
   *
   * @param state the state
   * @param query the query
   * @param g the compiled graph
   * @return a mask of {@link Gate} bits
   */
  static long gates(GameState state, MoveQuery query, EfsGraph g) {
    long out = 0;
    List<String> ids = query.units();
    String active = state.environment().activeSide();
    if (g.profile().mode == MovementModes.RETREAT) {
      for (int k = 0; k < ids.size(); k++) {
        Unit u = state.unit(ids.get(k));
        MovementClass c = UnitAttributes.cls(u);
        if (c == MovementClass.GREEN && UnitAttributes.firing(u)) {
          out |= Gate.RETREAT_FIRING.bit();
        }
        out |= groundOnly(c);
      }
      return out;
    }
    if (g.profile().mode == MovementModes.MODE_CHANGE) {
      for (int k = 0; k < ids.size(); k++) {
        Unit u = state.unit(ids.get(k));
        if (UnitAttributes.cls(u) != MovementClass.GREEN) {
          out |= Gate.MODE_NOT_SUPER_HEAVY.bit();
        }
        if (!active.isEmpty() && !u.side().equals(active)) {
          out |= Gate.MODE_SIDE.bit();
        }
      }
      return out;
    }
    EfsPhase phase = g.profile().phase;
    if (!phase.isMovement()) {
      return Gate.NOT_MOVEMENT_PHASE.bit();
    }
    boolean reaction = phase == EfsPhase.REACTION_MOVEMENT;
    String mover = active.isEmpty() ? "" : reaction ? other(active) : active;
    for (int k = 0; k < ids.size(); k++) {
      Unit u = state.unit(ids.get(k));
      MovementClass c = UnitAttributes.cls(u);
      boolean soviet = u.side().equals(EfsVocabulary.SOVIET);
      if (!mover.isEmpty() && !u.side().equals(mover)) {
        out |= reaction ? Gate.REACTION_SIDE.bit() : Gate.WRONG_SIDE.bit();
      }
      out |= groundOnly(c);
      if (c == MovementClass.GREEN && UnitAttributes.firing(u)) {
        out |= Gate.FIRING.bit();
      }
      if (phase == EfsPhase.MOTORIZED_MOVEMENT) {
        out |= motorizedPhase(u, c, soviet);
      } else if (reaction) {
        out |= reactionPhase(state, u, c, soviet, g);
      }
      boolean spent = UnitAttributes.spent(u) > 0;
      boolean strategicBefore = u.phaseMovement().map(m -> m.mode().equals(
          EfsVocabulary.STRATEGIC)).orElse(false);
      if (strategicBefore && g.profile().mode != MovementModes.STRATEGIC && g.profile().mode != MovementModes.RETREAT
          && g.profile().mode != MovementModes.MODE_CHANGE) {
        out |= Gate.STRATEGIC_DONE.bit();
      }
      switch (g.profile().mode) {
        case MovementModes.ONE_HEX:
          if (reaction && c.motorized() && u.hasFlag(EfsVocabulary.OUT_OF_SUPPLY)) {
            out |= Gate.ONE_HEX_OOS.bit();
          }
          out |= spent ? Gate.ONE_HEX_SPENT.bit() : 0;
          break;
        case MovementModes.INFILTRATION:
          out |= c != MovementClass.YELLOW ? Gate.INFILTRATION_CLASS.bit() : 0;
          out |= !soviet && phase != EfsPhase.REGULAR_MOVEMENT ? Gate.INFILTRATION_AXIS.bit() : 0;
          out |= soviet && phase != EfsPhase.MOTORIZED_MOVEMENT ? Gate.INFILTRATION_SOVIET.bit()
              : 0;
          out |= spent ? Gate.INFILTRATION_SPENT.bit() : 0;
          break;
        case MovementModes.STRATEGIC:
          out |= reaction ? Gate.STRATEGIC_REACTION.bit() : 0;
          // a strategic move given in several orders goes on with the points it has left
          out |= spent && !strategicBefore ? Gate.STRATEGIC_SPENT.bit() : 0;
          break;
        case MovementModes.AIR:
          if (!u.kind().equals(EfsVocabulary.AIRBORNE) && !u.kind().equals(EfsVocabulary.MSU)
              && !(soviet && u.kind().equals(EfsVocabulary.HQ))) {
            out |= Gate.AIR_KIND.bit();
          }
          out |= reaction ? Gate.AIR_REACTION.bit() : 0;
          out |= spent ? Gate.AIR_SPENT.bit() : 0;
          break;
        default:
          break;
      }
    }
    int start = g.profile().phaseStartLoc;
    switch (g.profile().mode) {
      case MovementModes.INFILTRATION:
        out |= g.marks().inZoc(start) ? 0 : Gate.INFILTRATION_START.bit();
        break;
      case MovementModes.STRATEGIC:
        out |= g.marks().inZoc(start) ? Gate.STRATEGIC_START.bit() : 0;
        break;
      case MovementModes.AIR:
        out |= airStart(g) != 0 ? Gate.AIR_START.bit() : 0;
        out |= needed(state, query) > available(state, query, g.profile().side) ? Gate.AIR_POINTS.bit() : 0;
        break;
      default:
        break;
    }
    if (start >= g.map().size() && g.profile().mode != MovementModes.AIR) {
      out |= Gate.OFF_MAP.bit();
    }
    return out;
  }

  /**
   * Words the broken rules.
   *
   * @param gates the mask from {@link #gates}
   * @param state the state
   * @param query the query
   * @param g the compiled graph
   * @return the violations, one per broken rule
   */
  static List<Violation> violations(long gates, GameState state, MoveQuery query, EfsGraph g) {
    List<Violation> out = new ArrayList<>();
    String active = state.environment().activeSide();
    boolean reaction = g.profile().phase == EfsPhase.REACTION_MOVEMENT;
    String mover = active.isEmpty() ? "" : reaction ? other(active) : active;
    for (Gate gate : Gate.values()) {
      if ((gates & gate.bit()) == 0) {
        continue;
      }
      String reason;
      switch (gate) {
        case NOT_MOVEMENT_PHASE:
          reason = "no unit moves in the " + g.profile().phase.id() + " phase";
          break;
        case WRONG_SIDE:
          reason = "only the active side (" + mover + ") moves in the " + g.profile().phase.id()
              + " phase";
          break;
        case REACTION_SIDE:
          reason = "in the Reaction Movement phase only the side that is not active (" + mover
              + ") moves";
          break;
        case MODE_SIDE:
          reason = "only the active side (" + active + ") acts in its own phases";
          break;
        case AIR_START:
          reason = "at the start: " + StepReason.values()[airStart(g)].reason();
          break;
        case AIR_POINTS: {
          int needed = needed(state, query);
          reason = "the move needs " + needed + " air transport point" + (needed == 1 ? "" : "s")
              + ", the " + g.profile().side + " side has " + available(state, query, g.profile().side);
          break;
        }
        case OFF_MAP:
          reason = "the unit is off the map (box " + g.boxNames()[g.profile().startLoc - g.map().size()]
              + "); only air transport leaves an Air Ready box";
          break;
        default:
          reason = gate.reason;
          break;
      }
      out.add(Violation.of(gate.rule, reason));
    }
    return out;
  }

  private static int airStart(EfsGraph g) {
    return g.airTerminal(g.profile().startLoc);
  }

  private static String other(String side) {
    return side.equals(EfsVocabulary.AXIS) ? EfsVocabulary.SOVIET : EfsVocabulary.AXIS;
  }

  private static long groundOnly(MovementClass c) {
    return c == MovementClass.GRAY ? Gate.GRAY.bit() : c == MovementClass.BLUE ? Gate.BLUE.bit()
        : 0;
  }

  private static long motorizedPhase(Unit u, MovementClass c, boolean soviet) {
    if (c == MovementClass.ORANGE) {
      return Gate.ORANGE.bit();
    }
    if (c == MovementClass.GREEN) {
      return Gate.GREEN_MOTORIZED.bit();
    }
    if (c != MovementClass.WHITE || UnitAttributes.sovietCavalry(u)) {
      return 0;
    }
    if (!soviet) {
      return Gate.AXIS_NONMOT_MOTORIZED.bit();
    }
    return u.hasFlag(EfsVocabulary.HQ_ACTIVATED) ? 0 : Gate.NOT_ACTIVATED.bit();
  }

  private static long reactionPhase(GameState state, Unit u, MovementClass c, boolean soviet,
      EfsGraph g) {
    long out = 0;
    if (c == MovementClass.ORANGE) {
      out |= Gate.ORANGE.bit();
    } else if (c != MovementClass.RED && c != MovementClass.YELLOW) {
      out |= Gate.REACTION_CLASS.bit();
    }
    if (u.hasFlag(EfsVocabulary.OVERRUN)) {
      out |= Gate.REACTION_OVERRUN.bit();
    }
    if (g.marks().inZoc(g.profile().phaseStartLoc)) {
      out |= Gate.REACTION_ZOC.bit();
    }
    if (soviet && !nearOperatingHq(state, g)) {
      out |= Gate.REACTION_HQ.bit();
    }
    return out;
  }

  private static boolean nearOperatingHq(GameState state, EfsGraph g) {
    if (g.profile().phaseStartLoc >= g.map().size()) {
      return false;
    }
    Hex at = g.map().hex(g.profile().phaseStartLoc);
    List<Unit> units = state.units();
    for (int k = 0; k < units.size(); k++) {
      Unit hq = units.get(k);
      if (hq.kind().equals(EfsVocabulary.HQ) && hq.side().equals(EfsVocabulary.SOVIET)
          && !hq.hasFlag(EfsVocabulary.NON_OP) && hq.hexOrNull() != null) {
        int range = UnitAttributes.count(hq, EfsVocabulary.HQ_RANGE, -1);
        if (range < 0) {
          throw new InvalidInputException("units." + hq.id() + ".attributes."
              + EfsVocabulary.HQ_RANGE, "an HQ needs its range in hexes");
        }
        if (at.distanceTo(hq.hexOrNull()) <= range) {
          return true;
        }
      }
    }
    return false;
  }

  private static int needed(GameState state, MoveQuery query) {
    int needed = 0;
    List<String> ids = query.units();
    for (int k = 0; k < ids.size(); k++) {
      needed += UnitAttributes.count(state.unit(ids.get(k)), EfsVocabulary.AIR_TRANSPORT_COST, 1);
    }
    return needed;
  }

  /**
   * The air transport points available to a side for a query.
   *
   * @param state the state
   * @param query the query (option {@code air-transport-points} wins)
   * @param side the side
   * @return the points
   * @throws InvalidInputException if the option or attribute is not a whole number
   */
  public static int available(GameState state, MoveQuery query, String side) {
    String opt = query.options().get(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS);
    if (opt != null) {
      return points(opt, "options." + EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS);
    }
    String key = side.equals(EfsVocabulary.AXIS) ? AXIS_POINTS : SOVIET_POINTS;
    String env = state.environment().attributes().get(key);
    return env == null ? 0 : points(env, "environment.attributes." + key);
  }

  static int points(String text, String field) {
    try {
      int n = Integer.parseInt(text.trim());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field, "expected a whole number of 0 or more, got '" + text
        + "'");
  }
}
