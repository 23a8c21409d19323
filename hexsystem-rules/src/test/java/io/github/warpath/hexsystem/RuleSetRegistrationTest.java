package io.github.warpath.hexsystem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.RuleSets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rule set is found by id, names every rule by its section, and lists its vocabulary. */
class RuleSetRegistrationTest {

  @Test
  void theServiceLoaderFindsTheRuleSet() {
    RuleSet r = RuleSets.installed().get(HexsystemRules.ID);
    assertInstanceOf(HexsystemRules.class, r);
    assertEquals("hexsystem", r.id());
  }

  @Test
  void everyRuleCitesASectionOfTheText() {
    Set<String> sections = Set.of("3", "3.1", "3.1.1", "3.1.2", "3.1.3", "3.1.4", "3.2");
    Map<String, String> headings = Map.of("3", "Operational Movement Phase", "3.1", "Movement",
        "3.1.1", "Hex-to-Hex Procedure", "3.1.2", "Port-to-Port Procedure",
        "3.1.3", "Off-Map Box to Off-Map Box", "3.1.4", "Movement Restrictions",
        "3.2", "Overruns");
    List<Rule> rules = Fixtures.RULES.rules();
    assertEquals(HexsystemRule.values().length, rules.size());
    for (Rule r : rules) {
      assertEquals("hexsystem", r.ruleSet());
      assertTrue(sections.contains(r.section()), r::toString);
      String h = r.heading();
      boolean textHeading = h.startsWith(headings.get(r.section()))
          || r.section().equals("3.1.4") && (h.startsWith("Political Restrictions")
              || h.startsWith("Other Restrictions"))
          || r.section().equals("3.2") && h.startsWith("Overrun Restrictions");
      assertTrue(textHeading, r::toString);
    }
    for (String s : sections) {
      assertTrue(rules.stream().anyMatch(r -> r.section().equals(s)), s);
    }
  }

  @Test
  void theVocabularyListsEveryCategory() {
    Map<String, List<String>> v = Fixtures.RULES.vocabulary();
    for (String category : new String[] {"unit-kinds", "unit-attributes", "unit-flags",
        "markers", "phases", "weather", "conditions", "options", "actions", "chart-keys",
        "sides", "region-kinds", "box-kinds", "environment-attributes"}) {
      assertTrue(v.containsKey(category), category);
    }
    assertTrue(v.get("unit-kinds").contains("cav-mech"));
    assertTrue(v.get("markers").contains("troop-convoy"));
    assertEquals(List.of("fair", "mud", "storms", "snow"), v.get("weather"));
    assertFalse(v.get("chart-keys").isEmpty());
  }

  @Test
  void theModesNameTheProcedures() {
    assertEquals(List.of("any", "hex-to-hex", "port-to-port", "box-to-box"),
        Fixtures.RULES.modes().stream().map(m -> m.id()).toList());
    assertTrue(Fixtures.RULES.terrain().isPresent());
  }

  @Test
  void theRuleSetNamesAndDescribesItself() {
    HexsystemRules r = Fixtures.RULES;
    assertEquals("Hexsystem operational movement", r.name());
    assertEquals("1.0", r.version());
    assertTrue(r.description().contains("Troop Convoy"), r::description);
  }

  @Test
  void theVocabularyListsTheConditionAndAttributeForms() {
    Map<String, List<String>> v = Fixtures.RULES.vocabulary();
    assertEquals(List.of("pre-war", "pre-war.<side or nationality>",
        "policy-affected.<country>", "just-activated.<country>", "quit-india"),
        v.get("conditions"));
    assertEquals(List.of("faction.<country or dependent>", "closed-to.<side>"),
        v.get("environment-attributes"));
    assertEquals(List.of("convoy-type", "nationality"), v.get("marker-attributes"));
    assertEquals(HexsystemVocabulary.BOX_KINDS, v.get("box-kinds"));
  }
}
