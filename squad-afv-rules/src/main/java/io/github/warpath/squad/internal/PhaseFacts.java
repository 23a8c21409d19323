package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Walk;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The squad-afv movement facts of a {@link PhaseMovement}: what a move given in several orders
 * must remember within the phase besides the points each unit spent (a unit's own points; for
 * infantry walking with vehicles, their foot points) and the facing (the unit's own).
 * <ul>
 *   <li>{@value #ENTERED_A_HEX}: the stack has entered a hex, so the minimum move is used;</li>
 *   <li>{@value #TURNED_IN_THIS_HEX}: the vehicle has made its free turn in its hex;</li>
 *   <li>{@value #FORWARD_HELD} or {@value #REVERSE_HELD}: the reverse toggle is set;</li>
 *   <li>{@value #OVER_STACKED}: the order stopped the stack in a hex over the stacking limits;
 *   the excess is eliminated when the move is over, not if a later order takes it on.</li>
 * </ul>
 * A leader pinned or eliminated stays behind or is gone; the units that go on are named in the
 * next order, and their points say whether they may.
 */
public final class PhaseFacts {
  private PhaseFacts() {}

  /** The stack has entered a hex (minimum move used). */
  public static final String ENTERED_A_HEX = "entered-a-hex";
  /** The vehicle has turned in its hex. */
  public static final String TURNED_IN_THIS_HEX = "turned-in-this-hex";
  /** Reverse toggled off for the rest of the move. */
  public static final String FORWARD_HELD = "forward-held";
  /** Reverse toggled on for the rest of the move. */
  public static final String REVERSE_HELD = "reverse-held";
  /** The stack stopped over the stacking limits; settled when its move is over. */
  public static final String OVER_STACKED = "over-stacked";
  /** Every fact. */
  public static final List<String> ALL = List.of(ENTERED_A_HEX, TURNED_IN_THIS_HEX,
      FORWARD_HELD, REVERSE_HELD, OVER_STACKED);

  /**
   * Checks the facts of every unit.
   *
   * @param units the units
   * @throws InvalidInputException naming the unit and the fact
   */
  public static void validate(List<Unit> units) {
    for (Unit u : units) {
      if (u.phaseMovement().isEmpty()) {
        continue;
      }
      String field = "units." + u.id() + ".phaseMovement.facts";
      for (String f : u.phaseMovement().get().facts()) {
        if (!ALL.contains(f)) {
          throw new InvalidInputException(field, "unknown movement fact '" + f + "'; known: "
              + String.join(", ", ALL));
        }
      }
      if (u.phaseMovement().get().has(FORWARD_HELD) && u.phaseMovement().get().has(REVERSE_HELD)) {
        throw new InvalidInputException(field, "reverse is held on or off, not both");
      }
    }
  }

  /** The search state the stack goes on in. */
  static int startState(SquadGraph g, Unit lead, Unit foot) {
    Optional<PhaseMovement> pm = lead.phaseMovement();
    int mode = pm.isEmpty() ? StateLayout.FREE : pm.get().has(FORWARD_HELD)
        ? StateLayout.HELD_FORWARD : pm.get().has(REVERSE_HELD) ? StateLayout.HELD_REVERSE
        : StateLayout.FREE;
    int turned = pm.isPresent() && pm.get().has(TURNED_IN_THIS_HEX) ? 1 : 0;
    int moved = pm.isPresent() && pm.get().has(ENTERED_A_HEX) ? 1 : 0;
    int walked = g.mixed() && foot != null
        ? foot.phaseMovement().map(m -> m.spent().twelfths()).orElse(0) : 0;
    return g.state(g.startFacing(), mode, turned, moved, walked);
  }

  /**
   * The state after a legal move, with each mover's phase movement recorded and the move of
   * every other unit over (a unit or stack concludes its move before another begins).
   *
   * @param before the state before the move
   * @param after the state the move left
   * @param order the order
   * @param g the compiled graph
   * @param walk the walk
   * @param overStacked whether the stack stopped over the stacking limits, left to settle
   * @return the state with the phase's movement
   */
  public static GameState record(GameState before, GameState after, MoveOrder order,
      SquadGraph g, Walk walk, boolean overStacked) {
    if (order.steps().isEmpty()) {
      return after;
    }
    int[] start = g.fields(g.start() % g.states());
    int[] end = g.fields(walk.endNode() % g.states());
    List<String> facts = new ArrayList<>();
    if (end[3] == 1) {
      facts.add(ENTERED_A_HEX);
    }
    if (end[2] == 1) {
      facts.add(TURNED_IN_THIS_HEX);
    }
    if (end[1] == StateLayout.HELD_FORWARD) {
      facts.add(FORWARD_HELD);
    } else if (end[1] == StateLayout.HELD_REVERSE) {
      facts.add(REVERSE_HELD);
    }
    if (overStacked) {
      facts.add(OVER_STACKED);
    }
    String mode = order.query().mode().isEmpty() ? "" : order.query().mode();
    List<Unit> units = new ArrayList<>(after.units());
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (order.query().units().contains(u.id())) {
        if (u.hasFlag(Flags.PINNED) && !before.unit(u.id()).hasFlag(Flags.PINNED)) {
          continue; // a leader pinned on the way: its move is over, and the flag says so
        }
        Unit was = before.unit(u.id());
        boolean walks = g.mixed() && UnitKind.parse(u.kind(), "kind").infantry();
        PhaseMovement pm;
        if (walks) {
          Position from = order.query().start().orElse(was.position());
          pm = PhaseMovement.after(was.phaseMovement(), from, Mp.ofTwelfths(end[4] - start[4]),
              mode, facts).withStoppedBy(walk.stopRule());
        } else {
          pm = PhaseMovements.after(was, order.query(), g, walk, mode, facts);
        }
        units.set(i, u.withPhaseMovement(pm));
      } else if (u.phaseMovement().isPresent() && u.phaseMovement().get().stoppedBy().isEmpty()) {
        units.set(i, u.withPhaseMovement(u.phaseMovement().get().withStoppedBy(
            Optional.of(SquadRule.MOVING_ONCE.ref()))));
      }
    }
    return after.withUnits(units);
  }

  /**
   * A unit without one fact of its phase movement.
   *
   * @param u the unit
   * @param fact the fact to forget
   * @return the unit, unchanged if it had no such fact
   */
  static Unit without(Unit u, String fact) {
    Optional<PhaseMovement> pm = u.phaseMovement();
    if (pm.isEmpty() || !pm.get().has(fact)) {
      return u;
    }
    List<String> kept = new ArrayList<>(pm.get().facts());
    kept.remove(fact);
    return u.withPhaseMovement(PhaseMovement.builder().from(pm.get()).facts(kept).build());
  }
}
