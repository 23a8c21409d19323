package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsRuleHeading;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
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
    NOT_MOVEMENT_PHASE(EfsRuleHeading.MOVEMENT_PHASES, null),
    WRONG_SIDE(EfsRuleHeading.MOVEMENT_PHASES, null),
    REACTION_SIDE(EfsRuleHeading.REACTION, null),
    GRAY(EfsRuleHeading.MOVEMENT_CLASSES,
        "a unit with a gray movement factor moves by rail movement"
        + " only, which these rules do not price"),
    BLUE(EfsRuleHeading.MOVEMENT_CLASSES,
        "a unit with a blue movement factor moves by naval movement"
        + " only"),
    FIRING(EfsRuleHeading.SUPER_HEAVY, "super-heavy artillery on its firing side does not move; it"
        + " turns to its mobile side in the Engineering phase"),
    ORANGE(EfsRuleHeading.MOVEMENT_CLASSES,
        "a unit with an orange movement factor moves only in the"
        + " Regular Movement phase"),
    GREEN_MOTORIZED(EfsRuleHeading.MOVEMENT_PHASES, "only motorized units move in the Motorized"
        + " Movement phase; super-heavy artillery moves in the Regular phase"),
    AXIS_NONMOT_MOTORIZED(EfsRuleHeading.MOVEMENT_PHASES,
        "only motorized units move in the Motorized"
        + " Movement phase"),
    NOT_ACTIVATED(EfsRuleHeading.SEQUENCE_OF_PLAY,
        "a Soviet non-motorized unit moves in the Motorized"
        + " Movement phase only if an HQ activated it (flag hq-activated) or if it is cavalry"),
    REACTION_CLASS(EfsRuleHeading.REACTION, ReactionMovement.CLASS),
    REACTION_OVERRUN(EfsRuleHeading.OVERRUN, ReactionMovement.OVERRUN),
    REACTION_ZOC(EfsRuleHeading.REACTION, ReactionMovement.ZOC),
    REACTION_HQ(EfsRuleHeading.REACTION, ReactionMovement.HQ),
    ONE_HEX_OOS(EfsRuleHeading.ONE_HEX, OneHexMovement.OOS),
    ONE_HEX_SPENT(EfsRuleHeading.ONE_HEX, OneHexMovement.SPENT),
    INFILTRATION_CLASS(EfsRuleHeading.INFILTRATION, InfiltrationMovement.CLASS),
    INFILTRATION_AXIS(EfsRuleHeading.INFILTRATION, InfiltrationMovement.AXIS),
    INFILTRATION_SOVIET(EfsRuleHeading.INFILTRATION, InfiltrationMovement.SOVIET),
    INFILTRATION_START(EfsRuleHeading.INFILTRATION, InfiltrationMovement.START),
    INFILTRATION_SPENT(EfsRuleHeading.INFILTRATION, InfiltrationMovement.SPENT),
    STRATEGIC_REACTION(EfsRuleHeading.STRATEGIC, StrategicMovement.REACTION),
    STRATEGIC_START(EfsRuleHeading.STRATEGIC, StrategicMovement.START),
    STRATEGIC_SPENT(EfsRuleHeading.STRATEGIC, StrategicMovement.SPENT),
    STRATEGIC_DONE(EfsRuleHeading.STRATEGIC, StrategicMovement.DONE),
    AIR_KIND(EfsRuleHeading.AIR_TRANSPORT, AirTransport.KIND),
    AIR_REACTION(EfsRuleHeading.AIR_TRANSPORT, AirTransport.REACTION),
    AIR_START(EfsRuleHeading.AIR_TRANSPORT, null),
    AIR_POINTS(EfsRuleHeading.AIR_TRANSPORT, null),
    AIR_SPENT(EfsRuleHeading.AIR_TRANSPORT, AirTransport.SPENT),
    OFF_MAP(EfsRuleHeading.HEX_TO_HEX, null),
    RETREAT_FIRING(EfsRuleHeading.SUPER_HEAVY_RETREAT, Retreat.FIRING),
    MODE_NOT_SUPER_HEAVY(EfsRuleHeading.SUPER_HEAVY_MODE, SuperHeavyMode.NOT_SUPER_HEAVY),
    MODE_SIDE(EfsRuleHeading.MOVEMENT_PHASES, null);

    final EfsRuleHeading rule;
    final String reason;

    Gate(EfsRuleHeading rule, String reason) {
      this.rule = rule;
      this.reason = reason;
    }

    long bit() {
      return 1L << ordinal();
    }
  }

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
    if (g.mode() == MovementModes.RETREAT) {
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
    if (g.mode() == MovementModes.MODE_CHANGE) {
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
        out |= ReactionMovement.gates(state, u, c, soviet, g);
      }
      boolean spent = UnitAttributes.spent(u) > 0;
      boolean strategicBefore = u.phaseMovement().map(m -> m.mode().equals(
          EfsVocabulary.STRATEGIC)).orElse(false);
      if (strategicBefore && g.mode() != MovementModes.STRATEGIC
          && g.mode() != MovementModes.RETREAT && g.mode() != MovementModes.MODE_CHANGE) {
        out |= Gate.STRATEGIC_DONE.bit();
      }
      switch (g.mode()) {
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
    switch (g.mode()) {
      case MovementModes.INFILTRATION:
        out |= g.marks().inZoc(start) ? 0 : Gate.INFILTRATION_START.bit();
        break;
      case MovementModes.STRATEGIC:
        out |= g.marks().inZoc(start) ? Gate.STRATEGIC_START.bit() : 0;
        break;
      case MovementModes.AIR:
        out |= airStart(g) != 0 ? Gate.AIR_START.bit() : 0;
        out |= AirTransport.pointsNeeded(state, query.units())
            > AirTransport.pointsAvailable(state, query, g.side()) ? Gate.AIR_POINTS.bit() : 0;
        break;
      default:
        break;
    }
    if (start >= g.map().size() && g.mode() != MovementModes.AIR) {
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
          int needed = AirTransport.pointsNeeded(state, query.units());
          reason = "the move needs " + needed + " air transport point" + (needed == 1 ? "" : "s")
              + ", the " + g.side() + " side has " + AirTransport.pointsAvailable(state, query, g.side());
          break;
        }
        case OFF_MAP:
          reason = "the unit is off the map (box "
              + g.boxNames()[g.profile().startLoc - g.map().size()]
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
}
