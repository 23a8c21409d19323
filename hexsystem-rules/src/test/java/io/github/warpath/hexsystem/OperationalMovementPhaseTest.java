package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3 Operational Movement Phase (phasing ground units with an allowance, supplied at the start)
 * and 3.1 Movement (one unit at a time, moving once).
 */
class OperationalMovementPhaseTest {
  private static final HexMap MAP = new TestMap("w", 1, "w1010", "w1410")
      .fill(HexTerrain.CLEAR).box("pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of()).build();

  @Test
  void onlyThePhasingSideMoves() {
    GameState s = state(MAP).active(WESTERN).add(unit("inf", AXIS).ma(3).at(MAP, "w1010"))
        .build();
    Violation v = assertViolation(check(s, "inf", "w1110"), HexsystemRule.PHASING_GROUND_UNITS,
        0);
    assertTrue(v.reason().contains("western"), v::toString);
    assertEquals(1, reach(s, "inf").size());
    GameState mine = state(MAP).active(AXIS).add(unit("inf", AXIS).ma(3).at(MAP, "w1010"))
        .build();
    assertLegal(check(mine, "inf", "w1110"));
  }

  @Test
  void airUnitsAreNotGroundUnits() {
    GameState s = state(MAP).add(unit("zero", AXIS).kind(AIR).ma(8).at(MAP, "w1010")).build();
    assertViolation(check(s, "zero", "w1110"), HexsystemRule.PHASING_GROUND_UNITS, 0);
  }

  @Test
  void aUnitWithoutMovementAllowanceCannotMove() {
    GameState s = state(MAP).add(unit("fort", AXIS).ma(0).at(MAP, "w1010")).build();
    Violation v = assertViolation(check(s, "fort", "w1110"), HexsystemRule.PHASING_GROUND_UNITS,
        0);
    assertTrue(v.reason().contains("allowance of 0"), v::toString);
  }

  @Test
  void aUnitOutOfSupplyAtTheStartCannotMove() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010")
        .flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY)).build();
    assertViolation(check(s, "inf", "w1110"), HexsystemRule.SUPPLIED_AT_START, 0);
    // a supplied unit's move is judged on its start only: it may move and end anywhere
    GameState supplied = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010")).build();
    Verdict v = check(supplied, "inf", "w1110", "w1210", "w1310");
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
  }

  @Test
  void theReserveMovementPhaseAndExploitationAreMovementPhasesToo() {
    for (String phase : new String[] {HexsystemVocabulary.RESERVE_MOVEMENT,
        HexsystemVocabulary.EXPLOITATION}) {
      GameState s = state(MAP).phase(phase).add(unit("inf", AXIS).ma(2).at(MAP, "w1010"))
          .build();
      assertLegal(check(s, "inf", "w1110", "w1210"));
    }
  }

  @Test
  void anUnknownPhaseIsBadInput() {
    GameState s = state(MAP).phase("combat").add(unit("inf", AXIS).ma(2).at(MAP, "w1010"))
        .build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> check(s, "inf", "w1110"));
    assertEquals("environment.phase", e.field());
    assertTrue(e.getMessage().contains("reserve-movement"), e::getMessage);
  }

  @Test
  void unitsMoveOneAtATime() {
    GameState s = state(MAP).add(unit("a", AXIS).ma(3).at(MAP, "w1010"),
        unit("b", AXIS).ma(3).at(MAP, "w1010")).build();
    MoveOrder stack = MoveOrder.of(MoveQuery.builder().addUnits("a", "b").build(),
        List.of(Step.to(Position.hex(MAP.parse("w1110")))));
    assertViolation(Fixtures.RULES.check(s, stack), HexsystemRule.ONE_UNIT_AT_A_TIME, 0);
  }

  @Test
  void aUnitThatHasCompletedItsMoveCannotMoveAgainThisPhase() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010"),
        unit("b", AXIS).ma(3).at(MAP, "w1210")).build();
    MoveOutcome first = apply(s, "inf", "w1110");
    GameState after = first.state().orElseThrow();
    assertTrue(after.unit("inf").hasFlag(HexsystemVocabulary.FLAG_MOVED));
    assertEquals(Position.hex(MAP.parse("w1110")), after.unit("inf").position());
    // the move goes on in a second order, with the points left, until another unit moves
    Verdict goesOn = check(after, "inf", "w1210");
    assertTrue(goesOn.legal(), goesOn.toString());
    assertEquals(io.github.warpath.Mp.of(2), goesOn.allowance());
    GameState other = apply(after, "b", "w1310").state().orElseThrow();
    assertViolation(check(other, "inf", "w1210"), HexsystemRule.ONE_UNIT_AT_A_TIME, 0);
    // a unit marked moved in a file, without the phase's movement, has completed its move
    GameState marked = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1110")
        .flag(HexsystemVocabulary.FLAG_MOVED)).build();
    assertViolation(check(marked, "inf", "w1210"), HexsystemRule.ONE_UNIT_AT_A_TIME, 0);
  }

  @Test
  void unitsInAForcePoolAreNotInPlay() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).in("pool")).build();
    assertViolation(check(s, "inf", "w1110"), HexsystemRule.PHASING_GROUND_UNITS, 0);
  }

  @Test
  void anUnknownUnitOrMalformedQueryIsBadInput() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010")).build();
    assertThrows(InvalidInputException.class, () -> check(s, "nobody", "w1110"));
    MoveOrder withOption = MoveOrder.of(MoveQuery.builder().addUnits("inf")
        .putOptions("assault", "true").build(), List.of());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.check(s, withOption));
    assertEquals("options", e.field());
    assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.check(s, MoveOrder.of(MoveQuery.of("inf", "teleport"), List.of())));
  }

  @Test
  void whenTheAxisIsPhasingOtherSidesWait() {
    GameState s = state(MAP).active(AXIS).add(unit("tommy", WESTERN).ma(3).at(MAP, "w1010"),
        unit("hans", AXIS).ma(3).at(MAP, "w1010")).build();
    Violation v = assertViolation(check(s, "tommy", "w1110"), HexsystemRule.PHASING_GROUND_UNITS,
        0);
    assertEquals("only the phasing side (axis) moves now; tommy is western", v.reason());
    assertLegal(check(s, "hans", "w1110"));
    // with no phasing side named, every side may move
    GameState open = state(MAP).add(unit("tommy", WESTERN).ma(3).at(MAP, "w1010")).build();
    assertLegal(check(open, "tommy", "w1110"));
  }
}
