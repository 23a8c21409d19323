package io.github.warpath.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The nearest legal alternative to an illegal example order: a lake in the way gives the
 * cheapest way round it, a destination out of reach gives the nearest hex the unit can get to,
 * and in both the longest part of the order that is legal. Each is what the checker accepts.
 */
class NearestLegalAlternativeTest {
  private static final ExampleRules RULES = new ExampleRules();

  /** A 7 by 7 clear map with a lake at 0404, the unit at 0405 with the given allowance. */
  private static GameState state(int mp) {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 7, 7);
    b.hex(b.build().parse("0404"), ExampleRules.Terrain.LAKE);
    HexMap map = b.build();
    Unit u = Unit.builder().id("u").side("blue").kind("infantry").allowance(Mp.of(mp))
        .position(Position.hex(map.parse("0405"))).build();
    return GameState.builder().ruleSet(ExampleRules.ID).board(map).units(List.of(u)).build();
  }

  private static MoveOrder walk(GameState s, String... labels) {
    HexMap map = s.hexMap();
    Hex[] hexes = new Hex[labels.length];
    for (int i = 0; i < labels.length; i++) {
      hexes[i] = map.parse(labels[i]);
    }
    return MoveOrder.path("u", hexes);
  }

  private static void checkerAgrees(GameState s, Alternative a) {
    Verdict v = RULES.check(s, a.order());
    assertTrue(v.legal(), v::toString);
    assertEquals(a.cost(), v.spent());
    assertEquals(a.end(), v.end().orElseThrow());
  }

  @Test
  void aLakeInTheWayGivesTheCheapestWayRoundItAndTheLegalStartOfTheOrder() {
    GameState s = state(4);
    MoveOrder order = walk(s, "0404", "0403", "0402");
    Alternatives alts = RULES.alternatives(s, order);
    assertFalse(alts.verdict().legal());
    Alternative round = alts.cheapestPath().orElseThrow();
    assertEquals(Alternative.Kind.CHEAPEST_PATH, round.kind());
    assertEquals(Mp.of(4), round.cost());
    assertEquals(Position.hex(s.hexMap().parse("0402")), round.end());
    assertEquals(0, round.distance());
    assertEquals("go round by 0304, 0303, 0302: 4 MP of 4 MP", round.summary(),
        "an order that cannot be walked has no cost to compare with");
    checkerAgrees(s, round);
    assertTrue(alts.nearest().isEmpty());
    assertTrue(alts.prefix().isEmpty(), "the first step enters the lake: no legal prefix");
  }

  @Test
  void aLoopOverTheAllowanceGivesTheStraightWayWithThePointsSaved() {
    GameState s = state(2);
    MoveOrder order = walk(s, "0406", "0306", "0305");
    Alternatives alts = RULES.alternatives(s, order);
    assertEquals(Mp.of(3), alts.verdict().spent());
    Alternative straight = alts.cheapestPath().orElseThrow();
    assertEquals(Mp.of(1), straight.cost());
    assertEquals("go straight, leaving out 0406, 0306, 2 MP less: 1 MP of 2 MP",
        straight.summary());
    checkerAgrees(s, straight);
    Alternative prefix = alts.prefix().orElseThrow();
    assertEquals("stop after step 2 of 3, at 0306: 2 MP of 2 MP", prefix.summary());
    checkerAgrees(s, prefix);
  }

  @Test
  void aDestinationOutOfReachGivesTheNearestHexAndTheLongestLegalPrefix() {
    GameState s = state(2);
    MoveOrder order = walk(s, "0406", "0407", "0408");
    Alternatives alts = RULES.alternatives(s, order);
    assertFalse(alts.verdict().legal());
    assertTrue(alts.cheapestPath().isEmpty());
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(Position.hex(s.hexMap().parse("0407")), near.end());
    assertEquals(1, near.distance());
    assertEquals(Mp.of(2), near.cost());
    assertEquals("no legal way to 0408; nearest reachable: 0407, 1 hex short, by 0406, 0407:"
        + " 2 MP of 2 MP", near.summary());
    checkerAgrees(s, near);
    Alternative prefix = alts.prefix().orElseThrow();
    assertEquals(order.steps().subList(0, 2), prefix.order().steps());
    assertEquals(Mp.of(2), prefix.cost());
    assertEquals("stop after step 2 of 3, at 0407: 2 MP of 2 MP", prefix.summary());
    checkerAgrees(s, prefix);
  }

  @Test
  void theVerdictTheCallerHasGivesTheSameAlternativesWithoutACheck() {
    GameState s = state(2);
    SearchBuffers buffers = new SearchBuffers();
    MoveOrder far = walk(s, "0406", "0407", "0408");
    Verdict verdict = RULES.check(s, far, buffers);
    Alternatives given = RULES.alternatives(s, far, verdict, buffers);
    assertSame(verdict, given.verdict(), "the answer carries the verdict passed in");
    assertEquals(RULES.alternatives(s, far, buffers), given);
    assertEquals(List.of("nearest-hex", "longest-prefix"),
        given.all().stream().map(a -> a.kind().id()).toList());
    GameState wide = state(4);
    MoveOrder lake = walk(wide, "0404", "0403", "0402");
    Alternatives round = RULES.alternatives(wide, lake, RULES.check(wide, lake), buffers);
    assertEquals("go round by 0304, 0303, 0302: 4 MP of 4 MP",
        round.cheapestPath().orElseThrow().summary());
    assertTrue(round.prefix().isEmpty());
    MoveOrder legal = walk(s, "0406");
    assertTrue(RULES.alternatives(s, legal, RULES.check(s, legal), buffers).all().isEmpty());
  }

  @Test
  void aLegalOrderHasNoAlternatives() {
    GameState s = state(4);
    Alternatives alts = RULES.alternatives(s, walk(s, "0406", "0407"));
    assertTrue(alts.verdict().legal());
    assertEquals(List.of(), alts.all());
  }
}
