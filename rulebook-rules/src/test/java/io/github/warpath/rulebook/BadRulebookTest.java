package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.ScenarioException;
import org.junit.jupiter.api.Test;

/**
 * Bad rule books are refused with an error naming the file, line, column and JSON path of the
 * value at fault, and what is wrong with it.
 */
class BadRulebookTest {
  private static final String HEAD = "{\"format\": \"warpath-rulebook-1\", \"denominator\": 2,"
      + " \"classes\": [\"foot\", \"horse\"],\n";

  private static String terrain(String kinds) {
    return "\"terrain\": {\"rule\": {\"id\": \"3\", \"title\": \"Ground\"}, \"kinds\": {"
        + kinds + "}}";
  }

  private static ScenarioException refused(String json) {
    return assertThrows(ScenarioException.class,
        () -> RulebookRules.read(json, "bad.rulebook.json"));
  }

  private static void names(ScenarioException e, String path, String words) {
    assertEquals("bad.rulebook.json", e.source());
    assertTrue(e.line() >= 1, e.getMessage());
    assertEquals(path, e.path(), e.getMessage());
    assertTrue(e.problem().contains(words), e.getMessage());
  }

  @Test
  void anUnknownClassInACostTableIsRefusedAtItsCell() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": 1,"
        + " \"hors\": 2}}") + "}");
    names(e, "terrain.kinds.clear.cost.hors", "unknown movement class 'hors'");
    assertTrue(e.problem().contains("did you mean 'horse'"), e.getMessage());
    assertEquals(2, e.line());
  }

  @Test
  void aCostForATerrainThatDoesNotExistIsRefused() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": 1}},"
        + " \"town\": {\"cost\": {\"*\": 1}, \"replaces\": [\"wood\"]}") + "}");
    names(e, "terrain.kinds.town.replaces[0]", "unknown terrain kind 'wood'");
  }

  @Test
  void aZoneRuleNamingAnUnknownHexsideIsRefused() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": 1}}")
        + ", \"zonesOfControl\": {\"rule\": {\"id\": \"7\", \"title\": \"ZOC\"},"
        + " \"notAcross\": [\"river\"]}}");
    names(e, "zonesOfControl.notAcross[0]", "unknown hexside kind 'river'");
  }

  @Test
  void aCycleOfOverlaysIsRefused() {
    ScenarioException e = refused(HEAD + terrain(
        "\"town\": {\"cost\": {\"*\": 1}, \"replaces\": [\"city\"]},"
        + " \"city\": {\"cost\": {\"*\": 1}, \"replaces\": [\"fort\"]},"
        + " \"fort\": {\"cost\": {\"*\": 1}, \"replaces\": [\"town\"]}") + "}");
    names(e, "terrain.kinds.town", "overlays form a cycle");
  }

  @Test
  void aNegativeCostIsRefused() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": -1}}") + "}");
    names(e, "terrain.kinds.clear.cost[\"*\"]", "cannot be negative");
  }

  /** A book of clear ground and one more section, cited as rule 9. */
  private static ScenarioException refusedSection(String section, String members) {
    return refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": 1}}") + ", \"" + section
        + "\": {\"rule\": {\"id\": \"9\", \"title\": \"Rule 9\"}, " + members + "}}");
  }

  @Test
  void aFacingForAnUnknownClassIsRefusedAtItsName() {
    names(refusedSection("facing", "\"classes\": {\"tank\": {\"turn\": 1}}"),
        "facing.classes.tank", "unknown movement class 'tank'");
  }

  @Test
  void aTurnCostOrAReverseMultipleOutOfRangeIsRefused() {
    names(refusedSection("facing", "\"classes\": {\"horse\": {\"turn\": \"1/3\"}}"),
        "facing.classes.horse.turn", "not a whole number of 1/2 MP");
    names(refusedSection("facing", "\"classes\": {\"horse\": {\"reverse\": -3}}"),
        "facing.classes.horse.reverse", "-3");
  }

  @Test
  void overStackingIllegalOnlyAtTheEndIsRefusedAtTheCheck() {
    names(refusedSection("stacking", "\"limit\": 2, \"overstack\": \"illegal\","
        + " \"check\": \"end\""), "stacking.check", "cannot be said yet");
  }

  @Test
  void aValueForAnUnknownUnitKindIsRefusedAtItsName() {
    names(refusedSection("stacking", "\"limit\": 2, \"overstack\": \"eliminate\","
        + " \"values\": {\"hors\": 3}"), "stacking.values.hors",
        "unknown unit kind 'hors' (did you mean 'horse'?)");
  }

  @Test
  void aDenominatorOfZeroIsRefused() {
    ScenarioException e = refused(HEAD.replace("\"denominator\": 2", "\"denominator\": 0")
        + terrain("\"clear\": {\"cost\": {\"*\": 1}}") + "}");
    names(e, "denominator", "must divide 12");
  }

  @Test
  void aValueTheDenominatorCannotCountIsRefusedNotRounded() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": \"1/3\"}}")
        + "}");
    names(e, "terrain.kinds.clear.cost[\"*\"]", "not a whole number of 1/2 MP");
    ScenarioException z = refused(HEAD + terrain("\"clear\": {\"cost\": {\"*\": \"1/0\"}}")
        + "}");
    names(z, "terrain.kinds.clear.cost[\"*\"]", "denominator of zero");
  }

  @Test
  void aMillionTerrainKindsAreRefusedQuicklyNamingTheKinds() {
    StringBuilder kinds = new StringBuilder();
    for (int i = 0; i < 1_000_000; i++) {
      kinds.append(i > 0 ? "," : "").append("\"t").append(i).append("\":{\"cost\":{\"*\":1}}");
    }
    String json = HEAD + terrain(kinds.toString()) + "}";
    long start = System.nanoTime();
    ScenarioException e = refused(json);
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertTrue(e.path().startsWith("terrain.kinds."), e.getMessage());
    assertTrue(e.problem().contains("more than 100,000 values"), e.getMessage());
    assertTrue(millis < 5_000, "took " + millis + " ms");
  }

  @Test
  void sixtyFiveTerrainKindsAreRefusedNamingTheKinds() {
    StringBuilder kinds = new StringBuilder();
    for (int i = 0; i < 65; i++) {
      kinds.append(i > 0 ? "," : "").append("\"t").append(i).append("\":{\"cost\":{\"*\":1}}");
    }
    names(refused(HEAD + terrain(kinds.toString()) + "}"), "terrain.kinds",
        "at most 64 terrain kinds");
  }

  @Test
  void aMissingRuleCitationIsRefused() {
    ScenarioException e = refused(HEAD + "\"terrain\": {\"kinds\": {\"clear\": {\"cost\":"
        + " {\"*\": 1}}}}}");
    names(e, "terrain.rule", "missing");
  }

  @Test
  void aCostTableThatLeavesAClassOutIsRefused() {
    ScenarioException e = refused(HEAD + terrain("\"clear\": {\"cost\": {\"foot\": 1}}") + "}");
    names(e, "terrain.kinds.clear.cost", "no cost for class 'horse'");
  }

  @Test
  void aZoneOfControlEnterEffectOtherThanStopNoneOrAnExtraCostIsRefused() {
    ScenarioException e = refusedSection("zonesOfControl", "\"enter\": \"prohibited\"");
    names(e, "zonesOfControl.enter",
        "expected \"stop\", \"none\" or {\"add\": points}, got 'prohibited'");
  }

  @Test
  void aZoneOfControlLeaveEffectOtherThanProhibitedNoneOrAnExtraCostIsRefused() {
    ScenarioException e = refusedSection("zonesOfControl", "\"leave\": \"stop\"");
    names(e, "zonesOfControl.leave",
        "expected \"prohibited\", \"none\" or {\"add\": points}, got 'stop'");
  }

  @Test
  void aZoneOfControlExtraCostTakesOnlyAdd() {
    ScenarioException e = refusedSection("zonesOfControl", "\"leave\": {\"plus\": 1}");
    names(e, "zonesOfControl.leave.plus", "plus");
  }
}
