package io.github.warpath.internal;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.PlainRules;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The legal moves nearest an illegal order on the test rules (clear hexes cost 1, water is
 * closed, an enemy's neighbours end the move), found by the engine's support class and by the
 * caller interface's default alike, each an order the checker accepts at the cost it states.
 */
class AlternativeFinderTest {
  private static final TestRules ENGINE = new TestRules();
  private static final PlainRules PLAIN = new PlainRules();
  private static final HexMap MAP = TestRules.map(9, 9).build();

  private static Hex h(String label) {
    return MAP.parse(label);
  }

  private static MoveOrder walk(String... labels) {
    Hex[] hexes = new Hex[labels.length];
    for (int i = 0; i < labels.length; i++) {
      hexes[i] = h(labels[i]);
    }
    return MoveOrder.path("u", hexes);
  }

  /** The same alternatives from both implementations, with and without the verdict given. */
  private static Alternatives both(GameState s, MoveOrder order) {
    Alternatives a = ENGINE.alternatives(s, order);
    SearchBuffers buffers = new SearchBuffers();
    Verdict v = ENGINE.check(s, order, buffers);
    assertEquals(a, ENGINE.alternatives(s, order, v, buffers));
    assertEquals(a, PLAIN.alternatives(s, order));
    assertSame(v, PLAIN.alternatives(s, order, v, buffers).verdict());
    for (Alternative x : a.all()) {
      checkerAgrees(ENGINE, s, x);
      checkerAgrees(PLAIN, s, x);
    }
    return a;
  }

  private static void checkerAgrees(HexMovementRules rules, GameState s, Alternative a) {
    Verdict v = rules.check(s, a.order());
    assertTrue(v.legal(), v::toString);
    assertEquals(a.cost(), v.spent());
    assertEquals(a.end(), v.end().orElseThrow());
  }

  private static GameState lake(int mp) {
    HexMap m = MAP.toBuilder().hex(h("0404"), Terrain.WATER).build();
    return state(m, unit("u", "blue", m, "0405", mp));
  }

  @Test
  void terrainWaterInTheWayGivesTheWayRoundAndNoPrefix() {
    GameState s = lake(4);
    Alternatives alts = both(s, walk("0404", "0403", "0402"));
    Alternative round = alts.cheapestPath().orElseThrow();
    assertEquals(Alternative.Kind.CHEAPEST_PATH, round.kind());
    assertEquals(Mp.of(4), round.cost());
    assertEquals(Position.hex(h("0402")), round.end());
    assertEquals(0, round.distance());
    assertEquals("go round by 0304, 0303, 0302: 4 MP of 4 MP", round.summary());
    assertEquals(Optional.empty(), alts.nearest());
    assertEquals(Optional.empty(), alts.prefix());
    assertEquals(Optional.of(Position.hex(h("0402"))), alts.destination());
  }

  @Test
  void allowanceALoopOverTheAllowanceGivesTheStraightWayWithThePointsSaved() {
    GameState s = lake(2);
    Alternatives alts = both(s, walk("0406", "0306", "0305"));
    assertEquals(Mp.of(3), alts.verdict().spent());
    Alternative straight = alts.cheapestPath().orElseThrow();
    assertEquals(Mp.of(1), straight.cost());
    assertEquals("go straight, leaving out 0406, 0306, 2 MP less: 1 MP of 2 MP",
        straight.summary());
    assertEquals("stop after step 2 of 3, at 0306: 2 MP of 2 MP",
        alts.prefix().orElseThrow().summary());
    assertEquals(1, alts.prefix().orElseThrow().distance());
  }

  @Test
  void allowanceBackToTheSameHexGoesThroughTheSameHexesForLess() {
    GameState s = lake(2);
    Alternatives alts = both(s, walk("0406", "0405", "0406"));
    assertEquals("go through the same hexes, 2 MP less: 1 MP of 2 MP",
        alts.cheapestPath().orElseThrow().summary());
  }

  @Test
  void allowanceADestinationOutOfReachGivesTheNearestHexAndTheLongestLegalPrefix() {
    GameState s = lake(2);
    MoveOrder order = walk("0406", "0407", "0408");
    Alternatives alts = both(s, order);
    assertEquals(Optional.empty(), alts.cheapestPath());
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(Position.hex(h("0407")), near.end());
    assertEquals(1, near.distance());
    assertEquals("no legal way to 0408; nearest reachable: 0407, 1 hex short, by 0406, 0407:"
        + " 2 MP of 2 MP", near.summary());
    Alternative prefix = alts.prefix().orElseThrow();
    assertEquals(order.steps().subList(0, 2), prefix.order().steps());
    assertEquals("stop after step 2 of 3, at 0407: 2 MP of 2 MP", prefix.summary());
    assertEquals(List.of("nearest-hex", "longest-prefix"),
        alts.all().stream().map(a -> a.kind().id()).toList());
    assertEquals("illegal\n  nearest-hex: " + near.summary() + "\n  longest-prefix: "
        + prefix.summary(), alts.toString());
  }

  @Test
  void allowanceAFarDestinationListsFourHexesOfTheRouteAndCountsTheRest() {
    GameState s = lake(5);
    MoveOrder order = walk("0406", "0407", "0408", "0409", "0509", "0609", "0709");
    Alternatives alts = both(s, order);
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(Mp.of(5), near.cost());
    assertEquals("no legal way to 0709; nearest reachable: 0609, 1 hex short, by 0406, 0407,"
        + " 0507, 0608 and 1 more: 5 MP of 5 MP", near.summary());
    assertEquals("stop after step 5 of 7, at 0509: 5 MP of 5 MP",
        alts.prefix().orElseThrow().summary());
  }

  @Test
  void phasingSideAUnitThatMayNotMoveNowHasNoAlternatives() {
    GameState s = lake(4);
    GameState redMoves = s.withEnvironment(s.environment().withActiveSide("red"));
    Alternatives alts = both(redMoves, walk("0406", "0407"));
    assertEquals("9", alts.verdict().violations().get(0).rule().section());
    assertEquals(List.of(), alts.all());
  }

  @Test
  void allowanceTheNearestHexMayBeSeveralHexesShort() {
    GameState s = lake(1);
    Alternatives alts = both(s, walk("0406", "0407", "0408"));
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(2, near.distance());
    assertEquals("no legal way to 0408; nearest reachable: 0406, 2 hexes short, by 0406: 1 MP of"
        + " 1 MP", near.summary());
    assertEquals("stop after step 1 of 3, at 0406: 1 MP of 1 MP",
        alts.prefix().orElseThrow().summary());
  }

  @Test
  void allowanceARouteOfFourHexesListsThemAll() {
    GameState s = lake(4);
    Alternatives alts = both(s, walk("0406", "0407", "0408", "0409", "0509", "0609"));
    assertEquals("no legal way to 0609; nearest reachable: 0508, 1 hex short, by 0406, 0407,"
        + " 0408, 0508: 4 MP of 4 MP", alts.nearest().orElseThrow().summary());
  }

  @Test
  void aLegalVerdictNeedsNoSearch() {
    GameState s = lake(4);
    MoveOrder order = walk("0406");
    Verdict v = ENGINE.check(s, order);
    assertEquals(Alternatives.none(v, Optional.of(Position.hex(h("0406")))),
        AlternativeFinder.find(s, order, v, Position.hex(h("0405")), p -> null, () -> null, 0,
            o -> null));
  }

  @Test
  void aLegalOrderHasNoAlternatives() {
    GameState s = lake(4);
    Alternatives alts = both(s, walk("0406", "0407"));
    assertTrue(alts.verdict().legal());
    assertEquals(List.of(), alts.all());
    assertEquals("legal", alts.toString());
    assertEquals(Optional.of(Position.hex(h("0407"))), alts.destination());
  }

  @Test
  void anOrderWithoutAHexHasNoDestination() {
    MoveOrder rest = MoveOrder.of(walk().query(), List.of(io.github.warpath.rules.Step
        .action("rest")));
    assertEquals(Optional.empty(), Alternatives.destinationOf(rest));
    MoveOrder then = MoveOrder.of(walk().query(), List.of(
        io.github.warpath.rules.Step.enter(h("0406")),
        io.github.warpath.rules.Step.action("rest")));
    assertEquals(Optional.of(Position.hex(h("0406"))), Alternatives.destinationOf(then));
  }

  /**
   * Ports on the lake map: from a port a unit that has not moved may spend its whole allowance
   * to reach the depot, and from the depot it lands on any port for nothing and stops.
   */
  private static HexMap ports(String... labels) {
    HexMap.Builder b = MAP.toBuilder().box(OffMapBox.of(TestRules.DEPOT, "transport"));
    for (String label : labels) {
      b.hex(h(label), Terrain.PORT);
    }
    return b.build();
  }

  @Test
  void transportFromABoxTheNearestHexIsMeasuredFromTheHexesReachedAlone() {
    HexMap m = ports("0202", "0808");
    GameState s = state(m, unit("u", "blue", m, "0505", 2)
        .withPosition(Position.box(TestRules.DEPOT)));
    Alternatives alts = both(s, MoveOrder.of(walk().query(),
        List.of(Step.enter(h("0808")), Step.enter(h("0708")))));
    assertEquals(Optional.empty(), alts.cheapestPath());
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(Position.hex(h("0808")), near.end());
    assertEquals(1, near.distance());
    assertEquals(Mp.ZERO, near.cost());
    assertEquals("stop after step 1 of 2, at 0808: 0 MP of 2 MP",
        alts.prefix().orElseThrow().summary());
  }

  @Test
  void transportTheFirstHexOfTheMapCanBeTheNearest() {
    Hex first = MAP.hex(0);
    Hex below = first.neighbor(io.github.warpath.hex.HexDirection.S);
    HexMap m = ports(MAP.label(first), "0505").toBuilder().hex(below, Terrain.WATER).build();
    GameState s = state(m, unit("u", "blue", m, "0505", 0));
    Alternatives alts = both(s, MoveOrder.path("u", h("0504"), h("0503"), h("0502"),
        below));
    Alternative near = alts.nearest().orElseThrow();
    assertEquals(Position.hex(first), near.end());
    assertEquals(1, near.distance());
    assertEquals(Mp.ZERO, near.cost());
  }

  @Test
  void transportAHexNoNearerThanTheStartIsNotOffered() {
    HexMap m = ports("0303", "0505").toBuilder().hex(h("0504"), Terrain.WATER)
        .hex(h("0503"), Terrain.WATER).build();
    GameState s = state(m, unit("u", "blue", m, "0505", 0));
    assertTrue(ENGINE.reach(s, walk().query()).contains(h("0303")),
        "the other port, reached for nothing");
    assertEquals(h("0505").distanceTo(h("0503")), h("0303").distanceTo(h("0503")));
    Alternatives alts = both(s, walk("0504", "0503"));
    assertEquals(Optional.empty(), alts.nearest());
    assertEquals(Optional.empty(), alts.cheapestPath());
  }
}
