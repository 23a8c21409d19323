package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Operational Movement Phase (3), the rules that forbid a whole move: the movers are ground
 * units of the phasing side with an allowance, in play on the map or in an off-map box
 * (Phasing Ground Units), supplied when the move begins (Supplied at the Start; a unit in the
 * Eastern Europe Box counts as supplied); with {@link OneUnitAtATime}. What differs between the
 * Operational and Reserve phases is {@link MovementPhaseKind}.
 */
public final class OperationalMovementPhase {
  private OperationalMovementPhase() {}

  /**
   * Rules that forbid the whole move (sections 3 and 3.1).
   *
   * @param state the state
   * @param query the query
   * @param g the compiled graph
   * @return violations, empty if the unit may move
   */
  public static List<Violation> eligibility(GameState state, MoveQuery query,
      HexsystemMoveGraph g) {
    QueryProfile p = g.profile;
    Unit u = p.unit;
    int start = p.startLocation;
    int active = g.prepared.activeSide;
    boolean inBox = start >= g.hexCount;
    boolean inEasternEurope = inBox && start - g.hexCount == g.mt.easternEurope;
    String boxKind = inBox ? g.mt.boxes[start - g.hexCount].kind() : "";
    boolean inPlay = !inBox || boxKind.equals(HexsystemVocabulary.BOX_OFF_MAP)
        || boxKind.equals(HexsystemVocabulary.BOX_EASTERN_EUROPE);
    // a unit whose move goes on (its phase movement recorded, no rule ended it) has not
    // completed it
    boolean moved = u.hasFlag(HexsystemVocabulary.FLAG_MOVED) && u.phaseMovement().isEmpty();
    List<Violation> ended = PhaseMovements.ended(state, query);
    boolean unsupplied = u.hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY) && !inEasternEurope;
    boolean air = g.sd.air[p.unitIndex];
    boolean phasing = active < 0 || active == p.side;
    boolean noAllowance = u.allowance().isZero();
    if (query.units().size() == 1 && !air && phasing && !noAllowance && inPlay && !moved
        && !unsupplied && ended.isEmpty()) {
      return List.of(); // the common case allocates nothing
    }
    List<Violation> out = new ArrayList<>(ended);
    if (query.units().size() > 1) {
      out.add(OneUnitAtATime.severalUnits());
    }
    if (air) {
      out.add(phasing("Air units are not ground units"));
    }
    if (!phasing) {
      out.add(phasing("only the phasing side (" + TableEncoding.sideName(active) + ") moves now; "
          + u.id() + " is " + u.side()));
    }
    if (noAllowance) {
      out.add(phasing("a unit with a movement allowance of 0 cannot move"));
    }
    if (!inPlay) {
      out.add(phasing("a unit in the " + g.mt.boxes[start - g.hexCount].name() + " box ("
          + boxKind + ") is not in play; units move from the map or an off-map box"));
    }
    if (moved) {
      out.add(OneUnitAtATime.alreadyMoved(u));
    }
    if (unsupplied) {
      out.add(Violation.of(HexsystemRule.SUPPLIED_AT_START, u.id() + " is out of supply at the"
          + " start of its move"));
    }
    return out;
  }

  private static Violation phasing(String why) {
    return Violation.of(HexsystemRule.PHASING_GROUND_UNITS, why);
  }
}
