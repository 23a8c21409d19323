package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The road whose rate holds only for a unit that leaves along it (5.3 with {@code
 * LEAVING_ALONG_LINE}) where a value sits on a boundary: a road that costs nothing to follow, a
 * road that costs as much as the forest it enters, roads that start on the map's west edge and
 * in its first hex (index 0). Forest costs foot 2 MP, clear 1 MP; half points.
 */
class LineExitEdgeCasesTest {
  private static final HexMap.Builder GRID = KitFixture.map();
  private static final Hex CORNER = GRID.build().hex(0);
  private static final Hex WEST = GRID.hexAt(0, 2);
  private static final Enum<?> FOREST = KitFixture.VOCABULARY.hexFeature("forest");
  private static final Enum<?> ROAD = KitFixture.VOCABULARY.hexsideFeature("road");

  /** The plain kit with a road of {@code rate} half points whose rate holds along it only. */
  private static KitRuleSet rules(int rate) {
    RuleKit k = KitFixture.plain();
    LineRule l = k.lines();
    LineRule lines = new LineRule(l.rule(), LineRule.When.LEAVING_ALONG_LINE, l.names(),
        new int[] {l.sideKind(0)}, new int[] {1}, new int[][] {{rate, rate}},
        new long[] {l.bridges(0)});
    return new KitRuleSet(new RuleKit(k.id(), k.name(), k.version(), k.description(),
        k.denominator(), k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(),
        k.hexsides(), lines, k.zones(), k.minimumMove(), k.enemy(), k.stacking(), k.phases(),
        k.modes(), k.modifiers(), k.allowance(), k.adjacent()));
  }

  /** A fresh map with the road from {@code from} into the forest hex {@code forest}. */
  private static GameState state(Hex from, Hex forest) {
    HexMap map = KitFixture.map().hex(forest, FOREST).side(from, forest, ROAD).build();
    return KitFixture.state(map, "dry", "", KitFixture.unit("u", "blue", "infantry", 8, from));
  }

  private static MoveOrder order(Hex... hexes) {
    List<Step> steps = new java.util.ArrayList<>();
    for (Hex h : hexes) {
      steps.add(Step.enter(h));
    }
    return MoveOrder.of(MoveQuery.of("u"), steps);
  }

  @Test
  void aRoadThatCostsNothingToFollowStillPaysTheForestWhenLeftOffIt() {
    Hex a = GRID.hexAt(2, 1);
    Hex forest = a.neighbor(HexDirection.S);
    Hex off = forest.neighbor(HexDirection.SE);
    Verdict v = rules(0).check(state(a, forest), order(forest, off));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ZERO, v.steps().get(0).cost());
    // the forest after all (+2 MP), then the clear hex off the road (1 MP)
    assertEquals(Mp.of(2 + 1), v.steps().get(1).cost());
  }

  @Test
  void aRoadAsDearAsTheForestItEntersLeavesNothingToPayBackOrToCarryOver() {
    Hex a = GRID.hexAt(2, 1);
    Hex forest = a.neighbor(HexDirection.S);
    KitRuleSet rules = rules(4);
    GameState after = rules.apply(state(a, forest), order(forest)).state().orElseThrow();
    assertEquals(Mp.of(2), after.unit("u").phaseMovement().orElseThrow().spent());
    assertEquals(List.of(), List.copyOf(after.unit("u").phaseMovement().orElseThrow().facts()),
        "the road saved nothing, so no hexside is remembered");
  }

  @Test
  void leavingOffTheRoadPaysBackWhicheverHexsideTheRoadCameInAcrossFromTheMapEdge() {
    for (HexDirection d : List.of(HexDirection.N, HexDirection.NE, HexDirection.SE,
        HexDirection.S)) {
      Hex forest = WEST.neighbor(d);
      Hex beyond = forest.neighbor(d);
      Verdict v = rules(1).check(state(WEST, forest), order(forest, beyond));
      assertTrue(v.legal(), d + ": " + v);
      // 1/2 along the road, then the forest after all (+3/2) and the clear hex beyond (1)
      assertEquals(Mp.ofHalves(1), v.steps().get(0).cost(), d.toString());
      assertEquals(Mp.ofHalves(3 + 2), v.steps().get(1).cost(), d.toString());
    }
  }

  @Test
  void aUnitThatCameAlongTheRoadFromTheFirstHexPaysBackInItsNextOrder() {
    Hex forest = CORNER.neighbor(HexDirection.S);
    KitRuleSet rules = rules(1);
    GameState after = rules.apply(state(CORNER, forest), order(forest)).state().orElseThrow();
    assertEquals(List.of("on-line-from-N"),
        List.copyOf(after.unit("u").phaseMovement().orElseThrow().facts()));
    Verdict v = rules.check(after, order(forest.neighbor(HexDirection.S)));
    assertTrue(v.legal(), v.toString());
    // the forest after all (+3/2), then the clear hex (1)
    assertEquals(Mp.ofHalves(3 + 2), v.steps().get(0).cost());
  }
}
