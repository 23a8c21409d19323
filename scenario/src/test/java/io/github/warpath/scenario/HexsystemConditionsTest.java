package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The conditions of the hexsystem rule set that name a side, a nationality or a country
 * ({@code pre-war.<side or nationality>}, {@code policy-affected.<country>},
 * {@code just-activated.<country>}) read from a scenario file, and the political restrictions of
 * 3.1.4 they switch on.
 *
 * <p>The map is a strip along raw row 0: Japan (0101, 0202), Manchukuo, a Japanese dependent
 * (0301), Hopeh, an Axis country (0402, 0501), and Russia (0602).
 */
class HexsystemConditionsTest {
  private static final String SCENARIO = """
      {
        "version": 1,
        "ruleSet": "hexsystem",
        "board": {
          "kind": "hex-map", "columns": 6, "rows": 2,
          "regions": [
            {"name": "japan", "kind": "country",
             "attributes": {"nationality": "japanese", "faction": "axis"},
             "hexes": ["0101", "0202"]},
            {"name": "manchukuo", "kind": "dependent", "attributes": {"of": "japan"},
             "hexes": ["0301"]},
            {"name": "hopeh", "kind": "country",
             "attributes": {"nationality": "hopeh", "faction": "axis"},
             "hexes": ["0402", "0501"]},
            {"name": "russia", "kind": "country",
             "attributes": {"nationality": "russian", "faction": "soviet"},
             "hexes": ["0602"]}
          ]
        },
        "units": [
          {"id": "jap", "side": "axis", "nationality": "japanese", "kind": "infantry",
           "steps": 2, "allowance": 4, "position": "0101"},
          {"id": "kwantung", "side": "axis", "nationality": "kwantung", "kind": "infantry",
           "steps": 2, "allowance": 4, "position": "0301"},
          {"id": "ivan", "side": "soviet", "nationality": "russian", "kind": "infantry",
           "steps": 2, "allowance": 4, "position": "0602"}
        ],
        "environment": {"turn": 1, "phase": "operational-movement", "activeSide": "ACTIVE",
          "conditions": [CONDITIONS]}
      }
      """;

  private static Scenario read(String active, String... conditions) {
    String list = conditions.length == 0 ? "" : "\"" + String.join("\", \"", conditions) + "\"";
    return ScenarioReader.standard().read(SCENARIO.replace("ACTIVE", active)
        .replace("CONDITIONS", list), "strip.json");
  }

  private static Verdict check(Scenario s, String unit, String... path) {
    MoveOrder order = MoveOrder.of(MoveQuery.of(unit), Orders.steps(
        JsonValue.argument(String.join(",", path), "--path"), s));
    return s.ruleSet().check(s.state(), order);
  }

  private static Violation illegal(Verdict v, String heading, int step) {
    assertFalse(v.legal(), v::toString);
    Violation first = v.violations().get(0);
    assertEquals("3.1.4", first.rule().section(), v::toString);
    assertEquals(heading, first.rule().heading(), v::toString);
    assertEquals(step, first.step().orElse(-1), v::toString);
    return first;
  }

  @Test
  void preWarOfANationalityIsReadAndKeepsItsUnitsInTheirHomeCountryAndDependents() {
    Scenario s = read("axis", "pre-war.japanese");
    assertEquals(Set.of("pre-war.japanese"), s.state().environment().conditions());
    assertTrue(check(s, "jap", "0202", "0301").legal());
    illegal(check(s, "jap", "0202", "0301", "0402"), "Political Restrictions: Pre-War", 3);
    Scenario others = read("axis", "pre-war.soviet");
    assertTrue(check(others, "jap", "0202", "0301", "0402").legal());
  }

  @Test
  void policyAffectedOfACountryIsReadAndHoldsKwantungUnitsInJapaneseDependents() {
    Scenario s = read("axis", "policy-affected.russia");
    Violation v = illegal(check(s, "kwantung", "0202"), "Political Restrictions: Kwantung Units",
        1);
    assertTrue(v.reason().contains("russia"), v::toString);
    assertTrue(check(read("axis"), "kwantung", "0202").legal());
  }

  @Test
  void justActivatedOfACountryIsReadAndKeepsSovietUnitsOut() {
    Scenario s = read("soviet", "just-activated.hopeh");
    illegal(check(s, "ivan", "0501"), "Other Restrictions: Just-Activated Axis Countries", 1);
    assertTrue(check(read("soviet"), "ivan", "0501").legal());
  }

  @Test
  void aConditionNamingNoCountryOfTheMapIsRefusedAtItsPlace() {
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> read("axis", "quit-india", "policy-affected.atlantis"));
    assertEquals("strip.json:29:19: environment.conditions[policy-affected.atlantis]: unknown"
        + " country or dependent"
        + " 'atlantis'; the map has: hopeh, japan, manchukuo, russia", e.getMessage());
    ScenarioException unknown = assertThrows(ScenarioException.class,
        () -> read("axis", "post-war.japanese"));
    assertTrue(unknown.getMessage().contains("environment.conditions[0]: unknown condition"
        + " 'post-war.japanese'"), unknown::getMessage);
  }

  @Test
  void theConditionsWriteAndReadBackUnchanged() {
    Scenario s = read("axis", "pre-war.japanese", "policy-affected.russia",
        "just-activated.hopeh");
    Scenario again = ScenarioReader.standard().read(ScenarioWriter.write(s), "again.json");
    assertEquals(List.copyOf(s.state().environment().conditions()),
        List.copyOf(again.state().environment().conditions()));
  }
}
