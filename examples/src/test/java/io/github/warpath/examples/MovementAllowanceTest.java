package io.github.warpath.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rule 2, movement allowance: example units count whole and half points. An allowance in any
 * other fraction is refused as bad input by the state check and by every query, never by an
 * arithmetic error from inside the search.
 */
class MovementAllowanceTest {
  private static final ExampleRules RULES = new ExampleRules();
  private static final HexMap MAP = HexMap.builder(ExampleRules.TERRAIN, 5, 5).build();
  private static final Hex START = MAP.hex(12);
  private static final Hex NEXT = START.neighbor(HexDirection.N);

  private static GameState with(Mp allowance) {
    Unit u = Unit.builder().id("u").side("blue").kind("infantry").allowance(allowance)
        .position(Position.hex(START)).build();
    return GameState.builder().ruleSet(ExampleRules.ID).board(MAP).units(List.of(u)).build();
  }

  @Test
  void aThirdOfAPointIsRefusedByValidateNamingTheUnitAndTheValue() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RULES.validate(with(Mp.ofTwelfths(28))));
    assertEquals("allowance", e.field());
    assertTrue(e.getMessage().contains("unit 'u' has 2⅓ MP"), e.getMessage());
  }

  @Test
  void aQuarterPointIsRefusedByReachPathAndCheck() {
    GameState s = with(Mp.ofTwelfths(15));
    MoveQuery q = MoveQuery.of("u");
    assertThrows(InvalidInputException.class, () -> RULES.reach(s, q));
    assertThrows(InvalidInputException.class,
        () -> RULES.path(s, q, Position.hex(NEXT)));
    assertThrows(InvalidInputException.class,
        () -> RULES.check(s, MoveOrder.of(q, List.of(Step.enter(NEXT)))));
  }

  @Test
  void halfPointsAreAccepted() {
    GameState s = with(Mp.ofHalves(3));
    RULES.validate(s);
    assertEquals(Mp.ofHalves(3), RULES.check(s, MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(NEXT)))).allowance());
  }
}
