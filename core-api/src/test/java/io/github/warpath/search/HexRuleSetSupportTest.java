package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The queries every hex rule set gets from the shared base class. */
class HexRuleSetSupportTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();

  private Position at(String label) {
    return Position.hex(map.parse(label));
  }

  @Test
  void everyQueryRefusesAStateOfAnotherRuleSet() {
    GameState other = GameState.builder().from(state(map, unit("a", "blue", map, "0505", 2)))
        .ruleSet("other").build();
    MoveQuery q = MoveQuery.of("a");
    MoveOrder order = MoveOrder.path("a", map.parse("0506"));
    List<Executable> queries = List.of(() -> rules.reach(other, q),
        () -> rules.path(other, q, at("0506")),
        () -> rules.pathCostTicks(other, q, at("0506"), new SearchBuffers()),
        () -> rules.check(other, order), () -> rules.apply(other, order),
        () -> rules.cost(other, q, at("0505"), at("0506")));
    for (Executable query : queries) {
      InvalidInputException e = assertThrows(InvalidInputException.class, query);
      assertEquals("ruleSet: the state is for rule set 'other', not 'test'", e.getMessage());
    }
  }

  @Test
  void thePathCostIsTheSumOfTheStepsInEngineUnits() {
    HexMap woods = map.toBuilder().hex(map.parse("0506"), Terrain.WOODS).build();
    GameState s = state(woods, unit("a", "blue", woods, "0505", 6),
        unit("e", "red", woods, "0509", 1));
    MoveQuery q = MoveQuery.of("a");
    assertEquals(6, rules.pathCostTicks(s, q, Position.hex(woods.parse("0507")),
        new SearchBuffers()), "woods 2 then clear 1, in half points");
    assertEquals(0, rules.pathCostTicks(s, q, Position.hex(woods.parse("0505")),
        new SearchBuffers()));
    assertEquals(-1, rules.pathCostTicks(s, q, Position.hex(woods.parse("0509")),
        new SearchBuffers()), "an enemy hex cannot be entered");
  }

  @Test
  void aUnitThatMayNotMoveStaysWhereItIs() {
    GameState s = state(map, unit("a", "blue", map, "0505", 2)).withEnvironment(
        Environment.builder().activeSide("red").build());
    Verdict v = rules.check(s, MoveOrder.path("a", map.parse("0506")));
    assertFalse(v.legal());
    assertEquals(at("0505"), v.end().orElseThrow());
    assertEquals(Mp.ZERO, v.spent());
    assertEquals(Mp.of(2), v.allowance());
    assertTrue(v.steps().isEmpty());
    Verdict stay = rules.check(s, MoveOrder.of(MoveQuery.of("a"), List.of()));
    assertTrue(stay.legal(), "staying put breaks no rule");
    assertEquals(at("0505"), stay.end().orElseThrow());
    assertEquals(-1, rules.pathCostTicks(s, MoveQuery.of("a"), at("0506"), new SearchBuffers()));
    assertTrue(rules.path(s, MoveQuery.of("a"), at("0506")).isEmpty());
  }

  @Test
  void aStepIsPricedAsIfTheUnitStartedWhereTheQuerySays() {
    HexMap woods = map.toBuilder().hex(map.parse("0203"), Terrain.WOODS).build();
    GameState s = state(woods, unit("a", "blue", woods, "0505", 3));
    Verdict v = rules.cost(s, MoveQuery.of("a"), Position.hex(woods.parse("0202")),
        Position.hex(woods.parse("0203")));
    assertTrue(v.legal());
    assertEquals(Mp.of(2), v.spent());
    assertEquals(Position.hex(woods.parse("0203")), v.end().orElseThrow());
    assertEquals("0203", v.steps().get(0).label());
  }

  @Test
  void theCheapestWayToTheFirstHexOfTheMapIsOfferedForAnOrderThatCannotGetThere() {
    GameState s = state(map, unit("a", "blue", map, "0103", 4));
    io.github.warpath.rules.Alternatives alternatives =
        rules.alternatives(s, MoveOrder.path("a", map.parse("0101")));
    assertFalse(alternatives.verdict().legal(), "0101 is two hexes away");
    io.github.warpath.rules.Alternative cheapest = alternatives.cheapestPath().orElseThrow();
    assertEquals(at("0101"), cheapest.end());
    assertEquals(Mp.of(2), cheapest.cost());
    assertEquals(List.of("0102", "0101"),
        cheapest.route().steps().stream().map(r -> r.label()).toList());
  }
}
