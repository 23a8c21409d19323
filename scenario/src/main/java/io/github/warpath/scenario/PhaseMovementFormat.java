package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.Board;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.state.PhaseMovement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A unit's {@code phaseMovement} in a scenario file: how it has moved so far in the phase.
 *
 * <pre>
 * "phaseMovement": {
 *   "phaseStart": "0103",
 *   "spent": "1",
 *   "mode": "normal",
 *   "facts": ["entered-along-main-road"],
 *   "stoppedBy": {"section": "3.1", "heading": "Movement: Enemy Zones of Control"}
 * }
 * </pre>
 *
 * <p>{@code phaseStart} is a position as the board writes it; {@code spent} movement points
 * like an allowance; {@code mode} one of the rule set's modes; {@code facts} words of its
 * vocabulary category {@code movement-facts}; {@code stoppedBy} one of its rules (the heading may
 * be left out where the section names one rule).
 */
final class PhaseMovementFormat {
  private PhaseMovementFormat() {}

  private static final Set<String> FIELDS = JsonValue.names("phaseStart", "spent", "mode",
      "facts", "stoppedBy");
  private static final Set<String> RULE_FIELDS = JsonValue.names("section", "heading");

  /**
   * Reads the value, checking every word against the rule set.
   *
   * @param v the object
   * @param rules the rule set
   * @param format the board format
   * @param board the board
   * @return the movement so far
   * @throws ScenarioException naming the member at fault
   */
  static PhaseMovement read(JsonValue v, RuleSet rules, BoardFormat format, Board board) {
    if (!v.isObject()) {
      throw v.fail("expected the unit's movement so far this phase, an object, got "
          + v.describeValue());
    }
    v.onlyMembers(FIELDS);
    PhaseMovement.Builder b = PhaseMovement.builder().phaseStart(format.readPosition(
        v.require("phaseStart", "where the unit began to move this phase"), board, rules));
    if (v.has("spent")) {
      b.spent(ScenarioReader.allowance(v.get("spent")));
    }
    if (v.has("mode")) {
      JsonValue m = v.get("mode");
      String mode = m.word("a movement mode");
      try {
        rules.mode(mode);
      } catch (InvalidInputException e) {
        throw m.fail(e.getMessage());
      }
      b.mode(mode);
    }
    if (v.has("facts")) {
      for (JsonValue f : v.get("facts").elements()) {
        b.addFacts(Words.readPatterned(rules, PhaseMovement.FACTS, f));
      }
    }
    if (v.has("stoppedBy")) {
      b.stoppedBy(rule(v.get("stoppedBy"), rules));
    }
    return b.build();
  }

  private static RuleRef rule(JsonValue v, RuleSet rules) {
    if (!v.isObject()) {
      throw v.fail("expected a rule, an object with its section and heading, got "
          + v.describeValue());
    }
    v.onlyMembers(RULE_FIELDS);
    JsonValue sv = v.require("section", "the rule's section");
    String section = sv.text();
    String heading = v.has("heading") ? v.get("heading").text() : null;
    List<RuleRef> found = new ArrayList<>();
    for (Rule r : rules.rules()) {
      RuleRef ref = r.ref();
      if (ref.section().equals(section) && (heading == null || ref.heading().equals(heading))) {
        found.add(ref);
      }
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.isEmpty()) {
      throw (heading == null ? sv : v.get("heading")).fail("rule set " + rules.id()
          + " has no rule " + section + (heading == null ? "" : " '" + heading + "'"));
    }
    List<String> headings = new ArrayList<>();
    for (RuleRef r : found) {
      headings.add(r.heading());
    }
    throw sv.fail("section " + section + " holds several rules; give the heading, one of: "
        + String.join("; ", headings));
  }

  /**
   * Writes the value so that {@link #read} reads it back.
   *
   * @param pm the movement so far
   * @param format the board format
   * @param board the board
   * @return the object
   */
  static JsonValue write(PhaseMovement pm, BoardFormat format, Board board) {
    JsonValue.ObjectBuilder b = JsonValue.object()
        .put("phaseStart", format.writePosition(pm.phaseStart(), board))
        .put("spent", ScenarioWriter.mp(pm.spent()));
    if (!pm.mode().isEmpty()) {
      b.put("mode", pm.mode());
    }
    if (!pm.facts().isEmpty()) {
      b.put("facts", JsonValue.ofTexts(pm.facts()));
    }
    if (pm.stoppedBy().isPresent()) {
      RuleRef r = pm.stoppedBy().get();
      b.put("stoppedBy", JsonValue.object().put("section", r.section())
          .put("heading", r.heading()).build());
    }
    return b.build();
  }
}
