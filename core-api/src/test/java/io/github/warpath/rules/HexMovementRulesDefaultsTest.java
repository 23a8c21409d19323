package io.github.warpath.rules;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.PlainRules;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The caller interface's own answers, for a rule set that implements only the queries it must:
 * each agrees with the engine's answer on the test rules (clear hexes cost 1, a hex next to an
 * enemy ends the move).
 */
class HexMovementRulesDefaultsTest {
  private static final TestRules ENGINE = new TestRules();
  private static final PlainRules PLAIN = new PlainRules();
  private static final HexMap MAP = TestRules.map(8, 8).build();
  private static final GameState STATE = state(MAP, unit("a", "blue", MAP, "0404", 3),
      unit("e", "red", MAP, "0407", 1));

  private static Position at(String label) {
    return Position.hex(MAP.parse(label));
  }

  @Test
  void theCostOfOneStepIsTheCheckOfThatStepFromThere() {
    MoveQuery q = MoveQuery.of("a");
    Verdict v = PLAIN.cost(STATE, q, at("0402"), at("0403"));
    assertEquals(ENGINE.cost(STATE, q, at("0402"), at("0403")), v);
    assertEquals(Mp.of(1), v.spent());
    assertEquals(v, PLAIN.cost(STATE, q, at("0402"), at("0403"), new SearchBuffers()));
    assertFalse(PLAIN.cost(STATE, q, at("0402"), at("0404")).legal(), "two hexes away");
  }

  @Test
  void checkApplyRangeAndPathWithBuffersAnswerAsWithout() {
    SearchBuffers buffers = new SearchBuffers();
    MoveOrder order = MoveOrder.path("a", MAP.parse("0405"), MAP.parse("0406"));
    assertEquals(ENGINE.check(STATE, order), PLAIN.check(STATE, order, buffers));
    assertEquals(ENGINE.apply(STATE, order), PLAIN.apply(STATE, order, buffers));
    assertEquals("route, 2 MP, ends the move\n  1. 0405  +1 MP = 1 MP\n  2. 0406  +1 MP = 2 MP",
        PLAIN.path(STATE, MoveQuery.of("a"), at("0406")).orElseThrow().toString());
    assertEquals("route, 1 MP\n  1. 0405  +1 MP = 1 MP",
        PLAIN.path(STATE, MoveQuery.of("a"), at("0405")).orElseThrow().toString());
    Reach fresh = PLAIN.reach(STATE, MoveQuery.of("a"));
    ReusableReach kept = PLAIN.reach(STATE, MoveQuery.of("a"), buffers, new ReusableReach());
    assertEquals(fresh.size(), kept.size());
    assertEquals(fresh.cost(fresh.indexOf(at("0406"))), kept.cost(kept.indexOf(at("0406"))));
    assertTrue(kept.mustStop(kept.indexOf(at("0406"))));
    assertThrows(NullPointerException.class,
        () -> PLAIN.reach(STATE, MoveQuery.of("a"), buffers, null));
  }

  @Test
  void withoutZonesOfControlAUnitCoversNothingButTheUnitAndHexMustExist() {
    Hex h = MAP.parse("0404");
    assertEquals(List.of(), PLAIN.zoneOfControl(STATE, "a", h));
    assertThrows(InvalidInputException.class, () -> PLAIN.zoneOfControl(STATE, "x", h));
    assertThrows(InvalidInputException.class,
        () -> PLAIN.zoneOfControl(STATE, "a", new Hex(-30, 2)));
  }

  @Test
  void aTurnOfOnePhaseIsTheStatesCurrentPhase() {
    GameState s = STATE.withEnvironment(Environment.builder().phase("movement").build());
    assertEquals("movement", PLAIN.movementPhases(s, "blue").get(0).phase());
    assertEquals(1, PLAIN.movementPhases(s, "blue").size());
    assertEquals("blue", PLAIN.movementPhases(s, "blue").get(0).side());
  }

  @Test
  void enteringAPhaseSetsItAndItsSideAndForgetsTheMovementSoFar() {
    GameState moved = STATE.withUnit(STATE.unit("a").withPhaseMovement(PhaseMovement.builder()
        .phaseStart(at("0404")).spent(Mp.of(1)).build()));
    GameState next = PLAIN.enterPhase(moved, MovementPhase.of("second", "red", ""));
    assertEquals("second", next.environment().phase());
    assertEquals("red", next.environment().activeSide());
    assertFalse(next.unit("a").phaseMovement().isPresent());
    GameState anySide = PLAIN.enterPhase(moved.withEnvironment(moved.environment()
        .withActiveSide("blue")), MovementPhase.of("third", "", ""));
    assertEquals("blue", anySide.environment().activeSide(), "no side named: the side stays");
    assertEquals("third", anySide.environment().phase());
  }

  @Test
  void noRuleRefusesAMoveBeforeItStarts() {
    assertEquals(List.of(), PLAIN.refusals(STATE, MoveQuery.of("a")));
    GameState redMoves = STATE.withEnvironment(STATE.environment().withActiveSide("red"));
    assertEquals("9", ENGINE.refusals(redMoves, MoveQuery.of("a")).get(0).rule().section());
  }

  @Test
  void aModeIsFoundByItsIdAndTheDefaultIsTheFirst() {
    assertEquals("normal", PLAIN.mode("").id());
    assertEquals("normal", PLAIN.mode(null).id());
    assertEquals("normal", PLAIN.mode("normal").id());
    assertEquals("mode: rule set test has no mode 'fly'; modes: normal",
        assertThrows(InvalidInputException.class, () -> PLAIN.mode("fly")).getMessage());
  }
}
