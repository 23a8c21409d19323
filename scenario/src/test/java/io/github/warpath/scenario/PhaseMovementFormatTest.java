package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.warpath.Mp;
import io.github.warpath.efs.EfsMovementFact;
import io.github.warpath.efs.EfsRuleHeading;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A unit's movement so far in the phase is written and read back: the state after one order of
 * a split move survives a file, and the next order is judged the same from it. Bad values are
 * refused at the member that holds them.
 */
class PhaseMovementFormatTest {
  private static final ScenarioReader READER = ScenarioReader.standard();

  private static Scenario mudRoad() {
    return READER.read(Examples.file("efs-mud-road.json"));
  }

  @Test
  void theStateAfterTheFirstOrderOfASplitMoveSurvivesAFile() {
    Scenario s = mudRoad();
    GameState state = s.state();
    Hex at = state.unit("7pz").hexOrNull();
    // along the main road: 0305 -> 0405 -> 0505
    MoveOrder first = MoveOrder.of(MoveQuery.of("7pz"), List.of(Step.enter(state.hexMap()
        .parse("0405")), Step.enter(state.hexMap().parse("0505"))));
    GameState after = s.hexRules().apply(state, first).state().orElseThrow();
    PhaseMovement pm = after.unit("7pz").phaseMovement().orElseThrow();
    assertEquals(Position.hex(at), pm.phaseStart());
    assertTrue(pm.has(EfsMovementFact.ENTERED_ALONG_MAIN_ROAD.word()), pm.toString());
    String json = ScenarioWriter.write(s.withState(after));
    assertTrue(json.contains("\"phaseMovement\""), json);
    Scenario back = READER.read(json, "after.json");
    assertEquals(after.units(), back.state().units());
    MoveOrder rest = MoveOrder.of(MoveQuery.of("7pz"), List.of(Step.enter(state.hexMap()
        .parse("0506"))));
    Verdict direct = s.hexRules().check(after, rest);
    assertEquals(direct, back.hexRules().check(back.state(), rest));
    SchemaHolder.assertValid(json);
  }

  @Test
  void aRuleThatEndedTheMoveAndPatternedFactsRoundTrip() {
    Scenario s = mudRoad();
    GameState st = s.state();
    PhaseMovement pm = PhaseMovement.builder().phaseStart(st.unit("7pz").position())
        .spent(Mp.ofHalves(7)).mode("normal").addFacts("entered-along-railroad")
        .stoppedBy(EfsRuleHeading.OVERRUN.ref()).build();
    GameState with = st.withUnit(st.unit("7pz").withPhaseMovement(pm));
    Scenario back = READER.read(ScenarioWriter.write(s.withState(with)), "x.json");
    assertEquals(pm, back.state().unit("7pz").phaseMovement().orElseThrow());
  }

  private static String error(String phaseMovement) {
    String json = ScenarioWriter.write(mudRoad()).replace("\"position\": \"0305\"",
        "\"position\": \"0305\", \"phaseMovement\": " + phaseMovement);
    return assertThrows(ScenarioException.class, () -> READER.read(json, "bad.json"))
        .getMessage();
  }

  @Test
  void anUnknownFactIsRefusedAtItsPlaceListingTheKnownOnes() {
    String e = error("{\"phaseStart\": \"0305\", \"facts\": [\"on-the-road\"]}");
    assertTrue(e.contains("units[0].phaseMovement.facts[0]"), e);
    assertTrue(e.contains("unknown movement fact 'on-the-road'"), e);
    assertTrue(e.contains("entered-along-main-road"), e);
  }

  @Test
  void badSpentModeStartAndRuleAreRefusedAtTheirMembers() {
    String spent = error("{\"phaseStart\": \"0305\", \"spent\": -1}");
    assertTrue(spent.contains("units[0].phaseMovement.spent"), spent);
    assertTrue(spent.contains("must not be negative"), spent);
    String mode = error("{\"phaseStart\": \"0305\", \"mode\": \"flying\"}");
    assertTrue(mode.contains("units[0].phaseMovement.mode"), mode);
    assertTrue(mode.contains("no mode 'flying'"), mode);
    String start = error("{\"spent\": 1}");
    assertTrue(start.contains("units[0].phaseMovement"), start);
    assertTrue(start.contains("phaseStart"), start);
    String off = error("{\"phaseStart\": \"9999\"}");
    assertTrue(off.contains("units[0].phaseMovement.phaseStart"), off);
    String rule = error("{\"phaseStart\": \"0305\", \"stoppedBy\": {\"section\": \"99\"}}");
    assertTrue(rule.contains("units[0].phaseMovement.stoppedBy.section"), rule);
    assertTrue(rule.contains("has no rule 99"), rule);
    String extra = error("{\"phaseStart\": \"0305\", \"speed\": 3}");
    assertTrue(extra.contains("speed"), extra);
  }

  /** The committed schema, for written files. */
  private static final class SchemaHolder {
    private static final Schema SCHEMA = SchemaRegistry
        .withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(ScenarioReader.schema(), InputFormat.JSON);

    static void assertValid(String json) {
      assertEquals(List.of(), SCHEMA.validate(json, InputFormat.JSON).stream()
          .map(Error::toString).collect(Collectors.toList()));
    }
  }
}
