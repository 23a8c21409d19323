package io.github.warpath.search;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What hex rule sets share about {@link PhaseMovement}: recording it after a walk, and refusing
 * to move a unit whose move a rule ended earlier in the phase.
 */
public final class PhaseMovements {
  private PhaseMovements() {}

  /**
   * The movement of a unit after one more legal order: points added, the order's mode, the
   * facts given, and the rule that stopped the walk, if any.
   *
   * @param before the unit before the order
   * @param query the order's query
   * @param graph the compiled graph of the order
   * @param walk the walk of the order
   * @param mode the id of the order's mode
   * @param facts what the rule set remembers after the order
   * @return the movement so far
   */
  public static PhaseMovement after(Unit before, MoveQuery query, MoveGraph graph, Walk walk,
      String mode, List<String> facts) {
    Position from = query.start().orElse(before.position());
    return PhaseMovement.after(before.phaseMovement(), from,
        Mp.ofTicks(walk.spentTicks(), graph.ticksPerMp()), mode, facts)
        .withStoppedBy(walk.stopRule());
  }

  /**
   * The violations of moving units whose move a rule ended earlier in this phase, one per such
   * unit, each citing that rule.
   *
   * @param state the state
   * @param query who moves
   * @return the violations; empty (and unmodifiable) if every unit may go on
   */
  public static List<Violation> ended(GameState state, MoveQuery query) {
    // the common case (no unit stopped) allocates nothing: queries call this every time
    List<Violation> out = List.of();
    List<String> units = query.units();
    for (int i = 0; i < units.size(); i++) {
      String id = units.get(i);
      Unit u = state.unit(id);
      Optional<PhaseMovement> pm = u.phaseMovement();
      if (pm.isPresent() && pm.get().stoppedBy().isPresent()) {
        if (out.isEmpty()) {
          out = new ArrayList<>();
        }
        out.add(Violation.builder().rule(pm.get().stoppedBy().get()).reason("'" + id
            + "' ended its move in " + state.describe(u.position())
            + " earlier in this phase, under this rule, and moves no more until the next phase")
            .location(state.describe(u.position())).build());
      }
    }
    return out;
  }
}
