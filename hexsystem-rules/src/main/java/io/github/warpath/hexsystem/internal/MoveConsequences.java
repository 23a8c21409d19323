package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a move: the whole-route check of Transport Capacity, the warnings that say what
 * the move does besides moving (overrun units eliminated, convoys used), and the state after a
 * legal move.
 */
public final class MoveConsequences {
  private MoveConsequences() {}

  /**
   * End-of-move checks: one convoy per crossing of a naval zone. Adds the consequences of the
   * move (overrun units eliminated, convoys used) as warnings.
   *
   * @param state the state
   * @param g the compiled graph
   * @param walk the walk
   * @param warnings where consequences go
   * @return violations
   */
  public static List<Violation> finish(GameState state, HexsystemMoveGraph g, Walk walk,
      List<Violation> warnings) {
    WalkSummary m = new WalkSummary(g, walk);
    List<Violation> out = TransportCapacity.crossings(g, m);
    if (!walk.violations().isEmpty()) {
      return out;
    }
    for (int i = 0; i < m.overrun.size(); i++) {
      warnings.add(Overruns.elimination(g.mt, state.units().get(m.overrun.get(i)),
          m.overrunStep.get(i)));
    }
    if (out.isEmpty()) {
      UsedConvoys.warn(g, state, m, warnings);
    }
    return out;
  }

  /**
   * The state after a legal move: the unit at its end, marked as moved, with its phase movement
   * recorded; every other unit's move over (One Unit at a Time); overrun units in the Delay box
   * or their Force Pool; used convoys in their zones' Used boxes.
   *
   * @param state the state before
   * @param order the order
   * @param g the compiled graph
   * @param walk the legal walk
   * @return the state after
   */
  public static GameState apply(GameState state, MoveOrder order, HexsystemMoveGraph g,
      Walk walk) {
    QueryProfile p = g.profile;
    WalkSummary m = new WalkSummary(g, walk);
    List<Unit> units = new ArrayList<>(state.units());
    Unit mover = p.unit.withPosition(walk.endPosition()).withFlag(HexsystemVocabulary.FLAG_MOVED);
    if (m.leftEasternEurope) {
      mover = mover.withoutFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY);
    }
    mover = mover.withPhaseMovement(PhaseMovements.after(p.unit, order.query(), g, walk,
        p.modeId, MovementFacts.of(g.layout, walk.endNode() % g.states)));
    units.set(p.unitIndex, mover);
    OneUnitAtATime.endOtherMoves(units, p.unitIndex);
    Overruns.eliminate(g.mt, m.overrun, units);
    return state.withUnits(units).withMarkers(UsedConvoys.apply(g, state, m));
  }
}
