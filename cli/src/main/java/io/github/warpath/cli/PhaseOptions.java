package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/** {@code --phases}: movement over several phases of the moving side's turn. */
final class PhaseOptions {
  /** The word for every movement phase of the side's turn. */
  static final String TURN = "turn";

  @Option(names = "--phases", split = ",", paramLabel = "PHASE",
      description = "Move over several phases, in the order given: the rule set's phase names"
          + " (regular-movement) or their first word (Regular), or 'turn' for every movement"
          + " phase of the unit's side; each step is marked with its phase.")
  List<String> names = new ArrayList<>();

  boolean given() {
    return !names.isEmpty();
  }

  /** The phases named, resolved against the moving side's turn and the rule set's words. */
  List<MovementPhase> resolve(Scenario s, MoveQuery q) {
    if (TableCli.on(s)) {
      throw new ScenarioException("", 0, 0, "--phases", "movement over several phases is"
          + " answered on hex maps; this scenario's board is a table");
    }
    String side = s.state().unit(q.units().get(0)).side();
    List<MovementPhase> turn = s.hexRules().movementPhases(s.state(), side);
    List<MovementPhase> out = new ArrayList<>();
    for (String raw : names) {
      String n = raw.trim().toLowerCase(Locale.ROOT);
      if (n.equals(TURN)) {
        out.addAll(turn);
        continue;
      }
      MovementPhase found = null;
      for (MovementPhase p : turn) {
        String id = p.phase().toLowerCase(Locale.ROOT);
        if (id.equals(n) || id.startsWith(n + "-")) {
          found = p;
          break;
        }
      }
      if (found == null && s.ruleSet().vocabulary().getOrDefault("phases", List.of())
          .contains(n)) {
        found = MovementPhase.of(n, side, n);
      }
      if (found == null) {
        List<String> known = new ArrayList<>();
        turn.forEach(p -> known.add(p.phase()));
        throw new ScenarioException("", 0, 0, "--phases", "unknown phase '" + raw.trim()
            + "'; the movement phases of side " + side + " are " + String.join(", ", known)
            + " (or '" + TURN + "' for all of them)");
      }
      out.add(found);
    }
    return out;
  }
}
